import {
  CONTRACT_LIMITS,
  type ContractLimits,
  type ContractParty,
  type ContractRequest,
  type ContractTermsView,
  type ContractType,
  type ContractView,
  type RateCapSource,
} from '@wl/shared/core';
import { contractActions, type ContractAction } from '@wl/machines';

/**
 * Pure helpers of the contract screens: which buttons a party sees (asked of the same machine
 * the gateway judges with, machines/src/contract.ts), and the offer form's rate and threshold
 * parsing. Rates travel as integer basis points (1% = 100) and amounts as minor units, so what
 * a person types is turned into integers here, never sent as a float.
 */

/** The actions a party takes (the machine's PERIOD_ENDED / UPLINE_RATE_LOWERED are the gateway's own). */
export type PartyAction = Exclude<ContractAction, 'PERIOD_ENDED' | 'UPLINE_RATE_LOWERED'>;
/** The ones sent as they are; proposing terms opens its form (ChangeTermsModal) first. */
export type DirectAction = Exclude<PartyAction, 'PROPOSE_TERMS'>;

export function actionsFor(c: Pick<ContractView, 'state' | 'terminationRequestedBy' | 'pendingTerms'>, party: ContractParty): PartyAction[] {
  return contractActions({ state: c.state, terminationRequestedBy: c.terminationRequestedBy, termsPending: c.pendingTerms !== null }, party) as PartyAction[];
}

/** Actions that close or end something ask "are you sure" first; accepting shows the preview instead. */
export const CONFIRMED_ACTIONS: readonly PartyAction[] = ['REJECT', 'WITHDRAW', 'REQUEST_TERMINATION', 'AGREE_TERMINATION', 'REJECT_TERMS', 'WITHDRAW_TERMS'];
/** The "yes" of each request, drawn as the primary button. */
export const PRIMARY_ACTIONS: readonly PartyAction[] = ['ACCEPT', 'AGREE_TERMINATION', 'ACCEPT_TERMS'];

/** What answers each kind of request in the contract modal (an active contract also allows a termination request, not offered there). */
const REQUEST_ACTIONS: Record<ContractRequest['kind'], readonly DirectAction[]> = {
  offer: ['ACCEPT', 'REJECT'],
  termination: ['AGREE_TERMINATION', 'DECLINE_TERMINATION'],
  terms: ['ACCEPT_TERMS', 'REJECT_TERMS'],
};

/** The downline's answers to one request: what the machine allows now, of that request's own answers. */
export function requestActions(c: Pick<ContractView, 'state' | 'terminationRequestedBy' | 'pendingTerms'>, kind: ContractRequest['kind']): DirectAction[] {
  const allowed = actionsFor(c, 'downline');
  return REQUEST_ACTIONS[kind].filter((a) => allowed.includes(a));
}

/** 150 -> "1.5" (a basis-point integer divided by 100 is exact to two decimals). */
export const bpToPercent = (bp: number) => String(bp / 100);

export type RateProblem = 'required' | 'format' | 'tooLow' | 'tooHigh' | 'none';

/**
 * A rate typed in percent ("1.5", "1,5") as basis points, or why not: at most two decimals,
 * above zero, at most `maxBp` when the caller knows its cap (else at most 100%); 'none' when
 * the cap is 0 (nothing of the type may be given).
 */
export function parseRate(text: string, maxBp: number | null): { bp: number } | { problem: RateProblem } {
  if (maxBp === 0) return { problem: 'none' };
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

/** The caller's cap for `type` from GET agentContractLimits (null while it loads). */
export function capFor(limits: ContractLimits | undefined, type: ContractType): { maxRateBp: number; source: RateCapSource } | null {
  return limits?.limits.find((l) => l.type === type) ?? null;
}

/** Whether a proposal repeats the terms already agreed (the gateway would answer CONTRACT_TERMS_UNCHANGED). */
export function sameTerms(agreed: ContractTermsView, rateBp: number, minActiveMembers: number, minBetAmount: number): boolean {
  return agreed.rateBp === rateBp && agreed.minActiveMembers === minActiveMembers && agreed.minBetAmount === minBetAmount;
}
