import fs from 'node:fs';
import path from 'node:path';
import type { Sql } from './index.js';

const DIR = path.join(import.meta.dirname, 'migrations');

/**
 * Applies `migrations/NNN_name.sql` in order, each in its own transaction, once. An advisory
 * lock makes concurrent starts of several gateway nodes safe.
 */
export async function migrate(sql: Sql): Promise<string[]> {
  const applied: string[] = [];
  await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(7243001)`;
    await tx`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`;
    const done = new Set((await tx<{ name: string }[]>`select name from schema_migrations`).map((r) => r.name));
    const files = fs.readdirSync(DIR).filter((f) => f.endsWith('.sql')).sort();
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.unsafe(fs.readFileSync(path.join(DIR, file), 'utf8'));
      await tx`insert into schema_migrations (name) values (${file})`;
      applied.push(file);
    }
  });
  return applied;
}
