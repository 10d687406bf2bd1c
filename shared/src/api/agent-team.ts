import { Type, type Static } from '@sinclair/typebox';
import { GAME_TYPES } from './game-rules.js';
import { pageQuery } from './paging.js';
import { DOWNLINE_KINDS, TEAM_ACTIVITY_PAGE_DEFAULT, TEAM_ACTIVITY_PAGE_MAX, TEAM_PERIODS, TEAM_REMARK_MAX, TEAM_TX_CATEGORIES } from './agent-team-rules.js';

/**
 * The agent's team (docs/AGENT.md): downline management, registering a downline, the
 * team overview, team betting, team transactions and the downlines' profit and loss. Every call
 * is agent-only (AGENT_ONLY otherwise) and every account it names must be in the caller's own
 * subtree (DOWNLINE_NOT_FOUND otherwise, the same answer as for an id that does not exist).
 * Amounts are minor units; times are ISO 8601; days are the merchant's (utcOffsetMinutes).
 */

const lit = <T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });
const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
const Instant = Type.String({ format: 'date-time', maxLength: 40 });
const UsernamePrefix = Type.String({ minLength: 1, maxLength: 64 });
const pageOf = <T extends ReturnType<typeof Type.Object>>(item: T) => ({
  list: Type.Array(item),
  pageNum: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
});

/** One account on the way from the caller (first) down to a node (last). */
export const TeamPathNode = Type.Object({ id: Type.Integer(), username: Type.String() });
export type TeamPathNode = Static<typeof TeamPathNode>;
export const TeamPath = Type.Object({ path: Type.Array(TeamPathNode) });
export type TeamPath = Static<typeof TeamPath>;

/** A downline as the management list shows it. */
export const DownlineRow = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  nickname: Type.String(),
  kind: lit(DOWNLINE_KINDS),
  /** The account type number (0 member, 1/2/41/42 agent). */
  type: Type.Integer(),
  status: Type.String(),
  registeredAt: Type.String(),
  lastLoginAt: Type.Union([Type.String(), Type.Null()]),
  /** Main (real) wallet balance. */
  balance: Type.Integer(),
  currency: Type.String(),
  /** The caller's own note about this downline (plain text, '' when none). */
  remark: Type.String(),
  /** Direct downlines of this account. */
  downlineCount: Type.Integer(),
  /** Levels below the caller (1 = the caller's direct downline). */
  depth: Type.Integer(),
  parentId: Type.Integer(),
  parentUsername: Type.String(),
});
export type DownlineRow = Static<typeof DownlineRow>;

/**
 * GET agentTeamDownlines. Without `username`: the direct downlines of `parentId` (default the
 * caller). With `username`: every account of that node's subtree whose username starts with it.
 */
export const DownlinesQuery = Type.Object({
  parentId: Type.Optional(Id),
  username: Type.Optional(UsernamePrefix),
  ...pageQuery(100, 20),
});
export type DownlinesQuery = Static<typeof DownlinesQuery>;
/** The page plus the breadcrumb of the node listed. */
export const DownlinePage = Type.Object({ ...pageOf(DownlineRow), path: Type.Array(TeamPathNode) });
export type DownlinePage = Static<typeof DownlinePage>;

/** GET agentTeamTree: the children of one node, loaded lazily as the tree opens. */
export const TeamTreeQuery = Type.Object({ parentId: Type.Optional(Id), ...pageQuery(200, 100) });
export type TeamTreeQuery = Static<typeof TeamTreeQuery>;
export const TeamTreeNode = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  nickname: Type.String(),
  kind: lit(DOWNLINE_KINDS),
  downlineCount: Type.Integer(),
});
export type TeamTreeNode = Static<typeof TeamTreeNode>;
export const TeamTreePage = Type.Object(pageOf(TeamTreeNode));
export type TeamTreePage = Static<typeof TeamTreePage>;

