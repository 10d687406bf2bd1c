import fs from 'node:fs';
import path from 'node:path';
import type { Sql } from './index.js';
import { LEGACY_CHECKSUMS } from './migration-legacy-checksums.js';
import { rawChecksum, sqlChecksum } from './sql-text.js';

/** Each module keeps the SQL of its own tables: `modules/<module>/migrations/NNN_name.sql`. */
const MODULES = path.join(import.meta.dirname, '../modules');

/** The database and the code disagree about the schema's history: refuse to start. */
export class MigrationError extends Error {}

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
    for (const name of fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .sort()) {
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

/** What `schema_migrations` recorded for an applied file. */
export interface AppliedRow {
  /** The checksum of the file's raw text (rawChecksum) when it was applied, or null on rows older than checksums. */
  checksum: string | null;
  /** The checksum of its SQL without comments (sqlChecksum), or null on rows written before it was kept. */
  sql_checksum: string | null;
}

/**
 * Whether an applied file may boot as it is now, and what its row is missing. Only the SQL counts,
 * never its comments: a row with `sql_checksum` must match the file's SQL without comments. A row
 * written before `sql_checksum` was kept holds the raw checksum of the text it applied; it is
 * accepted when that is the file's raw checksum now, or when it is the file's raw checksum from
 * `legacy` (the text before its comments were reworded) and the SQL is still the same as then.
 * Anything else is a changed migration and refuses the boot. Returns the columns to fill in.
 */
export function checkApplied(
  name: string,
  row: AppliedRow,
  file: { raw: string; sql: string },
  legacy: Readonly<Record<string, { raw: string; sql: string }>> = LEGACY_CHECKSUMS,
): Partial<{ checksum: string; sql_checksum: string }> {
  const edited = () => new MigrationError(`migration ${name} was edited after it was applied; add a new migration instead`);
  if (row.sql_checksum !== null) {
    if (row.sql_checksum !== file.sql) throw edited();
    return row.checksum === null ? { checksum: file.raw } : {};
  }
  if (row.checksum === null) return { checksum: file.raw, sql_checksum: file.sql };
  const before = legacy[name];
  const same = row.checksum === file.raw || (before !== undefined && row.checksum === before.raw && before.sql === file.sql);
  if (!same) throw edited();
  return { sql_checksum: file.sql };
}

/**
 * Applies every module's migrations (findMigrations) in order, each once, in one transaction
 * under an advisory lock (several gateway nodes may start together). Each applied file's
 * checksums are kept (checkApplied): a file whose SQL changed after it was applied, or an applied
 * file missing from this build, stops the boot, since the schema would no longer be what the code
 * was tested against. Comments may be reworded freely. Rows applied before a checksum was kept
 * get it recorded on the next boot.
 */
export async function migrate(sql: Sql, modulesDir = MODULES, legacy = LEGACY_CHECKSUMS): Promise<string[]> {
  const migrations = findMigrations(modulesDir);
  const applied: string[] = [];
  await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(7243001)`;
    await tx`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`;
    await tx`alter table schema_migrations add column if not exists checksum text`;
    await tx`alter table schema_migrations add column if not exists sql_checksum text`;
    // `sqlsum`: a name no column transform rewrites (the gateway's pool turns snake_case to camelCase, a bare client does not).
    const rows = await tx<
      { name: string; checksum: string | null; sqlsum: string | null }[]
    >`select name, checksum, sql_checksum as sqlsum from schema_migrations`;
    const done = new Map(rows.map((r): [string, AppliedRow] => [r.name, { checksum: r.checksum, sql_checksum: r.sqlsum }]));
    const names = new Set(migrations.map((m) => m.name));
    const missing = [...done.keys()].filter((name) => !names.has(name));
    if (missing.length > 0) throw new MigrationError(`applied migration(s) missing from this build: ${missing.join(', ')}`);
    for (const { name, file } of migrations) {
      const text = fs.readFileSync(file, 'utf8');
      const sums = { raw: rawChecksum(text), sql: sqlChecksum(text) };
      const row = done.get(name);
      if (row) {
        const fill = checkApplied(name, row, sums, legacy);
        if (fill.checksum) await tx`update schema_migrations set checksum = ${fill.checksum} where name = ${name}`;
        if (fill.sql_checksum) await tx`update schema_migrations set sql_checksum = ${fill.sql_checksum} where name = ${name}`;
        continue;
      }
      await tx.unsafe(text);
      await tx`insert into schema_migrations (name, checksum, sql_checksum) values (${name}, ${sums.raw}, ${sums.sql})`;
      applied.push(name);
    }
  });
  return applied;
}
