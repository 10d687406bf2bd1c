import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  API,
  DEPOSIT_MAX_PENDING,
  SANDBOX_SIGNATURE_HEADER,
  type DepositChannel,
  type DepositOrder,
  type LoginValue,
  type SandboxCallback,
  type StaffDepositPage,
  type StaffLoginValue,
} from '@wl/shared';
import { signCallback } from '../../gateway/src/modules/deposit/channels/sandbox.js';
import { sweepExpiredDeposits } from '../../gateway/src/modules/deposit/deposit-expiry.js';
import { useSite } from '../support/site.js';
import { Api } from '../support/api.js';
import { createAccount, createMerchant } from '../support/factories.js';
import { createAdmin } from '../support/staff.js';
import { createChannel } from '../support/channels.js';

const { gw, site } = useSite();

async function member(host = site.host, merchantId = site.id) {
  const u = await createAccount(gw.sql, merchantId);
  const api = new Api(gw.url(host));
  const r = await api.post<LoginValue>(API.login, { type: 'username', username: u.username, password: u.password }, true);
  expect(r.success).toBe(true);
  api.token = r.value.token;
  return { api, id: u.id };
}

async function staff(host = site.host, merchantId = site.id) {
  const a = await createAdmin(gw.sql, merchantId);
  const api = new Api(gw.url(host));
  api.token = (await api.post<StaffLoginValue>(API.staffLogin, a)).value.token;
  return api;
}

const deposit = (api: Api, body: { channelId: number; amount: number }, key: string = randomUUID()) =>
  api.call<DepositOrder>('POST', API.depositOrders, body, { headers: { 'idempotency-key': key } });
const review = (api: Api, id: number, body: unknown, key: string = randomUUID()) =>
  api.call<DepositOrder>('POST', API.staffDepositReview.replace(':id', String(id)), body, { headers: { 'idempotency-key': key } });

async function balance(accountId: number) {
  const [w] = await gw.sql<{ balance: string }[]>`select balance from wallets where account_id = ${accountId} and kind = 'real'`;
  return Number(w?.balance ?? 0);
}
const journals = async (orderId: number) =>
  (await gw.sql<{ n: number }[]>`select count(*)::int as n from journal where idempotency_key = ${`deposit:${orderId}`}`)[0]!.n;
async function orderRow(id: number) {
  const [o] = await gw.sql<{ status: string; badCallbacks: number; externalRef: string; journalId: string | null }[]>`
    select status, bad_callbacks, external_ref, journal_id from deposit_orders where id = ${id}`;
  return o!;
}

/** The browser on the sandbox payment page pressing Pay or Fail (a form post, no script). */
async function pressOnSandbox(host: string, redirectUrl: string, action: 'pay' | 'fail') {
  return fetch(gw.url(host) + redirectUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action }).toString(),
  });
}

async function signedNotification(merchantId: number, o: DepositOrder, status: 'paid' | 'failed') {
  const body: SandboxCallback = { ref: o.ref, externalRef: (await orderRow(o.id)).externalRef, status, amount: o.payable, currency: o.currency };
  const [k] = await gw.sql<{ secret: Buffer }[]>`select secret from server_secrets where name = ${`sandbox-pay:${merchantId}`}`;
  return { body, signature: k ? signCallback(Buffer.from(k.secret), body) : 'none' };
}
const notify = (host: string, body: unknown, signature: string) =>
  new Api(gw.url(host)).call<{ ref: string; status: string; replayed: boolean }>('POST', API.depositSandboxCallback, body, {
    headers: { [SANDBOX_SIGNATURE_HEADER]: signature },
  });

