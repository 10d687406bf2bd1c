import { randomBytes } from 'node:crypto';
import type { Sql, Tx } from '../../db/index.js';
import { SWEEP_BATCH } from '../../jobs/batch.js';
import { AppError } from '../../http/errors.js';
import { seamlessCredit } from '../vendor-wallet/wallet.js';
import { lotteryGames } from './games.js';
import { drawResult, payoutFor, playType, seedHash, slotAt, type LotteryKind } from './rules.js';

/**
 * The life of a draw (docs/LOTTERY.md), driven by one periodic job (jobs/engine.ts):
 * close draws whose betting time ran out, draw the closed ones that are due (result from the
 * server seed, seed revealed), settle their bets in batches (one seamless credit per bet, 0 for a
 * losing bet), then open the current and the next draw of every game with a fresh seed whose
 * hash is published at once. Everything lives in the database, so a restart just continues, and
 * every payment has a ledger key per bet, so a rerun never pays twice.
 *
 * The sweep never waits for a draw row (skip locked): a bet holds its draw row while it books,
 * and the sweep, which holds member wallets while it settles, must never wait for it in turn.
 */

/** How many draws ahead of the current one are opened (their hashes published). */
const DRAWS_AHEAD = 1;

export interface SweepCounts {
  closed: number;
  drawn: number;
  settled: number;
  opened: number;
}

export async function closeDraws(tx: Tx, now: Date): Promise<number> {
  const rows = await tx`
    update lottery_draws set status = 'closed'
    where id in (select id from lottery_draws where status = 'open' and closes_at <= ${now} order by closes_at limit ${SWEEP_BATCH} for update skip locked)
    returning id`;
  return rows.length;
}

export async function drawDue(tx: Tx, now: Date): Promise<number> {
  const due = await tx<{ id: string; issue: string; serverSeed: string; kind: LotteryKind }[]>`
    select d.id, d.issue, d.server_seed, lg.kind
    from lottery_draws d
    join games g on g.node_id = d.node_id
    join lottery_games lg on lg.vendor_code = g.vendor_code and lg.game_code = g.game_code
    where d.status = 'closed' and d.draws_at <= ${now}
    order by d.draws_at limit ${SWEEP_BATCH}
    for update of d skip locked`;
  for (const d of due) {
    const result = drawResult(d.kind, d.serverSeed, d.issue);
    await tx`update lottery_draws set status = 'drawn', result = ${tx.json(result)}, drawn_at = ${now} where id = ${d.id}`;
  }
  return due.length;
}

interface OpenBet {
  id: string;
  merchantId: number;
  accountId: string;
  nodeId: string;
  vendorCode: string;
  gameCode: string;
  issue: string;
  kind: LotteryKind;
  playType: string;
  selection: string;
  amount: string;
  odds: string;
  book: 'real' | 'play';
  currency: string;
  result: string[];
}

/** Pays (or closes) up to one batch of bets of drawn draws; a draw with no open bet left is settled. */
export async function settleBets(tx: Tx, now: Date): Promise<number> {
  const bets = await tx<OpenBet[]>`
    select b.id, b.merchant_id, b.account_id, b.node_id, g.vendor_code, g.game_code, d.issue, lg.kind,
           b.play_type, b.selection, b.amount, b.odds, b.book, b.currency, d.result
    from lottery_bets b
    join lottery_draws d on d.id = b.draw_id
    join games g on g.node_id = b.node_id
    join lottery_games lg on lg.vendor_code = g.vendor_code and lg.game_code = g.game_code
    where b.status = 'open' and d.status = 'drawn'
    order by b.account_id, b.id limit ${SWEEP_BATCH}
    for update of b skip locked`;
  for (const b of bets) await settleBet(tx, b, now);
  await tx`
    update lottery_draws d set status = 'settled', settled_at = ${now}
    where d.id in (select id from lottery_draws where status = 'drawn' for update skip locked)
      and not exists (select 1 from lottery_bets b where b.draw_id = d.id and b.status = 'open')`;
  return bets.length;
}

async function settleBet(tx: Tx, b: OpenBet, now: Date) {
  const rule = playType(b.kind, b.playType);
  const payout = rule ? payoutFor(Number(b.amount), Number(b.odds), rule.hits(b.result, b.selection)) : 0;
  const session = {
    sessionId: null,
    accountId: Number(b.accountId),
    merchantId: b.merchantId,
    nodeId: Number(b.nodeId),
    vendor: b.vendorCode,
    book: b.book,
    currency: b.currency,
  };
  let status: 'won' | 'lost' | 'refunded' = payout > 0 ? 'won' : 'lost';
  try {
    await seamlessCredit(tx, session, { txId: winTxId(b.id), roundId: roundId(b.gameCode, b.issue), betTxId: betTxId(b.id), amount: payout });
  } catch (err) {
    // The stake already came back (a debit-timeout rollback): the bet is void, nothing to pay.
    if (!(err instanceof AppError && err.code === 'BET_ROLLED_BACK')) throw err;
    status = 'refunded';
  }
  await tx`update lottery_bets set status = ${status}, payout = ${status === 'won' ? payout : 0}, settled_at = ${now} where id = ${b.id}`;
}

export const betTxId = (betId: string | number) => `lottery-bet-${betId}`;
export const winTxId = (betId: string | number) => `lottery-win-${betId}`;
export const roundId = (gameCode: string, issue: string) => `${gameCode}-${issue}`;

/** Makes the current draw and the next of every enabled game that lacks them, each with a new seed. */
export async function openDraws(tx: Tx, now: Date): Promise<number> {
  let opened = 0;
  for (const g of await lotteryGames(tx, null)) {
    for (let ahead = 0; ahead <= DRAWS_AHEAD; ahead++) {
      const slot = slotAt(now.getTime(), g.intervalSeconds, g.closeBeforeSeconds, ahead);
      if (slot.closesAt <= now) continue;
      const seed = randomBytes(32).toString('hex');
      const rows = await tx`
        insert into lottery_draws (node_id, issue, opens_at, closes_at, draws_at, seed_hash, server_seed)
        values (${g.nodeId}, ${slot.issue}, ${slot.opensAt}, ${slot.closesAt}, ${slot.drawsAt}, ${seedHash(seed)}, ${seed})
        on conflict (node_id, issue) do nothing returning id`;
      opened += rows.length;
    }
  }
  return opened;
}

/**
 * One run of the lottery in one transaction. `now` is the lottery's clock: the gateway passes the
 * wall clock, tests pass any instant to walk a draw through its life. Draws and bets are taken with
 * skip locked and new draws inserted with on conflict do nothing, so a second run at the same time
 * changes nothing twice.
 */
export async function sweepLottery(sql: Sql, now = new Date()): Promise<SweepCounts> {
  return sql.begin(async (tx) => {
    const closed = await closeDraws(tx, now);
    const drawn = await drawDue(tx, now);
    const settled = await settleBets(tx, now);
    const opened = await openDraws(tx, now);
    return { closed, drawn, settled, opened };
  });
}
