import { describe, expect, it } from 'vitest';
import { previousWeek, weekOf, weeklyAmount } from './week.js';

describe('vip merchant week', () => {
  it('starts on Monday 00:00 in the site offset', () => {
    // Sunday 2026-11-22 20:00 UTC is Monday 04:00 in Manila (+8h): the week of Monday 23rd.
    const w = weekOf(new Date('2026-11-22T20:00:00Z'), 480);
    expect(w).toEqual({ start: '2026-11-23', from: new Date('2026-11-22T16:00:00Z'), to: new Date('2026-11-29T16:00:00Z') });
    // The same instant in UTC is still the week of Monday 16th.
    expect(weekOf(new Date('2026-11-22T20:00:00Z'), 0).start).toBe('2026-11-16');
  });

  it('the boundary instant belongs to the new week; the previous week ends where it starts', () => {
    const at = new Date('2026-11-22T16:00:00Z');
    expect(weekOf(at, 480).start).toBe('2026-11-23');
    const prev = previousWeek(at, 480);
    expect(prev.start).toBe('2026-11-16');
    expect(prev.to).toEqual(weekOf(at, 480).from);
    expect(weekOf(new Date(at.getTime() - 1), 480).start).toBe('2026-11-16');
  });

  it('works west of UTC', () => {
    const w = weekOf(new Date('2026-11-24T03:00:00Z'), -300);
    expect(w.start).toBe('2026-11-23');
    expect(w.from).toEqual(new Date('2026-11-23T05:00:00Z'));
  });

  it('pays the rate of a positive net loss, rounded down', () => {
    expect(weeklyAmount(123_456, 500)).toBe(6172);
    expect(weeklyAmount(123_456, 1000)).toBe(12345);
    expect(weeklyAmount(-5000, 1000)).toBe(0);
    expect(weeklyAmount(5000, 0)).toBe(0);
  });
});
