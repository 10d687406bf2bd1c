import { beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  type DownlinePage,
  type DownlineRow,
  type LoginValue,
  type RemarkValue,
  type TeamBetPage,
  type TeamOverview,
  type TeamPath,
  type TeamProfitPage,
  type TeamTransactionPage,
  type TeamTreePage,
} from '@wl/shared';
import { post } from '../../gateway/src/modules/wallet/ledger.js';
import { Api, signedInApi } from '../support/api.js';
import { createAccount, createMerchant, uniqueName } from '../support/factories.js';
import { useSite, type TestSite } from '../support/site.js';

/**
 * The agent team API (docs/AGENT.md "Team") on the real gateway and database: an access-control
 * matrix over every endpoint, exact KPI figures from seeded ledger entries, registration rules
 * and paging. Tree: R > {A, B}; A > {S, mA}; S > {mS}; B > {mB}; mX has no upline; O is an agent
 * of another site with its member mO. Every seeded movement is booked now, in "today".
 */
const { gw, site } = useSite();
type Acc = Awaited<ReturnType<typeof createAccount>> & { api: Api };
const t: Record<'R' | 'A' | 'B' | 'S' | 'mA' | 'mS' | 'mB' | 'mX' | 'O' | 'mO', Acc> = {} as never;
let other: TestSite;
let gameNode: { nodeId: number; gameType: string };

async function signIn(s: TestSite, o: { type?: number; parentId?: number; username?: string } = {}): Promise<Acc> {
  const u = await createAccount(gw.sql, s.id, o);
  const api = await signedInApi(gw.url(s.host), u);
  return { ...u, api };
}

/** A movement between the house and the account's main wallet, booked as `kind` (member's side: +credit, -debit). */
async function book(s: TestSite, a: Acc, kind: string, amount: number, meta: Record<string, unknown> = {}): Promise<number> {
  const res = await gw.sql.begin((tx) =>
    post(tx, {
      merchantId: s.id,
      key: `team-test:${uniqueName()}`,
      kind,
      currency: 'PHP',
      book: 'real',
      meta,
      legs: [
        { wallet: { accountId: a.id, kind: 'real' }, amount },
        { wallet: { system: 'house' }, amount: -amount },
      ],
    }),
  );
  return res.journalId;
}

/** A withdrawal of `amount` held from the account, in `status` (paid ones count in the overview). */
async function withdrawal(a: Acc, amount: number, status: 'requested' | 'paid') {
  const hold = await book(site, a, 'withdrawal', -amount);
  const [payee] = await gw.sql<{ id: string }[]>`
    insert into payee_accounts (merchant_id, account_id, bank_name, account_name, account_number)
    values (${site.id}, ${a.id}, 'BDO', 'Test Name', ${String(100000 + hold)}) returning id`;
  await gw.sql`
    insert into withdrawals (merchant_id, account_id, client_key, amount, currency, payee_account_id, bank_name, account_name, account_number,
                             status, hold_journal_id, paid_at, confirm_deadline)
    values (${site.id}, ${a.id}, ${uniqueName('key-')}, ${amount}, 'PHP', ${payee!.id}, 'BDO', 'Test Name', '000000',
            ${status}, ${hold}, ${status === 'paid' ? new Date() : null}, ${status === 'paid' ? new Date(Date.now() + 86_400_000) : null})`;
}

