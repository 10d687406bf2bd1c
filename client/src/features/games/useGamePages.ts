import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { GamePage } from '@wl/shared/core';

/**
 * A game list read a page at a time, for "Load more": each press appends the next page below the
 * ones shown (instead of numbered pages that replace each other), so a player scrolling 10,000
 * slots keeps their place. The pages stay cached under the list's key, so coming back to the
 * list shows what was loaded.
 */
export function useGamePages<Q extends object>(
  key: readonly unknown[],
  query: Q | null,
  read: (q: Q & { pageNo: number }, signal: AbortSignal) => Promise<GamePage>,
) {
  const pages = useInfiniteQuery({
    queryKey: [...key, query],
    queryFn: ({ pageParam, signal }) => read({ ...(query as Q), pageNo: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled: query !== null,
    // The old results stay on screen while a new filter loads: no flash of skeletons.
    placeholderData: keepPreviousData,
  });
  const loaded = pages.data?.pages ?? [];
  return {
    cards: loaded.flatMap((p) => p.list),
    total: loaded[0]?.total ?? 0,
    loaded: loaded.length > 0,
    pages,
  };
}
