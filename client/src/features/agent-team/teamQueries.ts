import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS, type RegisterDownlineRequest, type TeamBetsQuery, type TeamTransactionsQuery } from '@wl/shared/core';
import { call } from '../../api/http';

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
        call(ENDPOINTS.agentTeamDownlines, { query: { parentId: q.parentId, username: q.username || undefined, page: q.page, pageSize: 20 }, signal }),
    }),
  tree: (ownerId: number | undefined, parentId: number | undefined) =>
    queryOptions({
      queryKey: [...teamKey(ownerId), 'tree', parentId ?? 0],
      queryFn: ({ signal }) => call(ENDPOINTS.agentTeamTree, { query: { parentId, pageSize: 200 }, signal }),
    }),
  bets: (ownerId: number | undefined, f: TeamFilter & Pick<TeamBetsQuery, 'gameType'>, page: number) =>
    queryOptions({
      queryKey: [...teamKey(ownerId), 'bets', f, page],
      queryFn: ({ signal }) => call(ENDPOINTS.agentTeamBets, { query: { ...f, page, pageSize: 20 }, signal }),
    }),
  transactions: (ownerId: number | undefined, f: TeamFilter & Pick<TeamTransactionsQuery, 'category'>, page: number) =>
    queryOptions({
      queryKey: [...teamKey(ownerId), 'transactions', f, page],
      queryFn: ({ signal }) => call(ENDPOINTS.agentTeamTransactions, { query: { ...f, page, pageSize: 20 }, signal }),
    }),
  profit: (ownerId: number | undefined, f: TeamFilter, page: number) =>
    queryOptions({
      queryKey: [...teamKey(ownerId), 'profit', f, page],
      queryFn: ({ signal }) => call(ENDPOINTS.agentTeamProfit, { query: { ...f, page, pageSize: 20 }, signal }),
    }),
};

export const teamApi = {
  register: (body: RegisterDownlineRequest) => call(ENDPOINTS.agentTeamRegister, { body }),
  remark: (id: number, remark: string) => call(ENDPOINTS.agentTeamRemark, { params: { id }, body: { remark } }),
};
