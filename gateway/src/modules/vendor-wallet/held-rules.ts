import { DEFAULT_MAX_SINGLE_CREDIT } from '@wl/shared';

/**
 * The win caps (docs/SEAMLESS.md "Round rules, caps and held credits"): a credit larger than its
 * stake times the game's maximum multiplier, or larger than the merchant's maximum single credit,
 * is held for staff review instead of being paid. Pure, so the rule is tested on its own.
 */

/** A game's multiplier when neither the game nor its vendor names one (the column default). */
export const DEFAULT_MAX_WIN_MULTIPLIER = 5_000;
/** A merchant's largest single credit when its settings name none (shared: the console shows it). */
export { DEFAULT_MAX_SINGLE_CREDIT };

export interface WinCaps {
  /** Null: the multiplier does not apply (our own games compute their payouts from their rules). */
  maxMultiplier: number | null;
  maxSingleCredit: number;
}

export type HoldReason = 'multiplier' | 'single_credit';

/**
 * Why a credit must wait for review, or null when it may be paid. A credit of 0 (a lost round)
 * is never held. The multiplier is compared in exact integers: stake times multiplier can pass
 * 2^53 for the largest stakes.
 */
export function holdReason(amount: number, stake: number, caps: WinCaps): HoldReason | null {
  if (amount <= 0) return null;
  if (caps.maxMultiplier !== null && BigInt(amount) > BigInt(stake) * BigInt(caps.maxMultiplier)) return 'multiplier';
  if (amount > caps.maxSingleCredit) return 'single_credit';
  return null;
}

/** A merchant's max single credit from its settings, or the default when unset or unusable. */
export function maxSingleCreditOf(settings: unknown): number {
  const v = (settings as { maxSingleCredit?: unknown } | null)?.maxSingleCredit;
  return typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : DEFAULT_MAX_SINGLE_CREDIT;
}
