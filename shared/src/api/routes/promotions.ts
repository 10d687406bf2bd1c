import { Type } from '@sinclair/typebox';
import { API } from '../paths.js';
import type { RouteTable } from '../route-def.js';
import { IdParams, Page } from '../paging.js';
import { LangQuery } from '../translations.js';
import {
  ApproveApplicationRequest,
  PromotionActionValue,
  PromotionInput,
  PromotionList,
  RaffleClaimRequest,
  RejectApplicationRequest,
  RewardCenter,
  StaffApplication,
  StaffApplicationDetail,
  StaffApplicationQuery,
  StaffPromotion,
  StaffPromotionQuery,
} from '../promotions.js';

/** The promotions module's routes (gateway/src/modules/promotions). */
export const PROMOTIONS_ROUTES = {
  staffPromotions: { method: 'GET', path: API.staffPromotions, query: StaffPromotionQuery, response: Page(StaffPromotion) },
  staffPromotionsPost: { method: 'POST', path: API.staffPromotions, body: PromotionInput, response: StaffPromotion },
  staffPromotion: { method: 'PUT', path: API.staffPromotion, body: PromotionInput, params: IdParams, response: StaffPromotion },
  staffPromotionApplications: { method: 'GET', path: API.staffPromotionApplications, query: StaffApplicationQuery, response: Page(StaffApplication) },
  staffPromotionApplication: { method: 'GET', path: API.staffPromotionApplication, params: IdParams, response: StaffApplicationDetail },
  staffPromotionApprove: {
    method: 'PUT',
    path: API.staffPromotionApprove,
    body: Type.Union([ApproveApplicationRequest, Type.Null()]),
    params: IdParams,
    response: StaffApplicationDetail,
  },
  staffPromotionReject: { method: 'PUT', path: API.staffPromotionReject, body: RejectApplicationRequest, params: IdParams, response: StaffApplicationDetail },
  promotions: { method: 'GET', path: API.promotions, query: LangQuery, response: PromotionList },
  memberPromotions: { method: 'GET', path: API.memberPromotions, query: LangQuery, response: PromotionList },
  rewardCenter: { method: 'GET', path: API.rewardCenter, query: LangQuery, response: RewardCenter },
  promotionApply: { method: 'POST', path: API.promotionApply, params: IdParams, response: PromotionActionValue },
  promotionJoin: { method: 'POST', path: API.promotionJoin, params: IdParams, response: PromotionActionValue },
  promotionClaim: { method: 'POST', path: API.promotionClaim, params: IdParams, response: PromotionActionValue },
  promotionSign: { method: 'POST', path: API.promotionSign, params: IdParams, response: PromotionActionValue },
  raffleClaim: { method: 'POST', path: API.raffleClaim, body: RaffleClaimRequest, response: PromotionActionValue },
} as const satisfies RouteTable;
