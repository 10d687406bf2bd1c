import { describe, expect, it } from 'vitest';
import { gmtLabel, merchantTime } from './merchantClock';

describe('agent clock text', () => {
  it('names the offset as GMT±hh:mm', () => {
    expect(gmtLabel(480)).toBe('GMT+08:00');
    expect(gmtLabel(0)).toBe('GMT+00:00');
    expect(gmtLabel(-330)).toBe('GMT-05:30');
    expect(gmtLabel(345)).toBe('GMT+05:45');
  });
  it('shows the merchant wall time whatever the browser zone, across midnight', () => {
    expect(merchantTime('2026-01-31T20:15:09.000Z', 480)).toBe('2026-02-01 04:15:09');
    expect(merchantTime('2026-01-01T02:00:00.000Z', -300)).toBe('2025-12-31 21:00:00');
    expect(merchantTime('not a time', 0)).toBeNull();
  });
});
