/**
 * Agent contract rules (docs/AGENT.md "Contracts"), apart from the schemas in
 * agent-contracts.ts so the machine, the client screens and the gateway share them without
 * TypeBox (`@wl/shared/core`). Rates are integer basis points (1% = 100) so no rate is ever a
 * float; amounts are minor units.
 */

export const CONTRACT_TYPES = ['dividend', 'daily_wage', 'hourly_salary', 'realtime_salary'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

/**
 * Settlement periods. A dividend picks one of the first four; each salary type has its own fixed
 * window (real-time salary settles every 5 minutes).
 */
export const CONTRACT_PERIODS = ['daily', 'weekly', 'semi_monthly', 'monthly', 'hourly', 'five_minutes'] as const;
export type ContractPeriod = (typeof CONTRACT_PERIODS)[number];
export const DIVIDEND_PERIODS = ['daily', 'weekly', 'semi_monthly', 'monthly'] as const satisfies readonly ContractPeriod[];

/** The window each salary type measures its thresholds and pays over. */
export const SALARY_PERIOD: Record<Exclude<ContractType, 'dividend'>, ContractPeriod> = {
  daily_wage: 'daily',
  hourly_salary: 'hourly',
  realtime_salary: 'five_minutes',
};

export const CONTRACT_STATES = ['offered', 'active', 'rejected', 'withdrawn', 'termination_requested', 'terminated', 'ended'] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];
/** States in which terms are in force (what a settlement pays on). */
export const LIVE_CONTRACT_STATES = ['active', 'termination_requested'] as const satisfies readonly ContractState[];
/** States nothing leaves. */
export const FINAL_CONTRACT_STATES = ['rejected', 'withdrawn', 'terminated', 'ended'] as const satisfies readonly ContractState[];

/** The two parties: the agent who offered, the direct downline who received. */
export type ContractParty = 'agent' | 'downline';

/** Why a contract closed. */
export const CONTRACT_END_REASONS = ['agreed', 'period_end', 'upline_rate_lowered'] as const;
export type ContractEndReason = (typeof CONTRACT_END_REASONS)[number];

export const CONTRACT_LIMITS = {
  /** 100% in basis points: nothing pays more than what it is computed from. */
  maxRateBp: 10_000,
  /** A top-level agent (no upline contract) offers at most this, unless the merchant sets `contractMaxRate` (percent). */
  defaultMerchantMaxRateBp: 500,
  maxActiveMembers: 100_000,
  maxBetAmount: 1e13,
  username: 64,
} as const;

/** Percent (as staff type it in merchant settings) to basis points. */
export const percentToBp = (percent: number) => Math.round(percent * 100);

/** The merchant's cap for an agent with no upline: `settings.contractMaxRate` (percent), else the default. */
export function merchantCapBp(settings: unknown): number {
  const v = (settings as { contractMaxRate?: unknown } | null)?.contractMaxRate;
  return typeof v === 'number' && v > 0 && v <= 100 ? percentToBp(v) : CONTRACT_LIMITS.defaultMerchantMaxRateBp;
}

/** Where an agent's cap for a type comes from (the forms say which). */
export type RateCapSource = 'contract' | 'merchant' | 'none';
export const RATE_CAP_SOURCES = ['contract', 'merchant', 'none'] as const satisfies readonly RateCapSource[];

/**
 * The max-rate rule (docs/AGENT.md "Contracts"), for an offer, a proposed change of terms and
 * both of their acceptances alike: an agent gives at most its own rate for the type from its
 * upline (`ownBp`, null when it has no live contract of the type); an agent with no upline at
 * most the merchant's cap; an agent with an upline but no such contract nothing.
 */
export function offerCap(ownBp: number | null, hasUpline: boolean, merchantBp: number): { maxRateBp: number; source: RateCapSource } {
  if (ownBp !== null) return { maxRateBp: ownBp, source: 'contract' };
  return hasUpline ? { maxRateBp: 0, source: 'none' } : { maxRateBp: merchantBp, source: 'merchant' };
}

export interface ContractTerms {
  rateBp: number;
  period: ContractPeriod;
  /** Salary thresholds (0 for a dividend): active members and team bet amount per period window. */
  minActiveMembers: number;
  minBetAmount: number;
}

