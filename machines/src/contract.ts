import { assign, setup, transition, type SnapshotFrom } from 'xstate';
import type { ContractEndReason, ContractParty, ContractState } from '@wl/shared';

/**
 * The agent contract life cycle (docs/AGENT.md "Contracts"),
 * the one source of its rules: the gateway asks `contractStep` whether an action is allowed from
 * the stored state and writes what it answers; the client asks `contractActions` which buttons
 * to show. Each event names the party acting, so "only the downline accepts" lives here too.
 *
 *   offered -> active (downline accepts) | rejected (downline) | withdrawn (agent)
 *   active -> termination_requested (either side) -> terminated (the other side agrees, or the
 *            period ends) | active (the other side declines)
 *   active | termination_requested -> ended (the agent's own upline rate fell below this one)
 *   active -> active, a change of terms (at most one waiting): the agent proposes it; the downline
 *            accepts or rejects it; the agent withdraws it. Only while active: a termination
 *            request, or the contract ending, lapses a waiting change (nothing is pending on a
 *            contract that is going away), and declining the termination does not revive it.
 *
 * Pure: no I/O. The period end is an `after` delay from the time the last event carried, so
 * tests drive it with SimulatedClock.
 */

export interface ContractContext {
  terminationRequestedBy: ContractParty | null;
  endReason: ContractEndReason | null;
  /** End of the current settlement period (ms since epoch); a requested termination closes then. */
  periodEndsAt: number | null;
  /** The time of the last event (ms), the origin of the period-end delay. */
  at: number;
  /** A proposed change of terms waits for the downline's answer (stored as a terms version with no answer). */
  termsPending: boolean;
}

type By = { by: ContractParty; at?: number };
export type ContractEvent =
  | ({ type: 'ACCEPT' } & By)
  | ({ type: 'REJECT' } & By)
  | ({ type: 'WITHDRAW' } & By)
  | ({ type: 'REQUEST_TERMINATION'; periodEndsAt?: number } & By)
  | ({ type: 'AGREE_TERMINATION' } & By)
  | ({ type: 'DECLINE_TERMINATION' } & By)
  /** A change of terms on an active contract: proposed and withdrawn by the agent, answered by the downline. */
  | ({ type: 'PROPOSE_TERMS' } & By)
  | ({ type: 'ACCEPT_TERMS' } & By)
  | ({ type: 'REJECT_TERMS' } & By)
  | ({ type: 'WITHDRAW_TERMS' } & By)
  /** The period ended with a termination requested (the settlement sweep, or the delay here). */
  | { type: 'PERIOD_ENDED'; at?: number }
  /** The lower-rate rule: the agent's new upline contract pays less than this one. */
  | { type: 'UPLINE_RATE_LOWERED'; at?: number };
export type ContractAction = ContractEvent['type'];

export interface ContractInput {
  state?: ContractState;
  terminationRequestedBy?: ContractParty | null;
  endReason?: ContractEndReason | null;
  periodEndsAt?: number | null;
  now?: number;
  termsPending?: boolean;
}

