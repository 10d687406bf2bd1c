import { EMPTY, Subject, defer, exhaustMap, interval, map, merge, tap, type Observable, type Subscription } from 'rxjs';
import type { FastifyBaseLogger } from 'fastify';
import type { Sql } from '../db/index.js';
import { EVENTS_CHANNEL, withPayloads, type EventRow } from './event-log.js';
import { wakeAccounts } from './wake.js';
import { HandedOn } from './handed-on.js';
import { countPushed } from '../metrics/metrics.js';

export interface RelayOptions {
  /** How often the whole log is scanned (the safety net); the usual wake-ups name accounts. */
  pollMs: number;
  /** Rows per scan page; a full page reads again at once. */
  batch?: number;
  /** This node's commits of events, with the accounts they appended to (db/commit-signal.ts). */
  wake$?: Observable<number[]>;
  /** LISTEN for other nodes' wake-ups (not on the embedded database's single connection). */
  listen?: boolean;
}

/** A position in the log's (txid, account, seq) order: where the scan has got to. */
export interface RelayCursor {
  txid: string;
  accountId: string;
  seq: string;
}
type Cursor = RelayCursor;

/** Rows of one account read at most per read; an account with more is read again at once. */
const PER_ACCOUNT = 200;
/** Accounts read at most per statement. */
const ACCOUNTS_PER_READ = 500;

/** A wake-up: these accounts have new events, or (null) read the whole log. */
type Wake = number[] | null;

/**
 * Reads new rows of the event log and hands them on to the sockets, losslessly, in each
 * account's order, and without any lock the writers would wait on.
 *
 * **Pushes follow the account, not the server.** An account's events are numbered under its own
 * sequence row (event-log.ts): a second append to the account waits until the first has committed,
 * so an account's visible events always run 1..n without a gap. A wake-up names the accounts a
 * commit appended to (this node's commits directly, other nodes' through NOTIFY), and the relay
 * reads just those accounts' rows after the last one it handed on. No other transaction on the
 * server can hold that back: a long report, a sweep, or a psql session left open by an operator
 * touches other accounts' rows, not these.
 *
 * **The scan is the safety net.** A wake-up can be lost (a node that died between its commit and
 * its NOTIFY, a LISTEN connection that dropped). Every `pollMs` the relay also reads the whole log
 * in (txid, account, seq) order, only rows whose transaction is older than every transaction still
 * running (`txid < pg_snapshot_xmin`), so the scan never passes a row that commits later. For the
 * accounts it finds with rows not handed on yet, it reads them as a wake-up would; then it moves
 * its cursor past the page. A long transaction delays only this catch-up, never a woken push.
 *
 * **What was handed on** is kept per account (handed-on.ts) for accounts whose last handed row is
 * above the scan's cursor; below it, the cursor says it: an account the relay holds nothing for has
 * had every row up to its last one below the cursor handed on (or it is history from before the
 * relay started). So an event is handed on once, and the memory follows recent activity.
 */
export class EventRelay {
  private wakes = new Subject<Wake>();
  private out = new Subject<EventRow>();
  private sub: Subscription | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private cursor: Cursor = { txid: '0', accountId: '0', seq: '0' };
  private handed = new HandedOn();
  /** Accounts named by wake-ups not read yet. */
  private woken = new Set<number>();
  /** A scan of the whole log is due. */
  private scanDue = false;
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
   * Starts reading: the scan from `from` (where the previous leader got to), or else at the oldest
   * transaction still running. Returns false when it was running already.
   */
  async start(from?: RelayCursor): Promise<boolean> {
    if (this.sub) return false;
    this.handed.clear();
    this.woken.clear();
    if (from) this.cursor = from;
    else {
      // Everything already finished is history (clients replay it); start at the oldest
      // transaction still running so nothing in flight is missed.
      const [row] = await this.sql<{ xmin: string }[]>`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`;
      this.cursor = { txid: row!.xmin, accountId: '0', seq: '0' };
    }
    const others$ = this.opts.listen === false ? EMPTY : await this.listen();
    const scans$ = interval(this.opts.pollMs).pipe(map((): Wake => null));
    this.sub = merge(scans$, this.wakes, this.opts.wake$ ?? EMPTY, others$)
      .pipe(
        // Remember every wake-up, also one that comes during a read: it is read next.
        tap((w) => this.note(w)),
        exhaustMap(() => defer(() => this.drain())),
      )
      .subscribe(() => {
        // A wake-up that came in the moment between the last read and the end of drain() was
        // noted but found the pipeline busy: read it now rather than at the next scan.
        // (Not after a failed read: those accounts wait for the next scan instead of spinning.)
        if (this.woken.size > 0 && this.failures === 0) setTimeout(() => this.wakes.next([]), 0);
      });
    // Whatever committed while the relay was not reading is found by a first scan.
    this.wakes.next(null);
    return true;
  }

