import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  API,
  type Envelope,
  type LoginValue,
  type PayeeAccount,
  type StaffLoginValue,
  type StaffWithdrawalDetail,
  type StaffWithdrawalPage,
  type WithdrawalPage,
  type WithdrawalRow,
  type WithdrawOverview,
} from '@wl/shared';
import { postHouseTransfer } from '../../gateway/src/modules/wallet/ledger.js';
import { sweepAutoReceipts } from '../../gateway/src/modules/withdrawal/receipt.js';
import { crc32 } from '../../gateway/src/uploads/image-header.js';
import { Api } from '../support/api.js';
import { createAccount, createMerchant } from '../support/factories.js';
import { useSite } from '../support/site.js';
import { createAdmin } from '../support/staff.js';

/**
 * Withdrawals (docs/CASHIER.md): the hold, limits,
 * the payment password and its lock, staff review, the receipt with proof images, the timeout,
 * idempotent replays and tenancy, all against the real gateway and database. Every caller has an
 * address of its own (X-Forwarded-For from a trusted loopback proxy), so the per-IP payment
 * password counter of one test never locks another.
 */
const { gw, site } = useSite({ env: { TRUSTED_PROXY: 'loopback' } });
let ipSeq = 0;
const newIp = () => `198.51.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;
const PIN = '246810';

async function signIn(u: { username: string; password: string }, host = site.host, ip = newIp()) {
  const api = new Api(gw.url(host), { 'x-forwarded-for': ip });
  const r = await api.post<LoginValue>(API.login, { type: 'username', username: u.username, password: u.password }, true);
  expect(r.success).toBe(true);
  api.token = r.value.token;
  return api;
}

const balanceOf = async (accountId: number) =>
  Number((await gw.sql<{ balance: string }[]>`select balance from wallets where account_id = ${accountId} and kind = 'real'`)[0]!.balance);
const journalCount = async (accountId: number) =>
  (await gw.sql<{ n: number }[]>`select count(*)::int as n from postings p join wallets w on w.id = p.wallet_id where w.account_id = ${accountId}`)[0]!.n;
const withdrawalCount = async (accountId: number) =>
  (await gw.sql<{ n: number }[]>`select count(*)::int as n from withdrawals where account_id = ${accountId}`)[0]!.n;

/** A signed-in member with `funds` on the main wallet, a payment password and one payee account. */
async function member(funds = 100_000, merchant = site) {
  const u = await createAccount(gw.sql, merchant.id, { payeeName: 'Juan Dela Cruz' });
  if (funds)
    await gw.sql.begin((tx) =>
      postHouseTransfer(tx, { key: `fund:${u.id}`, kind: 'deposit', merchantId: merchant.id, accountId: u.id, wallet: 'real', currency: 'PHP', amount: funds }),
    );
  const api = await signIn(u, merchant.host);
  expect((await api.put(API.withdrawPaymentPassword, { paymentPassword: PIN, confirmPaymentPassword: PIN })).success).toBe(true);
  const payee = await api.post<PayeeAccount>(API.withdrawPayees, { bankName: 'BDO', accountName: 'juan  dela cruz', accountNumber: '001234567890' });
  expect(payee.success).toBe(true);
  return { ...u, api, payeeId: payee.value.id };
}

const request = (api: Api, body: Record<string, unknown>, key: string = randomUUID()) =>
  api.call<WithdrawalRow>('POST', API.withdraw, body, { headers: { 'idempotency-key': key } });

async function staffApi(merchant = site) {
  const admin = await createAdmin(gw.sql, merchant.id);
  // An address of its own: staff sign-ins are limited per IP, and this file signs in many.
  const api = new Api(gw.url(merchant.host), { 'x-forwarded-for': newIp() });
  const r = await api.post<StaffLoginValue>(API.staffLogin, admin);
  expect(r.success).toBe(true);
  api.token = r.value.token;
  return api;
}
const at = (path: string, id: number) => path.replace(':id', String(id));

// Images: a real 1x1 PNG, a real 3x2 JPEG, and a PNG padded past 5 MB.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
// A real JPEG: uploads are decoded and encoded again, so a header without pixels no longer passes.
const JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAMDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCSAFV3/9k=',
  'base64',
);
const BIG_PNG = Buffer.concat([PNG, randomBytes(5 * 1024 * 1024)]);

interface Upload {
  name: string;
  type: string;
  bytes: Buffer;
}
async function confirm(api: Api, id: number, receipt: string, files: Upload[] = [], note?: string) {
  const form = new FormData();
  form.set('receipt', receipt);
  if (note) form.set('note', note);
  for (const f of files) form.append('proofs', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const res = await fetch(api.base + at(API.withdrawReceipt, id), {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${api.token}`, 'x-forwarded-for': newIp() },
  });
  return { status: res.status, ...((await res.json()) as Envelope<WithdrawalRow>) };
}
const png = (name = 'proof.png'): Upload => ({ name, type: 'image/png', bytes: PNG });

