import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { migrate, MigrationError, type Sql } from '@wl/gateway';
import { startEmbedded } from '../../gateway/src/db/embedded.js';

/**
 * Migrations are applied once and checksummed: a file edited after it ran, or an applied file
 * missing from the build, stops the boot. Runs with files of its own in a schema of its own on
 * the PostgreSQL server, or (on the embedded fallback, whose one session is shared by every
 * test file) in a private embedded database.
 */
describe('migrations', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-mig-'));
  let sql: Sql;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    if (inject('databaseMaxConnections') > 1) {
      const schema = `mig_${randomBytes(4).toString('hex')}`;
      const admin = postgres(inject('databaseUrl'), { max: 1, onnotice: () => {} });
      await admin.unsafe(`create schema ${schema}`);
      await admin.end();
      sql = postgres(inject('databaseUrl'), { max: 1, onnotice: () => {}, connection: { search_path: schema } }) as unknown as Sql;
      cleanup = async () => {
        await sql.unsafe(`drop schema ${schema} cascade`);
        await sql.end();
      };
    } else {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-mig-db-'));
      const db = await startEmbedded(dataDir);
      sql = postgres(db.url, { max: 1, onnotice: () => {} }) as unknown as Sql;
      cleanup = async () => {
        await sql.end();
        await db.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      };
    }
  });
  afterAll(async () => {
    await cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);

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

  it('refuses when an applied migration is missing from the build', async () => {
    fs.renameSync(path.join(dir, '003_c.sql'), path.join(dir, '003_c.sql.off'));
    await expect(migrate(sql, dir)).rejects.toThrow('missing from this build: 003_c.sql');
    fs.renameSync(path.join(dir, '003_c.sql.off'), path.join(dir, '003_c.sql'));
    expect(await migrate(sql, dir)).toEqual([]);
  });

  it('records the checksum of rows applied before checksums were kept', async () => {
    await sql`update schema_migrations set checksum = null where name = '001_a.sql'`;
    expect(await migrate(sql, dir)).toEqual([]);
    const [row] = await sql<{ checksum: string | null }[]>`select checksum from schema_migrations where name = '001_a.sql'`;
    expect(row!.checksum).toMatch(/^[0-9a-f]{64}$/);
  });
});
