/**
 * The bare Socket.IO server that tests/bench/sockets.ts measures the gateway against: no
 * database, no authentication, no limits. A client names its user in the handshake and joins
 * that user's room, as a gateway socket joins its account's room. The bench process drives it
 * over the IPC channel (it is started with `fork`), so the work between "publish" and
 * "receive" is an IPC message plus the emit, where the gateway's is a commit plus its relay.
 *
 * Commands (process messages):
 *   { cmd: 'push', items: [user, event][] }        one `event:logged` per user room
 *   { cmd: 'broadcast', payload }                  one volatile `winners:updated` to everyone
 *   { cmd: 'flood', payload, ms }                  volatile broadcasts back to back for `ms`,
 *                                                  yielding to the event loop between them;
 *                                                  answers { flooded: count }
 * Sends { ready: port } once listening.
 */
import http from 'node:http';
import { Server } from 'socket.io';

const server = http.createServer();
// The gateway's settings that shape memory and framing (socket.ts): same buffer limit, no client.
const io = new Server(server, { path: '/socket.io', serveClient: false, maxHttpBufferSize: 16 * 1024 });

io.use((socket, next) => {
  const user = (socket.handshake.auth as { user?: unknown }).user;
  if (typeof user !== 'number') return next(new Error('TOKEN_INVALID'));
  socket.data = { user };
  next();
});
io.on('connection', (socket) => {
  void socket.join(`u:${(socket.data as { user: number }).user}`);
});

type Command = { cmd: 'push'; items: Array<[number, unknown]> } | { cmd: 'broadcast'; payload: unknown } | { cmd: 'flood'; payload: unknown; ms: number };

process.on('message', (m: Command) => {
  if (m.cmd === 'push') {
    for (const [user, event] of m.items) io.to(`u:${user}`).emit('event:logged', event);
  } else if (m.cmd === 'broadcast') {
    io.volatile.emit('winners:updated', m.payload);
  } else if (m.cmd === 'flood') {
    const until = performance.now() + m.ms;
    let flooded = 0;
    const next = () => {
      if (performance.now() >= until) return process.send!({ flooded });
      io.volatile.emit('winners:updated', m.payload);
      flooded++;
      setImmediate(next);
    };
    next();
  }
});

server.listen(0, '127.0.0.1', () => {
  process.send!({ ready: (server.address() as { port: number }).port });
});
process.on('disconnect', () => process.exit(0));
// Exit cleanly on the bench's SIGTERM, so a CPU profile (BENCH_CPU_PROF) is written.
process.on('SIGTERM', () => process.exit(0));
