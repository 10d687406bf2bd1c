import { createHash } from 'node:crypto';
import {
  bgsParamsValid,
  bgsPayout,
  isBgsGame,
  IN_HOUSE_VENDOR,
  isTrialType,
  resolveRoundSync,
  type BgsBetRequest,
  type BgsGame,
  type BgsGameConfig,
  type BgsParams,
  type BgsRound,
  type BgsRoundsValue,
  type BgsWalletValue,
} from '@wl/shared';
import type { Db, Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import type { AccountRecord } from '../accounts/accounts.js';
import { PLAY_CURRENCY } from '../identity/trial.js';
import { trialMayPlay } from '../games/catalogue.js';
import { playWallet, seamlessCredit, seamlessDebit, type PlayerSession } from '../vendor-wallet/wallet.js';
import { walletFor } from '../wallet/ledger.js';
import { lockActiveSeed, nodeHmac } from './seeds.js';

interface GameRow {
  nodeId: string;
  name: string;
  gameCode: BgsGame;
  trialAllowed: boolean;
  gameMaintenance: boolean;
  vendorMaintenance: boolean;
  shown: boolean;
  rtpBp: number;
  minBet: string;
  maxBet: string;
}

/** The in-house games with their configuration, as the merchant shows them (catalogue rows by vendor and game code). */
async function gameRows(db: Db, merchantId: number, game: string | null): Promise<GameRow[]> {
  return db<GameRow[]>`
    select g.node_id, g.name, g.game_code, g.trial_allowed, g.maintenance as game_maintenance,
           (v.maintenance or coalesce(mv.maintenance, false)) as vendor_maintenance,
           coalesce(mv.enabled, v.default_enabled) as shown, c.rtp_bp, c.min_bet, c.max_bet
    from games g
    join game_vendors v on v.code = g.vendor_code
    join bgs_config c on c.game_code = g.game_code
    left join merchant_vendors mv on mv.merchant_id = ${merchantId} and mv.vendor_code = v.code
    where g.vendor_code = ${IN_HOUSE_VENDOR} and (${game}::text is null or g.game_code = ${game})
    order by g.sort, g.node_id`;
}

const configOf = (r: GameRow): BgsGameConfig => ({
  game: r.gameCode,
  nodeId: Number(r.nodeId),
  name: r.name,
  rtp: r.rtpBp,
  minBet: Number(r.minBet),
  maxBet: Number(r.maxBet),
  trialAllowed: trialMayPlay(IN_HOUSE_VENDOR, r.trialAllowed),
});

export async function bgsGames(db: Db, merchantId: number): Promise<BgsGameConfig[]> {
  return (await gameRows(db, merchantId, null)).filter((r) => r.shown).map(configOf);
}

/** The refusals of a bet before any money or seed is touched. */
async function playableGame(db: Db, merchantId: number, account: AccountRecord, game: string, body: BgsBetRequest): Promise<GameRow> {
  if (!isBgsGame(game)) throw new AppError('GAME_NOT_FOUND');
  const [row] = await gameRows(db, merchantId, game);
  if (!row || !row.shown) throw new AppError('GAME_NOT_FOUND');
  if (row.vendorMaintenance) throw new AppError('VENDOR_MAINTENANCE');
  if (row.gameMaintenance) throw new AppError('GAME_MAINTENANCE');
  // The bet route refuses trial accounts first (TRIAL_NOT_ALLOWED); this holds for any other caller.
  if (isTrialType(account.type) && !trialMayPlay(IN_HOUSE_VENDOR, row.trialAllowed)) throw new AppError('TRIAL_GAME_NOT_ALLOWED');
  if (body.amount < Number(row.minBet) || body.amount > Number(row.maxBet)) throw new AppError('BET_OUT_OF_RANGE');
  if (!bgsParamsValid(game, body.params)) throw new AppError('BET_INVALID');
  return row;
}

interface RoundRow {
  id: string;
  gameCode: BgsGame;
  nodeId: string;
  book: 'real' | 'play';
  currency: string;
  bet: string;
  payout: string;
  rtpBp: number;
  params: Record<string, unknown>;
  outcome: Record<string, unknown>;
  serverSeedHash: string;
  serverSeed: string | null;
  clientSeed: string;
  nonce: string;
  createdAt: Date;
  requestHash: string;
  balanceAfter: string;
}

const ROUND_SELECT = `
  select r.id, r.game_code, r.node_id, r.book, r.currency, r.bet, r.payout, r.rtp_bp, r.params, r.outcome,
         s.server_seed_hash, case when s.revealed_at is not null then s.server_seed end as server_seed,
         r.client_seed, r.nonce, r.created_at, r.request_hash, r.balance_after
  from bgs_rounds r join bgs_seeds s on s.id = r.seed_id`;

const roundOf = (r: RoundRow): BgsRound => ({
  id: Number(r.id),
  game: r.gameCode,
  nodeId: Number(r.nodeId),
  book: r.book,
  currency: r.currency,
  bet: Number(r.bet),
  payout: Number(r.payout),
  rtp: r.rtpBp,
  params: r.params,
  outcome: r.outcome,
  serverSeedHash: r.serverSeedHash,
  serverSeed: r.serverSeed,
  clientSeed: r.clientSeed,
  nonce: Number(r.nonce),
  createdAt: r.createdAt.toISOString(),
});

const requestHash = (game: string, body: BgsBetRequest) =>
  createHash('sha256')
    .update(JSON.stringify([game, body.amount, body.params]))
    .digest('hex');

async function roundByKey(tx: Tx, accountId: number, key: string): Promise<RoundRow | null> {
  const [row] = await tx<RoundRow[]>`${tx.unsafe(ROUND_SELECT)} where r.account_id = ${accountId} and r.idempotency_key = ${key}`;
  return row ?? null;
}

/**
 * One round in one transaction: the member's seed pair is locked (so nonces never repeat or
 * skip), the outcome drawn, the round written, the stake debited and the payout credited
 * through the seamless wallet. A failure anywhere leaves nothing; a replay of the key answers
 * the stored round (IDEMPOTENCY_CONFLICT when the key named another bet).
 */
export async function playRound(tx: Tx, merchantId: number, account: AccountRecord, game: string, body: BgsBetRequest, key: string) {
  const accountId = Number(account.id);
  const seed = await lockActiveSeed(tx, accountId);
  const hash = requestHash(game, body);
  const first = await roundByKey(tx, accountId, key);
  if (first) {
    if (first.requestHash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT');
    return { round: roundOf(first), balance: Number(first.balanceAfter), currency: first.currency };
  }
  const row = await playableGame(tx, merchantId, account, game, body);
  const params = body.params as BgsParams;
  const nonce = Number(seed.nonce);
  const outcome = resolveRoundSync(nodeHmac, {
    game: game as BgsGame,
    params,
    rtpBp: row.rtpBp,
    serverSeed: seed.serverSeed,
    clientSeed: seed.clientSeed,
    nonce,
  });
  const payout = bgsPayout(body.amount, outcome);
  const book = isTrialType(account.type) ? 'play' : 'real';
  const currency = book === 'play' ? PLAY_CURRENCY : account.currency;
  const [inserted] = await tx<{ id: string }[]>`
    insert into bgs_rounds (account_id, merchant_id, game_code, node_id, book, currency, bet, payout, rtp_bp, params, outcome,
                            seed_id, client_seed, nonce, idempotency_key, request_hash, balance_after)
    values (${accountId}, ${merchantId}, ${game}, ${row.nodeId}, ${book}, ${currency}, ${body.amount}, ${payout}, ${row.rtpBp},
            ${tx.json(params as never)}, ${tx.json(outcome as never)}, ${seed.id}, ${seed.clientSeed}, ${nonce}, ${key}, ${hash}, 0)
    returning id`;
  const id = inserted!.id;
  await tx`update bgs_seeds set nonce = nonce + 1 where id = ${seed.id}`;
  const session: PlayerSession = { sessionId: null, accountId, merchantId, nodeId: Number(row.nodeId), vendor: IN_HOUSE_VENDOR, book, currency };
  const betTxId = `bgs-${id}`;
  await seamlessDebit(tx, session, { txId: betTxId, roundId: id, amount: body.amount });
  const paid = await seamlessCredit(tx, session, { txId: `${betTxId}-win`, roundId: id, betTxId, amount: payout });
  await tx`update bgs_rounds set balance_after = ${paid.balance} where id = ${id}`;
  const [stored] = await tx<RoundRow[]>`${tx.unsafe(ROUND_SELECT)} where r.id = ${id}`;
  return { round: roundOf(stored!), balance: paid.balance, currency };
}

/** The wallet a round would be staked from (the seamless wallet's rule), and its balance. */
export async function gameWallet(db: Db, merchantId: number, account: AccountRecord): Promise<BgsWalletValue> {
  const book = isTrialType(account.type) ? 'play' : 'real';
  const currency = book === 'play' ? PLAY_CURRENCY : account.currency;
  const w = await playWallet(db, { merchantId, vendor: IN_HOUSE_VENDOR, book });
  const row = await walletFor(db, Number(account.id), w.kind, w.vendor);
  return { wallet: w.kind === 'real' ? 'main' : w.kind === 'vendor' ? 'vendor' : 'play', balance: Number(row?.balance ?? 0), currency };
}

export async function roundsOf(db: Db, accountId: number, game: BgsGame | undefined, page: number, pageSize: number): Promise<BgsRoundsValue> {
  const filter = game ?? null;
  const [counted] = await db<{ total: string }[]>`
    select count(*) as total from bgs_rounds where account_id = ${accountId} and (${filter}::text is null or game_code = ${filter})`;
  const rows = await db<RoundRow[]>`
    ${db.unsafe(ROUND_SELECT)} where r.account_id = ${accountId} and (${filter}::text is null or r.game_code = ${filter})
    order by r.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`;
  const n = Number(counted!.total);
  return { list: rows.map(roundOf), pageNum: page, pageSize, total: n, totalPages: Math.ceil(n / pageSize) };
}

/** A round of the caller only: another member's round is ROUND_NOT_FOUND, like one that does not exist. */
export async function roundOfAccount(db: Db, accountId: number, id: number): Promise<BgsRound> {
  const [row] = await db<RoundRow[]>`${db.unsafe(ROUND_SELECT)} where r.id = ${id} and r.account_id = ${accountId}`;
  if (!row) throw new AppError('ROUND_NOT_FOUND');
  return roundOf(row);
}
