import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API, type RedeemResult } from '@wl/shared';
import { useSite } from '../support/site.js';
import { at, createReward, givePoints, mainBalance, member, pointsOf, spend, staffOf } from './points-fixtures.js';

/**
 * Points races and idempotency (docs/POINTS.md "Races"): two redemptions that together exceed the
 * balance leave exactly one; a repeated convert pays once; two reviews at once act once.
 */
const { gw, site } = useSite();

describe('points: races', () => {
  it('of two redemptions at once that together exceed the balance, exactly one succeeds', async () => {
    const reward = await createReward(gw, site, { points: 60, bonusAmount: 500 });
    for (let round = 0; round < 3; round++) {
      const m = await member(gw, site);
      await givePoints(gw.sql, site.id, m.id, 100);
      const answers = await Promise.all(
        [1, 2].map(() => spend<RedeemResult>(m.api, API.redeemPoint, { rewardId: reward.id, quantity: 1, password: m.password })),
      );
      expect(answers.map((a) => a.code).sort()).toEqual(['OK', 'POINTS_INSUFFICIENT'].sort());
      expect(await pointsOf(gw.sql, m.id)).toBe(40);
      const [n] = await gw.sql<{ n: number }[]>`select count(*)::int as n from points_redemptions where account_id = ${m.id}`;
      expect(n!.n).toBe(1);
    }
  });

  it('a convert sent twice with one key pays once; the key with other points is refused', async () => {
    const m = await member(gw, site);
    await givePoints(gw.sql, site.id, m.id, 5_000);
    const before = await mainBalance(gw.sql, m.id);
    const key = randomUUID();
    const [a, b] = await Promise.all([1, 2].map(() => spend<RedeemResult>(m.api, API.convertPoint, { points: 2_000, password: m.password }, key)));
    expect(a!.success && b!.success).toBe(true);
    expect([a!.value.replayed, b!.value.replayed].sort()).toEqual([false, true]);
    expect(a!.value.record).toEqual(b!.value.record);
    expect(a!.value.record).toMatchObject({ type: 'convert', status: 'approved', points: 2_000, amount: 2_000 });
    // 100 points pay 1.00 by default: 2,000 points are 20.00, paid once.
    expect(await mainBalance(gw.sql, m.id)).toBe(before + 2_000);
    expect(await pointsOf(gw.sql, m.id)).toBe(3_000);
    expect((await spend(m.api, API.convertPoint, { points: 1_000, password: m.password }, key)).code).toBe('IDEMPOTENCY_CONFLICT');
    // A new key is a new conversion.
    expect((await spend<RedeemResult>(m.api, API.convertPoint, { points: 3_000, password: m.password })).value.balance).toBe(0);
    expect((await spend(m.api, API.convertPoint, { points: 1_000, password: m.password })).code).toBe('POINTS_INSUFFICIENT');
    expect(await mainBalance(gw.sql, m.id)).toBe(before + 5_000);
    const [journal] = await gw.sql<{ n: number }[]>`
      select count(*)::int as n from journal j join postings p on p.journal_id = j.id join wallets w on w.id = p.wallet_id
      where w.account_id = ${m.id} and j.kind = 'bonus.points'`;
    expect(journal!.n).toBe(2);
  });

  it('two approvals of one redemption at once pay once', async () => {
    const reward = await createReward(gw, site, { points: 10, bonusAmount: 700 });
    const m = await member(gw, site);
    await givePoints(gw.sql, site.id, m.id, 10);
    const r = await spend<RedeemResult>(m.api, API.redeemPoint, { rewardId: reward.id, quantity: 1, password: m.password });
    const before = await mainBalance(gw.sql, m.id);
    const staff = await staffOf(gw, site);
    const answers = await Promise.all([1, 2].map(() => staff.api.call('PUT', at(API.staffPointsApprove, r.value.record.id), {})));
    expect(answers.map((a) => a.code).sort()).toEqual(['OK', 'REDEMPTION_ALREADY_REVIEWED']);
    expect(await mainBalance(gw.sql, m.id)).toBe(before + 700);
  });
});