  /**
   * Called after each scan page has been handed on, with the scan's position (the relays' leader
   * keeps it in Redis so a successor continues from there: docs/REALTIME.md "Many nodes").
   */
  setOnAdvance(fn: (cursor: RelayCursor) => void) {
    this.onAdvance = fn;
  }

  /** The scan's position so far. */
  get position(): RelayCursor {
    return { ...this.cursor };
  }

  get running(): boolean {
    return this.sub !== null;
  }

  /** LISTEN on the server, so a commit on any node wakes this relay for its accounts. */
  private async listen(): Promise<Observable<Wake>> {
    const signals = new Subject<Wake>();
    try {
      const { unlisten } = await this.sql.listen(
        EVENTS_CHANNEL,
        (payload) => (signals.next(wakeAccounts(payload)), this.notified.next()),
        // (Re)connected: anything notified while the connection was down is found by a scan.
        () => signals.next(null),
      );
      this.unlisten = unlisten;
    } catch (err) {
      this.log.warn({ err }, 'event relay: LISTEN unavailable, pushes from other nodes wait for the scan');
    }
    return signals;
  }

  /** Scan the whole log now (tests, or a caller that knows better than the signals). */
  wake() {
    this.wakes.next(null);
  }

  private note(w: Wake) {
    if (w === null) this.scanDue = true;
    else for (const a of w) this.woken.add(Number(a));
  }

  private async drain() {
    const generation = this.generation;
    while (generation === this.generation && (this.woken.size > 0 || this.scanDue)) {
      if (this.woken.size > 0) {
        const accounts = [...this.woken];
        this.woken.clear();
        if (!(await this.readAccounts(accounts, generation))) return;
      } else {
        this.scanDue = false;
        if (!(await this.scan(generation))) return;
      }
    }
  }

  /**
   * Reads the accounts' rows after the last one handed on, and hands them on in each account's
   * order. False when a read failed (the accounts wait for the next wake-up or scan).
   */
  private async readAccounts(accounts: number[], generation: number): Promise<boolean> {
    let left = accounts;
    while (left.length > 0 && generation === this.generation) {
      const part = left.slice(0, ACCOUNTS_PER_READ);
      const rows = await this.attempt(() => this.accountRows(part));
      if (rows === null) {
        for (const a of left) this.woken.add(a);
        return false;
      }
      if (generation !== this.generation) return true;
      this.handOn(rows);
      // An account that filled its share has more: read it again, after the rest.
      const full = new Map<number, number>();
      for (const r of rows) full.set(Number(r.accountId), (full.get(Number(r.accountId)) ?? 0) + 1);
      left = [...left.slice(ACCOUNTS_PER_READ), ...[...full].filter(([, n]) => n >= PER_ACCOUNT).map(([a]) => a)];
    }
    return true;
  }

  /**
   * The accounts' rows after the last handed on. For an account the relay holds nothing for, that
   * is its last row at or below the scan's cursor (see the class comment); 0 when it has none.
   */
  private accountRows(accounts: number[]): Promise<EventRow[]> {
    const after = accounts.map((a) => this.handed.seqOf(a));
    const c = this.cursor;
    return this.sql<EventRow[]>`
      select e.txid::text as txid, e.account_id, e.seq, e.type, e.payload::text as payload, e.created_at
      from unnest(${accounts}::bigint[], ${after}::bigint[]) as w(account_id, after)
      cross join lateral (
        select coalesce(w.after, (
          select h.seq from events h
          where h.account_id = w.account_id and (h.txid, h.account_id, h.seq) <= (${c.txid}::xid8, ${c.accountId}::bigint, ${c.seq}::bigint)
          order by h.seq desc limit 1), 0) as from_seq
      ) f
      cross join lateral (
        select * from events e where e.account_id = w.account_id and e.seq > f.from_seq order by e.seq limit ${PER_ACCOUNT}
      ) e
      order by e.account_id, e.seq`.then(withPayloads);
  }

