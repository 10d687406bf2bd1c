import type { FastifyInstance } from 'fastify';
import { etagMatches, etagOf } from './etag.js';

/** The API's path prefixes (the built site's files have caching of their own: fastify-static, art routes). */
const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/'];

/**
 * Answers of the public API (no token needed: menus, lanes, hot games, winners, site config,
 * home blocks, banners) carry an ETag, and a revalidation that matches answers 304 with no body.
 * `no-cache` (store, but ask each time) rather than a max-age: a staff edit reaches every page
 * at its next request, never after a browser's or CDN's own timer. A caller that sent a token
 * may get an answer shaped for them (announcements), so theirs is `private`: no shared cache
 * keeps it. A route that set its own Cache-Control keeps it.
 */
export function installPublicCaching(app: FastifyInstance) {
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.method !== 'GET' || reply.statusCode !== 200 || req.routeOptions.config.auth || reply.hasHeader('cache-control')) return done(null, payload);
    if (!API_PREFIXES.some((p) => req.url.startsWith(p))) return done(null, payload);
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    // An answer kept in memory comes with its ETag already: no hashing of the same body per hit.
    const kept = reply.getHeader('etag');
    const etag = typeof kept === 'string' ? kept : etagOf(payload);
    reply.header('etag', etag).header('cache-control', req.headers.authorization ? 'private, no-cache' : 'public, no-cache');
    if (etagMatches(req.headers['if-none-match'], etag)) {
      reply.code(304);
      return done(null, '');
    }
    done(null, payload);
  });
}
