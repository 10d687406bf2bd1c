import { randomUUID } from 'node:crypto';
import { Subject } from 'rxjs';
import type { FastifyBaseLogger } from 'fastify';
import type { Sql } from './index.js';
import type { Signals } from './signals.js';

/** The channel that triggers on cached tables NOTIFY (`topic:key`, key `*` = every key of the topic). */
export const CACHE_CHANNEL = 'wl_cache';
/** How often a node sends itself a ping through the channel. */
const PING_MS = 400;
/**
 * A node's caches answer only while its own ping, sent at most this long ago, has come back. The
 * server delivers notifications in commit order, so the ping's return proves every change
 * committed before it was sent has arrived: a change takes effect on every node within this bound
 * even when a node's listening connection silently dies.
 */
export const LIVE_MS = 1000;

export interface CacheChange {
  topic: string;
  key: string;
}

/** Reads a NOTIFY payload of the channel; null for a ping or anything not ours. */
export function parseChange(payload: string): CacheChange | null {
  const i = payload.indexOf(':');
  if (i <= 0 || payload.startsWith('ping:')) return null;
  return { topic: payload.slice(0, i), key: payload.slice(i + 1) };
}

/**
 * Tells this node's caches that rows they may hold changed, on any node. Triggers on the cached
 * tables send the NOTIFY at commit, so a rolled-back change says nothing and a write path added
 * later cannot forget to. Whenever the bus cannot prove it is current (no LISTEN, a ping late),
 * `live` is false and caches read the database; when it is current again after a gap, `resets$`
 * tells them to forget everything (notifications may have been lost meanwhile).
 */
export class CacheBus {
  private readonly changes = new Subject<CacheChange>();
  private readonly resets = new Subject<void>();
  readonly changes$ = this.changes.asObservable();
  readonly resets$ = this.resets.asObservable();
  private readonly id = randomUUID();
  /** When the last ping that came back was sent (0: none yet). */
  private proven = 0;
  private timer: ReturnType<typeof setInterval> | undefined;
  private unlisten: (() => Promise<void>) | undefined;

  /** A bus that is never live: the caches always read the database (the embedded database, tests). */
  static off(): CacheBus {
    return new CacheBus();
  }

  /** Pings go through `signals` (db/signals.ts), so a busy pool does not make them late. */
  static async listen(sql: Sql, signals: Pick<Signals, 'notify'>, log: FastifyBaseLogger): Promise<CacheBus> {
    const bus = new CacheBus();
    try {
      const { unlisten } = await sql.listen(
        CACHE_CHANNEL,
        (payload) => bus.receive(payload),
        // (Re)connected: what was sent while the connection was down is lost, so start afresh.
        () => bus.gap(),
      );
      bus.unlisten = unlisten;
      const ping = () => {
        signals
          .notify(CACHE_CHANNEL, `ping:${bus.id}:${Date.now()}`)
          .catch((err: unknown) => log.warn({ err }, 'cache bus ping failed; caches read the database until it answers'));
      };
      bus.timer = setInterval(ping, PING_MS);
      bus.timer.unref();
      ping();
    } catch (err) {
      log.warn({ err }, 'cache bus: LISTEN unavailable, caches read the database');
    }
    return bus;
  }

  /** When the last ping that came back was sent: every change committed before it has arrived. */
  get currentAt(): number {
    return this.proven;
  }

  get live(): boolean {
    return Date.now() - this.proven < LIVE_MS;
  }

  /** Used by the channel's listener (and tests, which play the server). */
  receive(payload: string) {
    if (payload.startsWith(`ping:${this.id}:`)) {
      const sent = Number(payload.slice(payload.lastIndexOf(':') + 1));
      // A late ping means the node was not current for a while: forget, then answer again.
      if (!this.live) this.gap();
      this.proven = Math.max(this.proven, sent);
      return;
    }
    const change = parseChange(payload);
    if (change) this.changes.next(change);
  }

  /**
   * A change this node just committed, applied here at once: the trigger's notification follows,
   * but a caller's next request may reach this node before it does.
   */
  announce(change: CacheChange) {
    this.changes.next(change);
  }

  private gap() {
    this.resets.next();
  }

  async close() {
    clearInterval(this.timer);
    this.proven = 0;
    await this.unlisten?.().catch(() => {});
  }
}
