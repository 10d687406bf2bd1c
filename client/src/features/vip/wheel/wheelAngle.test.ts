import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { landingAngle, segmentAt, segmentPath } from './wheelAngle';

describe('wheel angles', () => {
  it('always turns forwards by at least the whole turns and stops on the drawn segment', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), fc.nat(), fc.double({ min: 0, max: 100_000, noNaN: true }), (count, i, current) => {
        const index = i % count;
        const next = landingAngle(current, index, count);
        expect(next - current).toBeGreaterThanOrEqual(5 * 360);
        expect(next - current).toBeLessThan(6 * 360);
        expect(segmentAt(next, count)).toBe(index);
      }),
    );
  });

  it('draws the first segment from the top clockwise', () => {
    expect(segmentPath(0, 4, 100)).toBe('M 100 100 L 100.00 0.00 A 100 100 0 0 1 200.00 100.00 Z');
  });
});
