import { concatMap, defer, throttleTime, type Observable, type Subscription } from 'rxjs';
import type { FastifyBaseLogger } from 'fastify';
import type { Sql } from '../db/index.js';
import { EVENTS_CHANNEL } from './event-log.js';

/**
 * Tells the other nodes' relays that this node committed events: one NOTIFY after the commit,
 * outside the writing transaction (so it holds no lock across anyone's commit), and at most
 * one per 20 ms however many transactions committed meanwhile. A NOTIFY lost to a crash
 * between commit and send only delays the push to the other nodes' next poll.
 */
export function wakeOtherNodes(sql: Sql, commits$: Observable<void>, log: FastifyBaseLogger): Subscription {
  return commits$
    .pipe(
      throttleTime(20, undefined, { leading: true, trailing: true }),
      concatMap(() =>
        defer(async () => {
          try {
            await sql`select pg_notify(${EVENTS_CHANNEL}, '')`;
          } catch (err) {
            log.warn({ err }, 'event wake-up NOTIFY failed; other nodes catch up on their poll');
          }
        }),
      ),
    )
    .subscribe();
}
