import { queryOptions } from '@tanstack/react-query';
import { type MissionKind, type MissionPeriod, ENDPOINTS } from '@wl/shared/core';
import { call } from '../../api/http';

/**
 * The missions calls (docs/MISSIONS.md) and their cache keys. The summary sits under the member's
 * key like the reward centre, so a member switch never shows another's missions.
 */

// The browser's entry point carries no schema module: the lists are repeated here, checked against the contract's types.
export const MISSION_KIND_LIST = ['valid_bets', 'bet_count', 'deposit_total', 'win_count'] as const satisfies readonly MissionKind[];
export const MISSION_PERIOD_LIST = ['daily', 'weekly', 'event'] as const satisfies readonly MissionPeriod[];
export const BOARD_PAGE_SIZE = 10;

/** Money kinds show minor units as money; the others are counts. */
export const isMoneyKind = (k: MissionKind) => k === 'valid_bets' || k === 'deposit_total';

export const summaryKey = (memberId: number | undefined) => ['member', memberId, 'missions'] as const;

export const summaryQuery = (memberId: number | undefined) =>
  queryOptions({
    queryKey: summaryKey(memberId),
    queryFn: ({ signal }) => call(ENDPOINTS.missionSummary, { signal }),
    enabled: memberId !== undefined,
  });

export const boardQuery = (memberId: number | undefined, missionId: number | null, page: number) =>
  queryOptions({
    queryKey: [...summaryKey(memberId), 'board', missionId, page] as const,
    queryFn: ({ signal }) => call(ENDPOINTS.missionLeaderboard, { query: { missionId: (missionId ?? undefined)!, page, pageSize: BOARD_PAGE_SIZE }, signal }),
    enabled: memberId !== undefined && missionId !== null,
  });

export const claimMission = (id: number) => call(ENDPOINTS.missionClaim, { params: { id } });
