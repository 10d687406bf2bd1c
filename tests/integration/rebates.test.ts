import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API, DEFAULT_FOUR_EYES_AMOUNT, type AdjustmentValue, type RecordPage, type StaffApproval, type StaffApprovalList } from '@wl/shared';
import type { Sql } from '@wl/gateway';
import type { MerchantSettings } from '../../gateway/src/modules/site/settings.js';
import { dailyKey, runDailyRebates } from '../../gateway/src/modules/rebates/daily.js';
import { seamlessCredit, seamlessDebit, seamlessRollback } from '../../gateway/src/modules/vendor-wallet/wallet.js';
import { signedInApi } from '../support/api.js';
import { createAccount, createMerchant } from '../support/factories.js';
import { useSite } from '../support/site.js';
import { signInStaff } from '../support/staff.js';
import { createGame, createVendor, fundedPlayer, mainBalance, session, uid } from './seamless-fixtures.js';

/**
 * Rebates (docs/REBATES.md): staff book one by hand (rebates.book, four eyes like an adjustment,
 * journal kind rebate.manual), and the daily accrual books rebate.daily once per member and merchant
 * day from the day's settled real-money stakes at the site's rate per game category. Both appear on
 * the member's rebate records page.
 */
const { gw, site } = useSite();
const at = (path: string, id: number) => path.replace(':id', String(id));
type Staff = Awaited<ReturnType<typeof signInStaff>>;
const book = (s: Staff, accountId: number, body: unknown, key = randomUUID()) =>
  s.api.call<AdjustmentValue>('POST', at(API.staffAccountRebate, accountId), body, { headers: { 'idempotency-key': key } });
const journalOf = (sql: Sql, accountId: number, kind: string) =>
  sql<{ idempotencyKey: string; amount: string; meta: Record<string, unknown>; staffId: number | null }[]>`
    select j.idempotency_key, p.amount, j.meta, j.staff_id::int as staff_id
    from journal j join postings p on p.journal_id = j.id join wallets w on w.id = p.wallet_id
    where w.account_id = ${accountId} and j.kind = ${kind} order by j.id`;

