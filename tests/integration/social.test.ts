import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  solveHumanCheck,
  type HumanCheckChallenge,
  type LoginValue,
  type MemberInfo,
  type SiteConfig,
  type SocialTicketValue,
  type VerificationChallenge,
} from '@wl/shared';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { Api } from '../support/api.js';
import { createAccount, createMerchant } from '../support/factories.js';
import { followRedirects, newBrowser, startOidcProvider, type CookieJar, type TestIdentity } from '../support/oidc.js';

let gw: TestGateway;
const closers: Array<() => Promise<void>> = [];

/**
 * The gateway of the enclosing describe. One at a time (the embedded PGlite serves one), and
 * the human check is on only where a test is about it: solving it costs real CPU per submit.
 */
function useGateway(env: Record<string, string> = {}) {
  beforeAll(async () => {
    gw = await startGateway(env);
  });
  afterAll(async () => {
    await gw.close();
    for (const close of closers.splice(0)) await close();
  });
}

const START = API.socialStart.replace(':provider', 'google');
const CALLBACK = API.socialCallback.replace(':provider', 'google');
const LOGIN_SOCIAL = (google: boolean, facebook: boolean) => [
  {
    modId: 'LOGIN',
    enabled: true,
    childrenNodes: [
      { modId: 'SOCIAL_GOOGLE', enabled: google, childrenNodes: [] },
      { modId: 'SOCIAL_FACEBOOK', enabled: facebook, childrenNodes: [] },
    ],
  },
];

/**
 * A site of its own (failures and captchas of one test never touch another) with both social
 * flags on, Google configured against its own loopback provider, and its public URL set.
 */
async function socialSite(patch: Record<string, unknown> = {}) {
  const site = await createMerchant(gw.sql);
  const base = gw.url(site.host);
  const idp = await startOidcProvider('wl-test', 'wl-secret', [`${base}${CALLBACK}`]);
  closers.push(idp.close);
  await gw.sql`update merchants set settings = settings || ${gw.sql.json({
    publicUrl: base,
    whitelabel: LOGIN_SOCIAL(true, true),
    social: { google: { issuer: idp.issuer, clientId: 'wl-test', clientSecret: 'wl-secret' } },
    ...patch,
  } as never)} where id = ${site.id}`;
  /** Signs in at the provider as `who` in `browser` and returns where the gateway sends it. */
  const signIn = async (who: TestIdentity, browser: CookieJar = newBrowser()) => {
    idp.as(who);
    return (await followRedirects(`${base}${START}`, (u) => u.pathname === '/', browser)).searchParams;
  };
  return { ...site, base, idp, signIn, api: () => new Api(base) };
}

let n = 0;
const identity = (): TestIdentity => ({ sub: `g-${Date.now()}-${++n}`, email: `p${Date.now() % 100000}${n}@mail.test`, name: 'Maria Clara' });

/** The browser solves a fresh human check before each submit. */
const humanCheck = async (api: Api) => solveHumanCheck((await api.get<HumanCheckChallenge>(API.humanCheck)).value);
const complete = async <T = LoginValue>(api: Api, body: Record<string, unknown>) =>
  api.post<T>(API.socialComplete, { humanCheck: await humanCheck(api), confirm: true, ...body });
const captchaAnswer = async (api: Api) => {
  await api.get(API.captcha);
  return (await gw.sql<{ answer: string }[]>`select answer from captchas where id = ${api.cookie('wl_captcha')}`)[0]!.answer;
};

