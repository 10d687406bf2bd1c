import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, solveHumanCheck, type HumanCheckChallenge, type LoginValue } from '@wl/shared';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { Api } from '../support/api.js';
import { createAccount, createMerchant } from '../support/factories.js';

let gw: TestGateway;
let site: { id: number; host: string };

/**
 * Each block runs on a gateway of its own, one after another, never two at once: the embedded
 * PGlite fallback (README) serves a single connection.
 */
function onGateway(env: Record<string, string>) {
  beforeAll(async () => {
    gw = await startGateway(env);
    site = await createMerchant(gw.sql);
  });
  afterAll(() => gw.close());
}

/** The answer of the image this client was shown (its cookie names the row). */
const answerOf = async (api: Api) => (await gw.sql<{ answer: string }[]>`select answer from captchas where id = ${api.cookie('wl_captcha')}`)[0]!.answer;

describe('with the captcha switched on', () => {
  onGateway({ CAPTCHA_ENABLED: 'true' });

  describe('captcha', () => {
    it('serves a base64 image and refuses a refresh within a second', async () => {
      const api = new Api(gw.url(site.host));
      const first = await api.get<string>(API.captcha);
      expect(first.value).toMatch(/^data:image\/svg\+xml;base64,/);
      const again = await api.get(API.captcha);
      expect(again).toMatchObject({ status: 429, code: 'CAPTCHA_TOO_FAST' });
    });

    it('appears after a failed login and is then required', async () => {
      const u = await createAccount(gw.sql, site.id);
      const api = new Api(gw.url(site.host));
      const fail = await api.post(API.login, { username: u.username, password: 'wrong1234', type: 'username' }, true);
      expect(fail).toMatchObject({ code: 'WRONG_CREDENTIALS', value: { captcha: true } });
      const without = await api.post(API.login, { username: u.username, password: u.password, type: 'username' }, true);
      expect(without).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });
      await api.get(API.captcha);
      const wrong = await api.post(API.login, { username: u.username, password: u.password, type: 'username', captcha: 'zzzz' }, true);
      expect(wrong.code).toBe('CAPTCHA_INVALID');
      await new Promise((r) => setTimeout(r, 1100)); // the refresh limit is a rule of the product, not a timing assertion
      await api.get(API.captcha);
      const ok = await api.post<LoginValue>(API.login, { username: u.username, password: u.password, type: 'username', captcha: await answerOf(api) }, true);
      expect(ok.success).toBe(true);
    });

    it('is single use', async () => {
      const u = await createAccount(gw.sql, site.id);
      const api = new Api(gw.url(site.host));
      await api.post(API.login, { username: u.username, password: 'wrong1234', type: 'username' }, true);
      await api.get(API.captcha);
      const answer = await answerOf(api);
      await api.post(API.login, { username: u.username, password: 'wrong1234', type: 'username', captcha: answer }, true);
      const reuse = await api.post(API.login, { username: u.username, password: u.password, type: 'username', captcha: answer }, true);
      expect(reuse.code).toBe('CAPTCHA_INVALID');
    });
  });

  describe('human check', () => {
    it('is required for login and registration, and counts once', async () => {
      // A site of its own: the failures above make this IP answer captchas on the shared one.
      const fresh = await createMerchant(gw.sql);
      const u = await createAccount(gw.sql, fresh.id);
      const api = new Api(gw.url(fresh.host));
      const without = await api.post(API.login, { username: u.username, password: u.password, type: 'username', humanCheck: undefined }, true);
      expect(without).toMatchObject({ code: 'HUMAN_CHECK_FAILED', message: 'Please complete verification first' });
      const forged = await api.post(API.login, { username: u.username, password: u.password, type: 'username', humanCheck: btoa('{"signature":"x"}') }, true);
      expect(forged.code).toBe('HUMAN_CHECK_FAILED');
      const challenge = (await api.get<HumanCheckChallenge>(API.humanCheck)).value;
      expect(challenge.enabled).toBe(true);
      const humanCheck = (await solveHumanCheck(challenge))!;
      expect(await api.post(API.login, { username: u.username, password: u.password, type: 'username', humanCheck }, true)).toMatchObject({ success: true });
      const replay = await api.post(API.login, { username: u.username, password: u.password, type: 'username', humanCheck }, true);
      expect(replay.code).toBe('HUMAN_CHECK_FAILED');
      const reg = await api.put(
        API.register,
        { username: `h${Date.now() % 1e8}`, password: 'Secret123', confirmPassword: 'Secret123', termsAccepted: true, captcha: 'x', humanCheck: undefined },
        true,
      );
      expect(reg.code).toBe('HUMAN_CHECK_FAILED');
    });
  });
});

/** The captcha response's headers: HSTS, CSP and the captcha cookie as the browser gets them. */
async function captchaHeaders() {
  const res = await fetch(`${gw.url(site.host)}${API.captcha}`);
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('wl_captcha='));
  return { hsts: res.headers.get('strict-transport-security'), csp: res.headers.get('content-security-policy') ?? '', cookie: cookie ?? '' };
}

describe('with the captcha switched off, on plain http (the default)', () => {
  onGateway({});

  it('has no human check', async () => {
    expect((await new Api(gw.url(site.host)).get<HumanCheckChallenge>(API.humanCheck)).value.enabled).toBe(false);
  });

  it('sends no HSTS, no upgrade and a captcha cookie without Secure', async () => {
    const h = await captchaHeaders();
    expect(h.hsts).toBeNull();
    expect(h.csp).not.toContain('upgrade-insecure-requests');
    expect(h.cookie).toMatch(/HttpOnly/i);
    expect(h.cookie).not.toMatch(/;\s*Secure/i);
  });
});

describe('on a site served over https', () => {
  onGateway({ PUBLIC_URL: 'https://casino.example' });

  it('sends HSTS, asks for the upgrade and marks the captcha cookie Secure', async () => {
    const h = await captchaHeaders();
    expect(h.hsts).toMatch(/max-age=31536000/);
    expect(h.csp).toContain('upgrade-insecure-requests');
    expect(h.cookie).toMatch(/;\s*Secure/i);
  });
});
