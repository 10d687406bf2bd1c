import type { Observable, Subscription } from 'rxjs';
import { queuesFor, type StaffPermission, type StaffQueue, type StaffQueueCount } from '@wl/shared';
import type { CommitNote } from '../../db/commit-signal.js';
import type { Db } from '../../db/index.js';
import { QUEUE_CHANGED } from '../site/queue-notes.js';

/**
 * The staff work queues (docs/STAFF.md "Queues"): how many items wait for a person in each, and the
 * oldest one's time, for the console's dashboard and navigation badges. A change to a queue notes
 * `queue:changed` in its own transaction (site/queue-notes.ts); once it commits, relayQueueChanges
 * hands it to the `/staff` channel, which sends it to the merchant's staff whose role may see that
 * queue. A rolled-back change announces nothing.
 */
/** What "waiting" means for each queue, as a FROM/WHERE over the merchant's rows (`$1`). */
const WAITING: Record<StaffQueue, string> = {
  // Gateways settle their own orders: only bank transfers wait for staff.
  deposits: `deposit_orders where merchant_id = $1 and status = 'pending' and channel_type = 'bank'`,
  // Approved withdrawals still wait for their payout.
  withdrawals: `withdrawals where merchant_id = $1 and status in ('requested', 'approved')`,
  approvals: `staff_approvals where merchant_id = $1 and status = 'pending'`,
  applications: `promotion_entries where merchant_id = $1 and state = 'applying'`,
  redemptions: `points_redemptions where merchant_id = $1 and status = 'in_process'`,
  feedback: `feedback where merchant_id = $1 and status = 'new'`,
  heldCredits: `held_credits where merchant_id = $1 and status = 'held'`,
};

/** The counts of the queues these permissions may see, in dashboard order, in one round trip. */
export async function queueCounts(db: Db, merchantId: number, permissions: readonly StaffPermission[]): Promise<StaffQueueCount[]> {
  const queues = queuesFor(permissions);
  if (queues.length === 0) return [];
  const parts = queues.map((q, i) => `select ${i} as i, count(*)::int as count, min(created_at) as oldest from ${WAITING[q]}`);
  const rows = await db.unsafe<{ i: number; count: number; oldest: Date | null }[]>(parts.join(' union all '), [merchantId]);
  const byIndex = new Map(rows.map((r) => [Number(r.i), r]));
  return queues.map((queue, i) => {
    const r = byIndex.get(i);
    return { queue, count: r?.count ?? 0, oldestAt: r?.oldest ? new Date(r.oldest).toISOString() : null };
  });
}

/** After each commit that noted a queue change: the push, through the composition layer's `push`. */
export function relayQueueChanges(notes$: Observable<CommitNote>, push: (merchantId: number, queue: StaffQueue) => void): Subscription {
  return notes$.subscribe((note) => {
    if (note.topic !== QUEUE_CHANGED) return;
    push(note.merchantId, (note.payload as { queue: StaffQueue }).queue);
  });
}
