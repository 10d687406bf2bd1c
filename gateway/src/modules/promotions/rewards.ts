import { AVAILABLE_PROMOTION_STATUSES, type PromotionStatus, type RewardCenter, type RewardHistoryRow } from '@wl/shared';
import { promotionStatus } from '@wl/machines';
import type { Db, Tx } from '../../db/index.js';
import { appendEvent } from '../../realtime/event-log.js';
import type { Merchant } from '../site/settings.js';
import {
  ENTRY_COLUMNS,
  PROMOTION_COLUMNS,
  entryView,
  factsOf,
  listForMember,
  localised,
  merchantToday,
  type EntryRow,
  type PromotionRow,
} from './catalogue.js';

/**
 * The reward centre (member tab `rewardCenter`; docs/PROMOTIONS.md): what the member can take now
 * (live promotions whose status is Join or Claim: their number is the badge and member info's
 * `availablePromoCount`) and the member's entries, newest first, with the turnover each bonus asks
 * for and how much of it is made.
 */

const HISTORY_MAX = 50;

export async function rewardCenter(db: Db, merchant: Merchant, accountId: number, langs: readonly string[] = []): Promise<RewardCenter> {
  const [views, entries] = await Promise.all([
    listForMember(db, merchant, accountId, langs),
    db<(EntryRow & { day: string | null })[]>`
      select ${db.unsafe(ENTRY_COLUMNS)}, e.day::text as day
      from promotion_entries e join promotions p on p.id = e.promotion_id
      where e.account_id = ${accountId} and e.merchant_id = ${merchant.id}
      order by e.id desc limit ${HISTORY_MAX}`,
  ]);
  const ids = [...new Set(entries.map((e) => e.promotionId))];
  const promotions = new Map(
    (
      await db<PromotionRow[]>`
    select ${db.unsafe(PROMOTION_COLUMNS)} from promotions p where p.id = any(${ids}::bigint[])`
    ).map((p) => [p.id, localised(p, langs)]),
  );
  const available = views.filter((v) => AVAILABLE_PROMOTION_STATUSES.includes(v.status));
  const today = merchantToday(merchant);
  const now = Date.now();
  const history: RewardHistoryRow[] = entries.map((e) => {
    const p = promotions.get(e.promotionId)!;
    // A past day's sign-in stays Signed for that day; everything else reads as it stands now.
    const status: PromotionStatus = e.day !== null && e.day !== today ? 'signed' : promotionStatus(factsOf(p, Number(e.progress), now), e.state);
    return { ...entryView(e), promotionId: Number(p.id), title: p.title, kind: p.kind, status, currency: merchant.settings.currency };
  });
  return { availablePromoCount: available.length, available, history };
}

/**
 * Appends `rewards:changed` with the member's new available count, in the transaction of the
 * change (the caller holds the account row, so two changes never push counts out of order).
 */
export async function pushRewards(tx: Tx, merchant: Merchant, accountId: number, promotionId: number, status: PromotionStatus): Promise<number> {
  const views = await listForMember(tx, merchant, accountId);
  const availablePromoCount = views.filter((v) => AVAILABLE_PROMOTION_STATUSES.includes(v.status)).length;
  await appendEvent(tx, accountId, 'rewards:changed', { availablePromoCount, promotionId, status });
  return availablePromoCount;
}

/**
 * Locks the member's account row (`no key update`, like the message counts) before a change of
 * their promotions: a member's own actions, and staff reviews of them, take turns, so a second
 * application waits for the first and then finds it.
 */
export async function lockMember(tx: Tx, merchantId: number, accountId: number): Promise<void> {
  const [a] = await tx`select id from accounts where id = ${accountId} and merchant_id = ${merchantId} for no key update`;
  if (!a) throw new Error(`account ${accountId} is not of merchant ${merchantId}`);
}
