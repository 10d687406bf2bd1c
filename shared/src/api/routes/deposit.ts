import { Type } from '@sinclair/typebox';
import { API } from '../paths.js';
import type { RouteTable } from '../route-def.js';
import {
  CreateDepositRequest,
  DepositChannel,
  DepositOrder,
  DepositOrderPage,
  DepositOrderView,
  DepositRefParams,
  DepositReviewRequest,
  DepositStatus,
  SandboxCallback,
  StaffDepositPage,
} from '../deposit.js';
import { SANDBOX_SIGNATURE_HEADER } from '../deposit-rules.js';
import { IdempotencyHeaders } from '../money.js';
import { IdParams, pageQuery } from '../paging.js';

/** The deposit module's routes (gateway/src/modules/deposit). */
export const DEPOSIT_ROUTES = {
  staffDeposits: {
    method: 'GET',
    path: API.staffDeposits,
    query: Type.Object({
      status: Type.Optional(DepositStatus),
      ...pageQuery(100, 20),
    }),
    response: StaffDepositPage,
  },
  staffDepositReview: {
    method: 'POST',
    path: API.staffDepositReview,
    body: DepositReviewRequest,
    params: IdParams,
    headers: IdempotencyHeaders,
    response: DepositOrder,
  },
  depositChannels: { method: 'GET', path: API.depositChannels, response: Type.Array(DepositChannel) },
  depositOrdersPost: { method: 'POST', path: API.depositOrders, body: CreateDepositRequest, headers: IdempotencyHeaders, response: DepositOrder },
  depositOrders: {
    method: 'GET',
    path: API.depositOrders,
    query: Type.Object({
      status: Type.Optional(DepositStatus),
      ...pageQuery(50, 10),
    }),
    response: DepositOrderPage,
  },
  depositOrder: { method: 'GET', path: API.depositOrder, params: DepositRefParams, response: DepositOrderView },
  depositSandboxCallback: {
    method: 'POST',
    path: API.depositSandboxCallback,
    body: SandboxCallback,
    headers: Type.Object({ [SANDBOX_SIGNATURE_HEADER]: Type.Optional(Type.String({ maxLength: 128 })) }),
    response: Type.Object({ ref: Type.String(), status: DepositStatus, replayed: Type.Boolean() }),
  },
} as const satisfies RouteTable;
