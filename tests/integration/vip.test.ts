import { describe, expect, it } from 'vitest';
import {
  API,
  type MemberInfo,
  type MemberMessagePage,
  type RecordPage,
  type StaffVipHost,
  type StaffVipLevels,
  type VipHostView,
  type VipLevel,
  type VipLevelList,
  type VipOverview,
} from '@wl/shared';
import { vipFigures } from '../../gateway/src/modules/vip/levels.js';
import { payMerchantWeek, runVipWeekly } from '../../gateway/src/modules/vip/payouts.js';
import { Api, asTrial } from '../support/api.js';
import { createMerchant } from '../support/factories.js';
import { useSite } from '../support/site.js';
import { balanceOf, member, staffOf } from './promotions-fixtures.js';
import { depositOrder, move, play } from './vip-fixtures.js';

/**
 * The VIP club (docs/VIP.md) against the real gateway and database: levels from valid bets or
 * paid deposits, the member info's VIP fields, the weekly payout through the ledger (exact
 * amounts, once per member and week, also with two runs at once), staff edits and their checks,
 * the host, and tenancy.
 */
const { gw, site } = useSite();

const WEEK = 7 * 86_400_000;
/** A run "next week" pays the week we are in: the bets these tests just made. */
const nextWeek = () => new Date(Date.now() + WEEK);
const overviewOf = async (api: Api) => (await api.get<VipOverview>(API.memberVip)).value;
const infoOf = async (api: Api) => (await api.get<MemberInfo>(API.memberInfo)).value;
const levelsOf = async (host: string) => (await new Api(gw.url(host)).get<VipLevelList>(API.vipLevels)).value.levels;

describe('vip: levels', () => {
  it('seeds every merchant with VIP 0-20 and the default weekly rates; guests read them', async () => {
    const s = await createMerchant(gw.sql);
    const r = await new Api(gw.url(s.host)).get<VipLevelList>(API.vipLevels);
    expect(r.success, r.code).toBe(true);
    expect(r.value.levels.map((l) => l.level)).toEqual([...Array(21).keys()]);
    const rate = (n: number) => r.value.levels[n]!.weeklyBps;
    expect([0, 1, 3].map(rate)).toEqual([0, 0, 0]);
    expect([4, 9].map(rate)).toEqual([500, 500]);
    expect([10, 20].map(rate)).toEqual([1000, 1000]);
    expect(r.value.hostFrom).toMatchObject({ level: 10, tier: 'platinum' });
    expect(r.value.levels[1]).toEqual({ level: 1, name: 'VIP 1', tier: 'bronze', validBets: 100_000, deposits: 50_000, weeklyBps: 0 });
  });

  it('reaches a level by lifetime valid bets (rollbacks taken off); member info follows', async () => {
    const m = await member(gw, site);
    expect(await infoOf(m.api)).toMatchObject({ hasVip: false, vipLevel: 0 });
    await play(gw.sql, site.id, m.id, 100_000);
    expect(await infoOf(m.api)).toMatchObject({ hasVip: true, vipLevel: 1 });
    // A rolled-back stake is not a valid bet.
    await move(gw.sql, site.id, m.id, 'rollback', 1);
    expect(await infoOf(m.api)).toMatchObject({ hasVip: false, vipLevel: 0 });
    await play(gw.sql, site.id, m.id, 2_900_001);
    const o = await overviewOf(m.api);
    expect(o).toMatchObject({ level: 4, tier: 'silver', hasVip: true, validBets: 3_000_000, deposits: 0, weeklyBps: 500 });
    expect(o.next).toMatchObject({ level: 5, validBets: 6_000_000, deposits: 3_000_000 });
  });

  it('reaches a level by paid deposits, whichever measure comes first; pending orders do not count', async () => {
    const m = await member(gw, site);
    await depositOrder(gw.sql, site.id, m.id, 1_499_999);
    await depositOrder(gw.sql, site.id, m.id, 40_000_000, 'pending');
    expect(await overviewOf(m.api)).toMatchObject({ level: 3, deposits: 1_499_999, validBets: 0 });
    await depositOrder(gw.sql, site.id, m.id, 1);
    expect(await infoOf(m.api)).toMatchObject({ hasVip: true, vipLevel: 4 });
    // Bets carry it further than deposits alone would.
    await play(gw.sql, site.id, m.id, 10_000_000);
    expect((await overviewOf(m.api)).level).toBe(6);
  });

  it('keeps the running totals equal to the books: bets, wins, rollbacks, paid and pending deposits', async () => {
    const m = await member(gw, site);
    const moves: Array<[Parameters<typeof move>[3] | 'order' | 'pending', number]> = [
      ['deposit', 50_000],
      ['bet', 1_200],
      ['win', 3_000],
      ['bet', 777],
      ['rollback', 777],
      ['order', 20_000],
      ['pending', 9_999],
      ['bet', 15_001],
      ['withdrawal', 4_000],
      ['order', 1],
    ];
    for (const [kind, amount] of moves) {
      if (kind === 'order' || kind === 'pending') await depositOrder(gw.sql, site.id, m.id, amount, kind === 'order' ? 'paid' : 'pending');
      else await move(gw.sql, site.id, m.id, kind, amount);
    }
    // The totals (what member info reads) against the same figures added up from the books.
    const fromBooks = await vipFigures(gw.sql, site.id, m.id, new Date(Date.now() + 60_000));
    expect(fromBooks).toEqual({ validBets: 1_200 + 15_001, deposits: 20_001 });
    expect(await vipFigures(gw.sql, site.id, m.id)).toEqual(fromBooks);
  });

  it('trial accounts are never VIP; a site with the VIP club off has no VIP members', async () => {
    const trial = await asTrial(new Api(gw.url(site.host)));
    expect((await trial.get(API.memberVip)).code).toBe('TRIAL_NOT_ALLOWED');
    expect(await infoOf(trial)).toMatchObject({ hasVip: false, vipLevel: 0 });
    const off = await createMerchant(gw.sql, { whitelabel: [{ modId: 'VIP', enabled: false, childrenNodes: [] }] });
    const m = await member(gw, off);
    await depositOrder(gw.sql, off.id, m.id, 1_500_000);
    expect(await infoOf(m.api)).toMatchObject({ hasVip: false, vipLevel: 0 });
    expect((await m.api.get(API.memberVip)).code).toBe('FEATURE_DISABLED');
    expect((await new Api(gw.url(off.host)).get(API.vipLevels)).code).toBe('FEATURE_DISABLED');
  });
});

