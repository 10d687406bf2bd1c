import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  API,
  resolveWheelSync,
  type StaffVipTask,
  type StaffWheelSpinsValue,
  type StaffWheelValue,
  type VipTaskClaimValue,
  type VipTaskInput,
  type VipTasksValue,
  type WheelRotateValue,
  type WheelSpinsValue,
  type WheelSpinValue,
  type WheelValue,
} from '@wl/shared';
import type { Sql } from '@wl/gateway';
import { Api, asTrial } from '../support/api.js';
import { createMerchant, journalCount } from '../support/factories.js';
import { useSite } from '../support/site.js';
import type { TestGateway } from '../support/gateway.js';
import type { TestSite } from '../support/site.js';
import { at, balanceOf, member, staffOf } from './promotions-fixtures.js';
import { depositOrder, play } from './vip-fixtures.js';

/**
 * VIP tasks and the lucky wheel (docs/VIP-WHEEL.md) against the real gateway and database: task
 * progress from bets, deposits and rounds, a claim once per period (also when sent five times at
 * once), spins with and without a spin left (two at once with one left), the commit-reveal check
 * of past spins through the API, non-VIP and trial refusals, tenant isolation and staff validation.
 */
const { gw, site } = useSite();

/** VIP 1 is reached at 100,000 of lifetime valid bets (the default level table, docs/VIP.md). */
export async function vipMember(g: TestGateway, s: TestSite) {
  const m = await member(g, s);
  await play(g.sql, s.id, m.id, 100_000);
  return m;
}

const taskInput = (over: Partial<VipTaskInput> = {}): VipTaskInput => ({
  title: 'Bet 1,500 this week',
  kind: 'valid_bets',
  period: 'weekly',
  target: 150_000,
  rewardSpins: 3,
  rewardBonus: 1_000,
  minLevel: 1,
  active: true,
  ...over,
});

async function createTask(g: TestGateway, s: TestSite, over: Partial<VipTaskInput> = {}): Promise<StaffVipTask> {
  const staff = await staffOf(g, s);
  const r = await staff.api.post<StaffVipTask>(API.staffVipTasks, taskInput(over));
  expect(r.success, r.code).toBe(true);
  return r.value;
}

const spinKey = () => `spin-${Math.random().toString(36).slice(2, 12)}`;
const spinOnce = (api: Api, key = spinKey()) => api.call<WheelSpinValue>('POST', API.vipWheelSpin, undefined, { headers: { 'idempotency-key': key } });
const grantSpins = (sql: Sql, merchantId: number, accountId: number, n: number) =>
  sql`insert into vip_wheel_credits (account_id, merchant_id, spins) values (${accountId}, ${merchantId}, ${n})
      on conflict (account_id) do update set spins = vip_wheel_credits.spins + ${n}`;
const journals = (accountId: number, kind: string) => journalCount(gw.sql, accountId, kind);
const taskOf = async (api: Api, id: number) => (await api.get<VipTasksValue>(API.vipTasks)).value.list.find((t) => t.id === id)!;

