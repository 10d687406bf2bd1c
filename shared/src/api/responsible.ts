import { Type, type Static, type TSchema } from '@sinclair/typebox';

/**
 * Responsible gaming (docs/RESPONSIBLE.md): deposit limits per rolling 24 hours, 7 days
 * and 30 days, and self-exclusion. Amounts are integers in minor units. Paths: API.responsible*.
 */

export const DepositLimitPeriod = Type.Union([Type.Literal('day'), Type.Literal('week'), Type.Literal('month')]);
export type DepositLimitPeriod = Static<typeof DepositLimitPeriod>;

export const SelfExclusionPeriod = Type.Union([Type.Literal('1d'), Type.Literal('7d'), Type.Literal('30d'), Type.Literal('6m'), Type.Literal('permanent')]);
export type SelfExclusionPeriod = Static<typeof SelfExclusionPeriod>;

/** Largest limit accepted: ten trillion minor units, far above any deposit and a safe integer. */
export const DEPOSIT_LIMIT_MAX = 10_000_000_000_000;

/** ISO 8601 (UTC). */
const Timestamp = Type.String();

/** Starting an exclusion or a time-out: the period, and `confirm: true` for what the member agreed it takes away. */
const confirmedPeriod = <P extends TSchema>(period: P) => Type.Object({ period, confirm: Type.Literal(true) }, { additionalProperties: false });

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

/** `confirm`: the member confirmed that the exclusion cannot be undone early. */
export const StartSelfExclusionRequest = confirmedPeriod(SelfExclusionPeriod);
export type StartSelfExclusionRequest = Static<typeof StartSelfExclusionRequest>;

// ---- Time-out and reality check (docs/RESPONSIBLE.md "Time-out", "Reality check") ----

/** A break from the whole account, 24 hours to 6 weeks: no login, play or deposit until it ends. */
export const TimeOutPeriod = Type.Union([
  Type.Literal('24h'),
  Type.Literal('3d'),
  Type.Literal('7d'),
  Type.Literal('14d'),
  Type.Literal('28d'),
  Type.Literal('6w'),
]);
export type TimeOutPeriod = Static<typeof TimeOutPeriod>;

export const TimeOut = Type.Object({ period: TimeOutPeriod, startsAt: Timestamp, endsAt: Timestamp });
export type TimeOut = Static<typeof TimeOut>;

/** `confirm`: the member confirmed they are signed out everywhere and cannot sign in until it ends. */
export const StartTimeOutRequest = confirmedPeriod(TimeOutPeriod);
export type StartTimeOutRequest = Static<typeof StartTimeOutRequest>;

/** What the time-out answers: the running one (sessions are already ended when this arrives). */
export const TimeOutValue = Type.Object({ timeOut: TimeOut });
export type TimeOutValue = Static<typeof TimeOutValue>;

/** The intervals a member may choose for the reality check, in minutes. */
export const REALITY_CHECK_MINUTES = [15, 30, 60, 90, 120] as const;

/**
 * The reality check of this session: its interval (null: off), when the session began, when the
 * next check counts from (`anchorAt`: the session's start or the last answer in this session), the
 * server's clock (the client corrects its own by it), and the session's real-money play so far.
 */
export const RealityCheckState = Type.Object({
  intervalSeconds: Type.Union([Type.Integer(), Type.Null()]),
  sessionStartedAt: Timestamp,
  anchorAt: Timestamp,
  serverTime: Timestamp,
  currency: Type.String(),
  /** Valid bets since login (stakes minus returned stakes), minor units. */
  bets: Type.Integer(),
  /** Payouts since login, minor units. */
  wins: Type.Integer(),
  /** wins - bets. */
  net: Type.Integer(),
});
export type RealityCheckState = Static<typeof RealityCheckState>;

const RealityOff = Type.Unsafe<null>({ const: null, description: 'null: no reality check' });
export const SetRealityCheckRequest = Type.Object(
  { intervalMinutes: Type.Union([RealityOff, ...REALITY_CHECK_MINUTES.map((m) => Type.Literal(m))]) },
  { additionalProperties: false },
);
export type SetRealityCheckRequest = { intervalMinutes: (typeof REALITY_CHECK_MINUTES)[number] | null };

export const RealityCheckAnswer = Type.Union([Type.Literal('continue'), Type.Literal('stop')]);
export type RealityCheckAnswer = Static<typeof RealityCheckAnswer>;
/** `stop` ends this session (a logout); `continue` starts the next interval from now. */
export const AnswerRealityCheckRequest = Type.Object({ answer: RealityCheckAnswer }, { additionalProperties: false });
export type AnswerRealityCheckRequest = Static<typeof AnswerRealityCheckRequest>;

/** One line of a member's responsible-gaming history, for staff. */
export const ResponsibleAction = Type.Union([
  Type.Literal('limits'),
  Type.Literal('exclusion'),
  Type.Literal('time-out'),
  Type.Literal('reality-interval'),
  Type.Literal('reality-continue'),
  Type.Literal('reality-stop'),
]);
export type ResponsibleAction = Static<typeof ResponsibleAction>;

export const ResponsibleLogRow = Type.Object({
  id: Type.Integer(),
  accountId: Type.Integer(),
  username: Type.String(),
  action: ResponsibleAction,
  /** What was asked for: limits, period and end, interval, the session's figures at an answer. */
  detail: Type.Record(Type.String(), Type.Unknown()),
  ip: Type.Union([Type.String(), Type.Null()]),
  at: Timestamp,
});
export type ResponsibleLogRow = Static<typeof ResponsibleLogRow>;

/** The staff view of one member: settings as the member sees them, the running time-out and the reality-check interval. */
export const StaffResponsibleValue = Type.Object({
  username: Type.String(),
  settings: ResponsibleSettings,
  timeOut: Type.Union([TimeOut, Type.Null()]),
  realityCheckSeconds: Type.Union([Type.Integer(), Type.Null()]),
});
export type StaffResponsibleValue = Static<typeof StaffResponsibleValue>;
