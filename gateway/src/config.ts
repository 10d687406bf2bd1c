import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import path from 'node:path';

/**
 * Every setting comes from the environment, is checked once here, and is then passed around
 * as a typed object. Nothing else reads process.env, so a bad setting stops the boot, not a request.
 */
const Bool = Type.Union([Type.Literal('true'), Type.Literal('false')]);
const EnvSchema = Type.Object({
  PORT: Type.Optional(Type.String({ pattern: '^[0-9]{1,5}$' })),
  HOST: Type.Optional(Type.String({ minLength: 1 })),
  DATA_DIR: Type.Optional(Type.String({ minLength: 1 })),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  REDIS_PREFIX: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_.-]{1,40}$' })),
  METRICS_PORT: Type.Optional(Type.String({ pattern: '^[0-9]{1,5}$' })),
  PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  CAPTCHA_ENABLED: Type.Optional(Bool),
  SEED_DEMO: Type.Optional(Bool),
  TRUSTED_PROXY: Type.Optional(Type.String()),
  SOCKET_ORIGINS: Type.Optional(Type.String({ pattern: '^https?://[^,\\s]+(,https?://[^,\\s]+)*$' })),
  LOG_LEVEL: Type.Optional(Type.Union(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)))),
  LOGIN_RATE_LIMIT: Type.Optional(Type.String({ pattern: '^[0-9]+$' })),
  ENCRYPTED_RATE_LIMIT: Type.Optional(Type.String({ pattern: '^[0-9]+$' })),
  CLIENT_DIST: Type.Optional(Type.String({ minLength: 1 })),
  RELAY_POLL_MS: Type.Optional(Type.String({ pattern: '^[0-9]{2,6}$' })),
  SESSION_SWEEP_MS: Type.Optional(Type.String({ pattern: '^[0-9]{3,7}$' })),
  GAME_SESSION_MINUTES: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,4}$' })),
  DEBIT_SWEEP_MS: Type.Optional(Type.String({ pattern: '^[0-9]{3,7}$' })),
  SALARY_ACCRUAL_MS: Type.Optional(Type.String({ pattern: '^[0-9]{3,7}$' })),
  SETTLEMENT_SWEEP_MS: Type.Optional(Type.String({ pattern: '^[0-9]{3,8}$' })),
  DEMO_VENDOR_WALLET_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  DEMO_VENDORS: Type.Optional(Type.Union([Type.Literal('on'), Type.Literal('off')])),
  VIP_SWEEP_MS: Type.Optional(Type.String({ pattern: '^[0-9]{3,8}$' })),
  REBATE_SWEEP_MS: Type.Optional(Type.String({ pattern: '^[0-9]{3,8}$' })),
  POINTS_SWEEP_MS: Type.Optional(Type.String({ pattern: '^[0-9]{3,8}$' })),
  MISSION_SWEEP_MS: Type.Optional(Type.String({ pattern: '^[0-9]{3,8}$' })),
  BONUS_LOCK_SWEEP_MS: Type.Optional(Type.String({ pattern: '^[0-9]{3,8}$' })),
  LIVE_CHAT_PROVIDER_URL: Type.Optional(Type.String({ pattern: '^https?://[^/\\s]+' })),
  LIVE_CHAT_PROVIDER_SECRET: Type.Optional(Type.String({ minLength: 16 })),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  /** Prefix of every Redis key and channel of this deployment (two sites can share one Redis). */
  redisPrefix: string;
  /** Port of the Prometheus `/metrics` listener, apart from the public site; null: off. */
  metricsPort: number | null;
  publicUrl: string;
  captchaEnabled: boolean;
  seedDemo: boolean;
  /** Passed to Fastify's trustProxy: without it the client IP is the socket's peer. */
  /** Page origins besides the site's own host that may open sockets (realtime/origin.ts). */
  socketOrigins: string[];
  trustedProxy: string[] | false;
  logLevel: string;
  /** Login attempts per IP per minute. */
  loginRateLimit: number;
  /** Calls to encrypted routes (each one an RSA decryption) per IP per minute, all routes together. */
  encryptedRateLimit: number;
  clientDist: string;
  /** Safety-net poll of the event relay; commits wake it at once through NOTIFY. */
  relayPollMs: number;
  /** How often sessions that ran out are swept (and their sockets told). */
  sessionSweepMs: number;
  /**
   * Idle lifetime of a game session's player token, renewed by each accepted balance or stake
   * (docs/SEAMLESS.md "Launch"). Short on purpose: a token in a vendor's page is a bearer of the
   * member's stake.
   */
  gameSessionMinutes: number;
  /** How often open vendor debits past their vendor's timeout are rolled back. */
  debitSweepMs: number;
  /** How often the live real-time salary is recomputed (salary:realtime; docs/AGENT.md "Settlement"). */
  salaryAccrualMs: number;
  /** How often the mission badge sweep looks at new journal entries (docs/MISSIONS.md "Badge"). */
  missionSweepMs: number;
  /** How often expired or bust bonus locks are settled (docs/PROMOTIONS.md "Locked bonus"). */
  bonusLockSweepMs: number;
  /** How often settled bets are turned into points (docs/POINTS.md "Earning"). */
  pointsSweepMs: number;
  /** How often finished weeks are checked for VIP weekly bonuses (docs/VIP.md). */
  vipSweepMs: number;
  /** How often finished merchant days are checked for daily rebates (docs/REBATES.md). */
  rebateSweepMs: number;
  /** A real live-chat provider; both null means the built-in demo (docs/LIVE-MODELS.md). */
  liveChatProviderUrl: string | null;
  liveChatProviderSecret: string | null;
  /** How often due salary and dividend periods are settled. */
  settlementSweepMs: number;
  /** Where the built-in demo vendor reaches the vendor API; null: this server's own listening address. */
  demoVendorWalletUrl: string | null;
  /**
   * The built-in demo vendor serves its games (DEMO_VENDORS). Unset: on only when PUBLIC_URL is a
   * loopback address (a developer's `npm start`), so a site reachable by others never runs a
   * stand-in provider unless someone asked for it.
   */
  demoVendors: boolean;
}

