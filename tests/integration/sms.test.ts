import { describe, expect, it } from 'vitest';
import { API, type LoginValue } from '@wl/shared';
import type { TestGateway } from '../support/gateway.js';
import { useSite } from '../support/site.js';
import { Api } from '../support/api.js';
import { createAccount, lastCode, uniqueMobile } from '../support/factories.js';
import { mobileForm, registrationCode } from '../support/mobile.js';

const { gw, site } = useSite();

const sendRegister = (api: Api, mobile: string) => api.post<{ expiredMinutes: number }>(API.smsRegister, { mobileNo: mobile, countryDialingCode: '+63' });
/** Moves the last send back in time, as if the user waited: the rules are about time passing. */
const age = (sql: TestGateway['sql'], mobile: string, seconds: number) =>
  sql`update send_log set created_at = created_at - ${`${seconds} seconds`}::interval where key like ${'%' + mobile}`;

describe('SMS codes', () => {
  it('sends a 6-digit code through the outbox and says how long it lives', async () => {
    const mobile = uniqueMobile();
    const r = await sendRegister(new Api(gw.url(site.host)), mobile);
    expect(r.value.expiredMinutes).toBe(5);
    expect(await lastCode(gw.sql, mobile)).toMatch(/^\d{6}$/);
  });

  it('validates the number', async () => {
    const api = new Api(gw.url(site.host));
    expect((await api.post(API.smsRegister, { mobileNo: '', countryDialingCode: '+63' })).code).toBe('MOBILE_MISSING');
    expect((await api.post(API.smsRegister, { mobileNo: '12ab', countryDialingCode: '+63' })).code).toBe('MOBILE_INVALID');
  });

  it('throttles to one send a second and blocks for 5 minutes after too many', async () => {
    const mobile = uniqueMobile();
    const api = new Api(gw.url(site.host));
    expect((await sendRegister(api, mobile)).success).toBe(true);
    expect((await sendRegister(api, mobile)).code).toBe('SMS_THROTTLED');
    for (let i = 0; i < 4; i++) {
      await age(gw.sql, mobile, 2);
      expect((await sendRegister(api, mobile)).success).toBe(true);
    }
    await age(gw.sql, mobile, 2);
    const blocked = await sendRegister(api, mobile);
    expect(blocked).toMatchObject({ status: 429, code: 'SMS_TOO_MANY_REQUESTS', message: 'Too many requests, please try again after 5 minutes.' });
    expect((blocked.value as unknown as { retryAfterSeconds: number }).retryAfterSeconds).toBe(300);
    await age(gw.sql, mobile, 2);
    expect((await sendRegister(api, mobile)).code).toBe('SMS_TOO_MANY_REQUESTS');
  });

  it('registers by mobile with the code, once only', async () => {
    const mobile = uniqueMobile();
    const api = new Api(gw.url(site.host));
    const code = await registrationCode(api, gw.sql, mobile);
    const body = mobileForm(mobile, code, { login: true });
    const r = await api.put<LoginValue>(API.registerMobile, body, true);
    expect(r.success).toBe(true);
    expect(r.value.user.mobileNum).toBe(mobile);
    const again = await new Api(gw.url(site.host)).put(API.registerMobile, body, true);
    expect(again.code).toBe('MOBILE_TAKEN');
  });

  it('takes the extra fields the site shows on the mobile tab, under their rules', async () => {
    const mobile = uniqueMobile();
    const api = new Api(gw.url(site.host));
    const code = await registrationCode(api, gw.sql, mobile);
    const body = (email: string) => mobileForm(mobile, code, { email });
    expect(await api.put(API.registerMobile, body('not-an-email'), true)).toMatchObject({ code: 'RULE_VIOLATION', value: { fields: { email: 'rule.EMAIL' } } });
    const r = await api.put<LoginValue>(API.registerMobile, body(`m${mobile}@mail.test`), true);
    expect(r.success).toBe(true);
    const [row] = await gw.sql<{ email: string }[]>`select email from accounts where id = ${r.value.user.id}`;
    expect(row!.email).toBe(`m${mobile}@mail.test`);
  });

  it('refuses a reused code', async () => {
    const mobile = uniqueMobile();
    const api = new Api(gw.url(site.host));
    const code = await registrationCode(api, gw.sql, mobile);
    await gw.sql`update verification_codes set used_at = now() where target like ${'%' + mobile}`;
    const r = await api.put(API.registerMobile, mobileForm(mobile, code), true);
    expect(r.code).toBe('SMS_CODE_INVALID');
  });

  it('refuses an expired code with its own message', async () => {
    const mobile = uniqueMobile();
    const api = new Api(gw.url(site.host));
    const code = await registrationCode(api, gw.sql, mobile);
    await gw.sql`update verification_codes set expires_at = now() - interval '1 second' where target like ${'%' + mobile}`;
    const r = await api.put(API.registerMobile, mobileForm(mobile, code), true);
    expect(r).toMatchObject({ code: 'SMS_CODE_EXPIRED', message: 'Verification code has expired, please send again.' });
  });

  it('allows at most 5 guesses, then the right code no longer works', async () => {
    const mobile = uniqueMobile();
    const api = new Api(gw.url(site.host));
    const code = await registrationCode(api, gw.sql, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const body = (c: string) => mobileForm(mobile, c);
    for (let i = 0; i < 5; i++) expect((await api.put(API.registerMobile, body(wrong), true)).code).toBe('SMS_CODE_INVALID');
    expect((await api.put(API.registerMobile, body(code), true)).code).toBe('SMS_CODE_EXPIRED');
    expect(await gw.sql`select 1 from accounts where mobile_num = ${mobile}`).toHaveLength(0);
  });

  it('logs in by SMS code without forcing a password change', async () => {
    const mobile = uniqueMobile();
    const u = await createAccount(gw.sql, site.id, { mobile, password: '123456' });
    const api = new Api(gw.url(site.host));
    expect((await api.post(API.smsNoLogin, { mobileNum: mobile, countryDialingCode: '+63' })).success).toBe(true);
    const r = await api.post<LoginValue>(
      API.login,
      { type: 'sms', username: mobile, password: await lastCode(gw.sql, mobile), countryDialingCode: '+63' },
      true,
    );
    expect(r.success).toBe(true);
    expect(r.value.user.id).toBe(u.id);
    expect(r.value.mustChangePassword).toBe(false);
  });

  it('sets a new password by phone and ends every session', async () => {
    const mobile = uniqueMobile();
    const u = await createAccount(gw.sql, site.id, { mobile });
    const api = new Api(gw.url(site.host));
    const old = await api.post<LoginValue>(API.login, { type: 'username', username: u.username, password: u.password }, true);
    await api.post(API.smsNoLogin, { mobileNum: mobile, countryDialingCode: '+63', purpose: 'forgot' });
    const r = await api.post(
      API.passwordPhone,
      { mobileNum: mobile, countryDialingCode: '+63', verificationCode: await lastCode(gw.sql, mobile), newPassword: 'Fresh1234' },
      true,
    );
    expect(r).toMatchObject({ success: true, value: { username: u.username } });
    const check = new Api(gw.url(site.host));
    check.token = old.value.token;
    expect((await check.get(API.memberInfo)).code).toBe('TOKEN_INVALID');
    expect((await api.post(API.login, { type: 'username', username: u.username, password: 'Fresh1234' }, true)).success).toBe(true);
  });
});
