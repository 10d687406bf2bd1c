import type { FastifyBaseLogger } from 'fastify';
import { flagsFromModules, type ModuleNode, type VipPayout } from '@wl/shared';
import type { Db, Sql } from '../../db/index.js';
import { sendSystemMessage } from '../messages/send.js';
import { offsetFromSettings } from '../site/merchants.js';
import { post } from '../wallet/ledger.js';
import { levelFor, levelTable, vipFigures } from './levels.js';
import { previousWeek, weeklyAmount, type Week } from './week.js';

/**
 * The weekly VIP payout (docs/VIP.md "Weekly payout"): after a merchant week ends, every member
 * with a net loss that week (valid bets minus wins on the main and game wallets, real book) gets
 * their level's weekly rate of it, at the level they held when the week ended. One payout per
 * member and week: the ledger key `vip-weekly:<accountId>:<weekStart>` and the unique row in
 * vip_payouts both hold it, so a rerun or two nodes at once pay nothing twice.
 */

/** Each member's valid bets and wins in [from, to). Starts from the merchant's journal by time. */
export async function weekNetLosses(db: Db, merchantId: number, from: Date, to: Date, accountId: number | null = null) {
  const rows = await db<{ accountId: string; staked: string; wins: string }[]>`
    select w.account_id,
      coalesce(sum(case when (j.kind = 'bet' or j.kind like 'bet.%') and p.amount < 0 then -p.amount
                        when j.kind = 'rollback' then -p.amount else 0 end), 0)::bigint as staked,
      coalesce(sum(case when j.kind = 'win' or (j.kind like 'bet.%' and p.amount > 0) then p.amount else 0 end), 0)::bigint as wins
    from journal j join postings p on p.journal_id = j.id join wallets w on w.id = p.wallet_id
    where j.merchant_id = ${merchantId} and j.created_at >= ${from} and j.created_at < ${to} and j.book = 'real'
      and (j.kind in ('bet', 'win', 'rollback') or j.kind like 'bet.%')
      and w.account_id is not null and w.kind in ('real', 'vendor')
      and (${accountId}::bigint is null or w.account_id = ${accountId}::bigint)
    group by w.account_id`;
  return rows.map((r) => ({ accountId: Number(r.accountId), netLoss: Number(r.staked) - Number(r.wins) }));
}

export const payoutKey = (accountId: number, week: Week) => `vip-weekly:${accountId}:${week.start}`;

/**
 * Pays one member for one week in one transaction; answers whether this call paid. The member's
 * account row is locked first, so two runs for one member take turns and the second finds the row.
 */
async function payMember(sql: Sql, m: { id: number; currency: string }, accountId: number, week: Week, netLoss: number): Promise<boolean> {
  return sql.begin(async (tx) => {
    const [acct] = await tx<{ status: string }[]>`select status from accounts where id = ${accountId} and merchant_id = ${m.id} for no key update`;
    if (!acct || acct.status !== 'active') return false;
    const [done] = await tx`select 1 from vip_payouts where account_id = ${accountId} and week_start = ${week.start}`;
    if (done) return false;
    const level = levelFor(await levelTable(tx, m.id), await vipFigures(tx, m.id, accountId, week.to));
    const amount = level ? weeklyAmount(netLoss, level.weeklyBps) : 0;
    if (!level || amount <= 0) return false;
    const res = await post(tx, {
      merchantId: m.id,
      key: payoutKey(accountId, week),
      kind: 'bonus.vip',
      currency: m.currency,
      book: 'real',
      legs: [
        { wallet: { accountId, kind: 'real' }, amount },
        { wallet: { system: 'bonus' }, amount: -amount },
      ],
      meta: { weekStart: week.start, level: level.level, rateBps: level.weeklyBps, netLoss },
    });
    const [row] = await tx<{ id: string }[]>`
      insert into vip_payouts (merchant_id, account_id, week_start, level, rate_bps, base, amount, currency, journal_id)
      values (${m.id}, ${accountId}, ${week.start}, ${level.level}, ${level.weeklyBps}, ${netLoss}, ${amount}, ${m.currency}, ${res.journalId})
      on conflict (account_id, week_start) do nothing returning id`;
    if (!row) return false;
    const pct = (level.weeklyBps / 100).toFixed(2).replace(/\.?0+$/, '');
    await sendSystemMessage(
      tx,
      m.id,
      [accountId],
      `VIP weekly bonus: ${(amount / 100).toFixed(2)} ${m.currency}`,
      `Your VIP ${level.level} weekly bonus for the week of ${week.start} is in your balance: ${pct}% of that week's net loss of ` +
        `${(netLoss / 100).toFixed(2)} ${m.currency}, ${(amount / 100).toFixed(2)} ${m.currency} in all. See Records > Bonus.`,
    );
    return true;
  });
}

