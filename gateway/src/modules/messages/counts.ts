import { TRIAL_TYPE } from '@wl/shared';
import type { Db, Tx } from '../../db/index.js';
import { appendEvent } from '../../realtime/event-log.js';

/**
 * The unread count (docs/MESSAGES.md) is derived, never stored: a member's direct messages not
 * read and not deleted, plus the site's broadcasts sent since the account was created that have
 * no state row yet (a broadcast's row is written only when it is read or deleted, so "no row"
 * means unread). One statement for any number of accounts, so a send to 1,000 members counts
 * them all at once.
 */
export async function unreadCounts(db: Db, merchantId: number, accountIds: readonly number[]): Promise<Map<number, number>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db<{ id: string; n: number }[]>`
    select a.id,
      ((select count(*) from message_states s join messages m on m.id = s.message_id
         where s.account_id = a.id and s.read_at is null and s.deleted_at is null and m.merchant_id = ${merchantId})
       + (select count(*) from messages m
          where m.merchant_id = ${merchantId} and m.audience = 'everyone' and m.created_at >= a.created_at
            and not exists (select 1 from message_states s where s.account_id = a.id and s.message_id = m.id)))::int as n
    from accounts a
    where a.id = any(${accountIds as number[]}::bigint[]) and a.merchant_id = ${merchantId} and a.type <> ${TRIAL_TYPE}`;
  return new Map(rows.map((r) => [Number(r.id), r.n]));
}

/** One member's unread count; 0 for a trial account (a trial has no inbox). */
export async function unreadCount(db: Db, merchantId: number, accountId: number): Promise<number> {
  return (await unreadCounts(db, merchantId, [accountId])).get(accountId) ?? 0;
}

export interface Reader {
  id: number;
  merchantId: number;
  createdAt: Date;
}

/**
 * Locks the account rows (in id order, so two sends never take them in opposite orders) before a
 * count is read: a member opening a message while a send reaches them would otherwise each count
 * without the other's change, and the later event would carry a stale figure. `no key update`
 * leaves foreign-key checks of other tables (sessions, postings) unblocked.
 */
export async function lockReaders(tx: Tx, merchantId: number, accountIds: readonly number[]): Promise<Reader[]> {
  if (accountIds.length === 0) return [];
  const rows = await tx<{ id: string; merchantId: number; createdAt: Date }[]>`
    select id, merchant_id, created_at from accounts
    where id = any(${accountIds as number[]}::bigint[]) and merchant_id = ${merchantId}
    order by id for no key update`;
  return rows.map((r) => ({ id: Number(r.id), merchantId: r.merchantId, createdAt: r.createdAt }));
}

/**
 * Runs a change of one member's messages with the account locked, and appends `unread:changed`
 * in the same transaction when the count moved (an already-read message opened again moves
 * nothing and pushes nothing).
 */
export async function changeMessages<T>(
  tx: Tx,
  merchantId: number,
  accountId: number,
  change: (reader: Reader) => Promise<T>,
): Promise<{ result: T; unreadMessages: number }> {
  const [reader] = await lockReaders(tx, merchantId, [accountId]);
  if (!reader) throw new Error(`account ${accountId} is not of merchant ${merchantId}`);
  const before = await unreadCount(tx, merchantId, accountId);
  const result = await change(reader);
  const after = await unreadCount(tx, merchantId, accountId);
  if (after !== before) await appendEvent(tx, accountId, 'unread:changed', { unreadMessages: after });
  return { result, unreadMessages: after };
}
