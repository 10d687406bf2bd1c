import { queryOptions } from '@tanstack/react-query';
import {
  API,
  type RealityCheckAnswer,
  type RealityCheckState,
  type ResponsibleSettings,
  type SelfExclusionPeriod,
  type SetDepositLimitsRequest,
  type SetRealityCheckRequest,
  type TimeOutPeriod,
  type TimeOutValue,
} from '@wl/shared/core';
import { request } from '../../api/http';

/** Responsible gaming (docs/RESPONSIBLE.md): deposit limits, self-exclusion, time-out and the reality check. */
export const responsibleApi = {
  setLimits: (body: SetDepositLimitsRequest) => request<ResponsibleSettings>(API.responsibleLimits, { method: 'PUT', body }),
  exclude: (period: SelfExclusionPeriod) => request<ResponsibleSettings>(API.responsibleExclusion, { method: 'POST', body: { period, confirm: true } }),
  timeOut: (period: TimeOutPeriod) => request<TimeOutValue>(API.responsibleTimeOut, { method: 'POST', body: { period, confirm: true } }),
  reality: (signal?: AbortSignal) => request<RealityCheckState>(API.responsibleRealityCheck, { signal }).then(received),
  setReality: (intervalMinutes: SetRealityCheckRequest['intervalMinutes']) =>
    request<RealityCheckState>(API.responsibleRealityCheck, { method: 'PUT', body: { intervalMinutes } }).then(received),
  answerReality: (answer: RealityCheckAnswer) => request<null>(API.responsibleRealityAnswer, { method: 'POST', body: { answer } }),
};

/** The state with the moment it arrived (this browser's clock), to count down from the server's time without trusting ours. */
export type RealityState = RealityCheckState & { receivedAt: number };
const received = (s: RealityCheckState): RealityState => ({ ...s, receivedAt: Date.now() });

/** Milliseconds until the next check: one interval after the anchor, by the server's clock. */
export const realityDueIn = (s: RealityState, now = Date.now()) =>
  s.intervalSeconds === null ? Infinity : Date.parse(s.anchorAt) + s.intervalSeconds * 1000 - Date.parse(s.serverTime) - (now - s.receivedAt);

export const responsibleKey = (memberId: number | undefined) => ['member', memberId, 'responsible'] as const;
export const realityKey = (memberId: number | undefined) => ['member', memberId, 'reality-check'] as const;

export const responsibleQuery = (memberId: number | undefined) =>
  queryOptions({
    queryKey: responsibleKey(memberId),
    queryFn: ({ signal }) => request<ResponsibleSettings>(API.responsible, { signal }),
    enabled: memberId !== undefined,
  });

/** Read once per session and kept: answers, settings and other tabs' messages refresh it. */
export const realityQuery = (memberId: number | undefined) =>
  queryOptions({
    queryKey: realityKey(memberId),
    queryFn: ({ signal }) => responsibleApi.reality(signal),
    enabled: memberId !== undefined,
    staleTime: Infinity,
  });
