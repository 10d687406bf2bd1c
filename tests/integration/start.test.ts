import { afterAll, describe, expect, inject, it } from 'vitest';
import { testDatabaseUrl } from '../support/database.js';
import { freePort } from '../../gateway/src/db/embedded.js';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// `npm start` runs the gateway as plain JavaScript bundled by gateway/scripts/build.mjs, not
// through tsx: this builds that bundle and starts it as `npm start` does.
const root = path.resolve(import.meta.dirname, '../..');
let child: ChildProcess | undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-start-'));
afterAll(async () => {
  if (child && child.exitCode === null) {
    await new Promise((r) => {
      child!.once('exit', r);
      child!.kill('SIGTERM');
    });
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('bundles the gateway to JavaScript that serves the API and prints where it is ready', async () => {
    execFileSync(process.execPath, ['gateway/scripts/build.mjs'], { cwd: root, stdio: 'pipe' });
    const bundle = path.join(root, 'gateway/dist/main.js');
    expect(fs.existsSync(bundle)).toBe(true);
    // Our workspaces are inside the bundle; npm packages (native argon2, PGlite) are not.
    const code = fs.readFileSync(bundle, 'utf8');
    expect(code).not.toMatch(/from ["']@wl\//);
    expect(code).toMatch(/from ["']fastify["']/);

    // A port the kernel just handed out free (a fixed range collided with the local ports of
    // connections other tests had open: EADDRINUSE).
    const port = await freePort();
    // The run's database when it is a server; the embedded one serves one session, so own data then.
    const db = inject('databaseMaxConnections') > 1 ? { DATABASE_URL: await testDatabaseUrl() } : { DATA_DIR: dataDir };
    child = spawn(process.execPath, [bundle], {
      cwd: root,
      env: { ...process.env, ...db, PORT: String(port), SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    const ready = await new Promise<string>((resolve, reject) => {
      child!.stdout!.on('data', () => {
        const line = out.split('\n').find((l) => l.startsWith('ready at '));
        if (line) resolve(line);
      });
      child!.once('exit', (code) => reject(new Error(`gateway exited (${code}) before ready:\n${out}`)));
    });
    expect(ready).toBe(`ready at http://localhost:${port}`);
    const res = await fetch(`http://127.0.0.1:${port}/wps/system/status`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, code: 'OK' });
  }, 120_000);
});
