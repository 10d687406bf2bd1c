import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type MemberInfo, type StaffLoginValue } from '@wl/shared';
import { Merchants } from '../../gateway/src/modules/site/merchants.js';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { Api, signedInApi } from '../support/api.js';
import { createAccount, createMerchant, uniqueName, testPasswordHash } from '../support/factories.js';

/**
 * Two sites on one gateway (docs/TENANCY.md): member tokens, staff tokens and staff reads stay
 * on their own merchant; platform-wide staff act on the merchant of the host.
 */
let gw: TestGateway;
let a: { id: number; host: string; code: string };
let b: { id: number; host: string; code: string };
beforeAll(async () => {
  gw = await startGateway();
  a = await createMerchant(gw.sql, { siteName: 'Site A' });
  b = await createMerchant(gw.sql, { siteName: 'Site B' });
});
afterAll(() => gw.close());

/** A staff member of one merchant, or platform-wide with `merchantId` null. */
async function createStaff(merchantId: number | null, role: 'support' | 'admin' = 'support') {
  const username = uniqueName('staff');
  const password = 'Staff1234';
  await gw.sql`insert into staff (username, password_hash, role, merchant_id, platform)
               values (${username}, ${await testPasswordHash(password)}, ${role}, ${merchantId}, ${merchantId === null})`;
  return { username, password };
}

async function staffOn(host: string, s: { username: string; password: string }) {
  const api = new Api(gw.url(host));
  const r = await api.post<StaffLoginValue>(API.staffLogin, s);
  expect(r.success, r.message).toBe(true);
  api.token = r.value.token;
  return api;
}

async function memberOn(host: string, merchantId: number) {
  const u = await createAccount(gw.sql, merchantId);
  const api = await signedInApi(gw.url(host), u);
  return { api, account: u };
}

/** The same token, sent to another host. */
const withToken = (host: string, token: string) => Object.assign(new Api(gw.url(host)), { token });
const accountPath = (id: number) => API.staffAccount.replace(':id', String(id));

describe('member sessions', () => {
  it('answer on their own site and are refused with TOKEN_INVALID on another', async () => {
    const { api } = await memberOn(a.host, a.id);
    const home = await api.get<MemberInfo>(API.memberInfo);
    expect(home).toMatchObject({ status: 200, value: { merchantCode: a.code } });
    const away = await withToken(b.host, api.token!).get(API.memberInfo);
    expect(away).toMatchObject({ status: 401, code: 'TOKEN_INVALID' });
    // Refusal on B did not end the session on A.
    expect((await api.get(API.memberInfo)).success).toBe(true);
  });
});

describe('staff', () => {
  it('sign in only on their own site, and their token is refused on another', async () => {
    const staffA = await createStaff(a.id);
    expect((await new Api(gw.url(b.host)).post(API.staffLogin, staffA)).code).toBe('WRONG_CREDENTIALS');
    const api = await staffOn(a.host, staffA);
    expect((await api.get(API.staffMe)).success).toBe(true);
    const away = withToken(b.host, api.token!);
    expect(await away.get(API.staffMe)).toMatchObject({ status: 401, code: 'TOKEN_INVALID' });
    expect((await away.get(API.staffAccounts)).code).toBe('TOKEN_INVALID');
  });

  it('of one site cannot read or change another site, even by id on their own host', async () => {
    const api = await staffOn(a.host, await createStaff(a.id, 'admin'));
    const { account: memberB } = await memberOn(b.host, b.id);
    expect((await api.get(accountPath(memberB.id))).code).toBe('NOT_FOUND');
    const sessions = await api.get<{ list: unknown[] }>(API.staffAccountSessions.replace(':id', String(memberB.id)));
    expect(sessions.value.list).toEqual([]);
    const [sessionB] = await gw.sql<{ id: string }[]>`select id from sessions where account_id = ${memberB.id}`;
    expect((await api.del(API.staffRevokeSession.replace(':id', String(sessionB!.id)))).code).toBe('NOT_FOUND');
    const search = await api.get<{ list: unknown[] }>(`${API.staffAccounts}?q=${memberB.username}`);
    expect(search.value.list).toEqual([]);
    await gw.sql`insert into outbox (merchant_id, channel, recipient, body) values (${b.id}, 'sms', ${memberB.username}, 'for B only')`;
    expect((await api.get<{ list: unknown[] }>(`${API.staffOutbox}?q=${memberB.username}`)).value.list).toEqual([]);
    // Settings are the host's merchant's, and the admin of A cannot write B's.
    expect((await api.get<{ site: { siteName: string } }>(API.staffSettings)).value.site.siteName).toBe('Site A');
    expect((await withToken(b.host, api.token!).put(API.staffSettings, { siteName: 'Taken' })).code).toBe('TOKEN_INVALID');
    const [siteB] = await gw.sql<{ name: string }[]>`select settings->>'siteName' as name from merchants where id = ${b.id}`;
    expect(siteB!.name).toBe('Site B');
  });

  it('who are platform-wide act on the merchant of the host', async () => {
    const platform = await createStaff(null);
    const { account: memberB } = await memberOn(b.host, b.id);
    const onB = await staffOn(b.host, platform);
    expect(await onB.get(accountPath(memberB.id))).toMatchObject({ success: true, value: { username: memberB.username } });
    // The same token on A's host sees A's accounts only.
    const onA = withToken(a.host, onB.token!);
    expect((await onA.get(API.staffMe)).success).toBe(true);
    expect((await onA.get(accountPath(memberB.id))).code).toBe('NOT_FOUND');
  });

  it('cannot be written without a merchant unless platform-wide is said explicitly', async () => {
    const row = gw.sql`insert into staff (username, password_hash, role) values (${uniqueName('staff')}, 'x', 'support')`;
    await expect(row).rejects.toThrow(/staff_scope_ck/);
  });
});

describe('merchant cache', () => {
  it('keeps thousands of made-up hosts out of memory', async () => {
    const merchants = new Merchants(gw.sql);
    expect((await merchants.forHost(a.host)).id).toBe(a.id);
    expect((await merchants.forHost(`${b.host.toUpperCase()}:8080`)).id).toBe(b.id);
    const [first] = await gw.sql<{ id: number }[]>`select min(id) as id from merchants`;
    const before = merchants.size;
    expect(before).toEqual({ merchants: 2, domains: 2 });
    for (let i = 0; i < 2000; i++) {
      const host = `${randomBytes(6).toString('hex')}.example`;
      expect((await merchants.forHost(host)).id).toBe(first!.id);
    }
    // Only the fallback merchant itself joined; not one of the 2,000 hosts did.
    expect(merchants.size).toEqual({ merchants: 3, domains: 2 });
  });
});
