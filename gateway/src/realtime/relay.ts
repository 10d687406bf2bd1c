import { EMPTY, Subject, defer, exhaustMap, interval, merge, tap, type Observable, type Subscription } from 'rxjs';
import type { FastifyBaseLogger } from 'fastify';
import type { Sql } from '../db/index.js';
import { EVENTS_CHANNEL, withPayloads, type EventRow } from './event-log.js';
import { countPushed } from '../metrics/metrics.js';

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

/** A position in the log's (txid, account, seq) order. */
export interface RelayCursor {
  txid: string;
  accountId: string;
  seq: string;
}
type Cursor = RelayCursor;
/** A page of the log, and whether committed rows beyond it are held back by an older transaction. */
interface Read {
  rows: EventRow[];
  held: boolean;
}

/**
 * Rows arrive in transaction order; an account's sequence numbers almost always rise with it,
 * but a transaction that took its id early and its sequence late breaks that. Sort only then.
 */
export function inAccountOrder(rows: EventRow[]): EventRow[] {
  const last = new Map<string, number>();
  let sorted = true;
  for (const r of rows) {
    const seq = Number(r.seq);
    if ((last.get(r.accountId) ?? 0) > seq) {
      sorted = false;
      break;
    }
    last.set(r.accountId, seq);
  }
  if (sorted) return rows;
  return [...rows].sort((a, b) => Number(a.accountId) - Number(b.accountId) || Number(a.seq) - Number(b.seq));
}

