import { describe, expect, it } from 'vitest';
import { API, type MissionClaimValue, type MissionInput, type MissionLeaderboard, type MissionSummary, type StaffMission } from '@wl/shared';
import type { Sql } from '@wl/gateway';
import { runMissionSweep } from '../../gateway/src/modules/missions/sweep.js';
import { Api } from '../support/api.js';
import { createMerchant, houseMove } from '../support/factories.js';
import { useSite } from '../support/site.js';
import { signInStaff } from '../support/staff.js';
import { connectSocket, nextEvent } from '../support/socket.js';
import { HOUR, at, balanceOf, member, missionInput, staffOf } from './promotions-fixtures.js';

/**
 * Missions (docs/MISSIONS.md): the two relays and the claim with their token rules and bad
 * input, staff validation, progress counted from ledger journals, one payment per period even for
 * claims at once, the leaderboard's order and masking, tenant isolation, and `missions:changed`
 * appended by the sweep and by a claim.
 */
const { gw, site } = useSite();

async function createMission(s: typeof site = site, over: Partial<MissionInput> = {}): Promise<StaffMission> {
  const staff = await staffOf(gw, s);
  const r = await staff.api.post<StaffMission>(API.staffMissions, missionInput(over));
  expect(r.success, r.code).toBe(true);
  return r.value;
}

/** One ledger movement on the member's main wallet against the house, as a game or the cashier books it. */
async function book(sql: Sql, merchantId: number, accountId: number, kind: 'bet' | 'rollback' | 'win' | 'deposit', amount: number) {
  return (await houseMove(sql, { merchantId, accountId, kind, amount })).journalId;
}

const summaryOf = async (api: Api) => {
  const r = await api.get<MissionSummary>(API.missionSummary);
  expect(r.success, r.code).toBe(true);
  return r.value;
};
const missionIn = async (api: Api, id: number) => (await summaryOf(api)).list.find((m) => m.id === id)!;
const board = (api: Api, missionId: number, q = '') => api.get<MissionLeaderboard>(`${API.missionLeaderboard}?missionId=${missionId}${q}`);
const claim = (api: Api, id: number) => api.post<MissionClaimValue>(at(API.missionClaim, id));
const eventsOf = async (accountId: number) =>
  (
    await gw.sql<{ claimable: number }[]>`select (payload->>'claimable')::int as claimable from events
    where account_id = ${accountId} and type = 'missions:changed' order by seq`
  ).map((r) => r.claimable);

