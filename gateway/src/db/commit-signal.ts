import { Subject, type Observable } from 'rxjs';
import type { Sql, Tx } from './index.js';

/**
 * "Events were committed" as a local signal, without anything inside the transaction.
 *
 * A `pg_notify` inside the writing transaction would be the obvious wake-up, but PostgreSQL
 * takes one global lock on its notification queue at commit and holds it through the commit
 * record's flush: every event-writing transaction would queue behind every other one at
 * commit, the very serialisation the event log avoids (measured: about 0.6x the throughput of
 * the same transactions without it). So the pool's `begin` is wrapped instead: a committed
 * transaction that appended events emits the accounts it appended to; the relay reads those
 * accounts' new events at once, and realtime/wake.ts passes the accounts on to the other nodes
 * with a NOTIFY sent after the commit.
 */
const wroteEvents = new WeakMap<object, Set<number>>();

/** Called by the event append: this transaction will have events of `accountId` when it commits. */
export function markEventsWritten(tx: Tx, accountId: number) {
  // A number, whatever a caller handed in (ids read from the database arrive as text).
  const id = Number(accountId);
  const accounts = wroteEvents.get(tx);
  if (accounts) accounts.add(id);
  else wroteEvents.set(tx, new Set([id]));
}

/**
 * Something a module announces only once its transaction committed (a credit held for staff
 * review): a rolled-back transaction announces nothing. Infrastructure never names a module, so a
 * note is a topic and a payload that the module's own subscriber reads from `notes$`.
 */
export interface CommitNote {
  topic: string;
  merchantId: number;
  payload: unknown;
}
const pendingNotes = new WeakMap<object, CommitNote[]>();

/** Emitted on `notes$` after this transaction commits (not for a savepoint's own handle). */
export function noteAfterCommit(tx: Tx, note: CommitNote) {
  const list = pendingNotes.get(tx);
  if (list) list.push(note);
  else pendingNotes.set(tx, [note]);
}

/**
 * A view of the pool whose `begin` signals after a commit that appended events. Everything
 * else passes through. (A savepoint's appends are not seen: pass the transaction, not the savepoint,
 * to appendEvent; otherwise the relay's scan is the safety net.)
 */
export function withCommitSignal(sql: Sql): { sql: Sql; commits$: Observable<number[]>; notes$: Observable<CommitNote> } {
  const commits = new Subject<number[]>();
  const notes = new Subject<CommitNote>();
  const begin = (...args: unknown[]) => {
    const fn = args.pop() as (tx: Tx) => unknown;
    let wrote: Set<number> | undefined;
    let noted: CommitNote[] = [];
    return (sql.begin as (...a: unknown[]) => Promise<unknown>)(...args, async (tx: Tx) => {
      const result = await fn(tx);
      wrote = wroteEvents.get(tx);
      noted = pendingNotes.get(tx) ?? [];
      return result;
    }).then((result) => {
      if (wrote) commits.next([...wrote]);
      for (const n of noted) notes.next(n);
      return result;
    });
  };
  const signalled = new Proxy(sql, { get: (target, prop, receiver) => (prop === 'begin' ? begin : Reflect.get(target, prop, receiver)) });
  return { sql: signalled, commits$: commits.asObservable(), notes$: notes.asObservable() };
}
