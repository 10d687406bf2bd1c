import { Type, type Static } from '@sinclair/typebox';
import { CONTRACT_PERIODS, CONTRACT_TYPES, type ContractPeriod, type ContractType } from './contract-rules.js';
import { Page, pageQuery } from './paging.js';

/**
 * Salary and dividend payouts (docs/AGENT.md "Settlement"): the dividend record, daily
 * wages, hourly salary and real-time salary pages, the payout line's bets, the live real-time
 * salary and "my income" (agentRevenueReport). Member token (no trial). A caller sees the payouts
 * it earned (`side=earned`, the default) or those paid on contracts it offered (`side=given`);
 * any other payout id is NOT_FOUND, like one that does not exist. Amounts are minor units,
 * times ISO 8601, days the merchant's (utcOffsetMinutes).
 */

const TypeSchema = Type.Unsafe<ContractType>({ type: 'string', enum: [...CONTRACT_TYPES] });
const PeriodSchema = Type.Unsafe<ContractPeriod>({ type: 'string', enum: [...CONTRACT_PERIODS] });
const Instant = Type.String({ format: 'date-time', maxLength: 40 });
const Person = Type.Object({ id: Type.Integer(), username: Type.String() });

/** GET agentSalaryFlags: which conditional salary pages the caller should see (has or had a contract of that type as earner). */
export const SalaryFlags = Type.Object({
  /** Dividend record (a dividend contract). */
  enableCt: Type.Boolean(),
  /** Daily wages (daily_wage). */
  salary: Type.Boolean(),
  /** Hourly salary (hourly_salary). */
  hourSalary: Type.Boolean(),
  /** Real-time salary (realtime_salary). */
  agentRealtimeSalary: Type.Boolean(),
});
export type SalaryFlags = Static<typeof SalaryFlags>;

/** GET agentSalaryPayouts: one type's payouts, newest period first; `from` inclusive / `to` exclusive on the period start. */
export const PayoutListQuery = Type.Object({
  type: TypeSchema,
  side: Type.Optional(Type.Union([Type.Literal('earned'), Type.Literal('given')])),
  from: Type.Optional(Instant),
  to: Type.Optional(Instant),
  ...pageQuery(100, 20),
});
export type PayoutListQuery = Static<typeof PayoutListQuery>;

/** One settled (contract, period). A period below the thresholds (or a dividend the team won) is a line with amount 0. */
export const PayoutView = Type.Object({
  id: Type.Integer(),
  contractId: Type.Integer(),
  type: TypeSchema,
  termsVersion: Type.Integer(),
  rateBp: Type.Integer(),
  period: PeriodSchema,
  periodStart: Type.String(),
  /** Exclusive. */
  periodEnd: Type.String(),
  /** Who was paid (the contract's downline) and the agent whose contract it is. */
  earner: Person,
  agent: Person,
  /** The team's figures over the period (same definitions as the team overview). */
  validBet: Type.Integer(),
  profitLoss: Type.Integer(),
  activeMembers: Type.Integer(),
  /** What the rate applies to: valid bets (salaries) or the team's loss (dividend). */
  base: Type.Integer(),
  qualified: Type.Boolean(),
  amount: Type.Integer(),
  currency: Type.String(),
  /** Bet journals linked to this line (open them with agentSalaryPayoutBets). */
  betCount: Type.Integer(),
  createdAt: Type.String(),
});
export type PayoutView = Static<typeof PayoutView>;

export const PayoutPage = Type.Composite([
  Page(PayoutView),
  /** Sum of `amount` over every line the filter matches (not just this page). */
  Type.Object({ totalAmount: Type.Integer() }),
]);
export type PayoutPage = Static<typeof PayoutPage>;

/** GET agentSalaryPayoutBets (`:id`): the betting journals the line was computed from, newest first. */
export const PayoutBetsQuery = Type.Object({ ...pageQuery(100, 20) });
export type PayoutBetsQuery = Static<typeof PayoutBetsQuery>;

/** One betting journal of a team member: a stake (`bet`, `bet.*` debit), a win, or a rollback (negative valid). */
export const PayoutBet = Type.Object({
  journalId: Type.Integer(),
  createdAt: Type.String(),
  username: Type.String(),
  kind: Type.String(),
  game: Type.Union([Type.String(), Type.Null()]),
  gameType: Type.Union([Type.String(), Type.Null()]),
  /** Staked by this journal (0 for a win or a rollback). */
  stake: Type.Integer(),
  /** Its contribution to valid bet: the stake, or minus the amount rolled back. */
  valid: Type.Integer(),
  /** Won by this journal. */
  win: Type.Integer(),
});
export type PayoutBet = Static<typeof PayoutBet>;
export const PayoutBetPage = Page(PayoutBet);
export type PayoutBetPage = Static<typeof PayoutBetPage>;

/** GET agentSalaryRealtime: the live real-time salary (same figure as the `salary:realtime` event). */
export const RealtimeSalaryNow = Type.Object({
  /** Whether the caller has a live real-time salary contract. */
  live: Type.Boolean(),
  /** Accrued in the current open 5-minute window (0 below the thresholds). */
  accrued: Type.Integer(),
  currency: Type.String(),
  windowStart: Type.String(),
  nextSettlementAt: Type.String(),
  /** Real-time salary paid today (merchant day). */
  todayTotal: Type.Integer(),
  rateBp: Type.Union([Type.Integer(), Type.Null()]),
});
export type RealtimeSalaryNow = Static<typeof RealtimeSalaryNow>;

/** GET agentRevenue: the caller's income per merchant day and type; default range the last 7 days. */
export const RevenueQuery = Type.Object({ from: Type.Optional(Instant), to: Type.Optional(Instant) });
export type RevenueQuery = Static<typeof RevenueQuery>;

const PerType = Type.Object({
  dividend: Type.Integer(),
  daily_wage: Type.Integer(),
  hourly_salary: Type.Integer(),
  realtime_salary: Type.Integer(),
  total: Type.Integer(),
});
export const RevenueDay = Type.Composite([Type.Object({ date: Type.String({ description: 'yyyy-MM-dd, merchant time' }) }), PerType]);
export type RevenueDay = Static<typeof RevenueDay>;
export const RevenueReport = Type.Object({
  from: Type.String(),
  to: Type.String(),
  utcOffsetMinutes: Type.Integer(),
  currency: Type.String(),
  /** Days with income only, newest first. */
  days: Type.Array(RevenueDay),
  totals: PerType,
});
export type RevenueReport = Static<typeof RevenueReport>;
