import type { FastifyReply } from 'fastify';
import type { Subscription } from 'rxjs';
import { AnswerCache } from '../../http/answer-cache.js';
import type { CacheBus } from '../../db/cache-bus.js';
import type { Merchant } from '../site/settings.js';
import { catalogueChanged } from './catalogue.js';

/** The topic migration 064's triggers send (`catalogue:*`) for any catalogue change. */
export const CATALOGUE = { topic: 'catalogue', key: '*' } as const;

/**
 * The lobby's answers (game lists, menus, hot games, vendor lanes, a vendor's types) from this
 * node's memory (http/answer-cache.ts). They depend only on the catalogue tables, the merchant's
 * vendor settings and the merchant's image host, never on who asks: one answer serves every
 * member of the site. Any change to those tables, on any node, drops them all (docs/GAMES.md "Cache").
 */
export class LobbyCache {
  private readonly answers: AnswerCache;
  private readonly sub: Subscription;

  constructor(bus: CacheBus) {
    // About 7 KB for a 20-card page; the age is a bound, not the mechanism.
    this.answers = new AnswerCache(bus, { name: 'lobby', topic: CATALOGUE.topic, maxEntries: 5_000, maxAgeMs: 10 * 60_000 });
    // The catalogue's own short caches (catalogue.ts) must not answer a read made after a change.
    this.sub = bus.changes$.subscribe((c) => c.topic === CATALOGUE.topic && catalogueChanged());
  }

  /** `call` names the lobby call; `args` is everything else its answer depends on. */
  send(reply: FastifyReply, call: string, merchant: Merchant, args: unknown, read: () => Promise<unknown>): Promise<FastifyReply> {
    return this.answers.send(reply, `${call}|${merchant.id}|${JSON.stringify(args ?? null)}`, read);
  }

  close() {
    this.sub.unsubscribe();
    this.answers.close();
  }
}