describe('vip: weekly payout', () => {
  it("pays each member their level's rate of the week's net loss, once, through the ledger", async () => {
    const s = await createMerchant(gw.sql);
    const silver = await member(gw, s); // VIP 4 by deposits: 5%
    await depositOrder(gw.sql, s.id, silver.id, 1_500_000);
    await play(gw.sql, s.id, silver.id, 100_000, 20_000);
    const platinum = await member(gw, s); // VIP 10 by deposits: 10%
    await depositOrder(gw.sql, s.id, platinum.id, 50_000_000);
    await play(gw.sql, s.id, platinum.id, 123_457);
    const bronze = await member(gw, s); // VIP 3 by deposits: 0%
    await depositOrder(gw.sql, s.id, bronze.id, 500_000);
    await play(gw.sql, s.id, bronze.id, 80_000);
    const winner = await member(gw, s); // VIP 4, but won the week
    await depositOrder(gw.sql, s.id, winner.id, 1_500_000);
    await play(gw.sql, s.id, winner.id, 10_000, 15_000);
    // Another site's member with the same week: not this site's run to pay.
    const elsewhere = await member(gw, site);
    await depositOrder(gw.sql, site.id, elsewhere.id, 1_500_000);
    await play(gw.sql, site.id, elsewhere.id, 100_000);
    const elsewhereBefore = await balanceOf(gw.sql, elsewhere.id);

    // This week's estimate before it ends.
    expect((await overviewOf(silver.api)).week).toMatchObject({ netLoss: 80_000, estimate: 4_000 });
    const before = await Promise.all([silver, platinum, bronze, winner].map((m) => balanceOf(gw.sql, m.id)));
    expect(await runVipWeekly(gw.sql, nextWeek(), undefined, [s.id])).toBe(2);
    const after = await Promise.all([silver, platinum, bronze, winner].map((m) => balanceOf(gw.sql, m.id)));
    expect(after.map((b, i) => b - before[i]!)).toEqual([4_000, 12_345, 0, 0]);
    expect(await balanceOf(gw.sql, elsewhere.id)).toBe(elsewhereBefore);

    const o = await overviewOf(platinum.api);
    expect(o.payouts).toHaveLength(1);
    expect(o.payouts[0]).toMatchObject({ level: 10, rateBps: 1000, base: 123_457, amount: 12_345, currency: 'PHP' });
    // In the bonus records and the member's messages.
    const bonus = await silver.api.get<RecordPage>(API.recordsBonus);
    expect(bonus.value.list.map((r) => [r.kind, r.amount])).toEqual([['bonus.vip', 4_000]]);
    const messages = await silver.api.get<MemberMessagePage>(API.messages);
    expect(messages.value.list.some((x) => x.title.startsWith('VIP weekly bonus: 40.00 PHP'))).toBe(true);

    // A rerun of the same week pays nothing, even with the week's done-mark gone.
    expect(await runVipWeekly(gw.sql, nextWeek(), undefined, [s.id])).toBe(0);
    await gw.sql`delete from vip_week_runs where merchant_id = ${s.id}`;
    expect(await runVipWeekly(gw.sql, nextWeek(), undefined, [s.id])).toBe(0);
    expect(await balanceOf(gw.sql, silver.id)).toBe(after[0]);
    const [n] = await gw.sql<{ n: number }[]>`select count(*)::int as n from vip_payouts where merchant_id = ${s.id}`;
    expect(n!.n).toBe(2);
  });

  it('two runs at once pay each member once', async () => {
    const s = await createMerchant(gw.sql);
    const ms = await Promise.all([1, 2, 3].map(() => member(gw, s)));
    for (const m of ms) {
      await depositOrder(gw.sql, s.id, m.id, 1_500_000);
      await play(gw.sql, s.id, m.id, 200_000);
    }
    const merchant = { id: s.id, settings: (await gw.sql<{ settings: unknown }[]>`select settings from merchants where id = ${s.id}`)[0]!.settings };
    // Straight at the week payer (past the run's lock), as two nodes without it would.
    const paid = await Promise.all([payMerchantWeek(gw.sql, merchant, nextWeek()), payMerchantWeek(gw.sql, merchant, nextWeek())]);
    expect(paid[0] + paid[1]).toBe(3);
    // Each: the paid order's 15,000.00 plus 5% of 2,000.00.
    for (const m of ms) expect(await balanceOf(gw.sql, m.id)).toBe(1_510_000);
    const [j] = await gw.sql<{ n: number }[]>`select count(*)::int as n from journal where merchant_id = ${s.id} and kind = 'bonus.vip'`;
    expect(j!.n).toBe(3);
  });
});

