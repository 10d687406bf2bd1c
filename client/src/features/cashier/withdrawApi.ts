import { queryOptions } from '@tanstack/react-query';
import {
  API,
  type BindPayeeRequest,
  type PayeeAccount,
  type ReceiptAnswer,
  type SetPaymentPasswordRequest,
  type WithdrawalPage,
  type WithdrawalRow,
  type WithdrawOverview,
  type WithdrawRequest,
} from '@wl/shared/core';
import { request, withId } from '../../api/http';

/**
 * A fresh idempotency key for one user action (made when the member confirms, reused if that
 * same action is sent again). randomUUID needs a secure context; a site opened over plain http
 * on a LAN address is not one, so the fallback builds a v4 UUID from getRandomValues.
 */
export function newActionKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export const withdrawApi = {
  bindPayee: (body: BindPayeeRequest) => request<PayeeAccount>(API.withdrawPayees, { method: 'POST', body }),
  setPaymentPassword: (body: SetPaymentPasswordRequest) => request<null>(API.withdrawPaymentPassword, { method: 'PUT', body }),
  request: (body: WithdrawRequest, key: string) => request<WithdrawalRow>(API.withdraw, { method: 'POST', body, headers: { 'idempotency-key': key } }),
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

/** Major units typed by the member ("1,250.5") to minor units, or null when it is not an amount. */
export function toMinor(text: string): number | null {
  const t = text.replace(/[,\s]/g, '');
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(t)) return null;
  const [whole, frac = ''] = t.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}