describe('missions: calls, tokens and bad input', () => {
  it('asks for a member token on both relays and the claim, and refuses bad input with a code', async () => {
    const m = await createMission();
    const guest = new Api(gw.url(site.host));
    expect(await guest.get(API.missionSummary)).toMatchObject({ status: 401, code: 'TOKEN_MISSING' });
    expect(await board(guest, m.id)).toMatchObject({ status: 401, code: 'TOKEN_MISSING' });
    expect(await claim(guest, m.id)).toMatchObject({ status: 401, code: 'TOKEN_MISSING' });
    const bad = new Api(gw.url(site.host));
    bad.token = 'not-a-token';
    expect(await bad.get(API.missionSummary)).toMatchObject({ status: 401, code: 'TOKEN_INVALID' });

    const u = await member(gw, site);
    expect(await u.api.get(API.missionLeaderboard)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await u.api.get(`${API.missionLeaderboard}?missionId=abc`)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await board(u.api, m.id, '&pageSize=500')).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await u.api.post(at(API.missionClaim, 0))).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await claim(u.api, 987654321)).toMatchObject({ status: 404, code: 'MISSION_NOT_FOUND' });
    expect(await board(u.api, 987654321)).toMatchObject({ status: 404, code: 'MISSION_NOT_FOUND' });
    // Staff routes are not a member's.
    expect(await u.api.get(API.staffMissions)).toMatchObject({ success: false });
  });

  it('validates staff input with per-field codes, lets support staff read only, and switches a mission off', async () => {
    const admin = await staffOf(gw, site);
    const fields = async (over: Partial<MissionInput>) =>
      (await admin.api.post(API.staffMissions, missionInput(over))) as { code: string; value: { fields?: Record<string, string> } };
    expect(await fields({ title: '  <b></b> ' })).toMatchObject({ code: 'SETTING_INVALID', value: { fields: { title: 'SETTING_INVALID' } } });
    expect(await fields({ startsAt: null, endsAt: null })).toMatchObject({
      code: 'SETTING_INVALID',
      value: { fields: { startsAt: 'SETTING_INVALID', endsAt: 'SETTING_INVALID' } },
    });
    expect(await fields({ endsAt: new Date(Date.now() - 2 * HOUR).toISOString() })).toMatchObject({
      code: 'SETTING_INVALID',
      value: { fields: { endsAt: 'SETTING_INVALID' } },
    });
    expect(await fields({ startsAt: 'yesterday-ish' })).toMatchObject({ code: 'SETTING_INVALID', value: { fields: { startsAt: 'SETTING_INVALID' } } });
    expect(await fields({ target: 0 })).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await fields({ reward: -5 })).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await fields({ kind: 'jackpot' as never })).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await fields({ title: 'x'.repeat(61) })).toMatchObject({ code: 'VALIDATION_FAILED' });
    const [blank] = await gw.sql<{ n: number }[]>`select count(*)::int as n from missions where merchant_id = ${site.id} and title = ''`;
    expect(blank!.n).toBe(0);

    // Tags are dropped from plain text; a daily mission keeps no dates.
    const made = await createMission(site, { title: 'Bet <i>5</i> times', kind: 'bet_count', target: 5, period: 'daily' });
    expect(made).toMatchObject({ title: 'Bet 5 times', period: 'daily', startsAt: null, endsAt: null, enabled: true, claims: 0 });
    const support = await signInStaff(gw, site, 'support');
    expect((await support.api.get<{ list: StaffMission[] }>(API.staffMissions)).value.list.some((x) => x.id === made.id)).toBe(true);
    expect(await support.api.post(API.staffMissions, missionInput())).toMatchObject({ success: false, code: 'FORBIDDEN' });
    const off = await admin.api.put<StaffMission>(at(API.staffMission, made.id), {
      ...missionInput({ title: 'Bet 5 times', kind: 'bet_count', target: 5, period: 'daily' }),
      enabled: false,
    });
    expect(off).toMatchObject({ success: true, value: { enabled: false } });
    const u = await member(gw, site);
    expect((await summaryOf(u.api)).list.some((x) => x.id === made.id)).toBe(false);
    expect(await claim(u.api, made.id)).toMatchObject({ code: 'MISSION_NOT_FOUND' });
    expect(await admin.api.put(at(API.staffMission, 987654321), missionInput())).toMatchObject({ code: 'MISSION_NOT_FOUND' });
  });
});

