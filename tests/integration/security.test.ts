import { describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { API, SECURITY_API, type LoginValue, type StaffLoginValue, type TotpEnrolment, type VerificationChallenge, type VerifySetup } from '@wl/shared';
import { useSite } from '../support/site.js';
import { Api, asTrial } from '../support/api.js';
import { createAccount, uniqueMobile } from '../support/factories.js';
import { createAdmin } from '../support/staff.js';

const { gw, site } = useSite();

async function loggedIn(u: { username: string; password: string }) {
  const api = new Api(gw.url(site.host));
  const r = await api.post<LoginValue>(API.login, { type: 'username', username: u.username, password: u.password }, true);
  expect(r.success).toBe(true);
  api.token = r.value.token;
  return api;
}

/** A login from an IP the account never used: the IP is forgotten, then the login is tried. */
async function freshLogin(u: { id: number; username: string; password: string }) {
  await gw.sql`delete from account_ips where account_id = ${u.id}`;
  return new Api(gw.url(site.host)).post<VerificationChallenge>(API.login, { type: 'username', username: u.username, password: u.password }, true);
}

describe('second verification setup (security page)', () => {
  it('shows the method and which ones the bound details allow', async () => {
    const u = await createAccount(gw.sql, site.id, { mobile: uniqueMobile() });
    const api = await loggedIn(u);
    const r = await api.get<VerifySetup>(SECURITY_API.verifyMethod);
    expect(r.value).toEqual({ method: null, available: { SMS: true, EMAIL: false, BANK_NAME: false, TOTP: true } });
    expect((await new Api(gw.url(site.host)).get(SECURITY_API.verifyMethod)).code).toBe('TOKEN_MISSING');
  });

  it('sets SMS, refuses a method without its bound detail, and then asks for it at a new IP', async () => {
    const u = await createAccount(gw.sql, site.id, { mobile: uniqueMobile() });
    const api = await loggedIn(u);
    const refused = await api.put(SECURITY_API.verifyMethod, { method: 'EMAIL' });
    expect(refused).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', value: { fields: { method: 'security.notBoundMethod' } } });
    expect((await api.put(SECURITY_API.verifyMethod, { method: 'CARRIER_PIGEON' })).code).toBe('VALIDATION_FAILED');
    expect((await api.put<VerifySetup>(SECURITY_API.verifyMethod, { method: 'SMS' })).value.method).toBe('SMS');
    expect(await freshLogin(u)).toMatchObject({ code: 'VERIFICATION_REQUIRED', value: { method: 'SMS' } });
    // NONE switches it off again.
    expect((await api.put<VerifySetup>(SECURITY_API.verifyMethod, { method: 'NONE' })).value.method).toBeNull();
    expect((await freshLogin(u)).success).toBe(true);
  });

  it('sets the payee name only when it is typed again correctly', async () => {
    const u = await createAccount(gw.sql, site.id, { payeeName: 'Juan Dela Cruz' });
    const api = await loggedIn(u);
    const wrong = await api.put(SECURITY_API.verifyMethod, { method: 'BANK_NAME', payeeName: 'Maria Clara' });
    expect(wrong).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', value: { fields: { payeeName: 'rule.confirmation' } } });
    expect((await api.put<VerifySetup>(SECURITY_API.verifyMethod, { method: 'BANK_NAME', payeeName: ' juan  dela cruz ' })).value.method).toBe('BANK_NAME');
  });

  it('enrols an authenticator by its first code, and a new-IP login then asks for it', async () => {
    const u = await createAccount(gw.sql, site.id);
    const api = await loggedIn(u);
    const e = (await api.post<TotpEnrolment>(SECURITY_API.totp)).value;
    expect(e.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(e.uri).toContain(`secret=${e.secret}`);
    // Nothing changes before the first code.
    expect((await api.get<VerifySetup>(SECURITY_API.verifyMethod)).value.method).toBeNull();
    const wrongCode = String((Number(await generate({ secret: e.secret })) + 1) % 1_000_000).padStart(6, '0');
    expect((await api.put(SECURITY_API.totp, { secret: e.secret, enrolToken: e.enrolToken, code: wrongCode })).code).toBe('VERIFICATION_FAILED');
    // A secret the server did not issue for this account is refused, even with its right code.
    const other = (await api.post<TotpEnrolment>(SECURITY_API.totp)).value;
    const forged = await api.put(SECURITY_API.totp, { secret: other.secret, enrolToken: e.enrolToken, code: await generate({ secret: other.secret }) });
    expect(forged).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: { enrolToken: expect.any(String) } } });
    const done = await api.put<VerifySetup>(SECURITY_API.totp, { secret: e.secret, enrolToken: e.enrolToken, code: await generate({ secret: e.secret }) });
    expect(done.value.method).toBe('TOTP');

    const challenge = await freshLogin(u);
    expect(challenge).toMatchObject({ code: 'VERIFICATION_REQUIRED', value: { method: 'TOTP' } });
    const answered = await new Api(gw.url(site.host)).post<LoginValue>(API.loginVerify, {
      verifyToken: challenge.value.verifyToken,
      answer: await generate({ secret: e.secret }),
    });
    expect(answered.success).toBe(true);
  });

  it('keeps the cause of a forced password change through the second verification', async () => {
    const u = await createAccount(gw.sql, site.id, { password: '123456', payeeName: 'Ana Reyes', verifyMethod: 'BANK_NAME' });
    const challenge = await freshLogin(u);
    expect(challenge.code).toBe('VERIFICATION_REQUIRED');
    const r = await new Api(gw.url(site.host)).post<LoginValue>(API.loginVerify, { verifyToken: challenge.value.verifyToken, answer: 'ana reyes' });
    expect(r.value).toMatchObject({ mustChangePassword: true, passwordChangeReason: 'default' });
  });

  it('refuses trial accounts', async () => {
    const api = await asTrial(new Api(gw.url(site.host)), 'f'.repeat(32));
    expect((await api.get(SECURITY_API.verifyMethod)).code).toBe('TRIAL_NOT_ALLOWED');
  });
});

describe('second verification reset by staff', () => {
  it('shows the method on the account and clears it', async () => {
    const u = await createAccount(gw.sql, site.id, { mobile: uniqueMobile(), verifyMethod: 'TOTP', totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' });
    const admin = await createAdmin(gw.sql, site.id);
    const staff = new Api(gw.url(site.host));
    staff.token = (await staff.post<StaffLoginValue>(API.staffLogin, admin)).value.token;
    const path = SECURITY_API.staffVerifyMethod.replace(':id', String(u.id));
    expect((await staff.get<{ verifyMethod: string | null }>(API.staffAccount.replace(':id', String(u.id)))).value.verifyMethod).toBe('TOTP');
    expect((await staff.del(path)).success).toBe(true);
    const [row] = await gw.sql<
      { verifyMethod: string | null; totpSecret: string | null }[]
    >`select verify_method, totp_secret from accounts where id = ${u.id}`;
    expect(row).toEqual({ verifyMethod: null, totpSecret: null });
    expect((await freshLogin(u)).success).toBe(true);
    // An id of another site, a member token, and no token are all refused.
    expect((await staff.del(SECURITY_API.staffVerifyMethod.replace(':id', '999999999'))).code).toBe('NOT_FOUND');
    const member = await loggedIn(u);
    expect((await member.del(path)).code).toBe('TOKEN_INVALID');
  });
});