describe('social sign-in (OpenID Connect)', () => {
  useGateway();

  it('creates an account after confirmation, then logs the same identity straight in', async () => {
    const site = await socialSite();
    const who = identity();
    const ticket = (await site.signIn(who)).get('socialTicket')!;
    expect(ticket).toBeTruthy();
    const api = site.api();
    const info = await api.get<SocialTicketValue>(`${API.socialTicket}?ticket=${encodeURIComponent(ticket)}`);
    expect(info.value).toMatchObject({ provider: 'google', email: who.email, name: 'Maria Clara' });
    expect((await api.post(API.socialComplete, { ticket, action: 'create', humanCheck: await humanCheck(api) })).code).toBe('VALIDATION_FAILED');
    const created = await complete(api, { ticket, action: 'create' });
    expect(created.success).toBe(true);
    expect(created.value.user.email).toBe(who.email);
    expect((await complete(api, { ticket, action: 'create' })).code).toBe('VERIFICATION_EXPIRED');

    const token = (await site.signIn(who)).get('token')!;
    expect(token).toBeTruthy();
    api.token = token;
    expect((await api.get<MemberInfo>(API.memberInfo)).value.id).toBe(created.value.user.id);
  });

  it('refuses to link a locked account without spending the sign-in', async () => {
    const site = await socialSite();
    const u = await createAccount(gw.sql, site.id);
    const api = site.api();
    const ticket = (await site.signIn(identity())).get('socialTicket')!;
    const key = `m:${site.id}:${u.username.toLowerCase()}`;
    await gw.sql`insert into login_lockouts (key, failures, locked_until) values (${key}, 10, now() + interval '15 minutes')`;
    expect((await complete(api, { ticket, action: 'link', username: u.username, password: u.password })).code).toBe('ACCOUNT_LOCKED');
    await gw.sql`delete from login_lockouts where key = ${key}`;
    expect((await complete(api, { ticket, action: 'link', username: u.username, password: u.password })).value.user.id).toBe(u.id);
  });
});

describe('linking to an existing account is guarded like a password login', () => {
  // The human check and captchas on, as in production: the link step must pass them.
  useGateway({ CAPTCHA_ENABLED: 'true' });

  it('links to an existing account with its password; a wrong password spends the ticket', async () => {
    const site = await socialSite();
    const u = await createAccount(gw.sql, site.id);
    const who = identity();
    const api = site.api();
    const ticket = (await site.signIn(who)).get('socialTicket')!;
    expect((await complete(api, { ticket, action: 'link', username: u.username, password: 'wrong1234' })).code).toBe('WRONG_CREDENTIALS');
    // The right password on the same ticket no longer helps: back to the provider.
    expect((await complete(api, { ticket, action: 'link', username: u.username, password: u.password })).code).toBe('VERIFICATION_EXPIRED');
    const again = (await site.signIn(who)).get('socialTicket')!;
    // The earlier failure made the captcha required for this username, as a login failure does.
    const linked = await complete(api, { ticket: again, action: 'link', username: u.username, password: u.password, captcha: await captchaAnswer(api) });
    expect(linked.value.user.id).toBe(u.id);
    expect((await site.signIn(who)).get('token')).toBeTruthy();
  });

  it('answers parallel guesses on one ticket with one password check', async () => {
    const site = await socialSite();
    const u = await createAccount(gw.sql, site.id);
    const api = site.api();
    const ticket = (await site.signIn(identity())).get('socialTicket')!;
    const checks = await Promise.all(Array.from({ length: 6 }, () => humanCheck(api)));
    const answers = await Promise.all(
      checks.map((hc, i) =>
        api.post(API.socialComplete, { ticket, action: 'link', username: u.username, password: `guess${i}x`, humanCheck: hc, confirm: true }),
      ),
    );
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === 'WRONG_CREDENTIALS')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'WRONG_CREDENTIALS').every((c) => c === 'VERIFICATION_EXPIRED' || c === 'CAPTCHA_REQUIRED')).toBe(true);
    const [row] = await gw.sql<{ count: number }[]>`select count from login_failures where key = ${`u:${site.id}:${u.username.toLowerCase()}`}`;
    expect(row?.count).toBe(1);
  });

  it('requires the human check to link', async () => {
    const site = await socialSite();
    const u = await createAccount(gw.sql, site.id);
    const api = site.api();
    const ticket = (await site.signIn(identity())).get('socialTicket')!;
    const bare = await api.post(API.socialComplete, {
      ticket,
      action: 'link',
      username: u.username,
      password: u.password,
      confirm: true,
      humanCheck: undefined,
    });
    expect(bare.code).toBe('HUMAN_CHECK_FAILED');
    // No password was checked, so the ticket still works.
    expect((await complete(api, { ticket, action: 'link', username: u.username, password: u.password })).value.user.id).toBe(u.id);
  });

  it('asks for the captcha after a failed password login, keeping the ticket until it is answered', async () => {
    const site = await socialSite();
    const u = await createAccount(gw.sql, site.id);
    const api = site.api();
    expect((await api.post(API.login, { username: u.username, password: 'wrong1234', type: 'username' }, true)).code).toBe('WRONG_CREDENTIALS');
    const ticket = (await site.signIn(identity())).get('socialTicket')!;
    const without = await complete(api, { ticket, action: 'link', username: u.username, password: u.password });
    expect(without).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });
    const linked = await complete(api, { ticket, action: 'link', username: u.username, password: u.password, captcha: await captchaAnswer(api) });
    expect(linked.value.user.id).toBe(u.id);
  });

  it('counts a wrong link password toward the password login captcha', async () => {
    const site = await socialSite();
    const u = await createAccount(gw.sql, site.id);
    const api = site.api();
    const ticket = (await site.signIn(identity())).get('socialTicket')!;
    expect((await complete(api, { ticket, action: 'link', username: u.username, password: 'wrong1234' })).code).toBe('WRONG_CREDENTIALS');
    const login = await api.post(API.login, { username: u.username, password: u.password, type: 'username' }, true);
    expect(login).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });
    // ... and toward the per-account lock, which counts whatever the IP.
    const [lock] = await gw.sql<{ failures: number }[]>`select failures from login_lockouts where key = ${`m:${site.id}:${u.username.toLowerCase()}`}`;
    expect(lock?.failures).toBe(1);
  });
});

