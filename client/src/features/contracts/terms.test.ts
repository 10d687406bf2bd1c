import { describe, expect, it } from 'vitest';
import type { ContractView } from '@wl/shared/core';
import { actionsFor, bpToPercent, ownMaxBp, parseAmount, parseCount, parseRate } from './terms';

const contract = (over: Partial<ContractView>): ContractView => ({
  id: 1, type: 'dividend', state: 'active',
  agent: { id: 1, username: 'a', nickname: 'a' }, downline: { id: 2, username: 'd', nickname: 'd' },
  terms: { version: 1, rateBp: 150, period: 'weekly', minActiveMembers: 0, minBetAmount: 0, createdAt: '' },
  terminationRequestedBy: null, endReason: null, offeredAt: '', answeredAt: null, closedAt: null, ...over,
});

describe('contract buttons come from the machine', () => {
  it('an offer: the downline accepts or rejects, the agent withdraws', () => {
    expect(actionsFor({ state: 'offered', terminationRequestedBy: null }, 'downline')).toEqual(['ACCEPT', 'REJECT']);
    expect(actionsFor({ state: 'offered', terminationRequestedBy: null }, 'agent')).toEqual(['WITHDRAW']);
  });
  it('a termination: only the other side answers it', () => {
    const asked = { state: 'termination_requested' as const, terminationRequestedBy: 'agent' as const };
    expect(actionsFor(asked, 'agent')).toEqual([]);
    expect(actionsFor(asked, 'downline')).toEqual(['AGREE_TERMINATION', 'DECLINE_TERMINATION']);
    expect(actionsFor({ state: 'active', terminationRequestedBy: null }, 'agent')).toEqual(['REQUEST_TERMINATION']);
    expect(actionsFor({ state: 'terminated', terminationRequestedBy: null }, 'downline')).toEqual([]);
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
  });
  it('reads thresholds as whole members and minor units', () => {
    expect(parseCount('')).toBe(0);
    expect(parseCount('12')).toBe(12);
    expect(parseCount('1.5')).toBeNull();
    expect(parseAmount('1000.5')).toBe(100_050);
    expect(parseAmount('abc')).toBeNull();
  });
  it('caps the offer at the agent\'s own live contract of the type', () => {
    const list = [contract({ state: 'terminated', terms: { ...contract({}).terms, rateBp: 900 } }), contract({ state: 'termination_requested' })];
    expect(ownMaxBp(list, 'dividend')).toBe(150);
    expect(ownMaxBp(list, 'daily_wage')).toBeNull();
  });
});
