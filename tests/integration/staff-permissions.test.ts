import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  API,
  DEFAULT_ROLE_PERMISSIONS,
  STAFF_PERMISSIONS,
  STAFF_ROLES,
  type DepositOrder,
  type LoginValue,
  type StaffLoginValue,
  type StaffRoleList,
  type StaffRoleName,
} from '@wl/shared';
import { Api } from '../support/api.js';
import { createAccount, createMerchant, deposit } from '../support/factories.js';
import { createChannel } from '../support/channels.js';
import { useSite } from '../support/site.js';
import { createStaff } from '../support/staff.js';

/**
 * Staff powers are permissions (docs/STAFF.md). Every staff route the gateway registered (its own
 * list, so a new route is walked without being added here) is called by every role: a role
 * without the route's permission gets FORBIDDEN (403) before anything is read or written, a role
 * with it never does. Then the cases that matter most by name, an admin's edit of a role, and the
 * refusal counted per staff account and IP.
 */
const { gw, site } = useSite({ env: { TRUSTED_PROXY: 'loopback' } });
let ip = 0;
const from = () => ({ 'x-forwarded-for': `198.19.${Math.floor(++ip / 250) % 250}.${(ip % 250) + 1}` });

/** A new staff member in `role`, signed in from an address of its own (staff sign-in is limited per IP). */
async function staffOf(role: StaffRoleName, merchant: { id: number; host: string } = site) {
  const creds = await createStaff(gw.sql, merchant.id, role);
  const api = new Api(gw.url(merchant.host), from());
  const r = await api.post<StaffLoginValue>(API.staffLogin, creds);
  expect(r.value.staff.role).toBe(role);
  expect([...r.value.staff.permissions].sort()).toEqual([...(role === 'admin' ? STAFF_PERMISSIONS : DEFAULT_ROLE_PERMISSIONS[role])].sort());
  api.token = r.value.token;
  return { api, id: r.value.staff.id };
}

/** A concrete path for a route pattern: ids nobody has, a role name, a vendor code. */
const fill = (url: string) =>
  url
    .replace(/:role\b/, 'support')
    .replace(/:code\b/, 'NOPE')
    .replace(/:(\w+)/g, '999999999');

describe('every staff route against every role', () => {
  it('refuses exactly the roles without the declared permission', async () => {
    const routes = [...gw.ctx.staffRoutes]
      // Signing out ends the token the walk uses: last.
      .sort((a, b) => Number(a.url === API.staffLogout) - Number(b.url === API.staffLogout));
    expect(routes.length).toBeGreaterThan(80);
    const wrong: string[] = [];
    let calls = 0;
    for (const role of STAFF_ROLES) {
      const { api } = await staffOf(role);
      const may = new Set<string>(role === 'admin' ? STAFF_PERMISSIONS : DEFAULT_ROLE_PERMISSIONS[role]);
      for (const r of routes) {
        const body = r.method === 'GET' || r.method === 'DELETE' ? undefined : {};
        const a = await api.call(r.method, fill(r.url), body, { headers: { ...from(), 'idempotency-key': randomUUID() } });
        calls++;
        const allowed = r.permission === 'signed-in' || may.has(r.permission);
        const refused = a.status === 403 && a.code === 'FORBIDDEN';
        if (allowed === refused || a.code === 'TOKEN_INVALID') wrong.push(`${role} ${r.method} ${r.url} (${r.permission}): ${a.status} ${a.code}`);
      }
    }
    console.log(`[staff-permissions] ${routes.length} staff routes x ${STAFF_ROLES.length} roles = ${calls} calls`);
    expect(wrong).toEqual([]);
  }, 120_000);
});

