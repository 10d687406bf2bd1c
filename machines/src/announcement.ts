import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { popupsToShow, readingOrder, type Announcement } from '@wl/shared';

// Pure rules, kept in @wl/shared/core so the page can ask them without loading XState.
export { popupsToShow };

/**
 * The announcement popup (docs/ANNOUNCEMENTS.md): shown once per session,
 * a session flag marks it closed. Execution A is for logged-in members, B for anonymous visitors,
 * F for members on their first login (besides the A ones).
 *
 * One actor per reader state: the page starts a new one when the visitor logs in or out (a new
 * session, whose own flag decides). The flag is the highest announcement id the reader closed
 * (`closedUpTo`): what was shown is not shown again in this session, while an announcement
 * published later (a higher id, pushed live as `announcement:published`) still pops up. The page
 * keeps the flag in session storage through the `rememberClosed` action.
 *
 * The popup waits while another popup or dialog is open (`BLOCKED` / `UNBLOCKED`, e.g. the login
 * popup or the first-login welcome), then SETTLE_MS more so it does not land on a closing one.
 * A failed load is retried after RETRY_MS, then given up until the next session (live pushes still
 * arrive).
 */

export const SETTLE_MS = 400;
export const RETRY_MS = [2000, 5000, 15000] as const;

export interface AnnouncementReader {
  loggedIn: boolean;
  firstLogin: boolean;
}

export interface AnnouncementInput extends AnnouncementReader {
  /** The session flag: the highest id this reader closed in this session; null when none. */
  closedUpTo: number | null;
  /** Another popup or dialog is open as the machine starts. */
  blocked?: boolean;
}

export interface AnnouncementContext extends AnnouncementReader {
  closedUpTo: number | null;
  blocked: boolean;
  /** Every popup (PU) the reader got, loaded or pushed. */
  items: Announcement[];
  /** What the open popup shows, in reading order. */
  showing: Announcement[];
  failures: number;
}

export type AnnouncementEvent = { type: 'PUBLISHED'; item: Announcement } | { type: 'CLOSE' } | { type: 'BLOCKED' } | { type: 'UNBLOCKED' };

/** Adds a pushed item, or replaces the one with its id (published again). */
const withItem = (items: readonly Announcement[], item: Announcement) => [...items.filter((i) => i.id !== item.id), item];

export const announcementMachine = setup({
  types: {
    context: {} as AnnouncementContext,
    events: {} as AnnouncementEvent,
    input: {} as AnnouncementInput,
  },
  actors: {
    loadPopups: fromPromise<Announcement[], AnnouncementReader>(async () => {
      throw new Error('announcement: provide the loadPopups actor');
    }),
  },
  actions: {
    /** Provided by the page: writes the session flag. */
    rememberClosed: (_, _params: { upTo: number }) => undefined,
    takePushedItem: assign({ items: ({ context, event }) => (event.type === 'PUBLISHED' ? withItem(context.items, event.item) : context.items) }),
    showPushedItemToo: assign({
      showing: ({ context, event }) =>
        event.type === 'PUBLISHED' && popupsToShow([event.item], context, context.closedUpTo).length > 0
          ? withItem(context.showing, event.item).sort(readingOrder)
          : context.showing,
    }),
    showUnseen: assign({ showing: ({ context }) => popupsToShow(context.items, context, context.closedUpTo) }),
    markShownAsClosed: assign({
      closedUpTo: ({ context }) => Math.max(context.closedUpTo ?? 0, ...context.showing.map((i) => i.id)),
      showing: [],
    }),
    block: assign({ blocked: true }),
    unblock: assign({ blocked: false }),
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
  },
  guards: {
    somethingUnseenCanShowNow: ({ context }) => !context.blocked && popupsToShow(context.items, context, context.closedUpTo).length > 0,
    somethingElseIsOpen: ({ context }) => context.blocked,
    retriesAreLeft: ({ context }) => context.failures < RETRY_MS.length,
  },
  delays: {
    retry: ({ context }) => RETRY_MS[Math.max(0, context.failures - 1)] ?? RETRY_MS[0],
    settle: SETTLE_MS,
  },
}).createMachine({
  id: 'announcement',
  context: ({ input }) => ({
    loggedIn: input.loggedIn,
    firstLogin: input.loggedIn && input.firstLogin,
    closedUpTo: input.closedUpTo,
    blocked: input.blocked ?? false,
    items: [],
    showing: [],
    failures: 0,
  }),
  on: {
    BLOCKED: { actions: 'block' },
    UNBLOCKED: { actions: 'unblock' },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadPopups',
        input: ({ context }) => ({ loggedIn: context.loggedIn, firstLogin: context.firstLogin }),
        onDone: { target: 'waiting', actions: assign({ items: ({ context, event }) => event.output.reduce(withItem, context.items) }) },
        onError: [{ guard: 'retriesAreLeft', target: 'retrying', actions: 'countFailure' }, { target: 'waiting' }],
      },
      on: { PUBLISHED: { actions: 'takePushedItem' } },
    },
    retrying: {
      after: { retry: 'loading' },
      on: { PUBLISHED: { actions: 'takePushedItem' } },
    },
    /** Nothing to show, or something is and waits for the other popup to close. */
    waiting: {
      always: { guard: 'somethingUnseenCanShowNow', target: 'settling' },
      on: { PUBLISHED: { actions: 'takePushedItem' } },
    },
    settling: {
      always: { guard: 'somethingElseIsOpen', target: 'waiting' },
      after: { settle: { target: 'open', actions: 'showUnseen' } },
      on: { PUBLISHED: { actions: 'takePushedItem' } },
    },
    open: {
      on: {
        PUBLISHED: { actions: ['takePushedItem', 'showPushedItemToo'] },
        CLOSE: {
          target: 'waiting',
          actions: ['markShownAsClosed', { type: 'rememberClosed', params: ({ context }) => ({ upTo: context.closedUpTo ?? 0 }) }],
        },
      },
    },
  },
});

export type AnnouncementSnapshot = SnapshotFrom<typeof announcementMachine>;

/** What the page renders: the popup is open with these items, or not. */
export function announcementPopup(snapshot: AnnouncementSnapshot): { open: boolean; items: Announcement[] } {
  return snapshot.matches('open') ? { open: true, items: snapshot.context.showing } : { open: false, items: [] };
}
