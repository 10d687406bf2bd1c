import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

const SEARCH_DEBOUNCE_MS = 300;

/**
 * Filter, search text and page of a list, kept in the URL so that reload, back and a link
 * pasted to a colleague all show the same list. Typing is debounced so the gateway is asked
 * once per pause, not once per key.
 */
export function useListQuery<F extends string>(filterKey: string, filters: readonly F[]) {
  const [params, setParams] = useSearchParams();
  const raw = params.get(filterKey);
  const filter = (filters.includes(raw as F) ? raw : filters[0]) as F;
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [text, setText] = useState(q);
  const settled = useDebounced(text, SEARCH_DEBOUNCE_MS);

  const update = useCallback(
    (patch: Record<string, string | number | null>, replace = false) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            if (v === null || v === '' || (k === 'page' && v === 1) || (k === filterKey && v === filters[0])) next.delete(k);
            else next.set(k, String(v));
          }
          return next;
        },
        { replace },
      );
    },
    [setParams, filterKey, filters],
  );

  useEffect(() => {
    if (settled.trim() !== q) update({ q: settled.trim(), page: 1 }, true);
    // Only a settled change of the text should move the URL; q changing from outside (back button) must not loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [settled]);

  // Back/forward can change q under us: show it in the box.
  useEffect(() => {
    setText((t) => (t.trim() === q ? t : q));
  }, [q]);

  return {
    filter,
    q,
    page,
    text,
    setText,
    setFilter: (f: F) => update({ [filterKey]: f, page: 1 }),
    setPage: (p: number) => update({ page: p }),
  };
}