/** A withdrawal taken to `paid` by staff. */
async function paidWithdrawal(amount = 20_000) {
  const m = await member();
  const w = await request(m.api, { amount, payeeAccountId: m.payeeId, paymentPassword: PIN });
  expect(w.success).toBe(true);
  const staff = await staffApi();
  expect((await staff.put(at(API.staffWithdrawalApprove, w.value.id))).success).toBe(true);
  const paid = await staff.put<StaffWithdrawalDetail>(at(API.staffWithdrawalPaid, w.value.id));
  expect(paid.value.status).toBe('paid');
  return { m, id: w.value.id, staff };
}

describe('withdraw: request', () => {
  it('holds the money: main wallet down, payment clearing up, in one journal entry', async () => {
    const m = await member();
    const r = await request(m.api, { amount: 30_000, payeeAccountId: m.payeeId, paymentPassword: PIN });
    expect(r).toMatchObject({ success: true, value: { amount: 30_000, status: 'requested', accountNumber: '********7890', bankName: 'BDO' } });
    expect(await balanceOf(m.id)).toBe(70_000);
    const [j] = await gw.sql<{ kind: string; legs: { kind: string; amount: string }[] }[]>`
      select j.kind, json_agg(json_build_object('kind', w.kind, 'amount', p.amount) order by p.amount) as legs
      from journal j join postings p on p.journal_id = j.id join wallets w on w.id = p.wallet_id
      where j.idempotency_key = ${`withdraw:${r.value.id}`} group by j.kind`;
    expect(j).toMatchObject({
      kind: 'withdrawal',
      legs: [
        { kind: 'real', amount: -30_000 },
        { kind: 'payment_clearing', amount: 30_000 },
      ],
    });
    const overview = await m.api.get<WithdrawOverview>(API.withdrawOverview);
    expect(overview.value).toMatchObject({ balance: 70_000, paymentPasswordSet: true, usedToday: { count: 1, amount: 30_000 } });
    const mine = await m.api.get<WithdrawalPage>(API.withdraw);
    expect(mine.value).toMatchObject({ total: 1, list: [{ id: r.value.id, status: 'requested' }] });
  });

  it('refuses amounts above the balance or outside the limits and books nothing', async () => {
    const m = await member(50_000);
    const before = await journalCount(m.id);
    const send = (amount: number) => request(m.api, { amount, payeeAccountId: m.payeeId, paymentPassword: PIN });
    expect((await send(60_000)).code).toBe('INSUFFICIENT_BALANCE');
    expect(await send(9_999)).toMatchObject({ status: 400, code: 'WITHDRAW_BELOW_MIN', value: { minAmount: 10_000 } });
    expect((await send(5_000_001)).code).toBe('WITHDRAW_ABOVE_MAX');
    expect((await send(0)).code).toBe('VALIDATION_FAILED');
    expect((await request(m.api, { amount: 12.5, payeeAccountId: m.payeeId, paymentPassword: PIN })).code).toBe('VALIDATION_FAILED');
    expect(await balanceOf(m.id)).toBe(50_000);
    expect(await journalCount(m.id)).toBe(before);
    expect(await withdrawalCount(m.id)).toBe(0);
  });

  it('keeps to the daily count and amount of the site', async () => {
    const other = await createMerchant(gw.sql);
    const staff = await staffApi(other);
    expect(
      (await staff.put(API.staffWithdrawLimits, { minAmount: 100, maxAmount: 10_000, dailyCount: 2, dailyAmount: 15_000, confirmMinutes: 60 })).success,
    ).toBe(true);
    const m = await member(100_000, other);
    const send = (amount: number) => request(m.api, { amount, payeeAccountId: m.payeeId, paymentPassword: PIN });
    expect((await send(10_001)).code).toBe('WITHDRAW_ABOVE_MAX');
    expect((await send(10_000)).success).toBe(true);
    expect(await send(6_000)).toMatchObject({ code: 'WITHDRAW_DAILY_AMOUNT', value: { left: 5_000 } });
    expect((await send(5_000)).success).toBe(true);
    expect((await send(100)).code).toBe('WITHDRAW_DAILY_COUNT');
    expect(await balanceOf(m.id)).toBe(85_000);
  });

  it('replays the same key once with the same answer; another body under it is a conflict', async () => {
    const m = await member();
    const key = randomUUID();
    const body = { amount: 25_000, payeeAccountId: m.payeeId, paymentPassword: PIN };
    const [a, b] = await Promise.all([request(m.api, body, key), request(m.api, body, key)]);
    const c = await request(m.api, body, key);
    expect(a.success && b.success && c.success).toBe(true);
    expect(new Set([a.value.id, b.value.id, c.value.id]).size).toBe(1);
    expect(c.value).toEqual(a.value);
    expect(await balanceOf(m.id)).toBe(75_000);
    expect(await withdrawalCount(m.id)).toBe(1);
    expect((await request(m.api, { ...body, amount: 26_000 }, key)).code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await m.api.call('POST', API.withdraw, body)).code).toBe('VALIDATION_FAILED'); // no key
    expect(await balanceOf(m.id)).toBe(75_000);
  });

  it("refuses another member's payee account and members of other sites", async () => {
    const a = await member();
    const b = await member();
    expect((await request(a.api, { amount: 20_000, payeeAccountId: b.payeeId, paymentPassword: PIN })).code).toBe('NOT_FOUND');
    expect(await balanceOf(a.id)).toBe(100_000);
    // A's token on another merchant's host is no session at all.
    const other = await createMerchant(gw.sql);
    const onOther = new Api(gw.url(other.host));
    onOther.token = a.api.token;
    expect((await onOther.get(API.withdrawOverview)).code).toBe('TOKEN_INVALID');
  });
});

