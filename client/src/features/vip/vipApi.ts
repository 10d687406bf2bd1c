import { queryOptions } from '@tanstack/react-query';
import { type VipHostView, ENDPOINTS } from '@wl/shared/core';
import { call } from '../../api/http';

/**
 * The VIP club's calls (shared/src/api/vip.ts; docs/VIP.md). The level table is public; the
 * overview is the member's own, keyed by the member's id so one member's figures never show for
 * the next. A `balance:changed` push refreshes the overview (a bet moves the week's estimate).
 */
export const vipKeys = {
  levels: ['vip', 'levels'] as const,
  overview: (memberId: number | undefined) => ['member', memberId, 'vip'] as const,
};

export const vipQueries = {
  levels: () => queryOptions({ queryKey: vipKeys.levels, queryFn: ({ signal }) => call(ENDPOINTS.vipLevels, { signal }) }),
  overview: (memberId: number | undefined) =>
    queryOptions({
      queryKey: vipKeys.overview(memberId),
      queryFn: ({ signal }) => call(ENDPOINTS.memberVip, { signal }),
      enabled: memberId !== undefined,
    }),
};

export type { VipHostView };

/** 500 bp -> "5%", 250 -> "2.5%". */
export const percent = (bps: number) => `${Number((bps / 100).toFixed(2))}%`;
