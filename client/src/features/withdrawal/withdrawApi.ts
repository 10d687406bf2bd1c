import { queryOptions } from '@tanstack/react-query';
import {
  type BindPayeeRequest,
  type ChangePaymentPasswordRequest,
  type ReceiptAnswer,
  type SetPaymentPasswordRequest,
  type WithdrawRequest,
  ENDPOINTS,
} from '@wl/shared/core';
import { keyed } from '../../lib/money';
import { call } from '../../api/http';

export const withdrawApi = {
  bindPayee: (body: BindPayeeRequest) => call(ENDPOINTS.withdrawPayeesPost, { body }),
  setPaymentPassword: (body: SetPaymentPasswordRequest) => call(ENDPOINTS.withdrawPaymentPassword, { body }),
  changePaymentPassword: (body: ChangePaymentPasswordRequest) => call(ENDPOINTS.withdrawPaymentPasswordChange, { body }),
  request: (body: WithdrawRequest, key: string) => call(ENDPOINTS.withdrawPost, { body, headers: keyed(key) }),
  cancel: (id: number) => call(ENDPOINTS.withdrawCancel, { params: { id } }),
  confirmReceipt: (id: number, receipt: ReceiptAnswer, note: string, proofs: File[]) => {
    const form = new FormData();
    form.set('receipt', receipt);
    if (note.trim()) form.set('note', note.trim());
    for (const f of proofs) form.append('proofs', f, f.name);
    return call(ENDPOINTS.withdrawReceipt, { params: { id }, formData: form });
  },
};

/** Keyed by member id, so one member's answers never show for the next on the same tab. */
export const withdrawQueries = {
  root: (memberId: number | undefined) => ['member', memberId, 'withdraw'] as const,
  overview: (memberId: number | undefined) =>
    queryOptions({
      queryKey: ['member', memberId, 'withdraw', 'overview'],
      queryFn: ({ signal }) => call(ENDPOINTS.withdrawOverview, { signal }),
      enabled: memberId !== undefined,
    }),
  payees: (memberId: number | undefined) =>
    queryOptions({
      queryKey: ['member', memberId, 'withdraw', 'payees'],
      queryFn: ({ signal }) => call(ENDPOINTS.withdrawPayees, { signal }),
      enabled: memberId !== undefined,
    }),
  list: (memberId: number | undefined, page: number) =>
    queryOptions({
      queryKey: ['member', memberId, 'withdraw', 'list', page],
      queryFn: ({ signal }) => call(ENDPOINTS.withdraw, { query: { page, pageSize: 10 }, signal }),
      enabled: memberId !== undefined,
    }),
};
