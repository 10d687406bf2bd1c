import { BusCache } from '../../db/bus-cache.js';
import type { CacheBus } from '../../db/cache-bus.js';
import type { Merchant } from '../site/settings.js';
import type { FastifyReply } from 'fastify';
import type { Subscription } from 'rxjs';
import { catalogueChanged, imageBase } from './catalogue.js';

/** Lobby answers kept per node (a page each, about 7 KB for 20 cards). */
const MAX_ANSWERS = 5_000;
/** A bound, not the mechanism: any catalogue change drops every answer at once. */
const MAX_AGE_MS = 10 * 60_000;

/** The tag of every lobby answer; migration 064's triggers send `catalogue:*` for any catalogue change. */
export const CATALOGUE = { topic: 'catalogue', key: '*' } as const;

/**
 * The lobby's answers (game lists, menus, hot games, vendor lanes, a vendor's types) from this
 * node's memory. They depend only on the catalogue tables, the merchant's vendor settings and the
 * merchant's image host, never on who asks: one answer serves every member of the site. Any
 * change to those tables, on any node, drops them all through the cache bus (docs/GAMES.md "Cache").
 */
export class LobbyCache {
  private readonly cache: BusCache<string>;
  private readonly sub: Subscription;

  constructor(bus: CacheBus) {
    this.cache = new BusCache(bus, { name: 'lobby', maxEntries: MAX_ANSWERS, maxAgeMs: MAX_AGE_MS });
    // The catalogue's own short caches (catalogue.ts) must not answer a read made after a change.
    this.sub = bus.changes$.subscribe((c) => c.topic === CATALOGUE.topic && catalogueChanged());
  }

  /**
   * The answer of a lobby call as the JSON the route sends: kept serialised, so a hit costs no
   * query and no serialisation (a 20-card page is about 7 KB). `call` names the call; `args` is
   * everything else its answer depends on; `read` answers a miss, serialised by the route's own
   * serialiser (its response schema), exactly as an uncached answer would be.
   */
  async send(reply: FastifyReply, call: string, merchant: Merchant, args: unknown, read: () => Promise<unknown>): Promise<FastifyReply> {
    const key = `${call}|${merchant.id}|${imageBase(merchant)}|${JSON.stringify(args ?? null)}`;
    const json = (await this.cache.get(key, async () => ({ value: String(reply.serialize(await read())), tags: ['catalogue:all'] }))) as string;
    // A string with a JSON type is sent as it is (Fastify does not serialise it again).
    return reply.type('application/json; charset=utf-8').send(json);
  }

  close() {
    this.sub.unsubscribe();
    this.cache.close();
  }
}
