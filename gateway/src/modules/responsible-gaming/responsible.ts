import type { DepositLimitPeriod, ResponsibleSettings, SelfExclusion, SelfExclusionPeriod, SetDepositLimitsRequest } from '@wl/shared';
import type { Db, Sql, Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import type { AccountRecord } from '../accounts/accounts.js';
import {
  LIMIT_PERIODS,
  exceeded,
  exclusionEnd,
  extendsExclusion,
  limitAt,
  planLimit,
  room,
  windowStart,
  type LimitRow,
  type WindowUse,
} from './responsible-rules.js';
import { dbNow, lockMember, logResponsible, type Actor } from './responsible-store.js';
import { assertNoTimeOut } from './responsible-timeout.js';

/**
 * Responsible gaming (docs/RESPONSIBLE.md): deposit limits a member sets on themself and
 * self-exclusion. Deposits call `assertDepositAllowed` inside the transaction that creates the
 * order; anything that starts play calls `assertPlayAllowed`. Withdrawals never ask: an excluded
 * member can always take their money out. Time is the database's (`now()` of the transaction),
 * so every gateway node agrees on it.
 */

async function limitRows(db: Db, accountId: number): Promise<LimitRow[]> {
  const rows = await db<{ period: DepositLimitPeriod; amount: string | null; pendingAmount: string | null; pendingAt: Date | null }[]>`
    select period, amount, pending_amount, pending_at from deposit_limits where account_id = ${accountId}`;
  const num = (v: string | null) => (v === null ? null : Number(v));
  return rows.map((r) => ({ period: r.period, amount: num(r.amount), pendingAmount: num(r.pendingAmount), pendingAt: r.pendingAt }));
}

/**
 * Deposits that count against the limits: orders paid or still pending, by when they were
 * opened. Pending ones count so that a member cannot open many orders past the limit and pay
 * them all; an order that failed, was rejected or expired (even before the sweep marks it) stops
 * counting. Amounts are what the member is credited, without the channel's fee.
 */
async function depositsUsed(db: Db, accountId: number, now: Date): Promise<Record<DepositLimitPeriod, number>> {
  const [r] = await db<{ day: string; week: string; month: string }[]>`
    select coalesce(sum(amount) filter (where created_at > ${windowStart('day', now)}), 0) as day,
           coalesce(sum(amount) filter (where created_at > ${windowStart('week', now)}), 0) as week,
           coalesce(sum(amount), 0) as month
    from deposit_orders
    where account_id = ${accountId} and created_at > ${windowStart('month', now)}
      and (status = 'paid' or (status = 'pending' and expires_at > ${now}))`;
  return { day: Number(r!.day), week: Number(r!.week), month: Number(r!.month) };
}

async function windows(db: Db, accountId: number, now: Date) {
  const [rows, used] = await Promise.all([limitRows(db, accountId), depositsUsed(db, accountId, now)]);
  return LIMIT_PERIODS.map((period) => ({
    period,
    state: limitAt(
      rows.find((r) => r.period === period),
      now,
    ),
    used: used[period],
  }));
}

const toUse = (w: Awaited<ReturnType<typeof windows>>): WindowUse[] => w.map((x) => ({ period: x.period, limit: x.state.amount, used: x.used }));

/** The running exclusion that ends last (permanent first), or null. */
async function activeExclusion(db: Db, accountId: number, now: Date): Promise<SelfExclusion | null> {
  const [row] = await db<{ period: SelfExclusionPeriod; startsAt: Date; endsAt: Date | null }[]>`
    select period, starts_at, ends_at from self_exclusions
    where account_id = ${accountId} and starts_at <= ${now} and (ends_at is null or ends_at > ${now})
    order by ends_at desc nulls first limit 1`;
  return row ? { period: row.period, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt?.toISOString() ?? null } : null;
}

const refuseExcluded = (exclusion: SelfExclusion) => new AppError('SELF_EXCLUDED', { until: exclusion.endsAt, period: exclusion.period });

/**
 * Call inside the transaction that opens a deposit order, before writing it: refuses a
 * self-excluded member (SELF_EXCLUDED, `value.until`) and an amount over any limit
 * (DEPOSIT_LIMIT_EXCEEDED, `value`: the binding `period`, its `limit`, `used` and `remaining`).
 * Holds a per-account lock to the end of the transaction, so two orders opened at once cannot
 * both pass on the same room.
 */
export async function assertDepositAllowed(tx: Tx, accountId: number, amount: number): Promise<void> {
  await lockMember(tx, accountId);
  const now = await dbNow(tx);
  const exclusion = await activeExclusion(tx, accountId, now);
  if (exclusion) throw refuseExcluded(exclusion);
  await assertNoTimeOut(tx, accountId, now);
  const over = exceeded(toUse(await windows(tx, accountId, now)), amount);
  if (over) throw new AppError('DEPOSIT_LIMIT_EXCEEDED', { ...over, amount });
}

/** Refuses a self-excluded member (SELF_EXCLUDED) or one taking a time-out (TIME_OUT_ACTIVE): for every place that starts play. */
export async function assertPlayAllowed(db: Db, accountId: number): Promise<void> {
  const now = await dbNow(db);
  const exclusion = await activeExclusion(db, accountId, now);
  if (exclusion) throw refuseExcluded(exclusion);
  await assertNoTimeOut(db, accountId, now);
}

export async function responsibleSettings(db: Db, account: AccountRecord): Promise<ResponsibleSettings> {
  const accountId = Number(account.id);
  const now = await dbNow(db);
  const [w, exclusion] = await Promise.all([windows(db, accountId, now), activeExclusion(db, accountId, now)]);
  return {
    currency: account.currency,
    limits: w.map((x) => ({
      period: x.period,
      limit: x.state.amount,
      used: x.used,
      remaining: x.state.amount === null ? null : Math.max(0, x.state.amount - x.used),
      pending: x.state.pending ? { amount: x.state.pending.amount, effectiveAt: x.state.pending.at.toISOString() } : null,
    })),
    available: room(toUse(w))?.remaining ?? null,
    exclusion,
  };
}

/**
 * A member's change of their own settings: under the member's lock and at the database's time, so
 * it cannot race a deposit's check; answers the settings as they are after it.
 */
async function ownChange(sql: Sql, account: AccountRecord, change: (tx: Tx, accountId: number, now: Date) => Promise<void>): Promise<ResponsibleSettings> {
  const accountId = Number(account.id);
  await sql.begin(async (tx) => {
    await lockMember(tx, accountId);
    await change(tx, accountId, await dbNow(tx));
  });
  return responsibleSettings(sql, account);
}

/** Lower at once, raise or remove after 24 hours (responsible-rules.ts, planLimit). */
export async function setDepositLimits(
  sql: Sql,
  account: AccountRecord,
  body: SetDepositLimitsRequest,
  who: Pick<Actor, 'sessionId' | 'ip'> = {},
): Promise<ResponsibleSettings> {
  return ownChange(sql, account, async (tx, accountId, now) => {
    const rows = await limitRows(tx, accountId);
    for (const period of LIMIT_PERIODS) {
      const requested = body[period];
      if (requested === undefined) continue;
      const next = planLimit(
        rows.find((r) => r.period === period),
        requested,
        now,
      );
      await tx`
        insert into deposit_limits (account_id, period, amount, pending_amount, pending_at, updated_at)
        values (${accountId}, ${period}, ${next.amount}, ${next.pendingAmount}, ${next.pendingAt}, ${now})
        on conflict (account_id, period) do update set amount = excluded.amount, pending_amount = excluded.pending_amount,
          pending_at = excluded.pending_at, updated_at = excluded.updated_at`;
    }
    // What was asked for; what applies when is readable from the rules and the settings.
    await logResponsible(tx, { accountId, merchantId: account.merchantId, ...who }, 'limits', { ...body });
  });
}

/**
 * Starts an exclusion now. One that would end sooner than the running one changes nothing and
 * is refused (SELF_EXCLUDED with the running end), so an exclusion can be lengthened, never cut.
 */
export async function startSelfExclusion(
  sql: Sql,
  account: AccountRecord,
  period: SelfExclusionPeriod,
  who: Pick<Actor, 'sessionId' | 'ip'> = {},
): Promise<ResponsibleSettings> {
  return ownChange(sql, account, async (tx, accountId, now) => {
    const running = await activeExclusion(tx, accountId, now);
    const endsAt = exclusionEnd(period, now);
    if (running && !extendsExclusion(running.endsAt === null ? null : new Date(running.endsAt), endsAt)) throw refuseExcluded(running);
    await tx`
      insert into self_exclusions (account_id, merchant_id, period, starts_at, ends_at)
      values (${accountId}, ${account.merchantId}, ${period}, ${now}, ${endsAt})`;
    await logResponsible(tx, { accountId, merchantId: account.merchantId, ...who }, 'exclusion', { period, endsAt: endsAt?.toISOString() ?? null });
  });
}
