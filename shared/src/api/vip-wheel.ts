import { Type, type Static } from '@sinclair/typebox';
import { WHEEL_LIMITS } from '../fair/wheel.js';
import { VIP_TASK_KINDS, VIP_TASK_LIMITS, VIP_TASK_PERIODS, VIP_TASK_STATUSES } from '../fair/wheel-rules.js';
import { Page, pageQuery } from './paging.js';

/**
 * VIP tasks and the VIP lucky wheel (docs/VIP-WHEEL.md). Amounts are integers in minor units.
 * Tasks are per merchant; a member's progress is counted from the ledger for the task's current
 * period (the merchant's day or its week from Monday). A done task is claimed once per period
 * for wheel spins and/or a bonus. Each spin spends one spin and draws a segment from the
 * commit-reveal bytes (shared/src/fair/wheel.ts).
 */

// Spelled out (a mapped array loses the literal types); the same lists as wheel-rules.ts, checked below.
const Kind = Type.Union([Type.Literal('valid_bets'), Type.Literal('deposit'), Type.Literal('rounds')]);
const Period = Type.Union([Type.Literal('daily'), Type.Literal('weekly')]);
const Status = Type.Union([Type.Literal('locked'), Type.Literal('in_progress'), Type.Literal('claimable'), Type.Literal('claimed')]);
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
// Compile-time: the schema unions and the plain lists name the same values.
const same: [
  Same<Static<typeof Kind>, (typeof VIP_TASK_KINDS)[number]>,
  Same<Static<typeof Period>, (typeof VIP_TASK_PERIODS)[number]>,
  Same<Static<typeof Status>, (typeof VIP_TASK_STATUSES)[number]>,
] = [true, true, true];
void same;

export const VipTaskInput = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: VIP_TASK_LIMITS.title }),
    kind: Kind,
    period: Period,
    /** valid_bets and deposit: minor units; rounds: a count of bets. */
    target: Type.Integer({ minimum: 1, maximum: VIP_TASK_LIMITS.maxTarget }),
    rewardSpins: Type.Integer({ minimum: 0, maximum: VIP_TASK_LIMITS.maxSpins }),
    rewardBonus: Type.Integer({ minimum: 0, maximum: WHEEL_LIMITS.maxPrize }),
    /** The lowest VIP level that sees the task as open (1 = every VIP). */
    minLevel: Type.Integer({ minimum: 1, maximum: 20 }),
    active: Type.Boolean(),
    sort: Type.Optional(Type.Integer({ minimum: -1000, maximum: 1000 })),
  },
  { additionalProperties: false },
);
export type VipTaskInput = Static<typeof VipTaskInput>;

export const StaffVipTask = Type.Composite([
  VipTaskInput,
  Type.Object({
    id: Type.Integer(),
    sort: Type.Integer(),
    /** Claims made, every period. */
    claims: Type.Integer(),
    updatedAt: Type.String(),
    updatedBy: Type.Union([Type.String(), Type.Null()]),
  }),
]);
export type StaffVipTask = Static<typeof StaffVipTask>;
export const StaffVipTaskList = Type.Object({ list: Type.Array(StaffVipTask) });
export type StaffVipTaskList = Static<typeof StaffVipTaskList>;

export const VipTaskView = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  kind: Kind,
  period: Period,
  target: Type.Integer(),
  /** Counted for the current period, capped at the target. */
  progress: Type.Integer(),
  rewardSpins: Type.Integer(),
  rewardBonus: Type.Integer(),
  minLevel: Type.Integer(),
  currency: Type.String(),
  periodStart: Type.String(),
  periodEnd: Type.String(),
  status: Status,
});
export type VipTaskView = Static<typeof VipTaskView>;

export const VipTasksValue = Type.Object({
  hasVip: Type.Boolean(),
  level: Type.Integer(),
  /** Spins waiting to be used on the wheel. */
  spins: Type.Integer(),
  list: Type.Array(VipTaskView),
});
export type VipTasksValue = Static<typeof VipTasksValue>;

export const VipTaskClaimValue = Type.Object({ task: VipTaskView, spins: Type.Integer(), paid: Type.Integer() });
export type VipTaskClaimValue = Static<typeof VipTaskClaimValue>;

