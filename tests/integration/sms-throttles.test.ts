import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API, SMS_DAILY_QUOTA_PER_NUMBER, type LoginValue } from '@wl/shared';
import { useSite } from '../support/site.js';
import { Api } from '../support/api.js';
import { createAccount, createMerchant, lastCode, uniqueMobile } from '../support/factories.js';
import { mobileForm } from '../support/mobile.js';

/**
 * SMS limits key on the normalised number (docs/THROTTLES.md, "SMS"). The gateway trusts the
 * loopback proxy so each test speaks from an IP of its own: per-IP limits never mix tests.
 */
let ipSeq = 0;
const { gw, site } = useSite({ env: { TRUSTED_PROXY: '127.0.0.1' } });

const client = (host = site.host) => new Api(gw.url(host), { 'x-forwarded-for': `198.51.100.${++ipSeq}` });
const sendRegister = (api: Api, mobileNo: string, countryDialingCode = '+63') => api.post(API.smsRegister, { mobileNo, countryDialingCode });
/** Moves the sends to a recipient back in time, as if the user waited: the rules are about time passing. */
const age = (recipient: string, seconds: number) =>
  gw.sql`update send_log set created_at = created_at - ${`${seconds} seconds`}::interval where key like ${'%' + recipient}`;
const sent = async (recipient: string) =>
  Number((await gw.sql<{ n: number }[]>`select count(*)::int as n from outbox where recipient like ${'%' + recipient}`)[0]!.n);

describe('one number, one quota', () => {
  it('refuses every spelling of a blocked number and sends nothing', async () => {
    const mobile = uniqueMobile();
    const api = client();
    for (let i = 0; i < 5; i++) {
      expect((await sendRegister(api, mobile)).success).toBe(true);
      await age(mobile, 2);
    }
    expect((await sendRegister(api, mobile)).code).toBe('SMS_TOO_MANY_REQUESTS');
    for (const spelling of ['+63', '+063', '0063', '63', '+63 ', ' +63', '+6 3', '0063 ']) {
      expect((await sendRegister(client(), mobile, spelling)).code, JSON.stringify(spelling)).toBe('SMS_TOO_MANY_REQUESTS');
    }
    // A trunk prefix or the country code typed into the number is the same number too.
    expect((await sendRegister(client(), `0${mobile}`)).code).toBe('SMS_TOO_MANY_REQUESTS');
    expect((await sendRegister(client(), `63${mobile}`)).code).toBe('SMS_TOO_MANY_REQUESTS');
    expect(await sent(mobile)).toBe(5);
  });

  it('accepts only the dialing codes the site offers', async () => {
    const mobile = '7400123456';
    const r = await sendRegister(client(), mobile, '+44');
    expect(r).toMatchObject({ status: 400, code: 'DIALING_CODE_INVALID', value: { fields: { countryDialingCode: 'DIALING_CODE_INVALID' } } });
    expect((await sendRegister(client(), uniqueMobile(), '+6x')).code).toBe('DIALING_CODE_INVALID');
    expect(await sent(mobile)).toBe(0);
  });

  it('finds an account whatever the spelling, and sends its code to the one E.164 number', async () => {
    const mobile = uniqueMobile();
    const u = await createAccount(gw.sql, site.id, { mobile });
    const api = client();
    expect((await api.post(API.smsNoLogin, { mobileNum: `0${mobile}`, countryDialingCode: '0063', purpose: 'forgot' })).success).toBe(true);
    const [mail] = await gw.sql<{ recipient: string }[]>`select recipient from outbox where recipient like ${'%' + mobile}`;
    expect(mail!.recipient).toBe(`+63${mobile}`);
    const r = await api.post(
      API.passwordPhone,
      { mobileNum: mobile, countryDialingCode: '+063', verificationCode: await lastCode(gw.sql, mobile), newPassword: 'Fresh1234' },
      true,
    );
    expect(r).toMatchObject({ success: true, value: { username: u.username } });
    expect((await sendRegister(client(), mobile, ' 63')).code).toBe('MOBILE_TAKEN');
  });

  it('finds accounts stored before numbers were normalised', async () => {
    const mobile = uniqueMobile();
    const u = await createAccount(gw.sql, site.id, { mobile });
    await gw.sql`update accounts set country_dialing_code = '0063', mobile_num = ${`0${mobile}`} where id = ${u.id}`;
    expect((await client().post(API.smsNoLogin, { mobileNum: mobile, countryDialingCode: '+63' })).success).toBe(true);
    expect((await sendRegister(client(), mobile)).code).toBe('MOBILE_TAKEN');
  });

  it('registers the normalised number and logs in by SMS with another spelling', async () => {
    const mobile = uniqueMobile();
    const api = client();
    expect((await sendRegister(api, mobile, '+63 ')).success).toBe(true);
    const body = mobileForm(`0${mobile}`, await lastCode(gw.sql, mobile), { countryDialingCode: '0063' });
    const reg = await api.put<LoginValue>(API.registerMobile, body, true);
    expect(reg.success).toBe(true);
    const [row] = await gw.sql<
      { countryDialingCode: string; mobileNum: string }[]
    >`select country_dialing_code, mobile_num from accounts where id = ${reg.value.user.id}`;
    expect(row).toEqual({ countryDialingCode: '+63', mobileNum: mobile });
    await age(mobile, 2);
    expect((await api.post(API.smsNoLogin, { mobileNum: mobile, countryDialingCode: '63' })).success).toBe(true);
    const login = await api.post<LoginValue>(
      API.login,
      { type: 'sms', username: `0${mobile}`, password: await lastCode(gw.sql, mobile), countryDialingCode: '+063' },
      true,
    );
    expect(login.value.user?.id).toBe(reg.value.user.id);
  });
});

