import type { InfiniteData } from '@tanstack/react-query';
import { GAME_LIST_PAGE_SIZE, type GamePage } from '@wl/shared/core';
import { gamesApi } from '../api/games';
import { queryClient } from '../api/query';
import { followRealMember } from '../session/followMember';
import { RECENT_KEY } from './useLaunchGame';

/** The recent list's query (GCS_recentGame) as the list reads it a page at a time (features/games/RecentList.tsx). */
export const RECENT_LIST_KEY = [...RECENT_KEY, {}] as const;
export const readRecent = (q: { pageNo: number }, signal: AbortSignal) => gamesApi.recent({ page: q.pageNo, pageSize: GAME_LIST_PAGE_SIZE }, signal);

/**
 * Recent games load at login with the favourites (useFavourites.ts imports this module when a
 * real member's session begins; trial users have none to load), so the list is there when the
 * member opens it; a launch makes it stale (useLaunchGame), a logout drops it.
 */
let following = false;
export function loadRecent() {
  if (following) return;
  following = true;
  followRealMember((token) => {
    if (!token) {
      queryClient.removeQueries({ queryKey: RECENT_KEY });
      return;
    }
    void queryClient
      .prefetchInfiniteQuery<GamePage, Error, InfiniteData<GamePage>, typeof RECENT_LIST_KEY, number>({
        queryKey: RECENT_LIST_KEY,
        queryFn: ({ pageParam, signal }) => readRecent({ pageNo: pageParam }, signal),
        initialPageParam: 1,
      })
      .catch(() => undefined);
  });
}
