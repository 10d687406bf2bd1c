import type { Sql } from '../../db/index.js';
import { SWEEP_BATCH } from '../../jobs/batch.js';
import { appendEvent } from '../../realtime/event-log.js';

/**
 * Marks sessions that ran out as revoked (reason `expired`) and logs a `session:revoked`
 * event for each, so open sockets hear it and close like after a staff revocation, and
 * support can replay it. The update checks `revoked_at is null` again after its row lock, so a
 * second run at the same time logs no session twice.
 */
export async function sweepExpiredSessions(sql: Sql): Promise<number> {
  return sql.begin(async (tx) => {
    const rows = await tx<{ id: string; accountId: string }[]>`
      update sessions set revoked_at = now(), revoked_reason = 'expired'
      where id in (select id from sessions where revoked_at is null and expires_at <= now() order by expires_at limit ${SWEEP_BATCH})
        and revoked_at is null
      returning id, account_id`;
    // In account order, so the sweep takes members' event rows in the same order as any other writer.
    rows.sort((a, b) => Number(a.accountId) - Number(b.accountId) || Number(a.id) - Number(b.id));
    for (const r of rows) await appendEvent(tx, Number(r.accountId), 'session:revoked', { reason: 'expired', sessionId: Number(r.id) });
    return rows.length;
  });
}
