import { useState } from 'react';
import { defaultFilter, toQuery, useMerchantDays, type FilterValues } from './TeamFilters';

/**
 * A team list's filter and page: the last 7 merchant days until the agent applies its own.
 * `ready` is false until the merchant offset is known (the query waits for it).
 */
export function useTeamFilter() {
  const days = useMerchantDays();
  const [chosen, setChosen] = useState<FilterValues | null>(null);
  const [page, setPage] = useState(1);
  const values = chosen ?? (days ? defaultFilter(days.today) : null);
  return {
    ready: days !== null && values !== null,
    values,
    query: days && values ? toQuery(values, days.offset) : {},
    page,
    setPage,
    apply: (v: FilterValues) => { setChosen(v); setPage(1); },
  };
}
