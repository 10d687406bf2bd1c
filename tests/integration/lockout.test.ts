import { describe, expect, it } from 'vitest';
import { API, ENCRYPTION_ALG, type EncryptedBody, type LoginValue, type StaffLoginValue } from '@wl/shared';
import type { Sql } from '@wl/gateway';
import { startGateway } from '../support/gateway.js';
import { useSite } from '../support/site.js';
import { Api } from '../support/api.js';
import { createAccount, uniqueName, testPasswordHash } from '../support/factories.js';

/**
 * Per-account lockouts (member login, change password, staff login) and the order of the
 * guards: no token, no decryption. The gateway believes X-Forwarded-For from loopback, so a
 * test can play callers at different addresses.
 */
const { gw, site } = useSite({ env: { TRUSTED_PROXY: 'loopback' } });

const from = (ip: string, g = gw) => new Api(g.url(site.host), { 'x-forwarded-for': ip });
const login = (api: Api, username: string, password: string) => api.post<LoginValue>(API.login, { type: 'username', username, password }, true);

async function createStaff(sql: Sql, merchantId: number, role: 'support' | 'admin' = 'admin') {
  const username = uniqueName('staff');
  await sql`insert into staff (username, password_hash, role, merchant_id) values (${username}, ${await testPasswordHash('Staff1234')}, ${role}, ${merchantId})`;
  return { username, password: 'Staff1234' };
}

