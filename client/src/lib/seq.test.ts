import { describe, expect, it } from 'vitest';
import { SeqTracker } from './seq';

describe('SeqTracker', () => {
  it('accepts anything first, then only higher sequences', () => {
    const t = new SeqTracker();
    expect(t.accept(7)).toBe(true);
    expect(t.accept(7)).toBe(false);
    expect(t.accept(5)).toBe(false);
    expect(t.accept(8)).toBe(true);
    expect(t.value).toBe(8);
  });
  it('drops a replay that overlaps what already arrived', () => {
    const t = new SeqTracker(10);
    expect([9, 10, 11, 12, 11].map((s) => t.accept(s))).toEqual([false, false, true, true, false]);
  });
  it('ignores malformed sequences and starts over after reset', () => {
    const t = new SeqTracker(3);
    expect(t.accept('4')).toBe(false);
    expect(t.accept(Number.NaN)).toBe(false);
    t.reset();
    expect(t.value).toBeNull();
    expect(t.accept(1)).toBe(true);
  });
});
