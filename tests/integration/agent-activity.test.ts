import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API, periodBounds, type DepositOrder, type RealtimeSalaryNow, type TeamActivityPage } from '@wl/shared';
import { recordWin } from '../../gateway/src/modules/games/winners.js';
import { runAccrual } from '../../gateway/src/modules/agent-salary/salary-accrual.js';
import { realtimeNow } from '../../gateway/src/modules/agent-salary/salary.js';
import type { AccountRecord } from '../../gateway/src/modules/accounts/accounts.js';
import type { Merchant } from '../../gateway/src/modules/site/settings.js';
import { post, postHouseTransfer } from '../../gateway/src/modules/wallet/ledger.js';
import { signedInApi } from '../support/api.js';
import { createChannel } from '../support/channels.js';
import { createAccount, createMerchant, uniqueName, deposit } from '../support/factories.js';
import { useSite } from '../support/site.js';

/**
 * Live agent events (docs/AGENT.md "Settlement"): `team:activity` for a downline's deposit, big
 * win and registration reaches every agent above it (and no sibling), with the downline's own
 * username (the agent's own member); GET agentTeamActivity serves what was pushed to the caller,
 * newest first, a page at a time, never another agent's team; and `salary:realtime` follows the
 * open window's accrual, equal to what GET agentSalaryRealtime answers.
 * Tree: R (top agent) > A (agent) > S (sub-agent) > m (member); B is R's other agent (A's sibling).
 */
const { gw, site } = useSite();
const OFFSET = 8 * 60;

async function signIn(o: { type?: number; parentId?: number } = {}) {
  const u = await createAccount(gw.sql, site.id, o);
  const api = await signedInApi(gw.url(site.host), u);
  return { ...u, api };
}
async function tree() {
  const R = await signIn({ type: 1 });
  const A = await signIn({ type: 1, parentId: R.id });
  const B = await signIn({ type: 1, parentId: R.id });
  const S = await signIn({ type: 1, parentId: A.id });
  const m = await signIn({ parentId: S.id });
  return { R, A, B, S, m };
}
const activity = (accountId: number) =>
  gw.sql<{ payload: Record<string, unknown> }[]>`select payload from events where account_id = ${accountId} and type = 'team:activity' order by seq`;
const salaryEvents = (accountId: number) =>
  gw.sql<{ payload: Record<string, unknown> }[]>`select payload from events where account_id = ${accountId} and type = 'salary:realtime' order by seq`;

describe('team:activity', () => {
  it('a deposit credited reaches every agent above the member, not the sibling nor the member', async () => {
    const t = await tree();
    const ch = await createChannel(gw.sql, site.id);
    const o = (
      await t.m.api.call<DepositOrder>('POST', API.depositOrders, { channelId: ch.id, amount: 25_000 }, { headers: { 'idempotency-key': randomUUID() } })
    ).value;
    await fetch(gw.url(site.host) + o.redirectUrl!, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action: 'pay' }).toString(),
    });
    expect((await gw.sql`select status from deposit_orders where id = ${o.id}`)[0]!.status).toBe('paid');
    const expected = [{ kind: 'deposit', username: t.m.username, amount: 25_000, currency: 'PHP' }];
    for (const up of [t.S, t.A, t.R]) expect((await activity(up.id)).map((e) => e.payload)).toEqual(expected);
    for (const other of [t.B, t.m]) expect(await activity(other.id)).toEqual([]);
  });

  it('a big win and a registration reach the ancestors only', async () => {
    const t = await tree();
    const [g] = await gw.sql<{ nodeId: string }[]>`select node_id from games where game_code = 'BGS_SLOT'`;
    await gw.sql.begin(async (tx) => {
      const p = await postHouseTransfer(tx, {
        key: `win:${randomUUID()}`,
        kind: 'win',
        merchantId: site.id,
        accountId: t.m.id,
        wallet: 'real',
        currency: 'PHP',
        amount: 5_000_000,
      });
      await recordWin(tx, {
        merchantId: site.id,
        accountId: t.m.id,
        nodeId: Number(g!.nodeId),
        journalId: p.journalId,
        amount: 5_000_000,
        currency: 'PHP',
        book: 'real',
      });
    });
    // S registers a member of its own through the team page.
    const username = uniqueName('n');
    const reg = await t.S.api.post(API.agentTeamRegister, { kind: 'member', username, password: 'Passw0rd1', confirmPassword: 'Passw0rd1' });
    expect(reg.success, reg.code).toBe(true);
    for (const up of [t.S, t.A, t.R]) {
      expect((await activity(up.id)).map((e) => e.payload)).toEqual([
        { kind: 'big_win', username: t.m.username, amount: 5_000_000, currency: 'PHP' },
        { kind: 'registration', username },
      ]);
    }
    for (const other of [t.B, t.m]) expect(await activity(other.id)).toEqual([]);
    // The agent registered by A's upline R is news to R only.
    await t.R.api.post(API.agentTeamRegister, { kind: 'agent', username: uniqueName('g'), password: 'Passw0rd1', confirmPassword: 'Passw0rd1' });
    expect(await activity(t.R.id)).toHaveLength(3);
    expect(await activity(t.A.id)).toHaveLength(2);
  });
});

