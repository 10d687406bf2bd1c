import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  type BgsBetValue,
  type BonusLocksValue,
  type MissionClaimValue,
  type MissionInput,
  type PayeeAccount,
  type PromotionActionValue,
  type StaffMission,
  type StaffVipTask,
  type VipTaskClaimValue,
  type WithdrawalRow,
  type WithdrawOverview,
} from '@wl/shared';
import { settleMember, sweepBonusLocks } from '../../gateway/src/modules/bonus-locks/expiry.js';
import { postHouseTransfer } from '../../gateway/src/modules/wallet/ledger.js';
import { signedInApi } from '../support/api.js';
import { createAccount, ensureHouseGames } from '../support/factories.js';
import { useSite } from '../support/site.js';
import { HOUR, at, createPromotion, staffOf } from './promotions-fixtures.js';
import { play } from './vip-fixtures.js';

/**
 * Bonus locks (docs/PROMOTIONS.md "Locked bonus") on the real gateway and database: a promotion
 * bonus with turnover cannot be withdrawn until in-house game bets reach it (the unlocked part
 * always can), the expiry sweep forfeits an unmet lock once however often it runs, a balance
 * below the bust threshold releases the locks, mission and VIP task rewards are locked once the site
 * sets their wagering multiples, and a transfer to another account is held to the same rule while
 * the member's own game wallet is not.
 */
const { gw, site } = useSite();
const PIN = '246810';

beforeAll(async () => {
  await ensureHouseGames(gw.sql);
});

const fund = (accountId: number, amount: number) =>
  gw.sql.begin((tx) =>
    postHouseTransfer(tx, {
      key: `lock-fund:${accountId}:${randomUUID()}`,
      kind: 'deposit',
      merchantId: site.id,
      accountId,
      wallet: 'real',
      currency: 'PHP',
      amount,
    }),
  );
const balanceOf = async (accountId: number) =>
  Number((await gw.sql<{ balance: string }[]>`select balance from wallets where account_id = ${accountId} and kind = 'real'`)[0]?.balance ?? 0);
const withdrawalCount = async (accountId: number) =>
  (await gw.sql<{ n: number }[]>`select count(*)::int as n from withdrawals where account_id = ${accountId}`)[0]!.n;
const locksOf = (accountId: number) =>
  gw.sql<{ id: string; status: string; reason: string | null; amount: string; wageringRequired: string; forfeited: string; sourceKind: string }[]>`
    select id, status, reason, amount, wagering_required, forfeited, source_kind from bonus_locks where account_id = ${accountId} order by id`;

/** A signed-in member with funds, a payment password and a payee account. */
async function member(funds: number, parentId?: number) {
  const u = await createAccount(gw.sql, site.id, { payeeName: 'Juan Dela Cruz', parentId });
  if (funds) await fund(u.id, funds);
  const api = await signedInApi(gw.url(site.host), u);
  expect((await api.put(API.withdrawPaymentPassword, { paymentPassword: PIN, confirmPaymentPassword: PIN })).success).toBe(true);
  const payee = await api.post<PayeeAccount>(API.withdrawPayees, { bankName: 'BDO', accountName: 'Juan Dela Cruz', accountNumber: '001234567890' });
  expect(payee.success, payee.code).toBe(true);
  return { ...u, api, payeeId: payee.value.id };
}
type Member = Awaited<ReturnType<typeof member>>;

const withdraw = (m: Member, amount: number) =>
  m.api.call<WithdrawalRow>(
    'POST',
    API.withdraw,
    { amount, payeeAccountId: m.payeeId, paymentPassword: PIN },
    { headers: { 'idempotency-key': randomUUID() } },
  );
const diceBet = (m: Member, amount: number) =>
  m.api.call<BgsBetValue>(
    'POST',
    API.bgsBet.replace(':game', 'BGS_DICE'),
    { amount, params: { target: 9800, over: false } },
    { headers: { 'idempotency-key': randomUUID() } },
  );
