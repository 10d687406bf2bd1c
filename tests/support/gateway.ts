import { inject } from 'vitest';
import postgres from 'postgres';
import { buildApp, loadConfig, type Config, type Sql } from '@wl/gateway';
import type { AddressInfo } from 'node:net';

export interface TestGateway {
  port: number;
  /** Base URL for a merchant host, e.g. url('127.0.0.7'). Defaults to the seeded demo site. */
  url(host?: string): string;
  sql: Sql;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real gateway, in-process, on the run's real database. It listens on every loopback
 * address so a test can reach its own merchant at its own 127.x.y.z host.
 */
export async function startGateway(env: Record<string, string> = {}): Promise<TestGateway> {
  const url = inject('databaseUrl');
  const config = loadConfig({ CAPTCHA_ENABLED: 'false', LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '100000', ...env, DATABASE_URL: url, PORT: '0' });
  const sql = postgres(url, { max: inject('databaseMaxConnections'), onnotice: () => {}, transform: postgres.camel }) as unknown as Sql;
  const { app } = await buildApp(config, sql);
  await app.listen({ port: 0, host: '0.0.0.0' });
  const port = (app.server.address() as AddressInfo).port;
  return {
    port,
    url: (host = '127.0.0.1') => `http://${host}:${port}`,
    sql,
    config,
    close: async () => {
      await app.close();
      await sql.end({ timeout: 2 });
    },
  };
}
