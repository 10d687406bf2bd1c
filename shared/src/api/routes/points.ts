import { API } from '../paths.js';
import type { RouteTable } from '../route-def.js';
import { IdempotencyHeaders } from '../money.js';
import { IdParams, Page } from '../paging.js';
import {
  ConvertPointRequest,
  PointsBalance,
  PointsConfig,
  PointsConfigValue,
  PointsDetail,
  PointsDetailQuery,
  PointsRewardInput,
  PointsRewardList,
  RedeemListQuery,
  RedeemPointRequest,
  RedeemRecord,
  RedeemResult,
  ReviewRedemptionRequest,
  StaffPointsReward,
  StaffPointsRewardList,
  StaffRedemption,
  StaffRedemptionQuery,
} from '../points.js';

/** The points module's routes (gateway/src/modules/points). */
export const POINTS_ROUTES = {
  staffPointsConfig: { method: 'GET', path: API.staffPointsConfig, response: PointsConfig },
  staffPointsConfigPut: { method: 'PUT', path: API.staffPointsConfig, body: PointsConfig, response: PointsConfig },
  staffPointsRewards: { method: 'GET', path: API.staffPointsRewards, response: StaffPointsRewardList },
  staffPointsRewardsPost: { method: 'POST', path: API.staffPointsRewards, body: PointsRewardInput, response: StaffPointsReward },
  staffPointsReward: { method: 'PUT', path: API.staffPointsReward, body: PointsRewardInput, params: IdParams, response: StaffPointsReward },
  staffPointsRedemptions: { method: 'GET', path: API.staffPointsRedemptions, query: StaffRedemptionQuery, response: Page(StaffRedemption) },
  staffPointsApprove: { method: 'PUT', path: API.staffPointsApprove, body: ReviewRedemptionRequest, params: IdParams, response: StaffRedemption },
  staffPointsReject: { method: 'PUT', path: API.staffPointsReject, body: ReviewRedemptionRequest, params: IdParams, response: StaffRedemption },
  pointBalance: { method: 'GET', path: API.pointBalance, response: PointsBalance },
  pointConfig: { method: 'GET', path: API.pointConfig, response: PointsConfigValue },
  pointReward: { method: 'GET', path: API.pointReward, response: PointsRewardList },
  redeemPointList: { method: 'GET', path: API.redeemPointList, query: RedeemListQuery, response: Page(RedeemRecord) },
  pointDetails: { method: 'GET', path: API.pointDetails, query: PointsDetailQuery, response: Page(PointsDetail) },
  redeemPoint: { method: 'POST', path: API.redeemPoint, body: RedeemPointRequest, headers: IdempotencyHeaders, response: RedeemResult },
  convertPoint: { method: 'POST', path: API.convertPoint, body: ConvertPointRequest, headers: IdempotencyHeaders, response: RedeemResult },
} as const satisfies RouteTable;
