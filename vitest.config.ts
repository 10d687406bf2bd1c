import { defineConfig } from 'vitest/config';

/**
 * Three projects: `unit` (tests beside the code), `integration` (real gateway on a real
 * PostgreSQL) and `e2e` (the built site in headless Chromium). Integration and e2e share one
 * database per run, so they run files one after another.
 */
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
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
