import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate, generateSecret } from 'otplib';
import { API, type LoginValue, type VerificationChallenge } from '@wl/shared';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { Api } from '../support/api.js';
import { createAccount, createMerchant, lastCode, uniqueMobile } from '../support/factories.js';

let gw: TestGateway;
let site: { id: number; host: string };

/**
 * Each block runs on a gateway of its own, one after another, never two at once: the embedded
 * PGlite fallback (README) serves a single connection.
 */
function onGateway(env: Record<string, string> = {}) {
  beforeAll(async () => {
    gw = await startGateway(env);
    site = await createMerchant(gw.sql);
  });
  afterAll(() => gw.close());
}

/** A factory account has no known IP yet, so 127.0.0.1 is new to it. */
async function challenged(u: { username: string; password: string }) {
  const api = new Api(gw.url(site.host));
  const r = await api.post<VerificationChallenge>(API.login, { type: 'username', username: u.username, password: u.password }, true);
  expect(r).toMatchObject({ status: 401, code: 'VERIFICATION_REQUIRED' });
  return { api, challenge: r.value };
}
const answer = (api: Api, verifyToken: string, a: string) => api.post<LoginValue>(API.loginVerify, { verifyToken, answer: a });

describe('second verification from a new IP', () => {
  onGateway();

  it('by SMS code', async () => {
    const mobile = uniqueMobile();
    const u = await createAccount(gw.sql, site.id, { mobile, verifyMethod: 'SMS' });
    const { api, challenge } = await challenged(u);
    expect(challenge).toMatchObject({ method: 'SMS', hint: `•••• ${mobile.slice(-4)}` });
    expect((await answer(api, challenge.verifyToken, '000000')).code).toBe('VERIFICATION_FAILED');
    const ok = await answer(api, challenge.verifyToken, await lastCode(gw.sql, mobile));
    expect(ok.success).toBe(true);
    // The IP is now known: the next login needs no second step, and the challenge is spent.
    expect((await api.post(API.login, { type: 'username', username: u.username, password: u.password }, true)).success).toBe(true);
    expect((await answer(api, challenge.verifyToken, await lastCode(gw.sql, mobile))).code).toBe('VERIFICATION_EXPIRED');
  });

  it('by bound email', async () => {
    const email = `v${Date.now()}@mail.test`;
    const u = await createAccount(gw.sql, site.id, { email, verifyMethod: 'EMAIL' });
    const { api, challenge } = await challenged(u);
    expect(challenge.method).toBe('EMAIL');
    expect((await answer(api, challenge.verifyToken, await lastCode(gw.sql, email))).success).toBe(true);
  });

  it('by payee bank account name', async () => {
    const u = await createAccount(gw.sql, site.id, { payeeName: 'Juan  Dela Cruz', verifyMethod: 'BANK_NAME' });
    const { api, challenge } = await challenged(u);
    expect((await answer(api, challenge.verifyToken, 'Maria Clara')).code).toBe('VERIFICATION_FAILED');
    expect((await answer(api, challenge.verifyToken, 'juan dela cruz')).success).toBe(true);
  });

  it('by authenticator (TOTP) code', async () => {
    const secret = generateSecret();
    const u = await createAccount(gw.sql, site.id, { verifyMethod: 'TOTP', totpSecret: secret });
    const { api, challenge } = await challenged(u);
    expect((await answer(api, challenge.verifyToken, await generate({ secret }))).success).toBe(true);
  });

  it('stops after 5 wrong answers', async () => {
    const u = await createAccount(gw.sql, site.id, { payeeName: 'Ana Cruz', verifyMethod: 'BANK_NAME' });
    const { api, challenge } = await challenged(u);
    for (let i = 0; i < 5; i++) expect((await answer(api, challenge.verifyToken, 'nope')).code).toBe('VERIFICATION_FAILED');
    expect((await answer(api, challenge.verifyToken, 'Ana Cruz')).code).toBe('VERIFICATION_EXPIRED');
  });

  it('is not asked from a known IP', async () => {
    const u = await createAccount(gw.sql, site.id, { payeeName: 'Ana Cruz', verifyMethod: 'BANK_NAME' });
    await gw.sql`insert into account_ips (account_id, ip) values (${u.id}, '127.0.0.1')`;
    expect((await new Api(gw.url(site.host)).post(API.login, { type: 'username', username: u.username, password: u.password }, true)).success).toBe(true);
  });
});

/** An account that knows 127.0.0.1 only: any other client IP asks for the second step. */
async function knownHereOnly() {
  const u = await createAccount(gw.sql, site.id, { payeeName: 'Ana Cruz', verifyMethod: 'BANK_NAME' });
  await gw.sql`insert into account_ips (account_id, ip) values (${u.id}, '127.0.0.1')`;
  return u;
}

describe('client IP without a trusted proxy', () => {
  onGateway();

  it('ignores X-Forwarded-For', async () => {
    const u = await knownHereOnly();
    const spoof = new Api(gw.url(site.host), { 'x-forwarded-for': '203.0.113.9' });
    expect((await spoof.post(API.login, { type: 'username', username: u.username, password: u.password }, true)).success).toBe(true);
  });
});

describe('client IP behind a trusted proxy', () => {
  onGateway({ TRUSTED_PROXY: '127.0.0.1' });

  it('takes the client IP from X-Forwarded-For', async () => {
    const u = await knownHereOnly();
    const viaProxy = new Api(gw.url(site.host), { 'x-forwarded-for': '203.0.113.9' });
    expect((await viaProxy.post(API.login, { type: 'username', username: u.username, password: u.password }, true)).code).toBe('VERIFICATION_REQUIRED');
  });
});
