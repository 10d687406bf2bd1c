import { promotionStatus, type PromotionFacts } from '@wl/machines';
import {
  AVAILABLE_PROMOTION_STATUSES,
  PROMOTION_LIMITS,
  type PromotionEntry,
  type PromotionEntryState,
  type PromotionKind,
  type PromotionView,
  type Texts,
  pickTexts,
} from '@wl/shared';
import type { Db } from '../../db/index.js';
import { offsetFromSettings } from '../site/merchants.js';
import type { Merchant } from '../site/settings.js';
import { validBetsAfter } from '../wallet/turnover.js';

/**
 * Reading promotions and a member's entries, and deriving what a screen shows (docs/PROMOTIONS.md).
 * Statuses come from machines/src/promotion.ts; progress and turnover are counted from the ledger
 * at read time, so nothing has to be updated when a member bets.
 */

export interface PromotionRow {
  id: string;
  merchantId: number;
  kind: PromotionKind;
  title: string;
  summary: string;
  content: string;
  imageUrl: string | null;
  videoUrl: string | null;
  startsAt: Date;
  endsAt: Date | null;
  bonus: string;
  bonusMax: string;
  turnoverMultiple: number;
  target: string;
  quota: number | null;
  claimed: number;
  active: boolean;
  sort: number;
  /** The welcome offer the home page's welcome card names to a member who has not deposited (migration 082). */
  welcome: boolean;
  updatedAt: Date;
  /** Translations of title, summary and content by language (migration 069). */
  texts: Texts<PromotionText>;
}

/** The fields staff translate. */
export const PROMOTION_TEXTS = ['title', 'summary', 'content'] as const;
export type PromotionText = (typeof PROMOTION_TEXTS)[number];

/** The row with its texts in the first of `langs` that has each (readerLanguages), else the base. */
export const localised = (p: PromotionRow, langs: readonly string[]): PromotionRow =>
  langs.length === 0 ? p : pickTexts(p, PROMOTION_TEXTS, ...langs.map((l) => p.texts?.[l]));

export interface EntryRow {
  id: string;
  promotionId: string;
  accountId: string;
  state: PromotionEntryState;
  comment: string | null;
  imageCount: number;
  bonus: string;
  turnoverRequired: string;
  turnoverDone: string;
  progress: string;
  /** Staff's message to the member about the review (the internal note is not read here). */
  memberMessage: string | null;
  createdAt: Date;
  settledAt: Date | null;
}

export const PROMOTION_COLUMNS = `p.id, p.merchant_id, p.kind, p.title, p.summary, p.content, p.image_url, p.video_url, p.starts_at, p.ends_at,
  p.bonus, p.bonus_max, p.turnover_multiple, p.target, p.quota, p.claimed, p.active, p.sort, p.welcome, p.updated_at, p.texts`;

/** Valid bets of the entry's member (alias e) after posting `from`, optionally before `until`. */
const validBets = (from: string, until: string | null) => validBetsAfter('e.account_id', from, until);

/** An entry with its image count, event progress and turnover made (aliases: e entry, p promotion). */
export const ENTRY_COLUMNS = `e.id, e.promotion_id, e.account_id, e.state, e.comment, e.bonus, e.turnover_required, e.member_message,
  e.created_at, e.settled_at,
  (select count(*) from promotion_entry_images i where i.entry_id = e.id)::int as image_count,
  case when e.state = 'joined' then ${validBets('e.progress_from', 'p.ends_at')} else 0 end::bigint as progress,
  case when e.turnover_required > 0 then least(e.turnover_required, ${validBets('e.turnover_from', null)}) else 0 end::bigint as turnover_done`;

export { postingWatermark } from '../wallet/turnover.js';

/** The merchant's calendar day (yyyy-MM-dd), by its UTC offset: a check-in's day. */
export function merchantToday(merchant: Merchant, now = Date.now()): string {
  return new Date(now + offsetFromSettings(merchant.settings) * 60_000).toISOString().slice(0, 10);
}

export function factsOf(p: PromotionRow, progress = 0, now = Date.now()): PromotionFacts {
  return {
    kind: p.kind,
    active: p.active,
    now,
    startsAt: p.startsAt.getTime(),
    endsAt: p.endsAt?.getTime() ?? null,
    remaining: p.quota === null ? null : Math.max(0, p.quota - p.claimed),
    progress,
    target: Number(p.target),
  };
}

