import { Type, type Static } from '@sinclair/typebox';

/**
 * Responsible gaming (issue 7, docs/RESPONSIBLE.md): deposit limits per rolling 24 hours, 7 days
 * and 30 days, and self-exclusion. Amounts are integers in minor units. Paths: API.responsible*.
 */

export const DepositLimitPeriod = Type.Union([Type.Literal('day'), Type.Literal('week'), Type.Literal('month')]);
export type DepositLimitPeriod = Static<typeof DepositLimitPeriod>;

export const SelfExclusionPeriod = Type.Union([
  Type.Literal('1d'), Type.Literal('7d'), Type.Literal('30d'), Type.Literal('6m'), Type.Literal('permanent'),
]);
export type SelfExclusionPeriod = Static<typeof SelfExclusionPeriod>;

/** Largest limit accepted: ten trillion minor units, far above any deposit and a safe integer. */
export const DEPOSIT_LIMIT_MAX = 10_000_000_000_000;

/** ISO 8601 (UTC). */
const Timestamp = Type.String();

export const DepositLimitWindow = Type.Object({
  period: DepositLimitPeriod,
  /** The limit in force now; null when none. */
  limit: Type.Union([Type.Integer(), Type.Null()]),
  /** Deposits paid or still pending in the window (rolling: the last 24 h, 7 d or 30 d). */
  used: Type.Integer(),
  /** What may still be deposited in this window; null when it has no limit. */
  remaining: Type.Union([Type.Integer(), Type.Null()]),
  /** A looser value waiting 24 hours; `amount` null means the limit is being removed. */
  pending: Type.Union([Type.Object({ amount: Type.Union([Type.Integer(), Type.Null()]), effectiveAt: Timestamp }), Type.Null()]),
});
export type DepositLimitWindow = Static<typeof DepositLimitWindow>;

export const SelfExclusion = Type.Object({
  period: SelfExclusionPeriod,
  startsAt: Timestamp,
  /** null: permanent. */
  endsAt: Type.Union([Timestamp, Type.Null()]),
});
export type SelfExclusion = Static<typeof SelfExclusion>;

export const ResponsibleSettings = Type.Object({
  currency: Type.String(),
  limits: Type.Array(DepositLimitWindow),
  /** The most that can be deposited right now under every limit (the lowest room applies); null when no limit is set. */
  available: Type.Union([Type.Integer(), Type.Null()]),
  /** The running self-exclusion, or null. */
  exclusion: Type.Union([SelfExclusion, Type.Null()]),
});
export type ResponsibleSettings = Static<typeof ResponsibleSettings>;

/**
 * `const: null` first, rather than `type: 'null'`: the gateway's validator coerces types, and
 * would read 0, "" or false as null (a mistyped limit turned into a removal), or coerce null to 0
 * in the integer branch before trying the null one.
 */
const RemoveLimit = Type.Unsafe<null>({ const: null, description: 'null: remove the limit (after 24 hours)' });
const LimitValue = Type.Union([RemoveLimit, Type.Integer({ minimum: 1, maximum: DEPOSIT_LIMIT_MAX })]);
/** Each period: omitted keeps it as it is, null removes it (after 24 hours), an amount sets it. */
export const SetDepositLimitsRequest = Type.Object(
  { day: Type.Optional(LimitValue), week: Type.Optional(LimitValue), month: Type.Optional(LimitValue) },
  { additionalProperties: false, minProperties: 1 },
);
export type SetDepositLimitsRequest = Static<typeof SetDepositLimitsRequest>;

export const StartSelfExclusionRequest = Type.Object(
  {
    period: SelfExclusionPeriod,
    /** Must be true: the member confirmed that the exclusion cannot be undone early. */
    confirm: Type.Literal(true),
  },
  { additionalProperties: false },
);
export type StartSelfExclusionRequest = Static<typeof StartSelfExclusionRequest>;