describe('VIP tasks', () => {
  it('counts valid bets of this week, refuses an early claim, pays spins and bonus once, then shows Claimed', async () => {
    const task = await createTask(gw, site);
    const m = await vipMember(gw, site);
    const before = await taskOf(m.api, task.id);
    expect(before).toMatchObject({ status: 'in_progress', progress: 100_000, target: 150_000, rewardSpins: 3, rewardBonus: 1_000 });
    expect(await m.api.post(at(API.vipTaskClaim, task.id))).toMatchObject({ status: 409, code: 'VIP_TASK_NOT_DONE' });
    await play(gw.sql, site.id, m.id, 50_000);
    expect((await taskOf(m.api, task.id)).status).toBe('claimable');
    const balance = await balanceOf(gw.sql, m.id);
    const claim = await m.api.post<VipTaskClaimValue>(at(API.vipTaskClaim, task.id));
    expect(claim.value).toMatchObject({ spins: 3, paid: 1_000, task: { status: 'claimed' } });
    expect(await balanceOf(gw.sql, m.id)).toBe(balance + 1_000);
    expect(await m.api.post(at(API.vipTaskClaim, task.id))).toMatchObject({ status: 409, code: 'VIP_TASK_ALREADY_CLAIMED' });
    const after = (await m.api.get<VipTasksValue>(API.vipTasks)).value;
    expect(after).toMatchObject({ hasVip: true, level: 1, spins: 3 });
    expect(after.list.find((t) => t.id === task.id)!.status).toBe('claimed');
    expect(await journals(m.id, 'bonus.vip_task')).toBe(1);
    // The bonus is in the member's bonus records (kind bonus.*).
    const [claimRow] = await gw.sql<{ journalId: string }[]>`select journal_id from vip_task_claims where task_id = ${task.id} and account_id = ${m.id}`;
    expect(claimRow!.journalId).not.toBeNull();
  });

  it('counts paid deposit orders and rounds of the period; a pending order does not count', async () => {
    const deposit = await createTask(gw, site, { title: 'Deposit 300', kind: 'deposit', period: 'daily', target: 30_000, rewardSpins: 1, rewardBonus: 0 });
    const rounds = await createTask(gw, site, { title: 'Play 3 rounds', kind: 'rounds', period: 'daily', target: 3, rewardSpins: 2, rewardBonus: 0 });
    const m = await vipMember(gw, site);
    expect(await taskOf(m.api, rounds.id)).toMatchObject({ progress: 1, status: 'in_progress' });
    await depositOrder(gw.sql, site.id, m.id, 20_000);
    await depositOrder(gw.sql, site.id, m.id, 50_000, 'pending');
    expect(await taskOf(m.api, deposit.id)).toMatchObject({ progress: 20_000, status: 'in_progress' });
    await depositOrder(gw.sql, site.id, m.id, 10_000);
    expect(await taskOf(m.api, deposit.id)).toMatchObject({ progress: 30_000, status: 'claimable' });
    await play(gw.sql, site.id, m.id, 1_000);
    await play(gw.sql, site.id, m.id, 1_000);
    expect(await taskOf(m.api, rounds.id)).toMatchObject({ progress: 3, status: 'claimable' });
    expect((await m.api.post<VipTaskClaimValue>(at(API.vipTaskClaim, deposit.id))).value).toMatchObject({ spins: 1, paid: 0 });
    expect((await m.api.post<VipTaskClaimValue>(at(API.vipTaskClaim, rounds.id))).value).toMatchObject({ spins: 3, paid: 0 });
  });

  it('grants a claim once when the member sends it five times at once', async () => {
    const task = await createTask(gw, site, { target: 50_000, rewardSpins: 2, rewardBonus: 700 });
    const m = await vipMember(gw, site);
    const answers = await Promise.all([0, 1, 2, 3, 4].map(() => m.api.post<VipTaskClaimValue>(at(API.vipTaskClaim, task.id))));
    expect(answers.map((a) => a.code).sort()).toEqual([
      'OK',
      'VIP_TASK_ALREADY_CLAIMED',
      'VIP_TASK_ALREADY_CLAIMED',
      'VIP_TASK_ALREADY_CLAIMED',
      'VIP_TASK_ALREADY_CLAIMED',
    ]);
    expect((await m.api.get<VipTasksValue>(API.vipTasks)).value.spins).toBe(2);
    expect(await journals(m.id, 'bonus.vip_task')).toBe(1);
    const [n] = await gw.sql<{ n: number }[]>`select count(*)::int as n from vip_task_claims where task_id = ${task.id} and account_id = ${m.id}`;
    expect(n!.n).toBe(1);
  });

  it("keeps a task above the member's level locked and refuses its claim", async () => {
    const task = await createTask(gw, site, { target: 1, minLevel: 5 });
    const m = await vipMember(gw, site);
    expect((await taskOf(m.api, task.id)).status).toBe('locked');
    expect(await m.api.post(at(API.vipTaskClaim, task.id))).toMatchObject({ status: 403, code: 'VIP_TASK_LOCKED' });
    // A switched-off task is gone for members.
    const staff = await staffOf(gw, site);
    await staff.api.put(at(API.staffVipTask, task.id), { ...taskInput({ target: 1, minLevel: 5 }), active: false });
    expect(await taskOf(m.api, task.id)).toBeUndefined();
    expect(await m.api.post(at(API.vipTaskClaim, task.id))).toMatchObject({ status: 404, code: 'VIP_TASK_NOT_FOUND' });
  });
});

