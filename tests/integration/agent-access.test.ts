import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type AgentClock, type EventType } from '@wl/shared';
import { agentsRoom } from '../../gateway/src/modules/agent-team/clock.js';
import { runAccrual } from '../../gateway/src/modules/agent-salary/salary-accrual.js';
import { merchantRoom } from '../../gateway/src/modules/games/winners-relay.js';
import { post } from '../../gateway/src/modules/wallet/ledger.js';
import { appendEvent } from '../../gateway/src/realtime/event-log.js';
import { accessRows, CALLERS, expected } from '../support/agent-access-table.js';
import { buildWorld, type World } from '../support/agent-world.js';
import { uniqueName } from '../support/factories.js';
import { leaksIn } from '../support/leaks.js';
import { useSite } from '../support/site.js';
import { resume, SyncClient } from '../support/socket.js';

/**
 * The agent centre's access control on the real gateway and PostgreSQL: ONE table (tests/support/
 * agent-access-table.ts) of every agent endpoint (team, contracts and every action, the four request
 * relays, salary pages, income, transfers into the downline) times every kind of caller (agent
 * A, sibling B, sub-agent S, A's member, a member of another site, its token on this site, support
 * staff, anonymous): each answer is the one the table names, and no answer names an account,
 * contract or payout outside the caller's view (tests/support/leaks.ts). The table must list every
 * agent path of shared's API and every agent route the gateway serves. Then the agent events:
 * `contract:changed`, `team:activity`, `salary:realtime` reach only the right accounts, live and
 * in the replay log, and `agent:clock` only agents. The world is tests/support/agent-world.ts.
 */
const { gw, site } = useSite();