describe('member login lockout', () => {
  it('locks the account after 10 failures from any mix of IPs, then refuses even the right password', async () => {
    const u = await createAccount(gw.sql, site.id);
    for (let i = 1; i <= 9; i++) {
      expect((await login(from(`198.51.100.${i}`), u.username, 'wrong-pass1')).code).toBe('WRONG_CREDENTIALS');
    }
    const tenth = await login(from('198.51.100.10'), u.username, 'wrong-pass1');
    expect(tenth).toMatchObject({ status: 429, code: 'ACCOUNT_LOCKED', value: { retryAfterSeconds: 900 } });
    // Right password, fresh IP: still locked, and no captcha or hash work is done for it.
    const right = await login(from('203.0.113.50'), u.username, u.password);
    expect(right.code).toBe('ACCOUNT_LOCKED');
    expect((right.value as unknown as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(800);
  });

  it('lets the owner in once the lock has run out, and a success clears the count', async () => {
    const u = await createAccount(gw.sql, site.id);
    for (let i = 0; i < 10; i++) await login(from('198.51.100.20'), u.username, 'wrong-pass1');
    expect((await login(from('198.51.100.21'), u.username, u.password)).code).toBe('ACCOUNT_LOCKED');
    // The clock moves on: the lock ended a second ago.
    await gw.sql`update login_lockouts set locked_until = now() - interval '1 second', window_started_at = now() - interval '16 minutes'
                 where key = ${`m:${site.id}:${u.username.toLowerCase()}`}`;
    expect((await login(from('198.51.100.21'), u.username, u.password)).success).toBe(true);
    const rows = await gw.sql`select 1 from login_lockouts where key = ${`m:${site.id}:${u.username.toLowerCase()}`}`;
    expect(rows).toHaveLength(0);
  });

  it('counts unknown usernames too, so a locked name and an unknown one answer alike', async () => {
    const ghost = uniqueName('ghost');
    for (let i = 0; i < 9; i++) expect((await login(from('198.51.100.30'), ghost, 'x12345')).code).toBe('USER_NOT_FOUND');
    expect((await login(from('198.51.100.31'), ghost, 'x12345')).code).toBe('ACCOUNT_LOCKED');
  });
});

describe('change password lockout', () => {
  it('counts wrong old passwords against the same lock as login, then refuses the change', async () => {
    const u = await createAccount(gw.sql, site.id);
    const member = from('198.51.100.40');
    member.token = (await login(member, u.username, u.password)).value.token;
    const change = (oldPassword: string) => member.post(API.password, { oldPassword, newPassword: 'Newpass123', confirmNewPassword: 'Newpass123' }, true);
    for (let i = 0; i < 9; i++) expect((await change(`guess${i}abc`)).code).toBe('OLD_PASSWORD_WRONG');
    expect((await change('guess9abc')).code).toBe('ACCOUNT_LOCKED');
    expect((await change(u.password)).code).toBe('ACCOUNT_LOCKED');
    // Same secret, same lock: the guesser cannot switch to the login form for 10 more tries.
    expect((await login(from('198.51.100.41'), u.username, u.password)).code).toBe('ACCOUNT_LOCKED');
    // The password did not change.
    await gw.sql`delete from login_lockouts where key = ${`m:${site.id}:${u.username.toLowerCase()}`}`;
    expect((await login(from('198.51.100.41'), u.username, u.password)).success).toBe(true);
  });
});

describe('staff login', () => {
  it('locks a staff account after 10 failures, whatever the IP', async () => {
    const s = await createStaff(gw.sql, site.id);
    for (let i = 0; i < 9; i++) {
      expect((await from(`198.51.100.${60 + i}`).post(API.staffLogin, { username: s.username, password: 'nope' })).code).toBe('WRONG_CREDENTIALS');
    }
    expect((await from('198.51.100.70').post(API.staffLogin, { username: s.username, password: 'nope' })).code).toBe('ACCOUNT_LOCKED');
    expect((await from('203.0.113.70').post(API.staffLogin, { username: s.username, password: s.password })).code).toBe('ACCOUNT_LOCKED');
  });

  it('asks for the captcha after one failure, like the member login', async () => {
    const g = await startGateway({ CAPTCHA_ENABLED: 'true', TRUSTED_PROXY: 'loopback' });
    try {
      const s = await createStaff(g.sql, site.id);
      // An address of its own: three staff failures from one IP also ask for the captcha.
      const api = new Api(g.url(site.host), { 'x-forwarded-for': `192.0.2.${1 + Math.floor(Math.random() * 250)}` });
      expect((await api.post(API.staffLogin, { username: s.username, password: 'nope' })).value).toEqual({ captcha: true });
      expect((await api.post(API.staffLogin, { username: s.username, password: s.password })).code).toBe('CAPTCHA_REQUIRED');
      await api.get(API.captcha);
      const [c] = await g.sql<{ answer: string }[]>`select answer from captchas where id = ${api.cookie('wl_captcha')}`;
      const ok = await api.post<StaffLoginValue>(API.staffLogin, { username: s.username, password: s.password, captcha: c!.answer });
      expect(ok.success).toBe(true);
      expect(ok.value.staff.username).toBe(s.username);
    } finally {
      await g.close();
    }
  });
});

describe('authenticate before decrypting', () => {
  // Well-formed, so only the decryption itself can refuse it.
  const garbage: EncryptedBody = { enc: { alg: ENCRYPTION_ALG, kid: 'garbage', key: 'AAAA', iv: 'AAAA', data: 'AAAA' } };

  it('answers TOKEN_MISSING / TOKEN_INVALID to an encrypted member route without decrypting anything', async () => {
    let decryptions = 0;
    const real = gw.ctx.keys.decrypt.bind(gw.ctx.keys);
    gw.ctx.keys.decrypt = (body) => {
      decryptions++;
      return real(body);
    };
    try {
      const api = from('198.51.100.80');
      const raw = async (token?: string) => {
        const res = await fetch(gw.url(site.host) + API.password, {
          method: 'POST',
          body: JSON.stringify(garbage),
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        });
        return ((await res.json()) as { code: string }).code;
      };
      expect(await raw()).toBe('TOKEN_MISSING');
      expect(await raw('not-a-real-token')).toBe('TOKEN_INVALID');
      expect(decryptions).toBe(0);
      // With a valid token the same garbage does reach the decryption (and fails there).
      const u = await createAccount(gw.sql, site.id);
      const token = (await login(api, u.username, u.password)).value.token;
      const before = decryptions;
      expect(await raw(token)).toBe('DECRYPTION_FAILED');
      expect(decryptions).toBe(before + 1);
    } finally {
      gw.ctx.keys.decrypt = real;
    }
  });

  it('gives every encrypted route one per-IP budget, checked before decryption', async () => {
    const g = await startGateway({ TRUSTED_PROXY: 'loopback', ENCRYPTED_RATE_LIMIT: '3' });
    try {
      let decryptions = 0;
      const real = g.ctx.keys.decrypt.bind(g.ctx.keys);
      g.ctx.keys.decrypt = (body) => {
        decryptions++;
        return real(body);
      };
      const u = await createAccount(g.sql, site.id);
      const caller = new Api(g.url(site.host), { 'x-forwarded-for': '198.51.100.90' });
      // Login, register and set-password-by-phone share the budget (3 per minute here).
      expect((await login(caller, u.username, 'wrong-pass1')).code).toBe('WRONG_CREDENTIALS');
      expect((await caller.put(API.register, { username: uniqueName(), password: 'Passw0rd1' }, true)).status).not.toBe(429);
      expect((await caller.post(API.passwordPhone, { mobileNum: '9171234567', verificationCode: '000000', newPassword: 'Passw0rd9' }, true)).status).not.toBe(
        429,
      );
      const spent = decryptions;
      const over = await login(caller, u.username, u.password);
      expect(over).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
      expect((over.value as unknown as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
      expect(decryptions).toBe(spent);
      // Another address has its own budget.
      expect((await login(new Api(g.url(site.host), { 'x-forwarded-for': '198.51.100.91' }), u.username, u.password)).success).toBe(true);
    } finally {
      await g.close();
    }
  });
});
