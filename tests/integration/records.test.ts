import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API, type JournalPage, type LoginValue, type ProfitValue, type RecordPage } from '@wl/shared';
import { post } from '../../gateway/src/modules/wallet/ledger.js';
import { Api } from '../support/api.js';
import { createAccount, createMerchant } from '../support/factories.js';
import { useSite } from '../support/site.js';
import { signInStaff } from '../support/staff.js';

/**
 * Records (docs/TRANSFERS.md): each page shows exactly the member's own postings of its
 * kinds, paged, within the date range; another member's or merchant's never appear. Staff see a
 * member's full journal and adjust balances with a required reason and their id on the entry.
 */
const { gw, site } = useSite();

/** A movement between the member's main wallet and the house, as the module that owns the kind would book it. */
const book = (merchantId: number, accountId: number, kind: string, amount: number) =>
  gw.sql.begin((tx) =>
    post(tx, {
      merchantId,
      key: `rec:${accountId}:${randomUUID()}`,
      kind,
      currency: 'PHP',
      book: 'real',
      legs: [
        { wallet: { accountId, kind: 'real' }, amount },
        { wallet: { system: 'house' }, amount: -amount },
      ],
    }),
  );

async function member(merchant: { id: number; host: string } = site) {
  const a = await createAccount(gw.sql, merchant.id);
  const api = new Api(gw.url(merchant.host));
  api.token = (await api.post<LoginValue>(API.login, { type: 'username', username: a.username, password: a.password }, true)).value.token;
  return { ...a, api };
}

const withId = (p: string, id: number) => p.replace(':id', String(id));
const dbNow = async () => (await gw.sql<{ now: Date }[]>`select clock_timestamp() as now`)[0]!.now;

describe('member records', () => {
  it("shows each page its own kinds, only the member's own postings, newest first", async () => {
    const m = await member();
    const other = await member();
    await book(site.id, m.id, 'deposit', 10_000);
    await book(site.id, m.id, 'bet', -1_000);
    await book(site.id, m.id, 'win', 2_500);
    await book(site.id, m.id, 'bonus.welcome', 800);
    await book(site.id, m.id, 'rebate', 120);
    await book(site.id, other.id, 'deposit', 99_000);
    await book(site.id, other.id, 'bet', -9_000);

    const account = await m.api.get<RecordPage>(API.recordsAccount);
    expect(account.value.total).toBe(5);
    expect(account.value.list.map((r) => [r.kind, r.amount, r.balanceAfter, r.wallet])).toEqual([
      ['rebate', 120, 12_420, 'main'],
      ['bonus.welcome', 800, 12_300, 'main'],
      ['win', 2_500, 11_500, 'main'],
      ['bet', -1_000, 9_000, 'main'],
      ['deposit', 10_000, 10_000, 'main'],
    ]);
    expect((await m.api.get<RecordPage>(API.recordsBetting)).value.list.map((r) => r.kind)).toEqual(['win', 'bet']);
    expect((await m.api.get<RecordPage>(API.recordsBonus)).value.list.map((r) => r.amount)).toEqual([800]);
    expect((await m.api.get<RecordPage>(API.recordsRebate)).value.list.map((r) => r.amount)).toEqual([120]);

    const profit = await m.api.get<ProfitValue>(API.recordsProfit);
    // Play only: the deposit, the bonus and the rebate are money moved, shown apart.
    expect(profit.value).toMatchObject({ stakes: 1_000, wins: 2_500, net: 1_500, bets: 1 });
    expect(profit.value.cash).toMatchObject({ deposits: 10_000, withdrawals: 0, bonuses: 800, rebates: 120 });
    expect(profit.value.cash.list.find((r) => r.kind === 'deposit')).toEqual({ kind: 'deposit', credit: 10_000, debit: 0, net: 10_000, count: 1 });
  });

  it('shows an empty betting record when no bets were booked (nothing is made up)', async () => {
    const m = await member();
    await book(site.id, m.id, 'deposit', 500);
    expect((await m.api.get<RecordPage>(API.recordsBetting)).value).toEqual({ list: [], pageNum: 1, pageSize: 20, total: 0, totalPages: 1 });
  });

  it('pages and filters by date range', async () => {
    const m = await member();
    for (let i = 1; i <= 5; i++) await book(site.id, m.id, 'deposit', i * 100);
    const between = await dbNow();
    for (let i = 6; i <= 7; i++) await book(site.id, m.id, 'deposit', i * 100);

    const p1 = await m.api.get<RecordPage>(`${API.recordsAccount}?page=1&pageSize=3`);
    const p3 = await m.api.get<RecordPage>(`${API.recordsAccount}?page=3&pageSize=3`);
    expect(p1.value).toMatchObject({ total: 7, totalPages: 3, pageNum: 1 });
    expect(p1.value.list.map((r) => r.amount)).toEqual([700, 600, 500]);
    expect(p3.value.list.map((r) => r.amount)).toEqual([100]);
    expect((await m.api.get<RecordPage>(`${API.recordsAccount}?page=9&pageSize=3`)).value).toMatchObject({ list: [], total: 7 });

    const after = await m.api.get<RecordPage>(`${API.recordsAccount}?from=${encodeURIComponent(between.toISOString())}`);
    expect(after.value.list.map((r) => r.amount)).toEqual([700, 600]);
    const before = await m.api.get<RecordPage>(`${API.recordsAccount}?to=${encodeURIComponent(between.toISOString())}`);
    expect(before.value.total).toBe(5);
    const profitAfter = await m.api.get<ProfitValue>(`${API.recordsProfit}?from=${encodeURIComponent(between.toISOString())}`);
    expect(profitAfter.value.cash.deposits).toBe(1_300);
    expect(profitAfter.value.net).toBe(0);

    const bad = await m.api.get(`${API.recordsAccount}?from=2026-05-02T00:00:00Z&to=2026-05-01T00:00:00Z`);
    expect(bad.code).toBe('DATE_RANGE_INVALID');
    expect((await m.api.get(`${API.recordsAccount}?from=0001-01-01T00:00:00Z`)).code).toBe('DATE_RANGE_INVALID');
    expect((await m.api.get(`${API.recordsAccount}?from=yesterday`)).code).toBe('VALIDATION_FAILED');
  });

  it("never shows another merchant's postings", async () => {
    const foreign = await createMerchant(gw.sql);
    const there = await member(foreign);
    await book(foreign.id, there.id, 'deposit', 4_000);
    const here = await member();
    expect((await here.api.get<RecordPage>(API.recordsAccount)).value.total).toBe(0);
    expect((await there.api.get<RecordPage>(API.recordsAccount)).value.total).toBe(1);
    // The token of one site is refused on another's host.
    const cross = new Api(gw.url(site.host));
    cross.token = there.api.token;
    expect((await cross.get(API.recordsAccount)).code).toBe('TOKEN_INVALID');
  });
});

