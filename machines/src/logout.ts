import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { toServerError, type ServerError } from './apiError.js';

/**
 * Sign out: confirm first, tell the server, then clear the local session
 * whatever the server said. A member whose network is down must still be able to leave a
 * shared computer logged out, and an already-revoked token makes the call fail anyway.
 */

export interface LogoutContext {
  /** Kept for logs only: the UI never shows it, the member is logged out regardless. */
  serverError: ServerError | null;
}

export type LogoutEvent =
  /** The "sign out" menu item: open the confirmation (in_popup_prompt / in_sure_logout). */
  | { type: 'REQUEST' }
  /** in_increase_submit */
  | { type: 'CONFIRM' }
  /** in_more_cancel */
  | { type: 'CANCEL' };

export interface LogoutOutput {
  /** False when the server call failed and only the local session was cleared. */
  serverConfirmed: boolean;
}

export const logoutMachine = setup({
  types: {
    context: {} as LogoutContext,
    events: {} as LogoutEvent,
    output: {} as LogoutOutput,
  },
  actors: {
    submitLogout: fromPromise<unknown>(async () => {
      throw new Error('logout: provide the submitLogout actor');
    }),
  },
  actions: {
    /**
     * Session storage, merchant keys, logged-in and agent flags: the app's to clear. Provide
     * it with `logoutMachine.provide({ actions: { clearLocalSession } })`, or react to the
     * machine reaching `done`.
     */
    clearLocalSession: () => {},
  },
}).createMachine({
  id: 'logout',
  context: { serverError: null },
  initial: 'idle',
  states: {
    idle: { on: { REQUEST: 'confirming' } },
    confirming: { on: { CONFIRM: 'loggingOut', CANCEL: 'idle' } },
    loggingOut: {
      tags: ['busy'],
      invoke: {
        src: 'submitLogout',
        onDone: 'done',
        onError: { target: 'done', actions: assign({ serverError: ({ event }) => toServerError(event.error) }) },
      },
    },
    done: { type: 'final', entry: 'clearLocalSession' },
  },
  output: ({ context }) => ({ serverConfirmed: context.serverError === null }),
});

export type LogoutSnapshot = SnapshotFrom<typeof logoutMachine>;
