import { isTrialType, type BonusLockRules, type WithdrawalPage, type WithdrawalRow, type WithdrawOverview, type WithdrawRequest } from '@wl/shared';
import type { Sql, Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import type { AccountRecord } from '../accounts/accounts.js';
import { assertUnlocked, lockMainWallet } from '../bonus-locks/settle.js';
import { lockedBalance } from '../bonus-locks/read.js';
import { post } from '../wallet/ledger.js';
import { maskNumber } from './payees.js';
import { checkPaymentPassword, paymentLockSeconds, paymentPasswordHash } from './payment-password.js';
import { usedToday, withdrawLimits } from './withdraw-limits.js';
import { noteQueue } from '../site/queue-notes.js';

/**
 * A member's withdrawal request. The money is held at once: main wallet -> payment_clearing in
 * one journal entry (key `withdraw:<id>`), in the same transaction as the request row, so the
 * balance cannot be spent twice while staff review it. Replays of the client's key answer the
 * first request; the same key with another amount or account is IDEMPOTENCY_CONFLICT.
 */
export interface WithdrawalDbRow {
  id: string;
  accountId: string;
  amount: string;
  currency: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  status: WithdrawalRow['status'];
  receipt: WithdrawalRow['receipt'];
  receiptNote: string | null;
  /** The internal note of staff's last decision (staff only) and their message to the member. */
  rejectReason: string | null;
  memberMessage: string | null;
  payeeAccountId: string;
  proofCount: number;
  createdAt: Date;
  reviewedAt: Date | null;
  paidAt: Date | null;
  confirmDeadline: Date | null;
  confirmedAt: Date | null;
  cancelledAt: Date | null;
}

/** Columns of `w` (withdrawals) for WithdrawalDbRow. */
export const ROW_COLUMNS = `w.id, w.account_id, w.amount, w.currency, w.bank_name, w.account_name, w.account_number, w.status, w.receipt,
  w.receipt_note, w.reject_reason, w.member_message, w.payee_account_id, w.created_at, w.reviewed_at, w.paid_at, w.confirm_deadline, w.confirmed_at, w.cancelled_at,
  (select count(*)::int from withdrawal_proofs p where p.withdrawal_id = w.id) as proof_count`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const rowView = (r: WithdrawalDbRow): WithdrawalRow => ({
  id: Number(r.id),
  amount: Number(r.amount),
  currency: r.currency,
  bankName: r.bankName,
  accountName: r.accountName,
  accountNumber: maskNumber(r.accountNumber),
  status: r.status,
  receipt: r.receipt,
  receiptNote: r.receiptNote,
  // Never the internal note: staff read it in their own view (withdraw-review.ts).
  memberMessage: r.memberMessage,
  proofCount: r.proofCount,
  createdAt: r.createdAt.toISOString(),
  reviewedAt: iso(r.reviewedAt),
  paidAt: iso(r.paidAt),
  confirmDeadline: iso(r.confirmDeadline),
  confirmedAt: iso(r.confirmedAt),
  cancelledAt: iso(r.cancelledAt),
});

export async function withdrawOverview(sql: Sql, merchantId: number, account: AccountRecord): Promise<WithdrawOverview> {
  const id = Number(account.id);
  const [held, limits, used, hash, locked, payee, usual] = await Promise.all([
    lockedBalance(sql, id),
    withdrawLimits(sql, merchantId),
    usedToday(sql, id),
    paymentPasswordHash(sql, id),
    paymentLockSeconds(sql, merchantId, id),
    sql<{ payeeName: string | null }[]>`select payee_name from accounts where id = ${id}`,
    usualPayoutMinutes(sql, merchantId),
  ]);
  return {
    balance: held.balance,
    bonusLocked: held.locked,
    withdrawable: held.withdrawable,
    currency: held.currency ?? account.currency,
    limits,
    usedToday: used,
    paymentPasswordSet: !!hash,
    paymentPasswordLockedSeconds: locked,
    payeeName: payee[0]?.payeeName ?? null,
    usualPayoutMinutes: usual,
  };
}

/** Fewer payouts than this in the window say too little about the site's usual pace to show. */
const USUAL_MIN_PAYOUTS = 5;

/**
 * The site's usual time from request to payout, in minutes: the median of its last 100 payouts of
 * the past 30 days (the median, so one payout left over a weekend does not set the figure). What
 * the member is told comes from what happened, not from a promise typed into a setting.
 */
export async function usualPayoutMinutes(sql: Sql, merchantId: number): Promise<number | null> {
  const [row] = await sql<{ n: number; minutes: number | null }[]>`
    select count(*)::int as n, ceil(percentile_cont(0.5) within group (order by extract(epoch from paid_at - created_at) / 60))::int as minutes
    from (select paid_at, created_at from withdrawals
          where merchant_id = ${merchantId} and paid_at is not null and paid_at > now() - interval '30 days'
          order by paid_at desc limit 100) recent`;
  return row && row.n >= USUAL_MIN_PAYOUTS ? row.minutes : null;
}

async function existing(tx: Tx, accountId: number, clientKey: string): Promise<WithdrawalDbRow | null> {
  const [row] = await tx<
    WithdrawalDbRow[]
  >`select ${tx.unsafe(ROW_COLUMNS)} from withdrawals w where w.account_id = ${accountId} and w.client_key = ${clientKey}`;
  return row ?? null;
}

export async function requestWithdrawal(
  sql: Sql,
  p: { merchantId: number; account: AccountRecord; ip: string; clientKey: string; body: WithdrawRequest; lockRules: BonusLockRules },
): Promise<{ withdrawal: WithdrawalRow; replayed: boolean }> {
  const accountId = Number(p.account.id);
  if (isTrialType(p.account.type)) throw new AppError('TRIAL_NOT_ALLOWED');
  // The password first: a wrong one answers the same whatever the amount, and is counted.
  await checkPaymentPassword(sql, { merchantId: p.merchantId, accountId, ip: p.ip, password: p.body.paymentPassword });
  return sql.begin(async (tx) => {
    // One request of an account at a time: the daily limits cannot be raced past. `for no key
    // update`, never `for update`: every ledger movement of this member locks its wallets first and
    // then inserts rows whose foreign keys take a key-share lock on this account row; `for update`
    // would block those inserts while this request waits for the wallets, and the two deadlock.
    // The lock order of every money path: account row (no key update) -> wallets in id order (post).
    await tx`select id from accounts where id = ${accountId} for no key update`;
    const first = await existing(tx, accountId, p.clientKey);
    if (first) {
      if (Number(first.amount) !== p.body.amount || Number(first.payeeAccountId) !== p.body.payeeAccountId) throw new AppError('IDEMPOTENCY_CONFLICT');
      return { withdrawal: rowView(first), replayed: true };
    }
    const limits = await withdrawLimits(tx, p.merchantId);
    const a = p.body.amount;
    if (a < limits.minAmount) throw new AppError('WITHDRAW_BELOW_MIN', { minAmount: limits.minAmount });
    if (a > limits.maxAmount) throw new AppError('WITHDRAW_ABOVE_MAX', { maxAmount: limits.maxAmount });
    const used = await usedToday(tx, accountId);
    if (used.count >= limits.dailyCount) throw new AppError('WITHDRAW_DAILY_COUNT', { dailyCount: limits.dailyCount });
    if (used.amount + a > limits.dailyAmount)
      throw new AppError('WITHDRAW_DAILY_AMOUNT', { dailyAmount: limits.dailyAmount, left: Math.max(0, limits.dailyAmount - used.amount) });
    const [payee] = await tx<{ bankName: string; accountName: string; accountNumber: string }[]>`
      select bank_name, account_name, account_number from payee_accounts where id = ${p.body.payeeAccountId} and account_id = ${accountId}`;
    if (!payee) throw new AppError('NOT_FOUND', { fields: { payeeAccountId: 'NOT_FOUND' } });
    // The main wallet is the only holder wallet this movement touches: locking it now keeps the
    // lock order, and no bet can spend the balance between the bonus check and the hold.
    const wallet = await lockMainWallet(tx, accountId);
    if (!wallet || wallet.balance < a) throw new AppError('INSUFFICIENT_BALANCE');
    // Bonus money stays until its wagering is met; the unlocked part is always free.
    await assertUnlocked(tx, { merchantId: p.merchantId, accountId, rules: p.lockRules, balance: wallet.balance, currency: wallet.currency, amount: a });
    const [{ id } = { id: '0' }] = await tx<{ id: string }[]>`select nextval(pg_get_serial_sequence('withdrawals', 'id'))::text as id`;
    const held = await post(tx, {
      merchantId: p.merchantId,
      key: `withdraw:${id}`,
      kind: 'withdrawal',
      currency: wallet.currency,
      book: 'real',
      legs: [
        { wallet: { accountId, kind: 'real' }, amount: -a },
        { wallet: { system: 'payment_clearing' }, amount: a },
      ],
      meta: { withdrawalId: Number(id) },
    });
    await tx`
      insert into withdrawals (id, merchant_id, account_id, client_key, amount, currency, payee_account_id, bank_name, account_name, account_number, hold_journal_id)
      values (${id}, ${p.merchantId}, ${accountId}, ${p.clientKey}, ${a}, ${wallet.currency}, ${p.body.payeeAccountId},
              ${payee.bankName}, ${payee.accountName}, ${payee.accountNumber}, ${held.journalId})`;
    noteQueue(tx, p.merchantId, 'withdrawals');
    return { withdrawal: rowView((await existing(tx, accountId, p.clientKey))!), replayed: false };
  });
}

export async function listMyWithdrawals(sql: Sql, accountId: number, page: number, pageSize: number): Promise<WithdrawalPage> {
  const [rows, [count]] = await Promise.all([
    sql<WithdrawalDbRow[]>`select ${sql.unsafe(ROW_COLUMNS)} from withdrawals w where w.account_id = ${accountId}
      order by w.created_at desc, w.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
    sql<{ n: number }[]>`select count(*)::int as n from withdrawals where account_id = ${accountId}`,
  ]);
  const total = count?.n ?? 0;
  return { list: rows.map(rowView), pageNum: page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}
