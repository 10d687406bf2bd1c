import { describe, expect, it } from 'vitest';
import { SWEEP_BATCH, drain } from './batch.js';

/** A sweep over `rows` waiting rows, SWEEP_BATCH at a time; counts its transactions. */
function backlog(rows: number) {
  let left = rows;
  let calls = 0;
  return {
    batch: async () => {
      calls++;
      const n = Math.min(left, SWEEP_BATCH);
      left -= n;
      return n;
    },
    get calls() {
      return calls;
    },
    get left() {
      return left;
    },
  };
}

describe('drain', () => {
  it('runs one batch when the first is not full', async () => {
    const b = backlog(SWEEP_BATCH - 1);
    expect(await drain(b.batch)).toBe(SWEEP_BATCH - 1);
    expect(b.calls).toBe(1);
  });

  it('keeps going while batches come back full, and stops at the first short one', async () => {
    const b = backlog(SWEEP_BATCH * 3 + 7);
    expect(await drain(b.batch)).toBe(SWEEP_BATCH * 3 + 7);
    expect(b.calls).toBe(4);
    expect(b.left).toBe(0);
  });

  it('looks once more after an exact multiple (the last full batch cannot know it was the last)', async () => {
    const b = backlog(SWEEP_BATCH * 2);
    expect(await drain(b.batch)).toBe(SWEEP_BATCH * 2);
    expect(b.calls).toBe(3);
  });

  it('leaves a very long backlog to the next run instead of running forever', async () => {
    const b = backlog(Number.MAX_SAFE_INTEGER);
    const handled = await drain(b.batch);
    expect(b.calls).toBe(50);
    expect(handled).toBe(50 * SWEEP_BATCH);
  });
});
