import { beforeEach, describe, expect, it } from 'vitest';
import { API, type FieldRule, type LoginValue, type RegisterSettings } from '@wl/shared';
import { useSite } from '../support/site.js';
import { Api } from '../support/api.js';
import { createMerchant, uniqueMobile } from '../support/factories.js';
import { mobileForm, registrationCode } from '../support/mobile.js';
import { accountsNamed, usernameForm } from '../support/registration.js';
import { defaultSettings } from '../../gateway/src/plugins/seed.js';

/**
 * Registration's identity rules: the date of birth with its 21-year check, the payment password that is
 * required whenever it is shown, and the mobile tab taking every extra field the site shows.
 * docs/DECISIONS.md, "Identity: birthday and the age rule".
 */
// Registration allows 20 calls a minute per IP: each test speaks from an address of its own.
const { gw, site } = useSite({ env: { TRUSTED_PROXY: 'loopback' } });
let lastIp = 0;
const on = (host: string) => new Api(gw.url(host), { 'x-forwarded-for': `198.51.100.${++lastIp}` });

/** The default rules with some fields switched: field -> shown and required. */
const rulesWith = (over: Record<string, Partial<FieldRule>>): FieldRule[] =>
  defaultSettings().registerRules.map((r) => (over[r.field] ? { ...r, ...over[r.field] } : r));

const form = (over: Record<string, unknown> = {}) => usernameForm('b', over);
const accounts = (username: string) => accountsNamed(gw.sql, username);
const birthdayOf = async (id: number) =>
  (await gw.sql<{ birthday: string | null }[]>`select birthday::text as birthday from accounts where id = ${id}`)[0]!.birthday;