// ---- the wheel

export const WheelSegmentInput = Type.Object(
  {
    label: Type.String({ minLength: 1, maxLength: WHEEL_LIMITS.labelMax }),
    /** Paid through the ledger when the spin lands here; 0 is a "try again" segment. */
    prize: Type.Integer({ minimum: 0, maximum: WHEEL_LIMITS.maxPrize }),
    weight: Type.Integer({ minimum: 1, maximum: WHEEL_LIMITS.maxWeight }),
  },
  { additionalProperties: false },
);
export type WheelSegmentInput = Static<typeof WheelSegmentInput>;

export const WheelInput = Type.Object(
  {
    // Bounds checked by the gateway (SETTING_INVALID with fields), so the console can say which rule failed.
    segments: Type.Array(WheelSegmentInput, { maxItems: 40 }),
  },
  { additionalProperties: false },
);
export type WheelInput = Static<typeof WheelInput>;

export const WheelFairness = Type.Object({
  /** SHA-256 of the active server seed: committed before any spin with it. */
  serverSeedHash: Type.String(),
  clientSeed: Type.String(),
  /** The nonce of the next spin. */
  nonce: Type.Integer(),
});
export type WheelFairness = Static<typeof WheelFairness>;

export const WheelValue = Type.Object({
  hasVip: Type.Boolean(),
  segments: Type.Array(WheelSegmentInput),
  spins: Type.Integer(),
  currency: Type.String(),
  /** Null for a member who is not VIP: no seed pair is made until one can spin. */
  fairness: Type.Union([WheelFairness, Type.Null()]),
});
export type WheelValue = Static<typeof WheelValue>;

export const WheelSpin = Type.Object({
  id: Type.Integer(),
  segment: Type.Integer(),
  label: Type.String(),
  prize: Type.Integer(),
  currency: Type.String(),
  /** The weights of the wheel as it was spun: what the verifier recomputes with. */
  weights: Type.Array(Type.Integer()),
  serverSeedHash: Type.String(),
  /** Shown once the seed is rotated away; null while it is still active. */
  serverSeed: Type.Union([Type.String(), Type.Null()]),
  clientSeed: Type.String(),
  nonce: Type.Integer(),
  createdAt: Type.String(),
});
export type WheelSpin = Static<typeof WheelSpin>;

export const WheelSpinValue = Type.Object({ spin: WheelSpin, spins: Type.Integer(), balance: Type.Integer() });
export type WheelSpinValue = Static<typeof WheelSpinValue>;

export const WheelSpinsQuery = Type.Object(pageQuery(50, 10));
export const WheelSpinsValue = Page(WheelSpin);
export type WheelSpinsValue = Static<typeof WheelSpinsValue>;

export const WheelRotateRequest = Type.Object({ clientSeed: Type.Optional(Type.String({ maxLength: 200 })) }, { additionalProperties: false });
export type WheelRotateRequest = Static<typeof WheelRotateRequest>;
export const WheelRotateValue = Type.Object({
  revealed: Type.Object({ serverSeed: Type.String(), serverSeedHash: Type.String(), clientSeed: Type.String(), spins: Type.Integer() }),
  next: WheelFairness,
});
export type WheelRotateValue = Static<typeof WheelRotateValue>;

export const StaffWheelValue = Type.Object({
  segments: Type.Array(WheelSegmentInput),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
  updatedBy: Type.Union([Type.String(), Type.Null()]),
});
export type StaffWheelValue = Static<typeof StaffWheelValue>;

export const StaffWheelSpin = Type.Object({
  id: Type.Integer(),
  accountId: Type.Integer(),
  username: Type.String(),
  segment: Type.Integer(),
  label: Type.String(),
  prize: Type.Integer(),
  currency: Type.String(),
  nonce: Type.Integer(),
  revealed: Type.Boolean(),
  createdAt: Type.String(),
});
export type StaffWheelSpin = Static<typeof StaffWheelSpin>;
export const StaffWheelSpinsQuery = Type.Object(pageQuery(100, 20));
export const StaffWheelSpinsValue = Page(StaffWheelSpin);
export type StaffWheelSpinsValue = Static<typeof StaffWheelSpinsValue>;