describe('agent access matrix', () => {
  let w: World;
  beforeAll(async () => {
    w = await buildWorld(gw, site);
    const { t, c } = w;
    // One contract per action row, so no row's answers depend on another row's.
    c.accept = await w.contract(t.A, t.S, 'dividend', 100, 'offered');
    c.reject = await w.contract(t.A, t.S, 'daily_wage', 10, 'offered');
    c.withdraw = await w.contract(t.A, t.S, 'hourly_salary', 10, 'offered');
    c.terminate = await w.contract(t.A, t.mA, 'daily_wage', 10, 'active');
    c.agree = await w.contract(t.A, t.mA, 'hourly_salary', 10, 'termination_requested', 'agent');
    c.decline = await w.contract(t.A, t.mA, 'dividend', 10, 'termination_requested', 'agent');
    // Changes of terms waiting for an answer (a terms version with no answer), each on a live contract of its own.
    const pending = async (id: number, rateBp: number) => {
      await gw.sql`insert into contract_terms (contract_id, version, rate_bp, period) select ${id}, 2, ${rateBp}, period from contract_terms where contract_id = ${id}`;
      return id;
    };
    c.termsAccept = await pending(await w.contract(t.A, t.mA, 'realtime_salary', 50, 'active'), 40);
    c.termsReject = await pending(await w.contract(t.A, t.S, 'daily_wage', 10, 'active'), 20);
    c.termsWithdraw = await pending(await w.contract(t.A, t.S, 'hourly_salary', 10, 'active'), 20);
    // B may propose on its member's dividend: its own dividend from R caps it.
    c.RBdiv = await w.contract(t.R, t.B, 'dividend', 300, 'active');
    // The relays answer the caller's own oldest pending request of a type: B has one of each.
    for (const type of ['dividend', 'daily_wage', 'hourly_salary', 'realtime_salary'] as const)
      c[`relay-${type}`] = await w.contract(t.R, t.B, type, 10, 'offered');
  });

  it('the scan finds each kind of reference outside the view, and nothing inside it', () => {
    const { t, c, p, known } = w;
    const asA = w.visibleTo('A');
    expect(leaksIn({ list: [{ id: t.B.id, username: t.B.username }] }, known, asA)).toContain(`$.list[0].id: account ${t.B.id} (${t.B.username})`);
    // A row with an id of its own that equals a hidden account's is no reference to that account.
    expect(leaksIn({ list: [{ id: t.B.id, username: t.mA.username }] }, known, asA)).toEqual([]);
    expect(leaksIn({ note: `sent by ${t.mB.username.toUpperCase()}` }, known, asA)).toHaveLength(1);
    expect(leaksIn({ rows: [{ accountId: t.mX.id }] }, known, asA)).toHaveLength(1);
    expect(leaksIn({ contractId: c.BmB }, known, asA)).toHaveLength(1);
    expect(leaksIn({ id: p.RB, periodStart: 'x', earner: {} }, known, asA)).toHaveLength(1);
    const mine = { id: c.AS, state: 'active', terms: {}, agent: { id: t.A.id, username: t.A.username }, downline: { id: t.S.id, username: t.S.username } };
    expect(
      leaksIn(
        [mine, { id: p.RA, periodStart: 'x', earner: { id: t.A.id, username: t.A.username }, agent: { id: t.R.id, username: t.R.username } }],
        known,
        asA,
      ),
    ).toEqual([]);
    expect(leaksIn(mine, known, w.visibleTo('B'))).toHaveLength(5);
  });

  it("answers every endpoint to every caller as the table says, and no answer names anything outside the caller's view", { timeout: 120_000 }, async () => {
    const problems: string[] = [];
    let calls = 0;
    for (const row of accessRows(w)) {
      for (const who of CALLERS) {
        const r = await w.apis[who].call(row.method, row.path?.() ?? API[row.key], row.body?.(), { headers: row.headers?.() });
        calls++;
        const got = r.success ? 'ok' : r.code;
        const want = expected(row, who);
        if (got !== want) problems.push(`${row.name} as ${who}: ${got} (HTTP ${r.status}), expected ${want}`);
        for (const leak of leaksIn(r, w.known, w.visibleTo(who))) problems.push(`${row.name} as ${who} leaks ${leak}`);
        if (!r.success || got !== want || !row.check) continue;
        try {
          row.check(who, r.value);
        } catch (err) {
          problems.push(`${row.name} as ${who}: ${(err as Error).message.split('\n')[0]}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(calls).toBeGreaterThan(300);
  });

  it('left every refused object as it was: each contract in the state its one allowed caller left, money moved only where allowed', async () => {
    const { c, t } = w;
    const rows = await gw.sql<{ id: string; state: string }[]>`select id, state from contracts where id = any(${Object.values(c)})`;
    const state = new Map(rows.map((r) => [Number(r.id), r.state]));
    const of = (...names: string[]) => Object.fromEntries(names.map((n) => [n, state.get(c[n]!)]));
    expect(of('accept', 'reject', 'withdraw', 'terminate', 'agree', 'decline', 'AS', 'BmB', 'RA')).toEqual({
      accept: 'active',
      reject: 'rejected',
      withdraw: 'withdrawn',
      terminate: 'termination_requested',
      agree: 'terminated',
      decline: 'active',
      AS: 'active',
      BmB: 'active',
      RA: 'active',
    });
    // Each waiting change got the one answer its allowed caller gave; B's proposal is the only new version.
    const answers = await gw.sql<{ id: string; version: number; answer: string | null }[]>`
      select contract_id as id, version, answer from contract_terms where version > 1 and contract_id = any(${Object.values(c)}) order by contract_id`;
    expect(answers.map((a) => [Number(a.id), a.version, a.answer])).toEqual(
      [
        [c.BmB, 2, null],
        [c.termsAccept, 2, 'accepted'],
        [c.termsReject, 2, 'rejected'],
        [c.termsWithdraw, 2, 'withdrawn'],
      ].sort((x, y) => Number(x[0]) - Number(y[0])),
    );
    const received = async (id: number) =>
      (
        await gw.sql<{ n: number }[]>`
      select count(*)::int as n from journal j join postings p on p.journal_id = j.id join wallets wl on wl.id = p.wallet_id
      where j.kind = 'member_transfer' and wl.account_id = ${id}`
      )[0]!.n;
    // mS from A (its subtree) and S (its member), mB from B; every other sender was refused.
    expect([await received(t.mS.id), await received(t.mB.id)]).toEqual([2, 1]);
    const [offers] = await gw.sql<{ n: number }[]>`select count(*)::int as n from contracts where downline_id = ${t.mS.id}`;
    expect(offers!.n).toBe(1); // S's offer; A's and B's were refused
    const [remarks] = await gw.sql<{ agents: string[] }[]>`
      select array_agg(agent_id::text order by agent_id) as agents from agent_remarks where account_id = ${t.mS.id}`;
    expect(remarks!.agents.map(Number)).toEqual([t.A.id, t.S.id].sort((a, b) => a - b));
  });

  it("lists every agent path of shared's API and every agent route the gateway serves", async () => {
    const isAgentPath = (path: string) =>
      path.startsWith('/wps/agent/') ||
      path.startsWith('/wps/member/contracts') ||
      /^\/wps\/relay\/MCS(2|FE)_process/.test(path) ||
      path.startsWith('/wps/member/transfer/');
    const rows = accessRows(w);
    const listed = new Set<string>(rows.map((r) => r.key));
    const missing = Object.entries(API)
      .filter(([key, path]) => isAgentPath(path) && !listed.has(key))
      .map(([key]) => key);
    expect(missing, 'agent paths of shared/src/api/paths.ts missing from tests/support/agent-access-table.ts').toEqual([]);
    // The gateway's own route table (its OpenAPI document): every method of every agent path.
    const doc = (await (await fetch(`${gw.url(site.host)}/docs/json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const served = Object.entries(doc.paths).flatMap(([path, ops]) => {
      const template = path.replace(/\{(\w+)\}/g, ':$1');
      return isAgentPath(template) ? Object.keys(ops).map((m) => `${m.toUpperCase()} ${template}`) : [];
    });
    expect(served.length).toBeGreaterThan(30);
    const covered = new Set(rows.map((r) => `${r.method} ${API[r.key]}`));
    expect(
      served.filter((s) => !covered.has(s)),
      'agent routes of the gateway missing from the access matrix',
    ).toEqual([]);
  });
});

describe('agent events reach only the right accounts', () => {
  const AGENT_EVENTS: EventType[] = ['contract:changed', 'team:activity', 'salary:realtime'];
  const clients: SyncClient[] = [];
  let w: World;
  beforeAll(async () => {
    w = await buildWorld(gw, site);
  });
  afterAll(() => clients.forEach((x) => x.disconnect()));

  // Generous: the relay holds pushes back while any older transaction on the server is open (relay.ts), so a busy server delays them.
  it(
    'contract:changed to both parties, team:activity to the agents above, salary:realtime to the earners, agent:clock to agents only',
    { timeout: 120_000 },
    async () => {
      const { t } = w;
      const t0 = new Date();
      // A first run settles every earner's current value (0), so the run below sends only what changes.
      await runAccrual(gw.sql, t0);

      const names = ['R', 'A', 'B', 'S', 'mA'] as const;
      const sync = {} as Record<(typeof names)[number], SyncClient>;
      const ticks = new Map<string, AgentClock[]>();
      for (const n of names) {
        const api = n === 'R' ? await w.apiOf(t.R) : w.apis[n];
        sync[n] = await new SyncClient(gw.url(site.host), api.token!, null).connect();
        clients.push(sync[n]);
        const got: AgentClock[] = [];
        ticks.set(n, got);
        sync[n].socket!.on('agent:clock', (p) => got.push(p));
        await sync[n].settled();
      }
      const lastSeq = async (id: number) =>
        Number((await gw.sql<{ s: string }[]>`select coalesce(max(seq), 0) as s from events where account_id = ${id}`)[0]!.s);
      const before = Object.fromEntries(await Promise.all(names.map(async (n) => [n, await lastSeq(t[n].id)] as const)));

      // contract:changed: A offers its member a contract.
      const offer = await w.apis.A.post<{ id: number }>(API.agentContracts, {
        downline: t.mA.username,
        type: 'realtime_salary',
        rateBp: 50,
        minActiveMembers: 1,
        minBetAmount: 0,
      });
      expect(offer.success, offer.code).toBe(true);
      // team:activity: S registers a member through the team page's API.
      const reg = await w.apis.S.post(API.agentTeamRegister, {
        kind: 'member',
        username: uniqueName('n'),
        password: 'Passw0rd1',
        confirmPassword: 'Passw0rd1',
      });
      expect(reg.success, reg.code).toBe(true);
      // salary:realtime: S's member bets 6,000 in the open window; A earns 2% of it, S 1%.
      await gw.sql.begin(async (tx) => {
        const r = await post(tx, {
          merchantId: site.id,
          key: `access-rt:${uniqueName()}`,
          kind: 'bet',
          currency: 'PHP',
          book: 'real',
          meta: {},
          legs: [
            { wallet: { accountId: t.mS.id, kind: 'real' }, amount: -6_000 },
            { wallet: { system: 'house' }, amount: 6_000 },
          ],
        });
        // Dated t0 (the job runs "at" t0), so the window cannot roll over under the test.
        await tx`set local session_replication_role = replica`;
        await tx`update journal set created_at = ${t0} where id = ${r.journalId}`;
      });
      expect(await runAccrual(gw.sql, t0)).toBeGreaterThanOrEqual(2);
      // A last event to each: once a client has it, everything before it has been applied (live or replayed).
      for (const n of names) {
        const seq = await gw.sql.begin((tx) => appendEvent(tx, t[n].id, 'unread:changed', { unreadMessages: 0 }));
        await sync[n].reach(seq);
      }
      const received = (n: (typeof names)[number]) =>
        sync[n].applied
          .filter((e) => AGENT_EVENTS.includes(e.type))
          .map((e) => e.type)
          .sort();
      expect(Object.fromEntries(names.map((n) => [n, received(n)]))).toEqual({
        R: ['team:activity'],
        A: ['contract:changed', 'salary:realtime', 'team:activity'],
        B: [],
        S: ['salary:realtime', 'team:activity'],
        mA: ['contract:changed'],
      });
      const salary = (n: 'A' | 'S') => sync[n].applied.find((e) => e.type === 'salary:realtime')!.payload as { accrued: number };
      expect([salary('A').accrued, salary('S').accrued]).toEqual([120, 60]);
      expect(sync.mA.applied.find((e) => e.type === 'contract:changed')!.payload).toEqual({ id: offer.value.id, type: 'realtime_salary', state: 'offered' });
      // The replay log says the same: what a reconnecting client would be sent.
      for (const n of names) {
        const answer = await resume(sync[n].socket!, before[n]!);
        expect('events' in answer, n).toBe(true);
        const logged =
          'events' in answer
            ? answer.events
                .filter((e) => AGENT_EVENTS.includes(e.type))
                .map((e) => e.type)
                .sort()
            : [];
        expect(logged, n).toEqual(received(n));
      }

      // agent:clock: the agents' sockets are in the merchant's agents room and tick; the member's is not and does not.
      const member = sync.mA.socket!;
      while (!(await gw.io.in(merchantRoom(site.id)).fetchSockets()).some((s) => s.id === member.id)) await new Promise((r) => setTimeout(r, 10));
      const inRoom = new Set((await gw.io.in(agentsRoom(site.id)).fetchSockets()).map((s) => s.id));
      expect(names.map((n) => inRoom.has(sync[n].socket!.id!))).toEqual([true, true, true, true, false]);
      for (const n of ['R', 'A', 'B', 'S'] as const) {
        const seen = ticks.get(n)!.length;
        await new Promise<void>((resolve) => sync[n].socket!.once('agent:clock', () => resolve()));
        expect(ticks.get(n)!.length).toBeGreaterThan(seen);
      }
      expect(ticks.get('mA')).toEqual([]);
    },
  );
});
