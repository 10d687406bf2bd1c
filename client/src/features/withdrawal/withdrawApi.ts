import { queryOptions } from '@tanstack/react-query';
import {
  API,
  type BindPayeeRequest,
  type ChangePaymentPasswordRequest,
  type PayeeAccount,
  type ReceiptAnswer,
  type SetPaymentPasswordRequest,
  type WithdrawalPage,
  type WithdrawalRow,
  type WithdrawOverview,
  type WithdrawRequest,
} from '@wl/shared/core';
import { keyed } from '../../lib/money';
import { request, withId } from '../../api/http';

export const withdrawApi = {
  bindPayee: (body: BindPayeeRequest) => request<PayeeAccount>(API.withdrawPayees, { method: 'POST', body }),
  setPaymentPassword: (body: SetPaymentPasswordRequest) => request<null>(API.withdrawPaymentPassword, { method: 'PUT', body }),
  changePaymentPassword: (body: ChangePaymentPasswordRequest) => request<null>(API.withdrawPaymentPasswordChange, { method: 'PUT', body }),
  request: (body: WithdrawRequest, key: string) => request<WithdrawalRow>(API.withdraw, { method: 'POST', body, headers: keyed(key) }),
  confirmReceipt: (id: number, receipt: ReceiptAnswer, note: string, proofs: File[]) => {
    const form = new FormData();
    form.set('receipt', receipt);
    if (note.trim()) form.set('note', note.trim());
    for (const f of proofs) form.append('proofs', f, f.name);
    return request<WithdrawalRow>(withId(API.withdrawReceipt, id), { method: 'POST', formData: form });
  },
};

/** Keyed by member id, so one member's answers never show for the next on the same tab. */
export const withdrawQueries = {
  root: (memberId: number | undefined) => ['member', memberId, 'withdraw'] as const,
  overview: (memberId: number | undefined) =>
    queryOptions({
      queryKey: ['member', memberId, 'withdraw', 'overview'],
      queryFn: ({ signal }) => request<WithdrawOverview>(API.withdrawOverview, { signal }),
      enabled: memberId !== undefined,
    }),
  payees: (memberId: number | undefined) =>
    queryOptions({
      queryKey: ['member', memberId, 'withdraw', 'payees'],
      queryFn: ({ signal }) => request<PayeeAccount[]>(API.withdrawPayees, { signal }),
      enabled: memberId !== undefined,
    }),
  list: (memberId: number | undefined, page: number) =>
    queryOptions({
      queryKey: ['member', memberId, 'withdraw', 'list', page],
      queryFn: ({ signal }) => request<WithdrawalPage>(API.withdraw, { query: { page, pageSize: 10 }, signal }),
      enabled: memberId !== undefined,
    }),
};
