import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from './index.js';
import { freePort } from './embedded.js';
import { checkApplied, findMigrations, migrate, MigrationError } from './migrate.js';
import { LEGACY_CHECKSUMS } from './migration-legacy-checksums.js';
import { rawChecksum, sqlChecksum, stripSqlComments } from './sql-text.js';

describe('stripSqlComments', () => {
  it('drops whole-line and trailing comments, blank lines and spaces at line ends', () => {
    const text = '-- a table\r\n\ncreate table a (  \n  id int, -- the key\n\n  -- more\n  n int\n);\n';
    expect(stripSqlComments(text)).toBe('create table a (\n  id int,\n  n int\n);');
  });

  it('keeps a -- inside a string literal or a quoted identifier', () => {
    const text = "insert into t values ('a -- b', 'it''s -- c'); -- gone\nselect \"x--y\" from t;";
    expect(stripSqlComments(text)).toBe("insert into t values ('a -- b', 'it''s -- c');\nselect \"x--y\" from t;");
  });

  it('keeps a line starting with -- inside a literal that spans lines', () => {
    expect(stripSqlComments("select 'one\n-- two';")).toBe("select 'one\n-- two';");
  });

  it('changes the checksum for SQL changes only', () => {
    const base = '-- Members.\ncreate table m (id int); -- key\n';
    expect(sqlChecksum('-- Reworded: the members.\n\ncreate table m (id int);   -- the key\n')).toBe(sqlChecksum(base));
    expect(sqlChecksum('-- Members.\ncreate table m (id bigint); -- key\n')).not.toBe(sqlChecksum(base));
    expect(rawChecksum('-- Reworded.\ncreate table m (id int); -- key\n')).not.toBe(rawChecksum(base));
  });
});

describe('checkApplied', () => {
  const before = '-- The members (old words).\ncreate table m (id int);\n';
  const after = '-- The members, reworded.\ncreate table m (id int);\n';
  const changed = '-- The members (old words).\ncreate table m (id bigint);\n';
  const sums = (text: string) => ({ raw: rawChecksum(text), sql: sqlChecksum(text) });
  const legacy = { '001_m.sql': sums(before) };

  it('accepts a comment-only edit on a row that has the SQL checksum', () => {
    expect(checkApplied('001_m.sql', { checksum: rawChecksum(before), sql_checksum: sqlChecksum(before) }, sums(after), {})).toEqual({});
  });

  it('refuses an SQL edit, whatever the row holds', () => {
    expect(() => checkApplied('001_m.sql', { checksum: rawChecksum(before), sql_checksum: sqlChecksum(before) }, sums(changed), legacy)).toThrow(
      MigrationError,
    );
    expect(() => checkApplied('001_m.sql', { checksum: rawChecksum(before), sql_checksum: null }, sums(changed), legacy)).toThrow('001_m.sql was edited');
    expect(() => checkApplied('001_m.sql', { checksum: rawChecksum(before), sql_checksum: null }, sums(after), {})).toThrow('001_m.sql was edited');
  });

  it('upgrades a row with the raw checksum of the current text or of the legacy text', () => {
    expect(checkApplied('001_m.sql', { checksum: rawChecksum(after), sql_checksum: null }, sums(after), {})).toEqual({ sql_checksum: sqlChecksum(after) });
    expect(checkApplied('001_m.sql', { checksum: rawChecksum(before), sql_checksum: null }, sums(after), legacy)).toEqual({ sql_checksum: sqlChecksum(after) });
  });

  it('refuses a legacy row whose file changed its SQL since the legacy text', () => {
    const legacyChanged = { '001_m.sql': { raw: rawChecksum(before), sql: sqlChecksum(changed) } };
    expect(() => checkApplied('001_m.sql', { checksum: rawChecksum(before), sql_checksum: null }, sums(after), legacyChanged)).toThrow(MigrationError);
  });

  it('records both checksums on a row older than checksums', () => {
    expect(checkApplied('001_m.sql', { checksum: null, sql_checksum: null }, sums(after))).toEqual({
      checksum: rawChecksum(after),
      sql_checksum: sqlChecksum(after),
    });
    expect(checkApplied('001_m.sql', { checksum: null, sql_checksum: sqlChecksum(after) }, sums(after))).toEqual({ checksum: rawChecksum(after) });
  });
});