  /**
   * One pass of the scan: page after page of committed rows below the mark, each page's accounts
   * with rows not handed on read as a wake-up would, then the cursor moved past the page.
   */
  private async scan(generation: number): Promise<boolean> {
    const batch = this.opts.batch ?? 1000;
    for (;;) {
      const page = await this.attempt(() => this.scanPage(batch));
      if (page === null) return false;
      if (generation !== this.generation) return true;
      const { keys, held } = page;
      const behind = [...new Set(keys.filter((k) => this.handed.needs(Number(k.accountId), Number(k.seq))).map((k) => Number(k.accountId)))];
      if (behind.length > 0 && !(await this.readAccounts(behind, generation))) return false;
      if (generation !== this.generation) return true;
      const last = keys.at(-1);
      if (last) {
        this.cursor = { txid: last.txid, accountId: last.accountId, seq: last.seq };
        this.handed.forgetBelow(BigInt(last.txid));
        try {
          this.onAdvance?.(this.position);
        } catch (err) {
          this.log.warn({ err }, 'event relay: saving the position failed');
        }
      }
      if (keys.length < batch) {
        this.lookAgainIfHeldBack(held, keys.length > 0);
        return true;
      }
    }
  }

  /**
   * One statement, one snapshot: the next page of row keys below the mark, and whether committed
   * rows beyond the cursor are being held back at or above it (rows of transactions still running
   * are not visible, so any row found there has committed).
   */
  private async scanPage(batch: number): Promise<{ keys: Pick<EventRow, 'txid' | 'accountId' | 'seq'>[]; held: boolean }> {
    const after = this.sql`(${this.cursor.txid}::xid8, ${this.cursor.accountId}::bigint, ${this.cursor.seq}::bigint)`;
    const result = await this.sql<{ held: boolean; txid: string | null; accountId: string; seq: string }[]>`
      select h.held, r.txid, r.account_id, r.seq
      from (select pg_snapshot_xmin(pg_current_snapshot()) as xmin) m
      cross join lateral (
        select exists(select 1 from events where events.txid >= m.xmin and (events.txid, events.account_id, events.seq) > ${after}) as held
      ) h
      left join lateral (
        select events.txid as tx, events.txid::text as txid, account_id, seq from events
        where (events.txid, events.account_id, events.seq) > ${after} and events.txid < m.xmin
        order by events.txid, events.account_id, events.seq limit ${batch}
      ) r on true
      -- r.tx (xid8), not the text column: 1000 < 999 as text
      order by r.tx, r.account_id, r.seq`;
    return { held: result[0]?.held === true, keys: result.filter((r): r is typeof r & { txid: string } => r.txid !== null) };
  }

  /** Per account, rows go out in sequence order; what was handed on is remembered. */
  private handOn(rows: EventRow[]) {
    for (const r of rows) {
      countPushed(r.type, r.createdAt);
      this.out.next(r);
      this.handed.record(Number(r.accountId), Number(r.seq), BigInt(r.txid));
    }
  }

  /** A read; null when it failed (logged: the first failure, then at most every 10 s). */
  private async attempt<T>(read: () => Promise<T>): Promise<T | null> {
    try {
      const result = await read();
      if (this.failures > 0) {
        this.log.info({ failures: this.failures }, 'event relay: reading the log again');
        this.failures = 0;
      }
      return result;
    } catch (err) {
      // Nothing moved: the next wake-up or scan reads the same rows.
      this.failures++;
      if (this.failures === 1 || Date.now() - this.lastFailureLog > 10_000) {
        this.lastFailureLog = Date.now();
        this.log.error({ err, failures: this.failures }, 'event relay: reading the log failed; retrying');
      }
      return null;
    }
  }

  /**
   * A scan can find committed rows held back by an older transaction still running (any
   * transaction on the server, even another database's). Woken pushes do not wait for it; the
   * scan looks again soon, backing off (10 ms doubling up to the poll interval, at most 1 s)
   * while the old transaction lasts, so a lost wake-up is caught up soon after it ends.
   */
  private lookAgainIfHeldBack(held: boolean, advanced: boolean) {
    if (!held || advanced) this.heldBackDelay = 0;
    if (!held) return;
    this.heldBackDelay = Math.min(this.heldBackDelay ? this.heldBackDelay * 2 : 10, Math.min(this.opts.pollMs, 1000));
    clearTimeout(this.heldBackTimer);
    this.heldBackTimer = setTimeout(() => this.wakes.next(null), this.heldBackDelay);
  }

  /** Stops reading and keeps `events$` open: this node may start again later (leadership). */
  async pause() {
    this.generation++;
    clearTimeout(this.heldBackTimer);
    this.sub?.unsubscribe();
    this.sub = null;
    this.woken.clear();
    this.scanDue = false;
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
