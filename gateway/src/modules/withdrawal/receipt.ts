import type { FastifyRequest } from 'fastify';
import { PROOF_MAX_BYTES, PROOF_MAX_FILES, RECEIPT_ANSWERS, RECEIPT_NOTE_MAX, type ReceiptAnswer } from '@wl/shared';
import type { Sql } from '../../db/index.js';
import { SWEEP_BATCH } from '../../jobs/batch.js';
import { AppError } from '../../http/errors.js';
import { pushCashierChange } from '../cashier/cashier-events.js';
import { uploadError } from '../../uploads/upload-error.js';
import { cleanImage, type CleanImage } from '../../uploads/images.js';
import { ROW_COLUMNS, rowView, type WithdrawalDbRow } from './withdraw.js';

/**
 * The member's receipt after payout ("Withdrawal confirmation"): received, partly received
 * or not received, with proof images (required for not received). Every part of the upload is read
 * and checked before anything is written, so a refused upload changes nothing. An unanswered
 * payout counts as received when its deadline passes (the sweep below); no receipt answer, forced
 * or given, moves money: the payout is final on our side and a dispute is a support matter.
 */
export interface ReceiptUpload {
  receipt: ReceiptAnswer;
  note: string | null;
  proofs: CleanImage[];
}

/** Multipart limits handed to @fastify/multipart for the receipt route only. */
export const RECEIPT_MULTIPART_LIMITS = { fileSize: PROOF_MAX_BYTES, files: PROOF_MAX_FILES, fields: 4, fieldSize: 2048, parts: 8, headerPairs: 50 };

/** Reads the whole form: fields `receipt` and `note`, images under `proofs`. */
export async function readReceiptUpload(req: FastifyRequest): Promise<ReceiptUpload> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const fields: Record<string, string> = {};
  const proofs: ReceiptUpload['proofs'] = [];
  try {
    for await (const part of req.parts({ limits: RECEIPT_MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'proofs') throw new AppError('VALIDATION_FAILED', { fields: { [part.fieldname.slice(0, 40)]: 'rule.unknown' } });
        const bytes = await part.toBuffer();
        // The size limit cuts the stream short; judged cut short, the picture would read as broken.
        if (part.file.truncated) throw new AppError('UPLOAD_TOO_LARGE', { maxBytes: PROOF_MAX_BYTES });
        // Judged by the bytes, bounded before decoding, and stored as pixels we encoded (uploads/images.ts).
        proofs.push(await cleanImage(bytes, part.filename));
      } else {
        if (part.valueTruncated) throw new AppError('VALIDATION_FAILED', { fields: { [part.fieldname.slice(0, 40)]: 'rule.tooLong' } });
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    throw uploadError(err, { maxBytes: PROOF_MAX_BYTES, maxFiles: PROOF_MAX_FILES });
  }
  const receipt = fields.receipt as ReceiptAnswer;
  if (!RECEIPT_ANSWERS.includes(receipt)) throw new AppError('VALIDATION_FAILED', { fields: { receipt: 'rule.required' } });
  const note = (fields.note ?? '').trim();
  if (note.length > RECEIPT_NOTE_MAX) throw new AppError('VALIDATION_FAILED', { fields: { note: 'rule.tooLong' } });
  if (receipt === 'not_received' && proofs.length === 0) throw new AppError('RECEIPT_PROOF_REQUIRED', { fields: { proofs: 'RECEIPT_PROOF_REQUIRED' } });
  if (receipt === 'received' && proofs.length > 0) throw new AppError('VALIDATION_FAILED', { fields: { proofs: 'rule.notAllowed' } });
  return { receipt, note: note || null, proofs };
}

export async function confirmReceipt(sql: Sql, merchantId: number, accountId: number, id: number, upload: ReceiptUpload) {
  return sql.begin(async (tx) => {
    const [row] = await tx<{ status: string; overdue: boolean }[]>`
      select status, confirm_deadline <= now() as overdue from withdrawals
      where id = ${id} and account_id = ${accountId} and merchant_id = ${merchantId} for update`;
    if (!row) throw new AppError('NOT_FOUND');
    // Past the deadline it already counts as received, whether or not the sweep has run yet.
    if (row.status !== 'paid' || row.overdue) throw new AppError('WITHDRAW_STATE_INVALID', { status: row.overdue ? 'confirmed' : row.status });
    await tx`update withdrawals set status = 'confirmed', receipt = ${upload.receipt}, receipt_note = ${upload.note}, confirmed_at = now() where id = ${id}`;
    await pushCashierChange(tx, accountId, 'withdrawal', id, 'confirmed');
    for (const [i, p] of upload.proofs.entries()) {
      await tx`insert into withdrawal_proofs (withdrawal_id, position, mime, width, height, size, bytes)
        values (${id}, ${i + 1}, ${p.mime}, ${p.width}, ${p.height}, ${p.bytes.length}, ${p.bytes})`;
    }
    const [done] = await tx<WithdrawalDbRow[]>`select ${tx.unsafe(ROW_COLUMNS)} from withdrawals w where w.id = ${id}`;
    return rowView(done!);
  });
}

/**
 * Paid withdrawals whose deadline passed count as received (`auto_received`). Rows are
 * taken with skip locked, so a second run at the same time takes others; no money moves.
 */
export async function sweepAutoReceipts(sql: Sql): Promise<number> {
  return sql.begin(async (tx) => {
    const rows = await tx<{ id: string; accountId: string }[]>`
      update withdrawals set status = 'confirmed', receipt = 'auto_received', confirmed_at = now()
      where id in (select id from withdrawals where status = 'paid' and confirm_deadline <= now()
                   order by confirm_deadline limit ${SWEEP_BATCH} for update skip locked)
      returning id, account_id`;
    // In account order, so the sweep takes members' event rows in the same order as any other writer.
    rows.sort((a, b) => Number(a.accountId) - Number(b.accountId) || Number(a.id) - Number(b.id));
    for (const r of rows) await pushCashierChange(tx, r.accountId, 'withdrawal', r.id, 'confirmed');
    return rows.length;
  });
}

/** How often paid withdrawals past their deadline are marked auto_received. */
export const RECEIPT_SWEEP_MS = 30_000;