/** localhost, 127.0.0.0/8 and ::1: a site only this machine reaches. */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    return false;
  }
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '::1';
}

export class ConfigError extends Error {}

const KNOWN = Object.keys(EnvSchema.properties);

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const picked: Record<string, string> = {};
  for (const k of KNOWN) {
    const v = env[k];
    if (v !== undefined && v !== '') picked[k] = v;
  }
  const errors = [...Value.Errors(EnvSchema, picked)];
  if (errors.length > 0) {
    const lines = errors.map((e) => `  ${e.path.slice(1)}=${JSON.stringify(picked[e.path.slice(1)])}: ${e.message}`);
    throw new ConfigError(`Invalid environment variable(s):\n${[...new Set(lines)].join('\n')}\nSee .env.example.`);
  }
  const e = picked as Static<typeof EnvSchema>;
  const port = Number(e.PORT ?? 3000);
  if (port > 65535) throw new ConfigError(`Invalid environment variable(s):\n  PORT=${e.PORT}: must be at most 65535`);
  if (e.LIVE_CHAT_PROVIDER_URL && !e.LIVE_CHAT_PROVIDER_SECRET) {
    throw new ConfigError('Invalid environment variable(s):\n  LIVE_CHAT_PROVIDER_SECRET: required with LIVE_CHAT_PROVIDER_URL (16 characters or more)');
  }
  if (Number(e.METRICS_PORT ?? 0) > 65535) throw new ConfigError(`Invalid environment variable(s):\n  METRICS_PORT=${e.METRICS_PORT}: must be at most 65535`);
  const repoRoot = path.resolve(import.meta.dirname, '../..');
  return {
    port,
    host: e.HOST ?? '0.0.0.0',
    dataDir: path.resolve(e.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl: e.DATABASE_URL ?? null,
    redisUrl: e.REDIS_URL ?? null,
    redisPrefix: e.REDIS_PREFIX ?? 'wl',
    metricsPort: e.METRICS_PORT ? Number(e.METRICS_PORT) : null,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    captchaEnabled: (e.CAPTCHA_ENABLED ?? 'true') === 'true',
    seedDemo: (e.SEED_DEMO ?? 'true') === 'true',
    socketOrigins: e.SOCKET_ORIGINS ? e.SOCKET_ORIGINS.split(',').map((o) => o.replace(/\/$/, '')) : [],
    trustedProxy: e.TRUSTED_PROXY
      ? e.TRUSTED_PROXY.split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : false,
    logLevel: e.LOG_LEVEL ?? 'info',
    loginRateLimit: Number(e.LOGIN_RATE_LIMIT ?? 30),
    encryptedRateLimit: Number(e.ENCRYPTED_RATE_LIMIT ?? 60),
    clientDist: path.resolve(e.CLIENT_DIST ?? path.join(repoRoot, 'client/dist')),
    relayPollMs: Number(e.RELAY_POLL_MS ?? 1000),
    sessionSweepMs: Number(e.SESSION_SWEEP_MS ?? 10_000),
    gameSessionMinutes: Number(e.GAME_SESSION_MINUTES ?? 30),
    debitSweepMs: Number(e.DEBIT_SWEEP_MS ?? 30_000),
    salaryAccrualMs: Number(e.SALARY_ACCRUAL_MS ?? 5000),
    missionSweepMs: Number(e.MISSION_SWEEP_MS ?? 5000),
    bonusLockSweepMs: Number(e.BONUS_LOCK_SWEEP_MS ?? 60_000),
    pointsSweepMs: Number(e.POINTS_SWEEP_MS ?? 2000),
    vipSweepMs: Number(e.VIP_SWEEP_MS ?? 600_000),
    rebateSweepMs: Number(e.REBATE_SWEEP_MS ?? 600_000),
    liveChatProviderUrl: e.LIVE_CHAT_PROVIDER_URL?.trim().replace(/\/$/, '') || null,
    liveChatProviderSecret: e.LIVE_CHAT_PROVIDER_SECRET?.trim() || null,
    settlementSweepMs: Number(e.SETTLEMENT_SWEEP_MS ?? 60_000),
    demoVendorWalletUrl: e.DEMO_VENDOR_WALLET_URL?.replace(/\/$/, '') ?? null,
    demoVendors: e.DEMO_VENDORS ? e.DEMO_VENDORS === 'on' : isLoopbackUrl(e.PUBLIC_URL ?? 'http://localhost'),
  };
}
