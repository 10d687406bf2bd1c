import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import type { Announcement, SocketRefusal } from '@wl/shared';
import type { Ctx } from '../../context.js';
import { AppError } from '../../http/errors.js';
import { originAllowed } from '../../realtime/origin.js';
import type { AppIo } from '../../realtime/socket-types.js';
import { enforceSiteStatus } from '../site/gate.js';

/**
 * The `/site` Socket.IO namespace (docs/ANNOUNCEMENTS.md "Live publish"): site-wide broadcasts
 * to every open page of a merchant, guests included, which the member namespace (`/`, a session
 * token required) cannot reach. It carries `announcement:published` and `site:changed` (the brand
 * or the switches changed: docs/BRANDING.md); it sends nothing a visitor could not read from the
 * open calls, so it asks for no token.
 *
 * On the same Socket.IO server, so a signed-in page shares one connection for both namespaces,
 * and with Redis the adapter fans an emit out to every node's sockets. A socket joins the room of
 * its host's merchant; the same origin, maintenance and region rules as HTTP apply; one address
 * holds at most SITE_SOCKETS_PER_IP sockets per node; a client that sends anything is dropped
 * (it has nothing to say here).
 */
export const SITE_NAMESPACE = '/site';
/** Per address and node: room for a household or an office behind one NAT address, not for a flood. */
export const SITE_SOCKETS_PER_IP = 100;
const siteRoom = (merchantId: number) => `site:${merchantId}`;

export class SiteChannel {
  private io: AppIo | null = null;

  /** Given the Socket.IO server once it exists (app.ts builds it after the routes). */
  attach(app: FastifyInstance, ctx: Ctx, io: AppIo) {
    this.io = io;
    const nsp = io.of(SITE_NAMESPACE);
    const log = app.log.child({ part: 'site-socket' });
    const trust = proxyAddr.compile(ctx.config.trustedProxy || []);
    const perIp = new Map<string, number>();
    // Found by the handshake, joined on connection (a refused handshake joins nothing).
    const merchantOf = new Map<string, number>();
    const refuse = (code: SocketRefusal) => new Error(code);

    nsp.use(async (socket, next) => {
      const ip = proxyAddr(socket.request, trust);
      const { origin, host } = socket.handshake.headers;
      if (!originAllowed(origin, host, ctx.config.socketOrigins)) {
        log.warn({ refusal: 'ORIGIN_NOT_ALLOWED', ip, origin }, 'site socket refused');
        return next(refuse('ORIGIN_NOT_ALLOWED'));
      }
      if ((perIp.get(ip) ?? 0) >= SITE_SOCKETS_PER_IP) {
        log.warn({ refusal: 'TOO_MANY_CONNECTIONS', ip }, 'site socket refused');
        return next(refuse('TOO_MANY_CONNECTIONS'));
      }
      try {
        const merchant = await ctx.merchants.forHost(host);
        enforceSiteStatus(merchant, ip, {});
        merchantOf.set(socket.id, merchant.id);
      } catch (err) {
        if (err instanceof AppError && (err.code === 'MAINTENANCE' || err.code === 'REGION_BLOCKED')) {
          log.info({ refusal: err.code, ip }, 'site socket refused');
          return next(refuse(err.code));
        }
        log.warn({ err, ip }, 'site socket: merchant lookup failed');
        return next(refuse('UNAVAILABLE'));
      }
      next();
    });

    nsp.on('connection', (socket) => {
      const merchantId = merchantOf.get(socket.id);
      merchantOf.delete(socket.id);
      if (merchantId !== undefined) void socket.join(siteRoom(merchantId));
      const ip = proxyAddr(socket.request, trust);
      perIp.set(ip, (perIp.get(ip) ?? 0) + 1);
      socket.once('disconnect', () => {
        const left = (perIp.get(ip) ?? 1) - 1;
        if (left > 0) perIp.set(ip, left);
        else perIp.delete(ip);
      });
      socket.onAny(() => {
        log.warn({ refusal: 'UNKNOWN_EVENT', ip }, 'site socket sent an event: disconnected');
        socket.disconnect(true);
      });
    });

    app.addHook('preClose', async () => {
      nsp.disconnectSockets(true);
      this.io = null;
    });
  }

  /** After the publishing transaction committed: every open page of the merchant gets the item. */
  published(merchantId: number, item: Announcement) {
    this.io?.of(SITE_NAMESPACE).to(siteRoom(merchantId)).emit('announcement:published', { item });
  }

  /**
   * After staff saved the site's settings: every open page reads the site configuration again and
   * applies it (brand, colours, switches). Only that a change happened is sent: the configuration
   * holds a per-visitor part (the address) that a broadcast cannot carry.
   */
  changed(merchantId: number) {
    this.io?.of(SITE_NAMESPACE).to(siteRoom(merchantId)).emit('site:changed', {});
  }
}
