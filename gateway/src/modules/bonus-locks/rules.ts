import { BONUS_LOCK_LIMITS, DEFAULT_BONUS_LOCK_RULES, type BonusLockRules } from '@wl/shared';

/**
 * The site's bonus lock rules (merchant settings `bonusLocks`, set in the console's Site settings).
 * A site that set none, or a stored value out of range, gets the default of that field: task,
 * wheel and mission rewards unlocked (multiple 0), 30 days to wager, bust below 1.00.
 */
export function bonusLockRules(settings: unknown): BonusLockRules {
  const raw = ((settings as { bonusLocks?: unknown } | null)?.bonusLocks ?? {}) as Partial<Record<keyof BonusLockRules, unknown>>;
  const pick = (k: keyof BonusLockRules, min: number, max: number): number => {
    const v = raw[k];
    return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? v : DEFAULT_BONUS_LOCK_RULES[k];
  };
  return {
    taskMultiple: pick('taskMultiple', 0, BONUS_LOCK_LIMITS.multipleMax),
    wheelMultiple: pick('wheelMultiple', 0, BONUS_LOCK_LIMITS.multipleMax),
    missionMultiple: pick('missionMultiple', 0, BONUS_LOCK_LIMITS.multipleMax),
    expiryDays: pick('expiryDays', 1, BONUS_LOCK_LIMITS.expiryDaysMax),
    bustBelow: pick('bustBelow', 0, BONUS_LOCK_LIMITS.bustBelowMax),
  };
}