/** A big win of `amount` for `accountId`, booked and recorded as the games module does. */
async function bigWin(accountId: number, amount: number) {
  const [g] = await gw.sql<{ nodeId: string }[]>`select node_id from games where game_code = 'BGS_SLOT'`;
  await gw.sql.begin(async (tx) => {
    const p = await postHouseTransfer(tx, { key: `win:${randomUUID()}`, kind: 'win', merchantId: site.id, accountId, wallet: 'real', currency: 'PHP', amount });
    await recordWin(tx, { merchantId: site.id, accountId, nodeId: Number(g!.nodeId), journalId: p.journalId, amount, currency: 'PHP', book: 'real' });
  });
}

describe('team activity history (GET agentTeamActivity)', () => {
  it("an agent reads its own team's history, newest first with names and paged, never another agent's team", async () => {
    const t = await tree();
    // B's own member: news for B and R, never for A or S.
    const mB = await signIn({ parentId: t.B.id });
    const n1 = uniqueName('h');
    const n2 = uniqueName('h');
    expect((await t.S.api.post(API.agentTeamRegister, { kind: 'member', username: n1, password: 'Passw0rd1', confirmPassword: 'Passw0rd1' })).success).toBe(
      true,
    );
    await bigWin(t.m.id, 6_000_000);
    await bigWin(mB.id, 7_000_000);
    expect((await t.A.api.post(API.agentTeamRegister, { kind: 'agent', username: n2, password: 'Passw0rd1', confirmPassword: 'Passw0rd1' })).success).toBe(
      true,
    );

    const page = (who: { api: typeof t.A.api }, q = '') => who.api.get<TeamActivityPage>(`${API.agentTeamActivity}${q}`);
    const lines = (p: TeamActivityPage) => p.list.map(({ kind, username, amount }) => ({ kind, username, amount }));
    // A: the registration below S, m's big win and its own registration, newest first, with the
    // real usernames (accounts the factory made directly were never news).
    const a = (await page(t.A)).value;
    expect(lines(a)).toEqual([
      { kind: 'registration', username: n2, amount: undefined },
      { kind: 'big_win', username: t.m.username, amount: 6_000_000 },
      { kind: 'registration', username: n1, amount: undefined },
    ]);
    // The lines are the pushed events themselves: same seq, same time.
    const events = await gw.sql<{ seq: string; createdAt: Date }[]>`
      select seq, created_at from events where account_id = ${t.A.id} and type = 'team:activity' order by seq desc`;
    expect(a.list.map((l) => [l.seq, l.at])).toEqual(events.map((e) => [Number(e.seq), e.createdAt.toISOString()]));
    expect(a.nextBefore).toBeNull();

    // Paged: two at a time, `before` the oldest seq shown, until nothing is older.
    const p1 = (await page(t.A, '?pageSize=2')).value;
    expect(p1.list).toEqual(a.list.slice(0, 2));
    expect(p1.nextBefore).toBe(a.list[1]!.seq);
    const p2 = (await page(t.A, `?pageSize=2&before=${p1.nextBefore}`)).value;
    expect(p2).toEqual({ list: a.list.slice(2), nextBefore: null });

    // B: its own member's win and registration only; nothing of A's branch.
    const b = (await page(t.B)).value;
    expect(lines(b)).toEqual([{ kind: 'big_win', username: mB.username, amount: 7_000_000 }]);
    // R, above both branches, hears of both.
    const r = (await page(t.R)).value;
    expect(r.list.map((l) => l.username)).toEqual([n2, mB.username, t.m.username, n1]);
    // S: below A, so A's registration of n2 is not S's news.
    expect((await page(t.S)).value.list.map((l) => l.username)).not.toContain(n2);

    // An agent of another site sees its own (empty) history; a member is refused; bad paging is a 400.
    const otherSite = await createMerchant(gw.sql);
    const o = await createAccount(gw.sql, otherSite.id, { type: 1 });
    const oApi = await signedInApi(gw.url(otherSite.host), o);
    expect((await oApi.get<TeamActivityPage>(API.agentTeamActivity)).value).toEqual({ list: [], nextBefore: null });
    const member = await t.m.api.get(API.agentTeamActivity);
    expect([member.status, member.code]).toEqual([403, 'AGENT_ONLY']);
    for (const q of ['?pageSize=0', '?pageSize=51', '?before=0', '?before=x']) {
      const bad = await page(t.A, q);
      expect(bad.status, q).toBe(400);
      expect(bad.success, q).toBe(false);
    }
  });
});

