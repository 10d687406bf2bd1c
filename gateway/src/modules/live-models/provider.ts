import type { Config } from '../../config.js';
import { randomBytes } from 'node:crypto';
import { signCall } from './signature.js';

/**
 * The live-chat provider as the gateway sees it (docs/LIVE-MODELS.md "Provider API"): who is on
 * air, and a chat session for one person with one host. The built-in demo provider
 * (demo-chat/) and a real one speak the same signed HTTP API, so replacing it is configuration:
 * LIVE_CHAT_PROVIDER_URL and LIVE_CHAT_PROVIDER_SECRET.
 */
export interface HostStatus {
  ref: string;
  online: boolean;
  viewers: number;
}

export interface ChatProvider {
  hosts(): Promise<HostStatus[]>;
  /** A chat with `hostRef` for `displayName`; refuses with ProviderRefusal('MODEL_OFFLINE') when the host is not on air. */
  openSession(s: { hostRef: string; hostName: string; displayName: string }): Promise<{ url: string; expiresAt: string }>;
}

/** A provider's answer that is a refusal (its code), as opposed to a provider that cannot be reached. */
export class ProviderRefusal extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

interface Envelope {
  success: boolean;
  code: string;
  value: unknown;
}

export class HttpChatProvider implements ChatProvider {
  /** `baseUrl` is read at each call: the server's own port is known only once it listens. */
  constructor(
    private readonly baseUrl: () => string,
    private readonly secret: string,
  ) {}

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const raw = body === undefined ? '' : JSON.stringify(body);
    const timestamp = String(Date.now());
    const res = await fetch(`${this.baseUrl()}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        'x-timestamp': timestamp,
        'x-signature': signCall(this.secret, timestamp, method, path, raw),
      },
      body: body === undefined ? undefined : raw,
      signal: AbortSignal.timeout(5_000),
    });
    const env = (await res.json()) as Envelope;
    if (!env.success) throw new ProviderRefusal(env.code);
    return env.value as T;
  }

  async hosts() {
    return (await this.call<{ hosts: HostStatus[] }>('GET', '/v1/hosts')).hosts;
  }

  async openSession(s: { hostRef: string; hostName: string; displayName: string }) {
    const v = await this.call<{ url: string; expiresAt: string }>('POST', '/v1/sessions', s);
    // Only our own origin's path or an https page may go into the site's iframe.
    if (!/^\/[^/\\]/.test(v.url) && !/^https:\/\//.test(v.url)) throw new Error('chat provider answered an unusable chat URL');
    return v;
  }
}

/**
 * Host statuses for a few seconds: every list read would otherwise ask the provider. A provider
 * that cannot be reached reads as "every host offline" (logged), so the site still shows its cards.
 */
export class CachedStatuses {
  private cached: { at: number; hosts: Map<string, HostStatus> } | null = null;
  private inFlight: Promise<Map<string, HostStatus> | null> | null = null;

  constructor(
    private readonly provider: ChatProvider,
    private readonly ttlMs = 5_000,
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {}

  /** `null` when the provider could not be asked. */
  async get(now = Date.now()): Promise<Map<string, HostStatus> | null> {
    if (this.cached && now - this.cached.at < this.ttlMs) return this.cached.hosts;
    this.inFlight ??= this.provider
      .hosts()
      .then(
        (list) => {
          const hosts = new Map(list.map((h) => [h.ref, h]));
          this.cached = { at: Date.now(), hosts };
          return hosts;
        },
        (err: unknown) => {
          this.onError(err);
          return null;
        },
      )
      .finally(() => {
        this.inFlight = null;
      });
    return this.inFlight;
  }
}

/**
 * Where the provider is (its API lives under `<url>/v1/`) and the secret both sides sign with,
 * from the checked configuration (config.ts). Without LIVE_CHAT_PROVIDER_URL the built-in demo
 * provider on this server (`/demo-chat`) is used, with a secret drawn at start (both sides live in
 * this process, so nobody else can know it).
 */
export interface ProviderSettings {
  url: string | null;
  secret: string;
}

export function providerSettings(config: Pick<Config, 'liveChatProviderUrl' | 'liveChatProviderSecret'>): ProviderSettings {
  const url = config.liveChatProviderUrl;
  return { url, secret: (url && config.liveChatProviderSecret) || randomBytes(32).toString('hex') };
}
