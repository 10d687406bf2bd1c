import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { countResyncs, setLeader } from '../metrics/metrics.js';
import type { Cluster } from './cluster.js';
import { Leadership } from './leader.js';
import type { EventRelay, RelayCursor } from './relay.js';
import type { AppIo } from './socket-types.js';

/**
 * How long the leader's cursor outlives the leader. A successor elected within this time
 * continues from it; after a longer gap (or when Redis lost it) the successor starts at "now"
 * and has every socket reconnect and replay instead of pushing an old backlog.
 */
const CURSOR_TTL_MS = 30_000;
/** Sockets opened up to this long after a resync's time are closed too (clocks of two nodes differ). */
const CLOCK_MARGIN_MS = 1000;

export interface Relays {
  stop(): Promise<void>;
}

/**
 * Runs the event relay and the winners relay (docs/REALTIME.md "Many nodes"). Without Redis every
 * node runs its own, pushing to its own sockets, as on one node. With Redis the nodes share
 * fan-out through the Socket.IO adapter, so one relay would be enough and several would push
 * every event several times: the relays run on the leader only (leader.ts), which emits to the
 * rooms through the adapter.
 *
 * The argument that nothing is lost: a client applies events by sequence and asks for what it
 * missed after every (re)connect (shared/src/event-sync.ts), so an event is safe once it is
 * either pushed or replayable to a socket that will ask. The leader keeps its position in Redis
 * after every batch it pushed (the SET follows the batch's XADDs on the same connection, so it
 * lands after them); a successor continues from there, pushing again at most what was pushed
 * after the last SET (clients drop the duplicates). When that position is missing, or when a
 * node's link to Redis came back after an outage (a broadcast may have been dropped or lost
 * with the stream), sockets that were open then are closed at the transport: they reconnect,
 * to any node, and replay from the database.
 */
/** A relay that only one node runs at a time (the winners board's, modules/games/winners-relay.ts). */
export interface LeaderRelay {
  start(): Promise<void>;
  stop(): void;
}

export async function startRelays(p: {
  config: Config;
  relay: EventRelay;
  winners: LeaderRelay;
  io: AppIo;
  cluster: Cluster | null;
  log: FastifyBaseLogger;
}): Promise<Relays> {
  const { config, relay, winners, io, cluster, log } = p;
  if (!cluster || !config.databaseUrl) {
    await relay.start();
    await winners.start();
    setLeader(true);
    return {
      async stop() {
        winners.stop();
        await relay.stop();
      },
    };
  }

  const key = `${cluster.prefix}:relay:cursor`;
  const save = (c: RelayCursor) => {
    // While Redis is away the client refuses at once (it may throw, not only reject): the relay
    // must go on pushing to this node's sockets, and the next batch saves again.
    try {
      cluster.redis.set(key, JSON.stringify(c), { PX: CURSOR_TTL_MS }).catch(() => undefined);
    } catch {
      // offline: see above
    }
  };
  relay.setOnAdvance(save);

  /** Closes this node's sockets opened before `at` (plus the clock margin): they reconnect and replay. */
  const resyncLocal = (at: number, why: string) => {
    let n = 0;
    for (const socket of io.of('/').sockets.values()) {
      if (socket.handshake.issued >= at + CLOCK_MARGIN_MS) continue;
      // The transport, not the namespace: the client sees a dropped link and reconnects by itself
      // (a namespace disconnect would tell it the server does not want it back).
      socket.conn.close();
      n++;
    }
    countResyncs(n);
    if (n > 0) log.warn({ sockets: n, why }, 'sockets closed to reconnect and replay');
  };
  const resyncAll = (at: number, why: string) => {
    resyncLocal(at, why);
    cluster.requestResync(at);
  };
  cluster.onResyncRequest((at) => resyncLocal(at, 'asked by another node'));
  cluster.onRecovered((at) => resyncAll(at, 'redis connection back'));

  let refresh: ReturnType<typeof setInterval> | undefined;
  const leadership = new Leadership(config.databaseUrl, log.child({ part: 'leader' }), {
    elected: async () => {
      const stored = await cluster.redis.get(key).catch(() => null);
      const from = parseCursor(stored);
      await relay.start(from ?? undefined);
      if (!from) resyncAll(Date.now(), 'relay started without a predecessor position');
      // Keep the position alive while idle, so a successor within the TTL continues from it.
      refresh = setInterval(() => save(relay.position), 1000);
      await winners.start();
      setLeader(true);
    },
    deposed: async () => {
      clearInterval(refresh);
      setLeader(false);
      winners.stop();
      await relay.pause();
    },
  });
  setLeader(false);
  leadership.start();
  return {
    async stop() {
      await leadership.stop();
      await relay.stop();
    },
  };
}

function parseCursor(raw: string | null): RelayCursor | null {
  if (!raw) return null;
  try {
    const c = JSON.parse(raw) as Partial<RelayCursor>;
    const ok = [c.txid, c.accountId, c.seq].every((v) => typeof v === 'string' && /^[0-9]{1,20}$/.test(v));
    return ok ? (c as RelayCursor) : null;
  } catch {
    return null;
  }
}
