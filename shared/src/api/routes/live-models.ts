import { API } from '../paths.js';
import type { RouteTable } from '../route-def.js';
import { LaunchChatRequest, LaunchChatValue, LiveModelInput, ModelListQuery, ModelListValue, StaffLiveModel, StaffLiveModelsValue } from '../live-models.js';
import { IdParams } from '../paging.js';

/** The live-models module's routes (gateway/src/modules/live-models). */
export const LIVE_MODELS_ROUTES = {
  modelList: { method: 'GET', path: API.modelList, query: ModelListQuery, response: ModelListValue },
  launchChat: { method: 'POST', path: API.launchChat, body: LaunchChatRequest, response: LaunchChatValue },
  staffLiveModels: { method: 'GET', path: API.staffLiveModels, response: StaffLiveModelsValue },
  staffLiveModelsPost: { method: 'POST', path: API.staffLiveModels, body: LiveModelInput, response: StaffLiveModel },
  staffLiveModel: { method: 'PUT', path: API.staffLiveModel, body: LiveModelInput, params: IdParams, response: StaffLiveModel },
} as const satisfies RouteTable;
