import { type ReferralFriend, ENDPOINTS } from '@wl/shared/core';
import { call } from '../../api/http';

export interface FriendsPage {
  list: ReferralFriend[];
  pageNum: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/** The referral page's two reads (docs/ENGAGE.md); member token. */
export const referralApi = {
  summary: (signal?: AbortSignal) => call(ENDPOINTS.referral, { signal }),
  friends: (page: number, signal?: AbortSignal) => call(ENDPOINTS.referralFriends, { query: { page, pageSize: 10 }, signal }),
};
