import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@wl/shared';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { Api } from '../support/api.js';
import { createAccount, createMerchant, uniqueMobile, uniqueName } from '../support/factories.js';

/**
 * The enumeration budget (docs/THROTTLES.md, "Enumeration"): 20 "does not exist" answers per IP
 * and 10 per probed name, per site and hour, shared by login, the SMS routes, forgot password
 * and the affiliate check. The gateway trusts the loopback proxy so a test can speak from many IPs.
 */
let gw: TestGateway;
let ipSeq = 0;
beforeAll(async () => {
  gw = await startGateway({ TRUSTED_PROXY: '127.0.0.1' });
});
afterAll(() => gw.close());

const newIp = () => `203.0.113.${++ipSeq}`;
const from = (host: string, ip = newIp()) => new Api(gw.url(host), { 'x-forwarded-for': ip });
const login = (api: Api, username: string, password = 'Whatever1') => api.post(API.login, { type: 'username', username, password }, true);
const forgot = (api: Api, username: string, email: string) => api.call('POST', API.passwordEmail, { username, email }, { form: true });

/** The budget's refusal, told apart from a route's per-minute rate limit by its longer wait. */
function expectBudgetSpent(r: { status: number; code: string; value: unknown }) {
  expect(r).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
  const wait = (r.value as { retryAfterSeconds: number }).retryAfterSeconds;
  expect(wait).toBeGreaterThan(60);
  expect(wait).toBeLessThanOrEqual(3600);
}

describe('enumeration budget', () => {
  it('is shared by login, SMS, forgot password and the affiliate check, per IP', async () => {
    const site = await createMerchant(gw.sql);
    const member = await createAccount(gw.sql, site.id, { mobile: uniqueMobile() });
    const api = from(site.host);
    for (let i = 0; i < 5; i++) expect((await login(api, uniqueName('ghost'))).code).toBe('USER_NOT_FOUND');
    for (let i = 0; i < 5; i++) {
      expect((await api.post(API.smsNoLogin, { mobileNum: uniqueMobile(), countryDialingCode: '+63' })).code).toBe('MOBILE_NOT_FOUND');
    }
    for (let i = 0; i < 5; i++) expect((await forgot(api, uniqueName('ghost'), 'who@mail.test')).code).toBe('USER_NOT_FOUND');
    for (let i = 0; i < 4; i++) expect((await api.get(`${API.affiliate}?code=NOPE${i}`)).code).toBe('INVITATION_CODE_INVALID');
    // On the registration SMS route "already registered" is the revealing answer.
    expect((await api.post(API.smsRegister, { mobileNo: member.mobile, countryDialingCode: '+63' })).code).toBe('MOBILE_TAKEN');

    // Twenty answers spent: every one of these routes now waits, even for a real account.
    expectBudgetSpent(await login(api, member.username, member.password));
    expectBudgetSpent(await api.post(API.smsNoLogin, { mobileNum: member.mobile, countryDialingCode: '+63' }));
    expectBudgetSpent(await api.get(`${API.affiliate}?code=NOPE9`));
    // Another IP is not affected.
    expect((await login(from(site.host), member.username, member.password)).success).toBe(true);
  });

  it('limits probes of one number from many IPs, without blocking other numbers', async () => {
    const site = await createMerchant(gw.sql);
    const ghost = uniqueMobile();
    const ask = (mobileNum: string, countryDialingCode: string, ip?: string) => from(site.host, ip).post(API.smsNoLogin, { mobileNum, countryDialingCode });
    for (let i = 0; i < 10; i++) expect((await ask(ghost, '+63')).code).toBe('MOBILE_NOT_FOUND');
    const ip = newIp();
    // Another spelling of the same number is the same target.
    expectBudgetSpent(await ask(`0${ghost}`, '0063', ip));
    expect((await ask(uniqueMobile(), '+63', ip)).code).toBe('MOBILE_NOT_FOUND');
  });

  it('is never spent by answers about an existing account', async () => {
    const site = await createMerchant(gw.sql);
    const member = await createAccount(gw.sql, site.id, { email: 'owner@mail.test' });
    // Wrong passwords from many IPs belong to the account lock, not to the enumeration budget.
    for (let i = 0; i < 3; i++) expect((await login(from(site.host), member.username)).code).toBe('WRONG_CREDENTIALS');
    const [spent] = await gw.sql<
      { n: number }[]
    >`select count(*)::int as n from probe_budget where key = ${`enum-t:${site.id}:user:${member.username.toLowerCase()}`}`;
    expect(spent!.n).toBe(0);
  });
});

describe('answers that name nobody', () => {
  it('tells an unknown phone number in phone words', async () => {
    const site = await createMerchant(gw.sql);
    const api = from(site.host);
    const unknown = uniqueMobile();
    expect(await api.post(API.smsNoLogin, { mobileNum: unknown, countryDialingCode: '+63', purpose: 'forgot' })).toMatchObject({
      status: 404,
      code: 'MOBILE_NOT_FOUND',
      message: 'This phone number is not registered',
    });
    expect((await api.post(API.login, { type: 'sms', username: unknown, password: '123456', countryDialingCode: '+63' }, true)).code).toBe('MOBILE_NOT_FOUND');
  });

  it('confirms an affiliate code without naming its agent', async () => {
    const site = await createMerchant(gw.sql);
    await createAccount(gw.sql, site.id, { type: 1, affiliateCode: uniqueName('AFF').toUpperCase() });
    const [agent] = await gw.sql<
      { affiliateCode: string }[]
    >`select affiliate_code from accounts where merchant_id = ${site.id} and affiliate_code is not null`;
    const r = await from(site.host).get(`${API.affiliate}?code=${agent!.affiliateCode}`);
    expect(r).toMatchObject({ success: true });
    expect(r.value).toEqual({ valid: true });
  });
});