/**
 * Reads new rows of the event log and hands them on to the sockets, losslessly
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
  /** NOTIFYs from any node (the winners relay on the leader wakes on them too). */
  private notified = new Subject<void>();
  /** Bumped by pause(): a read still in flight from before must neither push nor move the cursor. */
  private generation = 0;
  readonly events$ = this.out.asObservable();
  readonly notified$ = this.notified.asObservable();
  private onAdvance: ((cursor: RelayCursor) => void) | null = null;

  constructor(
    private sql: Sql,
    private log: FastifyBaseLogger,
    private opts: RelayOptions,
  ) {}

  /**
   * Starts reading: from `from` (where the previous leader got to), or else at the oldest
   * transaction still running. Returns false when it was running already.
   */
  async start(from?: RelayCursor): Promise<boolean> {
    if (this.sub) return false;
    if (from) this.cursor = from;
    else {
      // Everything already finished is history (clients replay it); start at the oldest
      // transaction still running so nothing in flight is missed.
      const [row] = await this.sql<{ xmin: string }[]>`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`;
      this.cursor = { txid: row!.xmin, accountId: '0', seq: '0' };
    }
    const others$ = this.opts.listen === false ? EMPTY : await this.listen();
    this.sub = merge(interval(this.opts.pollMs), this.wakes, this.opts.wake$ ?? EMPTY, others$)
      .pipe(
        // A wake-up during a read must cause another read: it may be for a row the read missed.
        tap(() => (this.pending = true)),
        exhaustMap(() => defer(() => this.drain())),
      )
      .subscribe();
    return true;
  }

  /**
   * Called after each batch has been handed on, with the position reached (the relays' leader
   * keeps it in Redis so a successor continues from there: docs/REALTIME.md "Many nodes").
   */
  setOnAdvance(fn: (cursor: RelayCursor) => void) {
    this.onAdvance = fn;
  }

  /** The position reached so far. */
  get position(): RelayCursor {
    return { ...this.cursor };
  }

  get running(): boolean {
    return this.sub !== null;
  }

  /** LISTEN on the server, so a commit on any node wakes this relay. */
  private async listen(): Promise<Observable<void>> {
    const signals = new Subject<void>();
    try {
      const { unlisten } = await this.sql.listen(
        EVENTS_CHANNEL,
        () => (signals.next(), this.notified.next()),
        () => signals.next(),
      );
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
    const generation = this.generation;
    const batch = this.opts.batch ?? 1000;
    // A full page means more is waiting: the next page is read while this one is handed on, so
    // the database's work overlaps the emits instead of adding to them (a burst of 10,000
    // events is ten pages).
    let prefetched: Promise<Read | null> | null = null;
    while ((prefetched || this.pending) && generation === this.generation) {
      let read: Read | null;
      if (prefetched) {
        read = await prefetched;
        prefetched = null;
      } else {
        this.pending = false;
        read = await this.read(generation);
      }
      if (read === null) return; // failed: the next tick retries from the same cursor
      const { rows, held } = read;
      const full = rows.length === batch;
      // read() has moved the cursor past these rows already; nothing else runs before they are pushed.
      if (full) prefetched = this.read(generation);
      this.handOn(rows);
      if (!full && !this.pending) this.lookAgainIfHeldBack(held, rows.length > 0);
    }
    // Paused with a read in flight: let it settle (it neither pushes nor moves the cursor).
    await prefetched;
  }

  /** Per account, rows go out in sequence order (transaction order can differ from it). */
  private handOn(rows: EventRow[]) {
    if (rows.length === 0) return;
    const ordered = inAccountOrder(rows);
    for (const r of ordered) {
      countPushed(r.type, r.createdAt);
      this.out.next(r);
    }
    // A failing listener must not end the relay (an error here would end the pipeline). The
    // position is that of the last row handed on: a prefetch still in flight has not moved it.
    try {
      this.onAdvance?.(this.position);
    } catch (err) {
      this.log.warn({ err }, 'event relay: saving the position failed');
    }
  }

  /**
   * A wake-up can come while an older transaction (any transaction on the server, even another
   * database's) is still running: the rows just committed then sit at or above
   * `pg_snapshot_xmin` and the read leaves them for later. Nothing else would wake the relay for
   * them before the safety-net poll, so look again soon, backing off (10 ms doubling up to the
   * poll interval, at most 1 s) while the old transaction lasts.
   */
  private lookAgainIfHeldBack(held: boolean, advanced: boolean) {
    if (!held || advanced) this.heldBackDelay = 0;
    if (!held) return;
    this.heldBackDelay = Math.min(this.heldBackDelay ? this.heldBackDelay * 2 : 10, Math.min(this.opts.pollMs, 1000));
    clearTimeout(this.heldBackTimer);
    this.heldBackTimer = setTimeout(() => this.wakes.next(), this.heldBackDelay);
  }

  /**
   * One statement, one snapshot: the next page of rows below the mark, and whether committed rows
   * beyond the cursor are being held back at or above it (rows of transactions still running are
   * not visible, so any row found there has committed).
   */
  private async read(generation: number): Promise<Read | null> {
    const after = this.sql`(${this.cursor.txid}::xid8, ${this.cursor.accountId}::bigint, ${this.cursor.seq}::bigint)`;
    try {
      const result = await this.sql<(EventRow & { held: boolean })[]>`
        select h.held, r.txid, r.account_id, r.seq, r.type, r.payload, r.created_at
        from (select pg_snapshot_xmin(pg_current_snapshot()) as xmin) m
        cross join lateral (
          select exists(select 1 from events where events.txid >= m.xmin and (events.txid, events.account_id, events.seq) > ${after}) as held
        ) h
        left join lateral (
          select events.txid as tx, events.txid::text as txid, account_id, seq, type, payload::text as payload, created_at from events
          where (events.txid, events.account_id, events.seq) > ${after} and events.txid < m.xmin
          order by events.txid, events.account_id, events.seq limit ${this.opts.batch ?? 1000}
        ) r on true
        -- r.tx (xid8), not the text column: 1000 < 999 as text
        order by r.tx, r.account_id, r.seq`;
      // Paused meanwhile (this node is no longer the leader): whoever leads now pushes these.
      if (generation !== this.generation) return null;
      const held = result[0]?.held === true;
      // payload comes as text (see withPayloads in event-log.ts): parsed here, once.
      const rows = withPayloads(result.filter((r) => r.txid !== null));
      const last = rows.at(-1);
      if (last) this.cursor = { txid: last.txid, accountId: last.accountId, seq: last.seq };
      if (this.failures > 0) {
        this.log.info({ failures: this.failures }, 'event relay: reading the log again');
        this.failures = 0;
      }
      return { rows, held };
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

  /** Stops reading and keeps `events$` open: this node may start again later (leadership). */
  async pause() {
    this.generation++;
    clearTimeout(this.heldBackTimer);
    this.sub?.unsubscribe();
    this.sub = null;
    this.pending = false;
    this.heldBackDelay = 0;
    const unlisten = this.unlisten;
    this.unlisten = null;
    await unlisten?.().catch(() => undefined);
  }

  async stop() {
    await this.pause();
    this.out.complete();
    this.notified.complete();
  }
}
