import type { FastifyBaseLogger } from 'fastify';
import type { Sql } from '../../db/index.js';
import { SWEEP_BATCH, SWEEP_LOCKS, startSweeper, sweepOnce } from '../../db/sweeper.js';
import { appendEvent } from '../../realtime/event-log.js';

/**
 * Marks sessions that ran out as revoked (reason `expired`) and logs a `session:revoked`
 * event for each, so open sockets hear it and close like after a staff revocation, and
 * support can replay it. One node at a time sweeps (a transaction-scoped try-lock); the others
 * skip that run.
 */
export async function sweepExpiredSessions(sql: Sql): Promise<number> {
  return sweepOnce(sql, SWEEP_LOCKS.sessions, async (tx) => {
    const rows = await tx<{ id: string; accountId: string }[]>`
      update sessions set revoked_at = now(), revoked_reason = 'expired'
      where id in (select id from sessions where revoked_at is null and expires_at <= now() order by expires_at limit ${SWEEP_BATCH})
      returning id, account_id`;
    for (const r of rows) await appendEvent(tx, Number(r.accountId), 'session:revoked', { reason: 'expired', sessionId: Number(r.id) });
    return rows.length;
  });
}

/** Runs the sweep every `everyMs`; returns the stop function. */
export function startSessionExpiry(sql: Sql, log: FastifyBaseLogger, everyMs: number): () => void {
  return startSweeper('session expiry', () => sweepExpiredSessions(sql), everyMs, log);
}
