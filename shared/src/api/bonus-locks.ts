import { Type, type Static } from '@sinclair/typebox';
import { BONUS_LOCK_LIMITS, type BonusLockSource, type BonusLockStatus } from './bonus-lock-rules.js';

export * from './bonus-lock-rules.js';

/** Bonus locks (docs/PROMOTIONS.md "Locked bonus"). Amounts are integers in minor units. */

export const BonusLockView = Type.Object({
  id: Type.Integer(),
  source: Type.Union([Type.Literal('promotion'), Type.Literal('vip_task'), Type.Literal('vip_wheel'), Type.Literal('mission')]),
  sourceId: Type.Integer(),
  /** What paid it (the promotion's, task's or mission's title; the wheel segment's label). */
  title: Type.String(),
  amount: Type.Integer(),
  wageringRequired: Type.Integer(),
  /** Valid bets since the bonus was paid, capped at the requirement. */
  wagered: Type.Integer(),
  status: Type.Union([Type.Literal('active'), Type.Literal('released'), Type.Literal('forfeited')]),
  createdAt: Type.String(),
  expiresAt: Type.String(),
});
export type BonusLockView = Static<typeof BonusLockView>;
// The literal unions must list exactly BONUS_LOCK_SOURCES and BONUS_LOCK_STATUSES (checked by tsc, nothing runs).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;
export type BonusLockLiteralsMatch = [Expect<Same<BonusLockView['source'], BonusLockSource>>, Expect<Same<BonusLockView['status'], BonusLockStatus>>];

export const BonusLocksValue = Type.Object({
  balance: Type.Integer(),
  /** The part of the balance the unmet locks hold (never more than the balance). */
  locked: Type.Integer(),
  withdrawable: Type.Integer(),
  currency: Type.String(),
  /** The site's UTC offset: expiry dates are shown in the merchant's time. */
  utcOffsetMinutes: Type.Integer(),
  /** The active locks, oldest first. */
  list: Type.Array(BonusLockView),
});
export type BonusLocksValue = Static<typeof BonusLocksValue>;

/** The operator's rules as staff set them (site settings `bonusLocks`). */
export const BonusLockRulesSchema = Type.Object(
  {
    taskMultiple: Type.Integer({ minimum: 0, maximum: BONUS_LOCK_LIMITS.multipleMax }),
    wheelMultiple: Type.Integer({ minimum: 0, maximum: BONUS_LOCK_LIMITS.multipleMax }),
    missionMultiple: Type.Integer({ minimum: 0, maximum: BONUS_LOCK_LIMITS.multipleMax }),
    expiryDays: Type.Integer({ minimum: 1, maximum: BONUS_LOCK_LIMITS.expiryDaysMax }),
    bustBelow: Type.Integer({ minimum: 0, maximum: BONUS_LOCK_LIMITS.bustBelowMax }),
  },
  { additionalProperties: false },
);
