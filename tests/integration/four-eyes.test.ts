import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  API,
  DEFAULT_FOUR_EYES_AMOUNT,
  type AdjustmentValue,
  type DepositOrder,
  type LoginValue,
  type StaffApproval,
  type StaffApprovalList,
  type StaffDepositPage,
} from '@wl/shared';
import { sweepExpiredDeposits } from '../../gateway/src/modules/deposit/deposit-expiry.js';
import { Api } from '../support/api.js';
import { createChannel } from '../support/channels.js';
import { createAccount, createMerchant } from '../support/factories.js';
import { useSite } from '../support/site.js';
import { signInStaff } from '../support/staff.js';

/**
 * Four eyes on manual adjustments (docs/STAFF.md): at or above the site's four-eyes amount an
 * adjustment is a request until a second staff member who may adjust approves it; the one who
 * asked cannot; two approvals at once book once; a refusal moves nothing; both acts are in the
 * staff action log.
 */
const { gw, site } = useSite();
const at = (path: string, id: number) => path.replace(':id', String(id));
const balanceOf = async (accountId: number) =>
  Number((await gw.sql<{ balance: string }[]>`select balance from wallets where account_id = ${accountId} and kind = 'real'`)[0]?.balance ?? 0);
type Staff = Awaited<ReturnType<typeof signInStaff>>;
const adjust = (s: Staff, accountId: number, body: unknown, key = randomUUID()) =>
  s.api.call<AdjustmentValue>('POST', at(API.staffAccountAdjust, accountId), body, { headers: { 'idempotency-key': key } });

describe('four eyes on manual adjustments', () => {
  it('a large credit waits for another staff member, who books it once; the asker cannot approve', async () => {
    const m = await createAccount(gw.sql, site.id);
    const [a, b, c] = [await signInStaff(gw, site, 'finance'), await signInStaff(gw, site, 'finance'), await signInStaff(gw, site, 'admin')];
    const body = { direction: 'credit', amount: DEFAULT_FOUR_EYES_AMOUNT * 2, reason: 'Goodwill for a lost jackpot, ticket 77' };
    const key = randomUUID();
    const asked = await adjust(a, m.id, body, key);
    expect(asked.value).toMatchObject({ journalId: null, balance: 0, approvalId: expect.any(Number) });
    expect(await balanceOf(m.id)).toBe(0);
    // A double click answers the same request.
    expect((await adjust(a, m.id, body, key)).value.approvalId).toBe(asked.value.approvalId);
    const id = asked.value.approvalId!;
    const own = await a.api.put(at(API.staffApprovalApprove, id));
    expect([own.status, own.code]).toEqual([403, 'FOUR_EYES_SAME_STAFF']);
    const queue = await b.api.get<StaffApprovalList>(API.staffApprovals);
    expect(queue.value.list.find((x) => x.id === id)).toMatchObject({ status: 'pending', requestedBy: a.username, amount: body.amount, direction: 'credit' });
    // Two second pairs of eyes at once: one books, the other is told it was decided.
    const [x, y] = await Promise.all([b.api.put<StaffApproval>(at(API.staffApprovalApprove, id)), c.api.put<StaffApproval>(at(API.staffApprovalApprove, id))]);
    expect([x.success, y.success].filter(Boolean)).toHaveLength(1);
    expect([x, y].find((r) => !r.success)!.code).toBe('APPROVAL_NOT_PENDING');
    expect(await balanceOf(m.id)).toBe(body.amount);
    const [j] = await gw.sql<{ n: number; staffId: number; reason: string }[]>`
      select count(*)::int as n, max(j.staff_id) as staff_id, max(j.meta->>'reason') as reason from journal j where j.idempotency_key = ${`adjust:${m.id}:approval:${id}`}`;
    expect(j!.n).toBe(1);
    expect(j!.reason).toContain(a.username);
    const actions = await gw.sql<{ staffId: number; action: string }[]>`
      select staff_id, action from staff_actions where merchant_id = ${site.id} and (staff_id = ${a.id} or staff_id = ${b.id} or staff_id = ${c.id}) and action not like 'FORBIDDEN%' order by id`;
    expect(actions.map((r) => r.action)).toEqual(expect.arrayContaining(['POST accounts/:id/adjustments', 'PUT approvals/:id/approve']));
  });

  it('below the amount books at once; the site sets the amount; a refusal moves nothing; support may not adjust', async () => {
    const m = await createAccount(gw.sql, site.id);
    const a = await signInStaff(gw, site, 'finance');
    const b = await signInStaff(gw, site, 'finance');
    const small = await adjust(a, m.id, { direction: 'credit', amount: DEFAULT_FOUR_EYES_AMOUNT - 1, reason: 'small goodwill' });
    expect(small.value).toMatchObject({ journalId: expect.any(Number), balance: DEFAULT_FOUR_EYES_AMOUNT - 1 });

    const other = await createMerchant(gw.sql, { fourEyesAmount: 500 });
    const m2 = await createAccount(gw.sql, other.id);
    const f = await signInStaff(gw, other, 'finance');
    const waiting = await adjust(f, m2.id, { direction: 'credit', amount: 500, reason: 'five hundred' });
    expect(waiting.value.journalId).toBeNull();
    expect((await adjust(f, m2.id, { direction: 'credit', amount: 499, reason: 'under' })).value.journalId).not.toBeNull();

    const debit = await adjust(a, m.id, { direction: 'debit', amount: DEFAULT_FOUR_EYES_AMOUNT, reason: 'chargeback' });
    const id = debit.value.approvalId!;
    expect((await b.api.put(at(API.staffApprovalRefuse, id), { note: '  ' })).code).toBe('REASON_REQUIRED');
    expect((await b.api.put<StaffApproval>(at(API.staffApprovalRefuse, id), { note: 'Not a chargeback: the bank reversed it' })).value).toMatchObject({
      status: 'refused',
      decidedBy: b.username,
    });
    expect(await balanceOf(m.id)).toBe(DEFAULT_FOUR_EYES_AMOUNT - 1);
    expect((await b.api.put(at(API.staffApprovalApprove, id))).code).toBe('APPROVAL_NOT_PENDING');

    const support = await signInStaff(gw, site, 'support');
    expect((await support.api.get(API.staffApprovals)).code).toBe('FORBIDDEN');
    // Another site's staff find nothing of this one.
    expect((await f.api.put(at(API.staffApprovalApprove, id))).code).toBe('NOT_FOUND');
  });
});

