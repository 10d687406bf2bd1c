import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  API,
  type DepositOrder,
  type LoggedEvent,
  type LoginValue,
  type PayeeAccount,
  type StaffLoginValue,
  type StaffWithdrawalDetail,
  type WithdrawalRow,
} from '@wl/shared';
import { sweepExpiredDeposits } from '../../gateway/src/modules/deposit/deposit-expiry.js';
import { sweepAutoReceipts } from '../../gateway/src/modules/withdrawal/receipt.js';
import { postHouseTransfer } from '../../gateway/src/modules/wallet/ledger.js';
import { Api } from '../support/api.js';
import { createChannel } from '../support/channels.js';
import { createAccount } from '../support/factories.js';
import { useSite } from '../support/site.js';
import { connectSocket, type TestSocket } from '../support/socket.js';
import { createAdmin } from '../support/staff.js';

/**
 * `cashier:changed` (docs/CASHIER.md "Pushes"): every state change of a member's deposit or
 * withdrawal reaches the member's socket, written in the same transaction as the change, after the
 * ledger's `balance:changed` when money moved, so the member's lists need no polling. A change
 * staff make (and a paid deposit) also leaves an inbox message in that same transaction, so its
 * `message:received` and `unread:changed` follow the state change in the member's sequence.
 */
const { gw, site } = useSite();
const PIN = '135790';
const sockets: TestSocket[] = [];
afterEach(() => sockets.splice(0).forEach((s) => s.disconnect()));

async function member(funds = 0) {
  const u = await createAccount(gw.sql, site.id, { payeeName: 'Maria Santos' });
  if (funds)
    await gw.sql.begin((tx) =>
      postHouseTransfer(tx, { key: `fund:${u.id}`, kind: 'deposit', merchantId: site.id, accountId: u.id, wallet: 'real', currency: 'PHP', amount: funds }),
    );
  const api = new Api(gw.url(site.host));
  const r = await api.post<LoginValue>(API.login, { type: 'username', username: u.username, password: u.password }, true);
  expect(r.success).toBe(true);
  api.token = r.value.token;
  return { id: u.id, api };
}

