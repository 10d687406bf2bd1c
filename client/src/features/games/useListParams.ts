import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters live in the address (the route query may carry vassalage or
 * gameClassify), so a filtered page can be shared, reloaded and navigated back to.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const set = useCallback(
    (patch: Record<string, string | number | null>) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            if (v === null || v === '' || (k === 'page' && v === 1)) next.delete(k);
            else next.set(k, String(v));
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
    keyword: params.get('keyword') ?? '',
    page,
    set,
  };
}
