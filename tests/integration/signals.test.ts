import { describe, expect, inject, it } from 'vitest';
import postgres from 'postgres';
import { testDatabaseUrl } from '../support/database.js';
import { Signals } from '../../gateway/src/db/signals.js';
import type { Sql } from '../../gateway/src/db/index.js';

/**
 * The connection kept for NOTIFYs (db/signals.ts): a notification goes out while every other
 * connection of the pool is busy, and the connection goes back to the pool with synchronous
 * commits on (the asynchronous commit is the NOTIFY's own transaction's only).
 */
const embedded = inject('databaseMaxConnections') === 1;

describe.skipIf(embedded)('signals', () => {
  it('notifies past a busy pool, and leaves the connection as it found it', async () => {
    const url = await testDatabaseUrl();
    const sql = postgres(url, { max: 2, onnotice: () => {} }) as unknown as Sql;
    const listener = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const heard: string[] = [];
      const { unlisten } = await listener.listen('wl_signals_test', (p) => heard.push(p));
      const signals = new Signals(sql);
      await signals.notify('wl_signals_test', 'first');
      // The pool's other connection is busy for a second: a notify on the pool would wait for it.
      let busyDone = false;
      const busy = sql`select pg_sleep(1)`.then(() => void (busyDone = true));
      await signals.notify('wl_signals_test', 'second');
      expect(busyDone).toBe(false);
      while (heard.length < 2) await new Promise((r) => setTimeout(r, 10));
      expect(heard).toEqual(['first', 'second']);
      await busy;
      signals.close();
      await new Promise((r) => setTimeout(r, 50));
      // Both pool connections, the released one included, commit synchronously.
      const both = [await sql.reserve(), await sql.reserve()];
      const settings = await Promise.all(both.map((c) => c`show synchronous_commit`));
      expect(settings.map((r) => r[0]!.synchronous_commit)).toEqual(['on', 'on']);
      for (const c of both) c.release();
      await unlisten();
    } finally {
      await sql.end();
      await listener.end();
    }
  });
});