describe('staff rebates', () => {
  it('finance books a rebate once per key; the member reads it on the rebate page', async () => {
    const m = await createAccount(gw.sql, site.id);
    const f = await signInStaff(gw, site, 'finance');
    const key = randomUUID();
    const body = { amount: 12_345, reason: 'Weekend live casino rebate' };
    const first = await book(f, m.id, body, key);
    expect(first.success, first.code).toBe(true);
    expect(first.value).toMatchObject({ journalId: expect.any(Number), balance: 12_345, currency: 'PHP' });
    // A retry (double click, lost answer) answers the same booking.
    const again = await book(f, m.id, body, key);
    expect(again.value).toMatchObject({ journalId: first.value.journalId, balance: 12_345 });
    expect(await mainBalance(gw.sql, m.id)).toBe(12_345);
    const rows = await journalOf(gw.sql, m.id, 'rebate.manual');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ idempotencyKey: `rebate:${m.id}:${key}`, amount: '12345', staffId: f.id });
    expect(rows[0]!.meta).toMatchObject({ reason: body.reason, staffId: f.id, staff: f.username });
    // The same key with another amount is another act, refused.
    expect((await book(f, m.id, { ...body, amount: 1 }, key)).code).toBe('IDEMPOTENCY_CONFLICT');

    const member = await signedInApi(gw.url(site.host), m);
    const page = await member.get<RecordPage>(API.recordsRebate);
    expect(page.value.list).toEqual([expect.objectContaining({ kind: 'rebate.manual', amount: 12_345, wallet: 'main', balanceAfter: 12_345 })]);
  });

  it('refuses a role without rebates.book, trial accounts, a blank reason, a non-positive amount and another site', async () => {
    const m = await createAccount(gw.sql, site.id);
    const trial = await createAccount(gw.sql, site.id, { type: 4 });
    const support = await signInStaff(gw, site, 'support');
    const refused = await book(support, m.id, { amount: 100, reason: 'why not' });
    expect([refused.status, refused.code]).toEqual([403, 'FORBIDDEN']);
    const admin = await signInStaff(gw, site, 'admin');
    expect((await book(admin, trial.id, { amount: 100, reason: 'play money' })).code).toBe('TRIAL_NOT_ALLOWED');
    expect((await book(admin, m.id, { amount: 100, reason: '   ' })).code).toBe('REASON_REQUIRED');
    expect((await book(admin, m.id, { amount: 0, reason: 'nothing' })).code).toBe('VALIDATION_FAILED');
    expect((await book(admin, m.id, { amount: -100, reason: 'take back' })).code).toBe('VALIDATION_FAILED');
    const other = await createMerchant(gw.sql);
    const stranger = await createAccount(gw.sql, other.id);
    expect((await book(admin, stranger.id, { amount: 100, reason: 'wrong site' })).code).toBe('NOT_FOUND');
    expect(await mainBalance(gw.sql, m.id)).toBe(0);
    expect(await journalOf(gw.sql, m.id, 'rebate.manual')).toHaveLength(0);
  });

  it('a large rebate waits for a second staff member like an adjustment, then books rebate.manual', async () => {
    const m = await createAccount(gw.sql, site.id);
    const [a, b] = [await signInStaff(gw, site, 'finance'), await signInStaff(gw, site, 'finance')];
    const key = randomUUID();
    const asked = await book(a, m.id, { amount: DEFAULT_FOUR_EYES_AMOUNT, reason: 'VIP monthly rebate' }, key);
    expect(asked.value).toMatchObject({ journalId: null, approvalId: expect.any(Number) });
    expect(await mainBalance(gw.sql, m.id)).toBe(0);
    // The same key for an adjustment is not a retry of the rebate.
    const adj = await a.api.call(
      'POST',
      at(API.staffAccountAdjust, m.id),
      { direction: 'credit', amount: DEFAULT_FOUR_EYES_AMOUNT, reason: 'x' },
      {
        headers: { 'idempotency-key': key },
      },
    );
    expect(adj.code).toBe('IDEMPOTENCY_CONFLICT');
    const id = asked.value.approvalId!;
    const list = await b.api.get<StaffApprovalList>(API.staffApprovals);
    expect(list.value.list.find((x) => x.id === id)).toMatchObject({ kind: 'rebate', direction: 'credit', status: 'pending' });
    const ok = await b.api.put<StaffApproval>(at(API.staffApprovalApprove, id));
    expect(ok.value).toMatchObject({ kind: 'rebate', status: 'approved', journalId: expect.any(Number) });
    expect(await mainBalance(gw.sql, m.id)).toBe(DEFAULT_FOUR_EYES_AMOUNT);
    const rows = await journalOf(gw.sql, m.id, 'rebate.manual');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.idempotencyKey).toBe(`rebate:${m.id}:approval:${id}`);
    expect(await journalOf(gw.sql, m.id, 'adjustment')).toHaveLength(0);
  });
});

