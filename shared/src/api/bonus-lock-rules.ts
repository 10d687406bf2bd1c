/**
 * Bonus locks (docs/PROMOTIONS.md "Locked bonus"): a bonus with a wagering requirement stays in the
 * member's main wallet but cannot leave the player (withdrawal, transfer to another account) until
 * valid bets since it was paid reach the requirement. Pure arithmetic shared by the gateway (which
 * decides) and the client (which shows it), apart from the schemas (`@wl/shared/core`).
 */

export const BONUS_LOCK_SOURCES = ['promotion', 'vip_task', 'vip_wheel', 'mission'] as const;
export type BonusLockSource = (typeof BONUS_LOCK_SOURCES)[number];
export const BONUS_LOCK_STATUSES = ['active', 'released', 'forfeited'] as const;
export type BonusLockStatus = (typeof BONUS_LOCK_STATUSES)[number];

/** The operator's rules of one site (merchant settings `bonusLocks`), with the defaults of a site that set none. */
export interface BonusLockRules {
  /** Wagering of a VIP task, VIP wheel or mission reward, as a multiple of the reward; 0: no lock. */
  taskMultiple: number;
  wheelMultiple: number;
  missionMultiple: number;
  /** Days after which an unmet lock is forfeited (what is left of the bonus goes back). */
  expiryDays: number;
  /** Minor units: a main balance below this releases the active locks (nothing left to lock). */
  bustBelow: number;
}
export const DEFAULT_BONUS_LOCK_RULES: BonusLockRules = { taskMultiple: 0, wheelMultiple: 0, missionMultiple: 0, expiryDays: 30, bustBelow: 100 };
export const BONUS_LOCK_LIMITS = { multipleMax: 100, expiryDaysMax: 365, bustBelowMax: 1_000_000 } as const;

/**
 * The site's rules from its stored settings: a site that set none, or a stored value out of range,
 * gets the default of that field (the gateway decides with it, the console shows it).
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

/** A lock as the arithmetic needs it: the bonus, its requirement and the valid bets made since. */
export interface LockFigures {
  amount: number;
  required: number;
  wagered: number;
}

/** Wagering counted towards a lock: never more than it asks for. */
export const lockProgress = (l: LockFigures): number => Math.min(Math.max(0, l.wagered), l.required);

/** A lock whose valid bets reached its requirement no longer holds anything. */
export const lockMet = (l: LockFigures): boolean => l.wagered >= l.required;

/**
 * The locked part of a balance: the bonuses of unmet active locks, never more than the balance
 * (bets may have spent the bonus itself: what is gone cannot be held).
 */
export function lockedPart(balance: number, locks: readonly LockFigures[]): number {
  const held = locks.filter((l) => !lockMet(l)).reduce((s, l) => s + l.amount, 0);
  return Math.max(0, Math.min(Math.max(0, balance), held));
}

/** What may leave the player now: the unlocked part of the balance is always free. */
export const withdrawableOf = (balance: number, locks: readonly LockFigures[]): number => Math.max(0, balance - lockedPart(balance, locks));

/** True when asking for `amount` would take locked bonus money out. */
export const bonusLockRefuses = (amount: number, balance: number, locks: readonly LockFigures[]): boolean => amount > withdrawableOf(balance, locks);

/**
 * What an expired, unmet lock takes back: the bonus, but at most the balance (never negative);
 * nothing when the lock was met.
 */
export const forfeitAmount = (l: LockFigures, balance: number): number => (lockMet(l) ? 0 : Math.max(0, Math.min(l.amount, balance)));
