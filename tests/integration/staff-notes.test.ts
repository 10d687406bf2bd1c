import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  API,
  type DepositOrder,
  type DepositOrderPage,
  type MemberMessagePage,
  type PayeeAccount,
  type PromotionList,
  type RedeemRecord,
  type RedeemResult,
  type StaffApplication,
  type StaffApplicationDetail,
  type StaffDepositPage,
  type StaffRedemption,
  type StaffWithdrawalDetail,
  type WithdrawalPage,
  type WithdrawalRow,
} from '@wl/shared';
import { postHouseTransfer } from '../../gateway/src/modules/wallet/ledger.js';
import { Api } from '../support/api.js';
import { createChannel } from '../support/channels.js';
import { useSite } from '../support/site.js';
import { signInStaff } from '../support/staff.js';
import { apply, at, createPromotion, member } from './promotions-fixtures.js';
import { createReward, givePoints, spend } from './points-fixtures.js';

/**
 * Staff decisions on a member's money carry an internal note and an optional message to the
 * member (docs/CASHIER.md "Notes and member messages"). The note must never reach any answer the
 * member gets (their order, withdrawal, application, redemption, inbox); the message must; every
 * money status change leaves exactly one inbox message, and a replayed decision none.
 */

const { gw, site } = useSite();
const PIN = '246810';

const inbox = async (api: Api) => (await api.get<MemberMessagePage>(`${API.messages}?pageSize=50`)).value;
const review = (api: Api, id: number, body: unknown, key: string = randomUUID()) =>
  api.call<DepositOrder>('POST', at(API.staffDepositReview, id), body, { headers: { 'idempotency-key': key } });