describe('VIP lucky wheel', () => {
  it("refuses a spin without spins left, spins with one, pays the segment's prize and answers a replayed key with the same spin", async () => {
    const m = await vipMember(gw, site);
    const wheel = (await m.api.get<WheelValue>(API.vipWheel)).value;
    expect(wheel).toMatchObject({ hasVip: true, spins: 0, fairness: { nonce: 0 } });
    expect(wheel.segments.length).toBeGreaterThanOrEqual(2);
    expect(await spinOnce(m.api)).toMatchObject({ status: 409, code: 'WHEEL_NO_SPINS' });
    await grantSpins(gw.sql, site.id, m.id, 1);
    const balance = await balanceOf(gw.sql, m.id);
    const key = spinKey();
    const first = await spinOnce(m.api, key);
    expect(first.success, first.code).toBe(true);
    const s = first.value.spin;
    expect(s).toMatchObject({
      nonce: 0,
      serverSeed: null,
      serverSeedHash: wheel.fairness!.serverSeedHash,
      label: wheel.segments[s.segment]!.label,
      prize: wheel.segments[s.segment]!.prize,
    });
    expect(first.value.spins).toBe(0);
    expect(await balanceOf(gw.sql, m.id)).toBe(balance + s.prize);
    expect(first.value.balance).toBe(balance + s.prize);
    const replay = await spinOnce(m.api, key);
    expect(replay.value.spin.id).toBe(s.id);
    expect(await balanceOf(gw.sql, m.id)).toBe(balance + s.prize);
    expect(await journals(m.id, 'bonus.vip_wheel')).toBe(s.prize > 0 ? 1 : 0);
    expect((await m.api.get<WheelValue>(API.vipWheel)).value.fairness!.nonce).toBe(1);
  });

  it('spins once when two spins meet with one spin left', async () => {
    const m = await vipMember(gw, site);
    await grantSpins(gw.sql, site.id, m.id, 1);
    const answers = await Promise.all([spinOnce(m.api), spinOnce(m.api), spinOnce(m.api)]);
    expect(answers.map((a) => a.code).sort()).toEqual(['OK', 'WHEEL_NO_SPINS', 'WHEEL_NO_SPINS']);
    const [row] = await gw.sql<{ n: number }[]>`select count(*)::int as n from vip_wheel_spins where account_id = ${m.id}`;
    expect(row!.n).toBe(1);
    expect((await m.api.get<WheelValue>(API.vipWheel)).value).toMatchObject({ spins: 0, fairness: { nonce: 1 } });
  });

  it('reveals the seed on rotation and every past spin recomputes from it and the weights it was spun with', async () => {
    const m = await vipMember(gw, site);
    await grantSpins(gw.sql, site.id, m.id, 6);
    const committed = (await m.api.get<WheelValue>(API.vipWheel)).value.fairness!;
    expect((await m.api.post(API.vipWheelRotate, { clientSeed: 'bad seed!' })).code).toBe('CLIENT_SEED_INVALID');
    for (let i = 0; i < 6; i++) expect((await spinOnce(m.api)).success).toBe(true);
    const hidden = (await m.api.get<WheelSpinsValue>(API.vipWheelSpins)).value;
    expect(hidden.total).toBe(6);
    expect(hidden.list.every((s) => s.serverSeed === null)).toBe(true);
    const rotated = (await m.api.post<WheelRotateValue>(API.vipWheelRotate, { clientSeed: 'my-lucky-seed' })).value;
    expect(rotated.revealed).toMatchObject({ serverSeedHash: committed.serverSeedHash, clientSeed: committed.clientSeed, spins: 6 });
    expect(createHash('sha256').update(rotated.revealed.serverSeed).digest('hex')).toBe(committed.serverSeedHash);
    expect(rotated.next).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    expect(rotated.next.serverSeedHash).not.toBe(committed.serverSeedHash);
    const shown = (await m.api.get<WheelSpinsValue>(`${API.vipWheelSpins}?pageSize=10`)).value.list;
    const hmac = (k: string, msg: string) => createHmac('sha256', k).update(msg).digest();
    for (const s of shown) {
      expect(s.serverSeed).toBe(rotated.revealed.serverSeed);
      expect(resolveWheelSync(hmac, { serverSeed: s.serverSeed!, clientSeed: s.clientSeed, nonce: s.nonce, weights: s.weights })).toBe(s.segment);
    }
    expect(shown.map((s) => s.nonce).sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('refuses spins, claims and rotation to a member who is not VIP, and everything to a trial account', async () => {
    const task = await createTask(gw, site, { target: 1 });
    const m = await member(gw, site);
    await grantSpins(gw.sql, site.id, m.id, 1);
    const tasks = (await m.api.get<VipTasksValue>(API.vipTasks)).value;
    expect(tasks).toMatchObject({ hasVip: false, level: 0 });
    expect(tasks.list.find((t) => t.id === task.id)!.status).toBe('locked');
    expect((await m.api.get<WheelValue>(API.vipWheel)).value).toMatchObject({ hasVip: false, fairness: null });
    expect(await m.api.post(at(API.vipTaskClaim, task.id))).toMatchObject({ status: 403, code: 'VIP_MEMBERS_ONLY' });
    expect(await spinOnce(m.api)).toMatchObject({ status: 403, code: 'VIP_MEMBERS_ONLY' });
    expect(await m.api.post(API.vipWheelRotate, {})).toMatchObject({ status: 403, code: 'VIP_MEMBERS_ONLY' });
    expect((await gw.sql`select 1 from vip_wheel_seeds where account_id = ${m.id}`).length).toBe(0);
    const trial = await asTrial(new Api(gw.url(site.host)));
    expect((await trial.get(API.vipTasks)).code).toBe('TRIAL_NOT_ALLOWED');
    expect((await trial.get(API.vipWheel)).code).toBe('TRIAL_NOT_ALLOWED');
    expect((await spinOnce(trial)).code).toBe('TRIAL_NOT_ALLOWED');
    expect((await new Api(gw.url(site.host)).get(API.vipWheel)).code).toBe('TOKEN_MISSING');
  });
});

describe('VIP wheel: console and tenants', () => {
  it('validates the wheel (at least two segments, weights from 1, prizes from 0, labels), and a new wheel leaves past spins as they were', async () => {
    const staff = await staffOf(gw, site);
    const seg = (label: string, prize: number, weight: number) => ({ label, prize, weight });
    const one = await staff.api.put(API.staffVipWheel, { segments: [seg('A', 100, 1)] });
    expect(one).toMatchObject({ status: 400, code: 'SETTING_INVALID', value: { fields: { segments: 'TOO_FEW' } } });
    expect(await staff.api.put(API.staffVipWheel, { segments: [seg('A', 100, 0), seg('B', 0, 1)] })).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await staff.api.put(API.staffVipWheel, { segments: [seg('A', -1, 1), seg('B', 0, 1)] })).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await staff.api.put(API.staffVipWheel, { segments: [seg('A', 1, 1.5), seg('B', 0, 1)] })).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await staff.api.put(API.staffVipWheel, { segments: [seg('  ', 1, 1), seg('B', 0, 1)] })).toMatchObject({
      code: 'SETTING_INVALID',
      value: { fields: { 'label.0': 'BLANK' } },
    });
    expect(await staff.api.put(API.staffVipWheel, { segments: Array.from({ length: 13 }, (_, i) => seg(`S${i}`, 0, 1)) })).toMatchObject({
      value: { fields: { segments: 'TOO_MANY' } },
    });
    const support = await staffOf(gw, site, 'support');
    expect((await support.api.put(API.staffVipWheel, { segments: [seg('A', 1, 1), seg('B', 0, 1)] })).code).toBe('FORBIDDEN');
    expect((await support.api.get<StaffWheelValue>(API.staffVipWheel)).success).toBe(true);
    expect(await staff.api.post(API.staffVipTasks, taskInput({ rewardSpins: 0, rewardBonus: 0 }))).toMatchObject({
      code: 'SETTING_INVALID',
      value: { fields: { rewardSpins: 'NO_REWARD' } },
    });
    expect(await staff.api.post(API.staffVipTasks, taskInput({ title: '   ' }))).toMatchObject({
      code: 'SETTING_INVALID',
      value: { fields: { title: 'BLANK' } },
    });
    expect(await staff.api.post(API.staffVipTasks, taskInput({ target: 0 }))).toMatchObject({ code: 'VALIDATION_FAILED' });

    const m = await vipMember(gw, site);
    await grantSpins(gw.sql, site.id, m.id, 2);
    expect((await spinOnce(m.api)).success).toBe(true);
    const saved = await staff.api.put<StaffWheelValue>(API.staffVipWheel, { segments: [seg(' Jackpot ', 5_000, 1), seg('Nothing', 0, 999_999)] });
    expect(saved.value).toMatchObject({ segments: [{ label: 'Jackpot' }, { label: 'Nothing' }], updatedBy: staff.username });
    expect((await m.api.get<WheelValue>(API.vipWheel)).value.segments).toHaveLength(2);
    const second = await spinOnce(m.api);
    expect(second.value.spin.weights).toEqual([1, 999_999]);
    const spins = (await m.api.get<WheelSpinsValue>(API.vipWheelSpins)).value.list;
    expect(spins[1]!.weights).not.toEqual([1, 999_999]);
    const listed = (await support.api.get<StaffWheelSpinsValue>(API.staffVipWheelSpins)).value.list;
    expect(listed.filter((s) => s.accountId === m.id)).toHaveLength(2);
    expect(listed[0]).toMatchObject({ username: m.username });
  });

  it('keeps tasks, wheels and spins apart between merchants', async () => {
    const other = await createMerchant(gw.sql);
    const task = await createTask(gw, site, { target: 1 });
    const otherStaff = await staffOf(gw, other);
    expect((await otherStaff.api.get<{ list: StaffVipTask[] }>(API.staffVipTasks)).value.list.find((t) => t.id === task.id)).toBeUndefined();
    expect(await otherStaff.api.put(at(API.staffVipTask, task.id), taskInput({ title: 'stolen' }))).toMatchObject({ code: 'VIP_TASK_NOT_FOUND' });
    const stranger = await vipMember(gw, other);
    expect(await stranger.api.post(at(API.vipTaskClaim, task.id))).toMatchObject({ code: 'VIP_TASK_NOT_FOUND' });
    expect((await stranger.api.get<VipTasksValue>(API.vipTasks)).value.list.find((t) => t.id === task.id)).toBeUndefined();
    // The other site's staff see none of this site's spins.
    const m = await vipMember(gw, site);
    await grantSpins(gw.sql, site.id, m.id, 1);
    expect((await spinOnce(m.api)).success).toBe(true);
    expect((await otherStaff.api.get<StaffWheelSpinsValue>(API.staffVipWheelSpins)).value.list.some((s) => s.accountId === m.id)).toBe(false);
    // A member token is of its own site only.
    const elsewhere = new Api(gw.url(other.host));
    elsewhere.token = m.api.token;
    expect((await elsewhere.get(API.vipWheel)).code).toBe('TOKEN_INVALID');
    // The other site's wheel is its own.
    await otherStaff.api.put(API.staffVipWheel, {
      segments: [
        { label: 'X', prize: 1, weight: 1 },
        { label: 'Y', prize: 2, weight: 1 },
      ],
    });
    expect((await m.api.get<WheelValue>(API.vipWheel)).value.segments.some((s) => s.label === 'X')).toBe(false);
  });
});
