import { describe, expect, it } from 'vitest';
import { API, type LoginValue, type RegisterSettings } from '@wl/shared';
import { useSite } from '../support/site.js';
import { Api } from '../support/api.js';
import { createAccount, createMerchant, uniqueName } from '../support/factories.js';
import { accountsNamed, usernameForm } from '../support/registration.js';
import { defaultSettings } from '../../gateway/src/plugins/seed.js';

const { gw, site } = useSite();

const form = (over: Record<string, unknown> = {}) => usernameForm('p', over);
const count = (username: string) => accountsNamed(gw.sql, username);

describe('registration settings', () => {
  it('delivers tabs, rules and countries; captcha off by configuration', async () => {
    const r = await new Api(gw.url(site.host)).get<RegisterSettings>(API.registerSettings);
    expect(r.value).toMatchObject({ usernameRegistration: true, mobileRegistration: true, captcha: false });
    expect(r.value.rules.find((x) => x.field === 'username')).toMatchObject({ patternId: 'LETTER_FIRST_ALNUM', minLength: 4, maxLength: 16 });
    expect(r.value.countries.length).toBeGreaterThan(0);
  });
});

describe('register by username', () => {
  it('creates the member, logs in and opens a wallet', async () => {
    const api = new Api(gw.url(site.host));
    const body = form({ email: 'new@example.com' });
    const r = await api.put<LoginValue>(API.register, body, true);
    expect(r).toMatchObject({ success: true, value: { user: { userName: body.username, balance: 0, type: 0 } } });
    api.token = r.value.token;
    expect((await api.get(API.memberInfo)).success).toBe(true);
    const [w] = await gw.sql`select balance from wallets w join accounts a on a.id = w.account_id where a.username = ${body.username}`;
    expect(Number(w!.balance)).toBe(0);
  });

  it('refuses a taken username, whatever its case', async () => {
    const existing = await createAccount(gw.sql, site.id);
    const r = await new Api(gw.url(site.host)).put(API.register, form({ username: existing.username.toUpperCase() }), true);
    expect(r).toMatchObject({ status: 409, code: 'USERNAME_TAKEN' });
  });

  it('refuses rule violations per field, with the pattern message key', async () => {
    const body = form({ username: '1bad', password: 'abc', confirmPassword: 'abc' });
    const r = await new Api(gw.url(site.host)).put(API.register, body, true);
    expect(r).toMatchObject({ code: 'RULE_VIOLATION', value: { fields: { username: 'rule.LETTER_FIRST_ALNUM', password: 'rule.LETTERS_AND_DIGITS' } } });
    expect(await count(body.username)).toBe(0);
  });

  it('requires the payment password whenever the site shows it', async () => {
    const rules = defaultSettings().registerRules.map((r) => (r.field === 'paymentPassword' ? { ...r, show: true, required: false } : r));
    const shown = await createMerchant(gw.sql, { registerRules: rules });
    const api = new Api(gw.url(shown.host));
    const settings = await api.get<RegisterSettings>(API.registerSettings);
    expect(settings.value.rules.find((r) => r.field === 'paymentPassword')).toMatchObject({ show: true, required: true });
    const without = form();
    expect(await api.put(API.register, without, true)).toMatchObject({ code: 'RULE_VIOLATION', value: { fields: { paymentPassword: 'rule.required' } } });
    expect(await count(without.username)).toBe(0);
    expect((await api.put(API.register, form({ paymentPassword: '123456' }), true)).success).toBe(true);
  });

  it('wants the terms first and matching passwords', async () => {
    const api = new Api(gw.url(site.host));
    const a = form({ termsAccepted: false });
    expect((await api.put(API.register, a, true)).code).toBe('TERMS_NOT_ACCEPTED');
    const b = form({ confirmPassword: 'Other1234' });
    expect((await api.put(API.register, b, true)).code).toBe('PASSWORD_MISMATCH');
    expect(await count(a.username)).toBe(0);
    expect(await count(b.username)).toBe(0);
  });

  it('checks an affiliate code first and attaches the member to that agent', async () => {
    const agent = await createAccount(gw.sql, site.id, { type: 1, affiliateCode: uniqueName('AFF').toUpperCase() });
    const [a] = await gw.sql<{ affiliateCode: string }[]>`select affiliate_code from accounts where id = ${agent.id}`;
    const api = new Api(gw.url(site.host));
    const bad = form({ affiliateCode: 'NOPE0000' });
    expect((await api.put(API.register, bad, true)).code).toBe('INVITATION_CODE_INVALID');
    expect(await count(bad.username)).toBe(0);
    expect((await api.get(`${API.affiliate}?code=${a!.affiliateCode}`)).value).toMatchObject({ valid: true });
    const good = form({ affiliateCode: a!.affiliateCode });
    expect((await api.put(API.register, good, true)).success).toBe(true);
    const [row] = await gw.sql`select parent_id from accounts where username = ${good.username}`;
    expect(Number(row!.parentId)).toBe(agent.id);
  });

  it('keeps the referral code from the query string when it names a referrer (docs/ENGAGE.md)', async () => {
    const referrer = await createAccount(gw.sql, site.id);
    await gw.sql`insert into referral_codes (account_id, merchant_id, code) values (${referrer.id}, ${site.id}, 'FRIEND42')`;
    const body = form({ referralCode: 'FRIEND42' });
    expect((await new Api(gw.url(site.host)).put(API.register, body, true)).success).toBe(true);
    const [row] = await gw.sql`select referral_code from accounts where username = ${body.username}`;
    expect(row!.referralCode).toBe('FRIEND42');
    expect((await new Api(gw.url(site.host)).put(API.register, form({ referralCode: 'NOFRIEND' }), true)).code).toBe('INVITATION_CODE_INVALID');
  });

  it('is refused when the site turns username registration off', async () => {
    const m = await createMerchant(gw.sql, { whitelabel: [{ modId: 'REGISTER_USERNAME', enabled: false, childrenNodes: [] }] });
    expect((await new Api(gw.url(m.host)).put(API.register, form(), true)).code).toBe('FEATURE_DISABLED');
  });

  it('never leaves half an account when two registrations race for one name', async () => {
    const name = uniqueName('race');
    const api = new Api(gw.url(site.host));
    const results = await Promise.all([api.put(API.register, form({ username: name }), true), api.put(API.register, form({ username: name }), true)]);
    expect(results.filter((r) => r.success)).toHaveLength(1);
    expect(results.find((r) => !r.success)!.code).toBe('USERNAME_TAKEN');
    expect(await count(name)).toBe(1);
    const wallets = await gw.sql`select 1 from wallets w join accounts a on a.id = w.account_id where a.username = ${name}`;
    expect(wallets).toHaveLength(1);
  });
});