export const entryView = (e: EntryRow): PromotionEntry => ({
  id: Number(e.id),
  state: e.state,
  comment: e.comment,
  imageCount: e.imageCount,
  bonus: Number(e.bonus),
  turnoverRequired: Number(e.turnoverRequired),
  turnoverDone: Number(e.turnoverDone),
  // Staff's message to the member only; the review's internal note is for the console.
  memberMessage: e.memberMessage,
  createdAt: e.createdAt.toISOString(),
  settledAt: e.settledAt?.toISOString() ?? null,
});

/** What a member sees; `langs` (readerLanguages) picks the texts' language. */
export function promotionView(row: PromotionRow, entry: EntryRow | null, currency: string, now = Date.now(), langs: readonly string[] = []): PromotionView {
  const p = localised(row, langs);
  const progress = entry ? Number(entry.progress) : 0;
  const facts = factsOf(p, progress, now);
  return {
    id: Number(p.id),
    kind: p.kind,
    title: p.title,
    summary: p.summary,
    content: p.content,
    imageUrl: p.imageUrl,
    videoUrl: p.videoUrl,
    startsAt: p.startsAt.toISOString(),
    endsAt: p.endsAt?.toISOString() ?? null,
    bonus: Number(p.bonus),
    bonusMax: Number(p.bonusMax),
    currency,
    turnoverMultiple: p.turnoverMultiple,
    target: Number(p.target),
    progress,
    remaining: facts.remaining,
    status: promotionStatus(facts, entry?.state ?? null),
    welcome: p.welcome,
    entry: entry ? entryView(entry) : null,
  };
}

/** The merchant's live promotions (switched on), in the staff's order. */
export async function livePromotions(db: Db, merchantId: number): Promise<PromotionRow[]> {
  return db<PromotionRow[]>`
    select ${db.unsafe(PROMOTION_COLUMNS)} from promotions p
    where p.merchant_id = ${merchantId} and p.active
    order by p.sort, p.id desc limit ${PROMOTION_LIMITS.list}`;
}

/**
 * A member's current entry in each promotion: the one entry of most kinds, today's for a
 * check-in (yesterday's sign-in does not make today's Signed).
 */
export async function currentEntries(db: Db, merchant: Merchant, accountId: number, promotionIds: string[]): Promise<Map<string, EntryRow>> {
  if (promotionIds.length === 0) return new Map();
  const rows = await db<EntryRow[]>`
    select ${db.unsafe(ENTRY_COLUMNS)} from promotion_entries e join promotions p on p.id = e.promotion_id
    where e.account_id = ${accountId} and e.promotion_id = any(${promotionIds}::bigint[])
      and (e.day is null or e.day = ${merchantToday(merchant)}::date)`;
  return new Map(rows.map((r) => [r.promotionId, r]));
}

/**
 * Every live promotion with this member's status (null: a guest, who sees Join, Claim, Coming soon
 * or Closed), its texts in the first of `langs` that has them.
 */
export async function listForMember(db: Db, merchant: Merchant, accountId: number | null, langs: readonly string[] = []): Promise<PromotionView[]> {
  const promotions = await livePromotions(db, merchant.id);
  const entries =
    accountId === null
      ? new Map<string, EntryRow>()
      : await currentEntries(
          db,
          merchant,
          accountId,
          promotions.map((p) => p.id),
        );
  const now = Date.now();
  return promotions.map((p) => promotionView(p, entries.get(p.id) ?? null, merchant.settings.currency, now, langs));
}

/** How many rewards wait for the member: live promotions whose status is Join or Claim. */
export async function availablePromoCount(db: Db, merchant: Merchant, accountId: number): Promise<number> {
  const list = await listForMember(db, merchant, accountId);
  return list.filter((v) => AVAILABLE_PROMOTION_STATUSES.includes(v.status)).length;
}

/** One promotion of the merchant (live or not) with the row locked when `lock` (a member's action). */
export async function findPromotion(db: Db, merchantId: number, id: number, lock = false): Promise<PromotionRow | null> {
  const [p] = lock
    ? await db<PromotionRow[]>`select ${db.unsafe(PROMOTION_COLUMNS)} from promotions p where p.id = ${id} and p.merchant_id = ${merchantId} for update`
    : await db<PromotionRow[]>`select ${db.unsafe(PROMOTION_COLUMNS)} from promotions p where p.id = ${id} and p.merchant_id = ${merchantId}`;
  return p ?? null;
}