describe('withdraw: payee accounts and payment password', () => {
  it('binds accounts only in the payee name, masks numbers, refuses duplicates', async () => {
    const m = await member();
    const wrong = await m.api.post(API.withdrawPayees, { bankName: 'BPI', accountName: 'Someone Else', accountNumber: '99887766' });
    expect(wrong.code).toBe('PAYEE_NAME_MISMATCH');
    expect((await m.api.post(API.withdrawPayees, { bankName: 'BDO', accountName: 'Juan Dela Cruz', accountNumber: '001234567890' })).code).toBe(
      'PAYEE_ACCOUNT_EXISTS',
    );
    expect((await m.api.post(API.withdrawPayees, { bankName: 'BDO', accountName: 'Juan Dela Cruz', accountNumber: '12ab' })).code).toBe('VALIDATION_FAILED');
    const list = await m.api.get<PayeeAccount[]>(API.withdrawPayees);
    expect(list.value).toEqual([expect.objectContaining({ bankName: 'BDO', accountNumber: '********7890' })]);
  });

  it('gives a member without a payee name the first account name', async () => {
    const u = await createAccount(gw.sql, site.id);
    const api = await signIn(u);
    expect((await api.post(API.withdrawPayees, { bankName: 'BPI', accountName: 'Maria Santos', accountNumber: '55554444' })).success).toBe(true);
    expect((await api.get<WithdrawOverview>(API.withdrawOverview)).value.payeeName).toBe('Maria Santos');
    expect((await api.post(API.withdrawPayees, { bankName: 'BPI', accountName: 'Pedro Penduko', accountNumber: '55554445' })).code).toBe('PAYEE_NAME_MISMATCH');
  });

  it('is set once (first use), then required; a withdrawal without one is refused', async () => {
    const u = await createAccount(gw.sql, site.id, { payeeName: 'Ana Cruz' });
    const api = await signIn(u);
    const payee = await api.post<PayeeAccount>(API.withdrawPayees, { bankName: 'BDO', accountName: 'Ana Cruz', accountNumber: '11112222' });
    expect((await api.get<WithdrawOverview>(API.withdrawOverview)).value.paymentPasswordSet).toBe(false);
    expect((await request(api, { amount: 20_000, payeeAccountId: payee.value.id, paymentPassword: '123456' })).code).toBe('PAYMENT_PASSWORD_NOT_SET');
    expect((await api.put(API.withdrawPaymentPassword, { paymentPassword: '12345', confirmPaymentPassword: '12345' })).code).toBe('VALIDATION_FAILED');
    expect((await api.put(API.withdrawPaymentPassword, { paymentPassword: '123456', confirmPaymentPassword: '123457' })).code).toBe('PASSWORD_MISMATCH');
    expect((await api.put(API.withdrawPaymentPassword, { paymentPassword: '123456', confirmPaymentPassword: '123456' })).success).toBe(true);
    expect((await api.put(API.withdrawPaymentPassword, { paymentPassword: '654321', confirmPaymentPassword: '654321' })).code).toBe(
      'PAYMENT_PASSWORD_ALREADY_SET',
    );
    const [row] = await gw.sql<{ h: string }[]>`select payment_password_hash as h from accounts where id = ${u.id}`;
    expect(row!.h).toMatch(/^\$argon2id\$/);
  });

  it('counts wrong payment passwords and locks after ten, even the right one; nothing is booked', async () => {
    const m = await member();
    const body = (paymentPassword: string) => ({ amount: 20_000, payeeAccountId: m.payeeId, paymentPassword });
    for (let i = 1; i <= 9; i++) expect((await request(m.api, body('000000'))).code).toBe('PAYMENT_PASSWORD_WRONG');
    const tenth = await request(m.api, body('000000'));
    expect(tenth).toMatchObject({ status: 429, code: 'PAYMENT_PASSWORD_LOCKED' });
    expect((await request(m.api, body(PIN))).code).toBe('PAYMENT_PASSWORD_LOCKED');
    expect((await m.api.get<WithdrawOverview>(API.withdrawOverview)).value.paymentPasswordLockedSeconds).toBeGreaterThan(0);
    expect(await balanceOf(m.id)).toBe(100_000);
    expect(await withdrawalCount(m.id)).toBe(0);
  });

  it('locks an IP that guesses across accounts', async () => {
    const ip = newIp();
    const a = await member();
    const b = await member();
    const fromIp = async (u: typeof a) => signIn(u, site.host, ip);
    const [apiA, apiB] = [await fromIp(a), await fromIp(b)];
    for (let i = 0; i < 5; i++)
      expect((await request(apiA, { amount: 20_000, payeeAccountId: a.payeeId, paymentPassword: '000000' })).code).toBe('PAYMENT_PASSWORD_WRONG');
    for (let i = 0; i < 4; i++)
      expect((await request(apiB, { amount: 20_000, payeeAccountId: b.payeeId, paymentPassword: '000000' })).code).toBe('PAYMENT_PASSWORD_WRONG');
    expect((await request(apiB, { amount: 20_000, payeeAccountId: b.payeeId, paymentPassword: '000000' })).code).toBe('PAYMENT_PASSWORD_LOCKED');
    // The same member from its own address is not locked.
    expect((await request(b.api, { amount: 20_000, payeeAccountId: b.payeeId, paymentPassword: PIN })).success).toBe(true);
  });
});

