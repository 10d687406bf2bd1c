import { describe, expect, it } from 'vitest';
import { ONLINE_MAX, ONLINE_MIN, onlinePlayers, tileVariant } from './onlinePlayers';

describe('online players counter', () => {
  it('stays between 500 and 2000 and is the same for a node every time', () => {
    const seen = new Set<number>();
    for (let id = 1; id <= 5000; id++) {
      const n = onlinePlayers(id);
      expect(n).toBeGreaterThanOrEqual(ONLINE_MIN);
      expect(n).toBeLessThanOrEqual(ONLINE_MAX);
      expect(onlinePlayers(id)).toBe(n);
      seen.add(n);
    }
    // Spread over the range rather than clustered: neighbouring ids do not share a figure.
    expect(seen.size).toBeGreaterThan(1000);
  });
  it('picks one of 5 tile variants: node id modulo 5 plus 1', () => {
    expect([5, 6, 7, 8, 9].map(tileVariant)).toEqual([1, 2, 3, 4, 5]);
  });
});
