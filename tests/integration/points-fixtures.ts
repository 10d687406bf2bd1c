import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { API, type PointsRewardInput, type StaffPointsReward } from '@wl/shared';
import type { Sql } from '@wl/gateway';
import { movePoints } from '../../gateway/src/modules/points/book.js';
import { runPointsEarning } from '../../gateway/src/modules/points/earn.js';
import { Api, signedInApi, asTrial } from '../support/api.js';
import { createAccount, deposit } from '../support/factories.js';
import type { TestGateway } from '../support/gateway.js';
import type { TestSite } from '../support/site.js';
import { signInStaff } from '../support/staff.js';

/** Shared by the points tests (docs/POINTS.md): members, staff, rewards, points, bets, calls. */

export const at = (path: string, id: number) => path.replace(':id', String(id));

const staffCache = new Map<string, ReturnType<typeof signInStaff>>();
export function staffOf(gw: TestGateway, s: TestSite) {
  const key = `${gw.port}:${s.id}`;
  if (!staffCache.has(key)) staffCache.set(key, signInStaff(gw, s, 'admin'));
  return staffCache.get(key)!;
}

export async function member(gw: TestGateway, s: TestSite, o: { type?: number; funds?: number } = {}) {
  const u = await createAccount(gw.sql, s.id, { type: o.type });
  if (o.funds) {
    await deposit(gw.sql, { merchantId: s.id, accountId: u.id, amount: o.funds!, key: `points-fund:${u.id}` });
  }
  const api = await signedInApi(gw.url(s.host), u);
  return { ...u, api };
}

/** A free-play (trial) user of the site, signed in as the browser does. */
export async function trialUser(gw: TestGateway, s: TestSite) {
  return asTrial(new Api(gw.url(s.host)), randomUUID().replace(/-/g, ''));
}

/** Points given straight through the book (as the earning sweep would), for tests about spending. */
export const givePoints = (sql: Sql, merchantId: number, accountId: number, points: number) =>
  sql.begin((tx) =>
    movePoints(
      tx,
      { merchantId, accountId, kind: 'earn', points, ratio: 10_000, validBet: points * 10_000, betCount: 1 },
      { validBet: points * 10_000, earned: points },
    ),
  );

export const rewardInput = (over: Partial<PointsRewardInput> = {}): PointsRewardInput => ({
  name: 'Bonus credit 10.00',
  description: 'Paid on approval',
  kind: 'bonus',
  icon: 'coin',
  points: 60,
  amountRequired: 0,
  bonusAmount: 1_000,
  unit: 'credit',
  stock: null,
  enabled: true,
  sort: 0,
  ...over,
});

export async function createReward(gw: TestGateway, s: TestSite, over: Partial<PointsRewardInput> = {}): Promise<StaffPointsReward> {
  const staff = await staffOf(gw, s);
  const r = await staff.api.post<StaffPointsReward>(API.staffPointsRewards, rewardInput(over));
  expect(r.success, r.code).toBe(true);
  return r.value;
}

/** An encrypted spend call with its idempotency key, as the browser sends it. */
export const spend = <T = unknown>(api: Api, path: string, body: unknown, key: string = randomUUID()) =>
  api.call<T>('POST', path, body, { encrypt: true, headers: { 'idempotency-key': key } });

export const mainBalance = async (sql: Sql, accountId: number) =>
  Number((await sql<{ balance: string }[]>`select balance from wallets where account_id = ${accountId} and kind = 'real'`)[0]?.balance ?? 0);

export const pointsOf = async (sql: Sql, accountId: number) =>
  Number((await sql<{ balance: string }[]>`select balance from points_accounts where account_id = ${accountId}`)[0]?.balance ?? 0);

/**
 * Runs the earning sweep until every given bet is credited. Every test gateway runs the sweep too
 * and only one holds its lock at a time, so a run may find nothing to do; this waits on the fact
 * (the bet-credit rows), never on a clock, and gives up after a bounded number of runs.
 */
export async function earnUntilCredited(sql: Sql, accountId: number, bets: number) {
  for (let i = 0; i < 1000; i++) {
    await runPointsEarning(sql);
    const [n] = await sql<{ n: number }[]>`select count(*)::int as n from points_bet_credits where account_id = ${accountId}`;
    if ((n?.n ?? 0) >= bets) return n!.n;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`bets of account ${accountId} were not credited`);
}
