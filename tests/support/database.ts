import { inject } from 'vitest';
import { ensureCopy } from './database-copies.js';

/**
 * The database of this test worker. On a PostgreSQL server each worker of a project works in
 * its own copy of the run's migrated and seeded database (database-copies.ts), so files running
 * at once in different workers never see each other's rows, jobs or demo-site settings, while
 * the files of one worker share one database, one after another. The embedded PGlite has one
 * database and one connection: there the projects run one file at a time on it.
 */
let mine: Promise<string> | undefined;

export function testDatabaseUrl(): Promise<string> {
  const group = inject('databaseCopies');
  // The worker's number is stable for its life and unique among the workers running at once.
  mine ??= group ? ensureCopy(inject('databaseUrl'), group, process.env.VITEST_POOL_ID ?? '1') : Promise.resolve(inject('databaseUrl'));
  return mine;
}
