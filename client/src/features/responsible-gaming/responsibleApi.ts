import { queryOptions } from '@tanstack/react-query';
import {
  type RealityCheckAnswer,
  type RealityCheckState,
  type SelfExclusionPeriod,
  type SetDepositLimitsRequest,
  type SetRealityCheckRequest,
  type TimeOutPeriod,
  ENDPOINTS,
} from '@wl/shared/core';
import { call } from '../../api/http';

/** Responsible gaming (docs/RESPONSIBLE.md): deposit limits, self-exclusion, time-out and the reality check. */
export const responsibleApi = {
  setLimits: (body: SetDepositLimitsRequest) => call(ENDPOINTS.responsibleLimits, { body }),
  exclude: (period: SelfExclusionPeriod) => call(ENDPOINTS.responsibleExclusion, { body: { period, confirm: true } }),
  timeOut: (period: TimeOutPeriod) => call(ENDPOINTS.responsibleTimeOut, { body: { period, confirm: true } }),
  reality: (signal?: AbortSignal) => call(ENDPOINTS.responsibleRealityCheck, { signal }).then(received),
  setReality: (intervalMinutes: SetRealityCheckRequest['intervalMinutes']) =>
    call(ENDPOINTS.responsibleRealityCheckPut, { body: { intervalMinutes } }).then(received),
  answerReality: (answer: RealityCheckAnswer) => call(ENDPOINTS.responsibleRealityAnswer, { body: { answer } }),
};

/** The state with the moment it arrived (this browser's clock), to count down from the server's time without trusting ours. */
export type RealityState = RealityCheckState & { receivedAt: number };
const received = (s: RealityCheckState): RealityState => ({ ...s, receivedAt: Date.now() });

/** Milliseconds until the next check: one interval after the anchor, by the server's clock. */
export const realityDueIn = (s: RealityState, now = Date.now()) =>
  s.intervalSeconds === null ? Infinity : Date.parse(s.anchorAt) + s.intervalSeconds * 1000 - Date.parse(s.serverTime) - (now - s.receivedAt);

export const realityKey = (memberId: number | undefined) => ['member', memberId, 'reality-check'] as const;

/** Read once per session and kept: answers, settings and other tabs' messages refresh it. */
export const realityQuery = (memberId: number | undefined) =>
  queryOptions({
    queryKey: realityKey(memberId),
    queryFn: ({ signal }) => responsibleApi.reality(signal),
    enabled: memberId !== undefined,
    staleTime: Infinity,
  });
