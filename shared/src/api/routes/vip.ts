import { API } from '../paths.js';
import type { RouteTable } from '../route-def.js';
import { IdempotencyHeaders } from '../money.js';
import { IdParams, Page } from '../paging.js';
import { StaffVipHost, StaffVipLevels, StaffVipPayout, StaffVipPayoutQuery, VipHost, VipHostView, VipLevelList, VipLevelsInput, VipOverview } from '../vip.js';
import {
  StaffVipTask,
  StaffVipTaskList,
  StaffWheelSpinsQuery,
  StaffWheelSpinsValue,
  StaffWheelValue,
  VipTaskClaimValue,
  VipTaskInput,
  VipTasksValue,
  WheelInput,
  WheelRotateRequest,
  WheelRotateValue,
  WheelSpinValue,
  WheelSpinsQuery,
  WheelSpinsValue,
  WheelValue,
} from '../vip-wheel.js';

/** The vip module's routes (gateway/src/modules/vip). */
export const VIP_ROUTES = {
  vipTasks: { method: 'GET', path: API.vipTasks, response: VipTasksValue },
  vipTaskClaim: { method: 'POST', path: API.vipTaskClaim, params: IdParams, response: VipTaskClaimValue },
  staffVipTasks: { method: 'GET', path: API.staffVipTasks, response: StaffVipTaskList },
  staffVipTasksPost: { method: 'POST', path: API.staffVipTasks, body: VipTaskInput, response: StaffVipTask },
  staffVipTask: { method: 'PUT', path: API.staffVipTask, body: VipTaskInput, params: IdParams, response: StaffVipTask },
  vipLevels: { method: 'GET', path: API.vipLevels, response: VipLevelList },
  memberVip: { method: 'GET', path: API.memberVip, response: VipOverview },
  memberVipHost: { method: 'GET', path: API.memberVipHost, response: VipHostView },
  staffVipLevels: { method: 'GET', path: API.staffVipLevels, response: StaffVipLevels },
  staffVipLevelsPut: { method: 'PUT', path: API.staffVipLevels, body: VipLevelsInput, response: StaffVipLevels },
  staffVipHost: { method: 'GET', path: API.staffVipHost, response: StaffVipHost },
  staffVipHostPut: { method: 'PUT', path: API.staffVipHost, body: VipHost, response: StaffVipHost },
  staffVipPayouts: { method: 'GET', path: API.staffVipPayouts, query: StaffVipPayoutQuery, response: Page(StaffVipPayout) },
  vipWheel: { method: 'GET', path: API.vipWheel, response: WheelValue },
  vipWheelSpin: { method: 'POST', path: API.vipWheelSpin, headers: IdempotencyHeaders, response: WheelSpinValue },
  vipWheelRotate: { method: 'POST', path: API.vipWheelRotate, body: WheelRotateRequest, response: WheelRotateValue },
  vipWheelSpins: { method: 'GET', path: API.vipWheelSpins, query: WheelSpinsQuery, response: WheelSpinsValue },
  staffVipWheel: { method: 'GET', path: API.staffVipWheel, response: StaffWheelValue },
  staffVipWheelPut: { method: 'PUT', path: API.staffVipWheel, body: WheelInput, response: StaffWheelValue },
  staffVipWheelSpins: { method: 'GET', path: API.staffVipWheelSpins, query: StaffWheelSpinsQuery, response: StaffWheelSpinsValue },
} as const satisfies RouteTable;
