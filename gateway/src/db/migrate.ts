import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Sql } from './index.js';

const DIR = path.join(import.meta.dirname, 'migrations');

/** The database and the code disagree about the schema's history: refuse to start. */
export class MigrationError extends Error {}

const checksum = (text: string) => createHash('sha256').update(text.replace(/\r\n/g, '\n')).digest('hex');

/**
 * Applies `migrations/NNN_name.sql` in order, each once, in one transaction under an advisory
 * lock (several gateway nodes may start together). Each applied file's checksum is kept, and
 * a file edited after it was applied, or an applied file missing from this build, stops the
 * boot: the schema would no longer be what the code was tested against. Rows applied before
 * checksums were kept get theirs recorded on the next boot.
 */
export async function migrate(sql: Sql, dir = DIR): Promise<string[]> {
  const applied: string[] = [];
  await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(7243001)`;
    await tx`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`;
    await tx`alter table schema_migrations add column if not exists checksum text`;
    const done = new Map((await tx<{ name: string; checksum: string | null }[]>`select name, checksum from schema_migrations`).map((r) => [r.name, r.checksum]));
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.sql')).sort();
    const missing = [...done.keys()].filter((name) => !files.includes(name));
    if (missing.length > 0) throw new MigrationError(`applied migration(s) missing from this build: ${missing.join(', ')}`);
    for (const file of files) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      const sum = checksum(text);
      if (done.has(file)) {
        const recorded = done.get(file);
        if (recorded && recorded !== sum) throw new MigrationError(`migration ${file} was edited after it was applied; add a new migration instead`);
        if (!recorded) await tx`update schema_migrations set checksum = ${sum} where name = ${file}`;
        continue;
      }
      await tx.unsafe(text);
      await tx`insert into schema_migrations (name, checksum) values (${file}, ${sum})`;
      applied.push(file);
    }
  });
  return applied;
}
