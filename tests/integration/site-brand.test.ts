import { describe, expect, it } from 'vitest';
import { API, type Envelope, type SiteConfig, type SiteLogo } from '@wl/shared';
import { Api } from '../support/api.js';
import { createAccount, createMerchant } from '../support/factories.js';
import { useSite, type TestSite } from '../support/site.js';
import { signInStaff } from '../support/staff.js';
import { siteSocket as openSiteSocket } from '../support/site-socket.js';
import { pngImage } from '../../gateway/src/uploads/test-png.js';

/**
 * The white-label brand (docs/BRANDING.md) against the real gateway: name, logo, colours and
 * currency are an admin's to change, refused with a clear code when they would make the site
 * unreadable or relabel balances, saved for one site only, and announced to every open page of
 * that site (`site:changed` on the `/site` namespace).
 */
const { gw } = useSite();

const config = async (s: TestSite) => (await new Api(gw.url(s.host)).get<SiteConfig>(API.whitelabel)).value;

async function uploadLogo(api: Api, bytes: Buffer, name = 'logo.png', type = 'image/png') {
  const form = new FormData();
  form.append('logo', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(api.base + API.staffSettingsLogo, { method: 'POST', body: form, headers: { authorization: `Bearer ${api.token}` } });
  return { status: res.status, ...((await res.json()) as Envelope<SiteLogo>) };
}

const siteSocket = (s: TestSite) => openSiteSocket(gw, s);

describe('the site brand', () => {
  it('changes name, colours and logo text for one site, and every open page of that site hears it', async () => {
    const s = await createMerchant(gw.sql);
    const other = await createMerchant(gw.sql);
    const { api: admin } = await signInStaff(gw, s, 'admin');
    const page = await siteSocket(s);
    const elsewhere = await siteSocket(other);
    const heardElsewhere: unknown[] = [];
    elsewhere.on('site:changed', (p) => heardElsewhere.push(p));
    try {
      const heard = new Promise<unknown>((resolve) => page.once('site:changed', resolve));
      const saved = await admin.put(API.staffSettings, { siteName: 'Lucky Harbour', theme: { accent: '#7ee0a1', live: '#ff9f43', surface: '#101a14' } });
      expect(saved.success, JSON.stringify(saved)).toBe(true);
      expect(await heard).toEqual({});
      const c = await config(s);
      expect(c).toMatchObject({
        siteName: 'Lucky Harbour',
        theme: { accent: '#7ee0a1', live: '#ff9f43', surface: '#101a14' },
        logo: null,
        logoShowsName: false,
      });
      const untouched = await config(other);
      expect(untouched.siteName).not.toBe('Lucky Harbour');
      await new Promise((r) => setTimeout(r, 200));
      expect(heardElsewhere).toEqual([]);
    } finally {
      page.close();
      elsewhere.close();
    }
  });

  it('refuses colours that are not hex or that text cannot be read on, naming the token, and saves nothing', async () => {
    const s = await createMerchant(gw.sql);
    const { api: admin } = await signInStaff(gw, s, 'admin');
    const before = (await config(s)).theme;
    const named = await admin.put(API.staffSettings, { theme: { ...before, accent: 'gold' } });
    expect(named).toMatchObject({ status: 400, code: 'THEME_COLOUR_INVALID', value: { fields: { 'theme.accent': 'THEME_COLOUR_INVALID' }, invalid: 'gold' } });
    const light = await admin.put(API.staffSettings, { theme: { ...before, surface: '#f5f5f5' } });
    expect(light).toMatchObject({ status: 400, code: 'THEME_CONTRAST_LOW', value: { fields: { 'theme.surface': 'THEME_CONTRAST_LOW' } } });
    expect(typeof (light.value as { ratio?: unknown }).ratio).toBe('number');
    const dim = await admin.put(API.staffSettings, { siteName: 'Not saved', theme: { ...before, accent: '#1c2230' } });
    expect(dim.code).toBe('THEME_CONTRAST_LOW');
    const c = await config(s);
    expect(c.theme).toEqual(before);
    expect(c.siteName).not.toBe('Not saved');
  });

  it('lets only an admin change the brand', async () => {
    const s = await createMerchant(gw.sql);
    const { api: support } = await signInStaff(gw, s, 'support');
    expect((await support.put(API.staffSettings, { siteName: 'Mine now' })).code).toBe('FORBIDDEN');
    expect((await uploadLogo(support, pngImage(40, 20))).code).toBe('FORBIDDEN');
    expect((await new Api(gw.url(s.host)).put(API.staffSettings, { siteName: 'Anyone' })).success).toBe(false);
  });

  it('takes a currency the site can run in, and only while no member holds another one', async () => {
    const s = await createMerchant(gw.sql);
    const { api: admin } = await signInStaff(gw, s, 'admin');
    expect(await admin.put(API.staffSettings, { currency: 'XYZ' })).toMatchObject({
      code: 'CURRENCY_UNKNOWN',
      value: { fields: { currency: 'CURRENCY_UNKNOWN' } },
    });
    expect((await admin.put(API.staffSettings, { currency: 'php' })).code).toBe('VALIDATION_FAILED');
    // No member yet: the site may still choose.
    expect((await admin.put(API.staffSettings, { currency: 'THB', currencySymbol: '฿' })).success).toBe(true);
    expect(await config(s)).toMatchObject({ currency: 'THB', currencySymbol: '฿' });
    // A member's wallet opens in THB: from now on the currency stays, the symbol may still change.
    await createAccount(gw.sql, s.id);
    const [w] = await gw.sql<
      { currency: string }[]
    >`select w.currency from wallets w join accounts a on a.id = w.account_id where a.merchant_id = ${s.id} and w.kind = 'real'`;
    expect(w!.currency).toBe('THB');
    expect(await admin.put(API.staffSettings, { currency: 'PHP' })).toMatchObject({ status: 409, code: 'CURRENCY_LOCKED', value: { held: 'THB' } });
    expect((await admin.put(API.staffSettings, { currency: 'THB', currencySymbol: 'THB' })).success).toBe(true);
    expect(await config(s)).toMatchObject({ currency: 'THB', currencySymbol: 'THB' });
  });

  it('keeps an uploaded logo scaled and re-encoded, served to its own site only, and removable', async () => {
    const s = await createMerchant(gw.sql);
    const other = await createMerchant(gw.sql);
    const { api: admin } = await signInStaff(gw, s, 'admin');
    const up = await uploadLogo(admin, pngImage(960, 240, { noise: true }));
    expect(up.success, JSON.stringify(up)).toBe(true);
    // Scaled down to fit 480 x 120, the shape kept.
    expect(up.value).toMatchObject({ width: 480, height: 120 });
    expect(up.value.path).toMatch(/^\/wps\/system\/logo\/[0-9a-f]{32}\.png$/);
    expect((await admin.put(API.staffSettings, { logoShowsName: true })).success).toBe(true);
    expect(await config(s)).toMatchObject({ logo: up.value, logoShowsName: true });

    const served = await fetch(gw.url(s.host) + up.value.path);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(
      Buffer.from(await served.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    // Another site's host does not serve it; made-up names are not found.
    expect((await fetch(gw.url(other.host) + up.value.path)).status).toBe(404);
    expect((await fetch(gw.url(s.host) + API.siteLogo.replace(':file', '../../etc.png'))).status).toBe(404);

    // Not a picture: refused, nothing changes.
    const text = await uploadLogo(admin, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.svg', 'image/svg+xml');
    expect(text).toMatchObject({ status: 415, code: 'UPLOAD_TYPE_NOT_ALLOWED' });
    expect((await config(s)).logo).toEqual(up.value);

    expect((await admin.put(API.staffSettings, { logo: null })).success).toBe(true);
    expect(await config(s)).toMatchObject({ logo: null, logoShowsName: false });
    // Only removal goes through the settings: a logo is never set by naming an address.
    expect((await admin.put(API.staffSettings, { logo: { path: 'https://evil.example/x.png', width: 1, height: 1 } })).code).toBe('VALIDATION_FAILED');
  });
});
