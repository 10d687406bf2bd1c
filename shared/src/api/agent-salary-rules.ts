/**
 * Salary and dividend settlement rules (docs/AGENT.md "Settlement"), apart from the
 * schemas in agent-salary.ts so the client and the gateway share them without TypeBox
 * (`@wl/shared/core`).
 */
import type { ContractType } from './contract-rules.js';

/** The journal kind each contract type's payout is booked under (the records page shows them as account lines). */
export const SALARY_JOURNAL_KIND: Record<ContractType, string> = {
  dividend: 'salary.dividend',
  daily_wage: 'salary.daily',
  hourly_salary: 'salary.hourly',
  realtime_salary: 'salary.realtime',
};
export const SALARY_JOURNAL_KINDS = Object.values(SALARY_JOURNAL_KIND);

/**
 * A period settles only this long after its end, so bets still committing at the boundary are in.
 * Real-time salary pays every 5 minutes, so it waits less.
 */
export const SETTLEMENT_GRACE_MS: Record<ContractType, number> = {
  dividend: 5 * 60_000,
  daily_wage: 5 * 60_000,
  hourly_salary: 5 * 60_000,
  realtime_salary: 60_000,
};

/** The ledger idempotency key of one (contract, period) payout: a rerun finds it and pays nothing. */
export const salaryPayoutKey = (contractId: number | string, periodStart: Date) => `salary:${contractId}:${periodStart.toISOString()}`;

/** Which salary pages the caller sees (session flags), and the contract type behind each. */
export const SALARY_FLAG_TYPES = {
  enableCt: 'dividend',
  salary: 'daily_wage',
  hourSalary: 'hourly_salary',
  agentRealtimeSalary: 'realtime_salary',
} as const satisfies Record<string, ContractType>;