describe('daily rebate', () => {
  // Days far from the real clock, so the gateway's own job (which runs at the real time) never pays them.
  const NOW = new Date('2031-05-02T01:00:00Z'); // 09:00 on 2 May in Manila
  const DAY = '2031-05-01'; // Manila: 2031-04-30T16:00Z .. 2031-05-01T16:00Z
  const IN_DAY = new Date('2031-05-01T08:00:00Z');
  const DAY_BEFORE = new Date('2031-04-30T08:00:00Z');
  const rebates = (o: Partial<NonNullable<MerchantSettings['rebates']>> = {}) => ({
    utcOffsetMinutes: 480,
    rebates: { enabled: true, rates: { RNG: 0.5, LIVE: 0.3 }, minPayout: 0, ...o },
  });
  const newSite = (settings: object) => createMerchant(gw.sql, settings as Partial<MerchantSettings>);

  /** A bet of `stake` on the game, settled (lost) at `settledAt`; `open` leaves it unsettled, `rollback` returns it. */
  async function bet(
    merchantId: number,
    player: { id: number },
    game: { vendor: string; nodeId: number },
    stake: number,
    o: { settledAt?: Date; open?: boolean; rollback?: boolean; book?: 'real' | 'play' } = {},
  ) {
    const s = session(player, merchantId, game.vendor, game.nodeId, o.book ?? 'real');
    const txId = uid('d');
    const roundId = uid('r');
    await gw.sql.begin((tx) => seamlessDebit(tx, s, { txId, roundId, amount: stake }));
    if (o.rollback) await gw.sql.begin((tx) => seamlessRollback(tx, game.vendor, { txId: uid('rb'), refTxId: txId }, s));
    else if (!o.open) await gw.sql.begin((tx) => seamlessCredit(tx, s, { txId: uid('c'), roundId, betTxId: txId, amount: 0 }));
    await gw.sql`update vendor_transactions set settled_at = ${o.settledAt ?? IN_DAY} where vendor_code = ${game.vendor} and tx_id = ${txId}`;
  }

  async function games() {
    const v = await createVendor(gw.sql);
    const slot = await createGame(gw.sql, v.code, { type: 'RNG', trial: true });
    const live = await createGame(gw.sql, v.code, { type: 'LIVE' });
    const sports = await createGame(gw.sql, v.code, { type: 'SPORTS' });
    return { slot: { vendor: v.code, ...slot }, live: { vendor: v.code, ...live }, sports: { vendor: v.code, ...sports } };
  }

  it("books yesterday's settled turnover at the site's rates once, whatever the number of runs", async () => {
    const a = await newSite(rebates());
    const g = await games();
    const x = await fundedPlayer(gw.sql, a.id, 1_000_000);
    const idle = await fundedPlayer(gw.sql, a.id, 1_000_000);
    const trial = await fundedPlayer(gw.sql, a.id, 1_000_000, 4);
    // x: 100.00 of slots at 0.5 % and 200.00 of live at 0.3 % = 0.50 + 0.60; sports has no rate.
    await bet(a.id, x, g.slot, 10_000);
    await bet(a.id, x, g.live, 20_000);
    await bet(a.id, x, g.sports, 50_000);
    // Not in the day's valid turnover: open, rolled back, settled the day before.
    await bet(a.id, x, g.slot, 90_000, { open: true });
    await bet(a.id, x, g.slot, 80_000, { rollback: true });
    await bet(a.id, x, g.live, 70_000, { settledAt: DAY_BEFORE });
    await bet(a.id, idle, g.slot, 60_000, { settledAt: DAY_BEFORE });
    // Play money never earns.
    await bet(a.id, trial, g.slot, 10_000, { book: 'play' });
    const before = await mainBalance(gw.sql, x.id);

    // Two runs at once (two nodes), then another: one entry.
    const runs = await Promise.all([runDailyRebates(gw.sql, NOW, undefined, [a.id]), runDailyRebates(gw.sql, NOW, undefined, [a.id])]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await runDailyRebates(gw.sql, NOW, undefined, [a.id])).toBe(0);
    // Even with the day's mark gone, the ledger key books nothing twice.
    await gw.sql`delete from rebate_day_runs where merchant_id = ${a.id}`;
    expect(await runDailyRebates(gw.sql, NOW, undefined, [a.id])).toBe(0);

    expect(await mainBalance(gw.sql, x.id)).toBe(before + 110);
    const rows = await journalOf(gw.sql, x.id, 'rebate.daily');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ idempotencyKey: dailyKey(a.id, x.id, DAY), amount: '110', staffId: null });
    expect(rows[0]!.meta).toMatchObject({ day: DAY, turnover: 30_000 });
    expect(await journalOf(gw.sql, idle.id, 'rebate.daily')).toHaveLength(0);
    expect(await journalOf(gw.sql, trial.id, 'rebate.daily')).toHaveLength(0);
    // The rerun marked the day again, having booked nobody.
    const [mark] = await gw.sql<{ booked: number }[]>`select booked from rebate_day_runs where merchant_id = ${a.id} and day = ${DAY}`;
    expect(mark).toMatchObject({ booked: 0 });

    const member = await signedInApi(gw.url(a.host), x);
    const page = await member.get<RecordPage>(API.recordsRebate);
    expect(page.value.list).toEqual([expect.objectContaining({ kind: 'rebate.daily', amount: 110 })]);
  });

  it('books nothing before the day is over, below the minimum, with rebates off, or for another site', async () => {
    const g = await games();
    const on = await newSite(rebates({ minPayout: 100 }));
    const off = await newSite(rebates({ enabled: false }));
    const unset = await newSite({ utcOffsetMinutes: 480 });
    const other = await newSite(rebates());
    const small = await fundedPlayer(gw.sql, on.id, 1_000_000);
    const big = await fundedPlayer(gw.sql, on.id, 1_000_000);
    const offPlayer = await fundedPlayer(gw.sql, off.id, 1_000_000);
    const unsetPlayer = await fundedPlayer(gw.sql, unset.id, 1_000_000);
    const otherPlayer = await fundedPlayer(gw.sql, other.id, 1_000_000);
    await bet(on.id, small, g.slot, 19_999); // 0.99: below the minimum of 1.00
    await bet(on.id, big, g.slot, 20_000); // 1.00
    for (const [m, p] of [
      [off, offPlayer],
      [unset, unsetPlayer],
      [other, otherPlayer],
    ] as const) {
      await bet(m.id, p, g.slot, 100_000);
    }

    // 00:05 in Manila on 2 May: the 1st is not paid yet (its last bets may still be committing).
    expect(await runDailyRebates(gw.sql, new Date('2031-05-01T16:05:00Z'), undefined, [on.id])).toBe(0);
    expect(await runDailyRebates(gw.sql, NOW, undefined, [on.id, off.id, unset.id])).toBe(1);
    expect(await journalOf(gw.sql, big.id, 'rebate.daily')).toHaveLength(1);
    expect(await journalOf(gw.sql, small.id, 'rebate.daily')).toHaveLength(0);
    for (const p of [offPlayer, unsetPlayer, otherPlayer]) expect(await journalOf(gw.sql, p.id, 'rebate.daily')).toHaveLength(0);
    // A site with rebates off marks no day: switching them on later pays the last finished day.
    expect(await gw.sql`select 1 from rebate_day_runs where merchant_id in (${off.id}, ${unset.id})`).toHaveLength(0);
    // The other site is paid by its own run, with its own key.
    expect(await runDailyRebates(gw.sql, NOW, undefined, [other.id])).toBe(1);
    expect((await journalOf(gw.sql, otherPlayer.id, 'rebate.daily'))[0]).toMatchObject({
      idempotencyKey: dailyKey(other.id, otherPlayer.id, DAY),
      amount: '500',
    });
  });

  it('the site settings accept the rules and refuse a rate above the cap or with three decimals', async () => {
    const m = await newSite({});
    const admin = await signInStaff(gw, m, 'admin');
    const saved = await admin.api.put(API.staffSettings, { rebates: { enabled: true, rates: { RNG: 0.5, LIVE: 0.25 }, minPayout: 100 } });
    expect(saved.success, saved.code).toBe(true);
    const [row] = await gw.sql<{ rebates: unknown }[]>`select settings->'rebates' as rebates from merchants where id = ${m.id}`;
    expect(row!.rebates).toEqual({ enabled: true, rates: { RNG: 0.5, LIVE: 0.25 }, minPayout: 100 });
    expect((await admin.api.put(API.staffSettings, { rebates: { enabled: true, rates: { RNG: 3.5 } } })).code).toBe('VALIDATION_FAILED');
    expect((await admin.api.put(API.staffSettings, { rebates: { enabled: true, rates: { SLOTZ: 1 } } })).code).toBe('VALIDATION_FAILED');
    const three = await admin.api.put(API.staffSettings, { rebates: { enabled: true, rates: { RNG: 0.125 } } });
    expect([three.code, (three.value as { invalid?: string } | null)?.invalid]).toEqual(['SETTING_INVALID', 'rebates.rates.RNG']);
    const finance = await signInStaff(gw, m, 'finance');
    expect((await finance.api.put(API.staffSettings, { rebates: { enabled: false, rates: {} } })).code).toBe('FORBIDDEN');
  });
});