describe('deposit channels and orders', () => {
  it('lists the site channels with limits and fee, and refuses a trial-free guest', async () => {
    const ch = await createChannel(gw.sql, site.id, { name: 'Listed', min: 20_000, max: 90_000, feeBps: 150 });
    await createChannel(gw.sql, site.id, { name: 'Off', enabled: false });
    const { api } = await member();
    const r = await api.get<DepositChannel[]>(API.depositChannels);
    expect(r.success).toBe(true);
    expect(r.value.find((c) => c.id === ch.id)).toMatchObject({
      type: 'sandbox',
      name: 'Listed',
      minAmount: 20_000,
      maxAmount: 90_000,
      feeBps: 150,
      timeoutMinutes: 15,
    });
    expect(r.value.some((c) => c.name === 'Off')).toBe(false);
    expect((await new Api(gw.url(site.host)).get(API.depositChannels)).code).toBe('TOKEN_MISSING');
  });

  it('refuses amounts outside the channel range and amounts that are not whole positive minor units', async () => {
    const ch = await createChannel(gw.sql, site.id, { min: 10_000, max: 50_000 });
    const { api } = await member();
    expect(await deposit(api, { channelId: ch.id, amount: 9_999 })).toMatchObject({
      status: 400,
      code: 'DEPOSIT_AMOUNT_OUT_OF_RANGE',
      value: { min: 10_000, max: 50_000 },
    });
    expect((await deposit(api, { channelId: ch.id, amount: 50_001 })).code).toBe('DEPOSIT_AMOUNT_OUT_OF_RANGE');
    for (const amount of [0, -5, 100.5, 'ten', null, 2 ** 60])
      expect((await deposit(api, { channelId: ch.id, amount: amount as number })).code).toBe('VALIDATION_FAILED');
    // A money call without its idempotency key is refused before anything happens.
    expect((await api.post(API.depositOrders, { channelId: ch.id, amount: 10_000 })).code).toBe('VALIDATION_FAILED');
    expect(Number((await gw.sql`select count(*)::int as n from deposit_orders where channel_id = ${ch.id}`)[0]!.n)).toBe(0);
  });

  it('opens an order once per key: a replay answers the same order, another amount with the key is refused', async () => {
    const ch = await createChannel(gw.sql, site.id);
    const { api, id } = await member();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => deposit(api, { channelId: ch.id, amount: 12_345 }, key)));
    expect(answers.every((a) => a.success)).toBe(true);
    expect(new Set(answers.map((a) => a.value.id)).size).toBe(1);
    expect(answers[0]!.value).toMatchObject({ status: 'pending', amount: 12_345, fee: 0, payable: 12_345, channelType: 'sandbox', bankDetails: null });
    expect(answers[0]!.value.redirectUrl).toBe(`/wps/sandbox/pay/${answers[0]!.value.ref}`);
    expect((await deposit(api, { channelId: ch.id, amount: 12_345 }, key)).value).toEqual(answers[0]!.value);
    expect(await deposit(api, { channelId: ch.id, amount: 20_000 }, key)).toMatchObject({ status: 409, code: 'IDEMPOTENCY_CONFLICT' });
    expect(Number((await gw.sql`select count(*)::int as n from deposit_orders where account_id = ${id}`)[0]!.n)).toBe(1);
  });

  it(`refuses more than ${DEPOSIT_MAX_PENDING} open orders at once`, async () => {
    const ch = await createChannel(gw.sql, site.id);
    const { api } = await member();
    for (let i = 0; i < DEPOSIT_MAX_PENDING; i++) expect((await deposit(api, { channelId: ch.id, amount: 10_000 })).success).toBe(true);
    expect(await deposit(api, { channelId: ch.id, amount: 10_000 })).toMatchObject({ status: 429, code: 'DEPOSIT_PENDING_LIMIT' });
  });

  it('lists my own orders only, newest first, paged', async () => {
    const ch = await createChannel(gw.sql, site.id);
    const a = await member();
    const b = await member();
    for (const amount of [10_000, 11_000, 12_000]) await deposit(a.api, { channelId: ch.id, amount });
    await deposit(b.api, { channelId: ch.id, amount: 13_000 });
    const page1 = await a.api.get<{ list: DepositOrder[]; total: number; totalPages: number }>(`${API.depositOrders}?pageSize=2`);
    expect(page1.value.total).toBe(3);
    expect(page1.value.totalPages).toBe(2);
    expect(page1.value.list.map((o) => o.amount)).toEqual([12_000, 11_000]);
    const page2 = await a.api.get<{ list: DepositOrder[] }>(`${API.depositOrders}?pageSize=2&page=2`);
    expect(page2.value.list.map((o) => o.amount)).toEqual([10_000]);
  });

  it("reads one of my own orders by reference, never another member's or another site's", async () => {
    const ch = await createChannel(gw.sql, site.id);
    const a = await member();
    const b = await member();
    const mine = (await deposit(a.api, { channelId: ch.id, amount: 10_000 })).value;
    const one = (ref: string, api = a.api) => api.call<DepositOrder & { utcOffsetMinutes: number }>('GET', API.depositOrder.replace(':ref', ref));
    const read = await one(mine.ref);
    expect(read.success).toBe(true);
    expect(read.value).toMatchObject({ id: mine.id, status: 'pending', amount: 10_000, redirectUrl: mine.redirectUrl });
    expect(typeof read.value.utcOffsetMinutes).toBe('number');
    // Another member holding the reference (say, from a shared screenshot) learns nothing.
    expect(await one(mine.ref, b.api)).toMatchObject({ success: false, code: 'ORDER_NOT_FOUND' });
    expect(await one('D000000000000000000000000')).toMatchObject({ success: false, code: 'ORDER_NOT_FOUND' });
    expect(await one('not-a-ref')).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    const other = await createMerchant(gw.sql);
    const c = await member(other.host, other.id);
    expect(await one(mine.ref, c.api)).toMatchObject({ success: false, code: 'ORDER_NOT_FOUND' });
  });
});