/**
 * Pays one merchant's previous week (relative to `now`), unless that week is marked done. A member
 * whose payment fails is logged and the week stays open, so the next run retries only what is left.
 */
export async function payMerchantWeek(sql: Sql, merchant: { id: number; settings: unknown }, now: Date, log?: FastifyBaseLogger): Promise<number> {
  const week = previousWeek(now, offsetFromSettings(merchant.settings));
  const [ran] = await sql`select 1 from vip_week_runs where merchant_id = ${merchant.id} and week_start = ${week.start}`;
  if (ran) return 0;
  const currency = (merchant.settings as { currency?: string }).currency ?? 'PHP';
  let paid = 0;
  let failed = 0;
  for (const c of await weekNetLosses(sql, merchant.id, week.from, week.to)) {
    if (c.netLoss <= 0) continue;
    try {
      if (await payMember(sql, { id: merchant.id, currency }, c.accountId, week, c.netLoss)) paid++;
    } catch (err) {
      failed++;
      log?.error({ err, merchantId: merchant.id, accountId: c.accountId, week: week.start }, 'vip weekly payout failed; retrying next run');
    }
  }
  if (failed === 0) {
    await sql`insert into vip_week_runs (merchant_id, week_start, paid) values (${merchant.id}, ${week.start}, ${paid}) on conflict do nothing`;
  }
  return paid;
}

/**
 * One run over every merchant. Two runs at once pay nobody twice: a payout is unique per member
 * and week (on conflict do nothing, inside the payment's transaction).
 */
export async function runVipWeekly(sql: Sql, now = new Date(), log?: FastifyBaseLogger, merchantIds?: number[]): Promise<number> {
  const merchants = await sql<{ id: number; settings: unknown }[]>`
    select id, settings from merchants where ${merchantIds ?? null}::int[] is null or id = any(${merchantIds ?? null}::int[]) order by id`;
  let paid = 0;
  // A site with the VIP club switched off pays nothing (its weeks stay open: switching it back on pays the last one).
  const on = (m: { settings: unknown }) => flagsFromModules((m.settings as { whitelabel?: ModuleNode[] }).whitelabel ?? []).VIP;
  for (const m of merchants.filter(on)) paid += await payMerchantWeek(sql, m, now, log);
  return paid;
}

type PayoutRow = { id: string; weekStart: string; level: number; rateBps: number; base: string; amount: string; currency: string; createdAt: Date };
export const PAYOUT_COLUMNS = `v.id, to_char(v.week_start, 'YYYY-MM-DD') as week_start, v.level, v.rate_bps, v.base, v.amount, v.currency, v.created_at`;
export const payoutView = (r: PayoutRow): VipPayout => ({
  id: Number(r.id),
  weekStart: r.weekStart,
  level: r.level,
  rateBps: r.rateBps,
  base: Number(r.base),
  amount: Number(r.amount),
  currency: r.currency,
  createdAt: r.createdAt.toISOString(),
});

export async function memberPayouts(db: Db, merchantId: number, accountId: number, limit: number): Promise<VipPayout[]> {
  const rows = await db<PayoutRow[]>`select ${db.unsafe(PAYOUT_COLUMNS)} from vip_payouts v
    where v.merchant_id = ${merchantId} and v.account_id = ${accountId} order by v.id desc limit ${limit}`;
  return rows.map(payoutView);
}
