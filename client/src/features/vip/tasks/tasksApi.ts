import { queryOptions } from '@tanstack/react-query';
import { API, type VipTaskClaimValue, type VipTasksValue } from '@wl/shared/core';
import { request, withId } from '../../../api/http';

/** VIP tasks (docs/VIP-WHEEL.md): the member's list with progress, and the claim. */
export const tasksKey = (memberId: number | undefined) => ['member', memberId, 'vip-tasks'] as const;

export const tasksQuery = (memberId: number | undefined) =>
  queryOptions({ queryKey: tasksKey(memberId), queryFn: ({ signal }) => request<VipTasksValue>(API.vipTasks, { signal }), enabled: memberId !== undefined });

export const claimTask = (id: number) => request<VipTaskClaimValue>(withId(API.vipTaskClaim, id), { method: 'POST' });