const locksView = async (m: Member) => {
  const r = await m.api.get<BonusLocksValue>(API.bonusLocks);
  expect(r.success, r.code).toBe(true);
  return r.value;
};

/** Today's sign-in of a check-in promotion: pays `bonus` with `multiple` times it to wager. */
async function signedBonus(m: Member, bonus: number, multiple: number) {
  const promo = await createPromotion(gw, site, { kind: 'checkin', title: `Daily ${randomUUID().slice(0, 8)}`, bonus, turnoverMultiple: multiple });
  const r = await m.api.post<PromotionActionValue>(at(API.promotionSign, promo.id));
  expect(r.success, r.code).toBe(true);
  return promo;
}

describe('a promotion bonus is locked until its turnover is made', () => {
  it('refuses the bonus part, lets the unlocked part go, and frees everything once in-house bets reach the requirement', async () => {
    const m = await member(30_000);
    await signedBonus(m, 5_000, 3);
    const [lock] = await locksOf(m.id);
    expect(lock).toMatchObject({ status: 'active', amount: '5000', wageringRequired: '15000', sourceKind: 'promotion' });

    expect(await locksView(m)).toMatchObject({
      balance: 35_000,
      locked: 5_000,
      withdrawable: 30_000,
      list: [{ amount: 5_000, wageringRequired: 15_000, wagered: 0, source: 'promotion' }],
    });
    expect((await m.api.get<WithdrawOverview>(API.withdrawOverview)).value).toMatchObject({ balance: 35_000, bonusLocked: 5_000, withdrawable: 30_000 });

    // The whole balance would take the bonus: refused, nothing booked, no withdrawal row.
    const refused = await withdraw(m, 35_000);
    expect(refused).toMatchObject({ success: false, code: 'BONUS_LOCKED', value: { withdrawable: 30_000, locked: 5_000, currency: 'PHP' } });
    expect(await balanceOf(m.id)).toBe(35_000);
    expect(await withdrawalCount(m.id)).toBe(0);

    // The unlocked part is free.
    expect((await withdraw(m, 30_000)).success).toBe(true);
    expect(await balanceOf(m.id)).toBe(5_000);
    expect(await locksView(m)).toMatchObject({ balance: 5_000, locked: 5_000, withdrawable: 0 });

    // More money of the member's own, then bets towards the requirement.
    await fund(m.id, 20_000);
    for (let i = 0; i < 2; i++) expect((await diceBet(m, 3_000)).success).toBe(true);
    const half = await locksView(m);
    expect(half.list[0]).toMatchObject({ wagered: 6_000 });
    expect(half.locked).toBe(5_000);
    expect((await withdraw(m, half.balance)).code).toBe('BONUS_LOCKED');
    expect(await withdrawalCount(m.id)).toBe(1);

    for (let i = 0; i < 3; i++) expect((await diceBet(m, 3_000)).success).toBe(true);
    const met = await locksView(m);
    expect(met.list[0]).toMatchObject({ wagered: 15_000 });
    expect(met).toMatchObject({ locked: 0, withdrawable: met.balance });

    // Wagering met: the whole balance may go, and the lock is recorded released.
    const all = await withdraw(m, met.balance);
    expect(all.success, all.code).toBe(true);
    expect(await balanceOf(m.id)).toBe(0);
    expect(await locksOf(m.id)).toMatchObject([{ status: 'released', reason: 'wagered' }]);
  });

  it('pays no lock when the promotion asks for no turnover', async () => {
    const m = await member(0);
    await signedBonus(m, 2_000, 0);
    expect(await locksOf(m.id)).toEqual([]);
    expect(await locksView(m)).toMatchObject({ balance: 2_000, locked: 0, withdrawable: 2_000, list: [] });
  });
});