describe('withdraw: staff review', () => {
  it('reject needs a reason and returns the money exactly once', async () => {
    const m = await member();
    const w = await request(m.api, { amount: 40_000, payeeAccountId: m.payeeId, paymentPassword: PIN });
    const staff = await staffApi();
    const id = w.value.id;
    expect((await staff.put(at(API.staffWithdrawalReject, id), { reason: '   ' })).code).toBe('REASON_REQUIRED');
    expect((await staff.put(at(API.staffWithdrawalReject, id), {})).code).toBe('REASON_REQUIRED');
    const [r1, r2] = await Promise.all([
      staff.put<StaffWithdrawalDetail>(at(API.staffWithdrawalReject, id), { reason: 'Name on the account does not match' }),
      staff.put<StaffWithdrawalDetail>(at(API.staffWithdrawalReject, id), { reason: 'again' }),
    ]);
    expect([r1.code, r2.code].sort()).toEqual(['OK', 'WITHDRAW_STATE_INVALID']);
    expect(await balanceOf(m.id)).toBe(100_000);
    const mine = await m.api.get<WithdrawalPage>(API.withdraw);
    expect(mine.value.list[0]).toMatchObject({ status: 'rejected', memberMessage: null });
    expect(JSON.stringify(mine.value)).not.toContain('Name on the account does not match');
    expect((await staff.put(at(API.staffWithdrawalApprove, id))).code).toBe('WITHDRAW_STATE_INVALID');
    expect((await staff.put(at(API.staffWithdrawalPaid, id))).code).toBe('WITHDRAW_STATE_INVALID');
    // A rejected request does not count against the day.
    expect((await m.api.get<WithdrawOverview>(API.withdrawOverview)).value.usedToday).toEqual({ count: 0, amount: 0 });
  });

  it('approve then paid: the queue shows it, the member confirms received, no money moves', async () => {
    const { m, id, staff } = await paidWithdrawal(20_000);
    const queue = await staff.get<StaffWithdrawalPage>(`${API.staffWithdrawals}?status=paid`);
    expect(queue.value.list.map((w) => w.id)).toContain(id);
    expect(queue.value.list.every((w) => w.status === 'paid')).toBe(true);
    const before = await journalCount(m.id);
    const r = await confirm(m.api, id, 'received');
    expect(r).toMatchObject({ success: true, value: { status: 'confirmed', receipt: 'received' } });
    expect(await balanceOf(m.id)).toBe(80_000);
    expect(await journalCount(m.id)).toBe(before);
    expect((await confirm(m.api, id, 'received')).code).toBe('WITHDRAW_STATE_INVALID');
  });

  it('refuses staff of another merchant, and members who are not staff', async () => {
    const m = await member();
    const w = await request(m.api, { amount: 20_000, payeeAccountId: m.payeeId, paymentPassword: PIN });
    const other = await createMerchant(gw.sql);
    const foreign = await staffApi(other);
    expect((await foreign.put(at(API.staffWithdrawalApprove, w.value.id))).code).toBe('NOT_FOUND');
    expect((await foreign.get(at(API.staffWithdrawal, w.value.id))).code).toBe('NOT_FOUND');
    expect((await foreign.get<StaffWithdrawalPage>(API.staffWithdrawals)).value.list.some((x) => x.id === w.value.id)).toBe(false);
    expect((await m.api.put(at(API.staffWithdrawalApprove, w.value.id))).code).toBe('TOKEN_INVALID');
  });
});

