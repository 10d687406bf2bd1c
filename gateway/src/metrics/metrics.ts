import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Every Prometheus metric of a gateway node, in one registry of the process (docs/METRICS.md).
 * The modules that count call the small functions below (one line each), so none of them imports
 * prom-client. Labels are bounded sets only (event type, route pattern, method, status, book):
 * never an id, a raw URL or a username, which would grow the series without end.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

/** Socket.IO servers of this process (tests start several gateways in one process). */
const servers = new Set<{ sockets: { sockets: Map<string, unknown> } }>();

new Gauge({
  name: 'wl_sockets_connected',
  help: 'Socket.IO connections open on this node',
  registers: [registry],
  collect() {
    let n = 0;
    for (const io of servers) n += io.sockets.sockets.size;
    this.set(n);
  },
});

/** Counts a node's sockets in `wl_sockets_connected` until the returned function is called. */
export function watchSockets(io: { sockets: { sockets: Map<string, unknown> } }): () => void {
  servers.add(io);
  return () => servers.delete(io);
}

const appended = new Counter({
  name: 'wl_events_appended_total',
  help: 'Events appended to the log, by type (counted at the append: a transaction that rolls back still counts)',
  labelNames: ['type'],
  registers: [registry],
});
const pushed = new Counter({
  name: 'wl_events_pushed_total',
  help: 'Events the relay handed to the rooms, by type',
  labelNames: ['type'],
  registers: [registry],
});
const lag = new Histogram({
  name: 'wl_relay_lag_seconds',
  help: "From the event's created_at (its transaction's start) to its push by the relay",
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});
const resumeEvents = new Histogram({
  name: 'wl_resume_events',
  help: 'Events in one events:resume answer page',
  buckets: [0, 1, 5, 20, 50, 100, 250, 500],
  registers: [registry],
});
const resumes = new Counter({
  name: 'wl_resumes_total',
  help: 'events:resume answers, by outcome (page, resync, failed)',
  labelNames: ['outcome'],
  registers: [registry],
});
const http = new Histogram({
  name: 'wl_http_request_duration_seconds',
  help: 'HTTP request duration by route pattern',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});
const ledger = new Counter({
  name: 'wl_ledger_transactions_total',
  help: 'Journal entries booked by the ledger (idempotent replays not counted), by book',
  labelNames: ['book'],
  registers: [registry],
});
const leader = new Gauge({
  name: 'wl_relay_leader',
  help: '1 while this node runs the event relay for the cluster (always 1 without Redis)',
  registers: [registry],
});
const resyncs = new Counter({
  name: 'wl_socket_resyncs_total',
  help: "Sockets this node closed so they reconnect and replay (after a Redis outage or a relay takeover without the old leader's cursor)",
  registers: [registry],
});

const cacheReads = new Counter({
  name: 'wl_cache_reads_total',
  help: "Reads of a node's bus-kept caches (db/bus-cache.ts), by cache and result: hit, miss, or bypass while the cache bus is not live",
  labelNames: ['cache', 'result'],
  registers: [registry],
});

export const countAppended = (type: string) => appended.inc({ type });
export function countPushed(type: string, createdAt: Date) {
  pushed.inc({ type });
  lag.observe(Math.max(0, (Date.now() - createdAt.getTime()) / 1000));
}
export function countResume(outcome: 'page' | 'resync' | 'failed', events = 0) {
  resumes.inc({ outcome });
  if (outcome === 'page') resumeEvents.observe(events);
}
/** `route` is the route's pattern (`/wps/x/:id`), or `unmatched`: never the raw URL. */
export const observeHttp = (method: string, route: string, status: number, seconds: number) => http.observe({ method, route, status: String(status) }, seconds);
export const countLedgerPost = (book: string) => ledger.inc({ book });
export const setLeader = (isLeader: boolean) => leader.set(isLeader ? 1 : 0);
export const countResyncs = (n: number) => resyncs.inc(n);
export const countCacheRead = (cache: string, result: 'hit' | 'miss' | 'bypass') => cacheReads.inc({ cache, result });
