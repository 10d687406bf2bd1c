import { queryOptions } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, type CreateDepositRequest, ENDPOINTS } from '@wl/shared/core';
import { call } from '../../api/http';

export const DEPOSITS_PAGE_SIZE = 5;

/** Deposits (docs/CASHIER.md): open an order with the action's idempotency key. */
export const depositApi = {
  create: (body: CreateDepositRequest, key: string) => call(ENDPOINTS.depositOrdersPost, { body, headers: { [IDEMPOTENCY_HEADER]: key } }),
};

/** The member's deposit reads, keyed by member id (one member's answers never show for the next). */
export const depositQueries = {
  root: (memberId: number | undefined) => ['member', memberId, 'deposit'] as const,
  channels: (memberId: number | undefined) =>
    queryOptions({
      queryKey: ['member', memberId, 'deposit', 'channels'],
      queryFn: ({ signal }) => call(ENDPOINTS.depositChannels, { signal }),
      enabled: memberId !== undefined,
    }),
  order: (memberId: number | undefined, ref: string) =>
    queryOptions({
      queryKey: ['member', memberId, 'deposit', 'order', ref],
      queryFn: ({ signal }) => call(ENDPOINTS.depositOrder, { params: { ref }, signal }),
      enabled: memberId !== undefined,
    }),
  orders: (memberId: number | undefined, page: number) =>
    queryOptions({
      queryKey: ['member', memberId, 'deposit', 'orders', page],
      queryFn: ({ signal }) => call(ENDPOINTS.depositOrders, { query: { page, pageSize: DEPOSITS_PAGE_SIZE }, signal }),
      // No polling: every status change is pushed as `cashier:changed` (DepositTab registers it).
      enabled: memberId !== undefined,
    }),
};
