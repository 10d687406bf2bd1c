import { SECURITY_API, type SetVerifyMethodRequest, type TotpConfirmRequest, type TotpEnrolment, type VerifySetup } from '@wl/shared';
import { request } from '../../api/http';

/** Second verification setup (docs/DECISIONS.md): read, choose a method, enrol an authenticator. */
export const securityApi = {
  setup: () => request<VerifySetup>(SECURITY_API.verifyMethod),
  setMethod: (body: SetVerifyMethodRequest) => request<VerifySetup>(SECURITY_API.verifyMethod, { method: 'PUT', body }),
  beginTotp: () => request<TotpEnrolment>(SECURITY_API.totp, { method: 'POST' }),
  confirmTotp: (body: TotpConfirmRequest) => request<VerifySetup>(SECURITY_API.totp, { method: 'PUT', body }),
};