describe('four eyes on bank deposits', () => {
  /** A member of the site with a pending bank-transfer order of `amount`. */
  async function bankOrder(amount: number) {
    const u = await createAccount(gw.sql, site.id);
    const api = new Api(gw.url(site.host));
    api.token = (await api.post<LoginValue>(API.login, { type: 'username', username: u.username, password: u.password }, true)).value.token;
    const bank = await createChannel(gw.sql, site.id, { type: 'bank' });
    const o = await api.call<DepositOrder>('POST', API.depositOrders, { channelId: bank.id, amount }, { headers: { 'idempotency-key': randomUUID() } });
    expect(o.success).toBe(true);
    return { accountId: u.id, order: o.value };
  }
  const review = (s: Staff, id: number, body: unknown, key = randomUUID()) =>
    s.api.call<DepositOrder>('POST', at(API.staffDepositReview, id), body, { headers: { 'idempotency-key': key } });
  // Staff sign-ins are throttled per IP: three staff members serve every test here.
  let team: Promise<[Staff, Staff, Staff]> | null = null;
  const staff = () => (team ??= Promise.all([signInStaff(gw, site, 'finance'), signInStaff(gw, site, 'finance'), signInStaff(gw, site, 'admin')]));
  const credits = async (orderId: number) =>
    (await gw.sql<{ n: number }[]>`select count(*)::int as n from journal where idempotency_key = ${`deposit:${orderId}`}`)[0]!.n;

  it('a large order is credited only by a second staff member, once; the first cannot approve twice; both are logged', async () => {
    const { accountId, order } = await bankOrder(DEFAULT_FOUR_EYES_AMOUNT);
    const [a, b, c] = await staff();
    const key = randomUUID();
    const first = await review(a, order.id, { decision: 'approve', note: 'Seen on the BDO statement' }, key);
    expect(first.value.status).toBe('pending');
    expect(await balanceOf(accountId)).toBe(0);
    // The same click again answers the same first approval; a new click by the same person is refused.
    expect((await review(a, order.id, { decision: 'approve', note: 'Seen on the BDO statement' }, key)).value.status).toBe('pending');
    const again = await review(a, order.id, { decision: 'approve', note: 'me again' });
    expect([again.status, again.code]).toEqual([403, 'FOUR_EYES_SAME_STAFF']);
    const row = (await b.api.get<StaffDepositPage>(`${API.staffDeposits}?status=pending&pageSize=100`)).value.list.find((o) => o.id === order.id);
    expect(row).toMatchObject({ fourEyes: true, firstApprovedBy: a.username, firstNote: 'Seen on the BDO statement', status: 'pending' });
    // Approved once, it waits for the second pair of eyes rather than the clock.
    await gw.sql`update deposit_orders set expires_at = now() - interval '1 second' where id = ${order.id}`;
    await sweepExpiredDeposits(gw.sql);
    // Two second approvals at once: one credits, the other is told the order was decided.
    const [x, y] = await Promise.all([
      review(b, order.id, { decision: 'approve', note: 'Checked too', memberMessage: 'Thank you for waiting' }),
      review(c, order.id, { decision: 'approve', note: 'Checked as well' }),
    ]);
    expect([x.success, y.success].filter(Boolean)).toHaveLength(1);
    expect([x, y].find((r) => !r.success)!.code).toBe('ORDER_NOT_PENDING');
    expect(await balanceOf(accountId)).toBe(DEFAULT_FOUR_EYES_AMOUNT);
    expect(await credits(order.id)).toBe(1);
    // The first approver's answer stays what it was once the order is paid.
    expect((await review(a, order.id, { decision: 'approve', note: 'Seen on the BDO statement' }, key)).value.status).toBe('paid');
    const actions = await gw.sql<{ staffId: number }[]>`
      select staff_id from staff_actions where merchant_id = ${site.id} and action = 'POST deposits/:id/review' and account_id = ${accountId} and staff_id <> ${c.id} and staff_id <> ${b.id}`;
    expect(actions.map((r) => r.staffId)).toContain(a.id);
    const [paid] = await gw.sql<
      { firstReviewBy: number; reviewedBy: number }[]
    >`select first_review_by, reviewed_by from deposit_orders where id = ${order.id}`;
    expect(paid!.firstReviewBy).toBe(a.id);
    expect([b.id, c.id]).toContain(paid!.reviewedBy);
  });

  it('below the amount one approval credits; a first-approved order can still be rejected, crediting nothing', async () => {
    const small = await bankOrder(DEFAULT_FOUR_EYES_AMOUNT - 100);
    const [a, b] = await staff();
    expect((await review(a, small.order.id, { decision: 'approve', note: 'seen' })).value.status).toBe('paid');
    expect(await balanceOf(small.accountId)).toBe(DEFAULT_FOUR_EYES_AMOUNT - 100);
    const row = (await a.api.get<StaffDepositPage>(`${API.staffDeposits}?status=paid&pageSize=100`)).value.list.find((o) => o.id === small.order.id);
    expect(row).toMatchObject({ fourEyes: false, firstApprovedBy: null });

    const big = await bankOrder(DEFAULT_FOUR_EYES_AMOUNT * 3);
    expect((await review(a, big.order.id, { decision: 'approve', note: 'looks right' })).value.status).toBe('pending');
    const no = await review(b, big.order.id, {
      decision: 'reject',
      note: 'The statement shows 300.00, not 30,000.00',
      memberMessage: 'Please contact support',
    });
    expect(no.value).toMatchObject({ status: 'rejected', memberMessage: 'Please contact support' });
    expect(await balanceOf(big.accountId)).toBe(0);
    expect(await credits(big.order.id)).toBe(0);
    // The database itself refuses a paid order whose two approvals are one person.
    await expect(gw.sql`update deposit_orders set status = 'paid', reviewed_by = first_review_by where id = ${big.order.id}`).rejects.toThrow(
      /deposit_orders_four_eyes/,
    );
  });
});
