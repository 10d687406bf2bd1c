import { Server, type Socket } from 'socket.io';
import type { FastifyInstance } from 'fastify';
import type { ClientToServerEvents, ServerToClientEvents, SocketAuth } from '@wl/shared';
import type { Ctx } from '../context.js';
import { findSessionMember } from '../modules/identity/accounts.js';
import { eventsAfter, toLogged, type EventRow } from './event-log.js';

interface SocketData { accountId: number; sessionId: number }
type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type AppIo = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

const accountRoom = (id: number | string) => `acct:${id}`;
const sessionRoom = (id: number | string) => `sess:${id}`;

/** A `session:revoked` event is meant for one session only; everything else for the account. */
const visibleTo = (row: EventRow, sessionId: number) =>
  row.type !== 'session:revoked' || (row.payload as { sessionId: number }).sessionId === sessionId;

async function replay(ctx: Ctx, socket: AppSocket, lastSeq: number) {
  if (!Number.isSafeInteger(lastSeq) || lastSeq < 0) return;
  const rows = await eventsAfter(ctx.sql, socket.data.accountId, lastSeq);
  socket.emit('events:replayed', rows.filter((r) => visibleTo(r, socket.data.sessionId)).map(toLogged));
}

/**
 * Socket.IO on the Fastify server. A socket authenticates with its session token, joins its
 * account and session rooms and receives the event log as the relay reads it. Its session
 * being revoked ends the connection right after the `session:revoked` event.
 */
export function attachSocket(app: FastifyInstance, ctx: Ctx): AppIo {
  const io: AppIo = new Server(app.server, { path: '/socket.io', serveClient: false });

  io.use(async (socket, next) => {
    const auth = (socket.handshake.auth ?? {}) as SocketAuth;
    const found = typeof auth.token === 'string' ? await findSessionMember(ctx.sql, auth.token).catch(() => null) : null;
    if (!found || found.account.status !== 'active') return next(new Error('TOKEN_INVALID'));
    socket.data = { accountId: Number(found.account.id), sessionId: found.sessionId };
    next();
  });

  io.on('connection', (socket) => {
    void socket.join([accountRoom(socket.data.accountId), sessionRoom(socket.data.sessionId)]);
    const auth = (socket.handshake.auth ?? {}) as SocketAuth;
    if (typeof auth.lastSeq === 'number') void replay(ctx, socket, auth.lastSeq).catch(() => undefined);
    socket.on('events:resume', (payload) => {
      const lastSeq = typeof payload?.lastSeq === 'number' ? payload.lastSeq : -1;
      void replay(ctx, socket, lastSeq).catch(() => undefined);
    });
  });

  const sub = ctx.relay.events$.subscribe((row) => {
    const event = toLogged(row);
    if (row.type === 'session:revoked') {
      const room = sessionRoom((row.payload as { sessionId: number }).sessionId);
      io.to(room).emit('event:logged', event);
      // Give the event a moment to flush before the server closes the connection.
      setTimeout(() => io.in(room).disconnectSockets(true), 50);
    } else {
      io.to(accountRoom(row.accountId)).emit('event:logged', event);
    }
  });

  // preClose: open websockets would otherwise keep the HTTP server from closing.
  app.addHook('preClose', async () => {
    sub.unsubscribe();
    io.disconnectSockets(true);
    io.engine.close();
  });
  return io;
}
