import { promotionStep } from '@wl/machines';
import {
  readDecisionTexts,
  type ApproveApplicationRequest,
  type PromotionEntryState,
  type PromotionReviewFilter,
  type RejectApplicationRequest,
  type StaffApplication,
  type StaffApplicationDetail,
} from '@wl/shared';
import type { Db, Sql } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { sendSystemMessage } from '../messages/send.js';
import type { Merchant } from '../site/settings.js';
import { createBonusLock } from '../bonus-locks/store.js';
import { post, walletFor } from '../wallet/ledger.js';
import { factsOf, findPromotion, postingWatermark } from './catalogue.js';
import { lockMember, pushRewards } from './rewards.js';
import { noteQueue } from '../site/queue-notes.js';

/**
 * Staff review of applications (docs/PROMOTIONS.md "Review"). Approval pays the promotion's bonus
 * from the merchant's bonus wallet (journal kind `bonus`, key `promotion:entry:<application id>`)
 * and records its turnover requirement; rejection needs an internal note. Either tells the member
 * through a system message and `rewards:changed`, in the same transaction; the message carries
 * staff's message to the member when there is one, never the internal note. Two reviews of one application
 * at once take turns on the member's row: the second finds it reviewed.
 */

type Row = Omit<StaffApplication, 'id' | 'promotionId' | 'accountId' | 'bonus' | 'turnoverRequired' | 'createdAt' | 'reviewedAt' | 'note'> & {
  rejectReason: string | null;
  id: string;
  promotionId: string;
  accountId: string;
  bonus: string;
  turnoverRequired: string;
  createdAt: Date;
  reviewedAt: Date | null;
};

const SELECT = `select e.id, e.promotion_id, p.title as promotion_title, e.account_id, a.username, e.state, e.comment, e.bonus,
    e.turnover_required, e.created_at, s.username as reviewed_by, e.reviewed_at, e.reject_reason, e.member_message,
    (select count(*) from promotion_entry_images i where i.entry_id = e.id)::int as image_count
  from promotion_entries e join promotions p on p.id = e.promotion_id join accounts a on a.id = e.account_id
  left join staff s on s.id = e.reviewed_by`;

const view = ({ rejectReason, ...r }: Row, currency: string): StaffApplication => ({
  ...r,
  note: rejectReason,
  id: Number(r.id),
  promotionId: Number(r.promotionId),
  accountId: Number(r.accountId),
  bonus: Number(r.bonus),
  currency,
  turnoverRequired: Number(r.turnoverRequired),
  createdAt: r.createdAt.toISOString(),
  reviewedAt: r.reviewedAt?.toISOString() ?? null,
});

