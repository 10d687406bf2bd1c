import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type LoginValue, type RegisterSettings, type SiteConfig, type StaffLoginValue, type SystemStatusValue } from '@wl/shared';
import type { Sql } from '@wl/gateway';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { Api } from '../support/api.js';
import { createAccount, createMerchant, uniqueName, testPasswordHash } from '../support/factories.js';
import { defaultSettings } from '../../gateway/src/plugins/seed.js';

/**
 * System status enforced on the server: a blocked region or maintenance refuses every call but
 * status, site config, help (what the status page needs) and the staff console. The gateway
 * believes X-Forwarded-For from loopback, so a test can call from a US or a UK address.
 */
const US = '8.8.8.8';
const UK = '81.2.69.142';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ TRUSTED_PROXY: 'loopback' });
});
afterAll(() => gw.close());

const from = (host: string, ip: string) => new Api(gw.url(host), { 'x-forwarded-for': ip });
const login = (api: Api, username: string, password: string) => api.post<LoginValue>(API.login, { type: 'username', username, password }, true);

async function staffApi(sql: Sql, site: { id: number; host: string }, ip: string) {
  const username = uniqueName('admin');
  await sql`insert into staff (username, password_hash, role, merchant_id) values (${username}, ${await testPasswordHash('Admin1234')}, 'admin', ${site.id})`;
  const api = from(site.host, ip);
  const r = await api.post<StaffLoginValue>(API.staffLogin, { username, password: 'Admin1234' });
  expect(r.success).toBe(true);
  api.token = r.value.token;
  return api;
}

/**
 * Every member-facing call a refused visitor might try, each with its answer code. Raw
 * requests: the refusal comes before the body is read, so the encrypted calls need no real
 * encryption here (and the public key itself is not served to a refused visitor).
 */
async function memberCalls(host: string, ip: string, token: string) {
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(gw.url(host) + path, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
      headers: { 'x-forwarded-for': ip, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    });
    return ((await res.json()) as { code: string }).code;
  };
  const enc = { enc: { alg: 'x', kid: 'x', key: 'x', iv: 'x', data: 'x' } };
  return {
    login: await call('POST', API.login, enc),
    freePlay: await call('POST', API.loginFreePlay, {}, { 'x-gateway-version': '3' }),
    register: await call('PUT', API.register, enc),
    memberInfo: await call('GET', API.memberInfo, undefined, { authorization: `Bearer ${token}` }),
    sms: await call('POST', API.smsNoLogin, { mobileNum: '9171234567', countryDialingCode: '+63' }),
    registerSettings: await call('GET', API.registerSettings),
    publicKey: await call('GET', API.publicKey),
  };
}

describe('region restriction', () => {
  it('refuses a blocked country on every member call but status, site config and help', async () => {
    const site = await createMerchant(gw.sql, { regionRestriction: true, blockedCountries: ['US'] });
    const u = await createAccount(gw.sql, site.id);
    const token = (await login(from(site.host, UK), u.username, u.password)).value.token;

    const us = from(site.host, US);
    expect((await us.get<SystemStatusValue>(API.status)).value).toMatchObject({ status: 2, ip: US });
    expect((await us.get<SiteConfig>(API.whitelabel)).success).toBe(true);
    expect((await us.get(`${API.helpCenter}?lang=EN`)).success).toBe(true);
    const blocked = await memberCalls(site.host, US, token);
    expect(new Set(Object.values(blocked))).toEqual(new Set(['REGION_BLOCKED']));
    const refusal = await us.get(API.memberInfo);
    expect(refusal).toMatchObject({ status: 403, success: false, code: 'REGION_BLOCKED', value: { ip: US } });

    // The same member from the UK is served as usual.
    const uk = from(site.host, UK);
    expect((await uk.get<SystemStatusValue>(API.status)).value.status).toBe(0);
    expect((await login(uk, u.username, u.password)).success).toBe(true);
  });

  it('blocks listed IPs and ranges; private addresses have no country', async () => {
    const site = await createMerchant(gw.sql, { regionRestriction: true, blockedIps: ['81.2.69.0/24'], blockedCountries: ['US', 'GB'] });
    const u = await createAccount(gw.sql, site.id);
    expect((await memberCalls(site.host, UK, 'x')).registerSettings).toBe('REGION_BLOCKED');
    expect((await from(site.host, UK).get<SystemStatusValue>(API.status)).value.status).toBe(2);
    expect((await from(site.host, '10.1.2.3').get<SystemStatusValue>(API.status)).value.status).toBe(0);
    expect((await login(from(site.host, '10.1.2.3'), u.username, u.password)).success).toBe(true);
  });

  it('keeps the staff console working from a blocked address', async () => {
    const site = await createMerchant(gw.sql, { regionRestriction: true, blockedCountries: ['US'] });
    const admin = await staffApi(gw.sql, site, US);
    expect((await admin.get(API.staffSettings)).success).toBe(true);
  });
});

