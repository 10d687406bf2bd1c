import { Observable, type Subscription } from 'rxjs';
import type { FastifyBaseLogger } from 'fastify';
import type { Signals } from '../db/signals.js';
import { EVENTS_CHANNEL } from './event-log.js';

/**
 * At most one NOTIFY per this many ms: the first commit after a quiet spell is sent at once, the
 * ones that follow within the window together at its end. (A window of 20 ms sent the first too
 * late: a push between nodes waited for it, 10 ms on average at 200 transfers a second.)
 */
const GATHER_MS = 5;
/** A NOTIFY payload must stay under 8,000 bytes; past this many characters it says "scan" instead. */
const MAX_PAYLOAD = 7_000;
/** The payload that names no account: read the whole log (too many accounts to name). */
export const SCAN_ALL = '*';

/** The NOTIFY payload for these accounts: their ids, or SCAN_ALL when they do not fit. */
export function wakePayload(accounts: Iterable<number>): string {
  const text = [...accounts].join(',');
  return text.length > MAX_PAYLOAD ? SCAN_ALL : text;
}

/** The accounts a NOTIFY names, or null for "read the whole log" (SCAN_ALL, empty, or not ours). */
export function wakeAccounts(payload: string): number[] | null {
  if (!/^[0-9]+(,[0-9]+)*$/.test(payload)) return null;
  return payload.split(',').map(Number);
}

/**
 * Gathers the accounts of commits into sets, at most one per GATHER_MS: the first commit after a
 * quiet spell goes out on the next turn of the event loop (with whatever committed in the same
 * turn), and a burst costs one emit per window.
 */
export function gatherAccounts(commits$: Observable<number[]>): Observable<Set<number>> {
  return new Observable<Set<number>>((out) => {
    let pending: Set<number> | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastSent = 0;
    const flush = () => {
      const batch = pending!;
      pending = null;
      timer = undefined;
      lastSent = Date.now();
      out.next(batch);
    };
    const sub = commits$.subscribe((accounts) => {
      pending ??= new Set();
      for (const a of accounts) pending.add(a);
      timer ??= setTimeout(flush, Math.max(0, lastSent + GATHER_MS - Date.now()));
    });
    return () => {
      clearTimeout(timer);
      sub.unsubscribe();
    };
  });
}

/**
 * Tells the other nodes' relays which accounts this node committed events for: one NOTIFY after
 * the commits, outside the writing transactions (so it holds no lock across anyone's commit), at
 * most one per GATHER_MS however many transactions committed meanwhile, on the connection kept
 * for signals (db/signals.ts) so it never queues behind the pool's work. One is in flight at a
 * time; what commits meanwhile waits as one set and goes next, so a slow NOTIFY never builds a
 * backlog. A NOTIFY lost to a crash between commit and send only delays those pushes to the
 * relay's next scan.
 */
export function wakeOtherNodes(signals: Pick<Signals, 'notify'>, commits$: Observable<number[]>, log: FastifyBaseLogger): Subscription {
  let busy = false;
  let waiting: Set<number> | null = null;
  const send = (accounts: Set<number>) => {
    busy = true;
    signals
      .notify(EVENTS_CHANNEL, wakePayload(accounts))
      .catch((err: unknown) => log.warn({ err }, 'event wake-up NOTIFY failed; other nodes catch up on their scan'))
      .finally(() => {
        busy = false;
        const next = waiting;
        waiting = null;
        if (next) send(next);
      });
  };
  return gatherAccounts(commits$).subscribe((accounts) => {
    if (!busy) return send(accounts);
    waiting ??= new Set();
    for (const a of accounts) waiting.add(a);
  });
}
