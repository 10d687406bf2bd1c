import { GAME_TYPES, type GameType } from './game-rules.js';

/**
 * Rebates (docs/REBATES.md): money given back on valid turnover. The daily accrual pays each member a
 * rate per game category of the previous merchant day's settled real-money stakes. Pure arithmetic
 * and the reader of the site setting, shared by the gateway (which books) and the console (which
 * edits), apart from the schemas (`@wl/shared/core`).
 */

/** The operator's rules of one site (merchant settings `rebates`). Rates are percent of valid turnover. */
export interface RebateSettings {
  enabled: boolean;
  /** Percent per game category (0.5 = 0.5 %), at most two decimals; a category left out earns nothing. */
  rates: Partial<Record<GameType, number>>;
  /** Minor units: a day's rebate below this is not paid (nor carried over); 0 pays any amount. */
  minPayout: number;
}

export const DEFAULT_REBATE_SETTINGS: RebateSettings = { enabled: false, rates: {}, minPayout: 0 };

/**
 * A rebate above 3 % of turnover gives away more than most games' house edge: an operator who types
 * 30 for 0.30 must be stopped, not paid out.
 */
export const REBATE_LIMITS = { maxPercent: 3, minPayoutMax: 100_000_000 } as const;

/** Percent with at most two decimals as basis points (0.35 % -> 35), or null when it is not one. */
export function rateBps(percent: unknown): number | null {
  if (typeof percent !== 'number' || !Number.isFinite(percent) || percent < 0 || percent > REBATE_LIMITS.maxPercent) return null;
  const bps = Math.round(percent * 100);
  // Floats: 0.29 * 100 is 28.999999999999996, still two decimals; 0.295 is not.
  return Math.abs(percent * 100 - bps) < 1e-6 ? bps : null;
}

const isGameType = (k: string): k is GameType => (GAME_TYPES as readonly string[]).includes(k);

/**
 * What is wrong with rules staff are about to save, as the field's path (`rebates.rates.LIVE`), or
 * null when they can be saved. The schema already bounds the numbers; this adds what it cannot say.
 */
export function rebateSettingsProblem(r: { enabled: boolean; rates: Record<string, unknown>; minPayout?: unknown }): string | null {
  for (const [k, v] of Object.entries(r.rates)) {
    if (!isGameType(k) || rateBps(v) === null) return `rebates.rates.${k}`;
  }
  const min = r.minPayout ?? 0;
  if (typeof min !== 'number' || !Number.isSafeInteger(min) || min < 0 || min > REBATE_LIMITS.minPayoutMax) return 'rebates.minPayout';
  return null;
}

/**
 * The site's rules from its stored settings: unset is off; a stored rate that is not a valid one is
 * left out (that category earns nothing) rather than paid at a rate nobody meant.
 */
export function rebateSettings(settings: unknown): RebateSettings {
  const raw = (settings as { rebates?: unknown } | null)?.rebates;
  if (!raw || typeof raw !== 'object') return { ...DEFAULT_REBATE_SETTINGS, rates: {} };
  const r = raw as { enabled?: unknown; rates?: unknown; minPayout?: unknown };
  const rates: Partial<Record<GameType, number>> = {};
  if (r.rates && typeof r.rates === 'object') {
    for (const [k, v] of Object.entries(r.rates as Record<string, unknown>)) {
      const bps = rateBps(v);
      if (isGameType(k) && bps !== null && bps > 0) rates[k] = bps / 100;
    }
  }
  const min = r.minPayout;
  return {
    enabled: r.enabled === true,
    rates,
    minPayout: typeof min === 'number' && Number.isSafeInteger(min) && min >= 0 && min <= REBATE_LIMITS.minPayoutMax ? min : 0,
  };
}

/** True when the accrual has anything to pay: switched on with at least one rate above zero. */
export const rebatesActive = (r: RebateSettings): boolean => r.enabled && Object.values(r.rates).some((v) => (v ?? 0) > 0);

/** A member's valid turnover of one category over the day, minor units. */
export interface CategoryTurnover {
  gameType: string | null;
  turnover: number;
}

/**
 * One member's daily rebate: the sum over categories of turnover × rate, rounded down once (never a
 * fraction more than earned), and nothing when it falls below the site's minimum payout. A category
 * without a rate (or a game outside the catalogue) earns nothing; turnover is never negative.
 */
export function dailyRebate(turnover: readonly CategoryTurnover[], r: RebateSettings): { amount: number; base: number } {
  let weighted = 0;
  let base = 0;
  for (const c of turnover) {
    const bps = c.gameType && isGameType(c.gameType) ? (rateBps(r.rates[c.gameType] ?? 0) ?? 0) : 0;
    const t = Math.max(0, Math.trunc(c.turnover));
    if (bps === 0 || t === 0) continue;
    weighted += t * bps;
    base += t;
  }
  const amount = Math.floor(weighted / 10_000);
  return amount >= 1 && amount >= r.minPayout ? { amount, base } : { amount: 0, base };
}

const DAY = 86_400_000;

/** A merchant day: 00:00 to the next 00:00 in the site's UTC offset; `day` is its date, yyyy-MM-dd. */
export interface MerchantDay {
  day: string;
  from: Date;
  to: Date;
}

/** The merchant day that contains `at`. */
export function merchantDayOf(at: Date, offsetMinutes: number): MerchantDay {
  const local = at.getTime() + offsetMinutes * 60_000;
  const midnight = Math.floor(local / DAY) * DAY;
  return {
    day: new Date(midnight).toISOString().slice(0, 10),
    from: new Date(midnight - offsetMinutes * 60_000),
    to: new Date(midnight + DAY - offsetMinutes * 60_000),
  };
}

/**
 * The day a run at `at` pays: the one before the current merchant day, once `graceMs` of the new day
 * have passed (a bet settled in the last instant of the day commits a moment later). Before that, the
 * day before it, which is already paid: the run does nothing.
 */
export function rebateDayFor(at: Date, offsetMinutes: number, graceMs: number): MerchantDay {
  const today = merchantDayOf(new Date(at.getTime() - graceMs), offsetMinutes);
  return merchantDayOf(new Date(today.from.getTime() - 1), offsetMinutes);
}
