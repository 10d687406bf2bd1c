import { spawn } from 'node:child_process';
import path from 'node:path';
import postgres from 'postgres';
import { expect, it } from 'vitest';

/**
 * The benchmarks are not tests, but they must keep running: one that broke with a schema change
 * went unnoticed for weeks. This runs `npm run bench`'s program with `--smoke` (every part, a
 * second each, small sizes) on a scratch database of the test server and holds it to what each
 * part checks of itself. Its figures mean nothing and are not looked at.
 */
const TESTS = path.resolve(import.meta.dirname, '..');
const SECTIONS = [
  '== start-up on the embedded database',
  '== first load of /',
  '== 50 concurrent clients',
  '== one free-play socket',
  '== game list over the demo catalogue',
  '== event appends',
  '== real time',
  '== ledger transfers',
  '== settlement',
];

function runSmoke(databaseUrl: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/run.ts', '--smoke'], {
      cwd: TESTS,
      env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

it('every benchmark runs to its end and its own checks hold (smoke sizes)', async () => {
  const server = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const admin = postgres(Object.assign(new URL(server), { pathname: '/postgres' }).toString(), { max: 1, onnotice: () => {} });
  const name = `wl_bench_smoke_${process.pid}_${Date.now()}`;
  await admin.unsafe(`create database ${name}`);
  let run: { code: number | null; out: string };
  try {
    run = await runSmoke(Object.assign(new URL(server), { pathname: `/${name}` }).toString());
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  const { code, out } = run;
  const context = `\n--- bench output ---\n${out.slice(-6000)}`;
  expect(code, `the bench exited with ${code}${context}`).toBe(0);
  for (const s of SECTIONS) expect(out, `missing section "${s}"${context}`).toContain(s);
  // What the benches check of themselves: nothing lost or doubled, books balanced, pay exact.
  expect(out).toMatch(/relay: handed on (\d+) of \1 committed events, 0 twice/);
  expect(out).toContain('member wallets off their postings: 0');
  expect(out).toMatch(/bare Argon2id verify loop\s+[1-9]\d* verifies\/s/);
  expect(out).toMatch(/check: paid (\d+) = 1% of the baseline's sums \1: yes; links = 2 x bets: yes/);
  const loadLines = out.split('\n').filter((l) => l.includes(' req/s '));
  expect(loadLines.length).toBeGreaterThanOrEqual(12);
  for (const l of loadLines) expect(l, `a load run had failures${context}`).toMatch(/non-2xx 0 {3}errors 0/);
}, 900_000);
