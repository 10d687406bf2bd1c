import { API, encryptPayload, solveHumanCheck, type Envelope, type HumanCheckChallenge, type LoginValue, type PublicKeyValue } from '@wl/shared';

/**
 * A small HTTP client for tests that behaves like the browser: keeps cookies (the captcha
 * cookie), sends the bearer token, and encrypts the calls the gateway expects encrypted.
 */
export class Api {
  token: string | null = null;
  private cookies = new Map<string, string>();
  private publicKey: PublicKeyValue | null = null;

  constructor(
    readonly base: string,
    private headers: Record<string, string> = {},
    /** How requests go out: another fetch can send them from another local address. */
    private send: typeof fetch = fetch,
  ) {}

  async call<T = unknown>(method: string, path: string, body?: unknown, opts: { encrypt?: boolean; form?: boolean; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...this.headers, ...opts.headers };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let payload: string | undefined;
    if (body !== undefined) {
      if (opts.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        payload = new URLSearchParams(body as Record<string, string>).toString();
      } else {
        headers['content-type'] = 'application/json';
        const withCheck = await this.withHumanCheck(path, body);
        payload = JSON.stringify(opts.encrypt ? await encryptPayload(await this.key(), withCheck) : withCheck);
      }
    }
    const res = await this.send(this.base + path, { method, headers, body: payload });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, v] = pair!.split('=');
      this.cookies.set(k!.trim(), v ?? '');
    }
    const json = (await res.json()) as Envelope<T>;
    return { status: res.status, ...json };
  }

  cookie = (name: string) => this.cookies.get(name) ?? '';
  get = <T = unknown>(path: string) => this.call<T>('GET', path);
  post = <T = unknown>(path: string, body?: unknown, encrypt = false) => this.call<T>('POST', path, body, { encrypt });
  put = <T = unknown>(path: string, body?: unknown, encrypt = false) => this.call<T>('PUT', path, body, { encrypt });
  del = <T = unknown>(path: string) => this.call<T>('DELETE', path);

  /** Like the browser: login (not SMS) and registration carry a solved human check. */
  private async withHumanCheck(path: string, body: unknown): Promise<unknown> {
    const b = body as Record<string, unknown>;
    const needs = path === API.register || path === API.registerMobile || (path === API.login && b.type !== 'sms');
    if (!needs || 'humanCheck' in b) return body;
    const res = await this.send(this.base + API.humanCheck, { headers: this.headers });
    const challenge = ((await res.json()) as Envelope<HumanCheckChallenge>).value;
    const humanCheck = await solveHumanCheck(challenge);
    return humanCheck ? { ...b, humanCheck } : body;
  }

  private async key(): Promise<PublicKeyValue> {
    if (!this.publicKey) this.publicKey = (await this.get<PublicKeyValue>('/wps/system/publicKey')).value;
    return this.publicKey;
  }
}

/** An Api signed in as the account through the real login call (encrypted, with the human check), as the site's form signs in. */
export async function signedInApi(base: string, a: { username: string; password: string }, loginPage?: 'agent'): Promise<Api> {
  const api = new Api(base);
  const r = await api.post<{ token: string }>(API.login, { type: 'username', username: a.username, password: a.password, loginPage }, true);
  if (!r.success) throw new Error(`login of ${a.username} failed: ${r.code}`);
  api.token = r.value.token;
  return api;
}

/** A member's session token from the real login call. */
export async function memberToken(base: string, username: string, password: string, loginPage?: 'agent'): Promise<string> {
  return (await signedInApi(base, { username, password }, loginPage)).token!;
}

/** Signs the Api in as a free-play trial user ("try for free"), one per device id `random`: the login's answer. */
export async function trialLogin(api: Api, random = 'c0ffee'.repeat(5) + 'ab'): Promise<LoginValue> {
  const r = await api.call<LoginValue>(
    'POST',
    API.loginFreePlay,
    { os: 'linux', platform: 'W', random },
    { headers: { 'x-gateway-version': '3' }, encrypt: true },
  );
  if (!r.success) throw new Error(`free-play login failed: ${r.code}`);
  api.token = r.value.token;
  return r.value;
}

/** The Api signed in as a free-play trial user (trialLogin). */
export async function asTrial(api: Api, random?: string): Promise<Api> {
  await trialLogin(api, random);
  return api;
}
