import { useCallback } from 'react';
import type { FavouritesSnapshot } from '@wl/machines';
import type { GameCard } from '@wl/shared/core';
import { gamesApi } from '../api/games';
import { queryClient } from '../api/query';
import { sessionStore, viewOf } from '../session/session';
import { ui } from '../stores/ui';
import { followRealMember } from '../session/followMember';
import { createStore, useStore } from '../lib/store';
import { refuseTrial } from './useLaunchGame';

/** Query keys of the favourites data; a confirmed change makes the list stale. */
export const FAVOURITE_KEYS = { ids: ['games', 'favourites', 'ids'], list: ['games', 'favourites', 'list'] } as const;

type FavouritesSend = (
  event:
    | { type: 'LOADED'; ids: number[] }
    | { type: 'LIST_LOADED'; list: GameCard[] }
    | { type: 'TOGGLE'; card: GameCard }
    | { type: 'CLEAR' }
    | { type: 'DISMISS_ERROR' },
) => void;

/**
 * One favourites machine for the whole tab (machines/src/favourites.ts): every tile reads the
 * same ids, and the throttle applies to the member, not to each star button. Tiles read a
 * plain store mirrored from the machine, so a guest's first page carries no XState: the
 * machine loads when a member's ids arrive or the first star is pressed.
 */
const view = createStore<{ ids: number[]; list: GameCard[] | null }>({ ids: [], list: null });
let actor: Promise<FavouritesSend> | null = null;

function machine(): Promise<FavouritesSend> {
  actor ??= Promise.all([import('xstate'), import('@wl/machines')]).then(([{ createActor, fromPromise }, { favouritesMachine }]) => {
    const a = createActor(
      favouritesMachine.provide({
        actors: {
          addFavourite: fromPromise<unknown, { nodeId: number }>(({ input }) => gamesApi.addFavourite(input.nodeId)),
          removeFavourite: fromPromise<unknown, { nodeId: number }>(({ input }) => gamesApi.removeFavourite(input.nodeId)),
        },
      }),
      { input: {} },
    );
    let shownError: unknown = null;
    let queued = 0;
    a.subscribe((s: FavouritesSnapshot) => {
      const { ids, list, error, queue } = s.context;
      view.set((v) => (v.ids === ids && v.list === list ? v : { ids, list }));
      if (error && error !== shownError) {
        shownError = error;
        void ui.dialog({ messageKey: `err.${error.code}`, tone: 'error' }).then(() => a.send({ type: 'DISMISS_ERROR' }));
      }
      // Each confirmed (or refused) change leaves the queue: the server's list is worth asking for again.
      if (queue.length < queued) void queryClient.invalidateQueries({ queryKey: FAVOURITE_KEYS.list });
      queued = queue.length;
    });
    a.start();
    return (event) => a.send(event);
  });
  actor.catch(() => {
    actor = null;
  });
  return actor;
}

/** Sends to the machine, loading it first if needed (a guest's CLEAR needs no machine). */
export function sendFavourites(event: Parameters<FavouritesSend>[0]) {
  if (!actor && event.type === 'CLEAR') {
    view.set({ ids: [], list: null });
    return;
  }
  void machine().then(
    (send) => send(event),
    () => undefined,
  );
}

// Favourite ids load on login; guests and trial users have none.
let loadedFor: string | null = null;
followRealMember((token) => {
  loadedFor = token;
  // Recent games load at login beside the favourites; their code (and TanStack's paged queries)
  // comes with the first member, never with a guest's first page.
  if (token)
    void import('./recentGames').then(
      (r) => r.loadRecent(),
      () => undefined,
    );
  if (!token) {
    sendFavourites({ type: 'CLEAR' });
    return;
  }
  void queryClient
    .fetchQuery({ queryKey: FAVOURITE_KEYS.ids, queryFn: ({ signal }) => gamesApi.favouriteIds(signal), staleTime: 0 })
    .then((v) => {
      if (loadedFor === token) sendFavourites({ type: 'LOADED', ids: v.list });
    })
    .catch(() => undefined);
});

export function useFavourites() {
  const { ids } = useStore(view);
  const isFavourite = useCallback((nodeId: number) => ids.includes(nodeId), [ids]);
  const toggle = useCallback((card: GameCard) => {
    const s = viewOf(sessionStore.get());
    if (!s.isLogin) ui.open({ kind: 'login' });
    else if (s.isTrial) void refuseTrial();
    else sendFavourites({ type: 'TOGGLE', card });
  }, []);
  return { ids, isFavourite, toggle };
}

/** The favourites list as the machine holds it (optimistic removals already applied). */
export const useFavouriteList = () => useStore(view).list;
