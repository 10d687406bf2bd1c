import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Sql } from './index.js';

/** Each module keeps the SQL of its own tables: `modules/<module>/migrations/NNN_name.sql`. */
const MODULES = path.join(import.meta.dirname, '../modules');

/** The database and the code disagree about the schema's history: refuse to start. */
export class MigrationError extends Error {}

const checksum = (text: string) => createHash('sha256').update(text.replace(/\r\n/g, '\n')).digest('hex');

const NAME = /^(\d+)_[\w.-]+\.sql$/;

/**
 * Every module's migrations, in the one global order of their numbers. A file's name is its
 * identity in `schema_migrations`, so the folder a file sits in does not matter (moving it to
 * another module changes nothing for a database that applied it), while its number must be
 * unique across all modules: two files with one number would have no order between them.
 */
export function findMigrations(modulesDir = MODULES): { name: string; file: string }[] {
  const found: { name: string; file: string; n: number }[] = [];
  for (const module of fs.readdirSync(modulesDir).sort()) {
    const dir = path.join(modulesDir, module, 'migrations');
    if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) continue;
    for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.sql')).sort()) {
      const m = NAME.exec(name);
      if (!m) throw new MigrationError(`migration ${module}/migrations/${name} must be named NNN_name.sql`);
      found.push({ name, file: path.join(dir, name), n: Number(m[1]) });
    }
  }
  found.sort((a, b) => a.n - b.n);
  for (let i = 1; i < found.length; i++) {
    const [a, b] = [found[i - 1]!, found[i]!];
    if (a.n === b.n) {
      const where = (x: typeof a) => path.relative(modulesDir, x.file);
      throw new MigrationError(`migrations ${where(a)} and ${where(b)} share the number ${a.n}; give the newer one the next free number`);
    }
  }
  return found.map(({ name, file }) => ({ name, file }));
}

/**
 * Applies every module's migrations (findMigrations) in order, each once, in one transaction
 * under an advisory lock (several gateway nodes may start together). Each applied file's
 * checksum is kept, and a file edited after it was applied, or an applied file missing from
 * this build, stops the boot: the schema would no longer be what the code was tested against.
 * Rows applied before checksums were kept get theirs recorded on the next boot.
 */
export async function migrate(sql: Sql, modulesDir = MODULES): Promise<string[]> {
  const migrations = findMigrations(modulesDir);
  const applied: string[] = [];
  await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(7243001)`;
    await tx`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`;
    await tx`alter table schema_migrations add column if not exists checksum text`;
    const done = new Map((await tx<{ name: string; checksum: string | null }[]>`select name, checksum from schema_migrations`).map((r) => [r.name, r.checksum]));
    const names = new Set(migrations.map((m) => m.name));
    const missing = [...done.keys()].filter((name) => !names.has(name));
    if (missing.length > 0) throw new MigrationError(`applied migration(s) missing from this build: ${missing.join(', ')}`);
    for (const { name, file } of migrations) {
      const text = fs.readFileSync(file, 'utf8');
      const sum = checksum(text);
      if (done.has(name)) {
        const recorded = done.get(name);
        if (recorded && recorded !== sum) throw new MigrationError(`migration ${name} was edited after it was applied; add a new migration instead`);
        if (!recorded) await tx`update schema_migrations set checksum = ${sum} where name = ${name}`;
        continue;
      }
      await tx.unsafe(text);
      await tx`insert into schema_migrations (name, checksum) values (${name}, ${sum})`;
      applied.push(name);
    }
  });
  return applied;
}
