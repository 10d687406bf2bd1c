import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from 'redis';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Entries kept in the shared Socket.IO stream. A node that stalls (GC pause, CPU starvation, a
 * slow link to Redis) reads on from its last entry when it wakes; it loses entries only if more
 * than this many were added meanwhile. Sized for a 30 s stall at the benchmark's rate
 * (docs/REALTIME.md "Many nodes"): every per-user push is one entry, and the sockets benchmark
 * sustains about 13,700 pushed events/s from 4 writers (docs/BENCHMARKS.md), so 30 s is about
 * 411,000 entries; winners boards and revocation closes add a little: 500,000 (about 150 MB of
 * Redis memory at ~300 bytes an entry).
 */
export const STREAM_MAX_LEN = 500_000;

type Redis = ReturnType<typeof createClient>;

export interface Cluster {
  /** The Socket.IO adapter (io.adapter(...)). */
  adapter: ReturnType<typeof createAdapter>;
  /** Commands of this node (the relay leader's cursor; publishes go through the adapter). */
  redis: Redis;
  prefix: string;
  /**
   * Called with the time a connection of this node to Redis came back after it was lost: what was
   * published or in the stream meanwhile may be gone (docs/REALTIME.md "Many nodes").
   */
  onRecovered(listener: (at: number) => void): void;
  /** Asks the other nodes to close their sockets opened before `at` (ms) so they replay. */
  requestResync(at: number): void;
  /** Another node asked for a resync. */
  onResyncRequest(listener: (at: number) => void): void;
  /** Call after the adapter was closed (io.of('/').adapter.close()), so its read loop ends. */
  close(): Promise<void>;
}

/**
 * Connects to Redis for the Socket.IO streams adapter. Every connection (this one and the
 * reader and subscriber the adapter duplicates from it) is watched, so an outage is noticed on
 * whichever link it hits. The publishing client has no offline queue: while Redis is away a
 * broadcast fails at once and still reaches this node's own sockets (the adapter delivers locally
 * after trying to publish) instead of piling up in memory; the reader keeps its queue so its loop
 * waits for the reconnection instead of spinning.
 */
export async function connectCluster(url: string, prefix: string, log: FastifyBaseLogger): Promise<Cluster> {
  const listeners: Array<(at: number) => void> = [];
  const clients: Redis[] = [];
  let closing = false;

  const watch = (client: Redis, name: string) => {
    let down = false;
    client.on('error', (err: Error) => {
      if (closing) return;
      if (!down) log.warn({ err: err.message, client: name }, 'redis: connection lost; reconnecting');
      down = true;
    });
    client.on('reconnecting', () => {
      if (!closing) down = true;
    });
    client.on('ready', () => {
      if (!down || closing) return;
      down = false;
      const at = Date.now();
      log.info({ client: name }, 'redis: connection back');
      for (const l of listeners) l(at);
    });
    clients.push(client);
    return client;
  };

  const redis = watch(createClient({ url, disableOfflineQueue: true }), 'publish');
  await redis.connect();

  // The first entry a new reader should read after: the adapter's reader starts at `$` ("what
  // comes after my first read"), so entries added between two blocking reads of a node that has
  // not read anything yet would be skipped. An entry without a namespace is ignored by every
  // reader; its id is a fixed starting point from before this node accepts any socket.
  const streamName = `${prefix}:socket.io`;
  const anchor = await redis.xAdd(streamName, '*', { anchor: '1' }, { TRIM: { strategy: 'MAXLEN', strategyModifier: '~', threshold: STREAM_MAX_LEN } });

  const duplicate = redis.duplicate.bind(redis);
  let n = 0;
  // The adapter makes its reader and subscriber with duplicate(): watch them too.
  (redis as unknown as { duplicate: () => Redis }).duplicate = () => {
    const copy = watch(duplicate({ disableOfflineQueue: false }) as Redis, `adapter-${++n}`);
    const xRead = copy.xRead.bind(copy) as (streams: Array<{ key: string; id: string }>, opts?: unknown) => unknown;
    (copy as unknown as { xRead: typeof xRead }).xRead = (streams, opts) =>
      xRead(
        streams.map((s) => (s.id === '$' ? { ...s, id: anchor } : s)),
        opts,
      );
    return copy;
  };

  const adapter = createAdapter(redis, { streamName, channelPrefix: `${prefix}:socket.io`, maxLen: STREAM_MAX_LEN });

  // Resync requests travel on a channel of our own, not through io.serverSideEmit: the adapter
  // sends those with a PUBLISH whose failure nobody handles, so one sent while Redis is away
  // (exactly when a resync is wanted) would end the process with an unhandled rejection.
  const node = randomUUID();
  const resyncChannel = `${prefix}:relay:resync`;
  const resyncListeners: Array<(at: number) => void> = [];
  const sub = (redis.duplicate as () => Redis)();
  await sub.connect();
  await sub.subscribe(resyncChannel, (message) => {
    const [from, at] = message.split(' ');
    if (from === node || !/^[0-9]{1,15}$/.test(at ?? '')) return;
    for (const l of resyncListeners) l(Number(at));
  });
  return {
    adapter,
    redis,
    prefix,
    onRecovered: (l) => void listeners.push(l),
    onResyncRequest: (l) => void resyncListeners.push(l),
    requestResync(at) {
      try {
        redis.publish(resyncChannel, `${node} ${at}`).catch((err: unknown) => log.warn({ err }, 'redis: resync request not sent'));
      } catch (err) {
        log.warn({ err }, 'redis: resync request not sent');
      }
    },
    async close() {
      closing = true;
      // destroy(): blocking reads would otherwise hold the process for up to their 5 s block.
      for (const c of clients) {
        try {
          c.destroy();
        } catch {
          // already closed
        }
      }
    },
  };
}
