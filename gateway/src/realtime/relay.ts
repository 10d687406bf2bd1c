import { EMPTY, Subject, defer, exhaustMap, interval, merge, tap, type Observable, type Subscription } from 'rxjs';
import type { FastifyBaseLogger } from 'fastify';
import type { Sql } from '../db/index.js';
import { EVENTS_CHANNEL, type EventRow } from './event-log.js';

export interface RelayOptions {
  /** Safety-net poll; the usual wake-ups are `wake$` and NOTIFY. */
  pollMs: number;
  /** Rows per read; a full page reads again at once. */
  batch?: number;
  /** This node's commits of events (db/commit-signal.ts). */
  wake$?: Observable<void>;
  /** LISTEN for other nodes' wake-ups (not on the embedded database's single connection). */
  listen?: boolean;
}

interface Cursor { txid: string; accountId: string; seq: string }

/**
 * Reads new rows of the event log and hands them on (DESIGN decisions 4 and 5), losslessly
 * and without a global lock on the writers.
 *
 * Rows are read in (txid, account, seq) order and only when their transaction is older than every
 * transaction still running (`txid < pg_snapshot_xmin`): such a transaction has ended, so
 * the set of rows below that mark is final and the cursor can never pass a row that commits
 * later. One query per wake-up whatever the number of sockets: cost follows the changes.
 */
export class EventRelay {
  private wakes = new Subject<void>();
  private out = new Subject<EventRow>();
  private sub: Subscription | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private cursor: Cursor = { txid: '0', accountId: '0', seq: '0' };
  private pending = false;
  private failures = 0;
  private lastFailureLog = 0;
  private heldBackDelay = 0;
  private heldBackTimer: ReturnType<typeof setTimeout> | undefined;
  readonly events$ = this.out.asObservable();

  constructor(private sql: Sql, private log: FastifyBaseLogger, private opts: RelayOptions) {}

  async start() {
    // Everything already finished is history (clients replay it); start at the oldest
    // transaction still running so nothing in flight is missed.
    const [row] = await this.sql<{ xmin: string }[]>`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`;
    this.cursor = { txid: row!.xmin, accountId: '0', seq: '0' };
    const others$ = this.opts.listen === false ? EMPTY : await this.listen();
    this.sub = merge(interval(this.opts.pollMs), this.wakes, this.opts.wake$ ?? EMPTY, others$)
      .pipe(
        // A wake-up during a read must cause another read: it may be for a row the read missed.
        tap(() => (this.pending = true)),
        exhaustMap(() => defer(() => this.drain())),
      )
      .subscribe();
  }

  /** LISTEN on the server, so a commit on any node wakes this relay. */
  private async listen(): Promise<Observable<void>> {
    const signals = new Subject<void>();
    try {
      const { unlisten } = await this.sql.listen(EVENTS_CHANNEL, () => signals.next(), () => signals.next());
      this.unlisten = unlisten;
    } catch (err) {
      this.log.warn({ err }, 'event relay: LISTEN unavailable, pushes wait for the poll');
    }
    return signals;
  }

  /** Wake the relay now (tests, or a caller that knows better than the signals). */
  wake() {
    this.wakes.next();
  }

  private async drain() {
    while (this.pending) {
      this.pending = false;
      const rows = await this.read();
      if (rows === null) return; // failed: the next tick retries from the same cursor
      // Per account, hand rows on in sequence order (transaction order can differ from it).
      const ordered = [...rows].sort((a, b) => Number(a.accountId) - Number(b.accountId) || Number(a.seq) - Number(b.seq));
      for (const r of ordered) this.out.next(r);
      if (rows.length === (this.opts.batch ?? 1000)) this.pending = true;
      else if (!this.pending) await this.retryIfHeldBack(rows.length > 0);
    }
  }

  /**
   * A wake-up can come while an older transaction (any transaction on the server, even another
   * database's) is still running: the rows just committed then sit at or above
   * `pg_snapshot_xmin` and the read above leaves them for later. Nothing else would wake the
   * relay for them before the safety-net poll, so look again soon, backing off (10 ms doubling
   * up to the poll interval, at most 1 s) while the old transaction lasts.
   */
  private async retryIfHeldBack(advanced: boolean) {
    if (advanced) this.heldBackDelay = 0;
    let held = false;
    try {
      const [row] = await this.sql<{ held: boolean }[]>`
        select exists(select 1 from events
          where (events.txid, events.account_id, events.seq) > (${this.cursor.txid}::xid8, ${this.cursor.accountId}::bigint, ${this.cursor.seq}::bigint)) as held`;
      held = row?.held === true;
    } catch {
      return; // read() logs database failures; the next tick looks again
    }
    if (!held) {
      this.heldBackDelay = 0;
      return;
    }
    this.heldBackDelay = Math.min(this.heldBackDelay ? this.heldBackDelay * 2 : 10, Math.min(this.opts.pollMs, 1000));
    clearTimeout(this.heldBackTimer);
    this.heldBackTimer = setTimeout(() => this.wakes.next(), this.heldBackDelay);
  }

  private async read(): Promise<EventRow[] | null> {
    try {
      const rows = await this.sql<EventRow[]>`
        select txid::text as txid, account_id, seq, type, payload, created_at from events
        where (events.txid, events.account_id, events.seq) > (${this.cursor.txid}::xid8, ${this.cursor.accountId}::bigint, ${this.cursor.seq}::bigint)
          and events.txid < pg_snapshot_xmin(pg_current_snapshot())
        -- events.txid, not the text column of the same name in the select list: 1000 < 999 as text
        order by events.txid, events.account_id, events.seq limit ${this.opts.batch ?? 1000}`;
      const last = rows.at(-1);
      if (last) this.cursor = { txid: last.txid, accountId: last.accountId, seq: last.seq };
      if (this.failures > 0) {
        this.log.info({ failures: this.failures }, 'event relay: reading the log again');
        this.failures = 0;
      }
      return rows;
    } catch (err) {
      // Keep the cursor: nothing is skipped, the next tick reads the same rows. Log the first
      // failure and then at most every 10 s, so an outage is visible but does not flood.
      this.failures++;
      if (this.failures === 1 || Date.now() - this.lastFailureLog > 10_000) {
        this.lastFailureLog = Date.now();
        this.log.error({ err, failures: this.failures }, 'event relay: reading the log failed; retrying');
      }
      return null;
    }
  }

  async stop() {
    clearTimeout(this.heldBackTimer);
    this.sub?.unsubscribe();
    this.out.complete();
    await this.unlisten?.().catch(() => undefined);
  }
}
