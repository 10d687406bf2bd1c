import { flagsFromModules, type ModuleNode } from '@wl/shared';
import type { Sql, Tx } from '../../db/index.js';
import { movePoints, openPointsAccount } from './book.js';
import { pointsConfig } from './config.js';

/**
 * Earning (docs/POINTS.md "Earning"): a settled bet's stake is its valid bet, and every settlement
 * inserts one credit row in vendor_transactions (a lost round too, with amount 0), so the sweep
 * reads credit rows and credits each bet (its debit row) once: points_bet_credits is keyed by the
 * debit id and written before the points move.
 *
 * Credit ids are taken at insert but commit in any order, so a plain "last id" cursor could pass a
 * row that commits later. The cursor only moves to an id once every transaction that was running
 * when that id was read has ended (pg_snapshot_xmin has passed the xmax then recorded); until then
 * the window above it is read again, and the bet-credit key makes the re-read harmless.
 */
const BATCH = 2_000;

interface Bet {
  betId: string;
  accountId: string;
  merchantId: number;
  amount: string;
}

/** Merchants whose POINTS flag is on: bets elsewhere earn nothing (and never later). */
async function pointsMerchants(tx: Tx): Promise<number[]> {
  const rows = await tx<{ id: number; whitelabel: ModuleNode[] | null }[]>`select id, settings->'whitelabel' as whitelabel from merchants`;
  return rows.filter((m) => flagsFromModules(m.whitelabel ?? []).POINTS).map((m) => m.id);
}

/**
 * One run; answers how many bets it credited. Short transactions: one reads the cursor and the
 * bets, then each account is credited in a transaction of its own (its points move and event
 * last), then the cursor moves. A run never holds one member's event sequence while it credits
 * others; a run cut short in between reads the same bets again and the bet-credit key skips what
 * was credited.
 */
export async function runPointsEarning(sql: Sql): Promise<number> {
  const plan = await sql.begin(async (tx) => {
    // First statement, before this transaction has an id of its own: the snapshot sees only others.
    const [cur] = await tx<{ safeId: string; pendingId: string | null; done: boolean | null; xmaxNow: string; hi: string }[]>`
      select safe_id, pending_id, pending_xmax <= pg_snapshot_xmin(pg_current_snapshot()) as done,
        pg_snapshot_xmax(pg_current_snapshot())::text as xmax_now, (select coalesce(max(id), 0) from vendor_transactions) as hi
      from points_earn_cursor where id = 1`;
    const safe = cur!.done ? Number(cur!.pendingId) : Number(cur!.safeId);
    const hi = Number(cur!.hi);
    const merchants = await pointsMerchants(tx);
    const bets =
      merchants.length === 0
        ? []
        : await tx<(Bet & { creditId: string })[]>`
      select c.id as credit_id, d.id as bet_id, d.account_id, d.merchant_id, d.amount
      from vendor_transactions c
      join vendor_transactions d on d.vendor_code = c.vendor_code and d.tx_id = c.ref_tx_id and d.kind = 'debit'
      where c.kind = 'credit' and c.id > ${safe} and c.id <= ${hi} and c.book = 'real' and d.state = 'settled' and d.amount > 0
        and d.merchant_id = any(${merchants}::int[])
        and not exists (select 1 from points_bet_credits p where p.bet_id = d.id)
      order by c.id limit ${BATCH}`;
    const reached = bets.length === BATCH ? Number(bets[bets.length - 1]!.creditId) : hi;
    const moves = cur!.done || cur!.pendingId === null;
    return { bets, safe, reached, xmaxNow: cur!.xmaxNow, moves };
  });
  const credited = await creditBets(sql, plan.bets);
  if (plan.moves) {
    await sql`update points_earn_cursor set safe_id = ${plan.safe}, pending_id = ${plan.reached}, pending_xmax = ${plan.xmaxNow}::xid8 where id = 1`;
  }
  return credited;
}

/** Credits the bets per account, one transaction each, in account order (two runs never wait on each other crosswise). */
async function creditBets(sql: Sql, bets: Bet[]): Promise<number> {
  const byAccount = new Map<number, Bet[]>();
  for (const b of bets) byAccount.set(Number(b.accountId), [...(byAccount.get(Number(b.accountId)) ?? []), b]);
  let credited = 0;
  for (const accountId of [...byAccount.keys()].sort((a, b) => a - b)) {
    credited += await sql.begin((tx) => creditAccount(tx, accountId, byAccount.get(accountId)!));
  }
  return credited;
}

/** One account's bets in one transaction: the keys, then the points. */
async function creditAccount(tx: Tx, accountId: number, list: Bet[]): Promise<number> {
  const merchantId = list[0]!.merchantId;
  // The key first: a bet some other run already credited is not counted again.
  const fresh = await tx<{ betId: string; validBet: string }[]>`
    insert into points_bet_credits (bet_id, account_id, valid_bet)
    select * from unnest(${list.map((b) => b.betId)}::bigint[], ${list.map(() => accountId)}::bigint[], ${list.map((b) => b.amount)}::bigint[])
    on conflict (bet_id) do nothing returning bet_id, valid_bet`;
  if (fresh.length === 0) return 0;
  const validBet = fresh.reduce((s, r) => s + Number(r.validBet), 0);
  const ratio = (await pointsConfig(tx, merchantId)).earnBetAmount;
  await openPointsAccount(tx, merchantId, accountId);
  const [acc] = await tx<{ rem: string }[]>`select earn_remainder as rem from points_accounts where account_id = ${accountId} for update`;
  const total = Number(acc!.rem) + validBet;
  const points = Math.floor(total / ratio);
  const remainder = total % ratio;
  if (points > 0) {
    const moved = await movePoints(
      tx,
      { merchantId, accountId, kind: 'earn', points, ratio, validBet, betCount: fresh.length },
      { validBet, remainder, earned: points },
    );
    await tx`update points_bet_credits set journal_id = ${moved.journalId} where bet_id = any(${fresh.map((r) => r.betId)}::bigint[])`;
  } else {
    await tx`update points_accounts set earn_remainder = ${remainder}, valid_bet_total = valid_bet_total + ${validBet}, updated_at = now() where account_id = ${accountId}`;
  }
  return fresh.length;
}