describe('sandbox payment gateway', () => {
  it('pays through the sandbox page: the member is credited once, with the fee to the house', async () => {
    const ch = await createChannel(gw.sql, site.id, { feeBps: 150, feeFixed: 100 });
    const { api, id } = await member();
    const before = await balance(id);
    const o = (await deposit(api, { channelId: ch.id, amount: 100_000 })).value;
    expect(o).toMatchObject({ fee: 1_600, payable: 101_600 });
    const pageHtml = await (await fetch(gw.url(site.host) + o.redirectUrl!)).text();
    expect(pageHtml).toContain('1016.00 PHP');
    expect(pageHtml).toContain('name="action" value="pay"');
    const res = await pressOnSandbox(site.host, o.redirectUrl!, 'pay');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/member?tab=depositv2&deposit=${o.ref}`);
    expect(await balance(id)).toBe(before + 100_000);
    expect(await journals(o.id)).toBe(1);
    const legs = await gw.sql<{ kind: string; amount: string }[]>`
      select w.kind, p.amount from postings p join wallets w on w.id = p.wallet_id join journal j on j.id = p.journal_id
      where j.idempotency_key = ${`deposit:${o.id}`} order by w.kind`;
    expect(legs.map((l) => [l.kind, Number(l.amount)])).toEqual([
      ['house', 1_600],
      ['payment_clearing', -101_600],
      ['real', 100_000],
    ]);
    const mine = await api.get<{ list: DepositOrder[] }>(API.depositOrders);
    expect(mine.value.list[0]).toMatchObject({ id: o.id, status: 'paid', redirectUrl: null });
    // Pressing Pay again (back button) sends nothing: the page is closed.
    expect((await pressOnSandbox(site.host, o.redirectUrl!, 'pay')).status).toBe(303);
    expect(await balance(id)).toBe(before + 100_000);
    expect(await (await fetch(gw.url(site.host) + o.redirectUrl!)).text()).toContain('This payment is closed');
  });

  it('a replayed paid notification changes nothing', async () => {
    const ch = await createChannel(gw.sql, site.id);
    const { api, id } = await member();
    const o = (await deposit(api, { channelId: ch.id, amount: 25_000 })).value;
    await pressOnSandbox(site.host, o.redirectUrl!, 'pay');
    const after = await balance(id);
    const { body, signature } = await signedNotification(site.id, o, 'paid');
    const replays = await Promise.all([1, 2, 3].map(() => notify(site.host, body, signature)));
    for (const r of replays) expect(r).toMatchObject({ success: true, value: { ref: o.ref, status: 'paid', replayed: true } });
    // A signed "failed" for a paid order is refused.
    const failed = await signedNotification(site.id, o, 'failed');
    expect((await notify(site.host, failed.body, failed.signature)).code).toBe('ORDER_NOT_PENDING');
    expect(await balance(id)).toBe(after);
    expect(await journals(o.id)).toBe(1);
  });

  it('concurrent paid notifications credit once', async () => {
    const ch = await createChannel(gw.sql, site.id);
    const { api, id } = await member();
    const before = await balance(id);
    const o = (await deposit(api, { channelId: ch.id, amount: 30_000 })).value;
    await fetch(gw.url(site.host) + o.redirectUrl!); // the page makes the merchant key on first use
    const { body, signature } = await signedNotification(site.id, o, 'paid');
    const answers = await Promise.all(Array.from({ length: 6 }, () => notify(site.host, body, signature)));
    expect(answers.filter((a) => a.success && !a.value.replayed)).toHaveLength(1);
    expect(answers.every((a) => a.success)).toBe(true);
    expect(await balance(id)).toBe(before + 30_000);
    expect(await journals(o.id)).toBe(1);
  });

  it('a forged or tampered notification is refused, counted and changes nothing', async () => {
    const ch = await createChannel(gw.sql, site.id);
    const { api, id } = await member();
    const before = await balance(id);
    const o = (await deposit(api, { channelId: ch.id, amount: 40_000 })).value;
    await fetch(gw.url(site.host) + o.redirectUrl!);
    const { body, signature } = await signedNotification(site.id, o, 'paid');
    expect(await notify(site.host, body, 'f'.repeat(64))).toMatchObject({ status: 401, code: 'CALLBACK_SIGNATURE_INVALID' });
    expect((await notify(site.host, body, '')).code).toBe('CALLBACK_SIGNATURE_INVALID');
    expect((await notify(site.host, { ...body, amount: body.amount * 10 }, signature)).code).toBe('CALLBACK_SIGNATURE_INVALID');
    // Signed with another site's key.
    const other = await createMerchant(gw.sql);
    await fetch(gw.url(other.host) + '/wps/sandbox/pay/nothing');
    await notify(other.host, { ...body, ref: 'DNOTHING' }, 'a'.repeat(64)); // makes the other key
    const foreign = await signedNotification(other.id, o, 'paid');
    expect((await notify(site.host, foreign.body, foreign.signature)).code).toBe('CALLBACK_SIGNATURE_INVALID');
    const row = await orderRow(o.id);
    expect(row).toMatchObject({ status: 'pending', badCallbacks: 4, journalId: null });
    expect(await balance(id)).toBe(before);
    // The genuine one still works afterwards.
    expect((await notify(site.host, body, signature)).value).toMatchObject({ status: 'paid', replayed: false });
    expect(await balance(id)).toBe(before + 40_000);
  });

  it('too many bad notifications from one IP are refused outright', async () => {
    const other = await createMerchant(gw.sql);
    const body = { ref: 'DX', externalRef: 'SBX', status: 'paid', amount: 1, currency: 'PHP' };
    const codes: string[] = [];
    for (let i = 0; i < 21; i++) codes.push((await notify(other.host, body, '0'.repeat(64))).code);
    expect(codes.slice(0, 20).every((c) => c === 'CALLBACK_SIGNATURE_INVALID')).toBe(true);
    expect(codes[20]).toBe('TOO_MANY_REQUESTS');
  });

  it('a failed payment closes the order without money, and a late paid notification is refused', async () => {
    const ch = await createChannel(gw.sql, site.id);
    const { api, id } = await member();
    const before = await balance(id);
    const o = (await deposit(api, { channelId: ch.id, amount: 15_000 })).value;
    expect((await pressOnSandbox(site.host, o.redirectUrl!, 'fail')).status).toBe(303);
    expect((await orderRow(o.id)).status).toBe('failed');
    const { body, signature } = await signedNotification(site.id, o, 'paid');
    expect((await notify(site.host, body, signature)).code).toBe('ORDER_NOT_PENDING');
    expect(await balance(id)).toBe(before);
  });

  it('an order not paid in time expires: its page closes and a paid notification is refused', async () => {
    const ch = await createChannel(gw.sql, site.id, { timeoutSeconds: 30 });
    const { api, id } = await member();
    const before = await balance(id);
    const o = (await deposit(api, { channelId: ch.id, amount: 15_000 })).value;
    expect(new Date(o.expiresAt).getTime() - new Date(o.createdAt).getTime()).toBe(30_000);
    await gw.sql`update deposit_orders set expires_at = now() - interval '1 second' where id = ${o.id}`;
    // The page stops taking payment at once, before any sweep.
    expect(await (await fetch(gw.url(site.host) + o.redirectUrl!)).text()).toContain('This payment is closed');
    expect(await sweepExpiredDeposits(gw.sql)).toBeGreaterThanOrEqual(1);
    expect((await orderRow(o.id)).status).toBe('expired');
    const { body, signature } = await signedNotification(site.id, o, 'paid');
    expect((await notify(site.host, body, signature)).code).toBe('ORDER_NOT_PENDING');
    expect(await balance(id)).toBe(before);
  });
});

describe('tenancy', () => {
  it("another merchant's channel, order and payment page are refused", async () => {
    const other = await createMerchant(gw.sql);
    const theirs = await createChannel(gw.sql, other.id);
    const mine = await createChannel(gw.sql, site.id, { type: 'bank' });
    const { api } = await member();
    expect(await deposit(api, { channelId: theirs.id, amount: 20_000 })).toMatchObject({ status: 400, code: 'CHANNEL_UNAVAILABLE' });
    const o = (await deposit(api, { channelId: mine.id, amount: 20_000 })).value;
    const sandboxChannel = await createChannel(gw.sql, site.id);
    const s = (await deposit(api, { channelId: sandboxChannel.id, amount: 20_000 })).value;
    // Their staff cannot see or decide it; their host does not serve its payment page.
    const theirStaff = await staff(other.host, other.id);
    expect((await review(theirStaff, o.id, { decision: 'approve', reason: 'ok' })).code).toBe('ORDER_NOT_FOUND');
    expect((await theirStaff.get<StaffDepositPage>(API.staffDeposits)).value.list.some((r) => r.id === o.id)).toBe(false);
    expect((await fetch(gw.url(other.host) + s.redirectUrl!)).status).toBe(404);
    const signedThere = await signedNotification(other.id, s, 'paid');
    expect((await notify(other.host, signedThere.body, signedThere.signature)).code).toMatch(/ORDER_NOT_FOUND|CALLBACK_SIGNATURE_INVALID/);
    expect((await orderRow(s.id)).status).toBe('pending');
  });
});

describe('bank transfer and the staff deposit queue', () => {
  it('shows the bank details and waits; staff approve with a reason and the member is credited once', async () => {
    const ch = await createChannel(gw.sql, site.id, { type: 'bank' });
    const { api, id } = await member();
    const before = await balance(id);
    const o = (await deposit(api, { channelId: ch.id, amount: 60_000 })).value;
    expect(o).toMatchObject({ status: 'pending', redirectUrl: null, bankDetails: { bankName: 'Test Bank', accountNumber: '1234567890' } });
    const desk = await staff();
    const queue = await desk.get<StaffDepositPage>(`${API.staffDeposits}?status=pending&pageSize=100`);
    expect(queue.value.list.find((r) => r.id === o.id)).toMatchObject({ accountId: id, amount: 60_000, channelType: 'bank', reviewedBy: null });
    expect((await review(desk, o.id, { decision: 'approve' })).code).toBe('VALIDATION_FAILED');
    expect((await review(desk, o.id, { decision: 'approve', reason: '   ' })).code).toBe('VALIDATION_FAILED');
    expect(
      (await new Api(gw.url(site.host)).call('POST', API.staffDepositReview.replace(':id', String(o.id)), { decision: 'approve', reason: 'x' })).code,
    ).toBe('TOKEN_MISSING');
    const key = randomUUID();
    const first = await review(desk, o.id, { decision: 'approve', reason: 'Seen on the statement' }, key);
    expect(first.value).toMatchObject({ status: 'paid', memberMessage: null });
    expect(JSON.stringify(first.value)).not.toContain('Seen on the statement');
    const again = await review(desk, o.id, { decision: 'approve', reason: 'Seen on the statement' }, key);
    expect(again.value).toEqual(first.value);
    expect((await review(desk, o.id, { decision: 'reject', reason: 'changed my mind' })).code).toBe('ORDER_NOT_PENDING');
    expect(await balance(id)).toBe(before + 60_000);
    expect(await journals(o.id)).toBe(1);
    const [j] = await gw.sql<{ staffId: string | null }[]>`select staff_id from journal where idempotency_key = ${`deposit:${o.id}`}`;
    expect(j!.staffId).not.toBeNull();
    const paid = await desk.get<StaffDepositPage>(`${API.staffDeposits}?status=paid&pageSize=100`);
    expect(paid.value.list.find((r) => r.id === o.id)?.reviewedBy).toBeTruthy();
  });

  it('staff reject with a note: no money, and the member sees the message, not the note', async () => {
    const ch = await createChannel(gw.sql, site.id, { type: 'bank' });
    const { api, id } = await member();
    const before = await balance(id);
    const o = (await deposit(api, { channelId: ch.id, amount: 70_000 })).value;
    const desk = await staff();
    expect((await review(desk, o.id, { decision: 'reject', reason: '' })).code).toBe('VALIDATION_FAILED');
    expect(
      (await review(desk, o.id, { decision: 'reject', reason: 'No transfer received', memberMessage: 'We could not find your transfer.' })).value,
    ).toMatchObject({ status: 'rejected' });
    const mine = await api.get<{ list: DepositOrder[] }>(API.depositOrders);
    expect(mine.value.list[0]).toMatchObject({ id: o.id, status: 'rejected', memberMessage: 'We could not find your transfer.' });
    expect(JSON.stringify(mine.value)).not.toContain('No transfer received');
    const queue = await desk.get<StaffDepositPage>(`${API.staffDeposits}?status=rejected&pageSize=100`);
    expect(queue.value.list.find((r) => r.id === o.id)).toMatchObject({ note: 'No transfer received', memberMessage: 'We could not find your transfer.' });
    expect(await balance(id)).toBe(before);
    expect((await review(desk, o.id, { decision: 'approve', reason: 'late' })).code).toBe('ORDER_NOT_PENDING');
  });

  it('sandbox orders are settled by the gateway, not by staff', async () => {
    const ch = await createChannel(gw.sql, site.id);
    const { api } = await member();
    const o = (await deposit(api, { channelId: ch.id, amount: 10_000 })).value;
    expect((await review(await staff(), o.id, { decision: 'approve', reason: 'please' })).code).toBe('DEPOSIT_NOT_MANUAL');
    expect((await orderRow(o.id)).status).toBe('pending');
  });
});
