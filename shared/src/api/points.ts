import { Type, type Static } from '@sinclair/typebox';
import { DecisionMemberMessage, DecisionNote, decisionTexts } from './staff-decision.js';
import { pageQuery } from './paging.js';

/**
 * The points mall (docs/POINTS.md). Points are whole numbers and are not money: they live in their
 * own journal, earned from settled valid bets at the merchant's ratio, spent on rewards (held while
 * staff review) or converted to cash through the ledger. Amounts are minor units of the currency.
 * Runtime lists the browser needs (kinds, statuses, icons) are repeated in client/src/features/points
 * so the client's first load carries no TypeBox.
 */

export const POINTS_LIMITS = {
  name: 60,
  description: 300,
  unit: 12,
  rules: 2000,
  remark: 200,
  quantity: 99,
  points: 100_000_000,
  amount: 100_000_000_00,
  stock: 1_000_000,
} as const;

const Nullable = <T extends ReturnType<typeof Type.String | typeof Type.Integer>>(t: T) => Type.Union([t, Type.Null()]);
const Kind = Type.Union([Type.Literal('goods'), Type.Literal('bonus'), Type.Literal('voucher')]);
export type PointsRewardKind = Static<typeof Kind>;
const Icon = Type.Union([
  Type.Literal('gift'),
  Type.Literal('phone'),
  Type.Literal('watch'),
  Type.Literal('headset'),
  Type.Literal('coin'),
  Type.Literal('ticket'),
  Type.Literal('spin'),
  Type.Literal('bag'),
]);
export type PointsRewardIcon = Static<typeof Icon>;
const Status = Type.Union([Type.Literal('in_process'), Type.Literal('approved'), Type.Literal('rejected')]);
export type PointsRedeemStatus = Static<typeof Status>;
const EntryKind = Type.Union([Type.Literal('earn'), Type.Literal('redeem'), Type.Literal('refund'), Type.Literal('convert')]);
export type PointsEntryKind = Static<typeof EntryKind>;

/** MCS2_getPointConfig: how points are earned and converted, and the rules text staff wrote. */
export const PointsConfig = Type.Object({
  /** Valid bet (minor units) that earns one point: 10000 = 1 point per 100.00. */
  earnBetAmount: Type.Integer({ minimum: 1, maximum: POINTS_LIMITS.amount }),
  /** Conversion: every `convertPoints` points pay `convertAmount` (minor units). */
  convertPoints: Type.Integer({ minimum: 1, maximum: POINTS_LIMITS.points }),
  convertAmount: Type.Integer({ minimum: 1, maximum: POINTS_LIMITS.amount }),
  /** The smallest conversion, in points (a multiple of convertPoints). */
  minConvertPoints: Type.Integer({ minimum: 1, maximum: POINTS_LIMITS.points }),
  convertEnabled: Type.Boolean(),
  /** Plain text shown under "Points rules". */
  rules: Type.String({ maxLength: POINTS_LIMITS.rules }),
});
export type PointsConfig = Static<typeof PointsConfig>;
export const PointsConfigValue = Type.Composite([PointsConfig, Type.Object({ currency: Type.String() })]);
export type PointsConfigValue = Static<typeof PointsConfigValue>;

/** MCS2_getPointBalance. */
export const PointsBalance = Type.Object({
  balance: Type.Integer(),
  /** Points held by redemptions still In Process. */
  held: Type.Integer(),
  earnedTotal: Type.Integer(),
  /** Valid bet counted towards the next point. */
  nextPointProgress: Type.Integer(),
  version: Type.Integer(),
});
export type PointsBalance = Static<typeof PointsBalance>;

/** One reward of the catalogue as a member sees it. */
export const PointsReward = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  kind: Kind,
  icon: Icon,
  /** Points per unit. */
  points: Type.Integer(),
  /** Lifetime valid bet (minor units) a member needs before redeeming; 0 for none. */
  amountRequired: Type.Integer(),
  /** Cash paid per unit on approval (bonus rewards), minor units. */
  bonusAmount: Type.Integer(),
  unit: Type.String(),
  /** Units left; null when unlimited. */
  stockLeft: Nullable(Type.Integer()),
});
export type PointsReward = Static<typeof PointsReward>;
export const PointsRewardList = Type.Object({ list: Type.Array(PointsReward), currency: Type.String() });
export type PointsRewardList = Static<typeof PointsRewardList>;

/** MCS2_redeemPointReward (encrypted): the login password confirms the spend. */
export const RedeemPointRequest = Type.Object(
  {
    rewardId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
    quantity: Type.Integer({ minimum: 1, maximum: POINTS_LIMITS.quantity }),
    password: Type.String({ minLength: 1, maxLength: 64 }),
  },
  { additionalProperties: false },
);
export type RedeemPointRequest = Static<typeof RedeemPointRequest>;