/** The period a contract of `type` uses; a dividend's comes from the offer, a salary's is fixed. */
export function periodFor(type: ContractType, dividendPeriod?: ContractPeriod): ContractPeriod | null {
  if (type !== 'dividend') return SALARY_PERIOD[type];
  return dividendPeriod && (DIVIDEND_PERIODS as readonly string[]).includes(dividendPeriod) ? dividendPeriod : null;
}

/** A team's figures over one period, read from the ledger (bet, win, rollback journals). */
export interface PeriodFigures {
  /** Staked minus rolled back, minor units. */
  validBet: number;
  /** Members' profit and loss: wins minus valid bets (negative when the team lost). */
  profitLoss: number;
  /** Distinct team accounts with a bet in the period. */
  activeMembers: number;
}

export interface EarningsPreview {
  amount: number;
  /** Whether the salary thresholds were met (always true for a dividend). */
  qualified: boolean;
  /** What the amount is a rate of: valid bets (salaries) or the team's loss (dividend). */
  base: number;
}

/**
 * What the terms would have paid over a period with these figures. A dividend is the rate of the
 * team's loss (the house's profit; nothing when the team won); a salary is the rate of valid bets
 * when both thresholds are met. Rounded down: a payout never exceeds the rate.
 */
export function previewEarnings(type: ContractType, terms: ContractTerms, figures: PeriodFigures): EarningsPreview {
  if (type === 'dividend') {
    const base = Math.max(0, -figures.profitLoss);
    return { amount: Math.floor((base * terms.rateBp) / 10_000), qualified: true, base };
  }
  const qualified = figures.activeMembers >= terms.minActiveMembers && figures.validBet >= terms.minBetAmount;
  const base = Math.max(0, figures.validBet);
  return { amount: qualified ? Math.floor((base * terms.rateBp) / 10_000) : 0, qualified, base };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The period containing `at`, in merchant time (a fixed UTC offset): [start, end) as UTC
 * instants. Weeks start on Monday; semi-monthly halves are the 1st-15th and the 16th-end.
 */
export function periodBounds(period: ContractPeriod, at: Date, utcOffsetMinutes: number): { start: Date; end: Date } {
  const shift = utcOffsetMinutes * MINUTE;
  const local = new Date(at.getTime() + shift);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  const back = (localMs: number) => new Date(localMs - shift);
  const dayStart = Date.UTC(y, m, d);
  switch (period) {
    case 'five_minutes': {
      const s = Math.floor(local.getTime() / (5 * MINUTE)) * 5 * MINUTE;
      return { start: back(s), end: back(s + 5 * MINUTE) };
    }
    case 'hourly': {
      const s = Math.floor(local.getTime() / HOUR) * HOUR;
      return { start: back(s), end: back(s + HOUR) };
    }
    case 'daily':
      return { start: back(dayStart), end: back(dayStart + DAY) };
    case 'weekly': {
      const s = dayStart - ((local.getUTCDay() + 6) % 7) * DAY;
      return { start: back(s), end: back(s + 7 * DAY) };
    }
    case 'semi_monthly':
      return d <= 15
        ? { start: back(Date.UTC(y, m, 1)), end: back(Date.UTC(y, m, 16)) }
        : { start: back(Date.UTC(y, m, 16)), end: back(Date.UTC(y, m + 1, 1)) };
    case 'monthly':
      return { start: back(Date.UTC(y, m, 1)), end: back(Date.UTC(y, m + 1, 1)) };
  }
}

/**
 * When a change of terms agreed at `at` takes effect: the start of the contract's next period
 * (merchant time), so each period is paid whole on one set of terms.
 */
export function nextPeriodStart(period: ContractPeriod, at: Date, utcOffsetMinutes: number): Date {
  return periodBounds(period, at, utcOffsetMinutes).end;
}

/** The last finished period before the one containing `at` (what a preview reads). */
export function previousPeriod(period: ContractPeriod, at: Date, utcOffsetMinutes: number): { start: Date; end: Date } {
  const { start } = periodBounds(period, at, utcOffsetMinutes);
  return periodBounds(period, new Date(start.getTime() - 1), utcOffsetMinutes);
}
