import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  type BgsBetValue,
  type PointsBalance,
  type PointsConfig,
  type PointsConfigValue,
  type PointsDetail,
  type PointsRewardList,
  type RedeemRecord,
  type RedeemResult,
  type StaffRedemption,
} from '@wl/shared';
import { runPointsEarning } from '../../gateway/src/modules/points/earn.js';
import { Api } from '../support/api.js';
import { createMerchant, ensureHouseGames } from '../support/factories.js';
import { useSite } from '../support/site.js';
import { connectSocket, nextEvent } from '../support/socket.js';
import { at, createReward, earnUntilCredited, givePoints, mainBalance, member, pointsOf, spend, staffOf, trialUser } from './points-fixtures.js';

type Page<T> = { list: T[]; pageNum: number; pageSize: number; total: number; totalPages: number };

/**
 * The points mall (docs/POINTS.md) against the real gateway and database: earning from settled
 * bets exactly once, the read calls, redeeming and converting with the encrypted, password-checked
 * calls, staff review paying or refunding, and the refusals (flag off, trial, tenancy, bad input).
 * Races and idempotency: points-races.test.ts.
 */
const { gw, site } = useSite();

beforeAll(async () => {
  await ensureHouseGames(gw.sql);
});

const dice = (api: Api, amount: number) =>
  api.call<BgsBetValue>(
    'POST',
    API.bgsBet.replace(':game', 'BGS_DICE'),
    { amount, params: { target: 5000, over: true } },
    { headers: { 'idempotency-key': randomUUID() } },
  );

describe('points: earning', () => {
  it('credits each settled bet once at the configured ratio, carries the remainder, and a rerun credits nothing again', async () => {
    const s = await createMerchant(gw.sql);
    const staff = await staffOf(gw, s);
    const cfg: PointsConfig = {
      earnBetAmount: 1_000,
      convertPoints: 10,
      convertAmount: 100,
      minConvertPoints: 10,
      convertEnabled: true,
      rules: 'Bet and earn',
    };
    expect((await staff.api.call<PointsConfig>('PUT', API.staffPointsConfig, cfg)).value).toEqual(cfg);
    const m = await member(gw, s, { funds: 100_000 });
    for (const amount of [2_500, 2_500, 1_200]) expect((await dice(m.api, amount)).success).toBe(true);
    await earnUntilCredited(gw.sql, m.id, 3);
    // 6,200 of valid bet at 1 point per 1,000: 6 points, 200 carried to the next point.
    const balance = (await m.api.get<PointsBalance>(API.pointBalance)).value;
    expect(balance).toMatchObject({ balance: 6, earnedTotal: 6, nextPointProgress: 200, held: 0 });
    const details = (await m.api.get<Page<PointsDetail>>(API.pointDetails)).value;
    // Another gateway's sweep may have credited the bets in more than one run: the rows add up either way.
    expect(details.list.every((d) => d.type === 'earn' && d.ratio === 1_000 && d.balance === d.current + d.changed)).toBe(true);
    expect(details.list[0]!.balance).toBe(6);
    expect(details.list.reduce((n, d) => n + d.changed, 0)).toBe(6);
    expect(details.list.reduce((n, d) => n + (d.betCount ?? 0), 0)).toBe(3);
    expect(details.list.reduce((n, d) => n + (d.validBet ?? 0), 0)).toBe(6_200);

    // A rerun from the very start of the cursor reads every bet again: nothing is credited twice.
    await gw.sql`update points_earn_cursor set safe_id = 0, pending_id = null, pending_xmax = null where id = 1`;
    for (let i = 0; i < 3; i++) await runPointsEarning(gw.sql);
    expect(await pointsOf(gw.sql, m.id)).toBe(6);
    const [credits] = await gw.sql<{ n: number }[]>`select count(*)::int as n from points_bet_credits where account_id = ${m.id}`;
    expect(credits!.n).toBe(3);

    // The next 800 of valid bet completes a point with the 200 carried.
    expect((await dice(m.api, 800)).success).toBe(true);
    await earnUntilCredited(gw.sql, m.id, 4);
    expect((await m.api.get<PointsBalance>(API.pointBalance)).value).toMatchObject({ balance: 7, nextPointProgress: 0 });
  });

  it('pushes points:changed when points are earned', async () => {
    const m = await member(gw, site, { funds: 50_000 });
    const socket = await connectSocket(gw.url(site.host), m.api.token!);
    try {
      const pushed = nextEvent(socket, 'points:changed', (e) => e.payload.reason === 'earn');
      expect((await dice(m.api, 20_000)).success).toBe(true);
      await earnUntilCredited(gw.sql, m.id, 1);
      expect((await pushed).payload).toMatchObject({ balance: 2, changed: 2, reason: 'earn' });
    } finally {
      socket.close();
    }
  });
});

