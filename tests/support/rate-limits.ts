import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';

/**
 * Rate-limit counters a test can empty: a gateway shared by a worker's files (sharedGateway)
 * starts each file with none, as a gateway of the file's own would. Fixed windows per key, as
 * the plugin's own in-memory store counts them (the gateway uses neither of its back-off modes).
 */
export function resettableRateLimits() {
  const stores: Store[] = [];
  class Store implements FastifyRateLimitStore {
    private readonly windows = new Map<string, { count: number; startedMs: number }>();
    constructor(_options?: FastifyRateLimitOptions) {
      stores.push(this);
    }
    incr(key: string, cb: (err: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      const now = Date.now();
      let w = this.windows.get(key);
      if (!w || w.startedMs + timeWindow <= now) this.windows.set(key, (w = { count: 0, startedMs: now }));
      w.count++;
      cb(null, { current: w.count, ttl: w.startedMs + timeWindow - now });
    }
    child(): FastifyRateLimitStore {
      return new Store();
    }
    clear() {
      this.windows.clear();
    }
  }
  return { Store, reset: () => stores.forEach((s) => s.clear()) };
}
