import { ENDPOINTS } from '@wl/shared/core';
import { call } from '../../api/http';
import { identityApi } from '../../api/identity';

/** The feedback call: no token needed; the member's token, when there is one, goes with it. */
export const feedbackApi = {
  send: (body: { type: number; content: string; captcha: string; sender?: string }) => call(ENDPOINTS.feedback, { body }),
  captcha: () => identityApi.captcha(),
};
