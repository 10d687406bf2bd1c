import { isTrialType, type AccountNote, type AccountStatusRequest } from '@wl/shared';
import type { Db, Sql, Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { revokeSessions } from '../accounts/sessions.js';
import { resetPasswordByStaff } from '../identity/passwords.js';

/**
 * What staff do on a member's page besides money (docs/STAFF.md "Member page"): suspend or
 * reactivate the account, and keep notes. Every call names the host's merchant: another
 * merchant's account is NOT_FOUND like one that does not exist.
 */

/**
 * Suspends (`disabled`: every open session ends at once, login is refused with ACCOUNT_DISABLED) or
 * reactivates an account. The reason goes into the account's notes, under the staff member's name,
 * in the same transaction: the next person to open the account reads why.
 */
export async function setAccountStatus(sql: Sql, merchantId: number, staffId: number, accountId: number, req: AccountStatusRequest): Promise<void> {
  const reason = req.reason.trim();
  if (!reason) throw new AppError('REASON_REQUIRED', { fields: { reason: 'REASON_REQUIRED' } });
  await sql.begin(async (tx) => {
    const [a] = await tx<{ status: string }[]>`
      select status from accounts where id = ${accountId} and merchant_id = ${merchantId} for no key update`;
    if (!a) throw new AppError('NOT_FOUND');
    if (a.status === req.status) return;
    await tx`update accounts set status = ${req.status} where id = ${accountId}`;
    if (req.status === 'disabled') await revokeSessions(tx, { accountId }, 'staff');
    await insertNote(tx, merchantId, staffId, accountId, `${req.status === 'disabled' ? 'Suspended' : 'Reactivated'}: ${reason}`);
  });
}

/**
 * A temporary password for the member (identity's resetPasswordByStaff: old password and every
 * session end, the next sign-in must change it), answered once to the staff member. The notes say
 * who reset it and when; the password itself is never kept in clear. A trial account has none.
 */
export async function resetMemberPassword(sql: Sql, merchantId: number, staffId: number, accountId: number): Promise<string> {
  return sql.begin(async (tx) => {
    const [a] = await tx<{ type: number }[]>`
      select type from accounts where id = ${accountId} and merchant_id = ${merchantId} for no key update`;
    if (!a) throw new AppError('NOT_FOUND');
    if (isTrialType(a.type)) throw new AppError('TRIAL_PASSWORD_RESET');
    const temp = await resetPasswordByStaff(tx, accountId);
    await insertNote(tx, merchantId, staffId, accountId, 'Password reset: a temporary password was issued, every session ended');
    return temp;
  });
}

interface NoteRow {
  id: string;
  body: string;
  staff: string;
  createdAt: Date;
}
const noteView = (r: NoteRow): AccountNote => ({ id: Number(r.id), body: r.body, staff: r.staff, createdAt: new Date(r.createdAt).toISOString() });

/** The account's notes, newest first (the latest 100). */
export async function listNotes(db: Db, merchantId: number, accountId: number): Promise<AccountNote[]> {
  const [a] = await db`select 1 from accounts where id = ${accountId} and merchant_id = ${merchantId}`;
  if (!a) throw new AppError('NOT_FOUND');
  const rows = await db<NoteRow[]>`
    select n.id, n.body, s.username as staff, n.created_at from account_notes n join staff s on s.id = n.staff_id
    where n.account_id = ${accountId} and n.merchant_id = ${merchantId} order by n.id desc limit 100`;
  return rows.map(noteView);
}

export async function addNote(sql: Sql, merchantId: number, staffId: number, accountId: number, body: string): Promise<AccountNote> {
  const text = body.trim();
  if (!text) throw new AppError('VALIDATION_FAILED', { fields: { body: 'rule.required' } });
  return sql.begin(async (tx) => {
    const [a] = await tx`select 1 from accounts where id = ${accountId} and merchant_id = ${merchantId}`;
    if (!a) throw new AppError('NOT_FOUND');
    const id = await insertNote(tx, merchantId, staffId, accountId, text);
    const [row] = await tx<NoteRow[]>`
      select n.id, n.body, s.username as staff, n.created_at from account_notes n join staff s on s.id = n.staff_id where n.id = ${id}`;
    return noteView(row!);
  });
}

async function insertNote(tx: Tx, merchantId: number, staffId: number, accountId: number, body: string): Promise<string> {
  const [row] = await tx<{ id: string }[]>`
    insert into account_notes (merchant_id, account_id, staff_id, body) values (${merchantId}, ${accountId}, ${staffId}, ${body.slice(0, 1000)}) returning id`;
  return row!.id;
}
