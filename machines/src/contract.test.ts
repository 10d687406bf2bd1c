import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { CONTRACT_STATES, type ContractParty, type ContractState } from '@wl/shared';
import { contractActions, contractMachine, contractStep, type ContractEvent } from './contract.js';

const parties: ContractParty[] = ['agent', 'downline'];
const every = (by: ContractParty): ContractEvent[] => [
  { type: 'ACCEPT', by }, { type: 'REJECT', by }, { type: 'WITHDRAW', by }, { type: 'REQUEST_TERMINATION', by },
  { type: 'AGREE_TERMINATION', by }, { type: 'DECLINE_TERMINATION', by },
];
const all: ContractEvent[] = [...every('agent'), ...every('downline'), { type: 'PERIOD_ENDED' }, { type: 'UPLINE_RATE_LOWERED' }];
const key = (e: ContractEvent) => ('by' in e ? `${e.type}:${e.by}` : e.type);

/**
 * The whole table: from each state (with each side having requested termination, where that
 * matters), every event, what the machine answers. Anything not listed must be refused.
 */
const allowed: Record<string, Record<string, ContractState>> = {
  offered: { 'ACCEPT:downline': 'active', 'REJECT:downline': 'rejected', 'WITHDRAW:agent': 'withdrawn' },
  active: { 'REQUEST_TERMINATION:agent': 'termination_requested', 'REQUEST_TERMINATION:downline': 'termination_requested', UPLINE_RATE_LOWERED: 'ended' },
  'termination_requested/agent': {
    'AGREE_TERMINATION:downline': 'terminated', 'DECLINE_TERMINATION:downline': 'active', PERIOD_ENDED: 'terminated', UPLINE_RATE_LOWERED: 'ended',
  },
  'termination_requested/downline': {
    'AGREE_TERMINATION:agent': 'terminated', 'DECLINE_TERMINATION:agent': 'active', PERIOD_ENDED: 'terminated', UPLINE_RATE_LOWERED: 'ended',
  },
  rejected: {}, withdrawn: {}, terminated: {}, ended: {},
};

describe('contract machine: every transition and every forbidden one', () => {
  for (const [from, table] of Object.entries(allowed)) {
    const [state, requestedBy] = from.split('/') as [ContractState, ContractParty | undefined];
    it(`from ${from}`, () => {
      for (const event of all) {
        const next = contractStep({ state, terminationRequestedBy: requestedBy ?? null }, event);
        expect(next?.state ?? null, `${from} + ${key(event)}`).toBe(table[key(event)] ?? null);
      }
    });
  }

  it('covers every stored state', () => {
    expect(new Set(Object.keys(allowed).map((k) => k.split('/')[0]))).toEqual(new Set(CONTRACT_STATES));
  });

  it('remembers who asked to terminate and why a contract closed', () => {
    expect(contractStep({ state: 'active' }, { type: 'REQUEST_TERMINATION', by: 'downline' })).toEqual({
      state: 'termination_requested', terminationRequestedBy: 'downline', endReason: null,
    });
    expect(contractStep({ state: 'termination_requested', terminationRequestedBy: 'downline' }, { type: 'AGREE_TERMINATION', by: 'agent' })?.endReason).toBe('agreed');
    expect(contractStep({ state: 'termination_requested', terminationRequestedBy: 'agent' }, { type: 'PERIOD_ENDED' })?.endReason).toBe('period_end');
    expect(contractStep({ state: 'active' }, { type: 'UPLINE_RATE_LOWERED' })?.endReason).toBe('upline_rate_lowered');
    expect(contractStep({ state: 'termination_requested', terminationRequestedBy: 'agent' }, { type: 'DECLINE_TERMINATION', by: 'downline' })).toEqual({
      state: 'active', terminationRequestedBy: null, endReason: null,
    });
  });

  it('lists the buttons of each party', () => {
    expect(contractActions({ state: 'offered' }, 'downline')).toEqual(['ACCEPT', 'REJECT']);
    expect(contractActions({ state: 'offered' }, 'agent')).toEqual(['WITHDRAW']);
    for (const p of parties) expect(contractActions({ state: 'active' }, p)).toEqual(['REQUEST_TERMINATION']);
    expect(contractActions({ state: 'termination_requested', terminationRequestedBy: 'agent' }, 'agent')).toEqual([]);
    expect(contractActions({ state: 'termination_requested', terminationRequestedBy: 'agent' }, 'downline')).toEqual(['AGREE_TERMINATION', 'DECLINE_TERMINATION']);
    for (const p of parties) expect(contractActions({ state: 'ended' }, p)).toEqual([]);
  });
});

describe('contract machine: a requested termination closes at period end', () => {
  it('terminates when the simulated clock reaches the period end, not before', () => {
    const clock = new SimulatedClock();
    const actor = createActor(contractMachine, { clock, input: { state: 'offered', now: 0 } }).start();
    actor.send({ type: 'ACCEPT', by: 'downline', at: 0 });
    actor.send({ type: 'REQUEST_TERMINATION', by: 'agent', at: 1_000, periodEndsAt: 60_000 });
    clock.increment(58_999);
    expect(actor.getSnapshot().value).toBe('termination_requested');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('terminated');
    expect(actor.getSnapshot().context.endReason).toBe('period_end');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('an answer before the period end wins, and the pending delay no longer fires', () => {
    const clock = new SimulatedClock();
    const actor = createActor(contractMachine, { clock, input: { now: 0 } }).start();
    actor.send({ type: 'ACCEPT', by: 'downline' });
    actor.send({ type: 'REQUEST_TERMINATION', by: 'downline', periodEndsAt: 10_000 });
    actor.send({ type: 'DECLINE_TERMINATION', by: 'agent', at: 5_000 });
    clock.increment(20_000);
    expect(actor.getSnapshot().value).toBe('active');
  });

  it('without a known period end the request waits for an answer', () => {
    const clock = new SimulatedClock();
    const actor = createActor(contractMachine, { clock, input: { state: 'offered' } }).start();
    actor.send({ type: 'ACCEPT', by: 'downline' });
    actor.send({ type: 'REQUEST_TERMINATION', by: 'agent' });
    clock.increment(10 * 365 * 24 * 3_600_000);
    expect(actor.getSnapshot().value).toBe('termination_requested');
  });
});
