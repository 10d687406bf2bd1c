import { API } from '../paths.js';
import type { RouteTable } from '../route-def.js';
import { LaunchRequest, LaunchValue, StaffVendorParams } from '../games.js';
import { HeldCreditPage, HeldCreditsQuery } from '../held-credits.js';
import { StaffVendorCredentialRotate, StaffVendorCredentialRotated, StaffVendorCredentialsValue } from '../seamless.js';

/** The vendor-wallet module's routes (gateway/src/modules/vendor-wallet). */
export const VENDOR_WALLET_ROUTES = {
  staffVendorCredentials: { method: 'GET', path: API.staffVendorCredentials, response: StaffVendorCredentialsValue },
  staffVendorCredentialRotate: {
    method: 'POST',
    path: API.staffVendorCredentialRotate,
    body: StaffVendorCredentialRotate,
    params: StaffVendorParams,
    response: StaffVendorCredentialRotated,
  },
  staffHeldCredits: { method: 'GET', path: API.staffHeldCredits, query: HeldCreditsQuery, response: HeldCreditPage },
  launchGame: { method: 'POST', path: API.launchGame, body: LaunchRequest, response: LaunchValue },
} as const satisfies RouteTable;
