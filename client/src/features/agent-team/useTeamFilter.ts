import { useState } from 'react';
import { useMerchantOffset } from '../../agent-kit/common';
import { defaultFilter, toQuery, type FilterValues } from './TeamFilters';

/**
 * A team list's filter and page: the last 7 merchant days until the agent applies its own.
 * `offset` is null (and the query waits) until the merchant's offset is known from the clock.
 */
export function useTeamFilter() {
  const offset = useMerchantOffset();
  const [chosen, setChosen] = useState<FilterValues | null>(null);
  const [page, setPage] = useState(1);
  const values = chosen ?? (offset === null ? null : defaultFilter(offset));
  return {
    offset,
    values,
    query: offset !== null && values ? toQuery(values, offset) : {},
    page,
    setPage,
    apply: (v: FilterValues) => {
      setChosen(v);
      setPage(1);
    },
  };
}
