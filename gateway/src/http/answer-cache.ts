import type { FastifyReply } from 'fastify';
import { BusCache } from '../db/bus-cache.js';
import { etagOf } from './etag.js';
import type { CacheBus } from '../db/cache-bus.js';

/**
 * Public answers (the same for every caller of a site) kept per node as the JSON the route sends,
 * so a hit costs no query and no serialisation. Every answer carries the tag `topic:all`: a
 * change of the topic (a trigger's `topic:*` on the cache bus, or `changed()` on the writer's own
 * node) drops them all. Used by the lobby (catalogue) and the home content.
 */
export class AnswerCache {
  private readonly cache: BusCache<{ json: string; etag: string }>;

  constructor(
    private readonly bus: CacheBus,
    private readonly opts: { name: string; topic: string; maxEntries: number; maxAgeMs: number },
  ) {
    this.cache = new BusCache(bus, opts);
  }

  /**
   * Sends the answer of `key` (everything the answer depends on, the site included); a miss is
   * read by `read` and serialised by the route's own serialiser (its response schema), exactly
   * as an uncached answer would be.
   */
  async send(reply: FastifyReply, key: string, read: () => Promise<unknown>): Promise<FastifyReply> {
    const kept = await this.cache.get(key, async () => {
      const json = String(reply.serialize(await read()));
      return { value: { json, etag: etagOf(json) }, tags: [`${this.opts.topic}:all`] };
    });
    // A string with a JSON type is sent as it is (Fastify does not serialise it again); the
    // ETag goes with it, so the public-answer hook (public-cache.ts) does not hash it again.
    return reply.type('application/json; charset=utf-8').header('etag', kept!.etag).send(kept!.json);
  }

  /** A change this node just committed: dropped here at once (the trigger's notification follows). */
  changed() {
    this.bus.announce({ topic: this.opts.topic, key: '*' });
  }

  close() {
    this.cache.close();
  }
}
