import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Four projects: `unit` (tests beside the code), `integration` (the real gateway on a real
 * PostgreSQL), `e2e` (the built site in headless Chromium) and `serial` (files that start gateway
 * processes of their own, kill them, or time what several nodes do: they run one at a time).
 * They run in three steps (sequence.groupOrder): unit on every core; then integration and e2e,
 * one file at a time; then serial. Running integration beside e2e (two processes) was measured
 * on 2 cores: both slowed by more than they overlapped (the browser tests starve).
 *
 * On a PostgreSQL server (TEST_DATABASE_URL) each worker of integration and e2e works in its own
 * copy of the run's database (tests/support/database.ts), so the two projects never see each
 * other's rows, and the files of a worker share one gateway and one browser (`isolate: false`;
 * sharedGateway, useE2E): each file makes its own merchant and users. TEST_SHARE=0 gives every
 * file its own again (to tell a test's own failure from one another file's leftovers caused).
 * TEST_WORKERS (default 1) runs that many files of each project at once: on a 2-core machine the
 * browser tests are CPU-bound and more workers only make each test slower.
 * The embedded PGlite has one database and one connection, so there every file runs alone.
 */
const onServer = Boolean(process.env.TEST_DATABASE_URL);
const workers = onServer ? Number(process.env.TEST_WORKERS ?? 1) : 1;
const share = onServer && process.env.TEST_SHARE !== '0';

/** Files that boot, kill or time gateway processes of their own (the bench smoke run among them). */
const SERIAL = [
  'tests/bench/smoke.test.ts',
  'tests/integration/nodes.test.ts',
  'tests/integration/relay.test.ts',
  'tests/integration/start.test.ts',
  'tests/integration/migrate.test.ts',
  'tests/integration/claims-two-nodes.test.ts',
  'tests/integration/proxy.test.ts',
];

const shared = {
  globalSetup: ['tests/support/global-setup.ts'],
  isolate: !share,
  fileParallelism: workers > 1,
  maxWorkers: workers,
  sequence: { groupOrder: 1 },
  hookTimeout: 120_000,
  env: { TEST_SHARE_WORKER: share ? '1' : '' },
};

export default defineConfig({
  test: {
    // The usual report, then the slowest files (tests/support/slowest-files.ts).
    reporters: ['default', './tests/support/slowest-files.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/src/**/*.test.ts', 'machines/src/**/*.test.ts', 'gateway/src/**/*.test.ts', 'client/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Pure CPU work, nothing shared: one worker per core.
          maxWorkers: availableParallelism(),
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: { name: 'integration', include: ['tests/integration/**/*.test.ts'], exclude: SERIAL, ...shared, testTimeout: 30_000 },
      },
      {
        test: { name: 'e2e', include: ['tests/e2e/**/*.test.ts'], ...shared, testTimeout: 60_000 },
      },
      {
        test: {
          name: 'serial',
          include: SERIAL,
          globalSetup: ['tests/support/global-setup.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 2 },
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
