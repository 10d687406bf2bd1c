import { describe, expect, it } from 'vitest';
import { isCurrent, shift, toRange, todayWindow, windowLabel } from './range';

describe('record date windows (previous or next 7 or 30 days)', () => {
  const now = new Date(2026, 10, 23, 15, 30);

  it('opens on the window that ends today, whole days in local time', () => {
    const w = todayWindow(7, now);
    expect(windowLabel(w)).toBe('2026-11-17 – 2026-11-23');
    expect(toRange(w)).toEqual({ from: new Date(2026, 10, 17).toISOString(), to: new Date(2026, 10, 24).toISOString() });
    expect(isCurrent(w, now)).toBe(true);
  });

  it('moves back and forward by its own length, never past today', () => {
    const back = shift(todayWindow(30, now), -1, now);
    expect(windowLabel(back)).toBe('2026-09-25 – 2026-10-24');
    expect(isCurrent(back, now)).toBe(false);
    expect(windowLabel(shift(back, 1, now))).toBe('2026-10-25 – 2026-11-23');
    expect(shift(todayWindow(7, now), 1, now).last).toEqual(new Date(2026, 10, 23));
  });
});
