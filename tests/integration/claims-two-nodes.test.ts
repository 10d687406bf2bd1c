import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  type MissionClaimValue,
  type PromotionActionValue,
  type StaffMission,
  type StaffVipTask,
  type VipTaskClaimValue,
  type WheelSpinValue,
} from '@wl/shared';
import { Api } from '../support/api.js';
import { journalCount } from '../support/factories.js';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { useSite } from '../support/site.js';
import { at, createPromotion, member, missionInput, staffOf } from './promotions-fixtures.js';
import { play } from './vip-fixtures.js';

/**
 * Every reward a member claims is paid once, whatever races it: two tabs on each of two gateway
 * nodes of one database send the same claim at the same moment. A mission reward, a VIP task, a
 * red envelope and the last wheel spin each book exactly one ledger entry; the other requests get
 * the "already" answer, never a second payment or a 5xx. (The weekly VIP payout run twice at once
 * is covered in vip.test.ts.)
 */
const { gw, site } = useSite();
let second: TestGateway;
beforeAll(async () => {
  second = await startGateway();
});
afterAll(async () => {
  await second?.close();
});

/** Two tabs on each node: the member's token on four clients. */
function tabs(api: Api): Api[] {
  return [gw, gw, second, second].map((g) => {
    const a = new Api(g.url(site.host));
    a.token = api.token;
    return a;
  });
}
const journals = (accountId: number, kind: string) => journalCount(gw.sql, accountId, kind);
const codes = (answers: { code: string; status: number }[]) => {
  expect(answers.every((a) => a.status < 500)).toBe(true);
  return answers.map((a) => a.code).sort();
};

describe('claims race-safe across two nodes', () => {
  it('a mission reward', async () => {
    const staff = await staffOf(gw, site);
    const mission = (await staff.api.post<StaffMission>(API.staffMissions, missionInput({ reward: 900 }))).value;
    const m = await member(gw, site);
    await play(gw.sql, site.id, m.id, 5_000);
    const answers = await Promise.all(tabs(m.api).map((a) => a.post<MissionClaimValue>(at(API.missionClaim, mission.id))));
    expect(codes(answers)).toEqual(['MISSION_ALREADY_CLAIMED', 'MISSION_ALREADY_CLAIMED', 'MISSION_ALREADY_CLAIMED', 'OK']);
    expect(await journals(m.id, 'bonus')).toBe(1);
  });

  it('a VIP task', async () => {
    const staff = await staffOf(gw, site);
    const task = (
      await staff.api.post<StaffVipTask>(API.staffVipTasks, {
        title: 'Bet 500 this week',
        kind: 'valid_bets',
        period: 'weekly',
        target: 50_000,
        rewardSpins: 2,
        rewardBonus: 700,
        minLevel: 1,
        active: true,
      })
    ).value;
    const m = await member(gw, site);
    // VIP 1 at 100,000 of lifetime valid bets, which also meets the task.
    await play(gw.sql, site.id, m.id, 100_000);
    const answers = await Promise.all(tabs(m.api).map((a) => a.post<VipTaskClaimValue>(at(API.vipTaskClaim, task.id))));
    expect(codes(answers)).toEqual(['OK', 'VIP_TASK_ALREADY_CLAIMED', 'VIP_TASK_ALREADY_CLAIMED', 'VIP_TASK_ALREADY_CLAIMED']);
    expect(await journals(m.id, 'bonus.vip_task')).toBe(1);
    const [spins] = await gw.sql<{ spins: number }[]>`select spins from vip_wheel_credits where account_id = ${m.id}`;
    expect(spins!.spins).toBe(2);
  });

  it('a red envelope, through the relay and the claim route', async () => {
    const promo = await createPromotion(gw, site, { kind: 'raffle', bonus: 100, bonusMax: 900, turnoverMultiple: 1 });
    const m = await member(gw, site);
    const [a, b, c, d] = tabs(m.api);
    const answers = await Promise.all([
      a!.post<PromotionActionValue>(API.raffleClaim, { promotionId: promo.id }),
      b!.post<PromotionActionValue>(at(API.promotionClaim, promo.id)),
      c!.post<PromotionActionValue>(API.raffleClaim, { promotionId: promo.id }),
      d!.post<PromotionActionValue>(at(API.promotionClaim, promo.id)),
    ]);
    expect(codes(answers)).toEqual(['OK', 'PROMOTION_ALREADY_ENTERED', 'PROMOTION_ALREADY_ENTERED', 'PROMOTION_ALREADY_ENTERED']);
    expect(await journals(m.id, 'bonus')).toBe(1);
  });

  it('the last spin of the wheel', async () => {
    const m = await member(gw, site);
    await play(gw.sql, site.id, m.id, 100_000);
    await gw.sql`insert into vip_wheel_credits (account_id, merchant_id, spins) values (${m.id}, ${site.id}, 1)
      on conflict (account_id) do update set spins = 1`;
    const answers = await Promise.all(
      tabs(m.api).map((a, i) => a.call<WheelSpinValue>('POST', API.vipWheelSpin, undefined, { headers: { 'idempotency-key': `race-${m.id}-${i}` } })),
    );
    expect(answers.filter((x) => x.success)).toHaveLength(1);
    expect(answers.every((x) => x.status < 500)).toBe(true);
    const [left] = await gw.sql<{ spins: number }[]>`select spins from vip_wheel_credits where account_id = ${m.id}`;
    expect(left!.spins).toBe(0);
    const [n] = await gw.sql<{ n: number }[]>`select count(*)::int as n from vip_wheel_spins where account_id = ${m.id}`;
    expect(n!.n).toBe(1);
  });
});
