import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API, DEFAULT_FOUR_EYES_AMOUNT, type AdjustmentValue, type StaffApproval, type StaffApprovalList } from '@wl/shared';
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
    expect((await b.api.put<StaffApproval>(at(API.staffApprovalRefuse, id), { note: 'Not a chargeback: the bank reversed it' })).value).toMatchObject({ status: 'refused', decidedBy: b.username });
    expect(await balanceOf(m.id)).toBe(DEFAULT_FOUR_EYES_AMOUNT - 1);
    expect((await b.api.put(at(API.staffApprovalApprove, id))).code).toBe('APPROVAL_NOT_PENDING');

    const support = await signInStaff(gw, site, 'support');
    expect((await support.api.get(API.staffApprovals)).code).toBe('FORBIDDEN');
    // Another site's staff find nothing of this one.
    expect((await f.api.put(at(API.staffApprovalApprove, id))).code).toBe('NOT_FOUND');
  });
});
