import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_SINGLE_CREDIT, holdReason, maxSingleCreditOf } from './held-rules.js';

const caps = { maxMultiplier: 5_000, maxSingleCredit: 1_000_000 };

describe('holdReason', () => {
  it('pays up to stake times the multiplier and holds one minor unit more', () => {
    expect(holdReason(100 * 5_000, 100, { ...caps, maxSingleCredit: 10_000_000 })).toBeNull();
    expect(holdReason(100 * 5_000 + 1, 100, { ...caps, maxSingleCredit: 10_000_000 })).toBe('multiplier');
  });

  it('holds a credit above the single-credit cap whatever the multiplier', () => {
    expect(holdReason(1_000_000, 10_000, caps)).toBeNull();
    expect(holdReason(1_000_001, 10_000, caps)).toBe('single_credit');
    expect(holdReason(1_000_001, 10_000, { ...caps, maxMultiplier: null })).toBe('single_credit');
  });

  it('names the multiplier first when both caps are passed', () => {
    expect(holdReason(2_000_000, 1, caps)).toBe('multiplier');
  });

  it('never holds a lost round, and skips the multiplier when it does not apply', () => {
    expect(holdReason(0, 1, caps)).toBeNull();
    expect(holdReason(900_000, 100, { ...caps, maxMultiplier: null })).toBeNull();
  });

  it('compares exactly above 2^53', () => {
    const stake = 100_000_000_000;
    expect(holdReason(100_000_000_000, stake, { maxMultiplier: 1_000_000, maxSingleCredit: Number.MAX_SAFE_INTEGER })).toBeNull();
    expect(holdReason(Number.MAX_SAFE_INTEGER, 9_007_199_254, { maxMultiplier: 1_000_000, maxSingleCredit: Number.MAX_SAFE_INTEGER })).toBe('multiplier');
  });
});

describe('maxSingleCreditOf', () => {
  it('reads the merchant setting and falls back to the default', () => {
    expect(maxSingleCreditOf({ maxSingleCredit: 5_000 })).toBe(5_000);
    for (const bad of [null, {}, { maxSingleCredit: 0 }, { maxSingleCredit: -1 }, { maxSingleCredit: 1.5 }, { maxSingleCredit: '9' }]) {
      expect(maxSingleCreditOf(bad)).toBe(DEFAULT_MAX_SINGLE_CREDIT);
    }
  });
});
