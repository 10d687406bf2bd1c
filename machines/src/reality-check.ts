import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { toServerError, type ServerError } from './apiError.js';

/**
 * The reality check (docs/RESPONSIBLE.md "Reality check"): every interval the member
 * chose, show how long the session has lasted and its real-money result, and ask whether to go
 * on. Continue waits one more interval; stop signs out (the server ends the session, the app
 * clears every tab). The machine knows no clock: the app tells it how long until the next check
 * (from the server's anchor and time, so every tab and reload agree), and tests drive the wait
 * with SimulatedClock.
 */

/** What the dialog shows; fetched fresh when a check falls due. */
export interface RealityFigures {
  /** Milliseconds since the session began (login). */
  sessionMs: number;
  currency: string;
  /** Valid bets, wins and wins - bets since login, minor units. */
  bets: number;
  wins: number;
  net: number;
}

export interface RealityCheckInput {
  /** null: the member has no reality check. */
  intervalMs: number | null;
  /** Until the next check; 0 or less: due now. Ignored when there is no interval. */
  dueInMs?: number;
}

export interface RealityCheckContext {
  intervalMs: number | null;
  dueInMs: number;
  figures: RealityFigures | null;
  /** The figures could not be read, or an answer failed: the dialog says so and stays. */
  error: ServerError | null;
}

export type RealityCheckEvent =
  /** Settings or the server's anchor changed (page load, interval chosen, another tab's answer). */
  { type: 'CONFIGURE'; intervalMs: number | null; dueInMs: number } | { type: 'CONTINUE' } | { type: 'STOP' };

export const realityCheckMachine = setup({
  types: {
    context: {} as RealityCheckContext,
    events: {} as RealityCheckEvent,
    input: {} as RealityCheckInput,
  },
  actors: {
    loadFigures: fromPromise<RealityFigures>(async () => {
      throw new Error('realityCheck: provide the loadFigures actor');
    }),
    sendAnswer: fromPromise<unknown, { answer: 'continue' | 'stop' }>(async () => {
      throw new Error('realityCheck: provide the sendAnswer actor');
    }),
  },
  actions: {
    /** The app's: clear the session in this tab and tell the others (stop = log out). */
    signOut: () => {},
  },
  delays: {
    untilDue: ({ context }) => Math.max(0, context.dueInMs),
  },
  guards: {
    hasInterval: ({ event }) => event.type === 'CONFIGURE' && event.intervalMs !== null,
  },
}).createMachine({
  id: 'realityCheck',
  context: ({ input }) => ({ intervalMs: input.intervalMs, dueInMs: input.dueInMs ?? input.intervalMs ?? 0, figures: null, error: null }),
  initial: 'deciding',
  on: {
    // Outside the dialog a new setting restarts the wait; inside it only the interval is kept.
    CONFIGURE: [
      { guard: 'hasInterval', target: '.waiting', reenter: true, actions: assign(({ event }) => ({ intervalMs: event.intervalMs, dueInMs: event.dueInMs })) },
      { target: '.off', actions: assign({ intervalMs: null }) },
    ],
  },
  states: {
    deciding: {
      always: [{ guard: ({ context }) => context.intervalMs !== null, target: 'waiting' }, { target: 'off' }],
    },
    off: {},
    waiting: {
      entry: assign({ figures: null, error: null }),
      after: { untilDue: 'loading' },
    },
    loading: {
      invoke: {
        src: 'loadFigures',
        onDone: { target: 'asking', actions: assign({ figures: ({ event }) => event.output }) },
        // The check still shows (session time is the point of it), with a note instead of figures.
        onError: { target: 'asking', actions: assign({ error: ({ event }) => toServerError(event.error) }) },
      },
    },
    asking: {
      tags: ['open'],
      on: {
        CONTINUE: 'continuing',
        STOP: 'stopping',
        // Another tab answered: this dialog closes and waits with it.
        CONFIGURE: [
          { guard: 'hasInterval', target: 'waiting', actions: assign(({ event }) => ({ intervalMs: event.intervalMs, dueInMs: event.dueInMs })) },
          { target: 'off', actions: assign({ intervalMs: null }) },
        ],
      },
    },
    continuing: {
      tags: ['open', 'busy'],
      invoke: {
        src: 'sendAnswer',
        input: { answer: 'continue' as const },
        onDone: { target: 'waiting', actions: assign({ dueInMs: ({ context }) => context.intervalMs ?? 0 }) },
        onError: { target: 'asking', actions: assign({ error: ({ event }) => toServerError(event.error) }) },
      },
    },
    stopping: {
      tags: ['open', 'busy'],
      // Nothing turns a stop back: a setting or another tab's answer arriving now is ignored.
      on: { CONFIGURE: { actions: [] } },
      // Signed out whatever the server said, as a logout is: a member who asked to stop must
      // not be left signed in because the network failed.
      invoke: { src: 'sendAnswer', input: { answer: 'stop' as const }, onDone: 'stopped', onError: 'stopped' },
    },
    stopped: { type: 'final', entry: 'signOut' },
  },
});

export type RealityCheckSnapshot = SnapshotFrom<typeof realityCheckMachine>;

/** Whether the dialog is on screen (asking, or sending the answer). */
export const realityCheckOpen = (s: RealityCheckSnapshot) => s.hasTag('open');
