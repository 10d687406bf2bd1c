import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testDatabaseUrl } from '../support/database.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { migrate, MigrationError, type Sql } from '@wl/gateway';
import { startEmbedded } from '../../gateway/src/db/embedded.js';
import { findMigrations } from '../../gateway/src/db/migrate.js';

/**
 * A database of the test's own: a schema of its own on the PostgreSQL server, or (on the
 * embedded fallback, whose one session is shared by every test file) a private embedded one.
 */
async function privateDatabase(): Promise<{ sql: Sql; cleanup: () => Promise<void> }> {
  if (inject('databaseMaxConnections') > 1) {
    const schema = `mig_${randomBytes(4).toString('hex')}`;
    const url = await testDatabaseUrl();
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create schema ${schema}`);
    await admin.end();
    const sql = postgres(url, { max: 1, onnotice: () => {}, connection: { search_path: schema } }) as unknown as Sql;
    return {
      sql,
      cleanup: async () => {
        await sql.unsafe(`drop schema ${schema} cascade`);
        await sql.end();
      },
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-mig-db-'));
  const db = await startEmbedded(dataDir);
  const sql = postgres(db.url, { max: 1, onnotice: () => {} }) as unknown as Sql;
  return {
    sql,
    cleanup: async () => {
      await sql.end();
      await db.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Migrations are applied once and checksummed: a file whose SQL was edited after it ran, or an
 * applied file missing from the build, stops the boot (its comments may be reworded). Each module
 * keeps its own (`<module>/migrations/`), applied in one order by number. Runs with files of its own in a database of its own.
 */
describe('migrations', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-mig-'));
  let sql: Sql;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ sql, cleanup } = await privateDatabase());
  });
  afterAll(async () => {
    await cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const at = (name: string, module = 'a') => path.join(dir, module, 'migrations', name);
  const write = (name: string, text: string, module = 'a') => {
    fs.mkdirSync(path.dirname(at(name, module)), { recursive: true });
    fs.writeFileSync(at(name, module), text);
  };

  it('applies new files once, in order', async () => {
    write('001_a.sql', 'create table a (id int);');
    write('002_b.sql', 'create table b (id int);');
    expect(await migrate(sql, dir)).toEqual(['001_a.sql', '002_b.sql']);
    expect(await migrate(sql, dir)).toEqual([]);
    write('003_c.sql', 'create table c (id int);');
    expect(await migrate(sql, dir)).toEqual(['003_c.sql']);
  });

  it('refuses a migration edited after it was applied, and accepts it restored', async () => {
    write('002_b.sql', 'create table b (id int, extra text);');
    await expect(migrate(sql, dir)).rejects.toThrow(MigrationError);
    await expect(migrate(sql, dir)).rejects.toThrow('002_b.sql was edited');
    write('002_b.sql', 'create table b (id int);');
    expect(await migrate(sql, dir)).toEqual([]);
  });

  it('accepts a migration whose comments alone were edited after it was applied', async () => {
    write('002_b.sql', '-- Table b.\n\ncreate table b (id int); -- one column\n');
    expect(await migrate(sql, dir)).toEqual([]);
    write('002_b.sql', 'create table b (id int);');
    expect(await migrate(sql, dir)).toEqual([]);
  });

  it('refuses when an applied migration is missing from the build', async () => {
    fs.renameSync(at('003_c.sql'), at('003_c.sql.off'));
    await expect(migrate(sql, dir)).rejects.toThrow('missing from this build: 003_c.sql');
    fs.renameSync(at('003_c.sql.off'), at('003_c.sql'));
    expect(await migrate(sql, dir)).toEqual([]);
  });

  it('records the checksum of rows applied before checksums were kept', async () => {
    await sql`update schema_migrations set checksum = null where name = '001_a.sql'`;
    expect(await migrate(sql, dir)).toEqual([]);
    const [row] = await sql<{ checksum: string | null }[]>`select checksum from schema_migrations where name = '001_a.sql'`;
    expect(row!.checksum).toMatch(/^[0-9a-f]{64}$/);
  });

  it('applies the migrations of every module in one order, by number', async () => {
    write('005_e.sql', 'create table e (id int);', 'a');
    write('004_d.sql', 'create table d (id int);', 'b');
    expect(await migrate(sql, dir)).toEqual(['004_d.sql', '005_e.sql']);
  });

  it('a file moved to another module is the same migration', async () => {
    fs.mkdirSync(path.join(dir, 'c', 'migrations'), { recursive: true });
    fs.renameSync(at('004_d.sql', 'b'), at('004_d.sql', 'c'));
    expect(await migrate(sql, dir)).toEqual([]);
  });

  it('refuses two migrations with one number, in one module or in two, before applying anything', async () => {
    write('006_f.sql', 'create table f (id int);', 'a');
    write('006_g.sql', 'create table g (id int);', 'b');
    await expect(migrate(sql, dir)).rejects.toThrow(MigrationError);
    await expect(migrate(sql, dir)).rejects.toThrow(/a\/migrations\/006_f\.sql and b\/migrations\/006_g\.sql share the number 6/);
    fs.renameSync(at('006_g.sql', 'b'), at('006_g.sql', 'a'));
    await expect(migrate(sql, dir)).rejects.toThrow('share the number 6');
    expect(await sql`select 1 from schema_migrations where name like '006%'`).toHaveLength(0);
    fs.rmSync(at('006_g.sql', 'a'));
    expect(await migrate(sql, dir)).toEqual(['006_f.sql']);
  });

  it('refuses a migration whose name has no number', async () => {
    write('extra.sql', 'create table x (id int);', 'b');
    await expect(migrate(sql, dir)).rejects.toThrow('b/migrations/extra.sql must be named NNN_name.sql');
    fs.rmSync(at('extra.sql', 'b'));
  });
});

/**
 * The gateway's own migrations moved from one folder (db/migrations) into their modules with
 * their names and text unchanged: a database migrated from the one folder boots on the modules'
 * folders with nothing to apply and every recorded checksum still matching.
 */
describe("the gateway's migrations by module", () => {
  it('boots a database migrated from the one folder unchanged', async () => {
    const legacy = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-mig-legacy-'));
    const { sql, cleanup } = await privateDatabase();
    try {
      const all = findMigrations();
      expect(new Set(all.map((m) => path.basename(path.dirname(path.dirname(m.file))))).size).toBeGreaterThan(1);
      fs.mkdirSync(path.join(legacy, 'db', 'migrations'), { recursive: true });
      for (const m of all) fs.copyFileSync(m.file, path.join(legacy, 'db', 'migrations', m.name));
      expect(await migrate(sql, legacy)).toEqual(all.map((m) => m.name));
      const before = await sql`select name, checksum, applied_at from schema_migrations order by name`;
      expect(await migrate(sql)).toEqual([]);
      expect(await sql`select name, checksum, applied_at from schema_migrations order by name`).toEqual(before);
    } finally {
      await cleanup();
      fs.rmSync(legacy, { recursive: true, force: true });
    }
  }, 60_000);
});