describe('withdraw: receipt confirmation', () => {
  it('takes not received with proof images (png and jpg, by content) and shows them to staff', async () => {
    const { m, id, staff } = await paidWithdrawal();
    expect((await confirm(m.api, id, 'not_received')).code).toBe('RECEIPT_PROOF_REQUIRED');
    const r = await confirm(m.api, id, 'not_received', [png(), { name: 'slip.jpeg', type: 'image/jpeg', bytes: JPEG }], 'Nothing arrived');
    expect(r).toMatchObject({ success: true, value: { receipt: 'not_received', proofCount: 2, receiptNote: 'Nothing arrived' } });
    const detail = await staff.get<StaffWithdrawalDetail>(at(API.staffWithdrawal, id));
    expect(detail.value.proofs).toMatchObject([
      { position: 1, mime: 'image/png', width: 1, height: 1, dataUrl: expect.stringMatching(/^data:image\/png;base64,iVBOR/) },
      { position: 2, mime: 'image/jpeg', width: 3, height: 2 },
    ]);
    // Not received is a dispute for support: nothing is refunded by itself.
    expect(await balanceOf(m.id)).toBe(80_000);
  });

  it('takes partly received with a proof', async () => {
    const { m, id } = await paidWithdrawal();
    expect((await confirm(m.api, id, 'partly', [png()])).value).toMatchObject({ receipt: 'partly', proofCount: 1 });
  });

  it('refuses oversized, disguised and too many files, changing nothing', async () => {
    const { m, id } = await paidWithdrawal();
    const big = await confirm(m.api, id, 'not_received', [{ name: 'big.png', type: 'image/png', bytes: BIG_PNG }]);
    expect(big).toMatchObject({ status: 413, code: 'UPLOAD_TOO_LARGE' });
    const text = await confirm(m.api, id, 'not_received', [
      { name: 'proof.png', type: 'image/png', bytes: Buffer.from('this is only text, not an image at all') },
    ]);
    expect(text).toMatchObject({ status: 415, code: 'UPLOAD_TYPE_NOT_ALLOWED' });
    // The right signature with a broken header is not an image either.
    const broken = Buffer.from(PNG);
    broken.writeUInt32BE(0, 16);
    expect((await confirm(m.api, id, 'not_received', [{ name: 'b.png', type: 'image/png', bytes: broken }])).code).toBe('UPLOAD_TYPE_NOT_ALLOWED');
    // A real picture with a page appended (a polyglot), and a header claiming 20000 x 20000 (1.6 GB decoded).
    const polyglot = await confirm(m.api, id, 'not_received', [
      { name: 'p.png', type: 'image/png', bytes: Buffer.concat([PNG, Buffer.from('<html><script>alert(1)</script></html>')]) },
    ]);
    expect(polyglot).toMatchObject({ status: 415, code: 'UPLOAD_CONTENT_INVALID' });
    const bomb = Buffer.from(PNG);
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    expect(await confirm(m.api, id, 'not_received', [{ name: 'bomb.png', type: 'image/png', bytes: bomb }])).toMatchObject({
      status: 413,
      code: 'UPLOAD_IMAGE_TOO_LARGE',
    });
    const four = await confirm(m.api, id, 'not_received', [png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    expect(four).toMatchObject({ code: 'TOO_MANY_FILES' });
    const json = await m.api.post(at(API.withdrawReceipt, id), { receipt: 'received' });
    expect(json).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    const [row] = await gw.sql<{ status: string; n: number }[]>`
      select status, (select count(*)::int from withdrawal_proofs where withdrawal_id = ${id}) as n from withdrawals where id = ${id}`;
    expect(row).toEqual({ status: 'paid', n: 0 });
    expect((await confirm(m.api, id, 'not_received', [png('1.png'), png('2.png'), png('3.png')])).value.proofCount).toBe(3);
  });

  it("refuses another member's withdrawal and one that is not paid yet", async () => {
    const { id } = await paidWithdrawal();
    const stranger = await member();
    expect((await confirm(stranger.api, id, 'received')).code).toBe('NOT_FOUND');
    const w = await request(stranger.api, { amount: 20_000, payeeAccountId: stranger.payeeId, paymentPassword: PIN });
    expect((await confirm(stranger.api, w.value.id, 'received')).code).toBe('WITHDRAW_STATE_INVALID');
  });

  it('counts as received after the timeout; a late answer is refused and nothing is refunded', async () => {
    const other = await createMerchant(gw.sql);
    const staff = await staffApi(other);
    await staff.put(API.staffWithdrawLimits, { minAmount: 100, maxAmount: 50_000, dailyCount: 5, dailyAmount: 100_000, confirmMinutes: 5 });
    const m = await member(100_000, other);
    const w = await request(m.api, { amount: 30_000, payeeAccountId: m.payeeId, paymentPassword: PIN });
    await staff.put(at(API.staffWithdrawalApprove, w.value.id));
    const paid = await staff.put<StaffWithdrawalDetail>(at(API.staffWithdrawalPaid, w.value.id));
    const minutes = (Date.parse(paid.value.confirmDeadline!) - Date.parse(paid.value.paidAt!)) / 60_000;
    expect(minutes).toBeCloseTo(5, 1);
    await sweepAutoReceipts(gw.sql);
    expect((await gw.sql`select status from withdrawals where id = ${w.value.id}`)[0]!.status).toBe('paid');
    // Five minutes later (moved back in the database rather than waited for).
    await gw.sql`update withdrawals set confirm_deadline = now() - interval '1 second' where id = ${w.value.id}`;
    expect((await confirm(m.api, w.value.id, 'not_received', [png()])).code).toBe('WITHDRAW_STATE_INVALID');
    expect(await sweepAutoReceipts(gw.sql)).toBeGreaterThanOrEqual(1);
    const mine = await m.api.get<WithdrawalPage>(API.withdraw);
    expect(mine.value.list[0]).toMatchObject({ status: 'confirmed', receipt: 'auto_received' });
    expect(await balanceOf(m.id)).toBe(70_000);
    expect((await staff.put(at(API.staffWithdrawalReject, w.value.id), { reason: 'too late' })).code).toBe('WITHDRAW_STATE_INVALID');
    expect(await balanceOf(m.id)).toBe(70_000);
  });
});

describe('withdraw: the member cancels while it is requested', () => {
  const cancel = (api: Api, id: number) => api.call<WithdrawalRow>('POST', at(API.withdrawCancel, id));
  const returns = async (id: number) =>
    (await gw.sql<{ n: number }[]>`select count(*)::int as n from journal where idempotency_key = ${`withdraw-return:${id}`}`)[0]!.n;

  it('returns the held money once, frees the day, and cannot be cancelled again', async () => {
    const m = await member();
    const w = await request(m.api, { amount: 40_000, payeeAccountId: m.payeeId, paymentPassword: PIN });
    expect(await balanceOf(m.id)).toBe(60_000);
    const done = await cancel(m.api, w.value.id);
    expect(done).toMatchObject({ success: true, value: { status: 'cancelled' } });
    expect(done.value.cancelledAt).toEqual(expect.any(String));
    expect(await balanceOf(m.id)).toBe(100_000);
    expect(await returns(w.value.id)).toBe(1);
    expect((await cancel(m.api, w.value.id)).code).toBe('WITHDRAW_STATE_INVALID');
    expect(await balanceOf(m.id)).toBe(100_000);
    expect((await m.api.get<WithdrawOverview>(API.withdrawOverview)).value.usedToday).toEqual({ count: 0, amount: 0 });
    // Staff cannot act on it any more either.
    const staff = await staffApi();
    expect((await staff.put(at(API.staffWithdrawalApprove, w.value.id))).code).toBe('WITHDRAW_STATE_INVALID');
    expect((await staff.put(at(API.staffWithdrawalReject, w.value.id), { reason: 'late' })).code).toBe('WITHDRAW_STATE_INVALID');
    const queue = await staff.get<StaffWithdrawalPage>(`${API.staffWithdrawals}?status=cancelled`);
    expect(queue.value.list.map((x) => x.id)).toContain(w.value.id);
  });

  it('is refused once staff approved it, and for another member', async () => {
    const m = await member();
    const stranger = await member();
    const w = await request(m.api, { amount: 30_000, payeeAccountId: m.payeeId, paymentPassword: PIN });
    expect((await cancel(stranger.api, w.value.id)).code).toBe('NOT_FOUND');
    await (await staffApi()).put(at(API.staffWithdrawalApprove, w.value.id));
    expect((await cancel(m.api, w.value.id)).code).toBe('WITHDRAW_STATE_INVALID');
    expect(await balanceOf(m.id)).toBe(70_000);
    expect(await returns(w.value.id)).toBe(0);
  });

  it('a cancel racing a staff refusal returns the money exactly once', async () => {
    const m = await member();
    const staff = await staffApi();
    for (let i = 0; i < 3; i++) {
      const w = await request(m.api, { amount: 10_000, payeeAccountId: m.payeeId, paymentPassword: PIN });
      const [c, r] = await Promise.all([cancel(m.api, w.value.id), staff.put(at(API.staffWithdrawalReject, w.value.id), { reason: 'race' })]);
      expect([c.code, r.code].filter((code) => code === 'OK')).toHaveLength(1);
      expect(await returns(w.value.id)).toBe(1);
      expect(await balanceOf(m.id)).toBe(100_000);
    }
  });
});

describe('withdraw: payee banks from the list and the usual payout time', () => {
  it('takes only the banks and e-wallets of the wallet currency, stored as the list spells them', async () => {
    const m = await member();
    const unknown = await m.api.post(API.withdrawPayees, { bankName: 'Bank of Nowhere', accountName: 'Juan Dela Cruz', accountNumber: '77778888' });
    expect(unknown).toMatchObject({ success: false, code: 'PAYEE_BANK_UNKNOWN' });
    const gcash = await m.api.post<PayeeAccount>(API.withdrawPayees, { bankName: ' gcash ', accountName: 'Juan Dela Cruz', accountNumber: '09171234567' });
    expect(gcash.value).toMatchObject({ bankName: 'GCash', accountNumber: '*******4567' });
    expect((await m.api.post(API.withdrawPayees, { bankName: 'Maya', accountName: 'Juan Dela Cruz', accountNumber: '09181234567' })).success).toBe(true);
    expect(await withdrawalCount(m.id)).toBe(0);
  });

  it('states the median time from request to payout once the site has paid five, per site', async () => {
    const other = await createMerchant(gw.sql);
    const m = await member(500_000, other);
    const staff = await staffApi(other);
    expect((await m.api.get<WithdrawOverview>(API.withdrawOverview)).value.usualPayoutMinutes).toBeNull();
    const minutes = [30, 45, 60, 90, 600];
    for (const [i, mins] of minutes.entries()) {
      const w = await request(m.api, { amount: 10_000 + i, payeeAccountId: m.payeeId, paymentPassword: PIN });
      await staff.put(at(API.staffWithdrawalApprove, w.value.id));
      await staff.put(at(API.staffWithdrawalPaid, w.value.id));
      // The request is moved back in time rather than waited for.
      await gw.sql`update withdrawals set created_at = paid_at - make_interval(mins => ${mins}) where id = ${w.value.id}`;
    }
    expect((await m.api.get<WithdrawOverview>(API.withdrawOverview)).value.usualPayoutMinutes).toBe(60);
    // Another site's payouts say nothing about this one.
    expect((await (await member()).api.get<WithdrawOverview>(API.withdrawOverview)).value.usualPayoutMinutes).not.toBe(60);
  });
});
