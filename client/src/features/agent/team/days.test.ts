import { describe, expect, it } from 'vitest';
import { addDays, dayRange, dayStart, merchantDay } from './days';

describe('merchant days', () => {
  it('reads the day at the merchant offset, not the browser zone', () => {
    // 2026-11-23 17:30 UTC is already the 24th at UTC+8 and still the 23rd at UTC-5.
    const t = Date.parse('2026-11-23T17:30:00Z');
    expect(merchantDay(t, 480)).toBe('2026-11-24');
    expect(merchantDay(t, -300)).toBe('2026-11-23');
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('turns an inclusive day range into [from, to) instants at the offset', () => {
    expect(dayStart('2026-11-24', 480)).toBe('2026-11-23T16:00:00.000Z');
    expect(dayRange('2026-11-18', '2026-11-24', 480)).toEqual({ from: '2026-11-17T16:00:00.000Z', to: '2026-11-24T16:00:00.000Z' });
  });

  it('leaves an empty, malformed or reversed end open', () => {
    expect(dayRange('', '', 0)).toEqual({ from: undefined, to: undefined });
    expect(dayRange('2026-11-24', 'x', 0)).toEqual({ from: '2026-11-24T00:00:00.000Z', to: undefined });
    expect(dayRange('2026-11-24', '2026-11-20', 0)).toEqual({ from: '2026-11-24T00:00:00.000Z' });
  });
});
