import { Type, type Static } from '@sinclair/typebox';
import { Page, pageQuery } from './paging.js';

/**
 * Missions (docs/MISSIONS.md): staff-defined goals per merchant, counted from the ledger for the
 * member's current period (merchant time), paid once per member, mission and period as a bonus.
 * Amounts are minor units; `bet_count` and `win_count` targets are counts.
 */

export const MISSION_KINDS = ['valid_bets', 'bet_count', 'deposit_total', 'win_count'] as const;
export type MissionKind = (typeof MISSION_KINDS)[number];
export const MISSION_PERIODS = ['daily', 'weekly', 'event'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];
/** in_progress: below target; claimable: target met, not claimed; claimed; expired: an event that ended unclaimed; upcoming: an event not started. */
export const MISSION_STATUSES = ['upcoming', 'in_progress', 'claimable', 'claimed', 'expired'] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];

export const MISSION_LIMITS = {
  title: 60,
  description: 300,
  /** Largest target: money (minor units) or a count. */
  target: 1_000_000_000_00,
  /** Largest reward (minor units): 1,000,000.00. */
  reward: 1_000_000_00,
  /** Missions a merchant shows at most (enabled ones). */
  list: 50,
  /** Leaderboard rows per page. */
  leaderboard: 50,
  /** An ended event stays on the member's list this long (to show Claimed / Expired). */
  endedShownMs: 3 * 86_400_000,
} as const;

// Literal unions (a mapped array would lose the literals); the check at the end keeps them equal to the lists.
const Kind = Type.Union([Type.Literal('valid_bets'), Type.Literal('bet_count'), Type.Literal('deposit_total'), Type.Literal('win_count')]);
const Period = Type.Union([Type.Literal('daily'), Type.Literal('weekly'), Type.Literal('event')]);
const Status = Type.Union([Type.Literal('upcoming'), Type.Literal('in_progress'), Type.Literal('claimable'), Type.Literal('claimed'), Type.Literal('expired')]);
const Nullable = <T extends ReturnType<typeof Type.String | typeof Type.Integer>>(t: T) => Type.Union([t, Type.Null()]);

/** One mission as the member sees it now: the current period's window, progress and status. */
export const MissionView = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  kind: Kind,
  period: Period,
  target: Type.Integer(),
  /** Counted from the ledger for this period (capped at nothing: it may pass the target). */
  progress: Type.Integer(),
  reward: Type.Integer(),
  currency: Type.String(),
  status: Status,
  /** The current period (merchant time): a day, a Monday-to-Monday week, or the event's start and end. */
  periodStart: Type.String(),
  periodEnd: Type.String(),
  claimedAt: Nullable(Type.String()),
});
export type MissionView = Static<typeof MissionView>;

/** MCSFE_getMissionSummaryDetails: every mission with the member's progress and the red badge's count. */
export const MissionSummary = Type.Object({
  claimable: Type.Integer({ minimum: 0 }),
  list: Type.Array(MissionView),
  /** The server's clock, so countdowns do not depend on the device's. */
  now: Type.String(),
});
export type MissionSummary = Static<typeof MissionSummary>;

export const MissionLeaderboardQuery = Type.Object(
  {
    missionId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
    ...pageQuery(MISSION_LIMITS.leaderboard, 10),
  },
  { additionalProperties: false },
);
export type MissionLeaderboardQuery = Static<typeof MissionLeaderboardQuery>;

export const MissionLeaderboardRow = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  /** Masked like the winners board (ab***z). */
  username: Type.String(),
  progress: Type.Integer(),
  me: Type.Boolean(),
});
export type MissionLeaderboardRow = Static<typeof MissionLeaderboardRow>;

/** MCSFE_getMissionLeaderboard: members of the merchant ranked by progress in the mission's current period. */
export const MissionLeaderboard = Type.Object({
  missionId: Type.Integer(),
  title: Type.String(),
  kind: Kind,
  target: Type.Integer(),
  periodStart: Type.String(),
  periodEnd: Type.String(),
  list: Type.Array(MissionLeaderboardRow),
  pageNum: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
  /** The caller's own place (rank null: no progress yet this period). */
  mine: Type.Object({ rank: Nullable(Type.Integer()), username: Type.String(), progress: Type.Integer() }),
});
export type MissionLeaderboard = Static<typeof MissionLeaderboard>;

export const MissionClaimValue = Type.Object({ mission: MissionView, paid: Type.Integer(), claimable: Type.Integer({ minimum: 0 }) });
export type MissionClaimValue = Static<typeof MissionClaimValue>;

// ---- staff

/** What staff write. Event times are ISO 8601 (the console sends merchant time converted to UTC). */
export const MissionInput = Type.Object(
  {
    title: Type.String({ maxLength: MISSION_LIMITS.title }),
    description: Type.String({ maxLength: MISSION_LIMITS.description }),
    kind: Kind,
    target: Type.Integer({ minimum: 1, maximum: MISSION_LIMITS.target }),
    period: Period,
    startsAt: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
    endsAt: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
    reward: Type.Integer({ minimum: 1, maximum: MISSION_LIMITS.reward }),
    enabled: Type.Boolean(),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  },
  { additionalProperties: false },
);
export type MissionInput = Static<typeof MissionInput>;

export const StaffMission = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  kind: Kind,
  target: Type.Integer(),
  period: Period,
  startsAt: Nullable(Type.String()),
  endsAt: Nullable(Type.String()),
  reward: Type.Integer(),
  currency: Type.String(),
  enabled: Type.Boolean(),
  sort: Type.Integer(),
  /** Rewards paid for this mission, all periods. */
  claims: Type.Integer(),
  updatedAt: Type.String(),
  updatedBy: Nullable(Type.String()),
});
export type StaffMission = Static<typeof StaffMission>;

export const StaffMissionQuery = Type.Object(pageQuery(100, 20));

/** The console's list, with the merchant's clock: event times are typed and shown in merchant time. */
export const StaffMissionPage = Type.Composite([Page(StaffMission), Type.Object({ utcOffsetMinutes: Type.Integer({ minimum: -840, maximum: 840 }) })]);
export type StaffMissionPage = Static<typeof StaffMissionPage>;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;
export type MissionUnionsMatch = [
  Expect<Same<Static<typeof Kind>, MissionKind>>,
  Expect<Same<Static<typeof Period>, MissionPeriod>>,
  Expect<Same<Static<typeof Status>, MissionStatus>>,
];
