import { queryOptions } from '@tanstack/react-query';
import { type RecordCategory, ENDPOINTS } from '@wl/shared/core';
import { call } from '../../api/http';
import { toRange, type DateWindow } from './range';

const ROUTES = {
  account: ENDPOINTS.recordsAccount,
  betting: ENDPOINTS.recordsBetting,
  bonus: ENDPOINTS.recordsBonus,
  rebate: ENDPOINTS.recordsRebate,
} satisfies Record<RecordCategory, unknown>;

export const PAGE_SIZE = 20;

/** Every record key starts here, so a balance event refreshes whichever record is on screen. */
export const recordsKey = (memberId: number | undefined) => ['member', memberId, 'records'] as const;

export const recordsQueries = {
  page: (memberId: number | undefined, category: RecordCategory, w: DateWindow, page: number) =>
    queryOptions({
      queryKey: [...recordsKey(memberId), category, w.days, w.last.getTime(), page],
      queryFn: ({ signal }) => call(ROUTES[category], { query: { ...toRange(w), page, pageSize: PAGE_SIZE }, signal }),
      enabled: memberId !== undefined,
    }),
  profit: (memberId: number | undefined, w: DateWindow) =>
    queryOptions({
      queryKey: [...recordsKey(memberId), 'profit', w.days, w.last.getTime()],
      queryFn: ({ signal }) => call(ENDPOINTS.recordsProfit, { query: toRange(w), signal }),
      enabled: memberId !== undefined,
    }),
  bets: (memberId: number | undefined, w: DateWindow, page: number, filter: { gameType: string; vendor: string }) =>
    queryOptions({
      queryKey: [...recordsKey(memberId), 'bets', w.days, w.last.getTime(), page, filter.gameType, filter.vendor],
      queryFn: ({ signal }) =>
        call(ENDPOINTS.recordsRounds, {
          query: { ...toRange(w), page, pageSize: PAGE_SIZE, gameType: filter.gameType || undefined, vendor: filter.vendor || undefined },
          signal,
        }),
      enabled: memberId !== undefined,
    }),
  bet: (memberId: number | undefined, id: number) =>
    queryOptions({
      queryKey: [...recordsKey(memberId), 'bet', id],
      queryFn: ({ signal }) => call(ENDPOINTS.recordsRound, { params: { id }, signal }),
      enabled: memberId !== undefined,
    }),
};
