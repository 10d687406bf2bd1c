import { randomInt } from 'node:crypto';
import { promotionRefusal, promotionStep } from '@wl/machines';
import type { PromotionActionValue, PromotionEntryState, PromotionKind, PromotionView } from '@wl/shared';
import type { Sql, Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import type { AccountRecord } from '../accounts/accounts.js';
import type { Merchant } from '../site/settings.js';
import { createBonusLock } from '../bonus-locks/store.js';
import { post, walletFor } from '../wallet/ledger.js';
import type { ApplicationUpload } from './apply-upload.js';
import { currentEntries, factsOf, findPromotion, merchantToday, postingWatermark, promotionView, type EntryRow, type PromotionRow } from './catalogue.js';
import { readerLanguages } from '../site/translations.js';
import { lockMember, pushRewards } from './rewards.js';
import { noteQueue } from '../site/queue-notes.js';

/**
 * What a member does with a promotion (docs/PROMOTIONS.md): apply (kind apply), join and claim
 * (event), claim a red envelope (raffle), sign in (checkin). Each runs in one transaction with the
 * member's account row locked: the machine (machines/src/promotion.ts) judges the action from what
 * was read, the entry is written (at most one per member and promotion, per day for a check-in),
 * a bonus is paid through the ledger under the key `promotion:entry:<id>`, and `rewards:changed`
 * is appended. Two identical requests at once take turns; the second finds the first's entry.
 */

type Action = 'APPLY' | 'JOIN' | 'CLAIM' | 'SIGN';
interface Member {
  merchant: Merchant;
  account: AccountRecord;
}

async function begin(tx: Tx, m: Member, promotionId: number, action: Action, lockPromotion = false, only?: PromotionKind) {
  const accountId = Number(m.account.id);
  await lockMember(tx, m.merchant.id, accountId);
  const promotion = await findPromotion(tx, m.merchant.id, promotionId, lockPromotion);
  if (!promotion) throw new AppError('PROMOTION_NOT_FOUND');
  if (only && promotion.kind !== only) throw new AppError('PROMOTION_ACTION_INVALID', { promotionId });
  const entry = (await currentEntries(tx, m.merchant, accountId, [promotion.id])).get(promotion.id) ?? null;
  const facts = factsOf(promotion, entry ? Number(entry.progress) : 0);
  const refusal = promotionRefusal(facts, entry?.state ?? null, action);
  if (refusal) throw new AppError(refusal, { promotionId });
  const next = promotionStep(facts, entry?.state ?? null, { type: action })!;
  return { accountId, promotion, entry, next };
}

/**
 * Pays `amount` from the merchant's bonus wallet to the member's main wallet as one journal entry
 * of kind `bonus`, and records the turnover it asks for: valid bets of `turnoverMultiple` times
 * the bonus, counted after the last posting booked before it; the bonus stays locked until then.
 */
async function payBonus(tx: Tx, m: Member, accountId: number, entryId: string, p: PromotionRow, amount: number): Promise<void> {
  if (amount <= 0) return;
  const from = await postingWatermark(tx);
  const currency = (await walletFor(tx, accountId, 'real'))?.currency ?? m.account.currency;
  const res = await post(tx, {
    merchantId: m.merchant.id,
    key: `promotion:entry:${entryId}`,
    kind: 'bonus',
    currency,
    book: 'real',
    legs: [
      { wallet: { accountId, kind: 'real' }, amount },
      { wallet: { system: 'bonus' }, amount: -amount },
    ],
    meta: { promotionId: Number(p.id), entryId: Number(entryId), title: p.title },
  });
  await tx`
    update promotion_entries set bonus = ${amount}, turnover_required = ${amount * p.turnoverMultiple}, turnover_from = ${from},
      journal_id = ${res.journalId}, settled_at = now()
    where id = ${entryId}`;
  // The bonus is locked until its turnover is made (docs/PROMOTIONS.md "Locked bonus").
  await createBonusLock(tx, {
    merchantId: m.merchant.id,
    settings: m.merchant.settings,
    accountId,
    source: 'promotion',
    sourceId: entryId,
    title: p.title,
    amount,
    required: amount * p.turnoverMultiple,
    turnoverFrom: from,
    journalId: res.journalId,
  });
}

async function insertEntry(
  tx: Tx,
  m: Member,
  accountId: number,
  p: PromotionRow,
  state: PromotionEntryState,
  extra: { day?: string; comment?: string | null; progressFrom?: number } = {},
): Promise<string> {
  const [row] = await tx<{ id: string }[]>`
    insert into promotion_entries (promotion_id, account_id, merchant_id, state, day, comment, progress_from)
    values (${p.id}, ${accountId}, ${m.merchant.id}, ${state}, ${extra.day ?? null}, ${extra.comment ?? null}, ${extra.progressFrom ?? 0})
    on conflict (promotion_id, account_id, day) do nothing returning id`;
  // Only reachable if a writer skipped the account lock: the unique index still keeps one entry.
  if (!row) throw new AppError('PROMOTION_ALREADY_ENTERED', { promotionId: Number(p.id) });
  return row.id;
}

/** The promotion as it stands after the change, the amount paid and the new available count. */
async function finish(tx: Tx, m: Member, accountId: number, p: PromotionRow, paid: number): Promise<PromotionActionValue> {
  const fresh = (await findPromotion(tx, m.merchant.id, Number(p.id)))!;
  const entry = (await currentEntries(tx, m.merchant, accountId, [p.id])).get(p.id) ?? null;
  // The action's answer names the promotion in the member's own language (the dialog says it).
  const promotion: PromotionView = promotionView(
    fresh,
    entry,
    m.merchant.settings.currency,
    Date.now(),
    readerLanguages(m.merchant.settings, m.account.language),
  );
  const availablePromoCount = await pushRewards(tx, m.merchant, accountId, Number(p.id), promotion.status);
  return { promotion, paid, availablePromoCount };
}

export async function applyForPromotion(sql: Sql, m: Member, promotionId: number, upload: ApplicationUpload): Promise<PromotionActionValue> {
  return sql.begin(async (tx) => {
    const { accountId, promotion, next } = await begin(tx, m, promotionId, 'APPLY');
    const id = await insertEntry(tx, m, accountId, promotion, next, { comment: upload.comment });
    noteQueue(tx, m.merchant.id, 'applications');
    for (const [i, img] of upload.images.entries()) {
      await tx`insert into promotion_entry_images (entry_id, position, mime, width, height, size, bytes)
        values (${id}, ${i + 1}, ${img.mime}, ${img.width}, ${img.height}, ${img.bytes.length}, ${img.bytes})`;
    }
    return finish(tx, m, accountId, promotion, 0);
  });
}

/** Joins an event: valid bets count towards its target from the next posting on. */
export async function joinPromotion(sql: Sql, m: Member, promotionId: number): Promise<PromotionActionValue> {
  return sql.begin(async (tx) => {
    const { accountId, promotion, next } = await begin(tx, m, promotionId, 'JOIN');
    await insertEntry(tx, m, accountId, promotion, next, { progressFrom: await postingWatermark(tx) });
    return finish(tx, m, accountId, promotion, 0);
  });
}

/** Today's sign-in of a check-in promotion, paying its bonus. */
export async function signPromotion(sql: Sql, m: Member, promotionId: number): Promise<PromotionActionValue> {
  return sql.begin(async (tx) => {
    const { accountId, promotion, next } = await begin(tx, m, promotionId, 'SIGN');
    const id = await insertEntry(tx, m, accountId, promotion, next, { day: merchantToday(m.merchant) });
    const amount = Number(promotion.bonus);
    await payBonus(tx, m, accountId, id, promotion, amount);
    return finish(tx, m, accountId, promotion, amount);
  });
}

/**
 * Claims a reward: the red envelope of a raffle (a random amount from bonus to bonusMax, while
 * envelopes are left; the promotion row is locked so the last envelope goes once), or an event's
 * reward once its target is met.
 */
export async function claimPromotion(sql: Sql, m: Member, promotionId: number, only?: 'raffle'): Promise<PromotionActionValue> {
  return sql.begin(async (tx) => {
    const { accountId, promotion, entry, next } = await begin(tx, m, promotionId, 'CLAIM', true, only);
    let id: string;
    let amount: number;
    if (promotion.kind === 'raffle') {
      id = await insertEntry(tx, m, accountId, promotion, next);
      await tx`update promotions set claimed = claimed + 1 where id = ${promotion.id}`;
      const low = Number(promotion.bonus);
      const high = Number(promotion.bonusMax);
      amount = high > low ? randomInt(low, high + 1) : low;
    } else {
      id = (entry as EntryRow).id;
      await tx`update promotion_entries set state = ${next} where id = ${id}`;
      amount = Number(promotion.bonus);
    }
    await payBonus(tx, m, accountId, id, promotion, amount);
    return finish(tx, m, accountId, promotion, amount);
  });
}
