import { describe, expect, it } from 'vitest';
import { bonusLockRefuses, forfeitAmount, lockMet, lockProgress, lockedPart, withdrawableOf } from './bonus-lock-rules.js';

describe('bonus lock arithmetic', () => {
  const lock = (amount: number, required: number, wagered: number) => ({ amount, required, wagered });

  it('counts wagering up to the requirement and is met once it is reached', () => {
    expect(lockProgress(lock(5_000, 15_000, 4_000))).toBe(4_000);
    expect(lockProgress(lock(5_000, 15_000, 90_000))).toBe(15_000);
    expect(lockProgress(lock(5_000, 15_000, -200))).toBe(0);
    expect(lockMet(lock(5_000, 15_000, 14_999))).toBe(false);
    expect(lockMet(lock(5_000, 15_000, 15_000))).toBe(true);
  });

  it('locks the bonuses of unmet locks, never more than the balance', () => {
    expect(lockedPart(20_000, [lock(5_000, 15_000, 0), lock(3_000, 3_000, 0)])).toBe(8_000);
    expect(lockedPart(20_000, [lock(5_000, 15_000, 15_000), lock(3_000, 3_000, 0)])).toBe(3_000);
    expect(lockedPart(4_000, [lock(5_000, 15_000, 0)])).toBe(4_000);
    expect(lockedPart(0, [lock(5_000, 15_000, 0)])).toBe(0);
    expect(lockedPart(9_000, [])).toBe(0);
  });

  it('leaves the unlocked part free and refuses only what passes it', () => {
    const locks = [lock(5_000, 15_000, 1_000)];
    expect(withdrawableOf(12_000, locks)).toBe(7_000);
    expect(bonusLockRefuses(7_000, 12_000, locks)).toBe(false);
    expect(bonusLockRefuses(7_001, 12_000, locks)).toBe(true);
    expect(withdrawableOf(3_000, locks)).toBe(0);
    expect(bonusLockRefuses(1, 3_000, locks)).toBe(true);
  });

  it('forfeits what is left of an unmet bonus, at most the balance, and nothing of a met one', () => {
    expect(forfeitAmount(lock(5_000, 15_000, 100), 12_000)).toBe(5_000);
    expect(forfeitAmount(lock(5_000, 15_000, 100), 2_000)).toBe(2_000);
    expect(forfeitAmount(lock(5_000, 15_000, 100), 0)).toBe(0);
    expect(forfeitAmount(lock(5_000, 15_000, 15_000), 12_000)).toBe(0);
  });
});
