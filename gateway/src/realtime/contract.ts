import { TypeCompiler } from '@sinclair/typebox/compiler';
import { ClientEventSchemas, type ClientEventRefusal } from '@wl/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../http/errors.js';
import { checkProbeBudget, spendProbe, type Probe } from '../http/enumeration.js';
import type { Lane } from './limits.js';
import type { AppSocket, SocketCtx } from './socket-types.js';

/** Each client event's compiled payload check, by name (a Map: `__proto__` is just an unknown name). */
const contract = new Map(Object.entries(ClientEventSchemas).map(([name, c]) => [name, { fits: TypeCompiler.Compile(c.payload), ack: c.answer !== null }]));

/**
 * What the contract says of one incoming packet (`[name, ...args, ack?]`, as Socket.IO hands it to
 * a middleware): null when a handler may have it. Every event takes one payload; one that is
 * answered must come with an acknowledgement, since it has no other way to answer.
 */
export function refusalOf(packet: unknown[]): ClientEventRefusal | null {
  const [name, ...args] = packet;
  const entry = typeof name === 'string' ? contract.get(name) : undefined;
  if (!entry) return 'UNKNOWN_EVENT';
  const hasAck = typeof args.at(-1) === 'function';
  if (hasAck) args.pop();
  return hasAck === entry.ack && args.length === 1 && entry.fits.Check(args[0]) ? null : 'VALIDATION_FAILED';
}

/**
 * The socket middleware that holds client events to the contract (shared/src/realtime-schemas.ts)
 * before any handler sees them, so a handler gets its payload as its type says. A refused event
 * is answered `{ ok: false, code }` when it came with an acknowledgement, logged with account and
 * IP, and counted per account and per IP in the probe budget like the HTTP refusals of
 * docs/THROTTLES.md, under keys of its own (`sock:`) so it never spends a login budget. Once
 * either count is spent, a further refused event closes the socket; events that fit are never
 * slowed by the count, so other members behind the same address keep working.
 */
export function enforceContract(socket: AppSocket, { ctx, lane, log }: { ctx: SocketCtx; lane: Lane; log: FastifyBaseLogger }) {
  const { accountId, ip } = socket.data;
  socket.use((packet, next) => {
    const code = refusalOf(packet);
    if (!code) return next();
    // The name as sent may be anything up to the message size: keep the log line short.
    log.warn({ refusal: code, event: String(packet[0]).slice(0, 64), accountId, ip }, 'socket event refused');
    const ack = packet.at(-1);
    if (typeof ack === 'function') ack({ ok: false, code });
    void lane
      .run(() => spend(ctx, socket))
      .then(
        (spent) => {
          if (!spent) return;
          log.warn({ refusal: 'TOO_MANY_REQUESTS', accountId, ip }, 'socket refusals spent: disconnected');
          socket.disconnect(true);
        },
        (err: unknown) => log.warn({ err, accountId, ip }, 'socket refusal: could not be counted'),
      );
  });
}

/** Counts one refusal; true when the account's or the IP's budget is now spent. */
async function spend(ctx: SocketCtx, socket: AppSocket): Promise<boolean> {
  // The handshake accepted this host, so its merchant exists (cached for a second).
  const merchant = await ctx.merchants.forHost(socket.handshake.headers.host);
  const probe: Probe = { merchantId: merchant.id, ip: `sock:${socket.data.ip}`, target: `sock:${socket.data.accountId}` };
  await spendProbe(ctx.sql, probe);
  try {
    await checkProbeBudget(ctx.sql, probe);
    return false;
  } catch (err) {
    if (err instanceof AppError && err.code === 'TOO_MANY_REQUESTS') return true;
    throw err;
  }
}
