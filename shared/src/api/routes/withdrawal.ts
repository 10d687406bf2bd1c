import { Type } from '@sinclair/typebox';
import { API } from '../paths.js';
import type { RouteTable } from '../route-def.js';
import { IdempotencyHeaders } from '../money.js';
import { IdParams } from '../paging.js';
import {
  BindPayeeRequest,
  ChangePaymentPasswordRequest,
  PayeeAccount,
  RejectWithdrawalRequest,
  SetPaymentPasswordRequest,
  StaffWithdrawalDetail,
  StaffWithdrawalPage,
  StaffWithdrawalQuery,
  WithdrawLimits,
  WithdrawLimitsUpdate,
  WithdrawListQuery,
  WithdrawOverview,
  WithdrawRequest,
  WithdrawalDecisionRequest,
  WithdrawalPage,
  WithdrawalRow,
} from '../withdraw.js';

/** Approve and paid take their texts optionally: clients that send no body keep working. */
const OptionalDecision = Type.Union([WithdrawalDecisionRequest, Type.Null()]);

/** The withdrawal module's routes (gateway/src/modules/withdrawal). */
export const WITHDRAWAL_ROUTES = {
  withdrawOverview: { method: 'GET', path: API.withdrawOverview, response: WithdrawOverview },
  withdrawPayees: { method: 'GET', path: API.withdrawPayees, response: Type.Array(PayeeAccount) },
  withdrawPayeesPost: { method: 'POST', path: API.withdrawPayees, body: BindPayeeRequest, response: PayeeAccount },
  withdrawPaymentPassword: { method: 'PUT', path: API.withdrawPaymentPassword, body: SetPaymentPasswordRequest, response: Type.Null() },
  withdrawPaymentPasswordChange: { method: 'PUT', path: API.withdrawPaymentPasswordChange, body: ChangePaymentPasswordRequest, response: Type.Null() },
  withdrawPost: { method: 'POST', path: API.withdraw, body: WithdrawRequest, headers: IdempotencyHeaders, response: WithdrawalRow },
  withdraw: { method: 'GET', path: API.withdraw, query: WithdrawListQuery, response: WithdrawalPage },
  withdrawReceipt: { method: 'POST', path: API.withdrawReceipt, params: IdParams, response: WithdrawalRow },
  withdrawCancel: { method: 'POST', path: API.withdrawCancel, params: IdParams, response: WithdrawalRow },
  staffWithdrawals: { method: 'GET', path: API.staffWithdrawals, query: StaffWithdrawalQuery, response: StaffWithdrawalPage },
  staffWithdrawal: { method: 'GET', path: API.staffWithdrawal, params: IdParams, response: StaffWithdrawalDetail },
  staffWithdrawalApprove: { method: 'PUT', path: API.staffWithdrawalApprove, body: OptionalDecision, params: IdParams, response: StaffWithdrawalDetail },
  staffWithdrawalReject: { method: 'PUT', path: API.staffWithdrawalReject, body: RejectWithdrawalRequest, params: IdParams, response: StaffWithdrawalDetail },
  staffWithdrawalPaid: { method: 'PUT', path: API.staffWithdrawalPaid, body: OptionalDecision, params: IdParams, response: StaffWithdrawalDetail },
  staffWithdrawLimits: { method: 'GET', path: API.staffWithdrawLimits, response: WithdrawLimits },
  staffWithdrawLimitsPut: { method: 'PUT', path: API.staffWithdrawLimits, body: WithdrawLimitsUpdate, response: WithdrawLimits },
} as const satisfies RouteTable;
