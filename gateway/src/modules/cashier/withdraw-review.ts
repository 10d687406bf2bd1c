import type { StaffWithdrawalDetail, StaffWithdrawalPage, StaffWithdrawalRow, WithdrawStatus } from '@wl/shared';
import type { Sql, Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { post } from '../wallet/ledger.js';
import { pushCashierChange } from './cashier-events.js';
import { withdrawLimits } from './withdraw-limits.js';
import { ROW_COLUMNS, rowView, type WithdrawalDbRow } from './withdraw.js';

/**
 * Staff review of the withdrawal queue, always within the host's merchant (docs/TENANCY.md):
 * approve (requested -> approved), reject with a reason (requested or approved -> rejected; the
 * held money goes back in a new journal entry, key `withdraw-return:<id>`), and mark paid
 * (approved -> paid; the payout itself moves nothing more: payment_clearing already holds the
 * money, see docs/CASHIER.md). Each action locks the row and checks its state, so two staff
 * clicking at once change it once.
 */
type StaffDbRow = WithdrawalDbRow & { username: string; reviewedBy: string | null; paidBy: string | null };
const STAFF_COLUMNS = `${ROW_COLUMNS}, a.username, rs.username as reviewed_by, ps.username as paid_by`;
const staffView = (r: StaffDbRow): StaffWithdrawalRow => ({ ...rowView(r), accountId: Number(r.accountId), username: r.username, reviewedBy: r.reviewedBy, paidBy: r.paidBy });

export async function listQueue(sql: Sql, merchantId: number, status: WithdrawStatus | 'all', page: number, pageSize: number): Promise<StaffWithdrawalPage> {
  const filter = status === 'all' ? sql`` : sql`and w.status = ${status}`;
  const [rows, [count]] = await Promise.all([
    sql<StaffDbRow[]>`select ${sql.unsafe(STAFF_COLUMNS)} from withdrawals w join accounts a on a.id = w.account_id
      left join staff rs on rs.id = w.reviewed_by left join staff ps on ps.id = w.paid_by
      where w.merchant_id = ${merchantId} ${filter}
      order by w.created_at desc, w.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
    sql<{ n: number }[]>`select count(*)::int as n from withdrawals w where w.merchant_id = ${merchantId} ${filter}`,
  ]);
  const total = count?.n ?? 0;
  return { list: rows.map(staffView), pageNum: page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

export async function withdrawalDetail(sql: Sql, merchantId: number, id: number): Promise<StaffWithdrawalDetail> {
  const [row] = await sql<StaffDbRow[]>`select ${sql.unsafe(STAFF_COLUMNS)} from withdrawals w join accounts a on a.id = w.account_id
    left join staff rs on rs.id = w.reviewed_by left join staff ps on ps.id = w.paid_by
    where w.id = ${id} and w.merchant_id = ${merchantId}`;
  if (!row) throw new AppError('NOT_FOUND');
  const proofs = await sql<{ position: number; mime: string; width: number; height: number; size: number; bytes: Buffer }[]>`
    select position, mime, width, height, size, bytes from withdrawal_proofs where withdrawal_id = ${id} order by position`;
  return {
    ...staffView(row),
    proofs: proofs.map((p) => ({ position: p.position, mime: p.mime, width: p.width, height: p.height, size: p.size, dataUrl: `data:${p.mime};base64,${p.bytes.toString('base64')}` })),
  };
}

/** The row of this merchant, locked, in one of the states the action starts from. */
async function lockRow(tx: Tx, merchantId: number, id: number, from: WithdrawStatus[]) {
  const [row] = await tx<{ id: string; accountId: string; amount: string; currency: string; status: WithdrawStatus }[]>`
    select id, account_id, amount, currency, status from withdrawals where id = ${id} and merchant_id = ${merchantId} for update`;
  if (!row) throw new AppError('NOT_FOUND');
  if (!from.includes(row.status)) throw new AppError('WITHDRAW_STATE_INVALID', { status: row.status });
  return row;
}

export async function approveWithdrawal(sql: Sql, merchantId: number, staffId: number, id: number) {
  await sql.begin(async (tx) => {
    const row = await lockRow(tx, merchantId, id, ['requested']);
    await tx`update withdrawals set status = 'approved', reviewed_by = ${staffId}, reviewed_at = now() where id = ${id}`;
    await pushCashierChange(tx, row.accountId, 'withdrawal', id, 'approved');
  });
  return withdrawalDetail(sql, merchantId, id);
}

export async function rejectWithdrawal(sql: Sql, merchantId: number, staffId: number, id: number, reason: string) {
  const why = reason.trim();
  if (!why) throw new AppError('REASON_REQUIRED', { fields: { reason: 'REASON_REQUIRED' } });
  await sql.begin(async (tx) => {
    const row = await lockRow(tx, merchantId, id, ['requested', 'approved']);
    const amount = Number(row.amount);
    const back = await post(tx, {
      merchantId, key: `withdraw-return:${id}`, kind: 'withdrawal-return', currency: row.currency, book: 'real', staffId,
      legs: [{ wallet: { system: 'payment_clearing' }, amount: -amount }, { wallet: { accountId: Number(row.accountId), kind: 'real' }, amount }],
      meta: { withdrawalId: id, reason: why },
    });
    await tx`update withdrawals set status = 'rejected', reject_reason = ${why}, return_journal_id = ${back.journalId},
      reviewed_by = ${staffId}, reviewed_at = now() where id = ${id}`;
    await pushCashierChange(tx, row.accountId, 'withdrawal', id, 'rejected');
  });
  return withdrawalDetail(sql, merchantId, id);
}

/** Paid out: the member now has the merchant's confirmation window to answer (spec 4). */
export async function markPaid(sql: Sql, merchantId: number, staffId: number, id: number) {
  const limits = await withdrawLimits(sql, merchantId);
  await sql.begin(async (tx) => {
    const row = await lockRow(tx, merchantId, id, ['approved']);
    await tx`update withdrawals set status = 'paid', paid_by = ${staffId}, paid_at = now(),
      confirm_deadline = now() + ${`${limits.confirmMinutes} minutes`}::interval where id = ${id}`;
    await pushCashierChange(tx, row.accountId, 'withdrawal', id, 'paid');
  });
  return withdrawalDetail(sql, merchantId, id);
}
