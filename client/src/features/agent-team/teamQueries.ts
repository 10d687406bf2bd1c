import { queryOptions } from '@tanstack/react-query';
import {
  API,
  type DownlinePage,
  type DownlineRow,
  type RegisterDownlineRequest,
  type RemarkValue,
  type TeamBetPage,
  type TeamProfitPage,
  type TeamTransactionPage,
  type TeamTreePage,
} from '@wl/shared/core';
import { request, withId } from '../../api/http';

/** Filters every team list shares: username (exact, in the subtree) and a range of instants. */
export interface TeamFilter {
  username?: string;
  from?: string;
  to?: string;
}

/**
 * The team pages' calls (shared/src/api/agent-team.ts). Keys start with ['agent', ownerId, 'team']
 * so another login never sees them and one invalidation refreshes every team list.
 */
export const teamKey = (ownerId: number | undefined) => ['agent', ownerId, 'team'] as const;

export const teamPageQueries = {
  downlines: (ownerId: number | undefined, q: { parentId?: number; username?: string; page: number }) =>
    queryOptions({
      queryKey: [...teamKey(ownerId), 'downlines', q],
      queryFn: ({ signal }) =>
        request<DownlinePage>(API.agentTeamDownlines, {
          query: { parentId: q.parentId, username: q.username || undefined, page: q.page, pageSize: 20 },
          signal,
        }),
    }),
  tree: (ownerId: number | undefined, parentId: number | undefined) =>
    queryOptions({
      queryKey: [...teamKey(ownerId), 'tree', parentId ?? 0],
      queryFn: ({ signal }) => request<TeamTreePage>(API.agentTeamTree, { query: { parentId, pageSize: 200 }, signal }),
    }),
  bets: (ownerId: number | undefined, f: TeamFilter & { gameType?: string }, page: number) =>
    queryOptions({
      queryKey: [...teamKey(ownerId), 'bets', f, page],
      queryFn: ({ signal }) => request<TeamBetPage>(API.agentTeamBets, { query: { ...f, page, pageSize: 20 }, signal }),
    }),
  transactions: (ownerId: number | undefined, f: TeamFilter & { category?: string }, page: number) =>
    queryOptions({
      queryKey: [...teamKey(ownerId), 'transactions', f, page],
      queryFn: ({ signal }) => request<TeamTransactionPage>(API.agentTeamTransactions, { query: { ...f, page, pageSize: 20 }, signal }),
    }),
  profit: (ownerId: number | undefined, f: TeamFilter, page: number) =>
    queryOptions({
      queryKey: [...teamKey(ownerId), 'profit', f, page],
      queryFn: ({ signal }) => request<TeamProfitPage>(API.agentTeamProfit, { query: { ...f, page, pageSize: 20 }, signal }),
    }),
};

export const teamApi = {
  register: (body: RegisterDownlineRequest) => request<DownlineRow>(API.agentTeamRegister, { method: 'POST', body }),
  remark: (id: number, remark: string) => request<RemarkValue>(withId(API.agentTeamRemark, id), { method: 'PUT', body: { remark } }),
};