describe('the bonus lock sweep', () => {
  it('forfeits an expired unmet lock exactly once, however often and concurrently it runs, and the journal stays balanced', async () => {
    const m = await member(1_000);
    await signedBonus(m, 5_000, 3);
    expect((await diceBet(m, 2_000)).success).toBe(true);
    const [lock] = await locksOf(m.id);
    const before = await balanceOf(m.id);
    await gw.sql`update bonus_locks set expires_at = now() - interval '1 minute' where id = ${lock!.id}`;

    await Promise.all([sweepBonusLocks(gw.sql), sweepBonusLocks(gw.sql), settleMember(gw.sql, site.id, {}, m.id), settleMember(gw.sql, site.id, {}, m.id)]);
    await sweepBonusLocks(gw.sql);

    const take = Math.min(5_000, before);
    expect(await locksOf(m.id)).toMatchObject([{ status: 'forfeited', reason: 'expired', forfeited: String(take) }]);
    expect(await balanceOf(m.id)).toBe(before - take);
    const journals = await gw.sql<{ id: string; kind: string; sum: string }[]>`
      select j.id, j.kind, sum(p.amount)::text as sum from journal j join postings p on p.journal_id = j.id
      where j.idempotency_key = ${`bonus-lock:forfeit:${lock!.id}`} group by j.id, j.kind`;
    expect(journals).toEqual([{ id: expect.any(String), kind: 'bonus.forfeit', sum: '0' }]);
    // The member's balance is still the sum of its postings.
    const [{ total } = { total: '' }] = await gw.sql<{ total: string }[]>`
      select coalesce(sum(p.amount), 0)::text as total from postings p join wallets w on w.id = p.wallet_id where w.account_id = ${m.id} and w.kind = 'real'`;
    expect(Number(total)).toBe(before - take);
    // Forfeited: nothing holds the rest any more.
    expect((await locksView(m)).list).toEqual([]);
  });

  it('releases the locks of a member whose balance fell below the bust threshold, taking nothing', async () => {
    const m = await member(0);
    await signedBonus(m, 1_000, 5);
    // Lose everything but 0.50 (below the default threshold of 1.00).
    await gw.sql.begin((tx) =>
      postHouseTransfer(tx, { key: `lock-bet:${m.id}`, kind: 'bet', merchantId: site.id, accountId: m.id, wallet: 'real', currency: 'PHP', amount: -950 }),
    );
    await sweepBonusLocks(gw.sql);
    expect(await locksOf(m.id)).toMatchObject([{ status: 'forfeited', reason: 'bust', forfeited: '0' }]);
    expect(await balanceOf(m.id)).toBe(50);
  });
});