describe('points: reading', () => {
  it('answers balance, config with the defaults, rewards and empty lists; needs a token, the flag and a real account', async () => {
    const m = await member(gw, site);
    expect((await m.api.get<PointsBalance>(API.pointBalance)).value).toEqual({ balance: 0, held: 0, earnedTotal: 0, nextPointProgress: 0, version: 0 });
    expect((await m.api.get<PointsConfigValue>(API.pointConfig)).value).toMatchObject({
      earnBetAmount: 10_000,
      convertPoints: 100,
      convertAmount: 100,
      minConvertPoints: 1_000,
      currency: 'PHP',
    });
    const reward = await createReward(gw, site, { name: 'Visible' });
    await createReward(gw, site, { name: 'Hidden', enabled: false });
    const names = (await m.api.get<PointsRewardList>(API.pointReward)).value.list.map((r) => r.name);
    expect(names).toContain('Visible');
    expect(names).not.toContain('Hidden');
    expect((await m.api.get<Page<RedeemRecord>>(API.redeemPointList)).value).toMatchObject({ list: [], total: 0 });
    expect((await m.api.get(`${API.pointDetails}?type=nonsense`)).code).toBe('VALIDATION_FAILED');
    expect((await m.api.get(`${API.redeemPointList}?pageSize=500`)).code).toBe('VALIDATION_FAILED');

    const guest = new Api(gw.url(site.host));
    for (const path of [API.pointBalance, API.pointConfig, API.pointReward, API.redeemPointList, API.pointDetails])
      expect((await guest.get(path)).code).toBe('TOKEN_MISSING');
    expect((await spend(guest, API.redeemPoint, { rewardId: reward.id, quantity: 1, password: 'x' })).code).toBe('TOKEN_MISSING');

    const trial = await trialUser(gw, site);
    expect((await trial.get(API.pointBalance)).code).toBe('TRIAL_NOT_ALLOWED');
    expect((await spend(trial, API.convertPoint, { points: 1000, password: 'anything' })).code).toBe('TRIAL_NOT_ALLOWED');
  });

  it('keeps a stock of 0 as sold out (a coercing validator once read the number 0 as null: unlimited)', async () => {
    const sold = await createReward(gw, site, { name: 'Sold out goods', kind: 'goods', stock: 0 });
    expect(sold.stock).toBe(0);
    const [row] = await gw.sql<{ stock: number | null }[]>`select stock from points_rewards where id = ${sold.id}`;
    expect(row!.stock).toBe(0);
  });

  it('refuses every call with FEATURE_DISABLED when the site has no points', async () => {
    const off = await createMerchant(gw.sql);
    await gw.sql`update merchants set settings = jsonb_set(settings, '{whitelabel}',
      (select jsonb_agg(case when n->>'modId' = 'POINTS' then jsonb_set(n, '{enabled}', 'false') else n end) from jsonb_array_elements(settings->'whitelabel') n))
      where id = ${off.id}`;
    const m = await member(gw, off);
    for (const path of [API.pointBalance, API.pointConfig, API.pointReward, API.redeemPointList, API.pointDetails])
      expect((await m.api.get(path)).code).toBe('FEATURE_DISABLED');
    expect((await spend(m.api, API.redeemPoint, { rewardId: 1, quantity: 1, password: m.password })).code).toBe('FEATURE_DISABLED');
    expect((await spend(m.api, API.convertPoint, { points: 1000, password: m.password })).code).toBe('FEATURE_DISABLED');
  });
});

