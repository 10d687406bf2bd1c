import { describe, expect, it } from 'vitest';
import { countdown, eachDay, isValidRange, lastDays, merchantDay, percentOf, periodLabel, toInstants } from './range';

describe('merchant days (team and salary pages)', () => {
  const at = Date.parse('2026-03-01T17:30:00Z'); // 2026-03-02 01:30 at +08:00

  it('reads the day in merchant time, not UTC or the browser zone', () => {
    expect(merchantDay(at, 480)).toBe('2026-03-02');
    expect(merchantDay(at, 0)).toBe('2026-03-01');
    expect(merchantDay(at, -300)).toBe('2026-03-01');
    // 2026-11-23 17:30 UTC is already the 24th at UTC+8 and still the 23rd at UTC-5.
    const late = Date.parse('2026-11-23T17:30:00Z');
    expect(merchantDay(late, 480)).toBe('2026-11-24');
    expect(merchantDay(late, -300)).toBe('2026-11-23');
  });

  it('the last n days include today, across month and year ends', () => {
    expect(lastDays(7, at, 480)).toEqual({ from: '2026-02-24', to: '2026-03-02' });
    expect(lastDays(1, at, 480)).toEqual({ from: '2026-03-02', to: '2026-03-02' });
    expect(lastDays(2, Date.parse('2027-01-01T05:00:00Z'), 0)).toEqual({ from: '2026-12-31', to: '2027-01-01' });
    expect(lastDays(2, Date.parse('2026-03-01T05:00:00Z'), 0)).toEqual({ from: '2026-02-28', to: '2026-03-01' });
  });

  it('lists every day of a range for a chart, across month and year ends, capped to the latest', () => {
    expect(eachDay({ from: '2026-02-27', to: '2026-03-02' })).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(eachDay({ from: '2026-12-31', to: '2027-01-01' })).toEqual(['2026-12-31', '2027-01-01']);
    expect(eachDay({ from: '2026-03-02', to: '2026-03-02' })).toEqual(['2026-03-02']);
    expect(eachDay({ from: '2026-01-01', to: '2026-12-31' }, 3)).toEqual(['2026-12-29', '2026-12-30', '2026-12-31']);
    expect(eachDay({ from: '2026-03-02', to: '2026-03-01' })).toEqual([]);
  });

  it('sends merchant midnights, the end exclusive', () => {
    expect(toInstants({ from: '2026-03-02', to: '2026-03-02' }, 480)).toEqual({ from: '2026-03-01T16:00:00.000Z', to: '2026-03-02T16:00:00.000Z' });
    expect(toInstants({ from: '2026-02-28', to: '2026-03-01' }, -90)).toEqual({ from: '2026-02-28T01:30:00.000Z', to: '2026-03-02T01:30:00.000Z' });
    expect(toInstants({ from: '2026-11-18', to: '2026-11-24' }, 480)).toEqual({ from: '2026-11-17T16:00:00.000Z', to: '2026-11-24T16:00:00.000Z' });
    expect(toInstants({ from: '2026-12-31', to: '2026-12-31' }, 0)).toEqual({ from: '2026-12-31T00:00:00.000Z', to: '2027-01-01T00:00:00.000Z' });
  });

  it('refuses a reversed or malformed range (the picker never sends one)', () => {
    expect(isValidRange({ from: '2026-03-02', to: '2026-03-01' })).toBe(false);
    expect(isValidRange({ from: '', to: '2026-03-01' })).toBe(false);
    expect(isValidRange({ from: '2026-11-24', to: 'x' })).toBe(false);
    expect(isValidRange({ from: '2026-13-01', to: '2026-13-02' })).toBe(false);
    expect(isValidRange({ from: '2026-03-01', to: '2026-03-01' })).toBe(true);
  });

  it('labels a period in merchant time, the end date only when it differs', () => {
    expect(periodLabel('2026-03-01T02:05:00Z', '2026-03-01T02:10:00Z', 480)).toBe('2026-03-01 10:05 – 10:10');
    expect(periodLabel('2026-02-28T16:00:00Z', '2026-03-01T16:00:00Z', 480)).toBe('2026-03-01 00:00 – 2026-03-02 00:00');
  });

  it('counts down to the next settlement and stops at zero', () => {
    const now = Date.parse('2026-03-01T02:07:30.200Z');
    expect(countdown('2026-03-01T02:10:00Z', now)).toBe('2:30');
    expect(countdown('2026-03-01T03:10:00Z', now)).toBe('1:02:30');
    expect(countdown('2026-03-01T02:00:00Z', now)).toBe('0:00');
    expect(countdown('not a time', now)).toBeNull();
  });

  it('shows rates as percents', () => {
    expect(percentOf(125)).toBe('1.25%');
    expect(percentOf(100)).toBe('1%');
    expect(percentOf(50)).toBe('0.5%');
  });
});
