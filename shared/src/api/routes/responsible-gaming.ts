import { Type } from '@sinclair/typebox';
import { API } from '../paths.js';
import type { RouteTable } from '../route-def.js';
import { IdParams, Page, pageQuery } from '../paging.js';
import {
  AnswerRealityCheckRequest,
  RealityCheckState,
  ResponsibleSettings,
  SetDepositLimitsRequest,
  SetRealityCheckRequest,
  ResponsibleLogRow,
  StaffResponsibleValue,
  StartSelfExclusionRequest,
  StartTimeOutRequest,
  TimeOutValue,
} from '../responsible.js';

const LogQuery = Type.Object({
  accountId: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
  ...pageQuery(100, 20),
});

/** The responsible-gaming module's routes (gateway/src/modules/responsible-gaming). */
export const RESPONSIBLE_GAMING_ROUTES = {
  staffResponsibleLog: { method: 'GET', path: API.staffResponsibleLog, query: LogQuery, response: Page(ResponsibleLogRow) },
  staffAccountResponsible: { method: 'GET', path: API.staffAccountResponsible, params: IdParams, response: StaffResponsibleValue },
  responsible: { method: 'GET', path: API.responsible, response: ResponsibleSettings },
  responsibleLimits: { method: 'PUT', path: API.responsibleLimits, body: SetDepositLimitsRequest, response: ResponsibleSettings },
  responsibleExclusion: { method: 'POST', path: API.responsibleExclusion, body: StartSelfExclusionRequest, response: ResponsibleSettings },
  responsibleTimeOut: { method: 'POST', path: API.responsibleTimeOut, body: StartTimeOutRequest, response: TimeOutValue },
  responsibleRealityCheck: { method: 'GET', path: API.responsibleRealityCheck, response: RealityCheckState },
  responsibleRealityCheckPut: { method: 'PUT', path: API.responsibleRealityCheck, body: SetRealityCheckRequest, response: RealityCheckState },
  responsibleRealityAnswer: { method: 'POST', path: API.responsibleRealityAnswer, body: AnswerRealityCheckRequest, response: Type.Null() },
} as const satisfies RouteTable;