describe('points: redeem and review', () => {
  it('redeems with the login password into In Process; staff approval pays a bonus reward once', async () => {
    const reward = await createReward(gw, site, { points: 60, bonusAmount: 1_000, stock: 5 });
    const m = await member(gw, site);
    await givePoints(gw.sql, site.id, m.id, 150);
    const before = await mainBalance(gw.sql, m.id);
    const socket = await connectSocket(gw.url(site.host), m.api.token!);
    let id: number;
    try {
      const pushed = nextEvent(socket, 'points:changed', (e) => e.payload.reason === 'redeem');
      const r = await spend<RedeemResult>(m.api, API.redeemPoint, { rewardId: reward.id, quantity: 2, password: m.password });
      expect(r.success, r.code).toBe(true);
      expect(r.value).toMatchObject({
        balance: 30,
        replayed: false,
        record: { type: 'bonus', name: reward.name, quantity: 2, points: 120, amount: 2_000, status: 'in_process', unit: 'credit' },
      });
      expect(r.value.record.ref).toMatch(/^PM\d{8}$/);
      id = r.value.record.id;
      expect((await pushed).payload).toMatchObject({ balance: 30, changed: -120, reason: 'redeem' });
    } finally {
      socket.close();
    }
    expect((await m.api.get<PointsBalance>(API.pointBalance)).value).toMatchObject({ balance: 30, held: 120 });
    expect((await m.api.get<Page<RedeemRecord>>(`${API.redeemPointList}?status=in_process`)).value.list.map((x) => x.id)).toEqual([id]);
    expect((await m.api.get<Page<PointsDetail>>(`${API.pointDetails}?type=redeem`)).value.list[0]).toMatchObject({ current: 150, changed: -120, balance: 30 });

    const staff = await staffOf(gw, site);
    const queue = await staff.api.get<Page<StaffRedemption>>(`${API.staffPointsRedemptions}?status=in_process&pageSize=100`);
    expect(queue.value.list.find((x) => x.id === id)).toMatchObject({ username: m.username, status: 'in_process' });
    const approved = await staff.api.call<StaffRedemption>('PUT', at(API.staffPointsApprove, id), { remark: 'Enjoy' });
    expect(approved.value).toMatchObject({ status: 'approved', note: 'Enjoy', memberMessage: null, reviewedBy: staff.username });
    expect(await mainBalance(gw.sql, m.id)).toBe(before + 2_000);
    // Twice approved pays once.
    expect((await staff.api.call('PUT', at(API.staffPointsApprove, id), {})).code).toBe('REDEMPTION_ALREADY_REVIEWED');
    expect((await staff.api.call('PUT', at(API.staffPointsReject, id), { remark: 'no' })).code).toBe('REDEMPTION_ALREADY_REVIEWED');
    expect(await mainBalance(gw.sql, m.id)).toBe(before + 2_000);
    // `remark` is the note's older name: staff only, never in the member's record.
    expect((await m.api.get<Page<RedeemRecord>>(API.redeemPointList)).value.list[0]).toMatchObject({ id, status: 'approved', memberMessage: null });
    expect(JSON.stringify((await m.api.get<Page<RedeemRecord>>(API.redeemPointList)).value)).not.toContain('Enjoy');
  });

  it('staff rejection returns the points and the stock', async () => {
    const reward = await createReward(gw, site, { kind: 'goods', icon: 'watch', points: 40, bonusAmount: 0, stock: 1, unit: 'piece' });
    const m = await member(gw, site);
    await givePoints(gw.sql, site.id, m.id, 100);
    const r = await spend<RedeemResult>(m.api, API.redeemPoint, { rewardId: reward.id, quantity: 1, password: m.password });
    expect(r.value.record).toMatchObject({ type: 'goods', status: 'in_process', amount: 0 });
    // The only unit is held: nobody else gets it meanwhile.
    const other = await member(gw, site);
    await givePoints(gw.sql, site.id, other.id, 100);
    expect((await spend(other.api, API.redeemPoint, { rewardId: reward.id, quantity: 1, password: other.password })).code).toBe('POINTS_OUT_OF_STOCK');
    const staff = await staffOf(gw, site);
    expect((await staff.api.call('PUT', at(API.staffPointsReject, r.value.record.id), {})).code).toBe('REASON_REQUIRED');
    const rejected = await staff.api.call<StaffRedemption>('PUT', at(API.staffPointsReject, r.value.record.id), { remark: 'Address missing' });
    expect(rejected.value).toMatchObject({ status: 'rejected', note: 'Address missing' });
    expect((await m.api.get<PointsBalance>(API.pointBalance)).value).toMatchObject({ balance: 100, held: 0 });
    expect((await m.api.get<Page<PointsDetail>>(API.pointDetails)).value.list[0]).toMatchObject({ type: 'refund', current: 60, changed: 40, balance: 100 });
    expect((await spend(other.api, API.redeemPoint, { rewardId: reward.id, quantity: 1, password: other.password })).success).toBe(true);
  });

  it('refuses a wrong password, plain or broken encryption, bad input and unknown rewards, writing nothing', async () => {
    const reward = await createReward(gw, site, { points: 10, amountRequired: 0 });
    const needsBets = await createReward(gw, site, { points: 10, amountRequired: 1_000_000 });
    const m = await member(gw, site);
    await givePoints(gw.sql, site.id, m.id, 50);
    const wrong = await spend(m.api, API.redeemPoint, { rewardId: reward.id, quantity: 1, password: 'not-my-password' });
    expect(wrong).toMatchObject({ success: false, code: 'POINTS_PASSWORD_WRONG' });
    const [failures] = await gw.sql<{ n: number }[]>`select failures as n from login_lockouts where key = ${`m:${site.id}:${m.username.toLowerCase()}`}`;
    expect(failures!.n).toBe(1);
    const key = { 'idempotency-key': randomUUID() };
    expect((await m.api.call('POST', API.redeemPoint, { rewardId: reward.id, quantity: 1, password: m.password }, { headers: key })).code).toBe(
      'ENCRYPTION_REQUIRED',
    );
    const broken = { enc: { alg: 'RSA-OAEP-256+A256GCM', kid: 'x', key: 'AAAA', iv: 'AAAA', data: 'AAAA' } };
    expect((await m.api.call('POST', API.convertPoint, broken, { headers: key })).code).toBe('DECRYPTION_FAILED');
    expect((await m.api.call('POST', API.redeemPoint, { rewardId: reward.id, quantity: 1, password: m.password }, { encrypt: true })).code).toBe(
      'VALIDATION_FAILED',
    );
    for (const body of [
      { rewardId: reward.id, quantity: 0, password: m.password },
      { rewardId: reward.id, quantity: 100, password: m.password },
      { rewardId: 'x', quantity: 1, password: m.password },
      { rewardId: reward.id, quantity: 1 },
    ]) {
      expect((await spend(m.api, API.redeemPoint, body)).code).toBe('VALIDATION_FAILED');
    }
    expect((await spend(m.api, API.redeemPoint, { rewardId: 999_999_999, quantity: 1, password: m.password })).code).toBe('POINTS_REWARD_NOT_FOUND');
    expect((await spend(m.api, API.redeemPoint, { rewardId: needsBets.id, quantity: 1, password: m.password })).code).toBe('POINTS_BET_REQUIRED');
    expect((await spend(m.api, API.redeemPoint, { rewardId: reward.id, quantity: 6, password: m.password })).code).toBe('POINTS_INSUFFICIENT');
    expect((await spend(m.api, API.convertPoint, { points: 999, password: m.password })).code).toBe('POINTS_CONVERT_INVALID');
    expect((await spend(m.api, API.convertPoint, { points: -5, password: m.password })).code).toBe('VALIDATION_FAILED');
    expect(await pointsOf(gw.sql, m.id)).toBe(50);
    const [rows] = await gw.sql<{ n: number }[]>`select count(*)::int as n from points_redemptions where account_id = ${m.id}`;
    expect(rows!.n).toBe(0);
  });

  it('keeps each site to itself: rewards, redemptions and settings', async () => {
    const other = await createMerchant(gw.sql);
    const reward = await createReward(gw, site, { points: 10 });
    const outsider = await member(gw, other);
    await givePoints(gw.sql, other.id, outsider.id, 50);
    expect((await spend(outsider.api, API.redeemPoint, { rewardId: reward.id, quantity: 1, password: outsider.password })).code).toBe(
      'POINTS_REWARD_NOT_FOUND',
    );
    expect((await outsider.api.get<PointsRewardList>(API.pointReward)).value.list.map((r) => r.id)).not.toContain(reward.id);
    const m = await member(gw, site);
    await givePoints(gw.sql, site.id, m.id, 50);
    const r = await spend<RedeemResult>(m.api, API.redeemPoint, { rewardId: reward.id, quantity: 1, password: m.password });
    const otherStaff = await staffOf(gw, other);
    expect((await otherStaff.api.call('PUT', at(API.staffPointsApprove, r.value.record.id), {})).code).toBe('REDEMPTION_NOT_FOUND');
    const { id: _i, redeemed: _r, waiting: _w, ...input } = reward;
    expect((await otherStaff.api.call('PUT', at(API.staffPointsReward, reward.id), input)).code).toBe('POINTS_REWARD_NOT_FOUND');
    expect(
      (await otherStaff.api.get<Page<StaffRedemption>>(`${API.staffPointsRedemptions}?status=all&pageSize=100`)).value.list.map((x) => x.id),
    ).not.toContain(r.value.record.id);
    // Staff tokens are not member tokens.
    expect((await otherStaff.api.get(API.pointBalance)).code).toBe('TOKEN_INVALID');
  });
});