describe('salary:realtime', () => {
  it("the accrual job pushes the open window's accrual when it changes, equal to the API's figure", async () => {
    const t = await tree();
    // Bets are dated t0 (the ledger is append-only; the seed turns triggers off for its own
    // transaction) and the job runs "at" t0, so the window never rolls over under the test.
    const t0 = new Date();
    // A's live real-time salary from R: 1.5% of valid bets, no thresholds. In force a second
    // before t0: PostgreSQL's now() has microseconds, so a contract stamped now() could start
    // after a t0 taken in the same millisecond, and the job would not count it yet.
    const since = new Date(t0.getTime() - 1000);
    const [c] = await gw.sql<{ id: string }[]>`
      insert into contracts (merchant_id, agent_id, downline_id, type, state, answered_at, activated_at)
      values (${site.id}, ${t.R.id}, ${t.A.id}, 'realtime_salary', 'active', ${since}, ${since}) returning id`;
    await gw.sql`insert into contract_terms (contract_id, version, rate_bp, period, effective_from) values (${c!.id}, 1, 150, 'five_minutes', ${since})`;
    const bet = (amount: number) =>
      gw.sql.begin(async (tx) => {
        const r = await post(tx, {
          merchantId: site.id,
          key: `rt-test:${uniqueName()}`,
          kind: 'bet',
          currency: 'PHP',
          book: 'real',
          meta: {},
          legs: [
            { wallet: { accountId: t.m.id, kind: 'real' }, amount: -amount },
            { wallet: { system: 'house' }, amount },
          ],
        });
        await tx`set local session_replication_role = replica`;
        await tx`update journal set created_at = ${t0} where id = ${r.journalId}`;
      });
    await deposit(gw.sql, { merchantId: site.id, accountId: t.m.id, amount: 1_000_000, key: `rt-dep:${uniqueName()}` });
    const window = periodBounds('five_minutes', t0, OFFSET);
    const payload = (accrued: number) => ({
      accrued,
      currency: 'PHP',
      windowStart: window.start.toISOString(),
      nextSettlementAt: new Date(window.end.getTime() + 60_000).toISOString(),
    });
    await bet(20_000);
    await runAccrual(gw.sql, t0);
    expect((await salaryEvents(t.A.id)).map((e) => e.payload)).toEqual([payload(300)]); // 1.5% of 20,000
    // Nothing changed: no second event. Another bet: the new value.
    await runAccrual(gw.sql, t0);
    expect(await salaryEvents(t.A.id)).toHaveLength(1);
    await bet(10_001);
    await runAccrual(gw.sql, t0);
    expect((await salaryEvents(t.A.id)).map((e) => e.payload)).toEqual([payload(300), payload(450)]); // 30,001 x 1.5% = 450.015
    // What the page reads is the same figure.
    const [m] = await gw.sql<Merchant[]>`select id, code, settings from merchants where id = ${site.id}`;
    const caller = { id: String(t.A.id), merchantId: site.id, type: 1 } as AccountRecord;
    expect(await realtimeNow(gw.sql, m!, caller, t0)).toMatchObject({ live: true, rateBp: 150, todayTotal: 0, ...payload(450) });
    const api = await t.A.api.get<RealtimeSalaryNow>(API.agentSalaryRealtime);
    expect(api.value).toMatchObject({ live: true, rateBp: 150, currency: 'PHP' });
    // Sibling and the upline get nothing of A's salary.
    for (const other of [t.B, t.R, t.S]) expect(await salaryEvents(other.id)).toEqual([]);
  });
});