describe('the powers that move money', () => {
  it('support cannot approve a bank deposit; finance can; the refusal is counted per staff account and IP', async () => {
    const ch = await createChannel(gw.sql, site.id, { type: 'bank' });
    const u = await createAccount(gw.sql, site.id);
    const member = new Api(gw.url(site.host), from());
    member.token = (await member.post<LoginValue>(API.login, { type: 'username', username: u.username, password: u.password }, true)).value.token;
    const order = await member.call<DepositOrder>(
      'POST',
      API.depositOrders,
      { channelId: ch.id, amount: 50_000 },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(order.value.status).toBe('pending');
    const path = API.staffDepositReview.replace(':id', String(order.value.id));
    const body = { decision: 'approve', reason: 'Transfer seen on statement' };
    const support = await staffOf('support');
    const refused = await support.api.call('POST', path, body, { headers: { 'idempotency-key': randomUUID(), 'x-forwarded-for': '198.19.200.1' } });
    expect(refused).toMatchObject({ status: 403, code: 'FORBIDDEN', value: { permission: 'deposits.review' } });
    const balance = async () =>
      Number((await gw.sql<{ balance: string }[]>`select balance from wallets where account_id = ${u.id} and kind = 'real'`)[0]?.balance ?? 0);
    expect(await balance()).toBe(0);
    const [counted] = await gw.sql<{ n: number; ip: string }[]>`
      select count(*)::int as n, max(ip) as ip from staff_actions where staff_id = ${support.id} and action like 'FORBIDDEN %'`;
    expect(counted).toMatchObject({ n: 1, ip: '198.19.200.1' });
    const finance = await staffOf('finance');
    const paid = await finance.api.call<DepositOrder>('POST', path, body, { headers: { 'idempotency-key': randomUUID() } });
    expect(paid.value.status).toBe('paid');
    expect(await balance()).toBe(50_000);
  });

  it('support cannot adjust a balance or pay a withdrawal; content cannot see a member', async () => {
    const m = await createAccount(gw.sql, site.id);
    await deposit(gw.sql, { merchantId: site.id, accountId: m.id, amount: 1_000, key: `perm-fund:${m.id}` });
    const support = await staffOf('support');
    const adjust = await support.api.call(
      'POST',
      API.staffAccountAdjust.replace(':id', String(m.id)),
      { direction: 'credit', amount: 500_000_00, reason: 'x' },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(adjust.code).toBe('FORBIDDEN');
    expect((await support.api.put(API.staffWithdrawalPaid.replace(':id', '1'))).code).toBe('FORBIDDEN');
    const content = await staffOf('content');
    expect((await content.api.get(API.staffAccount.replace(':id', String(m.id)))).code).toBe('FORBIDDEN');
    expect((await content.api.get(API.staffAccounts)).code).toBe('FORBIDDEN');
  });
});

describe('roles an admin edits', () => {
  it('changes what a role may do on one site only, takes effect on the next call, and cannot touch admin', async () => {
    const s = await createMerchant(gw.sql);
    const admin = await staffOf('admin', s);
    const support = await staffOf('support', s);
    const elsewhere = await staffOf('support');
    expect((await support.api.get(API.staffAccounts)).success).toBe(true);
    const list = await admin.api.get<StaffRoleList>(API.staffRoles);
    expect(list.value.list.map((r) => [r.role, r.editable, r.customised])).toEqual([
      ['support', true, false],
      ['finance', true, false],
      ['risk', true, false],
      ['content', true, false],
      ['admin', false, false],
    ]);
    const without = DEFAULT_ROLE_PERMISSIONS.support.filter((p) => p !== 'members.read');
    const saved = await admin.api.put<StaffRoleList>(API.staffRole.replace(':role', 'support'), { permissions: without });
    expect(saved).toMatchObject({ success: true });
    expect(saved.value.list.find((r) => r.role === 'support')).toMatchObject({ customised: true, permissions: without });
    expect((await support.api.get(API.staffAccounts)).code).toBe('FORBIDDEN');
    // Another site's support role is untouched.
    expect((await elsewhere.api.get(API.staffAccounts)).success).toBe(true);
    // The signed-in answer lists the new set, so the console hides what the role lost.
    const me = await support.api.get<StaffLoginValue['staff']>(API.staffMe);
    expect(me.value.permissions).not.toContain('members.read');
    expect((await admin.api.put(API.staffRole.replace(':role', 'admin'), { permissions: [] })).code).toBe('FORBIDDEN');
    expect((await admin.api.put(API.staffRole.replace(':role', 'support'), { permissions: ['no.such'] })).code).toBe('VALIDATION_FAILED');
    expect((await support.api.put(API.staffRole.replace(':role', 'support'), { permissions: [...STAFF_PERMISSIONS] })).code).toBe('FORBIDDEN');
    const [logged] = await gw.sql<{ n: number }[]>`select count(*)::int as n from staff_actions where staff_id = ${admin.id} and action = 'PUT roles/:role'`;
    expect(logged!.n).toBe(1);
  });

  it('a staff route without a declared permission stops the gateway at start', async () => {
    const Fastify = (await import('fastify')).default;
    const { installGuards } = await import('../../gateway/src/plugins/guards.js');
    const app = Fastify();
    await app.register((await import('@fastify/rate-limit')).default, { global: false });
    installGuards(app, { ...gw.ctx, staffRoutes: [] });
    const start = async () => {
      await app.register(async (a) => {
        a.get('/wps/support/forgotten', { config: { auth: 'staff' } }, async () => 'open to all');
      });
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/declares no permission/);
  });
});
