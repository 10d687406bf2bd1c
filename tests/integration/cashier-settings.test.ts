import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  API,
  type ConsolidatedFunds,
  type DepositChannel,
  type LoginValue,
  type MerchantWalletValue,
  type StaffChannel,
  type WalletModeValue,
  type WithdrawLimits,
} from '@wl/shared';
import { Api } from '../support/api.js';
import { createAccount, createMerchant, deposit } from '../support/factories.js';
import { useSite } from '../support/site.js';
import { signInStaff } from '../support/staff.js';

/**
 * Cashier settings in the support console (docs/CASHIER.md "Staff settings"): payment channels,
 * withdrawal limits and the wallet mode, against the real gateway and database. Each test uses a
 * merchant of its own, so channels and modes never leak between tests.
 */
const { gw } = useSite();

async function signInMember(merchant: { id: number; host: string }) {
  const u = await createAccount(gw.sql, merchant.id);
  const api = new Api(gw.url(merchant.host));
  const r = await api.post<LoginValue>(API.login, { type: 'username', username: u.username, password: u.password }, true);
  expect(r.success).toBe(true);
  api.token = r.value.token;
  return { ...u, api };
}

const at = (path: string, id: number) => path.replace(':id', String(id));
const sandbox = {
  type: 'sandbox',
  name: 'Quick pay',
  currency: 'PHP',
  minAmount: 10_000,
  maxAmount: 500_000,
  feeBps: 150,
  feeFixed: 0,
  timeoutMinutes: 15,
  enabled: true,
  sort: 1,
};
const bank = {
  ...sandbox,
  type: 'bank',
  name: 'Bank transfer',
  timeoutMinutes: 4320,
  sort: 2,
  bankDetails: { bankName: 'BDO', accountName: 'Demo Gaming Inc.', accountNumber: '0012 3456 7890', note: 'Put the reference in the remarks' },
};

