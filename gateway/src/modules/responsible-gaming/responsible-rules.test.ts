import { describe, expect, it } from 'vitest';
import {
  INCREASE_DELAY_MS,
  TIME_OUT_PERIODS,
  exceeded,
  exclusionEnd,
  extendsExclusion,
  extendsTimeOut,
  limitAt,
  planLimit,
  room,
  timeOutEnd,
  windowStart,
  type LimitRow,
} from './responsible-rules.js';

/** A simulated clock: every "now" is an offset from one fixed instant. */
const T0 = new Date('2026-03-10T12:00:00.000Z');
const at = (hours: number) => new Date(T0.getTime() + hours * 3_600_000);
const row = (p: Partial<LimitRow>): LimitRow => ({ period: 'day', amount: null, pendingAmount: null, pendingAt: null, ...p });

describe('rolling windows', () => {
  it('start 24 hours, 7 days and 30 days before now', () => {
    expect(windowStart('day', T0).toISOString()).toBe('2026-03-09T12:00:00.000Z');
    expect(windowStart('week', T0).toISOString()).toBe('2026-03-03T12:00:00.000Z');
    expect(windowStart('month', T0).toISOString()).toBe('2026-02-08T12:00:00.000Z');
  });
});

describe('changing a limit', () => {
  it('sets a first limit at once', () => {
    expect(planLimit(undefined, 1000, T0)).toEqual({ amount: 1000, pendingAmount: null, pendingAt: null });
  });

  it('applies a decrease at once and drops a waiting increase', () => {
    const r = row({ amount: 1000, pendingAmount: 5000, pendingAt: at(10) });
    expect(planLimit(r, 400, T0)).toEqual({ amount: 400, pendingAmount: null, pendingAt: null });
  });

  it('keeps the old limit for 24 hours on an increase, then the new one applies by itself', () => {
    const next = planLimit(row({ amount: 1000 }), 3000, T0);
    expect(next).toEqual({ amount: 1000, pendingAmount: 3000, pendingAt: new Date(T0.getTime() + INCREASE_DELAY_MS) });
    const stored = row({ ...next });
    expect(limitAt(stored, at(23.99))).toEqual({ amount: 1000, pending: { amount: 3000, at: at(24) } });
    expect(limitAt(stored, at(24))).toEqual({ amount: 3000, pending: null });
  });

  it('treats removal as an increase (waits 24 hours)', () => {
    const next = planLimit(row({ amount: 1000 }), null, T0);
    expect(next).toEqual({ amount: 1000, pendingAmount: null, pendingAt: at(24) });
    expect(limitAt(row(next), at(25))).toEqual({ amount: null, pending: null });
  });

  it('does not restart the clock when the same increase is asked again, but does for another value', () => {
    const first = planLimit(row({ amount: 1000 }), 3000, T0);
    expect(planLimit(row(first), 3000, at(5)).pendingAt).toEqual(at(24));
    expect(planLimit(row(first), 4000, at(5)).pendingAt).toEqual(at(29));
  });

  it('asking for the limit in force cancels the waiting increase', () => {
    const first = planLimit(row({ amount: 1000 }), 3000, T0);
    expect(planLimit(row(first), 1000, at(2))).toEqual({ amount: 1000, pendingAmount: null, pendingAt: null });
  });

  it('compares a due increase as the limit in force', () => {
    const due = row({ amount: 1000, pendingAmount: 3000, pendingAt: at(24) });
    // At 30 h the limit is 3,000: 2,000 is a decrease and applies at once.
    expect(planLimit(due, 2000, at(30))).toEqual({ amount: 2000, pendingAmount: null, pendingAt: null });
  });
});

describe('the lowest limit applies', () => {
  const windows = [
    { period: 'day' as const, limit: 5000, used: 1000 },
    { period: 'week' as const, limit: 3000, used: 2500 },
    { period: 'month' as const, limit: null, used: 9000 },
  ];
  it('reports the window with the least room', () => {
    expect(room(windows)).toEqual({ period: 'week', limit: 3000, used: 2500, remaining: 500 });
    expect(exceeded(windows, 500)).toBeNull();
    expect(exceeded(windows, 501)?.period).toBe('week');
  });
  it('has no room figure without limits, and never a negative one', () => {
    expect(room([{ period: 'day', limit: null, used: 10 }])).toBeNull();
    expect(room([{ period: 'day', limit: 100, used: 250 }])?.remaining).toBe(0);
  });
});

describe('self-exclusion', () => {
  it('ends after its period; six months are calendar months clamped to the month end', () => {
    expect(exclusionEnd('1d', T0)).toEqual(at(24));
    expect(exclusionEnd('7d', T0)).toEqual(at(168));
    expect(exclusionEnd('30d', T0)).toEqual(at(720));
    expect(exclusionEnd('6m', T0)?.toISOString()).toBe('2026-09-10T12:00:00.000Z');
    expect(exclusionEnd('6m', new Date('2026-08-31T08:00:00Z'))?.toISOString()).toBe('2027-02-28T08:00:00.000Z');
    expect(exclusionEnd('permanent', T0)).toBeNull();
  });
  it('can only be lengthened', () => {
    expect(extendsExclusion(at(24), at(48))).toBe(true);
    expect(extendsExclusion(at(24), null)).toBe(true);
    expect(extendsExclusion(at(24), at(12))).toBe(false);
    expect(extendsExclusion(null, null)).toBe(false);
  });
});

describe('time-out', () => {
  const start = new Date('2026-03-28T22:30:00Z');

  it('ends a time-out after its hours, 24 hours to 6 weeks, whatever the calendar does', () => {
    expect(TIME_OUT_PERIODS).toEqual(['24h', '3d', '7d', '14d', '28d', '6w']);
    expect(timeOutEnd('24h', start).toISOString()).toBe('2026-03-29T22:30:00.000Z');
    expect(timeOutEnd('6w', start).getTime() - start.getTime()).toBe(42 * 86_400_000);
  });

  it('takes a new time-out only when it ends later than the running one', () => {
    const running = timeOutEnd('7d', start);
    expect(extendsTimeOut(null, timeOutEnd('24h', start))).toBe(true);
    expect(extendsTimeOut(running, timeOutEnd('3d', start))).toBe(false);
    expect(extendsTimeOut(running, running)).toBe(false);
    expect(extendsTimeOut(running, timeOutEnd('14d', start))).toBe(true);
  });
});
