import type { LotteryBet, LotteryBetPage, LotteryBetRequest, LotteryBetValue } from '@wl/shared';
import type { Db, Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import type { AccountRecord } from '../accounts/accounts.js';
import { seamlessDebit, type PlayerSession } from '../vendor-wallet/wallet.js';
import { betTxId, roundId } from './draws.js';
import { lotteryGame } from './games.js';
import { modesOf, normaliseSelection, oddsFor, playType } from './rules.js';

const TRIAL_ACCOUNT = 4;

interface BetRow {
  id: string;
  gameCode: string;
  issue: string;
  playType: string;
  selection: string;
  amount: string;
  odds: string;
  currency: string;
  status: LotteryBet['status'];
  payout: string | null;
  drawsAt: Date;
  createdAt: Date;
  settledAt: Date | null;
  drawId: string;
  nodeId: string;
  book: 'real' | 'play';
}

const BET_SELECT = `
  select b.id, g.game_code, d.issue, b.play_type, b.selection, b.amount, b.odds, b.currency, b.status, b.payout,
         d.draws_at, b.created_at, b.settled_at, b.draw_id, b.node_id, b.book
  from lottery_bets b join lottery_draws d on d.id = b.draw_id join games g on g.node_id = b.node_id`;

export const betView = (b: BetRow): LotteryBet => ({
  id: Number(b.id),
  gameCode: b.gameCode,
  issue: b.issue,
  playType: b.playType,
  selection: b.selection,
  amount: Number(b.amount),
  odds: Number(b.odds),
  currency: b.currency,
  status: b.status,
  payout: b.payout === null ? null : Number(b.payout),
  drawsAt: b.drawsAt.toISOString(),
  createdAt: b.createdAt.toISOString(),
  settledAt: b.settledAt?.toISOString() ?? null,
});

async function betByKey(tx: Tx, accountId: string, key: string): Promise<BetRow | null> {
  const [b] = await tx<BetRow[]>`${tx.unsafe(BET_SELECT)} where b.account_id = ${accountId} and b.idempotency_key = ${key}`;
  return b ?? null;
}

/**
 * Places a bet on an open draw and takes the stake through the seamless wallet, in the caller's
 * transaction. The idempotency key names the bet: the same key again answers the first bet (its
 * debit replayed), the same key with other details is IDEMPOTENCY_CONFLICT.
 */
export async function placeBet(tx: Tx, account: AccountRecord, merchantId: number, req: LotteryBetRequest, key: string): Promise<LotteryBetValue> {
  const game = await lotteryGame(tx, merchantId, req.gameCode);
  if (game.vendorMaintenance) throw new AppError('VENDOR_MAINTENANCE');
  if (game.gameMaintenance) throw new AppError('GAME_MAINTENANCE');
  const rule = playType(game.kind, req.playType.trim().toUpperCase());
  const selection = rule && normaliseSelection(rule, req.selection);
  if (!rule || !selection) throw new AppError('BET_INVALID');
  // The odds of the mode the page showed (its prize mode); a mode the game is not played in is refused.
  const mode = req.prizeMode ?? game.prizeMode;
  if (!modesOf(game.prizeMode).includes(mode))
    throw new AppError('PRIZE_MODE_INVALID', { fields: { prizeMode: 'PRIZE_MODE_INVALID' }, modes: modesOf(game.prizeMode) });
  const odds = oddsFor(rule, mode);
  if (req.amount < game.minBet || req.amount > game.maxBet) throw new AppError('BET_OUT_OF_RANGE', { min: game.minBet, max: game.maxBet });
  const trial = account.type === TRIAL_ACCOUNT;
  if (trial && !game.trialAllowed) throw new AppError('TRIAL_GAME_NOT_ALLOWED');
  const session: PlayerSession = {
    sessionId: null,
    accountId: Number(account.id),
    merchantId,
    nodeId: game.nodeId,
    vendor: game.vendorCode,
    book: trial ? 'play' : 'real',
    currency: account.currency,
  };

  const debit = (b: BetRow) => seamlessDebit(tx, session, { txId: betTxId(b.id), roundId: roundId(game.gameCode, b.issue), amount: Number(b.amount) });
  const replay = async (b: BetRow): Promise<LotteryBetValue> => {
    if (
      b.gameCode !== game.gameCode ||
      b.issue !== req.issue ||
      b.playType !== rule.code ||
      b.selection !== selection ||
      Number(b.amount) !== req.amount ||
      Number(b.odds) !== odds
    ) {
      throw new AppError('IDEMPOTENCY_CONFLICT');
    }
    const answer = await debit(b);
    return { bet: betView(b), balance: answer.balance, currency: answer.currency, replayed: true };
  };
  const earlier = await betByKey(tx, account.id, key);
  if (earlier) return replay(earlier);

  // Held until commit: the sweep cannot close this draw while the bet is being booked.
  const [draw] = await tx<{ id: string; open: boolean }[]>`
    select id, status = 'open' and closes_at > now() as open from lottery_draws
    where node_id = ${game.nodeId} and issue = ${req.issue} for share`;
  if (!draw) throw new AppError('DRAW_NOT_FOUND');
  if (!draw.open) throw new AppError('DRAW_CLOSED');
  const [made] = await tx<{ id: string }[]>`
    insert into lottery_bets (merchant_id, account_id, draw_id, node_id, play_type, selection, amount, odds, book, currency, idempotency_key)
    values (${merchantId}, ${account.id}, ${draw.id}, ${game.nodeId}, ${rule.code}, ${selection}, ${req.amount}, ${odds},
            ${session.book}, ${session.currency}, ${key})
    on conflict (account_id, idempotency_key) do nothing returning id`;
  const bet = (await betByKey(tx, account.id, key))!;
  // The same key won a race with this request: answer as its replay.
  if (!made) return replay(bet);
  const answer = await debit(bet);
  return { bet: betView(bet), balance: answer.balance, currency: answer.currency, replayed: false };
}

/** The member's bets, newest first: `open` ones, `settled` ones (won, lost, refunded) or all. */
export async function myBets(
  db: Db,
  accountId: string,
  q: { gameCode?: string; status?: 'open' | 'settled'; page?: number; pageSize?: number },
): Promise<LotteryBetPage> {
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? 20;
  const gameCode = q.gameCode ?? null;
  const status = q.status ?? null;
  const where = db`where b.account_id = ${accountId} and (${gameCode}::text is null or g.game_code = ${gameCode})
    and (${status}::text is null or (${status} = 'open') = (b.status = 'open'))`;
  const rows = await db<BetRow[]>`${db.unsafe(BET_SELECT)} ${where} order by b.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`;
  const [count] = await db<{ n: string }[]>`select count(*) as n from lottery_bets b join games g on g.node_id = b.node_id ${where}`;
  const total = Number(count!.n);
  return { list: rows.map(betView), pageNum: page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}