/** PUT agentTeamRemark (:id): '' removes the remark. */
export const RemarkRequest = Type.Object({ remark: Type.String({ maxLength: TEAM_REMARK_MAX }) }, { additionalProperties: false });
export type RemarkRequest = Static<typeof RemarkRequest>;
export const RemarkValue = Type.Object({ id: Type.Integer(), remark: Type.String() });
export type RemarkValue = Static<typeof RemarkValue>;

/**
 * POST agentTeamRegister: a new direct downline of the caller, under the site's username and
 * password rules (RULE_VIOLATION with value.fields, PASSWORD_MISMATCH, USERNAME_TAKEN).
 * Answers the new account as a DownlineRow.
 */
export const RegisterDownlineRequest = Type.Object(
  {
    kind: lit(DOWNLINE_KINDS),
    username: Type.String({ minLength: 1, maxLength: 64 }),
    password: Type.String({ minLength: 1, maxLength: 64 }),
    confirmPassword: Type.String({ minLength: 1, maxLength: 64 }),
    nickname: Type.Optional(Type.String({ maxLength: 32 })),
    remark: Type.Optional(Type.String({ maxLength: TEAM_REMARK_MAX })),
  },
  { additionalProperties: false },
);
export type RegisterDownlineRequest = Static<typeof RegisterDownlineRequest>;

/** GET agentTeamOverview. */
export const TeamOverviewQuery = Type.Object({ period: Type.Optional(lit(TEAM_PERIODS)) });
export type TeamOverviewQuery = Static<typeof TeamOverviewQuery>;
/** Team figures of one period or day; the team is every account below the caller (not the caller). */
export const TeamFigures = Type.Object({
  /** Active (real, non-trial) accounts in the team at the end of the period (KPI only; 0 in the daily series). */
  members: Type.Integer(),
  /** Accounts that placed at least one bet in the period. */
  activeMembers: Type.Integer(),
  newRegistrations: Type.Integer(),
  /** Settled deposits credited in the period. */
  deposits: Type.Integer(),
  /** Withdrawals paid in the period. */
  withdrawals: Type.Integer(),
  /** Staked minus rolled back. */
  validBets: Type.Integer(),
  /** The team's own profit and loss from play: wins minus valid bets (negative = the team lost). */
  profitAndLoss: Type.Integer(),
});
export type TeamFigures = Static<typeof TeamFigures>;
export const TeamDay = Type.Composite([Type.Object({ date: Type.String({ description: 'yyyy-MM-dd, merchant time' }) }), TeamFigures]);
export type TeamDay = Static<typeof TeamDay>;
export const TeamOverview = Type.Object({
  period: lit(TEAM_PERIODS),
  from: Type.String(),
  /** Exclusive end. */
  to: Type.String(),
  utcOffsetMinutes: Type.Integer(),
  currency: Type.String(),
  kpis: TeamFigures,
  /** One point per day of the period, oldest first (days after now included, with zeros). */
  series: Type.Array(TeamDay),
});
export type TeamOverview = Static<typeof TeamOverview>;

/** Filters of the team lists: `from` inclusive, `to` exclusive; `username` exact (case-insensitive), in the subtree. */
const teamFilters = {
  username: Type.Optional(UsernamePrefix),
  from: Type.Optional(Instant),
  to: Type.Optional(Instant),
};

/** The columns every line of team postings starts with (bets and transactions alike). */
const postingColumns = {
  id: Type.Integer(),
  journalId: Type.Integer(),
  createdAt: Type.String(),
  accountId: Type.Integer(),
  username: Type.String(),
  kind: Type.String(),
};

/** GET agentTeamBets: betting-record lines (bet, win, rollback, bet.*) of the subtree, newest first. */
export const TeamBetsQuery = Type.Object({ ...teamFilters, gameType: Type.Optional(lit(GAME_TYPES)), ...pageQuery(100, 20) });
export type TeamBetsQuery = Static<typeof TeamBetsQuery>;
export const TeamBetRow = Type.Object({
  ...postingColumns,
  /** Signed from the member's side: a bet is negative, a win positive. */
  amount: Type.Integer(),
  vendor: Type.Union([Type.String(), Type.Null()]),
  game: Type.Union([Type.String(), Type.Null()]),
  gameType: Type.Union([Type.String(), Type.Null()]),
  roundId: Type.Union([Type.String(), Type.Null()]),
});
export type TeamBetRow = Static<typeof TeamBetRow>;
export const TeamBetPage = Type.Object(pageOf(TeamBetRow));
export type TeamBetPage = Static<typeof TeamBetPage>;

