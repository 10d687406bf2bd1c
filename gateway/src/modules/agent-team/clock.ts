import { offsetFromSettings } from '../site/merchants.js';
import { isAgentType, type AgentClock } from '@wl/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Ctx } from '../../context.js';
import type { SocketHandlers } from '../../realtime/socket.js';
import type { AppIo } from '../../realtime/socket-types.js';

/**
 * `agent:clock`: the clock in the agent centre's header, pushed once a second.
 *
 * Agent sockets join their merchant's agents room on connect; ONE timer per node then emits a
 * volatile tick to each such room that has sockets on this node (`io.local`: with the Redis
 * adapter every node serves its own sockets, so no tick is sent twice and no node relays for
 * another). Nothing is logged: a missed tick is replaced by the next one.
 *
 * The merchant's offset comes from its settings (as the winners board's gameTime does); it is
 * re-read at most every OFFSET_FRESH_MS for all merchants with agents here in one query, so a
 * tick never waits on the database.
 */
export const agentsRoom = (merchantId: number) => `agents:${merchantId}`;
const ROOM_PREFIX = 'agents:';
const TICK_MS = 1000;
const OFFSET_FRESH_MS = 5000;
export function clockTick(now: Date, utcOffsetMinutes: number): AgentClock {
  return { now: now.toISOString(), utcOffsetMinutes };
}

export class AgentClockTimer {
  private timer: ReturnType<typeof setInterval> | null = null;
  private offsets = new Map<number, number>();
  private readAt = 0;
  private reading = false;
  private io: AppIo | null = null;

  constructor(
    private ctx: Ctx,
    private log: FastifyBaseLogger,
  ) {}

  /** Given the server once it exists (its socket handlers are made before it, see app.ts). */
  start(io: AppIo) {
    if (this.timer) return;
    this.io = io;
    this.timer = setInterval(() => this.tick(), TICK_MS);
    this.timer.unref();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** The merchant ids whose agents room has a socket on this node. */
  private merchantsHere(): number[] {
    const ids: number[] = [];
    if (!this.io) return ids;
    for (const [room, members] of this.io.of('/').adapter.rooms) {
      if (members.size > 0 && room.startsWith(ROOM_PREFIX)) ids.push(Number(room.slice(ROOM_PREFIX.length)));
    }
    return ids;
  }

  /** What a joining socket just read: ticks use it at once instead of a guess. */
  know(merchantId: number, utcOffsetMinutes: number) {
    this.offsets.set(merchantId, utcOffsetMinutes);
  }

  /** Re-reads the offsets in the background; until it answers, ticks use what is known. */
  refresh(ids: number[]) {
    if (this.reading || ids.length === 0 || Date.now() - this.readAt < OFFSET_FRESH_MS) return;
    this.reading = true;
    this.ctx.sql<{ id: number; settings: unknown }[]>`select id, settings from merchants where id = any(${ids}::int[])`
      .then((rows) => {
        for (const r of rows) this.offsets.set(r.id, offsetFromSettings(r.settings));
        this.readAt = Date.now();
      })
      .catch((err: unknown) => this.log.warn({ err }, 'agent clock: merchant offsets unreadable; the next tick retries'))
      .finally(() => (this.reading = false));
  }

  private tick() {
    const ids = this.merchantsHere();
    if (ids.length === 0) return;
    this.refresh(ids);
    const now = new Date();
    for (const id of ids) {
      const offset = this.offsets.get(id);
      // Unknown only before a joining socket's own read lands: that socket got its own tick.
      if (offset !== undefined) this.io?.local.to(agentsRoom(id)).volatile.emit('agent:clock', clockTick(now, offset));
    }
  }
}

/**
 * An agent's socket joins its merchant's agents room and gets one tick at once, so the header
 * shows the time without waiting for the next second. Members join nothing here, and cost no
 * read: the handshake already knows the account's type and merchant, and the merchant's settings
 * come from the node's merchant cache.
 */
export const agentClockHandlers =
  (clock: AgentClockTimer): SocketHandlers<Ctx> =>
  (socket, { ctx, log }) => {
    if (!isAgentType(socket.data.accountType)) return;
    ctx.merchants
      .forHost(socket.handshake.headers.host)
      .then(async (merchant) => {
        if (socket.disconnected) return;
        const offset = offsetFromSettings(merchant.settings);
        clock.know(merchant.id, offset);
        await socket.join(agentsRoom(merchant.id));
        socket.volatile.emit('agent:clock', clockTick(new Date(), offset));
      })
      .catch((err: unknown) => log.warn({ err }, 'agent clock: could not join the agents room'));
  };
