import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { CONTRACT_STATES, type ContractParty, type ContractState } from '@wl/shared';
import { contractActions, contractMachine, contractStep, type ContractEvent } from './contract.js';

const parties: ContractParty[] = ['agent', 'downline'];
const every = (by: ContractParty): ContractEvent[] => [
  { type: 'ACCEPT', by },
  { type: 'REJECT', by },
  { type: 'WITHDRAW', by },
  { type: 'REQUEST_TERMINATION', by },
  { type: 'AGREE_TERMINATION', by },
  { type: 'DECLINE_TERMINATION', by },
  { type: 'PROPOSE_TERMS', by },
  { type: 'ACCEPT_TERMS', by },
  { type: 'REJECT_TERMS', by },
  { type: 'WITHDRAW_TERMS', by },
];
const all: ContractEvent[] = [...every('agent'), ...every('downline'), { type: 'PERIOD_ENDED' }, { type: 'UPLINE_RATE_LOWERED' }];
const key = (e: ContractEvent) => ('by' in e ? `${e.type}:${e.by}` : e.type);

/**
 * The whole table: from each state (with each side having requested termination, or a change of
 * terms waiting, where that matters), every event, what the machine answers. Anything not listed
 * must be refused. `+terms` after the state: a change of terms still waits afterwards.
 */
const allowed: Record<string, Record<string, string>> = {
  offered: { 'ACCEPT:downline': 'active', 'REJECT:downline': 'rejected', 'WITHDRAW:agent': 'withdrawn' },
  active: {
    'REQUEST_TERMINATION:agent': 'termination_requested',
    'REQUEST_TERMINATION:downline': 'termination_requested',
    UPLINE_RATE_LOWERED: 'ended',
    'PROPOSE_TERMS:agent': 'active+terms',
  },
  // A change waits: it can be answered or withdrawn, not proposed again; ending or a termination request lapses it.
  'active/+terms': {
    'REQUEST_TERMINATION:agent': 'termination_requested',
    'REQUEST_TERMINATION:downline': 'termination_requested',
    UPLINE_RATE_LOWERED: 'ended',
    'ACCEPT_TERMS:downline': 'active',
    'REJECT_TERMS:downline': 'active',
    'WITHDRAW_TERMS:agent': 'active',
  },
  'termination_requested/agent': {
    'AGREE_TERMINATION:downline': 'terminated',
    'DECLINE_TERMINATION:downline': 'active',
    PERIOD_ENDED: 'terminated',
    UPLINE_RATE_LOWERED: 'ended',
  },
  'termination_requested/downline': {
    'AGREE_TERMINATION:agent': 'terminated',
    'DECLINE_TERMINATION:agent': 'active',
    PERIOD_ENDED: 'terminated',
    UPLINE_RATE_LOWERED: 'ended',
  },
  rejected: {},
  withdrawn: {},
  terminated: {},
  ended: {},
};

