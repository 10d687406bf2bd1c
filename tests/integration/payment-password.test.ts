import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API, type LoginValue, type PayeeAccount, type WithdrawalRow, type WithdrawOverview } from '@wl/shared';
import { postHouseTransfer } from '../../gateway/src/modules/wallet/ledger.js';
import { Api } from '../support/api.js';
import { createAccount } from '../support/factories.js';
import { useSite } from '../support/site.js';

/**
 * Changing the payment password with the current one (docs/CASHIER.md "Rules"): a wrong current
 * password is counted on the account and the IP like a withdrawal's and locks after ten; the new
 * one must be six digits, typed twice and not the current one. Each caller has its own address
 * (X-Forwarded-For from a trusted loopback proxy), so one test's IP count never locks another.
 */
const { gw, site } = useSite({ env: { TRUSTED_PROXY: 'loopback' } });
let ipSeq = 0;
const newIp = () => `203.0.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;
const PIN = '112233';
const NEW = '445566';

async function member(ip = newIp(), pin: string | null = PIN) {
  const u = await createAccount(gw.sql, site.id, { payeeName: 'Ana Reyes' });
  await gw.sql.begin((tx) =>
    postHouseTransfer(tx, { key: `fund:${u.id}`, kind: 'deposit', merchantId: site.id, accountId: u.id, wallet: 'real', currency: 'PHP', amount: 100_000 }),
  );
  const api = new Api(gw.url(site.host), { 'x-forwarded-for': ip });
  const r = await api.post<LoginValue>(API.login, { type: 'username', username: u.username, password: u.password }, true);
  expect(r.success).toBe(true);
  api.token = r.value.token;
  if (pin) expect((await api.put(API.withdrawPaymentPassword, { paymentPassword: pin, confirmPaymentPassword: pin })).success).toBe(true);
  const payee = await api.post<PayeeAccount>(API.withdrawPayees, { bankName: 'BDO', accountName: 'Ana Reyes', accountNumber: '0011223344' });
  expect(payee.success).toBe(true);
  return { id: u.id, api, payeeId: payee.value.id };
}

const change = (api: Api, oldPaymentPassword: string, pin = NEW, again = pin) =>
  api.put(API.withdrawPaymentPasswordChange, { oldPaymentPassword, paymentPassword: pin, confirmPaymentPassword: again });
const withdraw = (m: { api: Api; payeeId: number }, paymentPassword: string) =>
  m.api.call<WithdrawalRow>(
    'POST',
    API.withdraw,
    { amount: 20_000, payeeAccountId: m.payeeId, paymentPassword },
    { headers: { 'idempotency-key': randomUUID() } },
  );
const hashOf = async (id: number) => (await gw.sql<{ h: string }[]>`select payment_password_hash as h from accounts where id = ${id}`)[0]!.h;

describe('payment password change', () => {
  it('changes it with the current one: the old one no longer withdraws, the new one does', async () => {
    const m = await member();
    expect(await change(m.api, PIN)).toMatchObject({ success: true, value: null });
    expect((await withdraw(m, PIN)).code).toBe('PAYMENT_PASSWORD_WRONG');
    expect((await withdraw(m, NEW)).success).toBe(true);
    // The old one as "current" is now wrong.
    expect((await change(m.api, PIN, '778899')).code).toBe('PAYMENT_PASSWORD_WRONG');
  });

  it('checks the new one first, without costing a guess; the same one again is refused', async () => {
    const m = await member();
    const before = await hashOf(m.id);
    expect((await change(m.api, PIN, '12345')).code).toBe('VALIDATION_FAILED');
    expect((await change(m.api, PIN, 'abcdef')).code).toBe('VALIDATION_FAILED');
    expect((await change(m.api, PIN, NEW, '445567')).code).toBe('PASSWORD_MISMATCH');
    expect(await change(m.api, PIN, PIN)).toMatchObject({ status: 400, code: 'PAYMENT_PASSWORD_UNCHANGED' });
    expect((await m.api.put(API.withdrawPaymentPasswordChange, { paymentPassword: NEW, confirmPaymentPassword: NEW })).code).toBe('VALIDATION_FAILED');
    expect(await hashOf(m.id)).toBe(before);
    const [lock] = await gw.sql<{ n: number }[]>`select count(*)::int as n from login_lockouts where key = ${`pay:${site.id}:${m.id}`} and failures > 0`;
    expect(lock!.n).toBe(0);
  });

  it('is refused before a password is set, and for guests', async () => {
    const m = await member(newIp(), null);
    expect((await change(m.api, PIN)).code).toBe('PAYMENT_PASSWORD_NOT_SET');
    expect(
      (await new Api(gw.url(site.host)).put(API.withdrawPaymentPasswordChange, { oldPaymentPassword: PIN, paymentPassword: NEW, confirmPaymentPassword: NEW }))
        .code,
    ).toBe('TOKEN_MISSING');
  });

  it("counts a wrong current password with the withdrawal's guesses and locks at ten, even the right one", async () => {
    const m = await member();
    const before = await hashOf(m.id);
    for (let i = 1; i <= 5; i++) expect((await change(m.api, '000000')).code).toBe('PAYMENT_PASSWORD_WRONG');
    for (let i = 1; i <= 4; i++) expect((await withdraw(m, '000000')).code).toBe('PAYMENT_PASSWORD_WRONG');
    expect(await change(m.api, '000000')).toMatchObject({ status: 429, code: 'PAYMENT_PASSWORD_LOCKED' });
    expect((await change(m.api, PIN)).code).toBe('PAYMENT_PASSWORD_LOCKED');
    expect((await withdraw(m, PIN)).code).toBe('PAYMENT_PASSWORD_LOCKED');
    expect((await m.api.get<WithdrawOverview>(API.withdrawOverview)).value.paymentPasswordLockedSeconds).toBeGreaterThan(0);
    expect(await hashOf(m.id)).toBe(before);
  });

  it("a right current password clears the account's count", async () => {
    const m = await member();
    for (let i = 1; i <= 5; i++) expect((await withdraw(m, '000000')).code).toBe('PAYMENT_PASSWORD_WRONG');
    for (let i = 1; i <= 4; i++) expect((await change(m.api, '000000')).code).toBe('PAYMENT_PASSWORD_WRONG');
    expect((await change(m.api, PIN)).success).toBe(true);
    const [row] = await gw.sql<{ n: number }[]>`select count(*)::int as n from login_lockouts where key = ${`pay:${site.id}:${m.id}`} and failures > 0`;
    expect(row!.n).toBe(0);
    // The IP keeps its nine: a right password never resets what an address guessed.
    const [ipRow] = await gw.sql<
      { failures: number }[]
    >`select failures from login_lockouts where key like ${`payip:${site.id}:%`} order by failures desc limit 1`;
    expect(ipRow!.failures).toBeGreaterThanOrEqual(9);
    expect((await withdraw(m, NEW)).success).toBe(true);
  });

  it('locks an IP that guesses across accounts', async () => {
    const ip = newIp();
    const a = await member(ip);
    const b = await member(ip);
    for (let i = 0; i < 5; i++) expect((await change(a.api, '000000')).code).toBe('PAYMENT_PASSWORD_WRONG');
    for (let i = 0; i < 4; i++) expect((await change(b.api, '000000')).code).toBe('PAYMENT_PASSWORD_WRONG');
    expect((await change(b.api, '000000')).code).toBe('PAYMENT_PASSWORD_LOCKED');
  });

  it('two concurrent changes with the same current password: one lands', async () => {
    const m = await member();
    const [r1, r2] = await Promise.all([change(m.api, PIN, '101010'), change(m.api, PIN, '202020')]);
    expect([r1.code, r2.code].sort()).toEqual(['OK', 'PAYMENT_PASSWORD_WRONG']);
    const won = r1.success ? '101010' : '202020';
    expect((await withdraw(m, won)).success).toBe(true);
  });
});
