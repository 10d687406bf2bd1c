import type { Sql } from '../../db/index.js';
import { SWEEP_BATCH } from '../../jobs/batch.js';
import { pushCashierChange } from '../cashier/cashier-events.js';
import { noteQueue } from '../site/queue-notes.js';

/**
 * Pending deposit orders whose time ran out (the channel's `timeout_seconds`) become `expired`:
 * their payment page stops taking payments and a late notification is refused. The
 * row lock of each update waits for a callback or a staff decision settling the same order, and
 * `status = 'pending'` is checked again after it, so an order is never both paid and expired.
 * A bank order one staff member already approved (four eyes) waits for the second, not the clock.
 */
export async function sweepExpiredDeposits(sql: Sql): Promise<number> {
  return sql.begin(async (tx) => {
    const rows = await tx<{ id: string; accountId: string; merchantId: number; channelType: string }[]>`
      update deposit_orders set status = 'expired', settled_at = now()
      where id in (select id from deposit_orders where status = 'pending' and expires_at <= now() and first_review_by is null
                   order by expires_at limit ${SWEEP_BATCH})
        and status = 'pending' and first_review_by is null
      returning id, account_id, merchant_id, channel_type`;
    // In account order, so two sweeps never take two members' event rows in opposite orders.
    rows.sort((a, b) => Number(a.accountId) - Number(b.accountId) || Number(a.id) - Number(b.id));
    for (const r of rows) await pushCashierChange(tx, r.accountId, 'deposit', r.id, 'expired');
    // An expired bank order leaves the staff queue.
    for (const m of new Set(rows.filter((r) => r.channelType === 'bank').map((r) => r.merchantId))) noteQueue(tx, m, 'deposits');
    return rows.length;
  });
}
