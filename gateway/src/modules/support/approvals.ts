import { fourEyesAmountOf, isTrialType, type AdjustmentRequest, type AdjustmentValue, type StaffApproval, type StaffApprovalList } from '@wl/shared';
import type { Db, Sql, Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { adjustBalance, type ManualKind } from '../wallet/adjust.js';
import { noteQueue } from '../site/queue-notes.js';

/**
 * Four eyes on manual adjustments and staff rebates (docs/STAFF.md, docs/REBATES.md): at or above the site's four-eyes amount an
 * adjustment is only a request; another staff member who may adjust approves it, and the money
 * moves in the approval's transaction, under the approver's id, with both names in the journal's
 * meta and both acts in the staff action log. The requester can never approve their own request
 * (checked here and by the table). Below the amount an adjustment books at once, as before.
 */

interface Staff {
  staffId: number;
  username: string;
}

/**
 * Books the adjustment (or rebate: `kind`), or records it for a second staff member when it reaches
 * the four-eyes amount. A rebate is the same act with its own journal kind, so it waits the same way.
 */
export async function requestAdjustment(
  sql: Sql,
  p: { merchantId: number; settings: unknown; accountId: number; staff: Staff; key: string; request: AdjustmentRequest; kind?: ManualKind },
): Promise<AdjustmentValue> {
  const kind = p.kind ?? 'adjustment';
  if (p.request.amount < fourEyesAmountOf(p.settings)) {
    return sql.begin((tx) =>
      adjustBalance(tx, {
        merchantId: p.merchantId,
        accountId: p.accountId,
        staffId: p.staff.staffId,
        staffUsername: p.staff.username,
        key: p.key,
        request: p.request,
        kind,
      }),
    );
  }
  const reason = p.request.reason.trim();
  if (!reason) throw new AppError('REASON_REQUIRED');
  if (kind === 'rebate' && p.request.direction !== 'credit') throw new AppError('INVALID_AMOUNT');
  return sql.begin(async (tx) => {
    const [a] = await tx<{ type: number; currency: string; balance: string | null; version: string | null }[]>`
      select a.type, coalesce(w.currency, a.currency) as currency, w.balance, w.version
      from accounts a left join wallets w on w.account_id = a.id and w.kind = 'real'
      where a.id = ${p.accountId} and a.merchant_id = ${p.merchantId}`;
    if (!a) throw new AppError('NOT_FOUND');
    if (isTrialType(a.type)) throw new AppError('TRIAL_NOT_ALLOWED');
    // The same key from the same staff member answers the same request (a double click, a retry).
    const [row] = await tx<{ id: string; kind: string; amount: string; direction: string; accountId: string }[]>`
      insert into staff_approvals (merchant_id, kind, account_id, direction, amount, reason, requested_by, request_key)
      values (${p.merchantId}, ${kind}, ${p.accountId}, ${p.request.direction}, ${p.request.amount}, ${reason}, ${p.staff.staffId}, ${p.key})
      on conflict (merchant_id, requested_by, request_key) do update set request_key = excluded.request_key
      returning id, kind, amount, direction, account_id`;
    // The same key for another act (a rebate after an adjustment, another member) is not a retry.
    const same =
      row!.kind === kind && Number(row!.accountId) === p.accountId && Number(row!.amount) === p.request.amount && row!.direction === p.request.direction;
    if (!same) throw new AppError('IDEMPOTENCY_CONFLICT');
    noteQueue(tx, p.merchantId, 'approvals');
    return { journalId: null, balance: Number(a.balance ?? 0), version: Number(a.version ?? 0), currency: a.currency, approvalId: Number(row!.id) };
  });
}

interface Row {
  id: string;
  kind: ManualKind;
  accountId: string;
  username: string;
  direction: 'credit' | 'debit';
  amount: string;
  currency: string;
  reason: string;
  requestedBy: string;
  requestedById: number;
  createdAt: Date;
  status: StaffApproval['status'];
  decidedBy: string | null;
  note: string | null;
  journalId: string | null;
}
const view = (r: Row): StaffApproval => ({
  id: Number(r.id),
  kind: r.kind,
  accountId: Number(r.accountId),
  username: r.username,
  direction: r.direction,
  amount: Number(r.amount),
  currency: r.currency,
  reason: r.reason,
  requestedBy: r.requestedBy,
  createdAt: r.createdAt.toISOString(),
  status: r.status,
  decidedBy: r.decidedBy,
  note: r.note,
  journalId: r.journalId === null ? null : Number(r.journalId),
});
const select = (db: Db) => db`
  select s.id, s.kind, s.account_id, a.username, s.direction, s.amount, a.currency, s.reason, rq.username as requested_by, s.requested_by as requested_by_id,
         s.created_at, s.status, dc.username as decided_by, s.note, s.journal_id
  from staff_approvals s join accounts a on a.id = s.account_id join staff rq on rq.id = s.requested_by left join staff dc on dc.id = s.decided_by`;

/** Pending requests first, oldest first, then the 50 latest decisions. */
export async function listApprovals(db: Db, merchantId: number, settings: unknown): Promise<StaffApprovalList> {
  const rows = await db<Row[]>`
    (${select(db)} where s.merchant_id = ${merchantId} and s.status = 'pending' order by s.created_at limit 200)
    union all
    (${select(db)} where s.merchant_id = ${merchantId} and s.status <> 'pending' order by s.decided_at desc limit 50)`;
  return { list: rows.map(view), fourEyesAmount: fourEyesAmountOf(settings) };
}

/** The request of this site, locked, still pending. */
async function pending(tx: Tx, merchantId: number, id: number): Promise<Row> {
  const [row] = await tx<Row[]>`${select(tx)} where s.id = ${id} and s.merchant_id = ${merchantId} for update of s`;
  if (!row) throw new AppError('NOT_FOUND');
  if (row.status !== 'pending') throw new AppError('APPROVAL_NOT_PENDING', { status: row.status });
  return row;
}

/** The second pair of eyes: books the adjustment or rebate under the approver, once (two approvals at once: one books). */
export async function approve(sql: Sql, merchantId: number, id: number, approver: Staff): Promise<StaffApproval> {
  return sql.begin(async (tx) => {
    const row = await pending(tx, merchantId, id);
    if (row.requestedById === approver.staffId) throw new AppError('FOUR_EYES_SAME_STAFF');
    const booked = await adjustBalance(tx, {
      merchantId,
      accountId: Number(row.accountId),
      staffId: approver.staffId,
      staffUsername: approver.username,
      key: `approval:${id}`,
      kind: row.kind,
      request: {
        direction: row.direction,
        amount: Number(row.amount),
        reason: `${row.reason} (asked by ${row.requestedBy}, approved by ${approver.username})`,
      },
    });
    noteQueue(tx, merchantId, 'approvals');
    await tx`update staff_approvals set status = 'approved', decided_by = ${approver.staffId}, decided_at = now(), journal_id = ${booked.journalId} where id = ${id}`;
    return view({ ...row, status: 'approved', decidedBy: approver.username, journalId: String(booked.journalId) });
  });
}

/** Refused with a note (staff only): nothing moves. The requester may withdraw their own request this way too. */
export async function refuse(sql: Sql, merchantId: number, id: number, staff: Staff, note: string): Promise<StaffApproval> {
  const why = note.trim();
  if (!why) throw new AppError('REASON_REQUIRED', { fields: { note: 'REASON_REQUIRED' } });
  return sql.begin(async (tx) => {
    const row = await pending(tx, merchantId, id);
    // The requester withdrawing their own request is not a second decision: recorded without decided_by.
    const decidedBy = row.requestedById === staff.staffId ? null : staff.staffId;
    noteQueue(tx, merchantId, 'approvals');
    await tx`update staff_approvals set status = 'refused', decided_by = ${decidedBy}, decided_at = now(), note = ${why} where id = ${id}`;
    return view({ ...row, status: 'refused', decidedBy: decidedBy ? staff.username : null, note: why });
  });
}