/** yyyy-MM-dd of today (UTC) moved by whole years and days. */
function isoDate(years: number, days = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() + years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe('date of birth on registration', () => {
  let shown: { id: number; host: string };
  let api: Api;
  beforeEach(() => {
    if (shown) api = on(shown.host);
  });
  it('is a field rule of its own, hidden until the site shows it', async () => {
    const plain = await on(site.host).get<RegisterSettings>(API.registerSettings);
    expect(plain.value.rules.find((r) => r.field === 'birthday')).toMatchObject({ show: false, patternId: 'DATE_YMD' });
    shown = await createMerchant(gw.sql, { registerRules: rulesWith({ birthday: { show: true, required: true } }) });
    api = on(shown.host);
    const settings = await api.get<RegisterSettings>(API.registerSettings);
    expect(settings.value.rules.find((r) => r.field === 'birthday')).toMatchObject({ show: true, required: true });
  });

  it('is required when the site says so, and nothing is written without it', async () => {
    const body = form();
    expect(await api.put(API.register, body, true)).toMatchObject({ status: 400, code: 'RULE_VIOLATION', value: { fields: { birthday: 'rule.required' } } });
    expect(await accounts(body.username)).toBe(0);
  });

  it('refuses anyone under 21 with the UNDER_AGE message, the day before the 21st birthday included', async () => {
    for (const birthday of [isoDate(-21, 1), isoDate(-18), isoDate(-5)]) {
      const body = form({ birthday });
      expect(await api.put(API.register, body, true), birthday).toMatchObject({
        status: 400,
        code: 'UNDER_AGE',
        message: 'Please confirm you are 21 years old',
        value: { fields: { birthday: 'UNDER_AGE' } },
      });
      expect(await accounts(body.username)).toBe(0);
    }
  });

  it('refuses dates that do not exist, lie ahead, are implausibly old or are not yyyy-MM-dd', async () => {
    for (const birthday of [
      '2001-02-29',
      '1990-13-01',
      '1990-04-31',
      isoDate(0, 1),
      isoDate(5),
      '1850-01-01',
      '01-02-1990',
      '1990/01/02',
      'yesterday',
      '1990-1-2',
    ]) {
      const body = form({ birthday });
      expect(await api.put(API.register, body, true), birthday).toMatchObject({
        status: 400,
        code: 'BIRTHDAY_INVALID',
        value: { fields: { birthday: 'BIRTHDAY_INVALID' } },
      });
      expect(await accounts(body.username)).toBe(0);
    }
    // Longer than a date at all: the schema refuses it before the service sees it.
    expect((await api.put(API.register, form({ birthday: '1990-01-01T00:00:00Z' }), true)).success).toBe(false);
  });

  it('accepts 21 years to the day, stores the date and shows it in the member info', async () => {
    const birthday = isoDate(-21);
    const body = form({ birthday });
    const r = await api.put<LoginValue>(API.register, body, true);
    expect(r.success).toBe(true);
    expect(r.value.user.birthday).toBe(birthday);
    expect(await birthdayOf(r.value.user.id)).toBe(birthday);
    const me = on(shown.host);
    me.token = r.value.token;
    expect((await me.get<{ birthday: string }>(API.memberInfo)).value.birthday).toBe(birthday);
    const leap = await api.put<LoginValue>(API.register, form({ birthday: '2000-02-29' }), true);
    expect(await birthdayOf(leap.value.user.id)).toBe('2000-02-29');
  });

  it('is optional when shown but not required; still checked when given', async () => {
    const optional = await createMerchant(gw.sql, { registerRules: rulesWith({ birthday: { show: true, required: false } }) });
    const a = on(optional.host);
    const none = await a.put<LoginValue>(API.register, form(), true);
    expect(none.success).toBe(true);
    expect(none.value.user.birthday).toBeNull();
    expect((await a.put(API.register, form({ birthday: isoDate(-20) }), true)).code).toBe('UNDER_AGE');
  });

  it('reads an empty date input ("") as no date: registered without one where optional or hidden, refused where required', async () => {
    const optional = await createMerchant(gw.sql, { registerRules: rulesWith({ birthday: { show: true, required: false } }) });
    for (const host of [optional.host, site.host]) {
      const r = await on(host).put<LoginValue>(API.register, form({ birthday: '' }), true);
      expect(r, host).toMatchObject({ status: 200, success: true });
      expect(await birthdayOf(Number(r.value.user.id))).toBeNull();
    }
    const body = form({ birthday: '' });
    expect(await api.put(API.register, body, true)).toMatchObject({ status: 400, code: 'RULE_VIOLATION', value: { fields: { birthday: 'rule.required' } } });
    expect(await accounts(body.username)).toBe(0);
  });

  it('is checked on the mobile tab too, before the SMS code is spent', async () => {
    const mobile = uniqueMobile();
    const code = await registrationCode(api, gw.sql, mobile);
    const body = (birthday?: string) => mobileForm(mobile, code, birthday ? { birthday } : {});
    expect((await api.put(API.registerMobile, body(), true)).value).toMatchObject({ fields: { birthday: 'rule.required' } });
    expect((await api.put(API.registerMobile, body(isoDate(-19)), true)).code).toBe('UNDER_AGE');
    expect((await api.put(API.registerMobile, body('1990-02-30'), true)).code).toBe('BIRTHDAY_INVALID');
    expect(await gw.sql`select 1 from accounts where mobile_num = ${mobile}`).toHaveLength(0);
    const r = await api.put<LoginValue>(API.registerMobile, body('1990-05-17'), true);
    expect(r.success).toBe(true);
    expect(await birthdayOf(r.value.user.id)).toBe('1990-05-17');
  });

  it('never stores an under-age date, even where the site does not ask for one', async () => {
    const body = form({ birthday: isoDate(-20) });
    expect((await on(site.host).put(API.register, body, true)).code).toBe('UNDER_AGE');
    expect(await accounts(body.username)).toBe(0);
  });
});

describe('payment password when shown', () => {
  it('is required on the mobile tab too, under its rule, whatever the site flag says', async () => {
    const m = await createMerchant(gw.sql, { registerRules: rulesWith({ paymentPassword: { show: true, required: false } }) });
    const api = on(m.host);
    const mobile = uniqueMobile();
    const code = await registrationCode(api, gw.sql, mobile);
    const body = (paymentPassword?: string) => mobileForm(mobile, code, paymentPassword !== undefined ? { paymentPassword } : {});
    expect(await api.put(API.registerMobile, body(), true)).toMatchObject({ code: 'RULE_VIOLATION', value: { fields: { paymentPassword: 'rule.required' } } });
    expect(await api.put(API.registerMobile, body('12ab56'), true)).toMatchObject({
      code: 'RULE_VIOLATION',
      value: { fields: { paymentPassword: 'rule.DIGITS' } },
    });
    expect(await gw.sql`select 1 from accounts where mobile_num = ${mobile}`).toHaveLength(0);
    const r = await api.put<LoginValue>(API.registerMobile, body('654321'), true);
    expect(r.success).toBe(true);
    const [row] = await gw.sql<{ paymentPasswordHash: string | null }[]>`select payment_password_hash from accounts where id = ${r.value.user.id}`;
    // Kept like a password: a hash, never the digits.
    expect(row!.paymentPasswordHash).toMatch(/^\$argon2id\$/);
  });

  it('is not asked when hidden', async () => {
    const r = await on(site.host).put(API.register, form(), true);
    expect(r.success).toBe(true);
  });
});

describe('mobile tab extra fields', () => {
  it('takes and stores every extra field the site shows, under the same rules as the username tab', async () => {
    const shownFields = ['payeeName', 'qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'recommenderId', 'birthday'];
    const m = await createMerchant(gw.sql, { registerRules: rulesWith(Object.fromEntries(shownFields.map((f) => [f, { show: true, required: true }]))) });
    const api = on(m.host);
    const settings = await api.get<RegisterSettings>(API.registerSettings);
    for (const f of shownFields)
      expect(
        settings.value.rules.find((r) => r.field === f),
        f,
      ).toMatchObject({ show: true, required: true });
    const mobile = uniqueMobile();
    const code = await registrationCode(api, gw.sql, mobile);
    const base = mobileForm(mobile, code);
    const missing = await api.put(API.registerMobile, base, true);
    expect(missing.code).toBe('RULE_VIOLATION');
    // One answer names every missing field, the date of birth among them.
    expect(Object.keys((missing.value as { fields: Record<string, string> }).fields).sort()).toEqual([...shownFields].sort());
    const extras = {
      payeeName: 'Ana Cruz',
      email: `e${mobile}@mail.test`,
      qqNum: '123456',
      line: 'ana.line',
      whatsapp: '639171234567',
      facebook: 'ana.fb',
      wechat: 'anawx',
      idNumber: 'ID123456',
      recommenderId: 'FRIEND7',
      birthday: '1988-12-31',
    };
    expect((await api.put(API.registerMobile, { ...base, ...extras, qqNum: 'abc' }, true)).value).toMatchObject({ fields: { qqNum: 'rule.DIGITS' } });
    const r = await api.put<LoginValue>(API.registerMobile, { ...base, ...extras }, true);
    expect(r.success).toBe(true);
    const [row] = await gw.sql`
      select payee_name, email, qq_num, line, whatsapp, facebook, wechat, id_number, referral_code, birthday::text as birthday
      from accounts where id = ${r.value.user.id}`;
    // Every extra is stored as sent; the recommender's id is kept as the referral code.
    const { recommenderId, ...stored } = extras;
    expect(row).toEqual({ ...stored, referralCode: recommenderId });
  });
});

describe('one answer for every refused field', () => {
  it('names an under-age date beside the other refused fields', async () => {
    const m = await createMerchant(gw.sql, { registerRules: rulesWith({ birthday: { show: true, required: true } }) });
    const body = form({ username: '1bad', birthday: isoDate(-20) });
    expect(await on(m.host).put(API.register, body, true)).toMatchObject({
      code: 'RULE_VIOLATION',
      value: { fields: { username: 'rule.LETTER_FIRST_ALNUM', birthday: 'UNDER_AGE' } },
    });
  });
});