describe('second verification for social sign-in from a new IP', () => {
  useGateway();
  it('links only after the answer, then signs the identity straight in', async () => {
    const site = await socialSite();
    // A factory account has no known IP yet, so 127.0.0.1 is new to it.
    const u = await createAccount(gw.sql, site.id, { payeeName: 'Juan Dela Cruz', verifyMethod: 'BANK_NAME' });
    const who = identity();
    const api = site.api();
    const ticket = (await site.signIn(who)).get('socialTicket')!;
    const asked = await complete<VerificationChallenge>(api, { ticket, action: 'link', username: u.username, password: u.password });
    expect(asked).toMatchObject({ status: 401, code: 'VERIFICATION_REQUIRED', value: { method: 'BANK_NAME' } });
    expect(await gw.sql`select 1 from social_links where subject = ${who.sub}`).toHaveLength(0);
    expect((await api.post(API.loginVerify, { verifyToken: asked.value.verifyToken, answer: 'Maria Clara' })).code).toBe('VERIFICATION_FAILED');
    const ok = await api.post<LoginValue>(API.loginVerify, { verifyToken: asked.value.verifyToken, answer: 'juan dela cruz' });
    expect(ok.value.user.id).toBe(u.id);
    expect((await site.signIn(who)).get('token')).toBeTruthy();
  });

  it('sends a linked identity on a new IP to the site verification step', async () => {
    const site = await socialSite();
    const u = await createAccount(gw.sql, site.id, { payeeName: 'Juan Dela Cruz', verifyMethod: 'BANK_NAME' });
    const who = identity();
    await gw.sql`insert into social_links (merchant_id, provider, subject, account_id) values (${site.id}, 'google', ${who.sub}, ${u.id})`;
    const back = await site.signIn(who);
    expect(back.get('token')).toBeNull();
    expect({ method: back.get('method'), hint: back.get('hint'), minutes: back.get('minutes') }).toEqual({ method: 'BANK_NAME', hint: 'payee', minutes: '5' });
    const ok = await site.api().post<LoginValue>(API.loginVerify, { verifyToken: back.get('socialVerify'), answer: 'Juan Dela Cruz' });
    expect(ok.value.user.id).toBe(u.id);
    expect((await site.signIn(who)).get('token')).toBeTruthy();
  });

  it('never signs in on one site with a link made on another', async () => {
    const a = await socialSite();
    const b = await socialSite();
    const u = await createAccount(gw.sql, a.id);
    const who = identity();
    await gw.sql`insert into social_links (merchant_id, provider, subject, account_id) values (${a.id}, 'google', ${who.sub}, ${u.id})`;
    const onB = await b.signIn(who);
    expect(onB.get('token')).toBeNull();
    expect(onB.get('socialTicket')).toBeTruthy();
  });
});

/** A raw GET with a chosen Host header (fetch does not let a test set one). */
function getWithHost(url: string, host: string): Promise<{ status: number; location: string; cookies: string[] }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { host } }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: String(res.headers.location ?? ''), cookies: res.headers['set-cookie'] ?? [] });
      })
      .on('error', reject);
  });
}

