import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@wl/shared/core';
import { parseAmount } from '../../lib/money';
import { callStaff } from '../../console-kit/staffApi';

/** What the cashier settings sections share: their queries and the form's number readers. */
export const channelsQuery = queryOptions({
  queryKey: ['staff', 'cashier', 'channels'],
  queryFn: ({ signal }) => callStaff(ENDPOINTS.staffCashierChannels, { signal }),
});
export const limitsQuery = queryOptions({
  queryKey: ['staff', 'cashier', 'limits'],
  queryFn: ({ signal }) => callStaff(ENDPOINTS.staffWithdrawLimits, { signal }),
});
export const modeQuery = queryOptions({
  queryKey: ['staff', 'cashier', 'wallet-mode'],
  queryFn: ({ signal }) => callStaff(ENDPOINTS.staffWalletMode, { signal }),
});

export const VENDOR_CODE = /^[A-Z0-9_]{2,32}$/;
/** Minor units as a form shows them: "1234.5" style, no separators, so it reads back exactly. */
export const major = (minor: number) => (minor / 100).toFixed(2);
/** Like parseAmount, but zero is allowed (a fixed fee of nothing). */
export const parseFee = (text: string) => (/^\s*0+(?:[.,]0{1,2})?\s*$/.test(text) ? 0 : parseAmount(text));
export const parseWhole = (text: string, min: number, max: number) => {
  if (!/^\s*-?\d{1,9}\s*$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
};
