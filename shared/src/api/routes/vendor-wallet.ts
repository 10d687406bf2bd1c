import { API } from '../paths.js';
import type { RouteTable } from '../route-def.js';
import { LaunchRequest, LaunchValue, StaffVendorParams } from '../games.js';
import { HeldCreditDecision, HeldCreditPage, HeldCreditRow, HeldCreditsQuery } from '../held-credits.js';
import { IdParams } from '../paging.js';
import {
  StaffVendorCredentialRotate,
  StaffVendorCredentialRotated,
  StaffVendorCredentialsValue,
  VendorBalanceRequest,
  VendorBalanceValue,
  VendorCallHeaders,
  VendorCreditRequest,
  VendorDebitRequest,
  VendorRollbackRequest,
  VendorWalletValue,
} from '../seamless.js';

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
  staffHeldCreditApprove: { method: 'PUT', path: API.staffHeldCreditApprove, params: IdParams, body: HeldCreditDecision, response: HeldCreditRow },
  staffHeldCreditRefuse: { method: 'PUT', path: API.staffHeldCreditRefuse, params: IdParams, body: HeldCreditDecision, response: HeldCreditRow },
  launchGame: { method: 'POST', path: API.launchGame, body: LaunchRequest, response: LaunchValue },
  gameLaunchFB: { method: 'POST', path: API.gameLaunchFB, body: LaunchRequest, response: LaunchValue },
  seamlessBalance: { method: 'POST', path: API.seamlessBalance, headers: VendorCallHeaders, body: VendorBalanceRequest, response: VendorBalanceValue },
  seamlessDebit: { method: 'POST', path: API.seamlessDebit, headers: VendorCallHeaders, body: VendorDebitRequest, response: VendorWalletValue },
  seamlessCredit: { method: 'POST', path: API.seamlessCredit, headers: VendorCallHeaders, body: VendorCreditRequest, response: VendorWalletValue },
  seamlessRollback: { method: 'POST', path: API.seamlessRollback, headers: VendorCallHeaders, body: VendorRollbackRequest, response: VendorWalletValue },
} as const satisfies RouteTable;
