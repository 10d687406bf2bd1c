import { queryOptions } from '@tanstack/react-query';
import {
  API,
  type PointsBalance,
  type PointsConfigValue,
  type PointsDetail,
  type PointsEntryKind,
  type PointsRedeemStatus,
  type PointsRewardIcon,
  type PointsRewardList,
  type RedeemRecord,
  type RedeemResult,
} from '@wl/shared/core';
import { request } from '../../api/http';
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

const get =
  <T>(path: string, query?: Record<string, string | number | undefined>) =>
  ({ signal }: { signal: AbortSignal }) =>
    request<T>(path, { query, signal });

export const balanceQuery = (memberId: number | undefined) =>
  queryOptions({ queryKey: [...pointsKey(memberId), 'balance'], queryFn: get<PointsBalance>(API.pointBalance), enabled: memberId !== undefined });
export const configQuery = (memberId: number | undefined) =>
  queryOptions({
    queryKey: [...pointsKey(memberId), 'config'],
    queryFn: get<PointsConfigValue>(API.pointConfig),
    enabled: memberId !== undefined,
    staleTime: 60_000,
  });
export const rewardsQuery = (memberId: number | undefined) =>
  queryOptions({ queryKey: [...pointsKey(memberId), 'rewards'], queryFn: get<PointsRewardList>(API.pointReward), enabled: memberId !== undefined });
export const historyQuery = (memberId: number | undefined, status: (typeof REDEEM_STATUSES)[number], page: number) =>
  queryOptions({
    queryKey: [...pointsKey(memberId), 'history', status, page],
    queryFn: get<PageOf<RedeemRecord>>(API.redeemPointList, { status, page, pageSize: PAGE_SIZE }),
    enabled: memberId !== undefined,
  });
export const detailsQuery = (memberId: number | undefined, type: (typeof ENTRY_KINDS)[number], days: number, page: number) =>
  queryOptions({
    queryKey: [...pointsKey(memberId), 'details', type, days, page],
    queryFn: get<PageOf<PointsDetail>>(API.pointDetails, { type, days, page, pageSize: PAGE_SIZE }),
    enabled: memberId !== undefined,
  });

/** The two spending calls: encrypted and keyed, so a retry of one confirmation books once. */
export const pointsApi = {
  redeem: (body: { rewardId: number; quantity: number; password: string }, key: string) =>
    request<RedeemResult>(API.redeemPoint, { method: 'POST', body, encrypted: true, headers: keyed(key) }),
  convert: (body: { points: number; password: string }, key: string) =>
    request<RedeemResult>(API.convertPoint, { method: 'POST', body, encrypted: true, headers: keyed(key) }),
};

/** Cash (minor units) for `points` at the site's rate, or null when not a valid amount to convert. */
export function convertPreview(cfg: Pick<PointsConfigValue, 'convertPoints' | 'convertAmount' | 'minConvertPoints'>, points: number): number | null {
  if (!Number.isSafeInteger(points) || points < cfg.minConvertPoints || points % cfg.convertPoints !== 0) return null;
  return (points / cfg.convertPoints) * cfg.convertAmount;
}

/** Points as people read them: grouped digits, no decimals. */
export const formatPoints = (n: number) => new Intl.NumberFormat().format(n);
