/**
 * The whole test suite in three steps, as `npm test` runs it after the checks:
 *   1. unit, on every core;
 *   2. integration and e2e at the same time, as two Vitest processes of one worker each;
 *   3. serial (files that start, kill or time gateway processes of their own), alone.
 *
 * Why two processes in step 2 and not one Vitest with two workers: Vitest keeps a worker (and so
 * the gateway and browser its files share) only while the next queued file is of the same project,
 * and queues one project's files after the other's, so one run with two workers would start two
 * browsers side by side and then two gateways, never one of each. A browser test keeps about 1.5
 * cores busy and an integration test about 1.2: side by side they fill each other's waits on a
 * 2-core machine. Each process works in its own copies of the run's database (tests/support).
 *
 * Arguments are passed to every step's Vitest as file filters (`npx tsx tests/run-suite.ts home`):
 * a step none of whose files match passes empty.
 *
 * Every step runs even when one before it failed, so one report names every failure; the exit
 * code is non-zero when any failed. Lines of the two processes of step 2 interleave whole, each
 * already carrying its project's name. The run ends with the slowest files of all steps.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { describeSlowest, type FileTime } from './support/slowest-files.js';

const STEPS = [['unit'], ['integration', 'e2e'], ['serial']];
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

const results: StepResult[] = [];
const suiteStarted = Date.now();
for (const step of STEPS) results.push(...(await Promise.all(step.map(run))));
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
console.log('Test steps (wall time; integration and e2e ran side by side):');
for (const r of results) console.log(`  ${(r.ok ? 'passed' : `FAILED (${r.code})`).padEnd(6)}  ${r.seconds.toFixed(1).padStart(7)} s  ${r.project}`);
console.log(`  all steps ${wall.toFixed(1)} s\n`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
