import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { sortOf } from './SortSelect';

/**
 * A list's filters and order live in the address (the route query may carry vassalage or
 * gameClassify), so a filtered page can be shared, reloaded and navigated back to. The default
 * order is left out of it.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (patch: Record<string, string | null>) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            if (v === null || v === '' || (k === 'sort' && v === 'featured')) next.delete(k);
            else next.set(k, v);
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return {
    vassalage: params.get('vassalage') ?? '',
    gameClassify: params.get('gameClassify') ?? '',
    /** The search page's category filter. */
    gameType: params.get('gameType') ?? '',
    keyword: params.get('keyword') ?? '',
    sort: sortOf(params.get('sort')),
    set,
  };
}