beforeAll(async () => {
  other = await createMerchant(gw.sql);
  t.R = await signIn(site, { type: 1 });
  t.A = await signIn(site, { type: 1, parentId: t.R.id });
  t.B = await signIn(site, { type: 1, parentId: t.R.id });
  t.S = await signIn(site, { type: 1, parentId: t.A.id });
  t.mA = await signIn(site, { parentId: t.A.id });
  t.mS = await signIn(site, { parentId: t.S.id, username: uniqueName('ms') });
  t.mB = await signIn(site, { parentId: t.B.id });
  t.mX = await signIn(site);
  t.O = await signIn(other, { type: 1 });
  t.mO = await signIn(other, { parentId: t.O.id });
  const [g] = await gw.sql<{ nodeId: string; gameType: string }[]>`select node_id, game_type from games where not is_group order by node_id limit 1`;
  gameNode = { nodeId: Number(g!.nodeId), gameType: g!.gameType };
  const game = { nodeId: gameNode.nodeId, vendor: 'test' };
  await book(site, t.mA, 'deposit', 50_000);
  await book(site, t.mA, 'bet', -2_000, game);
  await book(site, t.mA, 'win', 3_500, game);
  await book(site, t.mA, 'bet', -1_000, game);
  await book(site, t.mA, 'rollback', 1_000, game);
  await book(site, t.mS, 'deposit', 20_000);
  await book(site, t.mS, 'bet', -4_000);
  await withdrawal(t.mS, 6_000, 'paid');
  await withdrawal(t.mS, 1_000, 'requested');
  await book(site, t.mB, 'deposit', 7_000);
  await book(site, t.mB, 'bet', -500);
  await book(site, t.mX, 'deposit', 9_000);
  await book(site, t.mX, 'bet', -900);
  await book(other, t.mO, 'deposit', 3_000);
  await book(other, t.mO, 'bet', -300);
});

const at = (path: string, id: number) => path.replace(':id', String(id));
const names = (list: { username: string }[]) => list.map((r) => r.username).sort();

