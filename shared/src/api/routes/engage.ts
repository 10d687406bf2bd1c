import { Type } from '@sinclair/typebox';
import { API } from '../paths.js';
import type { RouteTable } from '../route-def.js';
import {
  FeedbackQuery,
  FeedbackReceipt,
  FeedbackReplyRequest,
  FeedbackRequest,
  FeedbackRow,
  FeedbackStatusRequest,
  HelpArticleInput,
  ReferralFriend,
  ReferralFriendsQuery,
  ReferralSummary,
  StaffHelpArticle,
  StaffHelpQuery,
} from '../engage.js';
import { IdParams, Page } from '../paging.js';

/** The engage module's routes (gateway/src/modules/engage). */
export const ENGAGE_ROUTES = {
  feedback: { method: 'PUT', path: API.feedback, body: FeedbackRequest, response: FeedbackReceipt },
  staffFeedback: { method: 'GET', path: API.staffFeedback, query: FeedbackQuery, response: Page(FeedbackRow) },
  staffFeedbackItem: { method: 'GET', path: API.staffFeedbackItem, params: IdParams, response: FeedbackRow },
  staffFeedbackStatus: { method: 'PUT', path: API.staffFeedbackStatus, body: FeedbackStatusRequest, params: IdParams, response: FeedbackRow },
  staffFeedbackReply: { method: 'POST', path: API.staffFeedbackReply, body: FeedbackReplyRequest, params: IdParams, response: FeedbackRow },
  staffHelp: { method: 'GET', path: API.staffHelp, query: StaffHelpQuery, response: Type.Array(StaffHelpArticle) },
  staffHelpPut: { method: 'PUT', path: API.staffHelp, body: HelpArticleInput, response: StaffHelpArticle },
  staffHelpArticle: { method: 'DELETE', path: API.staffHelpArticle, params: IdParams, response: Type.Null() },
  referral: { method: 'GET', path: API.referral, response: ReferralSummary },
  referralFriends: { method: 'GET', path: API.referralFriends, query: ReferralFriendsQuery, response: Page(ReferralFriend) },
} as const satisfies RouteTable;
