import { queryOptions } from '@tanstack/react-query';
import { SECURITY_API } from '@wl/shared/core';
import type { SetVerifyMethodRequest, TotpConfirmRequest, TotpEnrolment, VerifySetup } from '@wl/shared';
import { request } from '../../api/http';

/** Second verification setup (docs/DECISIONS.md): read, choose a method, enrol an authenticator. */
export const securityApi = {
  setMethod: (body: SetVerifyMethodRequest) => request<VerifySetup>(SECURITY_API.verifyMethod, { method: 'PUT', body }),
  beginTotp: () => request<TotpEnrolment>(SECURITY_API.totp, { method: 'POST' }),
  confirmTotp: (body: TotpConfirmRequest) => request<VerifySetup>(SECURITY_API.totp, { method: 'PUT', body }),
};

/**
 * The member's reads, keyed by member id so that one member's answers can never show for the
 * next member signing in on the same tab.
 */
export const securityQueries = {
  verifySetup: (memberId: number | undefined) =>
    queryOptions({
      queryKey: ['member', memberId, 'verifySetup'],
      queryFn: ({ signal }) => request<VerifySetup>(SECURITY_API.verifyMethod, { signal }),
      enabled: memberId !== undefined,
    }),
};
