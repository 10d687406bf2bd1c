/**
 * Plain constants of the agent team API (docs/AGENT.md), apart from its schemas so the
 * browser's first load can import them through `@wl/shared/core`.
 */
export const TEAM_REMARK_MAX = 100;
/**
 * The overview's periods, in merchant days. `last7Days` and `last30Days` end with today (included)
 * and are the ones that show a trend; `last7Days` is the default.
 */
export const TEAM_PERIODS = ['last7Days', 'last30Days', 'today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth'] as const;
export type TeamPeriod = (typeof TEAM_PERIODS)[number];
export const DEFAULT_TEAM_PERIOD: TeamPeriod = 'last7Days';
/** Team activity (deposits, big wins, registrations below the agent) per page of its history. */
export const TEAM_ACTIVITY_PAGE_MAX = 50;
export const TEAM_ACTIVITY_PAGE_DEFAULT = 20;
/**
 * What the team-transactions filter offers; each maps to journal kinds in the gateway
 * (gateway/src/modules/agent-team/team-records.ts). `salary`: the contract payouts (SALARY_JOURNAL_KINDS: dividends, daily,
 * hourly and real-time salaries).
 */
export const TEAM_TX_CATEGORIES = ['deposit', 'withdrawal', 'transfer', 'bonus', 'rebate', 'adjustment', 'betting', 'salary'] as const;
export type TeamTxCategory = (typeof TEAM_TX_CATEGORIES)[number];
export const DOWNLINE_KINDS = ['agent', 'member'] as const;
export type DownlineKind = (typeof DOWNLINE_KINDS)[number];
