import { queryOptions } from '@tanstack/react-query';
import { type PointsConfigValue, type PointsEntryKind, type PointsRedeemStatus, type PointsRewardIcon, ENDPOINTS } from '@wl/shared/core';
import { call } from '../../api/http';
import type { IconName } from '../../components/Icon';
import { keyed } from '../../lib/money';

/**
 * The points mall's calls (docs/POINTS.md). Member keys start with ['member', id, 'points'] so one
 * member's answers never show for the next, and one `points:changed` push refreshes all of them.
 * Runtime lists are repeated here from shared/src/api/points.ts (the client imports no TypeBox).
 */
export interface PageOf<T> {
  list: T[];
  pageNum: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export const REDEEM_STATUSES = ['all', 'in_process', 'approved', 'rejected'] as const satisfies readonly (PointsRedeemStatus | 'all')[];
export const ENTRY_KINDS = ['all', 'earn', 'redeem', 'refund', 'convert'] as const satisfies readonly (PointsEntryKind | 'all')[];
export const PAGE_SIZE = 10;
/** POINTS_LIMITS.quantity: units per redemption. */
export const MAX_QUANTITY = 99;

/** Each reward icon as one of the app's inline icons. */
export const REWARD_ICONS: Record<PointsRewardIcon, IconName> = {
  gift: 'gift',
  phone: 'phone',
  watch: 'clock',
  headset: 'headset',
  coin: 'coins',
  ticket: 'receipt',
  spin: 'dice',
  bag: 'gift',
};

export const pointsKey = (memberId: number | undefined) => ['member', memberId, 'points'] as const;

export const balanceQuery = (memberId: number | undefined) =>
  queryOptions({
    queryKey: [...pointsKey(memberId), 'balance'],
    queryFn: ({ signal }) => call(ENDPOINTS.pointBalance, { signal }),
    enabled: memberId !== undefined,
  });
export const configQuery = (memberId: number | undefined) =>
  queryOptions({
    queryKey: [...pointsKey(memberId), 'config'],
    queryFn: ({ signal }) => call(ENDPOINTS.pointConfig, { signal }),
    enabled: memberId !== undefined,
    staleTime: 60_000,
  });
export const rewardsQuery = (memberId: number | undefined) =>
  queryOptions({
    queryKey: [...pointsKey(memberId), 'rewards'],
    queryFn: ({ signal }) => call(ENDPOINTS.pointReward, { signal }),
    enabled: memberId !== undefined,
  });
export const historyQuery = (memberId: number | undefined, status: (typeof REDEEM_STATUSES)[number], page: number) =>
  queryOptions({
    queryKey: [...pointsKey(memberId), 'history', status, page],
    queryFn: ({ signal }) => call(ENDPOINTS.redeemPointList, { query: { status, page, pageSize: PAGE_SIZE }, signal }),
    enabled: memberId !== undefined,
  });
export const detailsQuery = (memberId: number | undefined, type: (typeof ENTRY_KINDS)[number], days: number, page: number) =>
  queryOptions({
    queryKey: [...pointsKey(memberId), 'details', type, days, page],
    queryFn: ({ signal }) => call(ENDPOINTS.pointDetails, { query: { type, days, page, pageSize: PAGE_SIZE }, signal }),
    enabled: memberId !== undefined,
  });

/** The two spending calls: encrypted and keyed, so a retry of one confirmation books once. */
export const pointsApi = {
  redeem: (body: { rewardId: number; quantity: number; password: string }, key: string) =>
    call(ENDPOINTS.redeemPoint, { body, encrypted: true, headers: keyed(key) }),
  convert: (body: { points: number; password: string }, key: string) => call(ENDPOINTS.convertPoint, { body, encrypted: true, headers: keyed(key) }),
};

/** Cash (minor units) for `points` at the site's rate, or null when not a valid amount to convert. */
export function convertPreview(cfg: Pick<PointsConfigValue, 'convertPoints' | 'convertAmount' | 'minConvertPoints'>, points: number): number | null {
  if (!Number.isSafeInteger(points) || points < cfg.minConvertPoints || points % cfg.convertPoints !== 0) return null;
  return (points / cfg.convertPoints) * cfg.convertAmount;
}

/** Points as people read them: grouped digits, no decimals. */
export const formatPoints = (n: number) => new Intl.NumberFormat().format(n);
