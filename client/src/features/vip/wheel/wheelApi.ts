import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@wl/shared/core';
import { call } from '../../../api/http';
import { keyed } from '../../../lib/money';

/**
 * The VIP wheel's calls (shared/src/api/vip-wheel.ts; docs/VIP-WHEEL.md). Keys start with the
 * member's id, so one member's seeds and spins never show for the next; `wheel:changed` (a claim
 * added spins, a spin used one) refreshes the wheel.
 */
export const wheelKeys = {
  wheel: (memberId: number | undefined) => ['member', memberId, 'vip-wheel'] as const,
  spins: (memberId: number | undefined) => ['member', memberId, 'vip-wheel', 'spins'] as const,
};

export const wheelQueries = {
  wheel: (memberId: number | undefined) =>
    queryOptions({
      queryKey: wheelKeys.wheel(memberId),
      queryFn: ({ signal }) => call(ENDPOINTS.vipWheel, { signal }),
      enabled: memberId !== undefined,
    }),
  spins: (memberId: number | undefined, page: number) =>
    queryOptions({
      queryKey: [...wheelKeys.spins(memberId), page],
      queryFn: ({ signal }) => call(ENDPOINTS.vipWheelSpins, { query: { page, pageSize: 5 }, signal }),
      enabled: memberId !== undefined,
    }),
};

export const wheelApi = {
  spin: (key: string) => call(ENDPOINTS.vipWheelSpin, { headers: keyed(key) }),
  rotate: (clientSeed?: string) => call(ENDPOINTS.vipWheelRotate, { body: clientSeed ? { clientSeed } : {} }),
};