export const contractMachine = setup({
  types: { context: {} as ContractContext, events: {} as ContractEvent, input: {} as ContractInput },
  actions: {
    stamp: assign({ at: ({ context, event }) => event.at ?? context.at }),
  },
  guards: {
    theDownlineActs: ({ event }) => 'by' in event && event.by === 'downline',
    theAgentActs: ({ event }) => 'by' in event && event.by === 'agent',
    theOtherSideAnswers: ({ context, event }) => 'by' in event && context.terminationRequestedBy !== null && event.by !== context.terminationRequestedBy,
    theAgentProposes: ({ context, event }) => 'by' in event && event.by === 'agent' && !context.termsPending,
    theDownlineAnswersTerms: ({ context, event }) => 'by' in event && event.by === 'downline' && context.termsPending,
    theAgentTakesTermsBack: ({ context, event }) => 'by' in event && event.by === 'agent' && context.termsPending,
  },
  delays: {
    untilPeriodEnd: ({ context }) => Math.max(0, (context.periodEndsAt ?? Number.MAX_SAFE_INTEGER) - context.at),
  },
}).createMachine({
  id: 'contract',
  context: ({ input }) => ({
    terminationRequestedBy: input.terminationRequestedBy ?? null,
    endReason: input.endReason ?? null,
    periodEndsAt: input.periodEndsAt ?? null,
    at: input.now ?? 0,
    termsPending: input.termsPending ?? false,
  }),
  initial: 'offered',
  states: {
    offered: {
      on: {
        ACCEPT: { guard: 'theDownlineActs', target: 'active', actions: 'stamp' },
        REJECT: { guard: 'theDownlineActs', target: 'rejected', actions: 'stamp' },
        WITHDRAW: { guard: 'theAgentActs', target: 'withdrawn', actions: 'stamp' },
      },
    },
    active: {
      on: {
        REQUEST_TERMINATION: {
          target: 'termination_requested',
          actions: [
            'stamp',
            assign({
              terminationRequestedBy: ({ event }) => event.by,
              periodEndsAt: ({ context, event }) => event.periodEndsAt ?? context.periodEndsAt,
              termsPending: false,
            }),
          ],
        },
        UPLINE_RATE_LOWERED: { target: 'ended', actions: ['stamp', assign({ endReason: 'upline_rate_lowered', termsPending: false })] },
        // Self-transitions: the contract stays active, only whether a change waits moves.
        PROPOSE_TERMS: { guard: 'theAgentProposes', actions: ['stamp', assign({ termsPending: true })] },
        ACCEPT_TERMS: { guard: 'theDownlineAnswersTerms', actions: ['stamp', assign({ termsPending: false })] },
        REJECT_TERMS: { guard: 'theDownlineAnswersTerms', actions: ['stamp', assign({ termsPending: false })] },
        WITHDRAW_TERMS: { guard: 'theAgentTakesTermsBack', actions: ['stamp', assign({ termsPending: false })] },
      },
    },
    termination_requested: {
      // A period end nobody is watching for (periodEndsAt null) never fires: the delay is "forever".
      after: { untilPeriodEnd: { guard: ({ context }) => context.periodEndsAt !== null, target: 'terminated', actions: assign({ endReason: 'period_end' }) } },
      on: {
        AGREE_TERMINATION: { guard: 'theOtherSideAnswers', target: 'terminated', actions: ['stamp', assign({ endReason: 'agreed' })] },
        DECLINE_TERMINATION: { guard: 'theOtherSideAnswers', target: 'active', actions: ['stamp', assign({ terminationRequestedBy: null })] },
        PERIOD_ENDED: { target: 'terminated', actions: ['stamp', assign({ endReason: 'period_end' })] },
        UPLINE_RATE_LOWERED: { target: 'ended', actions: ['stamp', assign({ endReason: 'upline_rate_lowered' })] },
      },
    },
    rejected: { type: 'final' },
    withdrawn: { type: 'final' },
    terminated: { type: 'final' },
    ended: { type: 'final' },
  },
});

export type ContractSnapshot = SnapshotFrom<typeof contractMachine>;

/** A snapshot of the machine at a stored state (what the gateway read from its row). */
export function contractSnapshot(input: ContractInput): ContractSnapshot {
  const context: ContractContext = {
    terminationRequestedBy: input.terminationRequestedBy ?? null,
    endReason: input.endReason ?? null,
    periodEndsAt: input.periodEndsAt ?? null,
    at: input.now ?? 0,
    // Only an active contract can have a change waiting (a stored row saying otherwise is ignored).
    termsPending: (input.state ?? 'offered') === 'active' && (input.termsPending ?? false),
  };
  return contractMachine.resolveState({ value: input.state ?? 'offered', context });
}

export interface ContractStepResult {
  state: ContractState;
  terminationRequestedBy: ContractParty | null;
  endReason: ContractEndReason | null;
  /** Whether a change of terms still waits; true -> false on anything but an answer means it lapsed. */
  termsPending: boolean;
}

/**
 * Where `event` takes a contract stored in `from`, or null when the machine refuses it (wrong
 * state, or the wrong party). Pure: the caller writes the answer in its own transaction.
 */
export function contractStep(from: ContractInput, event: ContractEvent): ContractStepResult | null {
  const snapshot = contractSnapshot(from);
  if (!snapshot.can(event)) return null;
  const [next] = transition(contractMachine, snapshot, event);
  return {
    state: next.value as ContractState,
    terminationRequestedBy: next.context.terminationRequestedBy,
    endReason: next.context.endReason,
    termsPending: next.context.termsPending,
  };
}

const PARTY_ACTIONS: ContractAction[] = [
  'ACCEPT',
  'REJECT',
  'WITHDRAW',
  'REQUEST_TERMINATION',
  'AGREE_TERMINATION',
  'DECLINE_TERMINATION',
  'PROPOSE_TERMS',
  'ACCEPT_TERMS',
  'REJECT_TERMS',
  'WITHDRAW_TERMS',
];

/** The actions `party` may take on a contract in this state: the buttons a screen shows. */
export function contractActions(from: ContractInput, party: ContractParty): ContractAction[] {
  const snapshot = contractSnapshot(from);
  return PARTY_ACTIONS.filter((type) => snapshot.can({ type, by: party } as ContractEvent));
}