describe('staff: manual adjustment and the member journal', () => {
  it('requires a reason, records the staff id, and shows in the member journal', async () => {
    const admin = await signInStaff(gw, site, 'admin');
    const m = await member();
    const adjust = (body: unknown, key = randomUUID()) =>
      admin.api.call<{ balance: number; journalId: number }>('POST', withId(API.staffAccountAdjust, m.id), body, { headers: { 'idempotency-key': key } });

    expect((await adjust({ direction: 'credit', amount: 5_000, reason: '   ' })).code).toBe('REASON_REQUIRED');
    expect((await adjust({ direction: 'credit', amount: 5_000 })).code).toBe('VALIDATION_FAILED');
    const key = randomUUID();
    const credit = await adjust({ direction: 'credit', amount: 5_000, reason: 'Goodwill for ticket 42' }, key);
    expect(credit.value.balance).toBe(5_000);
    expect(await adjust({ direction: 'credit', amount: 5_000, reason: 'Goodwill for ticket 42' }, key)).toEqual(credit);
    expect((await adjust({ direction: 'debit', amount: 6_000, reason: 'Too much' })).code).toBe('INSUFFICIENT_BALANCE');
    expect((await adjust({ direction: 'debit', amount: 1_500, reason: 'Duplicate credit' })).value.balance).toBe(3_500);

    const [j] = await gw.sql<
      { staffId: string; meta: { reason: string; staffId: number } }[]
    >`select staff_id, meta from journal where id = ${credit.value.journalId}`;
    expect(Number(j!.staffId)).toBe(admin.id);
    expect(j!.meta).toMatchObject({ reason: 'Goodwill for ticket 42', staffId: admin.id });

    const journal = await admin.api.get<JournalPage>(withId(API.staffAccountJournal, m.id));
    expect(journal.value.list.map((r) => [r.kind, r.amount, r.reason, r.staffId])).toEqual([
      ['adjustment', -1_500, 'Duplicate credit', admin.id],
      ['adjustment', 5_000, 'Goodwill for ticket 42', admin.id],
    ]);
    // The member sees the adjustments in the account record too.
    expect((await m.api.get<RecordPage>(API.recordsAccount)).value.list.map((r) => r.amount)).toEqual([-1_500, 5_000]);
  });

  it("keeps adjustments to admins and both routes to the staff's own merchant", async () => {
    const support = await signInStaff(gw, site, 'support');
    const m = await member();
    const body = { direction: 'credit', amount: 100, reason: 'x' };
    expect((await support.api.call('POST', withId(API.staffAccountAdjust, m.id), body, { headers: { 'idempotency-key': randomUUID() } })).code).toBe(
      'FORBIDDEN',
    );
    expect((await support.api.get<JournalPage>(withId(API.staffAccountJournal, m.id))).value.total).toBe(0);

    const foreign = await createMerchant(gw.sql);
    const foreignAdmin = await signInStaff(gw, foreign, 'admin');
    expect((await foreignAdmin.api.get(withId(API.staffAccountJournal, m.id))).code).toBe('NOT_FOUND');
    expect((await foreignAdmin.api.call('POST', withId(API.staffAccountAdjust, m.id), body, { headers: { 'idempotency-key': randomUUID() } })).code).toBe(
      'NOT_FOUND',
    );
    expect(Number((await gw.sql<{ balance: string }[]>`select balance from wallets where account_id = ${m.id} and kind = 'real'`)[0]!.balance)).toBe(0);
  });
});
