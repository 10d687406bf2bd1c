import { inject } from 'vitest';
import postgres from 'postgres';
import { buildApp, loadConfig, type BuildOptions, type Config, type Sql } from '@wl/gateway';
import type { AddressInfo } from 'node:net';
import type { Ctx } from '../../gateway/src/context.js';
import type { AppIo } from '../../gateway/src/realtime/socket-types.js';
import { testDatabaseUrl } from './database.js';
import { resettableRateLimits } from './rate-limits.js';

export interface TestGateway {
  port: number;
  /** Base URL for a merchant host, e.g. url('127.0.0.7'). Defaults to the seeded demo site. */
  url(host?: string): string;
  sql: Sql;
  config: Config;
  /** The running gateway's context, for tests that count what it did (e.g. decryptions). */
  ctx: Ctx;
  /** Socket.IO of the gateway, for tests that cut a connection as a network drop would. */
  io: AppIo;
  /** Forgets every rate-limit count, as a newly started gateway would have none. */
  resetRateLimits(): void;
  close(): Promise<void>;
}

/**
 * The real gateway, in-process, on the run's real database. It listens on every loopback
 * address so a test can reach its own merchant at its own 127.x.y.z host.
 */
export async function startGateway(env: Record<string, string> = {}, build: Pick<BuildOptions, 'logStream'> = {}): Promise<TestGateway> {
  const url = await testDatabaseUrl();
  const config = loadConfig({
    CAPTCHA_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT: '100000',
    ENCRYPTED_RATE_LIMIT: '100000',
    // Settlement and the salary accrual are global jobs: left to their defaults, every test file's gateway
    // would settle and push for every other file's contracts. Tests call them directly (or set these).
    SETTLEMENT_SWEEP_MS: '99999999',
    SALARY_ACCRUAL_MS: '9999999',
    MISSION_SWEEP_MS: '99999999',
    ...env,
    DATABASE_URL: url,
    PORT: '0',
  });
  const max = inject('databaseMaxConnections');
  const pool = postgres(url, { max, onnotice: () => {}, transform: postgres.camel }) as unknown as Sql;
  // The embedded fallback serves one connection and cannot LISTEN beside it (like `npm start`).
  const limits = resettableRateLimits();
  const { app, ctx, io } = await buildApp(config, pool, { embedded: max === 1, poolSize: max, rateLimitStore: limits.Store, ...build });
  // Tests write through the gateway's own view of the pool, so their commits wake its relay.
  const sql = ctx.sql;
  await app.listen({ port: 0, host: '0.0.0.0' });
  const port = (app.server.address() as AddressInfo).port;
  return {
    port,
    url: (host = '127.0.0.1') => `http://${host}:${port}`,
    sql,
    config,
    ctx,
    io,
    resetRateLimits: limits.reset,
    close: async () => {
      await app.close();
      await sql.end({ timeout: 2 });
    },
  };
}

/**
 * Whether the files of a worker share one gateway and one browser (TEST_SHARE_WORKER=1, set by
 * vitest.config.ts for projects that run with `isolate: false`); otherwise each file has its own.
 */
export const sharingWorker = process.env.TEST_SHARE_WORKER === '1';

/**
 * The gateway of a test file. When the worker shares (sharingWorker), the worker's one gateway,
 * kept while the next file asks for the same `env` overrides: booting one compiles every route's
 * schemas and starts every job (2-3 s). Each file makes its own merchant and users, so what one file does is not what the next
 * one reads; `close` is then a no-op. Otherwise a gateway of the file's own, closed by `close`.
 * A file that needs a gateway of its own (nodes it kills, a hook it replaces) calls startGateway.
 */
let current: { key: string; gw: Promise<TestGateway> } | null = null;

export async function sharedGateway(env: Record<string, string> = {}): Promise<TestGateway> {
  if (!sharingWorker) return startGateway(env);
  const key = JSON.stringify(Object.entries(env).sort(([a], [b]) => a.localeCompare(b)));
  if (current?.key !== key) {
    // One gateway alive at a time: one booted with another file's settings (a 200 ms sweep, a
    // fast accrual) would otherwise keep running those jobs over the next files' rows. The files
    // of a worker run one after another, so the previous file is done with it.
    const previous = current;
    current = null;
    if (previous)
      await previous.gw.then(
        (g) => g.close(),
        () => {},
      );
    const booting = startGateway(env);
    // A failed boot is not kept: the next file tries again and reports its own error.
    booting.catch(() => {
      if (current?.gw === booting) current = null;
    });
    current = { key, gw: booting };
  }
  const gw = current.gw;
  const ready = await gw;
  // Each file starts with the limits of a fresh gateway, and may not close the shared one.
  ready.resetRateLimits();
  return { ...ready, close: async () => {} };
}
