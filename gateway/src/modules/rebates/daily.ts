import type { FastifyBaseLogger } from 'fastify';
import {
  dailyRebate,
  isTrialType,
  rebateDayFor,
  rebateSettings,
  rebatesActive,
  TRIAL_TYPE,
  type CategoryTurnover,
  type MerchantDay,
  type RebateSettings,
} from '@wl/shared';
import type { Db, Sql } from '../../db/index.js';
import { offsetFromSettings } from '../site/merchants.js';
import { post } from '../wallet/ledger.js';

/**
 * The daily rebate (docs/REBATES.md): once a merchant day is over, every member with valid turnover
 * that day gets the site's rate per game category of it, as one journal entry of kind
 * `rebate.daily` from the house. Valid turnover is the stake of every real-money bet settled (won,
 * lost or pushed; not rolled back, not open, not held) in the day, by its settlement time, so a bet
 * counts once and only once its outcome is final. Play money never earns: it is another book.
 *
 * One payout per member and day: the ledger key `rebate:daily:<merchant>:<account>:<day>` holds it,
 * so a rerun or a second node books nothing twice. Each member is booked in a transaction of their
 * own; a day is marked done (rebate_day_runs) only when every member of it was booked.
 */

/** A bet settled in the last instant of the day commits a moment later: the day is paid this long after it ends. */
export const REBATE_GRACE_MS = 15 * 60_000;

export const dailyKey = (merchantId: number, accountId: number, day: string) => `rebate:daily:${merchantId}:${accountId}:${day}`;

/** Each member's valid turnover of the day per game category (null: a game no longer in the catalogue). */
export async function dayTurnover(db: Db, merchantId: number, day: MerchantDay): Promise<Map<number, CategoryTurnover[]>> {
  const rows = await db<{ accountId: string; gameType: string | null; turnover: string }[]>`
    select d.account_id, g.game_type, sum(d.amount)::bigint as turnover
    from vendor_transactions d
      join accounts a on a.id = d.account_id
      left join games g on g.node_id = d.node_id
    where d.merchant_id = ${merchantId} and d.kind = 'debit' and d.state = 'settled' and d.book = 'real'
      and d.settled_at >= ${day.from} and d.settled_at < ${day.to}
      and a.type <> ${TRIAL_TYPE}
    group by d.account_id, g.game_type
    order by d.account_id`;
  const out = new Map<number, CategoryTurnover[]>();
  for (const r of rows) {
    const id = Number(r.accountId);
    out.set(id, [...(out.get(id) ?? []), { gameType: r.gameType, turnover: Number(r.turnover) }]);
  }
  return out;
}

/**
 * Books one member's rebate of one day in one transaction; answers the amount booked (0: nothing).
 * The account row is locked first, so two runs for one member take turns and the second finds the
 * key already booked.
 */
async function bookMember(
  sql: Sql,
  m: { id: number; currency: string },
  accountId: number,
  day: MerchantDay,
  turnover: CategoryTurnover[],
  rules: RebateSettings,
): Promise<number> {
  const { amount, base } = dailyRebate(turnover, rules);
  if (amount <= 0) return 0;
  return sql.begin(async (tx) => {
    const [acct] = await tx<{ type: number; status: string }[]>`
      select type, status from accounts where id = ${accountId} and merchant_id = ${m.id} for no key update`;
    // A suspended account earns nothing automatically (staff may still book one by hand).
    if (!acct || acct.status !== 'active' || isTrialType(acct.type)) return 0;
    const key = dailyKey(m.id, accountId, day.day);
    const [done] = await tx`select 1 from journal where idempotency_key = ${key}`;
    if (done) return 0;
    const [w] = await tx<{ currency: string }[]>`select currency from wallets where account_id = ${accountId} and kind = 'real'`;
    await post(tx, {
      merchantId: m.id,
      key,
      kind: 'rebate.daily',
      currency: w?.currency ?? m.currency,
      book: 'real',
      legs: [
        { wallet: { accountId, kind: 'real' }, amount },
        { wallet: { system: 'house' }, amount: -amount },
      ],
      meta: { day: day.day, turnover: base, byGameType: turnover, rates: rules.rates },
    });
    return amount;
  });
}

/**
 * Pays one merchant's last finished day (relative to `now`), unless it is marked done. A member whose
 * booking fails is logged and the day stays open, so the next run retries: the ledger key skips
 * those already paid.
 */
export async function payMerchantDay(sql: Sql, merchant: { id: number; settings: unknown }, now: Date, log?: FastifyBaseLogger): Promise<number> {
  const rules = rebateSettings(merchant.settings);
  if (!rebatesActive(rules)) return 0;
  const day = rebateDayFor(now, offsetFromSettings(merchant.settings), REBATE_GRACE_MS);
  const [ran] = await sql`select 1 from rebate_day_runs where merchant_id = ${merchant.id} and day = ${day.day}`;
  if (ran) return 0;
  const currency = (merchant.settings as { currency?: string }).currency ?? 'PHP';
  let booked = 0;
  let total = 0;
  let failed = 0;
  for (const [accountId, turnover] of await dayTurnover(sql, merchant.id, day)) {
    try {
      const amount = await bookMember(sql, { id: merchant.id, currency }, accountId, day, turnover, rules);
      if (amount > 0) {
        booked++;
        total += amount;
      }
    } catch (err) {
      failed++;
      log?.error({ err, merchantId: merchant.id, accountId, day: day.day }, 'daily rebate failed; retrying next run');
    }
  }
  if (failed === 0) {
    await sql`insert into rebate_day_runs (merchant_id, day, booked, amount) values (${merchant.id}, ${day.day}, ${booked}, ${total}) on conflict do nothing`;
  }
  return booked;
}

/**
 * One run over every merchant (or those named, for tests). A site with rebates off pays nothing and
 * marks nothing: switching them on pays the last finished day, never older ones.
 */
export async function runDailyRebates(sql: Sql, now = new Date(), log?: FastifyBaseLogger, merchantIds?: number[]): Promise<number> {
  const merchants = await sql<{ id: number; settings: unknown }[]>`
    select id, settings from merchants where ${merchantIds ?? null}::int[] is null or id = any(${merchantIds ?? null}::int[]) order by id`;
  let booked = 0;
  for (const m of merchants) booked += await payMerchantDay(sql, m, now, log);
  return booked;
}
