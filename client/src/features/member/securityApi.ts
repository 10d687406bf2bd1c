import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@wl/shared/core';
import type { SetVerifyMethodRequest, TotpConfirmRequest } from '@wl/shared';
import { call } from '../../api/http';

/** Second verification setup (docs/DECISIONS.md): read, choose a method, enrol an authenticator. */
export const securityApi = {
  setMethod: (body: SetVerifyMethodRequest) => call(ENDPOINTS.verifyMethodPut, { body }),
  beginTotp: () => call(ENDPOINTS.totpPost),
  confirmTotp: (body: TotpConfirmRequest) => call(ENDPOINTS.totpPut, { body }),
};

/**
 * The member's reads, keyed by member id so that one member's answers can never show for the
 * next member signing in on the same tab.
 */
export const securityQueries = {
  verifySetup: (memberId: number | undefined) =>
    queryOptions({
      queryKey: ['member', memberId, 'verifySetup'],
      queryFn: ({ signal }) => call(ENDPOINTS.verifyMethod, { signal }),
      enabled: memberId !== undefined,
    }),
};