describe('the legacy checksums', () => {
  it("cover every migration the gateway had when they were recorded, with each one's SQL unchanged since", () => {
    const files = new Map(findMigrations().map((m) => [m.name, m.file]));
    for (const [name, sums] of Object.entries(LEGACY_CHECKSUMS)) {
      expect(files.has(name), name).toBe(true);
      expect(sqlChecksum(fs.readFileSync(files.get(name)!, 'utf8')), name).toBe(sums.sql);
    }
  });
});

/** migrate() itself on an in-memory PGlite, served on a loopback port to the normal driver. */
describe('migrate on a database', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-mig-unit-'));
  let db: PGlite;
  let server: PGLiteSocketServer;
  let sql: Sql;
  beforeAll(async () => {
    db = await PGlite.create();
    const port = await freePort();
    server = new PGLiteSocketServer({ db, port, host: '127.0.0.1' });
    await server.start();
    sql = postgres(`postgres://postgres@127.0.0.1:${port}/postgres?sslmode=disable`, { max: 1, onnotice: () => {} }) as unknown as Sql;
  }, 60_000);
  afterAll(async () => {
    await sql?.end();
    await server?.stop();
    await db?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const write = (name: string, text: string) => {
    fs.mkdirSync(path.join(dir, 'm', 'migrations'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'm', 'migrations', name), text);
  };
  const row = async (name: string) =>
    (await sql<{ checksum: string | null; sql_checksum: string | null }[]>`select checksum, sql_checksum from schema_migrations where name = ${name}`)[0]!;

  it('accepts a comment-only edit of an applied migration', async () => {
    write('001_a.sql', '-- Table a.\ncreate table a (id int); -- the key\n');
    expect(await migrate(sql, dir, {})).toEqual(['001_a.sql']);
    write('001_a.sql', '-- Table a, with its comments reworded.\n\ncreate table a (id int);\n');
    expect(await migrate(sql, dir, {})).toEqual([]);
  });

  it('refuses an SQL edit of an applied migration, and boots again once it is restored', async () => {
    write('001_a.sql', '-- Table a.\ncreate table a (id bigint);\n');
    await expect(migrate(sql, dir, {})).rejects.toThrow('001_a.sql was edited');
    write('001_a.sql', '-- Table a.\ncreate table a (id int);\n');
    expect(await migrate(sql, dir, {})).toEqual([]);
  });

  it('upgrades a row recorded by an older build, whose file then had its comments reworded', async () => {
    const old = '-- Table b (old words).\ncreate table b (id int);\n';
    write('002_b.sql', old);
    expect(await migrate(sql, dir, {})).toEqual(['002_b.sql']);
    // As an older build left it: the raw checksum of the text it applied, no SQL checksum.
    await sql`update schema_migrations set sql_checksum = null where name = '002_b.sql'`;
    const reworded = '-- Table b, reworded.\ncreate table b (id int);\n';
    write('002_b.sql', reworded);
    await expect(migrate(sql, dir, {})).rejects.toThrow('002_b.sql was edited');
    const legacy = { '002_b.sql': { raw: rawChecksum(old), sql: sqlChecksum(old) } };
    expect(await migrate(sql, dir, legacy)).toEqual([]);
    expect(await row('002_b.sql')).toEqual({ checksum: rawChecksum(old), sql_checksum: sqlChecksum(reworded) });
    // Upgraded, the row no longer needs the legacy entry; an SQL edit is still refused.
    expect(await migrate(sql, dir, {})).toEqual([]);
    write('002_b.sql', '-- Table b, reworded.\ncreate table b (id int, n int);\n');
    await expect(migrate(sql, dir, legacy)).rejects.toThrow(MigrationError);
    write('002_b.sql', reworded);
  });

  it('records the checksums of rows applied before checksums were kept', async () => {
    await sql`update schema_migrations set checksum = null, sql_checksum = null where name = '001_a.sql'`;
    expect(await migrate(sql, dir, {})).toEqual([]);
    const text = fs.readFileSync(path.join(dir, 'm', 'migrations', '001_a.sql'), 'utf8');
    expect(await row('001_a.sql')).toEqual({ checksum: rawChecksum(text), sql_checksum: sqlChecksum(text) });
  });
});
