import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, LANGUAGES, type SiteConfig, type StaffLoginValue } from '@wl/shared';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { Api, signedInApi } from '../support/api.js';
import { createAccount, createMerchant, uniqueName, testPasswordHash } from '../support/factories.js';

/**
 * The languages a site offers (docs/LANGUAGES.md "Which languages a site offers"): an admin's
 * choice per merchant, read by every page from the site config, refused with a clear code when a
 * language is unknown or the default would not be offered.
 */
let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw.close());

async function staffOf(merchantId: number, host: string, role: 'support' | 'admin') {
  const username = uniqueName(role);
  await gw.sql`insert into staff (username, password_hash, role, merchant_id) values (${username}, ${await testPasswordHash('Staff1234')}, ${role}, ${merchantId})`;
  const api = new Api(gw.url(host));
  const r = await api.post<StaffLoginValue>(API.staffLogin, { username, password: 'Staff1234' });
  expect(r.success, r.message).toBe(true);
  api.token = r.value.token;
  return api;
}

const config = async (host: string) => (await new Api(gw.url(host)).get<SiteConfig>(API.whitelabel)).value;

describe('the languages a site offers', () => {
  it('are every language, EN by default, until the operator chooses', async () => {
    const site = await createMerchant(gw.sql);
    const c = await config(site.host);
    expect(c.languages).toEqual(LANGUAGES.map((l) => l.code));
    expect(c.defaultLanguage).toBe('EN');
  });

  it('are changed by an admin only, and refused with a clear code when a code is unknown or the default not offered', async () => {
    const site = await createMerchant(gw.sql);
    const support = await staffOf(site.id, site.host, 'support');
    const admin = await staffOf(site.id, site.host, 'admin');
    expect((await support.put(API.staffSettings, { languages: ['EN', 'TH'] })).code).toBe('FORBIDDEN');

    const unknown = await admin.put(API.staffSettings, { languages: ['EN', 'XX'] });
    expect(unknown).toMatchObject({
      success: false,
      status: 400,
      code: 'LANGUAGE_UNKNOWN',
      value: { fields: { languages: 'LANGUAGE_UNKNOWN' }, invalid: 'XX' },
    });
    expect((await admin.put(API.staffSettings, { defaultLanguage: 'ZZ' })).code).toBe('LANGUAGE_UNKNOWN');
    // EN is the default: taking it off the list alone would leave a default the site does not offer.
    const orphan = await admin.put(API.staffSettings, { languages: ['TH', 'AR'] });
    expect(orphan).toMatchObject({ code: 'LANGUAGE_NOT_OFFERED', value: { fields: { defaultLanguage: 'LANGUAGE_NOT_OFFERED' }, invalid: 'EN' } });
    expect((await admin.put(API.staffSettings, { languages: ['EN'], defaultLanguage: 'JA' })).code).toBe('LANGUAGE_NOT_OFFERED');
    // Not a list of codes at all, or an empty one: the request shape is wrong.
    expect((await admin.put(API.staffSettings, { languages: 'EN' })).code).toBe('VALIDATION_FAILED');
    expect((await admin.put(API.staffSettings, { languages: [] })).code).toBe('VALIDATION_FAILED');
    // Nothing refused was saved.
    expect((await config(site.host)).languages).toHaveLength(LANGUAGES.length);

    const saved = await admin.put(API.staffSettings, { languages: ['ar', 'TH', 'EN', 'th', 'MS'], defaultLanguage: 'th' });
    expect(saved.success, JSON.stringify(saved)).toBe(true);
    const c = await config(site.host);
    // Upper case, once each, in LANGUAGES order.
    expect(c.languages).toEqual(['EN', 'TH', 'MS', 'AR']);
    expect(c.defaultLanguage).toBe('TH');
    const staffView = await admin.get<{ site: SiteConfig }>(API.staffSettings);
    expect(staffView.value.site).toMatchObject({ languages: ['EN', 'TH', 'MS', 'AR'], defaultLanguage: 'TH' });
  });

  it("stay each site's own: one site's choice changes nothing on another, and its staff cannot reach the other", async () => {
    const a = await createMerchant(gw.sql);
    const b = await createMerchant(gw.sql);
    const adminA = await staffOf(a.id, a.host, 'admin');
    expect((await adminA.put(API.staffSettings, { languages: ['EN', 'JA'], defaultLanguage: 'JA' })).success).toBe(true);
    expect((await config(a.host)).languages).toEqual(['EN', 'JA']);
    const other = await config(b.host);
    expect(other.languages).toHaveLength(LANGUAGES.length);
    expect(other.defaultLanguage).toBe('EN');
    // A's staff token is A's alone: at B's address it is no session at all.
    const away = Object.assign(new Api(gw.url(b.host)), { token: adminA.token });
    expect((await away.put(API.staffSettings, { languages: ['KO'], defaultLanguage: 'KO' })).code).toBe('TOKEN_INVALID');
    expect((await config(b.host)).languages).toHaveLength(LANGUAGES.length);
  });

  it("keep a member's language to one the site offers", async () => {
    const site = await createMerchant(gw.sql, { languages: ['EN', 'KO'], defaultLanguage: 'KO' });
    const u = await createAccount(gw.sql, site.id);
    const member = await signedInApi(gw.url(site.host), u);
    expect(await member.put(API.memberLanguage, { language: 'XX' })).toMatchObject({ code: 'LANGUAGE_UNKNOWN', value: { invalid: 'XX' } });
    expect(await member.put(API.memberLanguage, { language: 'DE' })).toMatchObject({ code: 'LANGUAGE_NOT_OFFERED', value: { invalid: 'DE' } });
    expect((await member.put(API.memberLanguage, { language: 'KO' })).success).toBe(true);
    expect((await member.get<{ language: string }>(API.memberInfo)).value.language).toBe('KO');
  });
});
