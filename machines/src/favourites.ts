import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { FAVOURITE_THROTTLE_MS, type GameCard } from '@wl/shared';
import { toServerError, type ServerError } from './apiError.js';

/**
 * The member's favourite games: optimistic. The id list (and the loaded
 * favourites list) change at once; the server call follows in the background, one at a time in
 * order, and a refusal undoes exactly that change and reports the error. TOGGLE, the tile's
 * star button, is throttled to its leading call once per FAVOURITE_THROTTLE_MS.
 */

export type FavouriteOp =
  | { kind: 'add'; nodeId: number }
  /** `card` and `index` put a removed list entry back where it was on a refusal. */
  | { kind: 'remove'; nodeId: number; card: GameCard | null; index: number };

export interface FavouritesContext {
  ids: number[];
  /** The favourites list page, once loaded (MCSFE_getFavoriteGamesList); null when not shown. */
  list: GameCard[] | null;
  /** Changes made locally, waiting for (or being sent to) the server, oldest first. */
  queue: FavouriteOp[];
  error: ServerError | null;
}

export type FavouritesEvent =
  /** Ids loaded at login (MCSFE_getFavoriteGames). */
  | { type: 'LOADED'; ids: number[] }
  | { type: 'LIST_LOADED'; list: GameCard[] }
  | { type: 'TOGGLE'; card: GameCard }
  | { type: 'ADD'; card: GameCard }
  | { type: 'REMOVE'; nodeId: number }
  /** Logout: a guest has no favourites. */
  | { type: 'CLEAR' }
  | { type: 'DISMISS_ERROR' };

const has = (ctx: FavouritesContext, nodeId: number) => ctx.ids.includes(nodeId);

function applyAdd(ctx: FavouritesContext, card: GameCard): Partial<FavouritesContext> {
  if (has(ctx, card.nodeId)) return {};
  return { ids: [...ctx.ids, card.nodeId], queue: [...ctx.queue, { kind: 'add', nodeId: card.nodeId }], error: null };
}

function applyRemove(ctx: FavouritesContext, nodeId: number): Partial<FavouritesContext> {
  if (!has(ctx, nodeId)) return {};
  const index = ctx.list ? ctx.list.findIndex((c) => c.nodeId === nodeId) : -1;
  const card = index >= 0 && ctx.list ? ctx.list[index]! : null;
  return {
    ids: ctx.ids.filter((id) => id !== nodeId),
    list: ctx.list ? ctx.list.filter((c) => c.nodeId !== nodeId) : null,
    queue: [...ctx.queue, { kind: 'remove', nodeId, card, index }],
    error: null,
  };
}

/** Undoes a refused change on top of whatever the member did since. */
function rollback(ctx: FavouritesContext, op: FavouriteOp): Partial<FavouritesContext> {
  return op.kind === 'add' ? undoAdd(ctx, op.nodeId) : undoRemove(ctx, op);
}

/** The server refused the oldest queued change: undo it, drop it, keep the reason to show. */
function refuseHead(ctx: FavouritesContext, error: unknown): Partial<FavouritesContext> {
  const head = ctx.queue[0];
  if (!head) return {};
  return { ...rollback(ctx, head), queue: ctx.queue.slice(1), error: toServerError(error) };
}

function undoAdd(ctx: FavouritesContext, nodeId: number): Partial<FavouritesContext> {
  return { ids: ctx.ids.filter((id) => id !== nodeId), list: ctx.list ? ctx.list.filter((c) => c.nodeId !== nodeId) : null };
}

function undoRemove(ctx: FavouritesContext, op: Extract<FavouriteOp, { kind: 'remove' }>): Partial<FavouritesContext> {
  const ids = has(ctx, op.nodeId) ? ctx.ids : [...ctx.ids, op.nodeId];
  let list = ctx.list;
  if (list && op.card && !list.some((c) => c.nodeId === op.nodeId)) {
    list = [...list];
    list.splice(Math.min(op.index, list.length), 0, op.card);
  }
  return { ids, list };
}

export const favouritesMachine = setup({
  types: {
    context: {} as FavouritesContext,
    events: {} as FavouritesEvent,
    input: {} as { ids?: number[] } | undefined,
  },
  actors: {
    addFavourite: fromPromise<unknown, { nodeId: number }>(async () => {
      throw new Error('addFavourite not provided');
    }),
    removeFavourite: fromPromise<unknown, { nodeId: number }>(async () => {
      throw new Error('removeFavourite not provided');
    }),
  },
  guards: {
    hasWork: ({ context }) => context.queue.length > 0,
    headIsAdd: ({ context }) => context.queue[0]?.kind === 'add',
  },
  actions: {
    toggle: assign(({ context }, card: GameCard) => (has(context, card.nodeId) ? applyRemove(context, card.nodeId) : applyAdd(context, card))),
    add: assign(({ context }, card: GameCard) => applyAdd(context, card)),
    remove: assign(({ context }, nodeId: number) => applyRemove(context, nodeId)),
    dequeue: assign(({ context }) => ({ queue: context.queue.slice(1) })),
  },
}).createMachine({
  id: 'favourites',
  context: ({ input }) => ({ ids: [...new Set(input?.ids ?? [])], list: null, queue: [], error: null }),
  type: 'parallel',
  on: {
    // A reload while a change is on its way would resurrect what the member just removed.
    LOADED: { guard: ({ context }) => context.queue.length === 0, actions: assign(({ event }) => ({ ids: [...new Set(event.ids)] })) },
    LIST_LOADED: { guard: ({ context }) => context.queue.length === 0, actions: assign(({ event }) => ({ list: event.list })) },
    ADD: { actions: { type: 'add', params: ({ event }) => event.card } },
    REMOVE: { actions: { type: 'remove', params: ({ event }) => event.nodeId } },
    DISMISS_ERROR: { actions: assign({ error: null }) },
  },
  states: {
    throttle: {
      initial: 'open',
      states: {
        open: {
          on: { TOGGLE: { target: 'closed', actions: { type: 'toggle', params: ({ event }) => event.card } } },
        },
        // Only the leading toggle counts; taps inside the window are dropped, not queued.
        closed: { after: { [FAVOURITE_THROTTLE_MS]: 'open' } },
      },
    },
    sync: {
      initial: 'idle',
      on: { CLEAR: { target: '.idle', actions: assign({ ids: [], list: null, queue: [], error: null }) } },
      states: {
        idle: { always: { guard: 'hasWork', target: 'sending' } },
        sending: {
          initial: 'pick',
          states: {
            pick: { always: [{ guard: 'headIsAdd', target: 'adding' }, { target: 'removing' }] },
            adding: {
              invoke: {
                src: 'addFavourite',
                input: ({ context }) => ({ nodeId: context.queue[0]!.nodeId }),
                onDone: { target: '#favourites.sync.idle', actions: 'dequeue' },
                onError: { target: '#favourites.sync.idle', actions: assign(({ context, event }) => refuseHead(context, event.error)) },
              },
            },
            removing: {
              invoke: {
                src: 'removeFavourite',
                input: ({ context }) => ({ nodeId: context.queue[0]!.nodeId }),
                onDone: { target: '#favourites.sync.idle', actions: 'dequeue' },
                onError: { target: '#favourites.sync.idle', actions: assign(({ context, event }) => refuseHead(context, event.error)) },
              },
            },
          },
        },
      },
    },
  },
});

export type FavouritesSnapshot = SnapshotFrom<typeof favouritesMachine>;
export const isFavourite = (snapshot: FavouritesSnapshot, nodeId: number) => snapshot.context.ids.includes(nodeId);
