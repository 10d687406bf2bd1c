import { API, type ReferralFriend, type ReferralSummary } from '@wl/shared/core';
import { request } from '../../api/http';

export interface FriendsPage {
  list: ReferralFriend[];
  pageNum: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/** The referral page's two reads (docs/ENGAGE.md); member token. */
export const referralApi = {
  summary: (signal?: AbortSignal) => request<ReferralSummary>(API.referral, { signal }),
  friends: (page: number, signal?: AbortSignal) => request<FriendsPage>(API.referralFriends, { query: { page, pageSize: 10 }, signal }),
};
