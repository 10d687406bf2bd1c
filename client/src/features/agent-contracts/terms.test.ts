import { describe, expect, it } from 'vitest';
import type { ContractView } from '@wl/shared/core';
import { actionsFor, bpToPercent, capFor, parseAmount, parseCount, parseRate, requestActions, sameTerms } from './terms';

const contract = (over: Partial<ContractView>): ContractView => ({
  id: 1,
  type: 'dividend',
  state: 'active',
  agent: { id: 1, username: 'a', nickname: 'a' },
  downline: { id: 2, username: 'd', nickname: 'd' },
  terms: { version: 1, rateBp: 150, period: 'weekly', minActiveMembers: 0, minBetAmount: 0, createdAt: '', effectiveFrom: '' },
  nextTerms: null,
  pendingTerms: null,
  pendingEffectiveFrom: null,
  utcOffsetMinutes: 480,
  terminationRequestedBy: null,
  endReason: null,
  offeredAt: '',
  answeredAt: null,
  closedAt: null,
  ...over,
});
const none = { pendingTerms: null };

describe('contract buttons come from the machine', () => {
  it('an offer: the downline accepts or rejects, the agent withdraws', () => {
    expect(actionsFor({ state: 'offered', terminationRequestedBy: null, ...none }, 'downline')).toEqual(['ACCEPT', 'REJECT']);
    expect(actionsFor({ state: 'offered', terminationRequestedBy: null, ...none }, 'agent')).toEqual(['WITHDRAW']);
  });
  it('a termination: only the other side answers it', () => {
    const asked = { state: 'termination_requested' as const, terminationRequestedBy: 'agent' as const, ...none };
    expect(actionsFor(asked, 'agent')).toEqual([]);
    expect(actionsFor(asked, 'downline')).toEqual(['AGREE_TERMINATION', 'DECLINE_TERMINATION']);
    expect(actionsFor({ state: 'active', terminationRequestedBy: null, ...none }, 'agent')).toEqual(['REQUEST_TERMINATION', 'PROPOSE_TERMS']);
    expect(actionsFor({ state: 'terminated', terminationRequestedBy: null, ...none }, 'downline')).toEqual([]);
  });
  it('a change of terms waiting: the downline answers it, the agent may withdraw it', () => {
    const waiting = contract({ pendingTerms: { ...contract({}).terms, version: 2, rateBp: 100, effectiveFrom: null } });
    expect(actionsFor(waiting, 'downline')).toEqual(['REQUEST_TERMINATION', 'ACCEPT_TERMS', 'REJECT_TERMS']);
    expect(actionsFor(waiting, 'agent')).toEqual(['REQUEST_TERMINATION', 'WITHDRAW_TERMS']);
    // The modal for that request offers its own answers only (ending the contract is the card's business).
    expect(requestActions(waiting, 'terms')).toEqual(['ACCEPT_TERMS', 'REJECT_TERMS']);
    expect(requestActions(contract({}), 'terms')).toEqual([]);
    expect(requestActions(contract({ state: 'offered' }), 'offer')).toEqual(['ACCEPT', 'REJECT']);
  });
});

describe('offer form parsing', () => {
  it('reads a percent as basis points, exactly', () => {
    expect(parseRate('1.5', null)).toEqual({ bp: 150 });
    expect(parseRate(' 0,07 ', null)).toEqual({ bp: 7 });
    expect(parseRate('5', 500)).toEqual({ bp: 500 });
    expect(bpToPercent(150)).toBe('1.5');
    expect(bpToPercent(7)).toBe('0.07');
  });
  it('refuses what the gateway would', () => {
    expect(parseRate('', null)).toEqual({ problem: 'required' });
    expect(parseRate('1.234', null)).toEqual({ problem: 'format' });
    expect(parseRate('-1', null)).toEqual({ problem: 'format' });
    expect(parseRate('0', null)).toEqual({ problem: 'tooLow' });
    expect(parseRate('5.01', 500)).toEqual({ problem: 'tooHigh' });
    expect(parseRate('100.01', null)).toEqual({ problem: 'tooHigh' });
    expect(parseRate('1', 0)).toEqual({ problem: 'none' });
  });
  it('reads thresholds as whole members and minor units', () => {
    expect(parseCount('')).toBe(0);
    expect(parseCount('12')).toBe(12);
    expect(parseCount('1.5')).toBeNull();
    expect(parseAmount('1000.5')).toBe(100_050);
    expect(parseAmount('abc')).toBeNull();
  });
  it('reads the cap of a type from the limits answer, and spots a proposal that changes nothing', () => {
    const limits = { limits: [{ type: 'dividend' as const, maxRateBp: 150, source: 'contract' as const }] };
    expect(capFor(limits, 'dividend')).toMatchObject({ maxRateBp: 150, source: 'contract' });
    expect(capFor(limits, 'daily_wage')).toBeNull();
    expect(capFor(undefined, 'dividend')).toBeNull();
    const t = contract({}).terms;
    expect(sameTerms(t, 150, 0, 0)).toBe(true);
    expect(sameTerms(t, 150, 1, 0)).toBe(false);
  });
});