describe('vip: console', () => {
  const table = async (s: { id: number; host: string; code: string }) => {
    const staff = await staffOf(gw, s);
    return { staff, levels: (await staff.api.get<StaffVipLevels>(API.staffVipLevels)).value.levels };
  };

  it('admins edit the level table; members move at once; other sites are untouched', async () => {
    const s = await createMerchant(gw.sql);
    const other = await createMerchant(gw.sql);
    const { staff, levels } = await table(s);
    const m = await member(gw, s);
    await play(gw.sql, s.id, m.id, 60_000);
    expect((await overviewOf(m.api)).level).toBe(0);
    const edited: VipLevel[] = levels.map((l) => (l.level === 1 ? { ...l, name: 'Rising star', validBets: 50_000, weeklyBps: 250 } : l));
    const r = await staff.api.put<StaffVipLevels>(API.staffVipLevels, { levels: edited });
    expect(r.success, r.code).toBe(true);
    expect(r.value.levels[1]).toMatchObject({ name: 'Rising star', validBets: 50_000, weeklyBps: 250 });
    expect(await overviewOf(m.api)).toMatchObject({ level: 1, name: 'Rising star', weeklyBps: 250 });
    expect((await levelsOf(other.host))[1]).toMatchObject({ name: 'VIP 1', validBets: 100_000 });
    // Support staff read but do not write.
    const support = await staffOf(gw, s, 'support');
    expect((await support.api.get(API.staffVipLevels)).success).toBe(true);
    expect((await support.api.put(API.staffVipLevels, { levels })).code).toBe('FORBIDDEN');
  });

  it('refuses a table out of order or out of range, and writes nothing', async () => {
    const s = await createMerchant(gw.sql);
    const { staff, levels } = await table(s);
    const put = (ls: VipLevel[]) => staff.api.put<{ fields: Record<string, string> }>(API.staffVipLevels, { levels: ls });
    const swap = levels.map((l) => (l.level === 5 ? { ...l, validBets: levels[4]!.validBets } : l.level === 6 ? { ...l, name: 'Big', deposits: 1 } : l));
    const r = await put(swap);
    expect(r.code).toBe('SETTING_INVALID');
    expect(Object.keys(r.value.fields).sort()).toEqual(['levels.5.validBets', 'levels.6.deposits']);
    expect((await put(levels.map((l) => (l.level === 2 ? { ...l, tier: 'member' as const } : l)))).code).toBe('SETTING_INVALID');
    expect((await put(levels.map((l) => (l.level === 0 ? { ...l, deposits: 10 } : l)))).code).toBe('SETTING_INVALID');
    expect((await put(levels.map((l) => (l.level === 9 ? { ...l, weeklyBps: 10_001 } : l)))).code).toBe('VALIDATION_FAILED');
    expect((await put(levels.slice(1))).code).toBe('VALIDATION_FAILED');
    expect((await put(levels.map((l) => (l.level === 3 ? { ...l, level: 4 } : l)))).code).toBe('SETTING_INVALID');
    expect(await levelsOf(s.host)).toEqual(levels);
  });

  it('sets the host: Platinum members see the contact, the others what opens it', async () => {
    const s = await createMerchant(gw.sql);
    const staff = await staffOf(gw, s);
    expect((await staff.api.get<StaffVipHost>(API.staffVipHost)).value.host).toBeNull();
    const bad = await staff.api.put<{ fields: Record<string, string> }>(API.staffVipHost, {
      name: 'Ana',
      channels: [{ kind: 'email', value: 'not-an-email' }],
      note: '',
    });
    expect(bad.code).toBe('SETTING_INVALID');
    expect(Object.keys(bad.value.fields)).toEqual(['channels.0.value']);
    const host = {
      name: 'Ana Santos',
      channels: [
        { kind: 'whatsapp', value: '+63 917 000 0000' },
        { kind: 'telegram', value: '@ana_vip' },
      ],
      note: 'Daily 10:00-22:00',
    };
    const r = await staff.api.put<StaffVipHost>(API.staffVipHost, host);
    expect(r.success, r.code).toBe(true);
    const low = await member(gw, s);
    await depositOrder(gw.sql, s.id, low.id, 1_500_000);
    const seen = await low.api.get<VipHostView>(API.memberVipHost);
    expect(seen.value).toMatchObject({ eligible: false, host: null, hostFrom: { level: 10, deposits: 50_000_000 } });
    const high = await member(gw, s);
    await depositOrder(gw.sql, s.id, high.id, 50_000_000);
    expect((await high.api.get<VipHostView>(API.memberVipHost)).value).toMatchObject({ eligible: true, host });
    expect((await overviewOf(high.api)).host.host).toEqual(host);
    // Another site's staff see their own (none).
    expect((await (await staffOf(gw, site)).api.get<StaffVipHost>(API.staffVipHost)).value.host).toBeNull();
  });

  it("lists the site's payouts only", async () => {
    const s = await createMerchant(gw.sql);
    const m = await member(gw, s);
    await depositOrder(gw.sql, s.id, m.id, 1_500_000);
    await play(gw.sql, s.id, m.id, 40_000);
    await runVipWeekly(gw.sql, nextWeek(), undefined, [s.id]);
    const list = (await (await staffOf(gw, s)).api.get<{ list: { username: string; amount: number }[]; total: number }>(API.staffVipPayouts)).value;
    expect(list).toMatchObject({ total: 1, list: [{ username: m.username, amount: 2_000 }] });
    const mine = (await (await staffOf(gw, site)).api.get<{ list: { username: string }[] }>(API.staffVipPayouts)).value.list;
    expect(mine.map((x) => x.username)).not.toContain(m.username);
  });
});
