import { describe, expect, it } from 'vitest';
import { merchantCapBp, nextPeriodStart, offerCap, periodBounds, periodFor, previewEarnings, previousPeriod } from './contract-rules.js';

const iso = (b: { start: Date; end: Date }) => [b.start.toISOString(), b.end.toISOString()];
const terms = { rateBp: 150, period: 'daily' as const, minActiveMembers: 2, minBetAmount: 10_000 };

describe('contract periods in merchant time (UTC+8)', () => {
  // 2024-03-16 01:30 at UTC+8 is 2024-03-15 17:30 UTC, a Saturday locally.
  const at = new Date('2024-03-15T17:30:00Z');
  it('cuts days, weeks (Monday), halves of the month, months, hours and 5-minute windows', () => {
    expect(iso(periodBounds('daily', at, 480))).toEqual(['2024-03-15T16:00:00.000Z', '2024-03-16T16:00:00.000Z']);
    expect(iso(periodBounds('weekly', at, 480))).toEqual(['2024-03-10T16:00:00.000Z', '2024-03-17T16:00:00.000Z']);
    expect(iso(periodBounds('semi_monthly', at, 480))).toEqual(['2024-03-15T16:00:00.000Z', '2024-03-31T16:00:00.000Z']);
    expect(iso(periodBounds('monthly', at, 480))).toEqual(['2024-02-29T16:00:00.000Z', '2024-03-31T16:00:00.000Z']);
    expect(iso(periodBounds('hourly', at, 480))).toEqual(['2024-03-15T17:00:00.000Z', '2024-03-15T18:00:00.000Z']);
    expect(iso(periodBounds('five_minutes', new Date('2024-03-15T17:33:20Z'), 480))).toEqual(['2024-03-15T17:30:00.000Z', '2024-03-15T17:35:00.000Z']);
  });
  it('the previous period ends where the current one starts', () => {
    expect(iso(previousPeriod('semi_monthly', at, 480))).toEqual(['2024-02-29T16:00:00.000Z', '2024-03-15T16:00:00.000Z']);
    expect(iso(previousPeriod('monthly', at, 480))).toEqual(['2024-01-31T16:00:00.000Z', '2024-02-29T16:00:00.000Z']);
  });
});

describe('previewEarnings', () => {
  it('a dividend is the rate of the team loss, nothing when the team won', () => {
    expect(previewEarnings('dividend', terms, { validBet: 50_000, profitLoss: -20_001, activeMembers: 0 })).toEqual({
      amount: 300,
      qualified: true,
      base: 20_001,
    });
    expect(previewEarnings('dividend', terms, { validBet: 50_000, profitLoss: 5_000, activeMembers: 9 }).amount).toBe(0);
  });
  it('a salary is the rate of valid bets once both thresholds are met', () => {
    expect(previewEarnings('daily_wage', terms, { validBet: 10_000, profitLoss: 0, activeMembers: 2 })).toEqual({ amount: 150, qualified: true, base: 10_000 });
    expect(previewEarnings('daily_wage', terms, { validBet: 9_999, profitLoss: 0, activeMembers: 5 })).toMatchObject({ amount: 0, qualified: false });
    expect(previewEarnings('hourly_salary', terms, { validBet: 99_999, profitLoss: 0, activeMembers: 1 })).toMatchObject({ amount: 0, qualified: false });
  });
  it('a salary period is fixed by its type; a dividend needs one of its four', () => {
    expect(periodFor('realtime_salary')).toBe('five_minutes');
    expect(periodFor('dividend', 'hourly')).toBeNull();
    expect(periodFor('dividend')).toBeNull();
  });
});

describe('the max-rate rule and when a change takes effect', () => {
  it('caps at the own contract, else the site for a top agent, else nothing', () => {
    expect(offerCap(300, true, 500)).toEqual({ maxRateBp: 300, source: 'contract' });
    expect(offerCap(null, false, 500)).toEqual({ maxRateBp: 500, source: 'merchant' });
    expect(offerCap(null, true, 500)).toEqual({ maxRateBp: 0, source: 'none' });
  });
  it('reads the site cap in percent, with the default for a missing or silly value', () => {
    expect(merchantCapBp({ contractMaxRate: 1.5 })).toBe(150);
    for (const settings of [{}, null, { contractMaxRate: 0 }, { contractMaxRate: 101 }, { contractMaxRate: '3' }]) expect(merchantCapBp(settings)).toBe(500);
  });
  it('a change agreed in a period starts with the next one, in merchant time', () => {
    // Saturday 01:30 at UTC+8: the weekly contract's next period is Monday 00:00 UTC+8.
    expect(nextPeriodStart('weekly', new Date('2024-03-15T17:30:00Z'), 480).toISOString()).toBe('2024-03-17T16:00:00.000Z');
    // One instant before a day ends, the next day is the next period; at its very start, the day after.
    expect(nextPeriodStart('daily', new Date('2024-03-16T15:59:59.999Z'), 480).toISOString()).toBe('2024-03-16T16:00:00.000Z');
    expect(nextPeriodStart('daily', new Date('2024-03-16T16:00:00Z'), 480).toISOString()).toBe('2024-03-17T16:00:00.000Z');
  });
});