describe('operator rules', () => {
  const mission = (title: string): MissionInput => ({
    title,
    description: 'Make valid bets of 10.00',
    kind: 'valid_bets',
    target: 1_000,
    period: 'event',
    startsAt: new Date(Date.now() - HOUR).toISOString(),
    endsAt: new Date(Date.now() + HOUR).toISOString(),
    reward: 700,
    enabled: true,
  });

  it('locks a mission reward once the site sets a wagering multiple for missions (none by default), and validates the rules', async () => {
    const admin = await staffOf(gw, site);
    const m = await member(5_000);
    const first = await admin.api.post<StaffMission>(API.staffMissions, mission('Roll 10.00'));
    expect(first.success, first.code).toBe(true);
    expect((await diceBet(m, 1_000)).success).toBe(true);
    expect((await m.api.post<MissionClaimValue>(at(API.missionClaim, first.value.id))).success).toBe(true);
    expect(await locksOf(m.id)).toEqual([]);

    const bad = await admin.api.put(API.staffSettings, {
      bonusLocks: { taskMultiple: 0, wheelMultiple: 0, missionMultiple: 101, expiryDays: 30, bustBelow: 100 },
    });
    expect(bad).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    const set = await admin.api.put(API.staffSettings, {
      bonusLocks: { taskMultiple: 0, wheelMultiple: 0, missionMultiple: 4, expiryDays: 7, bustBelow: 100 },
    });
    expect(set.success, set.code).toBe(true);

    const second = await admin.api.post<StaffMission>(API.staffMissions, mission('Roll 10.00 again'));
    expect((await diceBet(m, 1_000)).success).toBe(true);
    const claimed = await m.api.post<MissionClaimValue>(at(API.missionClaim, second.value.id));
    expect(claimed.success, claimed.code).toBe(true);
    expect(await locksOf(m.id)).toMatchObject([{ status: 'active', sourceKind: 'mission', amount: '700', wageringRequired: '2800' }]);
    const [{ days } = { days: 0 }] = await gw.sql<{ days: number }[]>`
      select round(extract(epoch from expires_at - created_at) / 86400)::int as days from bonus_locks where account_id = ${m.id}`;
    expect(days).toBe(7);
    expect((await locksView(m)).list).toMatchObject([{ source: 'mission', title: 'Roll 10.00 again', amount: 700, wageringRequired: 2_800 }]);
  });

  it("locks a VIP task bonus by the site's task multiple", async () => {
    const admin = await staffOf(gw, site);
    const set = await admin.api.put(API.staffSettings, {
      bonusLocks: { taskMultiple: 2, wheelMultiple: 0, missionMultiple: 4, expiryDays: 7, bustBelow: 100 },
    });
    expect(set.success, set.code).toBe(true);
    const task = await admin.api.post<StaffVipTask>(API.staffVipTasks, {
      title: 'Bet 10.00 this week',
      kind: 'valid_bets',
      period: 'weekly',
      target: 1_000,
      rewardSpins: 0,
      rewardBonus: 1_500,
      minLevel: 1,
      active: true,
    });
    expect(task.success, task.code).toBe(true);
    const m = await member(0);
    // VIP 1 is reached at 100,000 of lifetime valid bets (the default level table, docs/VIP.md).
    await play(gw.sql, site.id, m.id, 100_000);
    const claimed = await m.api.post<VipTaskClaimValue>(at(API.vipTaskClaim, task.value.id));
    expect(claimed.success, claimed.code).toBe(true);
    expect(await locksOf(m.id)).toMatchObject([{ status: 'active', sourceKind: 'vip_task', amount: '1500', wageringRequired: '3000' }]);
  });
});

describe('transfers', () => {
  it('refuses the locked bonus to the upline, lets the member park it in a game wallet (no bust there) and refuses it again after', async () => {
    // Runs last: it gives the site game wallets and upline transfers (BGS keeps playing from main).
    await gw.sql`insert into wallet_modes (merchant_id, single, vendors, upline_transfer) values (${site.id}, false, ${['DS88']}, true)
      on conflict (merchant_id) do update set single = false, vendors = excluded.vendors, upline_transfer = true`;
    const agent = await createAccount(gw.sql, site.id, { type: 1 });
    const m = await member(10_000, agent.id);
    await signedBonus(m, 5_000, 3);
    const send = (path: string, body: unknown) => m.api.call('POST', path, body, { headers: { 'idempotency-key': randomUUID() } });

    expect(await send(API.transferRelation, { username: agent.username, amount: 12_000 })).toMatchObject({
      success: false,
      code: 'BONUS_LOCKED',
      value: { withdrawable: 10_000, locked: 5_000 },
    });
    expect(await balanceOf(m.id)).toBe(15_000);
    expect((await send(API.transferRelation, { username: agent.username, amount: 10_000 })).success).toBe(true);
    expect(await balanceOf(agent.id)).toBe(10_000);

    // Into the member's own game wallet: allowed, and the main balance of 0 is no bust.
    expect((await send(API.walletTransfer, { from: 'main', to: 'DS88', amount: 5_000 })).success).toBe(true);
    await sweepBonusLocks(gw.sql);
    expect(await locksOf(m.id)).toMatchObject([{ status: 'active' }]);
    expect((await send(API.walletTransfer, { from: 'DS88', to: 'main', amount: 5_000 })).success).toBe(true);
    expect((await send(API.transferRelation, { username: agent.username, amount: 5_000 })).code).toBe('BONUS_LOCKED');
    expect(await balanceOf(m.id)).toBe(5_000);
  });
});
