import { queryOptions } from '@tanstack/react-query';
import { API, type BetDetail, type BetRecordPage, type ProfitValue, type RecordCategory, type RecordPage } from '@wl/shared/core';
import { request } from '../../api/http';
import { toRange, type DateWindow } from './range';

const PATHS: Record<RecordCategory, string> = {
  account: API.recordsAccount,
  betting: API.recordsBetting,
  bonus: API.recordsBonus,
  rebate: API.recordsRebate,
};

export const PAGE_SIZE = 20;

/** Every record key starts here, so a balance event refreshes whichever record is on screen. */
export const recordsKey = (memberId: number | undefined) => ['member', memberId, 'records'] as const;

export const recordsQueries = {
  page: (memberId: number | undefined, category: RecordCategory, w: DateWindow, page: number) =>
    queryOptions({
      queryKey: [...recordsKey(memberId), category, w.days, w.last.getTime(), page],
      queryFn: ({ signal }) => request<RecordPage>(PATHS[category], { query: { ...toRange(w), page, pageSize: PAGE_SIZE }, signal }),
      enabled: memberId !== undefined,
    }),
  profit: (memberId: number | undefined, w: DateWindow) =>
    queryOptions({
      queryKey: [...recordsKey(memberId), 'profit', w.days, w.last.getTime()],
      queryFn: ({ signal }) => request<ProfitValue>(API.recordsProfit, { query: toRange(w), signal }),
      enabled: memberId !== undefined,
    }),
  bets: (memberId: number | undefined, w: DateWindow, page: number, filter: { gameType: string; vendor: string }) =>
    queryOptions({
      queryKey: [...recordsKey(memberId), 'bets', w.days, w.last.getTime(), page, filter.gameType, filter.vendor],
      queryFn: ({ signal }) =>
        request<BetRecordPage>(API.recordsRounds, {
          query: { ...toRange(w), page, pageSize: PAGE_SIZE, gameType: filter.gameType || undefined, vendor: filter.vendor || undefined },
          signal,
        }),
      enabled: memberId !== undefined,
    }),
  bet: (memberId: number | undefined, id: number) =>
    queryOptions({
      queryKey: [...recordsKey(memberId), 'bet', id],
      queryFn: ({ signal }) => request<BetDetail>(API.recordsRound.replace(':id', String(id)), { signal }),
      enabled: memberId !== undefined,
    }),
};
