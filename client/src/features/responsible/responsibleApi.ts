import { queryOptions } from '@tanstack/react-query';
import { API, type ResponsibleSettings, type SelfExclusionPeriod, type SetDepositLimitsRequest } from '@wl/shared/core';
import { request } from '../../api/http';

/** Responsible gaming (docs/RESPONSIBLE.md): the member's deposit limits and self-exclusion. */
export const responsibleApi = {
  setLimits: (body: SetDepositLimitsRequest) => request<ResponsibleSettings>(API.responsibleLimits, { method: 'PUT', body }),
  exclude: (period: SelfExclusionPeriod) => request<ResponsibleSettings>(API.responsibleExclusion, { method: 'POST', body: { period, confirm: true } }),
};

export const responsibleKey = (memberId: number | undefined) => ['member', memberId, 'responsible'] as const;

export const responsibleQuery = (memberId: number | undefined) =>
  queryOptions({
    queryKey: responsibleKey(memberId),
    queryFn: ({ signal }) => request<ResponsibleSettings>(API.responsible, { signal }),
    enabled: memberId !== undefined,
  });
