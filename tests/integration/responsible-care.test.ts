import { beforeAll, describe, expect, it } from 'vitest';
import { API, type LaunchValue, type RealityCheckState, type ResponsibleLogRow, type StaffResponsibleValue, type TimeOutValue } from '@wl/shared';
import { AppError } from '../../gateway/src/http/errors.js';
import { findById } from '../../gateway/src/modules/accounts/accounts.js';
import { assertDepositAllowed, assertPlayAllowed } from '../../gateway/src/modules/responsible-gaming/responsible.js';
import { assertLoginAllowed, startTimeOut } from '../../gateway/src/modules/responsible-gaming/responsible-timeout.js';
import { Api, signedInApi } from '../support/api.js';
import { createMerchant } from '../support/factories.js';
import { useSite } from '../support/site.js';
import { signInStaff } from '../support/staff.js';
import { createGame, createVendor, fundedPlayer, mainBalance, uid } from './seamless-fixtures.js';
import { vendorCall } from './seamless-fixtures-http.js';

/**
 * Responsible gaming, second part (docs/RESPONSIBLE.md "Time-out", "Reality check", "Staff")
 * against the real gateway and database: a time-out signs the member out everywhere and closes
 * sign-in, play and deposits; the reality check's interval, anchor and real-money figures since
 * login; every choice in the history staff read, and nothing of another site's members.
 */
const { gw, site } = useSite();
type Page<T> = { list: T[]; total: number };
beforeAll(async () => {
  // Vendor calls are throttled per IP (docs/THROTTLES.md): start from a clean budget.
  await gw.sql`delete from probe_budget where key like 'enum-%:0:vendor:%'`;
});

const login = (username: string, password: string) => signedInApi(gw.url(site.host), { username, password });

async function member(funds = 0) {
  const a = await fundedPlayer(gw.sql, site.id, funds);
  return { ...a, api: await login(a.username, a.password) };
}

const code = (p: Promise<unknown>) =>
  p.then(
    () => 'allowed',
    (e: unknown) => (e instanceof AppError ? e.code : String(e)),
  );

/** A vendor game with a live player token of the member, for bets through the vendor API. */
async function vendorGame(m: { api: Api }) {
  const v = await createVendor(gw.sql, { merchantId: site.id });
  const g = await createGame(gw.sql, v.code);
  const launched = await m.api.post<LaunchValue>(API.launchGame, { nodeId: g.nodeId });
  const token = new URL((launched.value as { url: string }).url).searchParams.get('token')!;
  const call = (path: string, body: unknown) => vendorCall<{ balance: number }>(gw.url(), path, v, body);
  return { token, call };
}