describe('cashier settings: payment channels', () => {
  it('admin creates, edits and disables a channel; members see each change; the staff member is recorded', async () => {
    const m = await createMerchant(gw.sql);
    const { api: admin, username } = await signInStaff(gw, m);
    const member = await signInMember(m);

    const created = await admin.post<StaffChannel>(API.staffCashierChannels, sandbox);
    expect(created.success).toBe(true);
    expect(created.value).toMatchObject({ ...sandbox, bankDetails: null, orders: 0, updatedBy: username });
    const b = await admin.post<StaffChannel>(API.staffCashierChannels, bank);
    expect(b.value).toMatchObject({ type: 'bank', bankDetails: bank.bankDetails, timeoutMinutes: 4320 });
    expect((await gw.sql`select timeout_seconds from payment_channels where id = ${b.value.id}`)[0]!.timeoutSeconds).toBe(4320 * 60);

    let seen = await member.api.get<DepositChannel[]>(API.depositChannels);
    expect(seen.value.map((c) => c.name)).toEqual(['Quick pay', 'Bank transfer']);

    const edited = await admin.put<StaffChannel>(at(API.staffCashierChannel, created.value.id), {
      ...sandbox,
      name: 'Quick pay 2',
      maxAmount: 750_000,
      sort: 5,
    });
    expect(edited.value).toMatchObject({ name: 'Quick pay 2', maxAmount: 750_000, sort: 5 });
    seen = await member.api.get<DepositChannel[]>(API.depositChannels);
    expect(seen.value.map((c) => c.name)).toEqual(['Bank transfer', 'Quick pay 2']);
    expect(seen.value[1]).toMatchObject({ maxAmount: 750_000, feeBps: 150 });

    // The new maximum applies to the member's next order.
    const order = (amount: number) =>
      member.api.call('POST', API.depositOrders, { channelId: created.value.id, amount }, { headers: { 'idempotency-key': randomUUID() } });
    expect((await order(700_000)).success).toBe(true);
    expect((await order(750_001)).code).toBe('DEPOSIT_AMOUNT_OUT_OF_RANGE');

    // Disabled: gone for members, still listed for staff, refused for a new order.
    const off = await admin.put<StaffChannel>(at(API.staffCashierChannel, created.value.id), {
      ...sandbox,
      name: 'Quick pay 2',
      maxAmount: 750_000,
      sort: 5,
      enabled: false,
    });
    expect(off.value).toMatchObject({ enabled: false, orders: 1 });
    seen = await member.api.get<DepositChannel[]>(API.depositChannels);
    expect(seen.value.map((c) => c.name)).toEqual(['Bank transfer']);
    expect((await order(20_000)).code).toBe('CHANNEL_UNAVAILABLE');
    const list = await admin.get<StaffChannel[]>(API.staffCashierChannels);
    expect(list.value.map((c) => [c.name, c.enabled])).toEqual([
      ['Bank transfer', true],
      ['Quick pay 2', false],
    ]);
    const [row] = await gw.sql<{ updatedBy: number }[]>`select updated_by from payment_channels where id = ${created.value.id}`;
    const [staff] = await gw.sql<{ id: number }[]>`select id from staff where username = ${username}`;
    expect(row!.updatedBy).toBe(staff!.id);

    // A channel with orders keeps its type.
    expect(await admin.put(at(API.staffCashierChannel, created.value.id), { ...bank, enabled: false })).toMatchObject({
      code: 'SETTING_INVALID',
      value: { fields: { type: 'SETTING_INVALID' } },
    });
  });

  it('refuses support staff on writes; they can still read', async () => {
    const m = await createMerchant(gw.sql);
    const { api: admin } = await signInStaff(gw, m);
    const { api: support } = await signInStaff(gw, m, 'support');
    const c = await admin.post<StaffChannel>(API.staffCashierChannels, sandbox);
    expect((await support.get<StaffChannel[]>(API.staffCashierChannels)).value).toHaveLength(1);
    expect((await support.post(API.staffCashierChannels, sandbox)).code).toBe('FORBIDDEN');
    expect((await support.put(at(API.staffCashierChannel, c.value.id), { ...sandbox, enabled: false })).code).toBe('FORBIDDEN');
    expect((await support.put(API.staffWalletMode, { single: false, vendors: ['BGS'], uplineTransfer: true })).code).toBe('FORBIDDEN');
    expect((await support.put(API.staffWithdrawLimits, { minAmount: 100, maxAmount: 200, dailyCount: 1, dailyAmount: 200, confirmMinutes: 5 })).code).toBe(
      'FORBIDDEN',
    );
    expect((await support.get<WalletModeValue>(API.staffWalletMode)).success).toBe(true);
    expect((await admin.get<StaffChannel[]>(API.staffCashierChannels)).value[0]!.enabled).toBe(true);
    expect((await new Api(gw.url(m.host)).get(API.staffCashierChannels)).success).toBe(false);
  });

  it("answers NOT_FOUND for another merchant's channel and lists only the host's", async () => {
    const a = await createMerchant(gw.sql);
    const b = await createMerchant(gw.sql);
    const { api: adminA } = await signInStaff(gw, a);
    const { api: adminB } = await signInStaff(gw, b);
    const c = await adminA.post<StaffChannel>(API.staffCashierChannels, sandbox);
    expect((await adminB.put(at(API.staffCashierChannel, c.value.id), { ...sandbox, enabled: false })).code).toBe('NOT_FOUND');
    expect((await adminB.put(at(API.staffCashierChannel, 999_999_999), sandbox)).code).toBe('NOT_FOUND');
    expect((await adminB.get<StaffChannel[]>(API.staffCashierChannels)).value).toEqual([]);
    expect((await gw.sql`select enabled from payment_channels where id = ${c.value.id}`)[0]!.enabled).toBe(true);
  });

  it('refuses bad input with codes and changes nothing', async () => {
    const m = await createMerchant(gw.sql);
    const { api: admin } = await signInStaff(gw, m);
    const post = (body: Record<string, unknown>) => admin.post(API.staffCashierChannels, body);
    expect(await post({ ...sandbox, minAmount: 5000, maxAmount: 4999 })).toMatchObject({
      code: 'SETTING_INVALID',
      value: { fields: { maxAmount: 'SETTING_INVALID' } },
    });
    expect(await post({ ...bank, bankDetails: null })).toMatchObject({ code: 'SETTING_INVALID', value: { fields: { bankDetails: 'SETTING_INVALID' } } });
    expect(await post({ ...bank, bankDetails: { bankName: ' ', accountName: 'x', accountNumber: '1' } })).toMatchObject({ code: 'SETTING_INVALID' });
    expect((await post({ ...sandbox, name: '   ' })).code).toBe('SETTING_INVALID');
    for (const bad of [
      { minAmount: 0 },
      { minAmount: -100 },
      { maxAmount: 10.5 },
      { feeBps: 10001 },
      { feeBps: -1 },
      { feeFixed: -1 },
      { type: 'crypto' },
      { currency: 'php' },
      { timeoutMinutes: 0 },
      { timeoutMinutes: 20161 },
      { extra: 1 },
    ]) {
      expect((await post({ ...sandbox, ...bad })).code, JSON.stringify(bad)).toBe('VALIDATION_FAILED');
    }
    expect((await admin.get<StaffChannel[]>(API.staffCashierChannels)).value).toEqual([]);
    // A sandbox channel keeps no bank details even when some are sent.
    const s = await post({ ...sandbox, bankDetails: bank.bankDetails });
    expect((s.value as StaffChannel).bankDetails).toBeNull();
  });
});

