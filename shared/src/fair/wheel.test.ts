import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromHex } from './bytes.js';
import { hmacSha256, seedHash } from './webcrypto.js';
import { resolveWheel, resolveWheelSync, segmentOfDraw, WHEEL_LIMITS, wheelSegment, wheelWeightsValid } from './wheel.js';

const nodeHmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();
const hex64 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));
const clientSeed = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);
const weights = fc.array(fc.integer({ min: 1, max: WHEEL_LIMITS.maxWeight }), { minLength: 2, maxLength: WHEEL_LIMITS.maxSegments });

describe('wheel outcome', () => {
  it('picks the segment whose running weight range holds the draw', () => {
    fc.assert(
      fc.property(weights, fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (w, u) => {
        const total = w.reduce((a, b) => a + b, 0);
        const r = Math.floor(u * total);
        const i = segmentOfDraw(w, r);
        const before = w.slice(0, i).reduce((a, b) => a + b, 0);
        expect(before).toBeLessThanOrEqual(r);
        expect(r).toBeLessThan(before + w[i]!);
      }),
    );
  });

  it('is a pure function of the seeds, nonce and weights, the same in node:crypto and WebCrypto (the browser verifier)', async () => {
    await fc.assert(
      fc.asyncProperty(hex64, clientSeed, fc.nat({ max: 1_000_000 }), weights, async (serverSeed, cs, nonce, w) => {
        const spin = { serverSeed, clientSeed: cs, nonce, weights: w };
        const first = resolveWheelSync(nodeHmac, spin);
        expect(resolveWheelSync(nodeHmac, spin)).toBe(first);
        expect(await resolveWheel(hmacSha256, spin)).toBe(first);
        expect(first).toBeGreaterThanOrEqual(0);
        expect(first).toBeLessThan(w.length);
      }),
      { numRuns: 60 },
    );
  });

  it('lets anyone check a revealed seed against the hash shown before the spins', async () => {
    await fc.assert(
      fc.asyncProperty(hex64, async (seed) => {
        expect(await seedHash(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
      }),
      { numRuns: 20 },
    );
  });

  it('maps the lowest and highest accepted words to the first and last segments, rejecting the biased tail', () => {
    expect(wheelSegment(fromHex('00000000'), [5, 1])).toBe(0);
    // 2^32 - 2 is the highest word below floor(2^32 / 3) * 3: remainder 2, the last segment.
    expect(wheelSegment(fromHex('fffffffe'), [1, 1, 1])).toBe(2);
    // 2^32 - 1 is rejected for a total of 3 and the next word (1) decides.
    expect(wheelSegment(fromHex('ffffffff00000001'), [1, 1, 1])).toBe(1);
  });

  it('refuses weights that are not whole, positive and within the limits, and fewer than two segments', () => {
    expect(wheelWeightsValid([1])).toBe(false);
    expect(wheelWeightsValid([1, 0])).toBe(false);
    expect(wheelWeightsValid([1, -2])).toBe(false);
    expect(wheelWeightsValid([1, 1.5])).toBe(false);
    expect(wheelWeightsValid([1, WHEEL_LIMITS.maxWeight + 1])).toBe(false);
    expect(wheelWeightsValid(Array(WHEEL_LIMITS.maxSegments + 1).fill(1))).toBe(false);
    expect(wheelWeightsValid([1, 2])).toBe(true);
    expect(() => resolveWheelSync(nodeHmac, { serverSeed: 'a', clientSeed: 'b', nonce: 0, weights: [3] })).toThrow(RangeError);
  });

  it('lands on each segment in proportion to its weight (fixed seeds, 99.99% bounds)', () => {
    const w = [50, 25, 12, 8, 4, 1];
    const total = w.reduce((a, b) => a + b, 0);
    const n = 40_000;
    const counts = w.map(() => 0);
    for (let nonce = 0; nonce < n; nonce++) counts[resolveWheelSync(nodeHmac, { serverSeed: 'f'.repeat(64), clientSeed: 'wheel', nonce, weights: w })]!++;
    counts.forEach((c, i) => {
      const p = w[i]! / total;
      const sd = Math.sqrt(n * p * (1 - p));
      expect(Math.abs(c - n * p)).toBeLessThan(4 * sd);
    });
    // And the chi-square of the whole distribution is below the 99.9% critical value for 5 degrees of freedom.
    const x2 = counts.reduce((s, c, i) => s + (c - (n * w[i]!) / total) ** 2 / ((n * w[i]!) / total), 0);
    expect(x2).toBeLessThan(20.52);
  });
});
