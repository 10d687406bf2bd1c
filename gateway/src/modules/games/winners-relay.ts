import { EMPTY, Subject, defer, exhaustMap, interval, merge, tap, type Observable, type Subscription } from 'rxjs';
import type { FastifyBaseLogger } from 'fastify';
import type { Ctx } from '../../context.js';
import type { SocketHandlers } from '../../realtime/socket.js';
import type { AppIo } from '../../realtime/socket-types.js';
import { rankList } from './winners.js';

/**
 * `winners:updated` (docs/GAMES.md "Winners"): after a commit that added a
 * winner, every open page of that merchant gets its board. The source is the gateway's commit
 * signal (recordWin marks its transaction) plus a slow poll for other nodes' commits; a board is
 * sent only when it differs from the last one sent (distinct per merchant).
 *
 * Cost follows the changes: a wake-up is one indexed range read of the newest winner ids, and a
 * board is read only for a merchant whose newest rows changed. Ids commit out of order, so the
 * read looks back SLACK ids behind the newest seen, where a late commit would still be found.
 */
const SLACK = 1000;
/**
 * Every real-money win changes the board, so on a busy site wins arrive faster than pages need
 * boards: after a board went out, the next waits this long, and what changed meanwhile goes as one.
 */
export const WINNERS_MIN_GAP_MS = 1000;
export const merchantRoom = (merchantId: number) => `merchant:${merchantId}`;

export class WinnersRelay {
  private sub: Subscription | null = null;
  private newest = 0;
  /** Per merchant: the window's shape last read, and the board last sent. */
  private seen = new Map<number, string>();
  private sent = new Map<number, string>();
  private pending = false;
  private wakes = new Subject<void>();

  constructor(
    private ctx: Ctx,
    private io: AppIo,
    private log: FastifyBaseLogger,
    private opts: { pollMs: number; wake$?: Observable<void>; minGapMs?: number },
  ) {}

  /**
   * Also called again when this node becomes the relays' leader (realtime/nodes.ts): boards that
   * changed while nobody led are not sent (the push is volatile; pages refetch on reconnect).
   */
  async start() {
    if (this.sub) return;
    // What is already on the boards was fetched by the pages: start from here, send nothing.
    await this.check(false);
    this.sub = merge(interval(this.opts.pollMs), this.opts.wake$ ?? EMPTY, this.wakes)
      .pipe(
        tap(() => (this.pending = true)),
        exhaustMap(() => defer(() => this.drain())),
      )
      .subscribe();
  }

  wake() {
    this.wakes.next();
  }

  private async drain() {
    while (this.pending) {
      this.pending = false;
      await this.check(true).catch((err: unknown) => this.log.warn({ err }, 'winners relay: read failed; the next wake-up retries'));
      // More wins came in while this board was read: they go together, one gap later.
      if (this.pending) await new Promise((r) => setTimeout(r, this.opts.minGapMs ?? WINNERS_MIN_GAP_MS));
    }
  }

  private async check(send: boolean) {
    const rows = await this.ctx.sql<{ merchantId: number; top: string; n: number }[]>`
      select merchant_id, max(id)::text as top, count(*)::int as n from winners where id > ${Math.max(0, this.newest - SLACK)} group by merchant_id`;
    for (const r of rows) {
      const shape = `${r.top}:${r.n}`;
      this.newest = Math.max(this.newest, Number(r.top));
      if (this.seen.get(r.merchantId) === shape) continue;
      this.seen.set(r.merchantId, shape);
      const merchant = await this.ctx.merchants.byId(this.ctx.sql, r.merchantId);
      const list = await rankList(this.ctx.sql, merchant);
      const board = list.map((w) => w.id).join(',');
      if (this.sent.get(r.merchantId) === board) continue;
      this.sent.set(r.merchantId, board);
      // Volatile: a socket that cannot take it now refetches the board when it reconnects.
      if (send) this.io.to(merchantRoom(r.merchantId)).volatile.emit('winners:updated', { list });
    }
  }

  stop() {
    this.sub?.unsubscribe();
    this.sub = null;
  }
}

/** Every member socket joins its merchant's room (the host's merchant, as the handshake found it). */
export const winnersHandlers: SocketHandlers<Ctx> = (socket) => {
  void socket.join(merchantRoom(socket.data.merchantId));
};
