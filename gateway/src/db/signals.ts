import type postgres from 'postgres';
import type { Sql } from './index.js';

/**
 * One connection of the pool kept for the NOTIFYs nothing may queue behind: the event wake-ups
 * between nodes and the cache bus's pings. On the shared pool they waited behind every queued
 * query; in a burst of writes (each transaction waiting for its WAL flush) that was hundreds of
 * transactions, and pushes across nodes arrived seconds late while the caches, their pings late,
 * fell back to the database just when it was busiest.
 *
 * Each NOTIFY commits asynchronously (`synchronous_commit` off for its own transaction only, so
 * the connection goes back to the pool as it came): a NOTIFY's transaction stores
 * nothing, its notification goes out at commit either way, and one lost to a server crash costs
 * a relay scan or a cache reset, which both already handle. Notifications still arrive in commit
 * order, so a returned ping still proves every change committed before it was sent has arrived.
 */
export class Signals {
  private conn: Promise<postgres.ReservedSql<Record<string, never>>> | null = null;
  private closed = false;

  constructor(private readonly sql: Sql) {}

  async notify(channel: string, payload: string): Promise<void> {
    if (this.closed) return;
    this.conn ??= this.open();
    let conn: postgres.ReservedSql<Record<string, never>>;
    try {
      conn = await this.conn;
    } catch (err) {
      this.conn = null;
      throw err;
    }
    try {
      await conn`select set_config('synchronous_commit', 'off', true), pg_notify(${channel}, ${payload})`;
    } catch (err) {
      // A broken connection goes back to the pool (which replaces it); the next notify reserves anew.
      if (this.conn) {
        this.conn = null;
        conn.release();
      }
      throw err;
    }
  }

  private open() {
    return this.sql.reserve();
  }

  close() {
    this.closed = true;
    const conn = this.conn;
    this.conn = null;
    void conn?.then((c) => c.release()).catch(() => {});
  }
}
