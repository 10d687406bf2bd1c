import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API, type LoginValue, type StaffQueueCount } from '@wl/shared';
import { Api } from '../support/api.js';
import { createChannel } from '../support/channels.js';
import { createAccount, createMerchant } from '../support/factories.js';
import { useSite } from '../support/site.js';
import { signInStaff } from '../support/staff.js';
import { connectStaff } from '../support/staff-socket.js';

/**
 * The console's work queues (docs/STAFF.md "Queues"): how many items wait in each queue a role may
 * see, counted on the host's site only, and the `queue:changed` push to the staff of that queue's
 * permission once a change commits.
 */
const { gw, site } = useSite();

async function memberApi(merchant: { id: number; host: string } = site) {
  const u = await createAccount(gw.sql, merchant.id);
  const api = new Api(gw.url(merchant.host));
  const r = await api.post<LoginValue>(API.login, { type: 'username', username: u.username, password: u.password }, true);
  api.token = r.value.token;
  return api;
}
const openBankOrder = async (api: Api, channelId: number) =>
  api.call('POST', API.depositOrders, { channelId, amount: 10_000 }, { headers: { 'idempotency-key': randomUUID() } });
const counts = async (api: Api) => {
  const r = await api.get<StaffQueueCount[]>(API.staffQueues);
  expect(r.success).toBe(true);
  return Object.fromEntries(r.value.map((q) => [q.queue, q]));
};

describe('staff work queues', () => {
  it('counts what waits in the queues a role may see, on its own site only', async () => {
    const merchant = await createMerchant(gw.sql);
    const finance = await signInStaff(gw, merchant, 'finance');
    const support = await signInStaff(gw, merchant, 'support');
    const content = await signInStaff(gw, merchant, 'content');
    // Each role sees its own queues, in dashboard order.
    expect(Object.keys(await counts(finance.api))).toEqual(['deposits', 'withdrawals', 'approvals']);
    expect(Object.keys(await counts(support.api))).toEqual(['deposits', 'withdrawals', 'feedback']);
    expect(await counts(content.api)).toEqual({});
    expect((await counts(finance.api)).deposits).toEqual({ queue: 'deposits', count: 0, oldestAt: null });

    const bank = await createChannel(gw.sql, merchant.id, { type: 'bank', name: 'Queue Bank' });
    const sandbox = await createChannel(gw.sql, merchant.id, { name: 'Queue Sandbox' });
    const member = await memberApi(merchant);
    await openBankOrder(member, bank.id);
    await openBankOrder(member, bank.id);
    // A gateway's order settles itself: it never waits for staff.
    await openBankOrder(member, sandbox.id);
    await gw.sql`insert into feedback (merchant_id, sender, type, content, ip) values (${merchant.id}, 'guest', 0, 'Where is my welcome bonus? I deposited yesterday.', '203.0.113.9')`;
    const after = await counts(finance.api);
    expect(after.deposits!.count).toBe(2);
    expect(Date.parse(after.deposits!.oldestAt!)).toBeLessThanOrEqual(Date.now());
    expect((await counts(support.api)).feedback!.count).toBe(1);

    // Another site's staff count nothing of this one.
    const other = await createMerchant(gw.sql);
    expect((await counts((await signInStaff(gw, other, 'finance')).api)).deposits!.count).toBe(0);
    // Not signed in as staff: refused.
    expect((await member.get(API.staffQueues)).success).toBe(false);
  });

  it('pushes queue:changed to the staff who may see the queue once the change commits, and to no one else', async () => {
    const merchant = await createMerchant(gw.sql);
    const bank = await createChannel(gw.sql, merchant.id, { type: 'bank', name: 'Push Bank' });
    const finance = await connectStaff(gw, merchant.host, (await signInStaff(gw, merchant, 'finance')).api.token!);
    const content = await connectStaff(gw, merchant.host, (await signInStaff(gw, merchant, 'content')).api.token!);
    const other = await createMerchant(gw.sql);
    const elsewhere = await connectStaff(gw, other.host, (await signInStaff(gw, other, 'finance')).api.token!);
    const stray: unknown[] = [];
    content.on('queue:changed', (p) => stray.push(p));
    elsewhere.on('queue:changed', (p) => stray.push(p));
    try {
      const got = new Promise<unknown>((resolve) => finance.once('queue:changed', resolve));
      const member = await memberApi(merchant);
      expect((await openBankOrder(member, bank.id)).success).toBe(true);
      expect(await got).toEqual({ queue: 'deposits' });
      // A refused order (over the channel's range) changes no queue and pushes nothing.
      const none: unknown[] = [];
      finance.on('queue:changed', (p) => none.push(p));
      const refused = await member.call('POST', API.depositOrders, { channelId: bank.id, amount: 1 }, { headers: { 'idempotency-key': randomUUID() } });
      expect(refused.success).toBe(false);
      await new Promise((r) => setTimeout(r, 200));
      expect(none).toEqual([]);
      expect(stray).toEqual([]);
    } finally {
      finance.close();
      content.close();
      elsewhere.close();
    }
  });
});