describe('second verification sends', () => {
  const login = (api: Api, u: { username: string; password: string }) =>
    api.post(API.login, { type: 'username', username: u.username, password: u.password }, true);

  it('new-IP SMS codes obey the per-number limits', async () => {
    const mobile = uniqueMobile();
    const u = await createAccount(gw.sql, site.id, { mobile, verifyMethod: 'SMS' });
    const answers: string[] = [];
    for (let i = 0; i < 8; i++) {
      // A fresh IP each time: nothing but the number ties these logins together.
      answers.push((await login(client(), u)).code);
      await age(mobile, 2);
    }
    expect(answers).toEqual([...Array(5).fill('VERIFICATION_REQUIRED'), ...Array(3).fill('SMS_TOO_MANY_REQUESTS')]);
    expect(await sent(mobile)).toBe(5);
  });

  it('new-IP email codes obey the same limits', async () => {
    const email = `v${uniqueMobile()}@mail.test`;
    const u = await createAccount(gw.sql, site.id, { email, verifyMethod: 'EMAIL' });
    const answers: string[] = [];
    for (let i = 0; i < 6; i++) {
      answers.push((await login(client(), u)).code);
      await age(email, 2);
    }
    expect(answers).toEqual([...Array(5).fill('VERIFICATION_REQUIRED'), 'SMS_TOO_MANY_REQUESTS']);
    expect(await sent(email)).toBe(5);
  });
});

describe('daily quotas', () => {
  it(`gives one number at most ${SMS_DAILY_QUOTA_PER_NUMBER} codes a day, on every site together`, async () => {
    const mobile = uniqueMobile();
    const api = client();
    for (let i = 0; i < SMS_DAILY_QUOTA_PER_NUMBER; i++) {
      expect((await sendRegister(api, mobile)).success).toBe(true);
      await age(mobile, 11 * 60); // out of the 10-minute window, still inside the day
    }
    const r = await sendRegister(api, mobile);
    expect(r).toMatchObject({ status: 429, code: 'SMS_QUOTA_EXCEEDED', message: 'Quota not sufficient, please contact customer service.' });
    const other = await createMerchant(gw.sql);
    expect((await sendRegister(client(other.host), mobile)).code).toBe('SMS_QUOTA_EXCEEDED');
    expect(await sent(mobile)).toBe(SMS_DAILY_QUOTA_PER_NUMBER);
  });

  it('stops a site at its daily SMS quota (merchant setting)', async () => {
    const small = await createMerchant(gw.sql, { smsDailyQuota: 2 });
    const numbers = [uniqueMobile(), uniqueMobile(), uniqueMobile()];
    expect((await sendRegister(client(small.host), numbers[0]!)).success).toBe(true);
    expect((await sendRegister(client(small.host), numbers[1]!)).success).toBe(true);
    expect((await sendRegister(client(small.host), numbers[2]!)).code).toBe('SMS_QUOTA_EXCEEDED');
    expect(await sent(numbers[2]!)).toBe(0);
    expect((await sendRegister(client(), numbers[2]!)).success).toBe(true);
  });
});

describe('stored codes', () => {
  it('are an HMAC under the shared server secret, not a plain hash', async () => {
    const mobile = uniqueMobile();
    expect((await sendRegister(client(), mobile)).success).toBe(true);
    const code = await lastCode(gw.sql, mobile);
    const [row] = await gw.sql<{ codeHash: string }[]>`select code_hash from verification_codes where target = ${`+63${mobile}`}`;
    const [key] = await gw.sql<{ secret: Buffer }[]>`select secret from server_secrets where name = 'code-hmac'`;
    expect(row!.codeHash).not.toBe(createHash('sha256').update(`code:${code}`).digest('hex'));
    expect(row!.codeHash).toBe(createHmac('sha256', key!.secret).update(`code:${code}`).digest('hex'));
  });
});