describe('missions: progress, claims and the badge', () => {
  it('counts valid bets, bets, wins and deposits of the period from the ledger', async () => {
    const s = await createMerchant(gw.sql);
    const kinds = await Promise.all([
      createMission(s, { title: 'Valid bets', kind: 'valid_bets', target: 5_000 }),
      createMission(s, { title: 'Bets', kind: 'bet_count', target: 3 }),
      createMission(s, { title: 'Wins', kind: 'win_count', target: 2 }),
      createMission(s, { title: 'Deposits', kind: 'deposit_total', target: 10_000 }),
      createMission(s, { title: 'Later', startsAt: new Date(Date.now() + HOUR).toISOString(), endsAt: new Date(Date.now() + 2 * HOUR).toISOString() }),
    ]);
    const u = await member(gw, s);
    await book(gw.sql, s.id, u.id, 'deposit', 12_000);
    for (const stake of [2_000, 1_500, 1_000]) await book(gw.sql, s.id, u.id, 'bet', stake);
    await book(gw.sql, s.id, u.id, 'rollback', 1_000);
    await book(gw.sql, s.id, u.id, 'win', 3_000);
    const sum = await summaryOf(u.api);
    const byTitle = Object.fromEntries(sum.list.map((x) => [x.title, x]));
    expect(byTitle['Valid bets']).toMatchObject({ progress: 3_500, target: 5_000, status: 'in_progress', reward: 700, currency: 'PHP' });
    expect(byTitle.Bets).toMatchObject({ progress: 2, status: 'in_progress' });
    expect(byTitle.Wins).toMatchObject({ progress: 1, status: 'in_progress' });
    expect(byTitle.Deposits).toMatchObject({ progress: 12_000, status: 'claimable' });
    expect(byTitle.Later).toMatchObject({ progress: 0, status: 'upcoming' });
    expect(sum.claimable).toBe(1);
    expect(await claim(u.api, kinds[4]!.id)).toMatchObject({ status: 409, code: 'MISSION_NOT_OPEN' });
    expect(await claim(u.api, kinds[0]!.id)).toMatchObject({ status: 409, code: 'MISSION_NOT_COMPLETED', value: { progress: 3_500, target: 5_000 } });

    await book(gw.sql, s.id, u.id, 'bet', 1_500);
    await book(gw.sql, s.id, u.id, 'win', 100);
    const after = await summaryOf(u.api);
    expect(after.claimable).toBe(4);
    expect(
      after.list
        .filter((x) => x.status === 'claimable')
        .map((x) => x.title)
        .sort(),
    ).toEqual(['Bets', 'Deposits', 'Valid bets', 'Wins']);
  });

  it('pays a claim once when it is sent three times at once, and says claimed afterwards', async () => {
    const s = await createMerchant(gw.sql);
    const m = await createMission(s, { reward: 1_234 });
    const u = await member(gw, s);
    await book(gw.sql, s.id, u.id, 'deposit', 10_000);
    await book(gw.sql, s.id, u.id, 'bet', 5_000);
    const before = await balanceOf(gw.sql, u.id);
    const answers = await Promise.all([claim(u.api, m.id), claim(u.api, m.id), claim(u.api, m.id)]);
    expect(answers.map((a) => a.code).sort()).toEqual(['MISSION_ALREADY_CLAIMED', 'MISSION_ALREADY_CLAIMED', 'OK']);
    const won = answers.find((a) => a.success)!.value;
    expect(won).toMatchObject({ paid: 1_234, claimable: 0, mission: { id: m.id, status: 'claimed', claimedAt: expect.any(String) } });
    expect(await balanceOf(gw.sql, u.id)).toBe(before + 1_234);
    const journals = await gw.sql<{ key: string; kind: string }[]>`select j.idempotency_key as key, j.kind from journal j join postings p on p.journal_id = j.id
      join wallets w on w.id = p.wallet_id where w.account_id = ${u.id} and j.kind = 'bonus'`;
    expect(journals).toHaveLength(1);
    expect(journals[0]!.key).toMatch(new RegExp(`^mission:${m.id}:${u.id}:`));
    expect(await missionIn(u.api, m.id)).toMatchObject({ status: 'claimed' });
    expect(await claim(u.api, m.id)).toMatchObject({ code: 'MISSION_ALREADY_CLAIMED' });
    const staff = await staffOf(gw, s);
    const listed = (await staff.api.get<{ list: StaffMission[] }>(API.staffMissions)).value.list.find((x) => x.id === m.id)!;
    expect(listed.claims).toBe(1);
    // Once claimed, what the mission counts is fixed: a changed kind is refused, a new title is fine.
    expect(await staff.api.put(at(API.staffMission, m.id), missionInput({ kind: 'bet_count' }))).toMatchObject({
      code: 'SETTING_INVALID',
      value: { fields: { kind: 'SETTING_INVALID' } },
    });
    expect(await staff.api.put(at(API.staffMission, m.id), missionInput({ title: 'Renamed', reward: 1_234 }))).toMatchObject({
      success: true,
      value: { title: 'Renamed' },
    });
  });

  it('pushes missions:changed when bets complete a mission (the sweep) and when it is claimed', async () => {
    const s = await createMerchant(gw.sql);
    const m = await createMission(s, { target: 3_000 });
    const u = await member(gw, s);
    const socket = await connectSocket(gw.url(s.host), u.api.token!);
    try {
      await book(gw.sql, s.id, u.id, 'deposit', 5_000);
      await book(gw.sql, s.id, u.id, 'bet', 1_000);
      await runMissionSweep(gw.sql, { wait: true });
      // Below the target: the count is still 0, nothing to tell.
      expect(await eventsOf(u.id)).toEqual([]);
      const up = nextEvent(socket, 'missions:changed');
      await book(gw.sql, s.id, u.id, 'bet', 2_000);
      await runMissionSweep(gw.sql, { wait: true });
      expect((await up).payload).toEqual({ claimable: 1 });
      // Another run with nothing new pushes nothing.
      await runMissionSweep(gw.sql, { wait: true });
      expect(await eventsOf(u.id)).toEqual([1]);
      const down = nextEvent(socket, 'missions:changed');
      expect(await claim(u.api, m.id)).toMatchObject({ success: true, value: { claimable: 0 } });
      expect((await down).payload).toEqual({ claimable: 0 });
      expect(await eventsOf(u.id)).toEqual([1, 0]);
    } finally {
      socket.close();
    }
  });

  it("takes the badge down when a claimable mission's period ends unclaimed", async () => {
    const s = await createMerchant(gw.sql);
    const m = await createMission(s, { target: 100 });
    const u = await member(gw, s);
    await book(gw.sql, s.id, u.id, 'deposit', 1_000);
    await book(gw.sql, s.id, u.id, 'bet', 500);
    await runMissionSweep(gw.sql, { wait: true });
    expect(await eventsOf(u.id)).toEqual([1]);
    const [b] = await gw.sql<{ recheckAt: Date }[]>`select recheck_at from mission_badges where account_id = ${u.id}`;
    expect(b!.recheckAt.toISOString()).toBe((await missionIn(u.api, m.id)).periodEnd);
    // The sweep as it will run just after the event's end: the mission is expired, the count 0.
    await runMissionSweep(gw.sql, { wait: true, now: new Date(b!.recheckAt.getTime() + 1000) });
    expect(await eventsOf(u.id)).toEqual([1, 0]);
  });
});