describe('cashier settings: withdrawal limits and wallet mode', () => {
  it('round-trips the withdrawal limits and records who changed them', async () => {
    const m = await createMerchant(gw.sql);
    const { api: admin, username } = await signInStaff(gw, m);
    const limits = { minAmount: 5_000, maxAmount: 1_000_000, dailyCount: 3, dailyAmount: 2_000_000, confirmMinutes: 90 };
    expect((await admin.put<WithdrawLimits>(API.staffWithdrawLimits, limits)).value).toEqual(limits);
    expect((await admin.get<WithdrawLimits>(API.staffWithdrawLimits)).value).toEqual(limits);
    expect((await admin.put(API.staffWithdrawLimits, { ...limits, maxAmount: 4_000 })).code).toBe('SETTING_INVALID');
    const [row] = await gw.sql<
      { username: string }[]
    >`select s.username from withdraw_settings w join staff s on s.id = w.updated_by where w.merchant_id = ${m.id}`;
    expect(row!.username).toBe(username);
  });

  it('switches the wallet mode; a vendor holding member money cannot be dropped; single keeps the way back to main', async () => {
    const m = await createMerchant(gw.sql);
    const { api: admin, username } = await signInStaff(gw, m);
    const member = await signInMember(m);

    const fresh = await admin.get<WalletModeValue>(API.staffWalletMode);
    expect(fresh.value).toMatchObject({ single: true, vendors: [], uplineTransfer: false, fundedVendors: [], updatedBy: null });

    const saved = await admin.put<WalletModeValue>(API.staffWalletMode, { single: false, vendors: ['BGS', 'DS88', 'BGS'], uplineTransfer: true });
    expect(saved.value).toMatchObject({ single: false, vendors: ['BGS', 'DS88'], uplineTransfer: true, updatedBy: username });
    expect((await member.api.get<MerchantWalletValue>(API.merchantWallet)).value).toEqual({ isSingle: false, vendors: ['BGS', 'DS88'] });

    // The member moves money into BGS.
    await deposit(gw.sql, { merchantId: m.id, accountId: member.id, amount: 50_000, key: `fund:${member.id}` });
    const move = (from: string, to: string, amount: number) =>
      member.api.call('POST', API.walletTransfer, { from, to, amount }, { headers: { 'idempotency-key': randomUUID() } });
    expect((await move('main', 'BGS', 20_000)).success).toBe(true);
    expect((await admin.get<WalletModeValue>(API.staffWalletMode)).value.fundedVendors).toEqual(['BGS']);

    // Dropping BGS is refused while it holds money; DS88 (empty) can go.
    expect(await admin.put(API.staffWalletMode, { single: false, vendors: ['DS88'], uplineTransfer: true })).toMatchObject({
      code: 'WALLET_VENDOR_HAS_FUNDS',
      value: { vendors: ['BGS'] },
    });
    expect((await admin.put<WalletModeValue>(API.staffWalletMode, { single: false, vendors: ['BGS'], uplineTransfer: false })).value).toMatchObject({
      vendors: ['BGS'],
      uplineTransfer: false,
    });

    // Single wallet: no money goes in, the BGS balance can still come back to main.
    expect((await admin.put<WalletModeValue>(API.staffWalletMode, { single: true, vendors: ['BGS'], uplineTransfer: false })).value.single).toBe(true);
    expect((await member.api.get<MerchantWalletValue>(API.merchantWallet)).value).toEqual({ isSingle: true, vendors: [] });
    expect((await move('main', 'BGS', 1_000)).code).toBe('WALLET_MODE_SINGLE');
    const funds = await member.api.get<ConsolidatedFunds>(API.consolidatedFunds);
    expect(funds.value.wallets).toEqual([expect.objectContaining({ wallet: 'BGS', balance: 20_000 })]);
    expect((await move('BGS', 'main', 20_000)).success).toBe(true);

    // Emptied: now BGS can be removed.
    expect((await admin.put<WalletModeValue>(API.staffWalletMode, { single: true, vendors: [], uplineTransfer: false })).value).toMatchObject({
      vendors: [],
      fundedVendors: [],
    });
    for (const bad of [{ vendors: ['bgs'] }, { vendors: ['B'] }, { single: 'yes' }, { vendors: Array.from({ length: 51 }, (_, i) => `V${i}`) }]) {
      expect((await admin.put(API.staffWalletMode, { single: false, vendors: ['BGS'], uplineTransfer: true, ...bad })).code, JSON.stringify(bad)).toBe(
        'VALIDATION_FAILED',
      );
    }
  });
});
