import { Subject, exhaustMap, interval, merge, filter, map, type Subscription } from 'rxjs';
import type { Sql } from '../db/index.js';
import type { EventRow } from './event-log.js';

/**
 * Reads new rows of the event log and hands them on (DESIGN decision 5). It polls on a timer
 * and whenever a local write kicks it; one query per tick whatever the number of connected
 * users, so the cost follows the number of events, not of sockets.
 */
export class EventRelay {
  private kicks = new Subject<void>();
  private out = new Subject<EventRow>();
  private sub: Subscription | null = null;
  private cursor = 0n;
  readonly events$ = this.out.asObservable();

  constructor(private sql: Sql, private pollMs = 250) {}

  async start() {
    const [row] = await this.sql<{ max: string | null }[]>`select max(id)::text as max from events`;
    this.cursor = BigInt(row?.max ?? '0');
    this.sub = merge(interval(this.pollMs), this.kicks)
      .pipe(
        exhaustMap(() => this.poll()),
        filter((rows) => rows.length > 0),
        map((rows) => rows.forEach((r) => this.out.next(r))),
      )
      .subscribe();
  }

  /** Called after a local commit so the push does not wait for the next tick. */
  kick() {
    this.kicks.next();
  }

  private async poll(): Promise<EventRow[]> {
    try {
      const rows = await this.sql<EventRow[]>`
        select id, account_id, seq, type, payload, created_at from events
        where id > ${this.cursor.toString()} order by id limit 1000`;
      if (rows.length > 0) this.cursor = BigInt(rows[rows.length - 1]!.id);
      return rows;
    } catch {
      // The database is briefly unreachable: keep the cursor and try again next tick.
      return [];
    }
  }

  stop() {
    this.sub?.unsubscribe();
    this.out.complete();
  }
}
