import { queryOptions } from '@tanstack/react-query';
import { type ContractType, ENDPOINTS } from '@wl/shared/core';
import { call } from '../../api/http';
import { toInstants, type DayRange } from '../../agent-kit/range';

export const PAGE_SIZE = 20;
export type PayoutSide = 'earned' | 'given';

/** Every salary key starts here (owner included, so another login never sees them): a payout's balance event refreshes them all. */
export const salaryKey = (ownerId: number | undefined) => ['agent', ownerId, 'salary'] as const;

/** The salary API (shared/src/api/agent-salary.ts); ranges are merchant days sent as instants. */
export const salaryQueries = {
  flags: (ownerId: number | undefined) =>
    queryOptions({
      queryKey: [...salaryKey(ownerId), 'flags'],
      queryFn: ({ signal }) => call(ENDPOINTS.agentSalaryFlags, { signal }),
      enabled: ownerId !== undefined,
    }),
  payouts: (ownerId: number | undefined, type: ContractType, side: PayoutSide, range: DayRange, offset: number, page: number) =>
    queryOptions({
      queryKey: [...salaryKey(ownerId), 'payouts', type, side, range.from, range.to, offset, page],
      queryFn: ({ signal }) => call(ENDPOINTS.agentSalaryPayouts, { query: { type, side, ...toInstants(range, offset), page, pageSize: PAGE_SIZE }, signal }),
      enabled: ownerId !== undefined,
    }),
  bets: (ownerId: number | undefined, payoutId: number, page: number) =>
    queryOptions({
      queryKey: [...salaryKey(ownerId), 'bets', payoutId, page],
      queryFn: ({ signal }) => call(ENDPOINTS.agentSalaryPayoutBets, { params: { id: payoutId }, query: { page, pageSize: PAGE_SIZE }, signal }),
      enabled: ownerId !== undefined,
    }),
  realtime: (ownerId: number | undefined) =>
    queryOptions({
      queryKey: [...salaryKey(ownerId), 'realtime'],
      queryFn: ({ signal }) => call(ENDPOINTS.agentSalaryRealtime, { signal }),
      enabled: ownerId !== undefined,
    }),
  revenue: (ownerId: number | undefined, range: DayRange, offset: number) =>
    queryOptions({
      queryKey: [...salaryKey(ownerId), 'revenue', range.from, range.to, offset],
      queryFn: ({ signal }) => call(ENDPOINTS.agentRevenue, { query: toInstants(range, offset), signal }),
      enabled: ownerId !== undefined,
    }),
};