describe('agent team: access control', () => {
  it('refuses members (AGENT_ONLY) on every endpoint', async () => {
    for (const who of [t.mA, t.mX, t.mO]) {
      const calls = [
        who.api.get(API.agentTeamDownlines),
        who.api.get(at(API.agentTeamPath, t.A.id)),
        who.api.get(API.agentTeamTree),
        who.api.put(at(API.agentTeamRemark, t.A.id), { remark: 'x' }),
        who.api.post(API.agentTeamRegister, { kind: 'member', username: uniqueName('x'), password: 'abc12345', confirmPassword: 'abc12345' }),
        who.api.get(API.agentTeamOverview),
        who.api.get(API.agentTeamBets),
        who.api.get(API.agentTeamTransactions),
        who.api.get(API.agentTeamProfit),
        who.api.get(API.agentTeamActivity),
      ];
      for (const r of await Promise.all(calls)) expect([r.status, r.code]).toEqual([403, 'AGENT_ONLY']);
    }
  });

  it("refuses every node outside the caller's subtree with DOWNLINE_NOT_FOUND, whoever asks", async () => {
    const outside: [Acc, Acc[]][] = [
      [t.B, [t.A, t.S, t.mA, t.mS, t.R, t.mX, t.O, t.mO]],
      [t.S, [t.A, t.mA, t.B, t.mB, t.R, t.mO]],
      [t.A, [t.R, t.B, t.mB, t.mX, t.O, t.mO]],
      [t.O, [t.A, t.S, t.mA, t.mS, t.R]],
    ];
    for (const [caller, targets] of outside) {
      for (const x of [...targets.map((a) => a.id), 987_654_321]) {
        const calls = [
          caller.api.get(`${API.agentTeamDownlines}?parentId=${x}`),
          caller.api.get(at(API.agentTeamPath, x)),
          caller.api.get(`${API.agentTeamTree}?parentId=${x}`),
          caller.api.put(at(API.agentTeamRemark, x), { remark: 'peek' }),
        ];
        for (const r of await Promise.all(calls)) expect([r.status, r.code, x]).toEqual([404, 'DOWNLINE_NOT_FOUND', x]);
      }
    }
    // Nothing was written by any refused remark.
    const [n] = await gw.sql<{ n: number }[]>`select count(*)::int as n from agent_remarks where remark = 'peek'`;
    expect(n!.n).toBe(0);
  });

  it('lists and drills down only inside the subtree, with the breadcrumb', async () => {
    const top = await t.A.api.get<DownlinePage>(API.agentTeamDownlines);
    expect(names(top.value.list)).toEqual(names([t.S, t.mA]));
    expect(top.value.path).toEqual([{ id: t.A.id, username: t.A.username }]);
    const s = top.value.list.find((r) => r.id === t.S.id)!;
    expect(s).toMatchObject({ kind: 'agent', type: 1, downlineCount: 1, depth: 1, parentId: t.A.id, status: 'active', currency: 'PHP' });
    expect(top.value.list.find((r) => r.id === t.mA.id)).toMatchObject({ kind: 'member', balance: 50_000 - 2_000 + 3_500, downlineCount: 0 });

    const down = await t.A.api.get<DownlinePage>(`${API.agentTeamDownlines}?parentId=${t.S.id}`);
    expect(names(down.value.list)).toEqual([t.mS.username]);
    expect(down.value.list[0]!.depth).toBe(2);
    expect(down.value.path.map((p) => p.id)).toEqual([t.A.id, t.S.id]);
    expect((await t.A.api.get<TeamPath>(at(API.agentTeamPath, t.mS.id))).value.path.map((p) => p.id)).toEqual([t.A.id, t.S.id, t.mS.id]);
    expect((await t.R.api.get<TeamPath>(at(API.agentTeamPath, t.mS.id))).value.path.map((p) => p.id)).toEqual([t.R.id, t.A.id, t.S.id, t.mS.id]);

    const tree = await t.R.api.get<TeamTreePage>(API.agentTeamTree);
    expect(names(tree.value.list)).toEqual(names([t.A, t.B]));
    expect(tree.value.list.find((n) => n.id === t.A.id)).toMatchObject({ kind: 'agent', downlineCount: 2 });
    expect(names((await t.S.api.get<DownlinePage>(API.agentTeamDownlines)).value.list)).toEqual([t.mS.username]);
    expect((await t.O.api.get<DownlinePage>(API.agentTeamDownlines)).value.list.map((r) => r.id)).toEqual([t.mO.id]);
  });

  it('searches a username prefix across the whole subtree, and only there', async () => {
    const q = `?username=${t.mS.username.slice(0, 6).toUpperCase()}`;
    const a = await t.A.api.get<DownlinePage>(API.agentTeamDownlines + q);
    expect(a.value.list.map((r) => r.id)).toContain(t.mS.id);
    expect(a.value.list.find((r) => r.id === t.mS.id)).toMatchObject({ depth: 2, parentId: t.S.id, parentUsername: t.S.username });
    expect((await t.B.api.get<DownlinePage>(API.agentTeamDownlines + q)).value.list).toEqual([]);
    expect((await t.A.api.get<DownlinePage>(`${API.agentTeamDownlines}?username=%25`)).value.list).toEqual([]);
  });

  it('shows records of the subtree only: bets, transactions, profit', async () => {
    const seen = async (who: Acc) => {
      const [b, x, p] = await Promise.all([
        who.api.get<TeamBetPage>(`${API.agentTeamBets}?pageSize=100`),
        who.api.get<TeamTransactionPage>(`${API.agentTeamTransactions}?pageSize=100`),
        who.api.get<TeamProfitPage>(`${API.agentTeamProfit}?pageSize=100`),
      ]);
      return {
        bets: new Set(b.value.list.map((r) => r.accountId)),
        txs: new Set(x.value.list.map((r) => r.accountId)),
        profit: new Set(p.value.list.map((r) => r.accountId)),
      };
    };
    const sets = (ids: number[]) => ({ bets: new Set(ids), txs: new Set(ids), profit: new Set(ids) });
    expect(await seen(t.A)).toEqual(sets([t.mA.id, t.mS.id]));
    expect(await seen(t.S)).toEqual(sets([t.mS.id]));
    expect(await seen(t.B)).toEqual(sets([t.mB.id]));
    expect(await seen(t.O)).toEqual(sets([t.mO.id]));
    // Naming someone outside the team matches nothing (the same as a name that does not exist).
    const outside = await t.B.api.get<TeamTransactionPage>(`${API.agentTeamTransactions}?username=${t.mA.username}`);
    expect(outside.value.total).toBe(0);
  });
});

