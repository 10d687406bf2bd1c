import { defineConfig } from 'vitest/config';

/**
 * Four projects: `unit` (tests beside the code), `integration` (the real gateway on a real
 * PostgreSQL), `e2e` (the built site in headless Chromium) and `serial` (files that start gateway
 * processes of their own, kill them, or time what several nodes do: they run one at a time).
 *
 * On a PostgreSQL server (TEST_DATABASE_URL) integration and e2e run their files in parallel:
 * each worker works in its own copy of the run's database (tests/support/database.ts) and boots
 * one gateway and one browser that its files share (`isolate: false`; sharedGateway, useE2E).
 * The embedded PGlite has one database and one connection, so there every file runs alone.
 */
const onServer = Boolean(process.env.TEST_DATABASE_URL);
const workers = Number(process.env.TEST_WORKERS ?? 3);

/** Files that boot, kill or time gateway processes of their own. */
const SERIAL = [
  'tests/integration/nodes.test.ts',
  'tests/integration/relay.test.ts',
  'tests/integration/start.test.ts',
  'tests/integration/migrate.test.ts',
  'tests/integration/claims-two-nodes.test.ts',
];

const shared = {
  globalSetup: ['tests/support/global-setup.ts'],
  isolate: !onServer,
  fileParallelism: onServer,
  maxWorkers: onServer ? workers : 1,
  hookTimeout: 120_000,
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
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
