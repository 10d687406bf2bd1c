import { CONTRACT_LIMITS, LIVE_CONTRACT_STATES, type ContractParty, type ContractType, type ContractView } from '@wl/shared/core';
import { contractActions, type ContractAction } from '@wl/machines';

/**
 * Pure helpers of the contract screens: which buttons a party sees (asked of the same machine
 * the gateway judges with, machines/src/contract.ts), and the offer form's rate and threshold
 * parsing. Rates travel as integer basis points (1% = 100) and amounts as minor units, so what
 * a person types is turned into integers here, never sent as a float.
 */

/** The actions a party takes (the machine's PERIOD_ENDED / UPLINE_RATE_LOWERED are the gateway's own). */
export type PartyAction = Exclude<ContractAction, 'PERIOD_ENDED' | 'UPLINE_RATE_LOWERED'>;

export function actionsFor(c: Pick<ContractView, 'state' | 'terminationRequestedBy'>, party: ContractParty): PartyAction[] {
  return contractActions({ state: c.state, terminationRequestedBy: c.terminationRequestedBy }, party) as PartyAction[];
}

/** Actions that close or end something ask "are you sure" first; accepting shows the preview instead. */
export const CONFIRMED_ACTIONS: readonly PartyAction[] = ['REJECT', 'WITHDRAW', 'REQUEST_TERMINATION', 'AGREE_TERMINATION'];

/** 150 -> "1.5" (a basis-point integer divided by 100 is exact to two decimals). */
export const bpToPercent = (bp: number) => String(bp / 100);

export type RateProblem = 'required' | 'format' | 'tooLow' | 'tooHigh';

/**
 * A rate typed in percent ("1.5", "1,5") as basis points, or why not: at most two decimals,
 * above zero, at most `maxBp` when the caller knows its cap (else at most 100%).
 */
export function parseRate(text: string, maxBp: number | null): { bp: number } | { problem: RateProblem } {
  const s = text.trim().replace(',', '.');
  if (!s) return { problem: 'required' };
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(s)) return { problem: 'format' };
  const [whole, frac = ''] = s.split('.');
  const bp = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  if (bp < 1) return { problem: 'tooLow' };
  if (bp > Math.min(maxBp ?? CONTRACT_LIMITS.maxRateBp, CONTRACT_LIMITS.maxRateBp)) return { problem: 'tooHigh' };
  return { bp };
}

/** A whole count of members, 0 when left empty; null when it is not one. */
export function parseCount(text: string): number | null {
  const s = text.trim();
  if (!s) return 0;
  if (!/^\d{1,6}$/.test(s)) return null;
  const n = Number(s);
  return n <= CONTRACT_LIMITS.maxActiveMembers ? n : null;
}

/** An amount typed in major units ("1000", "1000.50") as minor units, 0 when empty; null when not one. */
export function parseAmount(text: string): number | null {
  const s = text.trim().replace(',', '.');
  if (!s) return 0;
  if (!/^\d{1,11}(\.\d{1,2})?$/.test(s)) return null;
  const [whole, frac = ''] = s.split('.');
  const minor = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return minor <= CONTRACT_LIMITS.maxBetAmount ? minor : null;
}

/**
 * The most the agent may offer for `type` as far as the browser can tell: the rate of its own
 * live contract of that type from its upline. Null when it has none (the gateway then applies
 * the site's cap for a top-level agent, and answers CONTRACT_RATE_TOO_HIGH with the figure).
 */
export function ownMaxBp(received: readonly ContractView[], type: ContractType): number | null {
  const live = received.find((c) => c.type === type && (LIVE_CONTRACT_STATES as readonly string[]).includes(c.state));
  return live ? live.terms.rateBp : null;
}
