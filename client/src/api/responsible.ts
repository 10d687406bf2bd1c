import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@wl/shared/core';
import { call } from './http';

/**
 * The member's own deposit limits and exclusion (docs/RESPONSIBLE.md). Read by the responsible
 * gaming panel that sets them and by the deposit form, which states the room left before the
 * member types an amount: one cache entry, so a limit just set shows in the cashier at once.
 */
export const responsibleKey = (memberId: number | undefined) => ['member', memberId, 'responsible'] as const;

export const responsibleQuery = (memberId: number | undefined) =>
  queryOptions({
    queryKey: responsibleKey(memberId),
    queryFn: ({ signal }) => call(ENDPOINTS.responsible, { signal }),
    enabled: memberId !== undefined,
  });
