import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, isQueueChanged } from '@wl/shared/core';
import { callStaff } from './staffApi';
import { onStaffPush } from './staffChannel';

/**
 * The counts of the staff work queues (docs/STAFF.md "Queues"): read once, then again whenever the
 * gateway pushes `queue:changed` for one of them or the staff socket (re)connects. The dashboard
 * and the navigation badges read the same cache entry.
 */
export const queueCountsKey = ['staff', 'queues'] as const;
export const queueCountsQuery = () => queryOptions({ queryKey: queueCountsKey, queryFn: ({ signal }) => callStaff(ENDPOINTS.staffQueues, { signal }) });

export function useQueueCounts() {
  const queries = useQueryClient();
  const counts = useQuery(queueCountsQuery());
  useEffect(() => {
    const refresh = () => void queries.invalidateQueries({ queryKey: queueCountsKey });
    return onStaffPush('queue:changed', (p) => isQueueChanged(p) && refresh(), refresh);
  }, [queries]);
  return counts;
}