describe('maintenance', () => {
  it('refuses member calls, keeps status, site config, help and staff, and staff can switch it off', async () => {
    const site = await createMerchant(gw.sql, { maintenance: true });
    const u = await createAccount(gw.sql, site.id);
    const visitor = from(site.host, UK);
    expect((await visitor.get<SystemStatusValue>(API.status)).value.status).toBe(1);
    expect((await visitor.get(API.whitelabel)).success).toBe(true);
    expect((await visitor.get(`${API.helpCenter}?lang=EN`)).success).toBe(true);
    const closed = await memberCalls(site.host, UK, 'any-token');
    expect(new Set(Object.values(closed))).toEqual(new Set(['MAINTENANCE']));
    expect((await visitor.get(API.memberInfo)).status).toBe(503);

    const admin = await staffApi(gw.sql, site, UK);
    expect((await admin.put(API.staffSettings, { maintenance: false })).success).toBe(true);
    // Settings are cached for up to a second per node; the editing node clears its cache at once.
    expect((await login(visitor, u.username, u.password)).success).toBe(true);
  });
});

describe('staff edit blocked IPs, countries and patterns', () => {
  it('saves blocked countries (upper-cased) and IP rules, and the block applies at once', async () => {
    const site = await createMerchant(gw.sql);
    const admin = await staffApi(gw.sql, site, UK);
    expect(
      (await admin.put(API.staffSettings, { regionRestriction: true, blockedCountries: ['us'], blockedIps: ['203.0.113.0/24', '198.51.100.*'] })).success,
    ).toBe(true);
    const saved = await admin.get<{ settings: { blockedCountries: string[]; blockedIps: string[] } }>(API.staffSettings);
    expect(saved.value.settings).toMatchObject({ blockedCountries: ['US'], blockedIps: ['203.0.113.0/24', '198.51.100.*'] });
    expect((await from(site.host, US).get<SystemStatusValue>(API.status)).value.status).toBe(2);
    expect((await from(site.host, '198.51.100.7').get(API.registerSettings)).code).toBe('REGION_BLOCKED');
  });

  it('refuses malformed IP rules and country codes with SETTING_INVALID', async () => {
    const site = await createMerchant(gw.sql);
    const admin = await staffApi(gw.sql, site, UK);
    expect(await admin.put(API.staffSettings, { blockedIps: ['example.com'] })).toMatchObject({
      status: 400,
      code: 'SETTING_INVALID',
      value: { fields: { blockedIps: 'SETTING_INVALID' }, invalid: 'example.com' },
    });
    expect((await admin.put(API.staffSettings, { blockedCountries: ['USA'] })).code).toBe('VALIDATION_FAILED');
    expect((await admin.put(API.staffSettings, { blockedCountries: ['1!'] })).code).toBe('SETTING_INVALID');
  });

  it('refuses a pattern that could backtrack for ever, and keeps the old rules', async () => {
    const site = await createMerchant(gw.sql);
    const admin = await staffApi(gw.sql, site, UK);
    const rules = (await admin.get<{ settings: { registerRules: Array<{ field: string; acceptedPattern: string }> } }>(API.staffSettings)).value.settings
      .registerRules;
    const evil = rules.map((r) => (r.field === 'username' ? { ...r, acceptedPattern: '^(a+)+$' } : r));
    const r = await admin.put(API.staffSettings, { registerRules: evil });
    expect(r).toMatchObject({ status: 400, code: 'PATTERN_UNSAFE', value: { fields: { 'registerRules.username': 'PATTERN_UNSAFE' } } });
    expect((await admin.put(API.staffSettings, { registerRules: rules.map((x) => (x.field === 'username' ? { ...x, acceptedPattern: '^(' } : x)) })).code).toBe(
      'PATTERN_INVALID',
    );
    const after = await admin.get<{ settings: { registerRules: Array<{ field: string; acceptedPattern: string }> } }>(API.staffSettings);
    expect(after.value.settings.registerRules.find((x) => x.field === 'username')!.acceptedPattern).toBe('^[A-Za-z][A-Za-z0-9]*$');
    // The built-in patterns, FULL_NAME's repeated group included, still save.
    expect((await admin.put(API.staffSettings, { registerRules: rules })).success).toBe(true);
  });

  it('applies a pattern stored before this check as "accept everything", in the gateway and in the form', async () => {
    const stored = defaultSettings().registerRules.map((r) => (r.field === 'username' ? { ...r, acceptedPattern: '^(a+)+$' } : r));
    const site = await createMerchant(gw.sql, { registerRules: stored });
    const api = from(site.host, UK);
    const settings = await api.get<RegisterSettings>(API.registerSettings);
    expect(settings.value.rules.find((r) => r.field === 'username')).toMatchObject({ acceptedPattern: '*', minLength: 4, maxLength: 16 });
    // 'aaaaaaaaaaa!' fails the stored pattern (quickly: 12 characters) but passes "accept everything".
    const username = `${'a'.repeat(11)}!`;
    const r = await api.put<LoginValue>(
      API.register,
      { username, password: 'Secret123', confirmPassword: 'Secret123', termsAccepted: true, login: false, registerMethod: 'WEB' },
      true,
    );
    expect(r.code).not.toBe('RULE_VIOLATION');
    expect(r.success).toBe(true);
  });
});
