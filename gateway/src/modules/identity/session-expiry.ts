import type { FastifyBaseLogger } from 'fastify';
import type { Sql } from '../../db/index.js';
import { appendEvent } from '../../realtime/event-log.js';

/** Sessions swept per run; a backlog (after downtime) drains over a few runs. */
const BATCH = 500;

/**
 * Marks sessions that ran out as revoked (reason `expired`) and logs a `session:revoked`
 * event for each, so open sockets hear it and close like after a staff revocation, and
 * support can replay it. One node at a time sweeps (a transaction-scoped try-lock); the others
 * skip that run.
 */
export async function sweepExpiredSessions(sql: Sql): Promise<number> {
  return sql.begin(async (tx) => {
    const [lock] = await tx<{ ok: boolean }[]>`select pg_try_advisory_xact_lock(7243003) as ok`;
    if (!lock?.ok) return 0;
    const rows = await tx<{ id: string; accountId: string }[]>`
      update sessions set revoked_at = now(), revoked_reason = 'expired'
      where id in (select id from sessions where revoked_at is null and expires_at <= now() order by expires_at limit ${BATCH})
      returning id, account_id`;
    for (const r of rows) await appendEvent(tx, Number(r.accountId), 'session:revoked', { reason: 'expired', sessionId: Number(r.id) });
    return rows.length;
  });
}

/** Runs the sweep every `everyMs`; returns the stop function. */
export function startSessionExpiry(sql: Sql, log: FastifyBaseLogger, everyMs: number): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepExpiredSessions(sql)
      .catch((err: unknown) => log.error({ err }, 'session expiry sweep failed; retrying next run'))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
