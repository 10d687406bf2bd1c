import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MissionSummary } from '@wl/shared/core';
import { useSession } from '../../session/session';
import { useLiveEvent } from '../../stores/live';
import { summaryKey, summaryQuery } from './missionsApi';

/**
 * The mission item's red badge (docs/MISSIONS.md "Badge"): the summary's `claimable`, read once per
 * member and then kept live by `missions:changed` (the gateway's sweep and every claim append it):
 * the cached count is set from the payload at once, and the summary is refetched for its progress.
 * The member page calls it for its tab row; the missions tab shares the same cached answer.
 */
export function useMissionCount(): number {
  const { member, isLogin, isTrial } = useSession();
  const memberId = isLogin && !isTrial ? member?.id : undefined;
  const queries = useQueryClient();
  const query = useQuery(summaryQuery(memberId));
  useLiveEvent('missions:changed', (p) => {
    queries.setQueryData<MissionSummary>(summaryKey(memberId), (s) => (s ? { ...s, claimable: p.claimable } : s));
    void queries.invalidateQueries({ queryKey: summaryKey(memberId) });
  });
  return query.data?.claimable ?? 0;
}
