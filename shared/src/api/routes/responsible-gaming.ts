import { Type } from '@sinclair/typebox';
import { API } from '../paths.js';
import type { RouteTable } from '../route-def.js';
import { IdParams } from '../paging.js';
import {
  AnswerRealityCheckRequest,
  RealityCheckState,
  ResponsibleSettings,
  SetDepositLimitsRequest,
  SetRealityCheckRequest,
  StaffResponsibleValue,
  StartSelfExclusionRequest,
  StartTimeOutRequest,
  TimeOutValue,
} from '../responsible.js';

/** The responsible-gaming module's routes (gateway/src/modules/responsible-gaming). */
export const RESPONSIBLE_GAMING_ROUTES = {
  staffAccountResponsible: { method: 'GET', path: API.staffAccountResponsible, params: IdParams, response: StaffResponsibleValue },
  responsible: { method: 'GET', path: API.responsible, response: ResponsibleSettings },
  responsibleLimits: { method: 'PUT', path: API.responsibleLimits, body: SetDepositLimitsRequest, response: ResponsibleSettings },
  responsibleExclusion: { method: 'POST', path: API.responsibleExclusion, body: StartSelfExclusionRequest, response: ResponsibleSettings },
  responsibleTimeOut: { method: 'POST', path: API.responsibleTimeOut, body: StartTimeOutRequest, response: TimeOutValue },
  responsibleRealityCheck: { method: 'GET', path: API.responsibleRealityCheck, response: RealityCheckState },
  responsibleRealityCheckPut: { method: 'PUT', path: API.responsibleRealityCheck, body: SetRealityCheckRequest, response: RealityCheckState },
  responsibleRealityAnswer: { method: 'POST', path: API.responsibleRealityAnswer, body: AnswerRealityCheckRequest, response: Type.Null() },
} as const satisfies RouteTable;
