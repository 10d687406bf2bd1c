import postgres from 'postgres';
import type { Config } from '../config.js';
import { startEmbedded } from './embedded.js';

export type Sql = postgres.Sql<Record<string, never>>;
export type Tx = postgres.TransactionSql<Record<string, never>>;
/** Either the pool or an open transaction: services take this so callers choose the boundary. */
export type Db = Sql | Tx;
/** A piece of SQL built with the tagged template, spliced into another query. */
export type Fragment = postgres.PendingQuery<postgres.Row[]>;

export interface Database {
  sql: Sql;
  /** `embedded` when PGlite serves the data directory, `server` for DATABASE_URL. */
  mode: 'embedded' | 'server';
  close(): Promise<void>;
}

/**
 * One driver (postgres.js) both ways. The embedded PGlite is a single-session database, so
 * the pool keeps exactly one connection: concurrent requests queue instead of interleaving
 * inside another request's transaction.
 */
export async function openDatabase(config: Config): Promise<Database> {
  const onnotice = () => {};
  if (config.databaseUrl) {
    const sql = postgres(config.databaseUrl, { max: 10, onnotice, transform: postgres.camel }) as unknown as Sql;
    return { sql, mode: 'server', close: () => sql.end({ timeout: 5 }) };
  }
  const embedded = await startEmbedded(config.dataDir);
  const sql = postgres(embedded.url, { max: 1, onnotice, transform: postgres.camel, idle_timeout: 0 }) as unknown as Sql;
  return {
    sql,
    mode: 'embedded',
    close: async () => {
      await sql.end({ timeout: 5 });
      await embedded.stop();
    },
  };
}