describe('the OAuth state and redirect URI', () => {
  useGateway();
  it('completes only in the browser that started the flow', async () => {
    const site = await socialSite();
    const attacker = newBrowser();
    site.idp.as(identity());
    // The attacker signs in at the provider and stops at the callback, to hand it to a victim.
    const callback = await followRedirects(`${site.base}${START}`, (u) => u.pathname === CALLBACK, attacker);
    const victim = await followRedirects(callback.href, (u) => u.pathname === '/', newBrowser());
    expect(victim.searchParams.get('socialError')).toBe('SOCIAL_LOGIN_FAILED');
    expect(victim.searchParams.get('socialTicket')).toBeNull();
    // The mismatch did not spend the state: the browser that started the flow still finishes.
    const own = await followRedirects(callback.href, (u) => u.pathname === '/', attacker);
    expect(own.searchParams.get('socialTicket')).toBeTruthy();
  });

  it('binds the state with an HttpOnly, SameSite=Lax cookie, Secure on an https site', async () => {
    const site = await socialSite();
    const plain = await getWithHost(`${site.base}${START}`, new URL(site.base).host);
    const cookie = plain.cookies.find((c) => c.startsWith('wl_oauth='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/wps\/session\/social/);
    expect(cookie).not.toMatch(/Secure/i);
    const https = await socialSite();
    await gw.sql`update merchants set settings = settings || ${gw.sql.json({ publicUrl: https.base.replace('http:', 'https:') } as never)} where id = ${https.id}`;
    const secure = await getWithHost(`${https.base}${START}`, new URL(https.base).host);
    expect(secure.cookies.find((c) => c.startsWith('wl_oauth='))).toMatch(/Secure/);
    expect(new URL(secure.location).searchParams.get('redirect_uri')).toBe(`${https.base.replace('http:', 'https:')}${CALLBACK}`);
  });

  it('builds the redirect URI from the site public URL, never from the Host header', async () => {
    const site = await socialSite();
    await gw.sql`update merchants set settings = jsonb_set(settings, '{domains}', ${gw.sql.json([site.host, 'alias.example.test'] as never)}) where id = ${site.id}`;
    const direct = await getWithHost(`${site.base}${START}`, new URL(site.base).host);
    expect(new URL(direct.location).searchParams.get('redirect_uri')).toBe(`${site.base}${CALLBACK}`);
    // Reached by another of its names, the start first moves the browser to the public address.
    const viaAlias = await getWithHost(`${site.base}${START}`, `alias.example.test:${gw.port}`);
    expect(viaAlias.location).toBe(`${site.base}${START}?hop=1`);
    expect(viaAlias.cookies).toEqual([]);
  });
});

describe('social sign-in failures stay inside the site', () => {
  useGateway();
  it('lists only providers that are switched on and configured', async () => {
    const site = await socialSite();
    expect((await site.api().get<SiteConfig>(API.whitelabel)).value.socialProviders).toEqual(['google']);
    // A public URL that another site answers for cannot receive the callback: nothing is offered.
    const elsewhere = await socialSite({ publicUrl: gw.url('127.0.0.1') });
    expect((await elsewhere.api().get<SiteConfig>(API.whitelabel)).value.socialProviders).toEqual([]);
  });

  it('sends a start that cannot work back home with an error instead of a JSON page', async () => {
    const site = await socialSite();
    const go = (path: string) => fetch(`${site.base}${path}`, { redirect: 'manual' });
    for (const path of [API.socialStart.replace(':provider', 'facebook'), API.socialStart.replace(':provider', 'twitter')]) {
      const res = await go(path);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/?socialError=FEATURE_DISABLED');
    }
    // A site that never switched social sign-in on.
    const off = await createMerchant(gw.sql);
    const res = await fetch(`${gw.url(off.host)}${START}`, { redirect: 'manual' });
    expect(res.headers.get('location')).toBe('/?socialError=FEATURE_DISABLED');
  });

  it('sends a forged or replayed callback back home with an error', async () => {
    const site = await socialSite();
    const res = await fetch(`${site.base}${CALLBACK}?code=abc&state=forged`, { redirect: 'manual' });
    expect(res.headers.get('location')).toBe('/?socialError=SOCIAL_LOGIN_FAILED');
  });
});
