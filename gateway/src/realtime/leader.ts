import postgres from 'postgres';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Session advisory lock of the relays' leader (docs/REALTIME.md "Many nodes"). Lock keys share
 * one space per database (migrations 7243001, seed 7243004, ...): this one is apart.
 */
export const RELAY_LEADER_LOCK = 7243090;

export interface LeaderHooks {
  /** This node now holds the lock: start the relays. */
  elected(): Promise<void>;
  /** This node lost the lock (or is stopping): stop the relays. */
  deposed(): Promise<void>;
}

/**
 * One node at a time runs the event relay (and the winners relay) when several share fan-out
 * through Redis. The leader holds a *session* advisory lock on a connection of its own: when the
 * node dies, its connection drops and PostgreSQL releases the lock, and another node's next try
 * (every `everyMs`) takes it. While leading, the node checks every `everyMs` that the connection
 * holding the lock is still the same backend; a failed check or a replaced connection (the driver
 * reconnects transparently, without the lock) deposes it at once.
 *
 * Two leaders can overlap for at most about one check interval (the old one has not noticed yet
 * that its connection is gone): they then both push the same rows, which clients drop as
 * duplicates by sequence. Never zero leaders for longer than a check interval while a node lives.
 */
export class Leadership {
  private conn: postgres.Sql;
  private pid: number | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private ticking: Promise<void> = Promise.resolve();
  private lastError = 0;

  constructor(
    databaseUrl: string,
    private log: FastifyBaseLogger,
    private hooks: LeaderHooks,
    private everyMs = 1000,
  ) {
    // One connection that lives as long as the node: no idle timeout, no maximum lifetime (the
    // driver's default would recycle it, and the lock with it, every 30 to 60 minutes).
    this.conn = postgres(databaseUrl, { max: 1, idle_timeout: 0, max_lifetime: null, connect_timeout: 5, onnotice: () => {} });
  }

  get leading(): boolean {
    return this.pid !== null;
  }

  start() {
    this.schedule(0);
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.ticking = this.tick().finally(() => this.schedule(this.everyMs));
    }, ms);
  }

  private async tick() {
    try {
      if (this.pid === null) {
        const [row] = await this.conn<{ ok: boolean; pid: number }[]>`select pg_try_advisory_lock(${RELAY_LEADER_LOCK}) as ok, pg_backend_pid() as pid`;
        if (!row?.ok || this.stopped) return;
        this.pid = row.pid;
        this.log.info({ pid: row.pid }, 'relay leadership taken');
        await this.hooks.elected();
      } else {
        const [row] = await this.conn<{ pid: number }[]>`select pg_backend_pid() as pid`;
        if (row?.pid !== this.pid) await this.stepDown('the connection holding the lock was replaced');
      }
    } catch (err) {
      if (this.pid !== null) await this.stepDown('the lock connection failed', err);
      else if (Date.now() - this.lastError > 10_000) {
        this.lastError = Date.now();
        this.log.warn({ err }, 'relay leadership: could not try the lock; retrying');
      }
    }
  }

  private async stepDown(why: string, err?: unknown) {
    this.pid = null;
    this.log.warn({ err, why }, 'relay leadership lost');
    await this.hooks.deposed().catch((e: unknown) => this.log.error({ err: e }, 'relay leadership: stopping the relays failed'));
    // The session may still be alive (a failed statement, not a dropped link): let the lock go so
    // another node can take it; if the link is gone the server released it already.
    await this.conn`select pg_advisory_unlock_all()`.catch(() => undefined);
  }

  /** Gives the lock up (graceful shutdown): another node takes over within one interval. */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.ticking;
    if (this.pid !== null) {
      this.pid = null;
      await this.hooks.deposed().catch(() => undefined);
    }
    await this.conn.end({ timeout: 2 }).catch(() => undefined);
  }
}