describe('time-out', () => {
  it('wants a confirmed period from the list', async () => {
    const m = await member();
    expect(await m.api.post(API.responsibleTimeOut, { period: '6w' })).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await m.api.post(API.responsibleTimeOut, { period: '2h', confirm: true })).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await m.api.post(API.responsibleTimeOut, { period: '7w', confirm: true })).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await gw.sql`select 1 from responsible_timeouts where account_id = ${m.id}`).toHaveLength(0);
  });

  it('signs the member out everywhere and closes sign-in, play and deposits until it ends', async () => {
    const m = await member(10_000);
    const other = await login(m.username, m.password);
    const game = await vendorGame(m);
    const bet = uid('bet');
    expect((await game.call(API.seamlessDebit, { token: game.token, txId: bet, roundId: 'r1', amount: 1_000 })).success).toBe(true);

    const r = await m.api.post<TimeOutValue>(API.responsibleTimeOut, { period: '7d', confirm: true });
    expect(r.success).toBe(true);
    const hours = (Date.parse(r.value.timeOut.endsAt) - Date.parse(r.value.timeOut.startsAt)) / 3_600_000;
    expect({ period: r.value.timeOut.period, hours }).toEqual({ period: '7d', hours: 168 });

    // Both sessions ended, each told over its socket's event log; reason logout: the member asked for it.
    expect((await m.api.get(API.responsible)).code).toBe('TOKEN_INVALID');
    expect((await other.get(API.responsible)).code).toBe('TOKEN_INVALID');
    const revoked = await gw.sql<{ reason: string }[]>`select payload->>'reason' as reason from events where account_id = ${m.id} and type = 'session:revoked'`;
    expect(revoked.map((e) => e.reason)).toEqual(['logout', 'logout']);

    expect(await code(assertLoginAllowed(gw.sql, m.id))).toBe('TIME_OUT_ACTIVE');
    // Through the real sign-in route too: the right password still gets no session.
    const refusedLogin = await new Api(gw.url(site.host)).post(API.login, { type: 'username', username: m.username, password: m.password }, true);
    expect({ status: refusedLogin.status, code: refusedLogin.code }).toEqual({ status: 403, code: 'TIME_OUT_ACTIVE' });
    expect(await code(assertPlayAllowed(gw.sql, m.id))).toBe('TIME_OUT_ACTIVE');
    expect(await code(gw.sql.begin((tx) => assertDepositAllowed(tx, m.id, 100)))).toBe('TIME_OUT_ACTIVE');
    // The vendor's game token is still live, but a new stake is refused; the round already
    // staked still pays (a result is never lost).
    const refused = await game.call(API.seamlessDebit, { token: game.token, txId: uid('bet'), roundId: 'r2', amount: 100 });
    expect(refused).toMatchObject({ status: 403, code: 'TIME_OUT_ACTIVE', value: { until: r.value.timeOut.endsAt, period: '7d' } });
    expect((await game.call(API.seamlessCredit, { txId: uid('win'), roundId: 'r1', betTxId: bet, amount: 2_500 })).success).toBe(true);
    expect(await mainBalance(gw.sql, m.id)).toBe(11_500);

    // Six weeks are longer and replace it; a shorter one cannot cut it.
    const account = (await findById(gw.sql, m.id))!;
    expect(await code(startTimeOut(gw.sql, account, '24h', {}))).toBe('TIME_OUT_ACTIVE');
    const longer = await startTimeOut(gw.sql, account, '6w', {});
    expect((Date.parse(longer.timeOut.endsAt) - Date.parse(longer.timeOut.startsAt)) / 86_400_000).toBe(42);

    // Time passes (the stored ends move to the past): everything opens again.
    await gw.sql`update responsible_timeouts set starts_at = now() - interval '43 days', ends_at = now() - interval '1 second' where account_id = ${m.id}`;
    expect(await code(assertLoginAllowed(gw.sql, m.id))).toBe('allowed');
    expect((await new Api(gw.url(site.host)).post(API.login, { type: 'username', username: m.username, password: m.password }, true)).success).toBe(true);
    expect(await code(assertPlayAllowed(gw.sql, m.id))).toBe('allowed');
    expect(await code(gw.sql.begin((tx) => assertDepositAllowed(tx, m.id, 100)))).toBe('allowed');
  });
});

