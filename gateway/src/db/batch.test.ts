import { describe, expect, it } from 'vitest';
import { Batch } from './batch.js';

describe('Batch', () => {
  it('answers the loads of one turn with one read, each with its own value', async () => {
    const reads: number[][] = [];
    const batch = new Batch<number, string>(async (keys) => {
      reads.push(keys);
      return keys.map((k) => `v${k}`);
    });
    const answers = await Promise.all([1, 2, 3].map((k) => batch.load(k)));
    expect(answers).toEqual(['v1', 'v2', 'v3']);
    expect(reads).toEqual([[1, 2, 3]]);
    // A later turn is a new read.
    expect(await batch.load(4)).toBe('v4');
    expect(reads).toEqual([[1, 2, 3], [4]]);
  });

  it('sends a full batch at once and the rest in the next read', async () => {
    const reads: number[][] = [];
    const batch = new Batch<number, number>(async (keys) => {
      reads.push(keys);
      return keys.map((k) => k * 10);
    }, 2);
    const answers = await Promise.all([1, 2, 3, 4, 5].map((k) => batch.load(k)));
    expect(answers).toEqual([10, 20, 30, 40, 50]);
    expect(reads).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('rejects every load of a failed read, and the next read still runs', async () => {
    let fail = true;
    const batch = new Batch<number, number>(async (keys) => {
      if (fail) throw new Error('database down');
      return keys;
    });
    const failed = await Promise.allSettled([batch.load(1), batch.load(2)]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await batch.load(3)).toBe(3);
  });
});
