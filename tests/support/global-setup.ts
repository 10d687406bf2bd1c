import type { TestProject } from 'vitest/node';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { migrate, seed, type Sql } from '@wl/gateway';
import { dropCopies } from './database-copies.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    /** 1 for the single-session embedded database. */
    databaseMaxConnections: number;
    /** On a server: the name part of each worker's copy of the database (database.ts); '' for none. */
    databaseCopies: string;
  }
}

/**
 * One database for the run: TEST_DATABASE_URL when set (CI: a fresh database on the real
 * server); else a PostgreSQL container when a Docker engine answers; else the embedded PGlite.
 * It is migrated and seeded once; tests make their own users and merchants on top, each worker
 * in its own copy of it on a server (tests/support/database.ts), dropped again at the end.
 */
export default async function setup(project: TestProject) {
  let url = process.env.TEST_DATABASE_URL ?? '';
  let max = 4;
  const stops: Array<() => Promise<unknown>> = [];
  if (!url) url = await tryContainer(stops);
  if (!url) {
    const { startEmbedded } = await import('../../gateway/src/db/embedded.js');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-test-db-'));
    const embedded = await startEmbedded(dir);
    stops.push(
      () => embedded.stop(),
      async () => fs.rmSync(dir, { recursive: true, force: true }),
    );
    url = embedded.url;
    max = 1;
    console.warn('[tests] TEST_DATABASE_URL not set and no Docker engine: using the embedded PGlite.');
  }
  const sql = postgres(url, { max: 1, onnotice: () => {}, transform: postgres.camel }) as unknown as Sql;
  await migrate(sql);
  await seed(sql);
  await sql.end();
  project.provide('databaseUrl', url);
  project.provide('databaseMaxConnections', max);
  const copies = max > 1 ? project.name : '';
  project.provide('databaseCopies', copies);
  return async () => {
    if (copies) await dropCopies(url, copies);
    for (const stop of stops.reverse()) await stop();
  };
}

async function tryContainer(stops: Array<() => Promise<unknown>>): Promise<string> {
  if (!fs.existsSync('/var/run/docker.sock') && !process.env.DOCKER_HOST) return '';
  try {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const c = await new PostgreSqlContainer('postgres:16-alpine').start();
    stops.push(() => c.stop());
    return c.getConnectionUri();
  } catch (err) {
    console.warn(`[tests] Docker socket present but no container could start (${(err as Error).message}); falling back.`);
    return '';
  }
}