describe('reality check', () => {
  it('is off by default, takes an interval from the list, and refuses others', async () => {
    const m = await member();
    const first = await m.api.get<RealityCheckState>(API.responsibleRealityCheck);
    const [s] = await gw.sql<{ createdAt: Date }[]>`select created_at from sessions where account_id = ${m.id}`;
    expect(first.value).toMatchObject({
      intervalSeconds: null,
      sessionStartedAt: s!.createdAt.toISOString(),
      anchorAt: s!.createdAt.toISOString(),
      currency: 'PHP',
      bets: 0,
      wins: 0,
      net: 0,
    });
    expect(Math.abs(Date.parse(first.value.serverTime) - Date.now())).toBeLessThan(60_000);

    expect((await m.api.put<RealityCheckState>(API.responsibleRealityCheck, { intervalMinutes: 30 })).value.intervalSeconds).toBe(1_800);
    for (const bad of [7, 0, -15, 30.5, 'half', false]) {
      expect(await m.api.put(API.responsibleRealityCheck, { intervalMinutes: bad })).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    }
    expect((await m.api.get<RealityCheckState>(API.responsibleRealityCheck)).value.intervalSeconds).toBe(1_800);
    expect((await m.api.put<RealityCheckState>(API.responsibleRealityCheck, { intervalMinutes: null })).value.intervalSeconds).toBeNull();
    expect(await new Api(gw.url(site.host)).get(API.responsibleRealityCheck)).toMatchObject({ code: 'TOKEN_MISSING' });
  });

  it('shows valid bets, wins and net of real money since this login only', async () => {
    const m = await member(50_000);
    const before = await vendorGame(m);
    await before.call(API.seamlessDebit, { token: before.token, txId: uid('old'), roundId: 'old', amount: 9_999 });
    // A new login: a new session, whose figures start at zero.
    const api = await login(m.username, m.password);
    expect((await api.get<RealityCheckState>(API.responsibleRealityCheck)).value).toMatchObject({ bets: 0, wins: 0, net: 0 });

    const g = await vendorGame({ api });
    const [b1, b2, b3] = [uid('b'), uid('b'), uid('b')];
    await g.call(API.seamlessDebit, { token: g.token, txId: b1, roundId: 'r1', amount: 1_000 });
    await g.call(API.seamlessCredit, { txId: uid('w'), roundId: 'r1', betTxId: b1, amount: 300 });
    await g.call(API.seamlessDebit, { token: g.token, txId: b2, roundId: 'r2', amount: 2_000 });
    await g.call(API.seamlessCredit, { txId: uid('w'), roundId: 'r2', betTxId: b2, amount: 5_000 });
    await g.call(API.seamlessDebit, { token: g.token, txId: b3, roundId: 'r3', amount: 700 });
    await g.call(API.seamlessRollback, { txId: uid('rb'), refTxId: b3 });
    expect((await api.get<RealityCheckState>(API.responsibleRealityCheck)).value).toMatchObject({ bets: 3_000, wins: 5_300, net: 2_300 });
  });

  it('counts the next check from the last answer; stop ends this session only', async () => {
    const m = await member();
    const other = await login(m.username, m.password);
    await m.api.put(API.responsibleRealityCheck, { intervalMinutes: 15 });
    const start = (await m.api.get<RealityCheckState>(API.responsibleRealityCheck)).value;
    await gw.sql`update sessions set created_at = now() - interval '16 minutes' where account_id = ${m.id}`;

    expect((await m.api.post(API.responsibleRealityAnswer, { answer: 'maybe' })).code).toBe('VALIDATION_FAILED');
    expect((await m.api.post(API.responsibleRealityAnswer, { answer: 'continue' })).success).toBe(true);
    const after = (await m.api.get<RealityCheckState>(API.responsibleRealityCheck)).value;
    expect(Date.parse(after.anchorAt)).toBeGreaterThan(Date.parse(after.sessionStartedAt));
    expect(Date.parse(after.anchorAt)).toBeGreaterThanOrEqual(Date.parse(start.serverTime));
    // The other session has its own start and anchor.
    const theirs = (await other.get<RealityCheckState>(API.responsibleRealityCheck)).value;
    expect(theirs.anchorAt).toBe(theirs.sessionStartedAt);

    expect((await m.api.post(API.responsibleRealityAnswer, { answer: 'stop' })).success).toBe(true);
    expect((await m.api.get(API.responsibleRealityCheck)).code).toBe('TOKEN_INVALID');
    expect((await other.get(API.responsibleRealityCheck)).success).toBe(true);
    const log = await gw.sql<{ action: string; detail: { sessionMinutes: number; net: number } }[]>`
      select action, detail from responsible_log where account_id = ${m.id} and action like 'reality-%' order by id`;
    expect(log.map((l) => l.action)).toEqual(['reality-interval', 'reality-continue', 'reality-stop']);
    expect(log[1]!.detail).toMatchObject({ sessionMinutes: 16, net: 0 });
  });
});

describe('staff view', () => {
  it("shows one member's settings, time-out, interval and history, and nothing of another site", async () => {
    const m = await member();
    await m.api.put(API.responsibleLimits, { day: 50_000 });
    await m.api.put(API.responsibleRealityCheck, { intervalMinutes: 60 });
    await m.api.post(API.responsibleExclusion, { period: '1d', confirm: true });
    await m.api.post(API.responsibleTimeOut, { period: '24h', confirm: true });

    const staff = await signInStaff(gw, site, 'support');
    const one = await staff.api.get<StaffResponsibleValue>(API.staffAccountResponsible.replace(':id', String(m.id)));
    expect(one.value.username).toBe(m.username);
    expect(one.value.settings.limits.find((l) => l.period === 'day')?.limit).toBe(50_000);
    expect(one.value.settings.exclusion?.period).toBe('1d');
    expect(one.value.timeOut?.period).toBe('24h');
    expect(one.value.realityCheckSeconds).toBe(3_600);

    const history = await staff.api.get<Page<ResponsibleLogRow>>(`${API.staffResponsibleLog}?accountId=${m.id}`);
    expect(history.value.list.map((r) => r.action)).toEqual(['time-out', 'exclusion', 'reality-interval', 'limits']);
    expect(history.value.list[3]).toMatchObject({ accountId: m.id, username: m.username, detail: { day: 50_000 } });
    expect(history.value.list.every((r) => r.ip !== null)).toBe(true);
    const site_ = await staff.api.get<Page<ResponsibleLogRow>>(API.staffResponsibleLog);
    expect(site_.value.list.some((r) => r.accountId === m.id)).toBe(true);

    const elsewhere = await createMerchant(gw.sql);
    const stranger = await signInStaff(gw, elsewhere, 'support');
    expect((await stranger.api.get(API.staffAccountResponsible.replace(':id', String(m.id)))).code).toBe('NOT_FOUND');
    expect((await stranger.api.get<Page<ResponsibleLogRow>>(`${API.staffResponsibleLog}?accountId=${m.id}`)).value.total).toBe(0);
    expect((await m.api.get(API.staffResponsibleLog)).code).toBe('TOKEN_INVALID');
  });
});
