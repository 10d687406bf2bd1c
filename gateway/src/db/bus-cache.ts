import type { Subscription } from 'rxjs';
import { countCacheRead } from '../metrics/metrics.js';
import type { CacheBus, CacheChange } from './cache-bus.js';

/** A read that took longer than this is answered but not kept (its changes may be forgotten). */
const MAX_READ_MS = 10_000;

/** What a load returns: the value, the tags a change must name to drop it, and an optional end of life. */
export interface Loaded<V> {
  value: V;
  /** `topic:key` pairs; a change of `topic:key` or `topic:*` drops the entry. */
  tags: string[];
  /** Epoch ms after which the entry is not used (a session's expiry). */
  until?: number;
}

interface Entry<V> {
  value: V;
  tags: string[];
  at: number;
  until: number;
}

const topicOf = (tag: string) => tag.slice(0, tag.indexOf(':'));

/**
 * A per-node cache of database reads, kept true by the cache bus (db/cache-bus.ts): an entry is
 * dropped when a change names one of its tags, everything is dropped after a gap in the bus, and
 * nothing is served while the bus is not live. A read that was under way when a change to one of
 * its tags arrived is answered but not kept, so a change can never be overwritten by the older
 * row it replaced. Concurrent misses of one key share one read.
 */
export class BusCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly byTag = new Map<string, Set<string>>();
  /** Tag (or `topic:*`) -> the tick of its last change, oldest first, kept MAX_READ_MS. */
  private readonly changed = new Map<string, { tick: number; at: number }>();
  private readonly inflight = new Map<string, Promise<Loaded<V> | null>>();
  private tick = 0;
  private resetTick = 0;
  private readonly subs: Subscription[];

  constructor(
    private readonly bus: Pick<CacheBus, 'live' | 'changes$' | 'resets$'>,
    private readonly opts: { name: string; maxEntries: number; maxAgeMs: number },
  ) {
    this.subs = [bus.changes$.subscribe((c) => this.drop(c)), bus.resets$.subscribe(() => this.clear())];
  }

  /** This cache's reads so far (the metric adds every cache of the process). */
  readonly reads = { hit: 0, miss: 0, bypass: 0 };

  private count(result: 'hit' | 'miss' | 'bypass') {
    this.reads[result]++;
    countCacheRead(this.opts.name, result);
  }

  get size(): number {
    return this.entries.size;
  }

  async get(key: string, load: () => Promise<Loaded<V> | null>): Promise<V | null> {
    if (!this.bus.live) {
      this.count('bypass');
      return (await load())?.value ?? null;
    }
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.opts.maxAgeMs && hit.until > now) {
      this.count('hit');
      return hit.value;
    }
    if (hit) this.forget(key);
    this.count('miss');
    const pending = this.inflight.get(key);
    if (pending) return (await pending)?.value ?? null;
    const start = this.tick;
    const read = load();
    this.inflight.set(key, read);
    try {
      const got = await read;
      if (got && this.keepable(got.tags, start, now)) this.store(key, got);
      return got?.value ?? null;
    } finally {
      this.inflight.delete(key);
    }
  }

  /** Drops this node's entries of a tag at once (the writer's own node need not wait for the bus). */
  drop(change: CacheChange) {
    const tag = `${change.topic}:${change.key}`;
    this.tick++;
    this.changed.delete(tag);
    this.changed.set(tag, { tick: this.tick, at: Date.now() });
    this.prune();
    if (change.key === '*') {
      for (const [key, e] of this.entries) if (e.tags.some((t) => topicOf(t) === change.topic)) this.forget(key);
    } else for (const key of [...(this.byTag.get(tag) ?? [])]) this.forget(key);
  }

  clear() {
    this.tick++;
    this.resetTick = this.tick;
    this.entries.clear();
    this.byTag.clear();
  }

  close() {
    for (const s of this.subs) s.unsubscribe();
    this.clear();
  }

  private keepable(tags: string[], start: number, began: number): boolean {
    if (!this.bus.live || this.resetTick > start || Date.now() - began > MAX_READ_MS) return false;
    return tags.every((t) => (this.changed.get(t)?.tick ?? 0) <= start && (this.changed.get(`${topicOf(t)}:*`)?.tick ?? 0) <= start);
  }

  private store(key: string, got: Loaded<V>) {
    if (this.entries.size >= this.opts.maxEntries) this.forget(this.entries.keys().next().value as string);
    this.entries.set(key, { value: got.value, tags: got.tags, at: Date.now(), until: got.until ?? Infinity });
    for (const t of got.tags) {
      const keys = this.byTag.get(t);
      if (keys) keys.add(key);
      else this.byTag.set(t, new Set([key]));
    }
  }

  private forget(key: string) {
    const e = this.entries.get(key);
    if (!e) return;
    this.entries.delete(key);
    for (const t of e.tags) {
      const keys = this.byTag.get(t);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(t);
    }
  }

  /** Changes older than the longest read that may still be kept can no longer matter. */
  private prune() {
    const old = Date.now() - MAX_READ_MS;
    for (const [tag, c] of this.changed) {
      if (c.at >= old) break;
      this.changed.delete(tag);
    }
  }
}
