import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestIdentity {
  sub: string;
  email: string;
  name: string;
}

/**
 * A real OpenID Connect provider (oidc-provider) on loopback. Its login and consent screens
 * are answered by code: whoever `as(identity)` names is the person who signs in next.
 */
export async function startOidcProvider(clientId: string, clientSecret: string, redirectUris: string[]) {
  let next: TestIdentity | null = null;
  const identities = new Map<string, TestIdentity>();
  const server = http.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: redirectUris, token_endpoint_auth_method: 'client_secret_post' }],
    claims: { openid: ['sub'], email: ['email'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['test-cookie-key'] },
    findAccount: async (_ctx, id) => {
      const who = identities.get(id);
      return who ? { accountId: id, claims: async () => ({ sub: who.sub, email: who.email, name: who.name }) } : undefined;
    },
  });
  server.on('request', async (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return provider.callback()(req, res);
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      if (!next) throw new Error('no identity chosen for the test login');
      identities.set(next.sub, next);
      return provider.interactionFinished(req, res, { login: { accountId: next.sub } }, { mergeWithLastSubmission: false });
    }
    const grant = new provider.Grant({ accountId: details.session!.accountId, clientId });
    grant.addOIDCScope('openid email profile');
    const grantId = await grant.save();
    return provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  });
  return {
    issuer,
    as(identity: TestIdentity) {
      next = identity;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A browser's cookies, per origin. Two jars are two browsers. */
export type CookieJar = Map<string, Map<string, string>>;
export const newBrowser = (): CookieJar => new Map();

/**
 * Follows redirects like a browser (cookies per origin, Path ignored: tests only look at
 * what the gateway and the provider set) until it reaches `stopAt`.
 */
export async function followRedirects(start: string, stopAt: (url: URL) => boolean, jars: CookieJar = newBrowser()): Promise<URL> {
  let url = new URL(start);
  for (let hops = 0; hops < 20; hops++) {
    if (stopAt(url)) return url;
    const jar = jars.get(url.origin) ?? new Map<string, string>();
    jars.set(url.origin, jar);
    const res = await fetch(url, { redirect: 'manual', headers: jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {} });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      const value = pair!.slice(i + 1);
      // An expired cookie (clearCookie) leaves the jar, as in a browser.
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(c)) jar.delete(pair!.slice(0, i));
      else jar.set(pair!.slice(0, i), value);
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`no redirect from ${url.href}: ${res.status} ${await res.text()}`);
    url = new URL(location, url);
  }
  throw new Error('too many redirects');
}
