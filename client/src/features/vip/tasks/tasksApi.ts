import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@wl/shared/core';
import { call } from '../../../api/http';

/** VIP tasks (docs/VIP-WHEEL.md): the member's list with progress, and the claim. */
export const tasksKey = (memberId: number | undefined) => ['member', memberId, 'vip-tasks'] as const;

export const tasksQuery = (memberId: number | undefined) =>
  queryOptions({ queryKey: tasksKey(memberId), queryFn: ({ signal }) => call(ENDPOINTS.vipTasks, { signal }), enabled: memberId !== undefined });

export const claimTask = (id: number) => call(ENDPOINTS.vipTaskClaim, { params: { id } });