async function withdrawer(funds = 100_000) {
  const m = await member(gw, site);
  await gw.sql.begin((tx) =>
    postHouseTransfer(tx, { key: `fund:${m.id}`, kind: 'deposit', merchantId: site.id, accountId: m.id, wallet: 'real', currency: 'PHP', amount: funds }),
  );
  await gw.sql`update accounts set payee_name = 'Juan Dela Cruz' where id = ${m.id}`;
  expect((await m.api.put(API.withdrawPaymentPassword, { paymentPassword: PIN, confirmPaymentPassword: PIN })).success).toBe(true);
  const payee = await m.api.post<PayeeAccount>(API.withdrawPayees, { bankName: 'BDO', accountName: 'Juan Dela Cruz', accountNumber: '001234567890' });
  expect(payee.success, payee.code).toBe(true);
  const w = await m.api.call<WithdrawalRow>(
    'POST',
    API.withdraw,
    { amount: 20_000, payeeAccountId: payee.value.id, paymentPassword: PIN },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(w.success, w.code).toBe(true);
  return { ...m, withdrawalId: w.value.id };
}

describe('deposits: note and member message', () => {
  it('a refusal shows the member message, never the note, and sends one inbox message even when replayed', async () => {
    const ch = await createChannel(gw.sql, site.id, { type: 'bank' });
    const m = await member(gw, site);
    const o = (
      await m.api.call<DepositOrder>('POST', API.depositOrders, { channelId: ch.id, amount: 50_000 }, { headers: { 'idempotency-key': randomUUID() } })
    ).value;
    const finance = await signInStaff(gw, site, 'finance');
    expect((await review(finance.api, o.id, { decision: 'reject', memberMessage: 'Only a message' })).code).toBe('VALIDATION_FAILED');
    const key = randomUUID();
    const body = { decision: 'reject', note: 'Not on the BDO statement', memberMessage: 'We could not find your transfer; please send the slip.' };
    const first = await review(finance.api, o.id, body, key);
    expect(first.value).toMatchObject({ status: 'rejected', memberMessage: body.memberMessage });
    expect((await review(finance.api, o.id, body, key)).value).toEqual(first.value);

    const mine = (await m.api.get<DepositOrderPage>(API.depositOrders)).value;
    expect(mine.list[0]).toMatchObject({ id: o.id, status: 'rejected', memberMessage: body.memberMessage });
    expect(JSON.stringify(mine)).not.toContain('BDO statement');
    const box = await inbox(m.api);
    const about = box.list.filter((x) => x.title.includes(o.ref));
    expect(about).toHaveLength(1);
    expect(about[0]).toMatchObject({ from: 'system', title: expect.stringContaining('refused') });
    expect(about[0]!.body).toContain(body.memberMessage);
    expect(JSON.stringify(box)).not.toContain('BDO statement');

    const queue = (await finance.api.get<StaffDepositPage>(`${API.staffDeposits}?status=rejected&pageSize=100`)).value;
    expect(queue.list.find((r) => r.id === o.id)).toMatchObject({ note: body.note, memberMessage: body.memberMessage });
  });

  it('an approval credits and tells the member once; `reason` still works as the note', async () => {
    const ch = await createChannel(gw.sql, site.id, { type: 'bank' });
    const m = await member(gw, site);
    const o = (
      await m.api.call<DepositOrder>('POST', API.depositOrders, { channelId: ch.id, amount: 30_000 }, { headers: { 'idempotency-key': randomUUID() } })
    ).value;
    const finance = await signInStaff(gw, site, 'finance');
    const key = randomUUID();
    expect((await review(finance.api, o.id, { decision: 'approve', reason: 'Seen on statement 14:02' }, key)).value).toMatchObject({
      status: 'paid',
      memberMessage: null,
    });
    expect((await review(finance.api, o.id, { decision: 'approve', reason: 'Seen on statement 14:02' }, key)).success).toBe(true);
    const box = await inbox(m.api);
    expect(box.list.filter((x) => x.title.includes(o.ref))).toHaveLength(1);
    expect(box.list[0]!.title).toContain('credited');
    expect(JSON.stringify(box)).not.toContain('14:02');
    expect(JSON.stringify((await m.api.get(API.depositOrders)).value)).not.toContain('14:02');
    const [row] = await gw.sql<{ reviewReason: string }[]>`select review_reason from deposit_orders where id = ${o.id}`;
    expect(row!.reviewReason).toBe('Seen on statement 14:02');
  });
});

describe('withdrawals: note and member message', () => {
  it('approve, paid: one inbox message each, the latest member message on the row, notes with staff only', async () => {
    const m = await withdrawer();
    const finance = await signInStaff(gw, site, 'finance');
    const approved = await finance.api.put<StaffWithdrawalDetail>(at(API.staffWithdrawalApprove, m.withdrawalId), {
      note: 'KYC checked by desk 3',
      memberMessage: 'Approved, payout within the hour.',
    });
    expect(approved.value).toMatchObject({ status: 'approved', note: 'KYC checked by desk 3', memberMessage: 'Approved, payout within the hour.' });
    // A second approval is refused by the state check and tells nobody.
    expect((await finance.api.put(at(API.staffWithdrawalApprove, m.withdrawalId), {})).code).toBe('WITHDRAW_STATE_INVALID');
    let box = await inbox(m.api);
    expect(box.list.filter((x) => x.title === 'Withdrawal approved')).toHaveLength(1);
    expect(box.list[0]!.body).toContain('Approved, payout within the hour.');

    // Older clients send no body at all.
    expect((await finance.api.put<StaffWithdrawalDetail>(at(API.staffWithdrawalPaid, m.withdrawalId))).value).toMatchObject({
      status: 'paid',
      memberMessage: null,
      note: 'KYC checked by desk 3',
    });
    box = await inbox(m.api);
    expect(box.list.filter((x) => x.title === 'Withdrawal paid out')).toHaveLength(1);
    expect(box.list.filter((x) => x.title === 'Withdrawal approved')).toHaveLength(1);
    const mine = (await m.api.get<WithdrawalPage>(API.withdraw)).value;
    expect(mine.list[0]).toMatchObject({ id: m.withdrawalId, status: 'paid', memberMessage: null });
    expect(JSON.stringify(mine)).not.toContain('KYC');
    expect(JSON.stringify(box)).not.toContain('KYC');
  });

  it('a refusal needs a note, shows the member message only, and is told once', async () => {
    const m = await withdrawer();
    const finance = await signInStaff(gw, site, 'finance');
    expect((await finance.api.put(at(API.staffWithdrawalReject, m.withdrawalId), { memberMessage: 'hi' })).code).toBe('REASON_REQUIRED');
    const body = { note: 'Payee name mismatch flagged by risk', memberMessage: 'Please bind an account in your own name.' };
    const [a, b] = await Promise.all([
      finance.api.put<StaffWithdrawalDetail>(at(API.staffWithdrawalReject, m.withdrawalId), body),
      finance.api.put<StaffWithdrawalDetail>(at(API.staffWithdrawalReject, m.withdrawalId), body),
    ]);
    expect([a.success, b.success].sort()).toEqual([false, true]);
    const mine = (await m.api.get<WithdrawalPage>(API.withdraw)).value;
    expect(mine.list[0]).toMatchObject({ status: 'rejected', memberMessage: body.memberMessage });
    expect(JSON.stringify(mine)).not.toContain('mismatch');
    const box = await inbox(m.api);
    const refused = box.list.filter((x) => x.title === 'Withdrawal refused');
    expect(refused).toHaveLength(1);
    expect(refused[0]!.body).toContain(body.memberMessage);
    expect(JSON.stringify(box)).not.toContain('mismatch');
  });
});

describe('rewards: note and member message', () => {
  it('a refused application shows the member message, never the note', async () => {
    const promo = await createPromotion(gw, site, { title: 'Notes promo' });
    const m = await member(gw, site);
    expect((await apply(m.api, promo.id, { comment: 'please' })).success).toBe(true);
    const risk = await signInStaff(gw, site, 'risk');
    const id = (await risk.api.get<{ list: StaffApplication[] }>(`${API.staffPromotionApplications}?pageSize=100`)).value.list.find(
      (a) => a.accountId === m.id,
    )!.id;
    expect((await risk.api.put(at(API.staffPromotionReject, id), { memberMessage: 'x' })).code).toBe('REASON_REQUIRED');
    const rejected = await risk.api.put<StaffApplicationDetail>(at(API.staffPromotionReject, id), {
      note: 'Duplicate device with user 77',
      memberMessage: 'One application per household.',
    });
    expect(rejected.value).toMatchObject({ state: 'rejected', note: 'Duplicate device with user 77', memberMessage: 'One application per household.' });
    const list = (await m.api.get<PromotionList>(API.memberPromotions)).value;
    expect(list.list.find((p) => p.id === promo.id)).toMatchObject({ entry: { memberMessage: 'One application per household.' } });
    expect(JSON.stringify(list)).not.toContain('Duplicate device');
    const box = await inbox(m.api);
    expect(box.list.filter((x) => x.title.includes('Notes promo'))).toHaveLength(1);
    expect(box.list[0]!.body).toContain('One application per household.');
    expect(JSON.stringify(box)).not.toContain('Duplicate device');
  });

  it('a refused redemption shows the member message as its remark, never the note', async () => {
    const reward = await createReward(gw, site, { kind: 'goods', icon: 'watch', points: 40, bonusAmount: 0, stock: 3, unit: 'piece' });
    const m = await member(gw, site);
    await givePoints(gw.sql, site.id, m.id, 100);
    const r = await spend<RedeemResult>(m.api, API.redeemPoint, { rewardId: reward.id, quantity: 1, password: m.password });
    expect(r.success, r.code).toBe(true);
    const risk = await signInStaff(gw, site, 'risk');
    const rejected = await risk.api.call<StaffRedemption>('PUT', at(API.staffPointsReject, r.value.record.id), {
      note: 'Address is a parcel locker',
      memberMessage: 'Please add a home address.',
    });
    expect(rejected.value).toMatchObject({ status: 'rejected', note: 'Address is a parcel locker', memberMessage: 'Please add a home address.' });
    expect((await risk.api.call('PUT', at(API.staffPointsReject, r.value.record.id), { note: 'again' })).code).toBe('REDEMPTION_ALREADY_REVIEWED');
    const mine = (await m.api.get<{ list: RedeemRecord[] }>(API.redeemPointList)).value;
    expect(mine.list[0]).toMatchObject({ status: 'rejected', memberMessage: 'Please add a home address.' });
    expect(JSON.stringify(mine)).not.toContain('parcel locker');
    const box = await inbox(m.api);
    expect(box.list.filter((x) => x.title.startsWith('Redemption rejected'))).toHaveLength(1);
    expect(box.list[0]!.body).toContain('Please add a home address.');
    expect(JSON.stringify(box)).not.toContain('parcel locker');
  });
});