/** GET agentTeamTransactions: postings on the main and game wallets of the subtree, newest first. */
export const TeamTransactionsQuery = Type.Object({ ...teamFilters, category: Type.Optional(lit(TEAM_TX_CATEGORIES)), ...pageQuery(100, 20) });
export type TeamTransactionsQuery = Static<typeof TeamTransactionsQuery>;
export const TeamTransactionRow = Type.Object({
  ...postingColumns,
  /** `main` or a vendor code. */
  wallet: Type.String(),
  amount: Type.Integer(),
  balanceAfter: Type.Integer(),
});
export type TeamTransactionRow = Static<typeof TeamTransactionRow>;
export const TeamTransactionPage = Type.Object(pageOf(TeamTransactionRow));
export type TeamTransactionPage = Static<typeof TeamTransactionPage>;

/** GET agentTeamProfit: per downline account with play in the range, biggest loss first. */
export const TeamProfitQuery = Type.Object({ ...teamFilters, ...pageQuery(100, 20) });
export type TeamProfitQuery = Static<typeof TeamProfitQuery>;
export const TeamProfitRow = Type.Object({
  accountId: Type.Integer(),
  username: Type.String(),
  kind: lit(DOWNLINE_KINDS),
  validBet: Type.Integer(),
  wins: Type.Integer(),
  /** wins - validBet (negative = the member lost). */
  profitAndLoss: Type.Integer(),
  bets: Type.Integer({ description: 'number of bets' }),
});
export type TeamProfitRow = Static<typeof TeamProfitRow>;
/** The team's play on one merchant day of the range (every account of the filter, not only the page). */
export const TeamProfitDay = Type.Object({
  date: Type.String({ description: 'yyyy-MM-dd, merchant time' }),
  validBet: Type.Integer(),
  wins: Type.Integer(),
  profitAndLoss: Type.Integer(),
});
export type TeamProfitDay = Static<typeof TeamProfitDay>;
export const TeamProfitPage = Type.Object({
  ...pageOf(TeamProfitRow),
  totals: Type.Object({ validBet: Type.Integer(), wins: Type.Integer(), profitAndLoss: Type.Integer() }),
  /** Days with play only, oldest first: the trend of the range (a day missing played nothing). */
  days: Type.Array(TeamProfitDay),
  utcOffsetMinutes: Type.Integer(),
});
export type TeamProfitPage = Static<typeof TeamProfitPage>;

/**
 * GET agentTeamActivity: the team's news as it was pushed to the caller (`team:activity`: a
 * downline's deposit credited, big win or registration), newest first, `pageSize` at a time;
 * `before` is the `seq` of the oldest line already shown. `seq` is the event's own sequence, so a
 * live push and a line of history are the same line.
 */
export const TeamActivityQuery = Type.Object({
  before: Type.Optional(Id),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: TEAM_ACTIVITY_PAGE_MAX, default: TEAM_ACTIVITY_PAGE_DEFAULT })),
});
export type TeamActivityQuery = Static<typeof TeamActivityQuery>;
export const TeamActivityItem = Type.Object({
  seq: Type.Integer(),
  at: Type.String(),
  kind: lit(['deposit', 'big_win', 'registration'] as const),
  /** The downline's username (the agent's own team: not masked). */
  username: Type.String(),
  amount: Type.Optional(Type.Integer()),
  currency: Type.Optional(Type.String()),
});
export type TeamActivityItem = Static<typeof TeamActivityItem>;
export const TeamActivityPage = Type.Object({
  list: Type.Array(TeamActivityItem),
  /** `before` for the next (older) page; null when this page reached the first line. */
  nextBefore: Type.Union([Type.Integer(), Type.Null()]),
});
export type TeamActivityPage = Static<typeof TeamActivityPage>;