describe('contract machine: every transition and every forbidden one', () => {
  for (const [from, table] of Object.entries(allowed)) {
    const [state, qualifier] = from.split('/') as [ContractState, string | undefined];
    const termsPending = qualifier === '+terms';
    const requestedBy = termsPending ? null : ((qualifier ?? null) as ContractParty | null);
    it(`from ${from}`, () => {
      for (const event of all) {
        const next = contractStep({ state, terminationRequestedBy: requestedBy, termsPending }, event);
        const got = next ? `${next.state}${next.termsPending ? '+terms' : ''}` : null;
        expect(got, `${from} + ${key(event)}`).toBe(table[key(event)] ?? null);
      }
    });
  }

  it('a change of terms is judged only on an active contract, whatever the stored flag says', () => {
    for (const state of CONTRACT_STATES.filter((s) => s !== 'active')) {
      for (const type of ['PROPOSE_TERMS', 'ACCEPT_TERMS', 'REJECT_TERMS', 'WITHDRAW_TERMS'] as const) {
        for (const by of parties)
          expect(contractStep({ state, terminationRequestedBy: 'agent', termsPending: true }, { type, by }), `${state} ${type} ${by}`).toBeNull();
      }
    }
  });

  it('covers every stored state', () => {
    expect(new Set(Object.keys(allowed).map((k) => k.split('/')[0]))).toEqual(new Set(CONTRACT_STATES));
  });

  it('remembers who asked to terminate and why a contract closed', () => {
    expect(contractStep({ state: 'active' }, { type: 'REQUEST_TERMINATION', by: 'downline' })).toEqual({
      state: 'termination_requested',
      terminationRequestedBy: 'downline',
      endReason: null,
      termsPending: false,
    });
    expect(contractStep({ state: 'termination_requested', terminationRequestedBy: 'downline' }, { type: 'AGREE_TERMINATION', by: 'agent' })?.endReason).toBe(
      'agreed',
    );
    expect(contractStep({ state: 'termination_requested', terminationRequestedBy: 'agent' }, { type: 'PERIOD_ENDED' })?.endReason).toBe('period_end');
    expect(contractStep({ state: 'active' }, { type: 'UPLINE_RATE_LOWERED' })?.endReason).toBe('upline_rate_lowered');
    expect(contractStep({ state: 'termination_requested', terminationRequestedBy: 'agent' }, { type: 'DECLINE_TERMINATION', by: 'downline' })).toEqual({
      state: 'active',
      terminationRequestedBy: null,
      endReason: null,
      termsPending: false,
    });
  });

  it('a change of terms: proposed, then answered or withdrawn; a termination request or the end lapses it', () => {
    const waiting = { state: 'active' as const, termsPending: true };
    expect(contractStep({ state: 'active' }, { type: 'PROPOSE_TERMS', by: 'agent' })).toEqual({
      state: 'active',
      terminationRequestedBy: null,
      endReason: null,
      termsPending: true,
    });
    for (const type of ['ACCEPT_TERMS', 'REJECT_TERMS'] as const) expect(contractStep(waiting, { type, by: 'downline' })?.termsPending).toBe(false);
    expect(contractStep(waiting, { type: 'WITHDRAW_TERMS', by: 'agent' })?.termsPending).toBe(false);
    expect(contractStep(waiting, { type: 'REQUEST_TERMINATION', by: 'agent' })).toMatchObject({ state: 'termination_requested', termsPending: false });
    expect(contractStep(waiting, { type: 'UPLINE_RATE_LOWERED' })).toMatchObject({ state: 'ended', termsPending: false });
    // Declining the termination brings the contract back without the lapsed change.
    expect(
      contractStep({ state: 'termination_requested', terminationRequestedBy: 'agent', termsPending: true }, { type: 'DECLINE_TERMINATION', by: 'downline' }),
    ).toMatchObject({ state: 'active', termsPending: false });
  });

  it('lists the buttons of each party', () => {
    expect(contractActions({ state: 'offered' }, 'downline')).toEqual(['ACCEPT', 'REJECT']);
    expect(contractActions({ state: 'offered' }, 'agent')).toEqual(['WITHDRAW']);
    expect(contractActions({ state: 'active' }, 'agent')).toEqual(['REQUEST_TERMINATION', 'PROPOSE_TERMS']);
    expect(contractActions({ state: 'active' }, 'downline')).toEqual(['REQUEST_TERMINATION']);
    expect(contractActions({ state: 'active', termsPending: true }, 'agent')).toEqual(['REQUEST_TERMINATION', 'WITHDRAW_TERMS']);
    expect(contractActions({ state: 'active', termsPending: true }, 'downline')).toEqual(['REQUEST_TERMINATION', 'ACCEPT_TERMS', 'REJECT_TERMS']);
    expect(contractActions({ state: 'termination_requested', terminationRequestedBy: 'agent' }, 'agent')).toEqual([]);
    expect(contractActions({ state: 'termination_requested', terminationRequestedBy: 'agent' }, 'downline')).toEqual([
      'AGREE_TERMINATION',
      'DECLINE_TERMINATION',
    ]);
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