export async function listApplications(db: Db, merchant: Merchant, status: PromotionReviewFilter, page: number, pageSize: number) {
  const states = status === 'all' ? ['applying', 'issued', 'rejected'] : [status];
  const [rows, [total]] = await Promise.all([
    db<Row[]>`${db.unsafe(SELECT)} where e.merchant_id = ${merchant.id} and p.kind = 'apply' and e.state = any(${states}::text[])
      order by e.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
    db<{ n: number }[]>`select count(*)::int as n from promotion_entries e join promotions p on p.id = e.promotion_id
      where e.merchant_id = ${merchant.id} and p.kind = 'apply' and e.state = any(${states}::text[])`,
  ]);
  const n = total?.n ?? 0;
  return { list: rows.map((r) => view(r, merchant.settings.currency)), pageNum: page, pageSize, total: n, totalPages: Math.max(1, Math.ceil(n / pageSize)) };
}

export async function applicationDetail(db: Db, merchant: Merchant, id: number): Promise<StaffApplicationDetail> {
  const [row] = await db<Row[]>`${db.unsafe(SELECT)} where e.id = ${id} and e.merchant_id = ${merchant.id} and p.kind = 'apply'`;
  if (!row) throw new AppError('APPLICATION_NOT_FOUND');
  const images = await db<{ position: number; mime: string; width: number; height: number; size: number; bytes: Buffer }[]>`
    select position, mime, width, height, size, bytes from promotion_entry_images where entry_id = ${id} order by position`;
  return {
    ...view(row, merchant.settings.currency),
    // Shown inline in the console: the bytes passed the content check and keep their checked type.
    images: images.map((i) => ({
      position: i.position,
      mime: i.mime,
      width: i.width,
      height: i.height,
      size: i.size,
      dataUrl: `data:${i.mime};base64,${i.bytes.toString('base64')}`,
    })),
  };
}

type Texts = { note: string | null; memberMessage: string | null };

async function review(sql: Sql, merchant: Merchant, staffId: number, id: number, decision: 'APPROVE' | 'REJECT', texts: Texts) {
  await sql.begin(async (tx) => {
    const [found] = await tx<{ accountId: string }[]>`
      select e.account_id from promotion_entries e join promotions p on p.id = e.promotion_id
      where e.id = ${id} and e.merchant_id = ${merchant.id} and p.kind = 'apply'`;
    if (!found) throw new AppError('APPLICATION_NOT_FOUND');
    const accountId = Number(found.accountId);
    await lockMember(tx, merchant.id, accountId);
    const [e] = await tx<{ state: PromotionEntryState; promotionId: string }[]>`select state, promotion_id from promotion_entries where id = ${id} for update`;
    const promotion = (await findPromotion(tx, merchant.id, Number(e!.promotionId)))!;
    const next = promotionStep(factsOf(promotion), e!.state, { type: decision });
    if (!next) throw new AppError('APPLICATION_ALREADY_REVIEWED', { state: e!.state });
    noteQueue(tx, merchant.id, 'applications');
    await tx`update promotion_entries set state = ${next}, reviewed_by = ${staffId}, reviewed_at = now(), reject_reason = ${texts.note},
      member_message = ${texts.memberMessage},
      settled_at = now() where id = ${id}`;
    const amount = decision === 'APPROVE' ? Number(promotion.bonus) : 0;
    const currency = (await walletFor(tx, accountId, 'real'))?.currency ?? merchant.settings.currency;
    if (amount > 0) {
      const from = await postingWatermark(tx);
      const res = await post(tx, {
        merchantId: merchant.id,
        key: `promotion:entry:${id}`,
        kind: 'bonus',
        currency,
        book: 'real',
        staffId,
        legs: [
          { wallet: { accountId, kind: 'real' }, amount },
          { wallet: { system: 'bonus' }, amount: -amount },
        ],
        meta: { promotionId: Number(promotion.id), entryId: id, title: promotion.title },
      });
      await tx`update promotion_entries set bonus = ${amount}, turnover_required = ${amount * promotion.turnoverMultiple},
        turnover_from = ${from}, journal_id = ${res.journalId} where id = ${id}`;
      // Locked until its turnover is made (docs/PROMOTIONS.md "Locked bonus").
      await createBonusLock(tx, {
        merchantId: merchant.id,
        settings: merchant.settings,
        accountId,
        source: 'promotion',
        sourceId: id,
        title: promotion.title,
        amount,
        required: amount * promotion.turnoverMultiple,
        turnoverFrom: from,
        journalId: res.journalId,
      });
    }
    const title = decision === 'APPROVE' ? `Promotion approved: ${promotion.title}` : `Promotion not approved: ${promotion.title}`;
    const body =
      decision === 'APPROVE'
        ? `Your application for "${promotion.title}" was approved.${amount > 0 ? ` A bonus of ${(amount / 100).toFixed(2)} ${currency} was added to your balance${promotion.turnoverMultiple > 0 ? `; it asks for valid bets of ${((amount * promotion.turnoverMultiple) / 100).toFixed(2)} ${currency} (see the reward centre)` : ''}.` : ''}`
        : `Your application for "${promotion.title}" was not approved.`;
    const said = texts.memberMessage ? `${body}\n\nMessage from the promotions team: ${texts.memberMessage}` : body;
    await sendSystemMessage(tx, merchant.id, [accountId], title.slice(0, 100), said.slice(0, 2000));
    await pushRewards(tx, merchant, accountId, Number(promotion.id), next);
  });
  return applicationDetail(sql, merchant, id);
}

export const approveApplication = (sql: Sql, merchant: Merchant, staffId: number, id: number, body?: ApproveApplicationRequest) =>
  review(sql, merchant, staffId, id, 'APPROVE', readDecisionTexts(body?.note, undefined, body?.memberMessage));

/** A rejection needs its internal note (`reason` is the note's older name). */
export function rejectApplication(sql: Sql, merchant: Merchant, staffId: number, id: number, body: RejectApplicationRequest) {
  const texts = readDecisionTexts(body.note, body.reason, body.memberMessage);
  if (!texts.note) throw new AppError('REASON_REQUIRED');
  return review(sql, merchant, staffId, id, 'REJECT', texts);
}
