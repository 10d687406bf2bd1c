/**
 * Plain constants of the agent team API (docs/AGENT.md), apart from its schemas so the
 * browser's first load can import them through `@wl/shared/core`.
 */
export const TEAM_REMARK_MAX = 100;
export const TEAM_PERIODS = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth'] as const;
export type TeamPeriod = (typeof TEAM_PERIODS)[number];
/**
 * What the team-transactions filter offers; each maps to journal kinds in the gateway
 * (gateway/src/modules/agent-team/team-records.ts). `salary`: the contract payouts (SALARY_JOURNAL_KINDS: dividends, daily,
 * hourly and real-time salaries).
 */
export const TEAM_TX_CATEGORIES = ['deposit', 'withdrawal', 'transfer', 'bonus', 'rebate', 'adjustment', 'betting', 'salary'] as const;
export type TeamTxCategory = (typeof TEAM_TX_CATEGORIES)[number];
export const DOWNLINE_KINDS = ['agent', 'member'] as const;
export type DownlineKind = (typeof DOWNLINE_KINDS)[number];