describe('missions: leaderboard and tenants', () => {
  it("ranks members by progress with masked names, pages, and shows the caller's own place", async () => {
    const s = await createMerchant(gw.sql);
    const m = await createMission(s, { target: 10_000 });
    const [a, b, c, d] = await Promise.all([0, 1, 2, 3].map(() => member(gw, s)));
    const stakes = [
      [a!, 3_000],
      [b!, 1_000],
      [c!, 2_000],
      [d!, 1_000],
    ] as const;
    for (const [u, stake] of stakes) {
      await book(gw.sql, s.id, u.id, 'deposit', 10_000);
      await book(gw.sql, s.id, u.id, 'bet', stake);
    }
    const idle = await member(gw, s);
    const first = await board(b!.api, m.id, '&pageSize=2');
    expect(first).toMatchObject({ success: true, value: { missionId: m.id, total: 4, totalPages: 2, pageNum: 1, pageSize: 2 } });
    const mask = (n: string) => `${n.slice(0, 2)}***${n.slice(-1)}`;
    expect(first.value.list).toEqual([
      { rank: 1, username: mask(a!.username), progress: 3_000, me: false },
      { rank: 2, username: mask(c!.username), progress: 2_000, me: false },
    ]);
    expect(first.value.mine).toEqual({ rank: 3, username: mask(b!.username), progress: 1_000 });
    const second = await board(b!.api, m.id, '&pageSize=2&page=2');
    // A tie shares its rank; the earlier account comes first.
    expect(second.value.list.map((r) => [r.rank, r.me])).toEqual([
      [3, b!.id < d!.id],
      [3, b!.id > d!.id],
    ]);
    expect(JSON.stringify([first.value, second.value])).not.toContain(a!.username);
    expect((await board(idle.api, m.id)).value.mine).toEqual({ rank: null, username: mask(idle.username), progress: 0 });
  });

  it("keeps each site's missions, claims and leaderboards to itself", async () => {
    const other = await createMerchant(gw.sql);
    const mine = await createMission(site);
    const theirs = await createMission(other);
    const u = await member(gw, site);
    const stranger = await member(gw, other);
    await book(gw.sql, other.id, stranger.id, 'deposit', 10_000);
    await book(gw.sql, other.id, stranger.id, 'bet', 9_000);
    expect((await summaryOf(u.api)).list.map((x) => x.id)).toContain(mine.id);
    expect((await summaryOf(u.api)).list.map((x) => x.id)).not.toContain(theirs.id);
    expect(await claim(u.api, theirs.id)).toMatchObject({ code: 'MISSION_NOT_FOUND' });
    expect(await board(u.api, theirs.id)).toMatchObject({ code: 'MISSION_NOT_FOUND' });
    expect((await board(u.api, mine.id)).value.list.map((r) => r.username)).not.toContain(`${stranger.username.slice(0, 2)}***${stranger.username.slice(-1)}`);
    const foreignStaff = await staffOf(gw, other);
    expect(await foreignStaff.api.put(at(API.staffMission, mine.id), missionInput())).toMatchObject({ code: 'MISSION_NOT_FOUND' });
    expect((await foreignStaff.api.get<{ list: StaffMission[] }>(API.staffMissions)).value.list.map((x) => x.id)).not.toContain(mine.id);
    // A member's token is refused on another site's host (tokens belong to one merchant).
    const across = new Api(gw.url(other.host));
    across.token = u.api.token;
    expect(await across.get(API.missionSummary)).toMatchObject({ status: 401 });
  });
});
