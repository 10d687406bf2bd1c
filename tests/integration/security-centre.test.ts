import { describe, expect, it } from 'vitest';
import { API, type LoginValue, type SecurityOverview, type SignOutOthersValue } from '@wl/shared';
import { Api } from '../support/api.js';
import { createAccount, createMerchant } from '../support/factories.js';
import { useSite } from '../support/site.js';
import { connectSocket, nextEvent } from '../support/socket.js';

/** The security centre (docs/PAGES.md): sign-in history, active sessions, sign out the others. */
const { gw, site } = useSite();

async function login(host: string, username: string, password: string, ua: string) {
  const api = new Api(gw.url(host), { 'user-agent': ua });
  const r = await api.post<LoginValue>(API.login, { username, password, type: 'username' }, true);
  if (!r.success) throw new Error(`login failed: ${r.code}`);
  api.token = r.value.token;
  return api;
}

describe('security centre', () => {
  it('lists my sign-ins and sessions, counts wrong passwords, and signs out the other devices live', async () => {
    const acc = await createAccount(gw.sql, site.id);
    const phone = await login(site.host, acc.username, acc.password, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)');
    const desk = await login(site.host, acc.username, acc.password, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)');
    const wrong = await new Api(gw.url(site.host)).post(API.login, { username: acc.username, password: 'Wrong1234', type: 'username' }, true);
    expect(wrong.success).toBe(false);

    const o = (await desk.get<SecurityOverview>(API.securityOverview)).value;
    expect(o.sessions).toHaveLength(2);
    expect(o.sessions.filter((s) => s.current)).toHaveLength(1);
    expect(o.sessions.find((s) => s.current)!.userAgent).toContain('Windows');
    expect(o.signIns.slice(0, 2).map((s) => s.outcome)).toEqual(['signed-in', 'signed-in']);
    expect(o.signIns[0]!.userAgent).toContain('Windows');
    expect(o.failedAttempts).toBe(1);
    expect(o.paymentPasswordSet).toBe(false);

    const socket = await connectSocket(gw.url(site.host), phone.token!);
    try {
      const revoked = nextEvent(socket, 'session:revoked');
      const r = await desk.del<SignOutOthersValue>(API.securitySessions);
      expect(r.value).toEqual({ revoked: 1 });
      expect((await revoked).payload.reason).toBe('logout');
    } finally {
      socket.disconnect();
    }
    expect((await phone.get(API.memberInfo)).code).toBe('TOKEN_INVALID');
    expect((await desk.get(API.memberInfo)).success).toBe(true);
    const after = (await desk.get<SecurityOverview>(API.securityOverview)).value;
    expect(after.sessions).toHaveLength(1);
    // Nothing else to sign out.
    expect((await desk.del<SignOutOthersValue>(API.securitySessions)).value.revoked).toBe(0);
  });

  it('shows only my own account, needs a member token and stays on my merchant', async () => {
    const me = await createAccount(gw.sql, site.id);
    const other = await createAccount(gw.sql, site.id);
    const mine = await login(site.host, me.username, me.password, 'ua-me');
    const theirs = await login(site.host, other.username, other.password, 'ua-other');
    expect((await mine.del<SignOutOthersValue>(API.securitySessions)).value.revoked).toBe(0);
    expect((await theirs.get(API.memberInfo)).success).toBe(true);
    const o = (await mine.get<SecurityOverview>(API.securityOverview)).value;
    expect(o.signIns.every((s) => s.userAgent === 'ua-me')).toBe(true);
    expect((await new Api(gw.url(site.host)).get(API.securityOverview)).code).toBe('TOKEN_MISSING');
    const elsewhere = await createMerchant(gw.sql);
    const foreign = new Api(gw.url(elsewhere.host));
    foreign.token = mine.token;
    expect((await foreign.get(API.securityOverview)).code).toBe('TOKEN_INVALID');
  });
});
