import type { DepositLimitPeriod, SelfExclusionPeriod, TimeOutPeriod } from '@wl/shared';

/**
 * The arithmetic of responsible gaming (docs/RESPONSIBLE.md), pure so it is tested with a
 * simulated clock: rolling windows, the 24-hour wait on a looser limit, the lowest limit
 * applying, and the end of an exclusion. `responsible.ts` feeds it rows and the database's time.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const LIMIT_PERIODS: readonly DepositLimitPeriod[] = ['day', 'week', 'month'];
/** Rolling windows: a deposit counts for 24 hours, 7 days or 30 days after it was made. */
export const WINDOW_MS: Record<DepositLimitPeriod, number> = { day: DAY, week: 7 * DAY, month: 30 * DAY };
/** A higher limit, or removing one, waits this long; a lower one applies at once. */
export const INCREASE_DELAY_MS = DAY;

export const windowStart = (period: DepositLimitPeriod, now: Date) => new Date(now.getTime() - WINDOW_MS[period]);

/** A stored row of `deposit_limits`; amounts in minor units, null for "no limit". */
export interface LimitRow {
  period: DepositLimitPeriod;
  amount: number | null;
  pendingAmount: number | null;
  pendingAt: Date | null;
}

export interface LimitState {
  /** The limit in force now (null: none). */
  amount: number | null;
  /** A looser value waiting for its time (amount null: the limit is being removed). */
  pending: { amount: number | null; at: Date } | null;
}

/** The row as it stands at `now`: a pending value whose time has come is the limit. */
export function limitAt(row: LimitRow | undefined, now: Date): LimitState {
  if (!row) return { amount: null, pending: null };
  if (row.pendingAt && row.pendingAt.getTime() <= now.getTime()) return { amount: row.pendingAmount, pending: null };
  return { amount: row.amount, pending: row.pendingAt ? { amount: row.pendingAmount, at: row.pendingAt } : null };
}

/** null means no limit, which is looser than any amount. */
const looser = (a: number | null, b: number | null) => (a === null ? b !== null : b !== null && a > b);

/**
 * What to store when the member asks for `requested` (null: remove the limit). Stricter or equal
 * applies at once and drops any waiting increase; looser waits 24 hours, and asking again for
 * the value already waiting keeps its time (the clock does not restart on a resubmitted form).
 */
export function planLimit(row: LimitRow | undefined, requested: number | null, now: Date): Omit<LimitRow, 'period'> {
  const { amount, pending } = limitAt(row, now);
  if (!looser(requested, amount)) return { amount: requested, pendingAmount: null, pendingAt: null };
  if (pending && pending.amount === requested) return { amount, pendingAmount: requested, pendingAt: pending.at };
  return { amount, pendingAmount: requested, pendingAt: new Date(now.getTime() + INCREASE_DELAY_MS) };
}

export interface WindowUse {
  period: DepositLimitPeriod;
  limit: number | null;
  used: number;
}

/** What may still be deposited in each window, and overall: the lowest room left applies. */
export function room(windows: WindowUse[]): { period: DepositLimitPeriod; limit: number; used: number; remaining: number } | null {
  let tightest: ReturnType<typeof room> = null;
  for (const w of windows) {
    if (w.limit === null) continue;
    const remaining = Math.max(0, w.limit - w.used);
    if (!tightest || remaining < tightest.remaining) tightest = { period: w.period, limit: w.limit, used: w.used, remaining };
  }
  return tightest;
}

/** The binding window when `amount` does not fit, else null. */
export function exceeded(windows: WindowUse[], amount: number) {
  const tightest = room(windows);
  return tightest && amount > tightest.remaining ? tightest : null;
}

export const EXCLUSION_PERIODS: readonly SelfExclusionPeriod[] = ['1d', '7d', '30d', '6m', 'permanent'];

/** When an exclusion started at `start` ends; null for permanent. Six months are calendar months (UTC), clamped to the month's end. */
export function exclusionEnd(period: SelfExclusionPeriod, start: Date): Date | null {
  switch (period) {
    case '1d':
      return new Date(start.getTime() + DAY);
    case '7d':
      return new Date(start.getTime() + 7 * DAY);
    case '30d':
      return new Date(start.getTime() + 30 * DAY);
    case '6m': {
      const end = new Date(start.getTime());
      const day = end.getUTCDate();
      end.setUTCDate(1);
      end.setUTCMonth(end.getUTCMonth() + 6);
      const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
      end.setUTCDate(Math.min(day, lastDay));
      return end;
    }
    case 'permanent':
      return null;
  }
}

/** A new exclusion only counts if it ends later than the running one (null: never ends). */
export const extendsExclusion = (running: Date | null, next: Date | null) => running !== null && (next === null || next.getTime() > running.getTime());

/** Time-out lengths: 24 hours to 6 weeks, in hours, so they never depend on a calendar. */
export const TIME_OUT_HOURS: Record<TimeOutPeriod, number> = { '24h': 24, '3d': 72, '7d': 168, '14d': 336, '28d': 672, '6w': 1008 };
export const TIME_OUT_PERIODS = Object.keys(TIME_OUT_HOURS) as TimeOutPeriod[];

export const timeOutEnd = (period: TimeOutPeriod, start: Date) => new Date(start.getTime() + TIME_OUT_HOURS[period] * HOUR);

/** A new time-out only counts if it ends later than the running one; there is always an end. */
export const extendsTimeOut = (running: Date | null, next: Date) => running === null || next.getTime() > running.getTime();
