import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type LoginValue, type MemberInfo, type SocialTicketValue } from '@wl/shared';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { Api } from '../support/api.js';
import { createAccount, createMerchant } from '../support/factories.js';
import { followRedirects, startOidcProvider } from '../support/oidc.js';

let gw: TestGateway;
let site: { id: number; host: string };
let idp: Awaited<ReturnType<typeof startOidcProvider>>;

beforeAll(async () => {
  gw = await startGateway();
  site = await createMerchant(gw.sql);
  idp = await startOidcProvider('wl-test', 'wl-secret', [`${gw.url(site.host)}/wps/session/social/google/callback`]);
  await gw.sql`update merchants set settings = settings || ${gw.sql.json({
    whitelabel: [{ modId: 'LOGIN', enabled: true, childrenNodes: [{ modId: 'SOCIAL_GOOGLE', enabled: true, childrenNodes: [] }] }],
    social: { google: { issuer: idp.issuer, clientId: 'wl-test', clientSecret: 'wl-secret' } },
  } as never)} where id = ${site.id}`;
});
afterAll(async () => {
  await gw.close();
  await idp.close();
});

/** Signs in at the provider as `who` and returns where the gateway sends the browser. */
async function signIn(who: { sub: string; email: string; name: string }) {
  idp.as(who);
  const back = await followRedirects(`${gw.url(site.host)}${API.socialStart.replace(':provider', 'google')}`, (u) => u.pathname === '/');
  return back.searchParams;
}

describe('social sign-in (OpenID Connect)', () => {
  it('creates an account after confirmation, then logs the same identity straight in', async () => {
    const who = { sub: `g-${Date.now()}`, email: `maria${Date.now() % 10000}@mail.test`, name: 'Maria Clara' };
    const first = await signIn(who);
    const ticket = first.get('socialTicket')!;
    expect(ticket).toBeTruthy();
    const api = new Api(gw.url(site.host));
    const info = await api.get<SocialTicketValue>(`${API.socialTicket}?ticket=${encodeURIComponent(ticket)}`);
    expect(info.value).toMatchObject({ provider: 'google', email: who.email, name: 'Maria Clara' });
    expect((await api.post(API.socialComplete, { ticket, action: 'create' })).code).toBe('VALIDATION_FAILED');
    const created = await api.post<LoginValue>(API.socialComplete, { ticket, action: 'create', confirm: true });
    expect(created.success).toBe(true);
    expect(created.value.user.email).toBe(who.email);
    expect((await api.post(API.socialComplete, { ticket, action: 'create', confirm: true })).code).toBe('VERIFICATION_EXPIRED');

    const second = await signIn(who);
    const token = second.get('token')!;
    expect(token).toBeTruthy();
    api.token = token;
    expect((await api.get<MemberInfo>(API.memberInfo)).value.id).toBe(created.value.user.id);
  });

  it('links to an existing account only with its password', async () => {
    const u = await createAccount(gw.sql, site.id);
    const ticket = (await signIn({ sub: `g-link-${Date.now()}`, email: 'x@mail.test', name: 'X' })).get('socialTicket')!;
    const api = new Api(gw.url(site.host));
    expect((await api.post(API.socialComplete, { ticket, action: 'link', username: u.username, password: 'wrong', confirm: true })).code).toBe('WRONG_CREDENTIALS');
    const linked = await api.post<LoginValue>(API.socialComplete, { ticket, action: 'link', username: u.username, password: u.password, confirm: true });
    expect(linked.value.user.id).toBe(u.id);
  });

  it('is refused where the site has not enabled the provider', async () => {
    const other = await createMerchant(gw.sql);
    const res = await fetch(`${gw.url(other.host)}${API.socialStart.replace(':provider', 'google')}`, { redirect: 'manual' });
    expect(await res.json()).toMatchObject({ code: 'FEATURE_DISABLED' });
  });

  it('sends a forged or replayed callback back home with an error', async () => {
    const res = await fetch(`${gw.url(site.host)}/wps/session/social/google/callback?code=abc&state=forged`, { redirect: 'manual' });
    expect(res.headers.get('location')).toBe('/?socialError=SOCIAL_LOGIN_FAILED');
  });
});