/** MCS2_convertPoint (encrypted). */
export const ConvertPointRequest = Type.Object(
  {
    points: Type.Integer({ minimum: 1, maximum: POINTS_LIMITS.points }),
    password: Type.String({ minLength: 1, maxLength: 64 }),
  },
  { additionalProperties: false },
);
export type ConvertPointRequest = Static<typeof ConvertPointRequest>;

/** A redeem record: reference, apply time, type, name, quantity, requirements, status, remark. */
export const RedeemRecord = Type.Object({
  id: Type.Integer(),
  ref: Type.String(),
  createdAt: Type.String(),
  type: Type.Union([Kind, Type.Literal('convert')]),
  name: Type.String(),
  quantity: Type.Integer(),
  unit: Type.String(),
  /** Points spent (all units). */
  points: Type.Integer(),
  amountRequired: Type.Integer(),
  /** Cash paid (bonus rewards and conversions), minor units. */
  amount: Type.Integer(),
  currency: Type.String(),
  status: Status,
  /** The record's remark column: staff's message to the member (never the internal note). */
  memberMessage: DecisionMemberMessage,
  reviewedAt: Nullable(Type.String()),
});
export type RedeemRecord = Static<typeof RedeemRecord>;
export const RedeemResult = Type.Object({ record: RedeemRecord, balance: Type.Integer(), replayed: Type.Boolean() });
export type RedeemResult = Static<typeof RedeemResult>;

export const RedeemListQuery = Type.Object({
  ...pageQuery(50, 10),
  status: Type.Optional(Type.Union([Status, Type.Literal('all')])),
});
export type RedeemListQuery = Static<typeof RedeemListQuery>;

/** ODSFE2_MemTransDet: one row of the points journal (current, balance, changed points, ratio). */
export const PointsDetail = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String(),
  type: EntryKind,
  /** Points before the change. */
  current: Type.Integer(),
  changed: Type.Integer(),
  balance: Type.Integer(),
  /** The earning ratio that applied (valid bet per point), for earn rows. */
  ratio: Nullable(Type.Integer()),
  validBet: Nullable(Type.Integer()),
  betCount: Nullable(Type.Integer()),
  ref: Nullable(Type.String()),
});
export type PointsDetail = Static<typeof PointsDetail>;
export const PointsDetailQuery = Type.Object({
  ...pageQuery(50, 10),
  type: Type.Optional(Type.Union([EntryKind, Type.Literal('all')])),
  /** Days back from now (1 to 90); 30 when absent. */
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 90 })),
});
export type PointsDetailQuery = Static<typeof PointsDetailQuery>;

// Console (docs/POINTS.md "Console").
export const PointsRewardInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: POINTS_LIMITS.name }),
    description: Type.String({ maxLength: POINTS_LIMITS.description }),
    kind: Kind,
    icon: Icon,
    points: Type.Integer({ minimum: 1, maximum: POINTS_LIMITS.points }),
    amountRequired: Type.Integer({ minimum: 0, maximum: POINTS_LIMITS.amount }),
    bonusAmount: Type.Integer({ minimum: 0, maximum: POINTS_LIMITS.amount }),
    unit: Type.String({ minLength: 1, maxLength: POINTS_LIMITS.unit }),
    /** null: unlimited (null first: the validator's type coercion would otherwise read null as 0). */
    stock: Type.Union([Type.Null(), Type.Integer({ minimum: 0, maximum: POINTS_LIMITS.stock })]),
    enabled: Type.Boolean(),
    sort: Type.Integer({ minimum: 0, maximum: 9999 }),
  },
  { additionalProperties: false },
);
export type PointsRewardInput = Static<typeof PointsRewardInput>;
export const StaffPointsReward = Type.Composite([PointsRewardInput, Type.Object({ id: Type.Integer(), redeemed: Type.Integer(), waiting: Type.Integer() })]);
export type StaffPointsReward = Static<typeof StaffPointsReward>;
export const StaffPointsRewardList = Type.Object({ list: Type.Array(StaffPointsReward), currency: Type.String() });
export type StaffPointsRewardList = Static<typeof StaffPointsRewardList>;

export const StaffRedemption = Type.Composite([
  RedeemRecord,
  Type.Object({ accountId: Type.Integer(), username: Type.String(), reviewedBy: Nullable(Type.String()), note: DecisionNote }),
]);
export type StaffRedemption = Static<typeof StaffRedemption>;
export const StaffRedemptionQuery = Type.Object({
  ...pageQuery(100, 20),
  status: Type.Optional(Type.Union([Status, Type.Literal('all')])),
});
export type StaffRedemptionQuery = Static<typeof StaffRedemptionQuery>;
/** Approve or reject; a reject needs the internal note (as `note`, or `remark` from older clients). */
export const ReviewRedemptionRequest = Type.Object(
  {
    ...decisionTexts(POINTS_LIMITS.remark),
    remark: Type.Optional(Type.String({ maxLength: POINTS_LIMITS.remark, description: 'Older name of `note`' })),
  },
  { additionalProperties: false },
);
export type ReviewRedemptionRequest = Static<typeof ReviewRedemptionRequest>;
