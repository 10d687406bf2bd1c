/**
 * The whole test suite, as `npm test` runs it after the checks:
 *   1. unit, alone, on every core (pure CPU work: beside anything else its property tests starve);
 *   2. then two lanes side by side: integration then serial (files that start, kill or time
 *      gateway processes of their own); and e2e (the built site in Chromium).
 * A browser test keeps about 1.5 cores busy and an integration test about 1.2: side by side they
 * fill each other's waits on a 2-core machine, and the two lanes take about as long.
 *
 * Why two Vitest processes and not one with two workers: Vitest keeps a worker (and so the gateway
 * and browser its files share) only while the next queued file is of the same project, and queues
 * one project's files after the other's, so one run with two workers would start two browsers
 * side by side and then two gateways, never one of each. Each process works in its own copies of
 * the run's database (tests/support/database.ts).
 *
 * Arguments are passed to every Vitest as file filters (`npx tsx tests/run-suite.ts home`): a
 * project none of whose files match passes empty.
 *
 * Every project runs even when one before it failed, so one report names every failure; the exit
 * code is non-zero when any failed. Lines of the two lanes interleave whole, each already carrying
 * its project's name. The run ends with the slowest files of all projects.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { describeSlowest, type FileTime } from './support/slowest-files.js';

/** Stages one after another; the lanes of a stage side by side; a lane's projects in order. */
const STAGES = [[['unit']], [['integration', 'serial'], ['e2e']]];
const filters = process.argv.slice(2);
const timings = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wl-suite-')), 'files.jsonl');

interface StepResult {
  project: string;
  ok: boolean;
  code: number | string | null;
  seconds: number;
}

function run(project: string): Promise<StepResult> {
  const started = Date.now();
  const args = ['node_modules/vitest/vitest.mjs', 'run', '--project', project, ...(filters.length ? ['--passWithNoTests', ...filters] : [])];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, SUITE_TIMINGS: timings } });
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const)
    createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => to.write(`${line}\n`));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => resolve({ project, ok: code === 0, code: code ?? signal, seconds: (Date.now() - started) / 1000 }));
  });
}

async function lane(projects: string[]): Promise<StepResult[]> {
  const done: StepResult[] = [];
  for (const project of projects) done.push(await run(project));
  return done;
}

const suiteStarted = Date.now();
const results: StepResult[] = [];
for (const lanes of STAGES) results.push(...(await Promise.all(lanes.map(lane))).flat());
const wall = (Date.now() - suiteStarted) / 1000;

const files: FileTime[] = fs.existsSync(timings)
  ? fs
      .readFileSync(timings, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as FileTime)
  : [];
fs.rmSync(path.dirname(timings), { recursive: true, force: true });
if (files.length) console.log(describeSlowest(files));
console.log('Test projects (wall time; e2e ran beside the others):');
for (const r of results) console.log(`  ${(r.ok ? 'passed' : `FAILED (${r.code})`).padEnd(6)}  ${r.seconds.toFixed(1).padStart(7)} s  ${r.project}`);
console.log(`  all steps ${wall.toFixed(1)} s\n`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
