import { readDecisionTexts, type PointsRedeemStatus, type ReviewRedemptionRequest, type StaffRedemption } from '@wl/shared';
import type { Db, Sql } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { appendEvent } from '../../realtime/event-log.js';
import { sendSystemMessage } from '../messages/send.js';
import type { Merchant } from '../site/settings.js';
import { post } from '../wallet/ledger.js';
import { movePoints, pointsBalance } from './book.js';
import { REDEMPTION_SELECT, redemptionRef, redemptionView, type RedemptionRow } from './records.js';
import { noteQueue } from '../site/queue-notes.js';

/**
 * Staff review of redemptions (docs/POINTS.md "Review"). Approve: goods and vouchers are marked
 * delivered, a bonus reward pays its cash from the points issuer through the ledger (key
 * `points:redemption:<id>`). Reject: the held points come back (journal kind `refund`) and the units
 * return to stock. The redemption row is locked first, so two reviews at once act once; the member
 * hears it through a system message and `points:changed`, in the same transaction. The internal
 * note (`remark`, required to reject) stays with staff; the message carries only staff's message
 * to the member.
 */

const staffView = (r: RedemptionRow): StaffRedemption => ({
  ...redemptionView(r),
  accountId: Number(r.accountId),
  username: r.username,
  reviewedBy: r.reviewedBy,
  note: r.remark,
});

export async function listRedemptions(db: Db, merchantId: number, status: PointsRedeemStatus | 'all', page: number, pageSize: number) {
  const states = status === 'all' ? ['in_process', 'approved', 'rejected'] : [status];
  // Conversions are approved at once and need no review; staff see them under "all".
  const kinds = status === 'in_process' ? ['goods', 'bonus', 'voucher'] : ['goods', 'bonus', 'voucher', 'convert'];
  const [rows, [n]] = await Promise.all([
    db<
      RedemptionRow[]
    >`${db.unsafe(REDEMPTION_SELECT)} where r.merchant_id = ${merchantId} and r.status = any(${states}::text[]) and r.kind = any(${kinds}::text[])
      order by r.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
    db<
      { n: number }[]
    >`select count(*)::int as n from points_redemptions r where r.merchant_id = ${merchantId} and r.status = any(${states}::text[]) and r.kind = any(${kinds}::text[])`,
  ]);
  const total = n?.n ?? 0;
  return { list: rows.map(staffView), pageNum: page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}

export async function reviewRedemption(
  sql: Sql,
  merchant: Merchant,
  staffId: number,
  id: number,
  approve: boolean,
  body: ReviewRedemptionRequest = {},
): Promise<StaffRedemption> {
  const { note, memberMessage } = readDecisionTexts(body.note, body.remark, body.memberMessage);
  if (!approve && !note) throw new AppError('REASON_REQUIRED');
  return sql.begin(async (tx) => {
    const [r] = await tx<
      {
        accountId: string;
        status: string;
        kind: string;
        points: string;
        amount: string;
        currency: string;
        rewardId: string | null;
        quantity: number;
        name: string;
      }[]
    >`
      select account_id, status, kind, points, amount, currency, reward_id, quantity, name from points_redemptions
      where id = ${id} and merchant_id = ${merchant.id} for update`;
    if (!r) throw new AppError('REDEMPTION_NOT_FOUND');
    if (r.status !== 'in_process') throw new AppError('REDEMPTION_ALREADY_REVIEWED', { status: r.status });
    const accountId = Number(r.accountId);
    const amount = Number(r.amount);
    let cashJournalId: number | null = null;
    if (approve && r.kind === 'bonus' && amount > 0) {
      const paid = await post(tx, {
        merchantId: merchant.id,
        key: `points:redemption:${id}`,
        kind: 'bonus.points',
        currency: r.currency,
        book: 'real',
        staffId,
        legs: [
          { wallet: { accountId, kind: 'real' }, amount },
          { wallet: { system: 'points_issuer' }, amount: -amount },
        ],
        meta: { redemptionId: id, reward: r.name },
      });
      cashJournalId = paid.journalId;
    }
    noteQueue(tx, merchant.id, 'redemptions');
    await tx`update points_redemptions set status = ${approve ? 'approved' : 'rejected'}, remark = ${note}, member_message = ${memberMessage}, reviewed_by = ${staffId},
      reviewed_at = now(), cash_journal_id = coalesce(${cashJournalId}::bigint, cash_journal_id) where id = ${id}`;
    if (approve) {
      const b = await pointsBalance(tx, accountId);
      await appendEvent(tx, accountId, 'points:changed', { balance: b.balance, changed: 0, reason: 'review', version: b.version });
    } else {
      await movePoints(tx, { merchantId: merchant.id, accountId, kind: 'refund', points: Number(r.points), redemptionId: id });
      if (r.rewardId) await tx`update points_rewards set redeemed = greatest(0, redeemed - ${r.quantity}) where id = ${r.rewardId}`;
    }
    const ref = redemptionRef(id);
    const title = approve ? `Redemption approved: ${r.name}` : `Redemption rejected: ${r.name}`;
    const text = approve
      ? `Your redemption ${ref} (${r.quantity} x ${r.name}) was approved.${amount > 0 ? ` ${(amount / 100).toFixed(2)} ${r.currency} was added to your balance.` : ''}`
      : `Your redemption ${ref} (${r.quantity} x ${r.name}) was rejected and its ${Number(r.points)} points were returned.`;
    const said = memberMessage ? `${text}\n\nMessage from the point mall: ${memberMessage}` : text;
    await sendSystemMessage(tx, merchant.id, [accountId], title.slice(0, 100), said.slice(0, 2000));
    const [row] = await tx<RedemptionRow[]>`${tx.unsafe(REDEMPTION_SELECT)} where r.id = ${id}`;
    return staffView(row!);
  });
}
