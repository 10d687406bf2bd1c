import { Server, type ServerOptions } from 'socket.io';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import type { FastifyBaseLogger } from 'fastify';
import type { SocketRefusal } from '@wl/shared';
import { originAllowed } from './origin.js';
import { AppError } from '../http/errors.js';
import { toLogged } from './event-log.js';
import { Lane, TokenBucket } from './limits.js';
import { enforceContract } from './contract.js';
import type { AppIo, AppSocket, SocketCtx } from './socket-types.js';
import { watchSockets } from '../metrics/metrics.js';

/** Open sockets one session may hold on a node (tabs, a phone app and a launcher fit). */
export const SOCKETS_PER_SESSION = 8;
/** Client events per socket: a burst of 20, then 5 a second; beyond that the socket is dropped. */
const CLIENT_EVENT_BURST = 20;
const CLIENT_EVENTS_PER_SECOND = 5;

export interface SocketIdentity {
  accountId: number;
  sessionId: number;
  /** The merchant of the socket's host, and the account's type: handlers read them here, not from the database. */
  merchantId: number;
  accountType: number;
}
/**
 * Finds who a socket is (null: no such session); throws an AppError for a site closed to the
 * address, anything else for a failure. Given by the composition layer (app.ts), so this
 * infrastructure never imports a module.
 */
/**
 * A module's client-event handlers for one connected, authenticated socket. Database work goes
 * through `lane`, so a flood from one client queues in the socket layer, never in the pool.
 */
export type SocketHandlers<C extends SocketCtx = SocketCtx> = (socket: AppSocket, tools: { ctx: C; lane: Lane; log: FastifyBaseLogger }) => void;

export type SocketAuthenticator = (token: string, host: string | undefined, ip: string) => Promise<SocketIdentity | null>;

const accountRoom = (id: number | string) => `acct:${id}`;
const sessionRoom = (id: number | string) => `sess:${id}`;

const refuse = (code: SocketRefusal) => new Error(code);

/**
 * Socket.IO on the Fastify server. A socket authenticates with its session token on the
 * merchant of its host, joins its account and session rooms, and receives the event log as
 * the relay reads it. Each module registers its own client-event handlers (`handlers`, given
 * by app.ts; resume.ts answers `events:resume`).
 *
 * Database work started by sockets (handshakes, replays) runs in a narrow lane, so a flood
 * from one client queues here instead of in front of everyone's HTTP requests in the pool.
 */
export function attachSocket<C extends SocketCtx>(
  app: FastifyInstance,
  ctx: C,
  opts: { dbLane: number; authenticate: SocketAuthenticator; handlers: SocketHandlers<C>[]; adapter?: ServerOptions['adapter'] },
): AppIo {
  // With Redis, the adapter shares fan-out between nodes: an emit to a room reaches its sockets
  // on every node (docs/REALTIME.md "Many nodes").
  const io: AppIo = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: 16 * 1024,
    ...(opts.adapter ? { adapter: opts.adapter } : {}),
  });
  const unwatch = watchSockets(io);
  const lane = new Lane(opts.dbLane);
  const perSession = new Map<number, number>();
  const log = app.log.child({ part: 'socket' });
  // The client's address as HTTP routes see it: X-Forwarded-For only from a trusted proxy.
  const trust = proxyAddr.compile(ctx.config.trustedProxy || []);

  io.use(async (socket, next) => {
    const ip = proxyAddr(socket.request, trust);
    if (!originAllowed(socket.handshake.headers.origin, socket.handshake.headers.host, ctx.config.socketOrigins)) {
      log.warn({ refusal: 'ORIGIN_NOT_ALLOWED', ip, origin: socket.handshake.headers.origin }, 'socket refused');
      return next(refuse('ORIGIN_NOT_ALLOWED'));
    }
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || token.length === 0) return next(refuse('TOKEN_INVALID'));
    let found: SocketIdentity | null;
    try {
      found = await lane.run(() => opts.authenticate(token, socket.handshake.headers.host, ip));
    } catch (err) {
      // Maintenance and region blocks hold for sockets as for HTTP: refused, not logged out.
      if (err instanceof AppError && (err.code === 'MAINTENANCE' || err.code === 'REGION_BLOCKED')) {
        log.info({ refusal: err.code, ip }, 'socket refused');
        return next(refuse(err.code));
      }
      // A database blip is not a logout: the client connects again later.
      log.warn({ err, ip }, 'socket handshake: session lookup failed');
      return next(refuse('UNAVAILABLE'));
    }
    if (!found) {
      log.info({ refusal: 'TOKEN_INVALID', ip }, 'socket refused');
      return next(refuse('TOKEN_INVALID'));
    }
    const { accountId, sessionId, merchantId, accountType } = found;
    if ((perSession.get(sessionId) ?? 0) >= SOCKETS_PER_SESSION) {
      log.warn({ refusal: 'TOO_MANY_CONNECTIONS', accountId, ip }, 'socket refused');
      return next(refuse('TOO_MANY_CONNECTIONS'));
    }
    socket.data = { accountId, sessionId, merchantId, accountType, ip };
    next();
  });

  io.on('connection', (socket: AppSocket) => {
    const { accountId, sessionId, ip } = socket.data;
    perSession.set(sessionId, (perSession.get(sessionId) ?? 0) + 1);
    socket.on('disconnect', () => {
      const left = (perSession.get(sessionId) ?? 1) - 1;
      if (left > 0) perSession.set(sessionId, left);
      else perSession.delete(sessionId);
    });
    // Rooms first: every event committed from now on reaches this socket, and the client
    // holds them until its resume answer, so nothing falls between replay and live.
    void socket.join([accountRoom(accountId), sessionRoom(sessionId)]);

    const bucket = new TokenBucket(CLIENT_EVENT_BURST, CLIENT_EVENTS_PER_SECOND);
    socket.use((_packet, next) => {
      if (bucket.take()) return next();
      log.warn({ refusal: 'TOO_MANY_REQUESTS', accountId, ip }, 'socket flooding: disconnected');
      socket.disconnect(true);
    });
    // Then the contract (contract.ts): unknown events and payloads that do not fit never reach a handler.
    enforceContract(socket, { ctx, lane, log });

    for (const register of opts.handlers) register(socket, { ctx, lane, log });
  });

  const sub = ctx.relay.events$.subscribe((row) => {
    // Every socket of the account gets every event, so each keeps an unbroken sequence; a
    // revocation names its session, and only that session's sockets are then closed.
    io.to(accountRoom(row.accountId)).emit('event:logged', toLogged(row));
    if (row.type === 'session:revoked') {
      const room = sessionRoom((row.payload as { sessionId: number }).sessionId);
      // Give the event a moment to flush before the server closes the connection.
      setTimeout(() => io.in(room).disconnectSockets(true), 50);
    }
  });

  // preClose: open websockets would otherwise keep the HTTP server from closing.
  app.addHook('preClose', async () => {
    unwatch();
    sub.unsubscribe();
    io.disconnectSockets(true);
    io.engine.close();
  });
  return io;
}
