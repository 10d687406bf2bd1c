import { isTrialType, type AdjustmentRequest, type AdjustmentValue } from '@wl/shared';
import type { Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { post } from './ledger.js';

/**
 * What staff book by hand on a member's main wallet: an adjustment (credit or debit, kind
 * `adjustment`) or a rebate (always a credit, kind `rebate.manual`, so it lands on the member's
 * rebate records page). Each names its own ledger key prefix, so the same idempotency key used for
 * one never replays the other.
 */
export type ManualKind = 'adjustment' | 'rebate';
const ENTRY: Record<ManualKind, { journalKind: string; keyPrefix: string }> = {
  adjustment: { journalKind: 'adjustment', keyPrefix: 'adjust' },
  rebate: { journalKind: 'rebate.manual', keyPrefix: 'rebate' },
};

/**
 * Manual balance adjustment or rebate by staff: the member's main wallet against the merchant's
 * house, as one journal entry that carries the staff member's id (journal.staff_id) and the reason
 * (meta). A debit can never take the wallet below zero (INSUFFICIENT_BALANCE); a rebate is never a
 * debit. docs/TRANSFERS.md, docs/REBATES.md.
 */
export async function adjustBalance(
  tx: Tx,
  p: { merchantId: number; accountId: number; staffId: number; staffUsername: string; key: string; request: AdjustmentRequest; kind?: ManualKind },
): Promise<AdjustmentValue> {
  const kind = p.kind ?? 'adjustment';
  const reason = p.request.reason.trim();
  if (!reason) throw new AppError('REASON_REQUIRED');
  if (!Number.isSafeInteger(p.request.amount) || p.request.amount < 1) throw new AppError('INVALID_AMOUNT');
  // Money given back to a member only ever comes in: taking money out is an adjustment.
  if (kind === 'rebate' && p.request.direction !== 'credit') throw new AppError('INVALID_AMOUNT');
  const [a] = await tx<{ id: string; type: number; currency: string }[]>`
    select id, type, currency from accounts where id = ${p.accountId} and merchant_id = ${p.merchantId}`;
  if (!a) throw new AppError('NOT_FOUND');
  // A trial account's play money is not real money: staff cannot add to or take from it.
  if (isTrialType(a.type)) throw new AppError('TRIAL_NOT_ALLOWED');
  const [w] = await tx<{ currency: string }[]>`select currency from wallets where account_id = ${p.accountId} and kind = 'real'`;
  const currency = w?.currency ?? a.currency;
  const amount = p.request.direction === 'credit' ? p.request.amount : -p.request.amount;
  const entry = ENTRY[kind];
  const res = await post(tx, {
    merchantId: p.merchantId,
    key: `${entry.keyPrefix}:${p.accountId}:${p.key}`,
    kind: entry.journalKind,
    currency,
    book: 'real',
    legs: [
      { wallet: { accountId: p.accountId, kind: 'real' }, amount },
      { wallet: { system: 'house' }, amount: -amount },
    ],
    meta: { reason, direction: p.request.direction, staffId: p.staffId, staff: p.staffUsername },
    staffId: p.staffId,
  });
  const b = res.balances.find((x) => x.accountId === p.accountId)!;
  return { journalId: res.journalId, balance: b.balance, version: b.version, currency };
}
