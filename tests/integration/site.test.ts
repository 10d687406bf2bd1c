import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, decodeCustomerService, flagsFromModules, type HelpArticle, type SiteConfig, type SystemStatusValue } from '@wl/shared';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { Api } from '../support/api.js';
import { createMerchant } from '../support/factories.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw.close());

describe('site configuration', () => {
  it('serves the module tree, resources, CDNs, location and theme from the database', async () => {
    const m = await createMerchant(gw.sql, { siteName: 'Test Casino', imageCDNs: ['https://img.example'] });
    const r = await new Api(gw.url(m.host)).get<SiteConfig>(API.whitelabel);
    expect(r.value).toMatchObject({ siteName: 'Test Casino', imageCDNs: ['https://img.example'], location: { ip: '127.0.0.1' } });
    expect(flagsFromModules(r.value.whitelabel)).toMatchObject({ REGISTER_USERNAME: true, FREE_PLAY: true, PASSWORD_EXPIRY: false });
    expect(decodeCustomerService(r.value.customerService)).toBe('https://support.example.com/chat');
    expect(JSON.stringify(r.value)).not.toContain('clientSecret');
  });
});

describe('system status', () => {
  it('is 0 normally, 1 in maintenance, 2 for a blocked IP', async () => {
    const normal = await createMerchant(gw.sql);
    const maint = await createMerchant(gw.sql, { maintenance: true });
    const blocked = await createMerchant(gw.sql, { regionRestriction: true, blockedIps: ['127.0.0.*'] });
    const status = async (host: string) => (await new Api(gw.url(host)).get<SystemStatusValue>(API.status)).value;
    expect((await status(normal.host)).status).toBe(0);
    expect((await status(maint.host)).status).toBe(1);
    expect(await status(blocked.host)).toMatchObject({ status: 2, ip: '127.0.0.1' });
  });
});

describe('help centre', () => {
  it('answers in the language asked, falling back to EN per article', async () => {
    const [demo] = await gw.sql<{ id: number }[]>`select id from merchants where code = 'DEMO'`;
    await gw.sql`insert into help_articles (merchant_id, lang, slug, title, content, sort) values (${demo!.id}, 'TY', 'term', 'Mga tuntunin', '<p>...</p>', 0)
                 on conflict do nothing`;
    const ty = await new Api(gw.url()).get<HelpArticle[]>(`${API.helpCenter}?lang=TY&device=WEB`);
    expect(ty.value.find((a) => a.slug === 'term')!.title).toBe('Mga tuntunin');
    expect(ty.value.find((a) => a.slug === 'deposit')!.title).toBe('How to deposit');
  });
});

describe('gateway basics', () => {
  it('has health, readiness, an OpenAPI description and request ids', async () => {
    expect((await fetch(gw.url() + '/health')).status).toBe(200);
    expect(await (await fetch(gw.url() + '/ready')).json()).toEqual({ status: 'ready' });
    const doc = (await (await fetch(gw.url() + '/docs/json')).json()) as { paths: Record<string, unknown> };
    expect(doc.paths[API.login]).toBeDefined();
    expect(doc.paths[API.register]).toBeDefined();
    const res = await fetch(gw.url() + API.status);
    expect(res.headers.get('x-request-id')).toMatch(/[\w-]{8,}/);
  });

  it('does not ask browsers to upgrade to https on a plain-http site', async () => {
    const csp = (await fetch(gw.url() + API.status)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('answers unknown API paths with NOT_FOUND in the envelope', async () => {
    const res = await fetch(gw.url() + '/wps/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
