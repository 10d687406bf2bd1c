import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import { QUEUE_PERMISSION, type ServerToClientEvents, type SocketRefusal, type StaffPermission } from '@wl/shared';
import type { Ctx } from '../../context.js';
import { originAllowed } from '../../realtime/origin.js';
import type { AppIo } from '../../realtime/socket-types.js';
import { findStaffSession } from './staff-sessions.js';

/**
 * The `/staff` Socket.IO namespace (docs/REALTIME.md "Staff pushes"): alerts for the signed-in
 * staff of a merchant, which neither the member namespace (a member's session) nor `/site`
 * (anyone) may carry. A socket shows its staff token in the handshake, is checked like an HTTP
 * staff call on its host's merchant, and joins that merchant's staff room. Pushes here are
 * volatile and not logged: each names a list the console reads again on (re)connect, so a missed
 * one costs a refresh, never a decision. A client that sends anything is dropped.
 *
 * On the same Socket.IO server as the other namespaces, so with Redis an emit reaches every
 * node's sockets once, from the node where the change committed.
 */
export const STAFF_NAMESPACE = '/staff';
/** Per staff session and node: a console in a few tabs, not a flood. */
export const STAFF_SOCKETS_PER_SESSION = 8;
/** One room per merchant and permission: a push reaches only the staff whose role may act on it. */
const staffRoom = (merchantId: number, permission: StaffPermission) => `staff:${merchantId}:${permission}`;

type StaffPush = Extract<keyof ServerToClientEvents, 'credit:held' | 'queue:changed'>;
type PushPayload<E extends StaffPush> = Parameters<ServerToClientEvents[E]>[0];

/**
 * What each staff push needs, declared here like a staff route's permission (docs/STAFF.md); a
 * queue's change goes to the staff who may see that queue.
 */
export const STAFF_PUSH_PERMISSION: { [E in StaffPush]: (payload: PushPayload<E>) => StaffPermission } = {
  'credit:held': () => 'risk.review',
  'queue:changed': (p) => QUEUE_PERMISSION[p.queue],
};

export class StaffChannel {
  private io: AppIo | null = null;

  attach(app: FastifyInstance, ctx: Ctx, io: AppIo) {
    this.io = io;
    const nsp = io.of(STAFF_NAMESPACE);
    const log = app.log.child({ part: 'staff-socket' });
    const trust = proxyAddr.compile(ctx.config.trustedProxy || []);
    const perSession = new Map<number, number>();
    // Found by the handshake, used on connection (a refused handshake joins nothing).
    const found = new Map<string, { merchantId: number; sessionId: number; permissions: ReadonlySet<StaffPermission> }>();
    const refuse = (code: SocketRefusal) => new Error(code);

    nsp.use(async (socket, next) => {
      const ip = proxyAddr(socket.request, trust);
      const { origin, host } = socket.handshake.headers;
      if (!originAllowed(origin, host, ctx.config.socketOrigins)) {
        log.warn({ refusal: 'ORIGIN_NOT_ALLOWED', ip, origin }, 'staff socket refused');
        return next(refuse('ORIGIN_NOT_ALLOWED'));
      }
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      if (typeof token !== 'string' || token.length === 0) return next(refuse('TOKEN_INVALID'));
      try {
        const merchant = await ctx.merchants.forHost(host);
        const staff = await findStaffSession(ctx.sql, token, merchant.id);
        if (!staff) {
          log.info({ refusal: 'TOKEN_INVALID', ip }, 'staff socket refused');
          return next(refuse('TOKEN_INVALID'));
        }
        if ((perSession.get(staff.sessionId) ?? 0) >= STAFF_SOCKETS_PER_SESSION) return next(refuse('TOO_MANY_CONNECTIONS'));
        found.set(socket.id, { merchantId: merchant.id, sessionId: staff.sessionId, permissions: staff.permissions });
      } catch (err) {
        log.warn({ err, ip }, 'staff socket: session lookup failed');
        return next(refuse('UNAVAILABLE'));
      }
      next();
    });

    nsp.on('connection', (socket) => {
      const who = found.get(socket.id);
      found.delete(socket.id);
      if (!who) return void socket.disconnect(true);
      void socket.join([...who.permissions].map((p) => staffRoom(who.merchantId, p)));
      perSession.set(who.sessionId, (perSession.get(who.sessionId) ?? 0) + 1);
      socket.once('disconnect', () => {
        const left = (perSession.get(who.sessionId) ?? 1) - 1;
        if (left > 0) perSession.set(who.sessionId, left);
        else perSession.delete(who.sessionId);
      });
      socket.onAny(() => {
        log.warn({ refusal: 'UNKNOWN_EVENT' }, 'staff socket sent an event: disconnected');
        socket.disconnect(true);
      });
    });

    app.addHook('preClose', async () => {
      nsp.disconnectSockets(true);
      this.io = null;
    });
  }

  /** After the change committed: every open console of the merchant whose role holds the push's permission gets it. */
  push<E extends StaffPush>(merchantId: number, event: E, ...payload: Parameters<ServerToClientEvents[E]>) {
    const permission = (STAFF_PUSH_PERMISSION[event] as (p: PushPayload<E>) => StaffPermission)(payload[0]);
    this.io
      ?.of(STAFF_NAMESPACE)
      .to(staffRoom(merchantId, permission))
      .volatile.emit(event, ...payload);
  }
}