/** Every event the member's socket is pushed, in arrival order, with a wait for a given one. */
async function listen(token: string) {
  const socket = await connectSocket(gw.url(site.host), token);
  sockets.push(socket);
  const seen: LoggedEvent[] = [];
  const waiters: Array<() => void> = [];
  socket.on('event:logged', (e) => {
    seen.push(e);
    waiters.splice(0).forEach((w) => w());
  });
  const until = async (found: (list: LoggedEvent[]) => boolean, what: string) => {
    const deadline = Date.now() + 10_000;
    while (!found(seen)) {
      if (Date.now() > deadline) throw new Error(`no ${what} pushed; saw ${JSON.stringify(seen.map((e) => [e.type, e.payload]))}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  };
  const cashier = (kind: string, id: number, status: string) =>
    until(
      (l) =>
        l.some(
          (e) =>
            e.type === 'cashier:changed' &&
            (e.payload as { kind: string; id: number; status: string }).kind === kind &&
            (e.payload as { id: number }).id === id &&
            (e.payload as { status: string }).status === status,
        ),
      `cashier:changed ${kind} ${id} ${status}`,
    );
  /** Waits for the n-th inbox message of this member: its count update closes the change's events. */
  const told = (n: number) => until((l) => l.filter((e) => e.type === 'unread:changed').length >= n, `${n} unread:changed`);
  return { seen, until, cashier, told };
}
const TOLD = ['message:received', 'unread:changed'];

const types = (list: LoggedEvent[]) => list.map((e) => e.type);
const inOrder = (list: LoggedEvent[]) => list.every((e, i) => i === 0 || e.seq === list[i - 1]!.seq + 1);

async function staffApi() {
  const admin = await createAdmin(gw.sql, site.id);
  const api = new Api(gw.url(site.host));
  api.token = (await api.post<StaffLoginValue>(API.staffLogin, admin)).value.token;
  return api;
}
const at = (path: string, id: number) => path.replace(':id', String(id));
const deposit = (api: Api, channelId: number, amount: number) =>
  api.call<DepositOrder>('POST', API.depositOrders, { channelId, amount }, { headers: { 'idempotency-key': randomUUID() } });

describe('cashier pushes: deposits', () => {
  it('a sandbox payment pushes balance:changed, then cashier:changed paid, in sequence', async () => {
    const ch = await createChannel(gw.sql, site.id);
    const m = await member();
    const live = await listen(m.api.token!);
    const o = (await deposit(m.api, ch.id, 25_000)).value;
    const paid = await fetch(gw.url(site.host) + o.redirectUrl!, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
    });
    expect(paid.status).toBe(303);
    await live.cashier('deposit', o.id, 'paid');
    await live.told(1);
    expect(types(live.seen)).toEqual(['balance:changed', 'cashier:changed', ...TOLD]);
    expect(live.seen[0]!.payload).toMatchObject({ balance: 25_000, reason: 'deposit' });
    expect(live.seen[1]!.payload).toEqual({ kind: 'deposit', id: o.id, status: 'paid' });
    // The toast already says it: the inbox message counts in the badge without a second pop-up.
    expect(live.seen[2]!.payload).toMatchObject({ from: 'system', announced: true });
    expect(inOrder(live.seen)).toBe(true);
  });

  it('a failed payment and an expiry push their status without any balance change', async () => {
    const ch = await createChannel(gw.sql, site.id);
    const m = await member();
    const live = await listen(m.api.token!);
    const a = (await deposit(m.api, ch.id, 10_000)).value;
    const b = (await deposit(m.api, ch.id, 11_000)).value;
    await fetch(gw.url(site.host) + a.redirectUrl!, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=fail',
    });
    await live.cashier('deposit', a.id, 'failed');
    await gw.sql`update deposit_orders set expires_at = now() - interval '1 second' where id = ${b.id}`;
    expect(await sweepExpiredDeposits(gw.sql)).toBeGreaterThanOrEqual(1);
    await live.cashier('deposit', b.id, 'expired');
    expect(types(live.seen)).toEqual(['cashier:changed', 'cashier:changed']);
    expect(inOrder(live.seen)).toBe(true);
  });

  it('a staff decision on a bank order pushes it; a rejected order moves no balance', async () => {
    const bank = await createChannel(gw.sql, site.id, { type: 'bank' });
    const m = await member();
    const staff = await staffApi();
    const live = await listen(m.api.token!);
    const a = (await deposit(m.api, bank.id, 30_000)).value;
    const b = (await deposit(m.api, bank.id, 40_000)).value;
    const decide = (id: number, decision: string) =>
      staff.call('POST', at(API.staffDepositReview, id), { decision, reason: 'checked the statement' }, { headers: { 'idempotency-key': randomUUID() } });
    expect((await decide(a.id, 'reject')).success).toBe(true);
    await live.cashier('deposit', a.id, 'rejected');
    expect((await decide(b.id, 'approve')).success).toBe(true);
    await live.cashier('deposit', b.id, 'paid');
    await live.told(2);
    expect(types(live.seen)).toEqual(['cashier:changed', ...TOLD, 'balance:changed', 'cashier:changed', ...TOLD]);
    expect(inOrder(live.seen)).toBe(true);
  });
});

describe('cashier pushes: withdrawals', () => {
  async function withPayee() {
    const m = await member(100_000);
    expect((await m.api.put(API.withdrawPaymentPassword, { paymentPassword: PIN, confirmPaymentPassword: PIN })).success).toBe(true);
    const payee = await m.api.post<PayeeAccount>(API.withdrawPayees, { bankName: 'BPI', accountName: 'Maria Santos', accountNumber: '00998877665' });
    expect(payee.success).toBe(true);
    const request = async (amount: number) => {
      const w = await m.api.call<WithdrawalRow>(
        'POST',
        API.withdraw,
        { amount, payeeAccountId: payee.value.id, paymentPassword: PIN },
        { headers: { 'idempotency-key': randomUUID() } },
      );
      expect(w.success).toBe(true);
      return w.value.id;
    };
    return { ...m, request };
  }

  it('a staff reject pushes the refund, then cashier:changed rejected, in sequence', async () => {
    const m = await withPayee();
    const id = await m.request(30_000);
    const staff = await staffApi();
    const live = await listen(m.api.token!);
    expect((await staff.put<StaffWithdrawalDetail>(at(API.staffWithdrawalReject, id), { reason: 'Account closed' })).success).toBe(true);
    await live.cashier('withdrawal', id, 'rejected');
    await live.told(1);
    expect(types(live.seen)).toEqual(['balance:changed', 'cashier:changed', ...TOLD]);
    expect(live.seen[0]!.payload).toMatchObject({ balance: 100_000, reason: 'withdrawal-return' });
    expect(live.seen[1]!.payload).toEqual({ kind: 'withdrawal', id, status: 'rejected' });
    expect(inOrder(live.seen)).toBe(true);
  });

  it("approve, paid, the member's receipt and the deadline each push their state", async () => {
    const m = await withPayee();
    const a = await m.request(20_000);
    const b = await m.request(15_000);
    const staff = await staffApi();
    const live = await listen(m.api.token!);
    for (const id of [a, b]) {
      expect((await staff.put(at(API.staffWithdrawalApprove, id))).success).toBe(true);
      await live.cashier('withdrawal', id, 'approved');
      expect((await staff.put(at(API.staffWithdrawalPaid, id))).success).toBe(true);
      await live.cashier('withdrawal', id, 'paid');
    }
    const form = new FormData();
    form.set('receipt', 'received');
    const r = await fetch(gw.url(site.host) + at(API.withdrawReceipt, a), { method: 'POST', body: form, headers: { authorization: `Bearer ${m.api.token}` } });
    expect(r.status).toBe(200);
    await live.cashier('withdrawal', a, 'confirmed');
    await gw.sql`update withdrawals set confirm_deadline = now() - interval '1 second' where id = ${b}`;
    expect(await sweepAutoReceipts(gw.sql)).toBeGreaterThanOrEqual(1);
    await live.cashier('withdrawal', b, 'confirmed');
    // Approve, paid and receipts move no money: cashier:changed per step, and an inbox message for each of staff's.
    const staffStep = ['cashier:changed', ...TOLD];
    expect(types(live.seen)).toEqual([...staffStep, ...staffStep, ...staffStep, ...staffStep, 'cashier:changed', 'cashier:changed']);
    expect(inOrder(live.seen)).toBe(true);
  });

  it('a refused staff action pushes nothing', async () => {
    const m = await withPayee();
    const id = await m.request(20_000);
    const staff = await staffApi();
    const live = await listen(m.api.token!);
    expect((await staff.put(at(API.staffWithdrawalPaid, id))).code).toBe('WITHDRAW_STATE_INVALID');
    expect((await staff.put(at(API.staffWithdrawalApprove, id))).success).toBe(true);
    await live.cashier('withdrawal', id, 'approved');
    await live.told(1);
    expect(types(live.seen)).toEqual(['cashier:changed', ...TOLD]);
  });
});
