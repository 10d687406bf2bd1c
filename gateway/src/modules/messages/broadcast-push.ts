import { TRIAL_TYPE } from '@wl/shared';
import type { Sql } from '../../db/index.js';
import { appendEvent } from '../../realtime/event-log.js';
import { lockReaders, unreadCounts } from './counts.js';

/**
 * The pushes of a broadcast (docs/MESSAGES.md). Sending to everyone writes one row; telling
 * 100,000 open pages about it would mean 200,000 event rows in the send's transaction, holding
 * 100,000 account locks. Instead each run here takes the oldest broadcast not fully pushed and
 * pushes `message:received` and `unread:changed` to the next PUSH_BATCH accounts (in id order,
 * from the message's cursor) in one short transaction that holds the message's row: a second run
 * at the same time moves on to the next broadcast (skip locked). The counts are right
 * before the push reaches anyone: they are derived, so member info and CSP_unreadCount already
 * include the broadcast; the push only tells open pages to look.
 */
/** 100 accounts (200 appends) commit in well under 100 ms: the locks of a batch are short. */
export const PUSH_BATCH = 100;

/** One batch of one broadcast; the number of accounts pushed (0: nothing waiting, or another run has it). */
export async function pushBroadcastBatch(sql: Sql): Promise<number> {
  return sql.begin(async (tx) => {
    const [m] = await tx<{ id: string; merchantId: number; title: string; system: boolean; createdAt: Date; pushAfter: string }[]>`
      select id, merchant_id, title, sender_staff_id is null as system, created_at, push_after from messages
      where not pushed order by id limit 1 for update skip locked`;
    if (!m) return 0;
    const batch = await tx<{ id: string }[]>`
      select id from accounts
      where merchant_id = ${m.merchantId} and id > ${m.pushAfter} and type <> ${TRIAL_TYPE} and created_at <= ${m.createdAt}
      order by id limit ${PUSH_BATCH}`;
    const readers = await lockReaders(
      tx,
      m.merchantId,
      batch.map((r) => Number(r.id)),
    );
    const counts = await unreadCounts(
      tx,
      m.merchantId,
      readers.map((r) => r.id),
    );
    const payload = { id: Number(m.id), title: m.title, from: m.system ? ('system' as const) : ('staff' as const) };
    for (const r of readers) {
      await appendEvent(tx, r.id, 'message:received', payload);
      await appendEvent(tx, r.id, 'unread:changed', { unreadMessages: counts.get(r.id) ?? 0 });
    }
    const last = batch.at(-1)?.id ?? m.pushAfter;
    await tx`update messages set push_after = ${last}, pushed = ${batch.length < PUSH_BATCH} where id = ${m.id}`;
    // A finished broadcast still counts as work done, so the caller looks for the next one.
    return Math.max(batch.length, 1);
  });
}

/** Pushes batches until nothing is waiting (or another run is pushing it); returns the accounts pushed. */
export async function drainBroadcasts(sql: Sql): Promise<number> {
  let total = 0;
  for (let n = await pushBroadcastBatch(sql); n > 0; n = await pushBroadcastBatch(sql)) total += n;
  return total;
}

/** How often the job looks for broadcasts left half pushed (a node that stopped mid-way). */
export const BROADCAST_SWEEP_MS = 2000;
