import { describe, expect, it } from 'vitest';
import { Lane, TokenBucket } from './limits.js';

describe('TokenBucket', () => {
  it('allows a burst up to its capacity, then refills at its rate', () => {
    let now = 0;
    const b = new TokenBucket(3, 2, () => now);
    expect([b.take(), b.take(), b.take(), b.take()]).toEqual([true, true, true, false]);
    now += 500; // one token back
    expect([b.take(), b.take()]).toEqual([true, false]);
    now += 60_000; // never more than the capacity
    expect([b.take(), b.take(), b.take(), b.take()]).toEqual([true, true, true, false]);
  });
});

describe('Lane', () => {
  it('runs at most `width` jobs at once, the rest in arrival order', async () => {
    const lane = new Lane(2);
    let active = 0;
    let peak = 0;
    const order: number[] = [];
    const job = (n: number) =>
      lane.run(async () => {
        active++;
        peak = Math.max(peak, active);
        await new Promise((r) => setImmediate(r));
        order.push(n);
        active--;
      });
    await Promise.all([1, 2, 3, 4, 5].map(job));
    expect(peak).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
  });

  it('a failing job frees its place', async () => {
    const lane = new Lane(1);
    await expect(
      lane.run(async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await expect(lane.run(async () => 7)).resolves.toBe(7);
  });
});
