import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type LoginValue, type StaffLoginValue } from '@wl/shared';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { Api } from '../support/api.js';
import { createAccount, createMerchant, uniqueName, testPasswordHash } from '../support/factories.js';
import { connectSocket, nextEvent } from '../support/socket.js';

let gw: TestGateway;
let demoId: number;
beforeAll(async () => {
  gw = await startGateway();
  demoId = (await gw.sql<{ id: number }[]>`select id from merchants where code = 'DEMO'`)[0]!.id;
});
afterAll(() => gw.close());

async function staff(username: string, password: string, host?: string) {
  const api = new Api(gw.url(host));
  const r = await api.post<StaffLoginValue>(API.staffLogin, { username, password });
  api.token = r.value.token;
  return api;
}
const path = (p: string, id: number) => p.replace(':id', String(id));

describe('support console API', () => {
  it('refuses members and wrong passwords', async () => {
    expect((await new Api(gw.url()).post(API.staffLogin, { username: 'support', password: 'nope' })).code).toBe('WRONG_CREDENTIALS');
    const u = await createAccount(gw.sql, demoId);
    const member = new Api(gw.url());
    member.token = (await member.post<LoginValue>(API.login, { type: 'username', username: u.username, password: u.password }, true)).value.token;
    expect((await member.get(API.staffAccounts)).code).toBe('TOKEN_INVALID');
  });

  it('lists and searches accounts, shows a profile', async () => {
    const api = await staff('support', 'Support1234');
    // Searched by name: other test files add agents to the demo site, so the seeded one need not be on page one.
    const agents = await api.get<{ list: { username: string; type: number }[] }>(`${API.staffAccounts}?kind=agent&q=agent`);
    expect(agents.value.list.every((a) => [1, 2, 41, 42].includes(a.type))).toBe(true);
    expect(agents.value.list.some((a) => a.username === 'agent')).toBe(true);
    const u = await createAccount(gw.sql, demoId);
    const found = await api.get<{ list: { id: number }[]; total: number }>(`${API.staffAccounts}?q=${u.username}`);
    expect(found.value.list.map((a) => a.id)).toEqual([u.id]);
    const agent = agents.value.list.find((a) => a.username === 'agent') as unknown as { id: number };
    const profile = await api.get<{ downlineCount: number; balance: number }>(path(API.staffAccount, agent.id));
    expect(profile.value).toMatchObject({ downlineCount: 2, balance: 500_000 });
    expect((await api.get(path(API.staffAccount, 999999999))).code).toBe('NOT_FOUND');
  });

  it('revokes a session: HTTP refuses the token and the socket is told and closed', async () => {
    const api = await staff('support', 'Support1234');
    const u = await createAccount(gw.sql, demoId);
    const member = new Api(gw.url());
    member.token = (await member.post<LoginValue>(API.login, { type: 'username', username: u.username, password: u.password }, true)).value.token;
    const socket = await connectSocket(gw.url(), member.token!);
    const revoked = nextEvent(socket, 'session:revoked');
    const closed = new Promise((r) => socket.on('disconnect', r));
    const sessions = await api.get<{ list: { id: number; revokedAt: string | null }[] }>(path(API.staffAccountSessions, u.id));
    expect(sessions.value.list).toHaveLength(1);
    expect((await api.del(path(API.staffRevokeSession, sessions.value.list[0]!.id))).success).toBe(true);
    expect((await revoked).payload).toMatchObject({ reason: 'staff' });
    await closed;
    expect((await member.get(API.memberInfo)).code).toBe('TOKEN_INVALID');
  });

  it('shows the outbox', async () => {
    const api = await staff('support', 'Support1234');
    await gw.sql`insert into outbox (merchant_id, channel, recipient, body) values (${demoId}, 'sms', '639998887766', 'code 123456')`;
    const r = await api.get<{ list: { recipient: string }[] }>(`${API.staffOutbox}?channel=sms&q=639998887766`);
    expect(r.value.list[0]!.recipient).toBe('639998887766');
  });

  it('lets only admins change site settings, validated', async () => {
    // A site of its own, so no other test sees the rename.
    const site = await createMerchant(gw.sql);
    // Staff work only on their own merchant (docs/TENANCY.md): the new site gets its own.
    const [sup, adm] = [uniqueName('sup'), uniqueName('adm')];
    await gw.sql`insert into staff (username, password_hash, role, merchant_id)
                 values (${sup}, ${await testPasswordHash('Support1234')}, 'support', ${site.id}), (${adm}, ${await testPasswordHash('Admin1234')}, 'admin', ${site.id})`;
    const support = await staff(sup, 'Support1234', site.host);
    expect((await support.put(API.staffSettings, { siteName: 'X' })).code).toBe('FORBIDDEN');
    const admin = await staff(adm, 'Admin1234', site.host);
    expect((await admin.put(API.staffSettings, { siteName: '' })).code).toBe('VALIDATION_FAILED');
    expect((await admin.put(API.staffSettings, { bogus: true })).code).toBe('VALIDATION_FAILED');
    expect((await admin.put(API.staffSettings, { siteName: 'Renamed Casino', maintenance: true })).success).toBe(true);
    const after = await admin.get<{ site: { siteName: string; maintenance: boolean } }>(API.staffSettings);
    expect(after.value.site).toMatchObject({ siteName: 'Renamed Casino', maintenance: true });
    expect((await new Api(gw.url(site.host)).get<{ status: number }>(API.status)).value.status).toBe(1);
  });
});
