import {
  readDecisionTexts,
  type StaffWithdrawalDetail,
  type StaffWithdrawalPage,
  type StaffWithdrawalRow,
  type WithdrawStatus,
  type WithdrawalDecisionRequest,
} from '@wl/shared';
import type { Sql, Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { returnHeld } from './withdraw-return.js';
import { pushCashierChange, tellMember } from '../cashier/cashier-events.js';
import { lockReaders } from '../messages/counts.js';
import { withdrawLimits } from './withdraw-limits.js';
import { ROW_COLUMNS, rowView, type WithdrawalDbRow } from './withdraw.js';
import { noteQueue } from '../site/queue-notes.js';

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
const staffView = (r: StaffDbRow): StaffWithdrawalRow => ({
  ...rowView(r),
  accountId: Number(r.accountId),
  username: r.username,
  reviewedBy: r.reviewedBy,
  paidBy: r.paidBy,
  note: r.rejectReason,
});

export async function listQueue(
  sql: Sql,
  merchantId: number,
  status: WithdrawStatus | 'all',
  page: number,
  pageSize: number,
  accountId: number | null = null,
): Promise<StaffWithdrawalPage> {
  const byStatus = status === 'all' ? sql`` : sql`and w.status = ${status}`;
  const filter = accountId === null ? byStatus : sql`${byStatus} and w.account_id = ${accountId}`;
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
    proofs: proofs.map((p) => ({
      position: p.position,
      mime: p.mime,
      width: p.width,
      height: p.height,
      size: p.size,
      dataUrl: `data:${p.mime};base64,${p.bytes.toString('base64')}`,
    })),
  };
}

/** The row of this merchant, locked, in one of the states the action starts from. */
async function lockRow(tx: Tx, merchantId: number, id: number, from: WithdrawStatus[]) {
  const [row] = await tx<{ id: string; accountId: string; amount: string; currency: string; status: WithdrawStatus }[]>`
    select id, account_id, amount, currency, status from withdrawals where id = ${id} and merchant_id = ${merchantId} for update`;
  if (!row) throw new AppError('NOT_FOUND');
  if (!from.includes(row.status)) throw new AppError('WITHDRAW_STATE_INVALID', { status: row.status });
  // The member's account row before any wallet: a refusal posts the money back and then sends an
  // inbox message, which locks this row; taken only then, it would follow the wallet, the reverse
  // of a withdrawal request (account, then wallet), and the two deadlock (docs/LEDGER.md).
  await lockReaders(tx, merchantId, [Number(row.accountId)]);
  return row;
}

type Row = Awaited<ReturnType<typeof lockRow>>;
type Texts = { note: string | null; memberMessage: string | null };

/**
 * Every decision records its texts and tells the member, in its own transaction: the internal note
 * (`reject_reason`, staff only) is kept when a later decision brings none, while the member message
 * is that of the latest decision (none: the member's row shows the neutral text of the status).
 * The state check in lockRow makes a second click fail before anything is sent.
 */
async function decided(tx: Tx, merchantId: number, row: Row, status: 'approved' | 'rejected' | 'paid', texts: Texts) {
  await tx`update withdrawals set reject_reason = coalesce(${texts.note}, reject_reason), member_message = ${texts.memberMessage} where id = ${row.id}`;
  await pushCashierChange(tx, row.accountId, 'withdrawal', row.id, status);
  noteQueue(tx, merchantId, 'withdrawals');
  const money = `${(Number(row.amount) / 100).toFixed(2)} ${row.currency}`;
  const text = {
    approved: { title: 'Withdrawal approved', body: `Your withdrawal #${row.id} of ${money} was approved and will be paid out soon.` },
    paid: {
      title: 'Withdrawal paid out',
      body: `Your withdrawal #${row.id} of ${money} was paid out. Please confirm in your withdrawal record whether you received it.`,
    },
    rejected: { title: 'Withdrawal refused', body: `Your withdrawal #${row.id} of ${money} was refused and the money was returned to your balance.` },
  }[status];
  await tellMember(tx, merchantId, row.accountId, text, texts.memberMessage);
}

export async function approveWithdrawal(sql: Sql, merchantId: number, staffId: number, id: number, body?: WithdrawalDecisionRequest) {
  const texts = readDecisionTexts(body?.note, undefined, body?.memberMessage);
  await sql.begin(async (tx) => {
    const row = await lockRow(tx, merchantId, id, ['requested']);
    await tx`update withdrawals set status = 'approved', reviewed_by = ${staffId}, reviewed_at = now() where id = ${id}`;
    await decided(tx, merchantId, row, 'approved', texts);
  });
  return withdrawalDetail(sql, merchantId, id);
}

/** Rejects with an internal note (required; `reason` is its older name) and an optional message to the member. */
export async function rejectWithdrawal(
  sql: Sql,
  merchantId: number,
  staffId: number,
  id: number,
  body: { note?: string; reason?: string; memberMessage?: string },
) {
  const texts = readDecisionTexts(body.note, body.reason, body.memberMessage);
  const why = texts.note;
  if (!why) throw new AppError('REASON_REQUIRED', { fields: { note: 'REASON_REQUIRED' } });
  await sql.begin(async (tx) => {
    const row = await lockRow(tx, merchantId, id, ['requested', 'approved']);
    const amount = Number(row.amount);
    const journalId = await returnHeld(tx, {
      merchantId,
      id,
      accountId: Number(row.accountId),
      amount,
      currency: row.currency,
      staffId,
      meta: { reason: why },
    });
    // The note goes in with the status: the table requires a rejected row to carry it.
    await tx`update withdrawals set status = 'rejected', reject_reason = ${why}, return_journal_id = ${journalId},
      reviewed_by = ${staffId}, reviewed_at = now() where id = ${id}`;
    await decided(tx, merchantId, row, 'rejected', texts);
  });
  return withdrawalDetail(sql, merchantId, id);
}

/** Paid out: the member now has the merchant's confirmation window to answer (received or not). */
export async function markPaid(sql: Sql, merchantId: number, staffId: number, id: number, body?: WithdrawalDecisionRequest) {
  const texts = readDecisionTexts(body?.note, undefined, body?.memberMessage);
  const limits = await withdrawLimits(sql, merchantId);
  await sql.begin(async (tx) => {
    const row = await lockRow(tx, merchantId, id, ['approved']);
    await tx`update withdrawals set status = 'paid', paid_by = ${staffId}, paid_at = now(),
      confirm_deadline = now() + ${`${limits.confirmMinutes} minutes`}::interval where id = ${id}`;
    await decided(tx, merchantId, row, 'paid', texts);
  });
  return withdrawalDetail(sql, merchantId, id);
}