describe('agent team: figures', () => {
  it('overview: exact KPIs of today and a point per day', async () => {
    const a = (await t.A.api.get<TeamOverview>(`${API.agentTeamOverview}?period=today`)).value;
    expect(a.kpis).toEqual({
      members: 3,
      activeMembers: 2,
      newRegistrations: 3,
      deposits: 70_000,
      withdrawals: 6_000,
      validBets: 6_000,
      profitAndLoss: -2_500,
    });
    expect(a.series).toHaveLength(1);
    expect(a.series[0]).toMatchObject({ activeMembers: 2, deposits: 70_000, withdrawals: 6_000, validBets: 6_000, profitAndLoss: -2_500, newRegistrations: 3 });
    expect(new Date(a.to).getTime() - new Date(a.from).getTime()).toBe(86_400_000);
    const s = (await t.S.api.get<TeamOverview>(API.agentTeamOverview)).value;
    expect(s.kpis).toEqual({
      members: 1,
      activeMembers: 1,
      newRegistrations: 1,
      deposits: 20_000,
      withdrawals: 6_000,
      validBets: 4_000,
      profitAndLoss: -4_000,
    });
    const b = (await t.B.api.get<TeamOverview>(`${API.agentTeamOverview}?period=thisMonth`)).value;
    expect(b.kpis).toMatchObject({ members: 1, deposits: 7_000, validBets: 500, profitAndLoss: -500 });
    expect(b.series.length).toBeGreaterThanOrEqual(28);
    // The default: the last 7 merchant days, today last, one point each.
    const w = (await t.A.api.get<TeamOverview>(API.agentTeamOverview)).value;
    expect(w.period).toBe('last7Days');
    expect(w.series).toHaveLength(7);
    expect(w.series[6]).toEqual(a.series[0]);
    expect(w.series.slice(0, 6).every((d) => d.validBets === 0 && d.newRegistrations === 0)).toBe(true);
    expect(w.kpis).toEqual(a.kpis);
    const month = (await t.A.api.get<TeamOverview>(`${API.agentTeamOverview}?period=last30Days`)).value;
    expect([month.series.length, month.series[29]!.date, month.kpis.validBets]).toEqual([30, a.series[0]!.date, 6_000]);
    const y = (await t.A.api.get<TeamOverview>(`${API.agentTeamOverview}?period=yesterday`)).value;
    expect(y.kpis).toEqual({ members: 0, activeMembers: 0, newRegistrations: 0, deposits: 0, withdrawals: 0, validBets: 0, profitAndLoss: 0 });
  });

  it('profit and loss per downline, biggest loss first, with totals', async () => {
    const p = (await t.A.api.get<TeamProfitPage>(API.agentTeamProfit)).value;
    expect(p.list).toEqual([
      { accountId: t.mS.id, username: t.mS.username, kind: 'member', validBet: 4_000, wins: 0, profitAndLoss: -4_000, bets: 1 },
      { accountId: t.mA.id, username: t.mA.username, kind: 'member', validBet: 2_000, wins: 3_500, profitAndLoss: 1_500, bets: 2 },
    ]);
    expect(p.totals).toEqual({ validBet: 6_000, wins: 3_500, profitAndLoss: -2_500 });
    // The trend: every seeded movement is today's, in merchant days; the days add up to the totals.
    const today = new Date(Date.now() + p.utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
    expect(p.days).toEqual([{ date: today, validBet: 6_000, wins: 3_500, profitAndLoss: -2_500 }]);
    // The page is one row; the days still cover the whole filter.
    const one = (await t.A.api.get<TeamProfitPage>(`${API.agentTeamProfit}?pageSize=1`)).value;
    expect([one.list.length, one.days]).toEqual([1, p.days]);
    const mine = (await t.A.api.get<TeamProfitPage>(`${API.agentTeamProfit}?username=${t.mA.username}`)).value;
    expect(mine.days).toEqual([{ date: today, validBet: 2_000, wins: 3_500, profitAndLoss: 1_500 }]);
    const before = (await t.A.api.get<TeamProfitPage>(`${API.agentTeamProfit}?to=${new Date(Date.now() - 86_400_000).toISOString()}`)).value;
    expect(before.days).toEqual([]);
  });

  it('pages team bets and filters transactions by category and username', async () => {
    const p1 = (await t.A.api.get<TeamBetPage>(`${API.agentTeamBets}?pageSize=2`)).value;
    expect([p1.total, p1.totalPages, p1.list.length]).toEqual([5, 3, 2]);
    const p3 = (await t.A.api.get<TeamBetPage>(`${API.agentTeamBets}?pageSize=2&page=3`)).value;
    expect(p3.list).toHaveLength(1);
    expect(p3.list[0]).toMatchObject({ accountId: t.mA.id, kind: 'bet', amount: -2_000 });
    const typed = (await t.A.api.get<TeamBetPage>(`${API.agentTeamBets}?gameType=${gameNode.gameType}`)).value;
    expect(typed.list.every((r) => r.accountId === t.mA.id && r.gameType === gameNode.gameType && r.game !== null)).toBe(true);
    expect(typed.total).toBe(4);
    const deposits = (await t.A.api.get<TeamTransactionPage>(`${API.agentTeamTransactions}?category=deposit`)).value;
    expect(deposits.list.map((r) => [r.username, r.amount, r.wallet]).sort()).toEqual(
      [
        [t.mA.username, 50_000, 'main'],
        [t.mS.username, 20_000, 'main'],
      ].sort(),
    );
    const one = (await t.A.api.get<TeamTransactionPage>(`${API.agentTeamTransactions}?username=${t.mS.username.toUpperCase()}`)).value;
    expect(one.list.map((r) => [r.kind, r.amount])).toEqual([
      ['withdrawal', -1_000],
      ['withdrawal', -6_000],
      ['bet', -4_000],
      ['deposit', 20_000],
    ]);
    const held = (await t.A.api.get<TeamTransactionPage>(`${API.agentTeamTransactions}?category=withdrawal`)).value;
    expect(held.total).toBe(2);
    const bad = await t.A.api.get(`${API.agentTeamBets}?from=2030-01-02T00:00:00Z&to=2030-01-01T00:00:00Z`);
    expect(bad.code).toBe('DATE_RANGE_INVALID');
  });

  it('lists contract payouts under the salary category, apart from betting and the P&L', async () => {
    // Its own little team, so the figures above stay as seeded.
    const agent = await signIn(site, { type: 1 });
    const sub = await signIn(site, { type: 1, parentId: agent.id });
    await book(site, sub, 'deposit', 10_000);
    for (const [kind, amount] of Object.entries({ 'salary.dividend': 1_200, 'salary.daily': 300, 'salary.hourly': 40, 'salary.realtime': 5 })) {
      await book(site, sub, kind, amount);
    }
    const salary = (await agent.api.get<TeamTransactionPage>(`${API.agentTeamTransactions}?category=salary`)).value;
    expect(salary.list.map((r) => [r.username, r.kind, r.amount, r.wallet])).toEqual([
      [sub.username, 'salary.realtime', 5, 'main'],
      [sub.username, 'salary.hourly', 40, 'main'],
      [sub.username, 'salary.daily', 300, 'main'],
      [sub.username, 'salary.dividend', 1_200, 'main'],
    ]);
    expect(salary.list[0]!.balanceAfter).toBe(10_000 + 1_200 + 300 + 40 + 5);
    // Every other category leaves them out; the betting record and the P&L never count them.
    expect((await agent.api.get<TeamTransactionPage>(`${API.agentTeamTransactions}?category=deposit`)).value.list.map((r) => r.kind)).toEqual(['deposit']);
    expect((await agent.api.get<TeamTransactionPage>(API.agentTeamTransactions)).value.total).toBe(5);
    expect((await agent.api.get<TeamBetPage>(API.agentTeamBets)).value.total).toBe(0);
    expect((await agent.api.get<TeamProfitPage>(API.agentTeamProfit)).value.total).toBe(0);
    // Like every list, only the caller's subtree: another agent sees none of them.
    expect((await t.B.api.get<TeamTransactionPage>(`${API.agentTeamTransactions}?category=salary`)).value.total).toBe(0);
  });
});

describe('agent team: remark and register', () => {
  it('edits a remark, per agent, plain text up to 100 characters', async () => {
    const r = await t.A.api.put<RemarkValue>(at(API.agentTeamRemark, t.mS.id), { remark: '  VIP from the expo  ' });
    expect(r.value).toEqual({ id: t.mS.id, remark: 'VIP from the expo' });
    const list = await t.A.api.get<DownlinePage>(`${API.agentTeamDownlines}?parentId=${t.S.id}`);
    expect(list.value.list[0]!.remark).toBe('VIP from the expo');
    // S's own view of its member does not show A's note.
    expect((await t.S.api.get<DownlinePage>(API.agentTeamDownlines)).value.list[0]!.remark).toBe('');
    expect((await t.A.api.put(at(API.agentTeamRemark, t.mS.id), { remark: 'x'.repeat(101) })).code).toBe('VALIDATION_FAILED');
    expect((await t.A.api.put(at(API.agentTeamRemark, t.mS.id), { remark: 'two\nlines' })).code).toBe('VALIDATION_FAILED');
    expect((await t.A.api.put(at(API.agentTeamRemark, t.A.id), { remark: 'me' })).code).toBe('DOWNLINE_NOT_FOUND');
    await t.A.api.put(at(API.agentTeamRemark, t.mS.id), { remark: '' });
    expect((await t.A.api.get<DownlinePage>(`${API.agentTeamDownlines}?parentId=${t.S.id}`)).value.list[0]!.remark).toBe('');
  });

  it('registers a direct downline agent or member under the site rules', async () => {
    const reg = await signIn(site, { type: 1 });
    const body = (o: Record<string, unknown> = {}) => ({ kind: 'member', username: uniqueName('n'), password: 'abc12345', confirmPassword: 'abc12345', ...o });
    const m = await reg.api.post<DownlineRow>(API.agentTeamRegister, body({ nickname: 'Neo', remark: 'cousin' }));
    expect(m.success, m.code).toBe(true);
    expect(m.value).toMatchObject({ kind: 'member', type: 0, nickname: 'Neo', remark: 'cousin', parentId: reg.id, depth: 1, balance: 0 });
    const a = await reg.api.post<DownlineRow>(API.agentTeamRegister, body({ kind: 'agent' }));
    expect(a.value).toMatchObject({ kind: 'agent', type: 1, parentId: reg.id });
    const [code] = await gw.sql<{ affiliateCode: string | null }[]>`select affiliate_code from accounts where id = ${a.value.id}`;
    expect(code!.affiliateCode).toMatch(/^[A-Z0-9]{8}$/);
    // The new member signs in with the password the agent chose.
    const api = new Api(gw.url(site.host));
    expect((await api.post<LoginValue>(API.login, { type: 'username', username: m.value.username, password: 'abc12345' }, true)).success).toBe(true);
    expect((await reg.api.get<DownlinePage>(API.agentTeamDownlines)).value.total).toBe(2);

    const refused = async (o: Record<string, unknown>) => (await reg.api.post(API.agentTeamRegister, body(o))) as { code: string; value: unknown };
    expect(await refused({ username: '1abc' })).toMatchObject({ code: 'RULE_VIOLATION', value: { fields: { username: 'rule.LETTER_FIRST_ALNUM' } } });
    expect(await refused({ password: 'short', confirmPassword: 'short' })).toMatchObject({ code: 'RULE_VIOLATION' });
    expect((await refused({ confirmPassword: 'abc12346' })).code).toBe('PASSWORD_MISMATCH');
    expect((await refused({ username: m.value.username.toUpperCase() })).code).toBe('USERNAME_TAKEN');
    expect((await refused({ kind: 'staff' })).code).toBe('VALIDATION_FAILED');
    expect((await refused({ parentId: t.A.id })).code).toBe('VALIDATION_FAILED');
  });
});
