import { expect } from 'vitest';
import { periodBounds } from '@wl/shared';
import { settlePeriod } from '../../gateway/src/modules/agent-settlement/settlement.js';
import { post } from '../../gateway/src/modules/wallet/ledger.js';
import { Api, signedInApi } from './api.js';
import { createAccount, createMerchant, uniqueName, deposit } from './factories.js';
import type { TestGateway } from './gateway.js';
import type { Known, Visible } from './leaks.js';
import type { TestSite } from './site.js';
import { signInStaff } from './staff.js';

/**
 * The agent world of the access tests (tests/integration/agent-access.test.ts), on the real
 * gateway and database. Tree on the site: R (top agent) > A, B (agents); A > S (sub-agent), mA
 * (member); S > mS; B > mB; mX has no upline. Another site: agent O > member mO. Callers: A, its
 * sibling B, its sub-agent S, its member mA, mO on its own site, mO's token sent to this site
 * ("foreign"), a support staff token of this site, and nobody ("anon").
 *
 * Contracts are written as the gateway leaves them (the life cycle has its own tests); each real-
 * time contract R > A (2%), A > S (1%), R > B (1.5%) has one window settled by the gateway's own
 * settlement from bets of mA (10,000), mS (6,000) and mB (5,000) two days ago: A earned 320, S 60,
 * B 75. Every name the tests make is in `known`, with who may see it (`visibleTo`).
 */
export type Caller = 'anon' | 'staff' | 'foreign' | 'mO' | 'B' | 'mA' | 'S' | 'A';
export type Acc = Awaited<ReturnType<typeof createAccount>>;
export type Who = 'R' | 'A' | 'B' | 'S' | 'mA' | 'mS' | 'mB' | 'mX' | 'O' | 'mO';
const PERIOD = { dividend: 'daily', daily_wage: 'daily', hourly_salary: 'hourly', realtime_salary: 'five_minutes' } as const;
export type ContractType = keyof typeof PERIOD;

export interface World {
  t: Record<Who, Acc>;
  apis: Record<Caller, Api>;
  /** Contract and payout ids by name. */
  c: Record<string, number>;
  p: Record<string, number>;
  known: Known;
  other: TestSite;
  /** R's invitation code. */
  rCode: string;
  parentOf(id: number): number | undefined;
  /** Who `caller` may see: itself, everyone strictly below it, its direct upline (the other party of its contracts). */
  visibleTo(caller: Caller): Visible;
  /** A contract the test made through the API, seen by its two parties. */
  addContract(id: number, agentId: number, downlineId: number): void;
  contract(agent: Acc, downline: Acc, type: ContractType, rateBp: number, state: string, by?: 'agent' | 'downline' | null): Promise<number>;
  /** A signed-in API client of this site for any account. */
  apiOf(a: Acc, s?: TestSite): Promise<Api>;
}

export async function buildWorld(gw: TestGateway, site: TestSite): Promise<World> {
  const other = await createMerchant(gw.sql);
  const rCode = uniqueName('R').toUpperCase();
  const t = {} as Record<Who, Acc>;
  t.R = await createAccount(gw.sql, site.id, { type: 1, affiliateCode: rCode });
  t.A = await createAccount(gw.sql, site.id, { type: 1, parentId: t.R.id });
  t.B = await createAccount(gw.sql, site.id, { type: 1, parentId: t.R.id });
  t.S = await createAccount(gw.sql, site.id, { type: 1, parentId: t.A.id });
  t.mA = await createAccount(gw.sql, site.id, { parentId: t.A.id });
  t.mS = await createAccount(gw.sql, site.id, { parentId: t.S.id });
  t.mB = await createAccount(gw.sql, site.id, { parentId: t.B.id });
  t.mX = await createAccount(gw.sql, site.id);
  t.O = await createAccount(gw.sql, other.id, { type: 1 });
  t.mO = await createAccount(gw.sql, other.id, { parentId: t.O.id });
  const known: Known = { accounts: new Map(Object.values(t).map((a) => [a.id, a.username])), contracts: new Set(), payouts: new Set() };
  const parents = new Map<number, number>([
    [t.A.id, t.R.id],
    [t.B.id, t.R.id],
    [t.S.id, t.A.id],
    [t.mA.id, t.A.id],
    [t.mS.id, t.S.id],
    [t.mB.id, t.B.id],
    [t.mO.id, t.O.id],
  ]);
  const parties = new Map<number, number[]>();
  const payoutParties = new Map<number, number[]>();

  const apiOf = async (a: Acc, s: TestSite = site) => {
    return signedInApi(gw.url(s.host), a);
  };
  const apis = {} as Record<Caller, Api>;
  for (const who of ['A', 'B', 'S', 'mA'] as const) apis[who] = await apiOf(t[who]);
  apis.mO = await apiOf(t.mO, other);
  apis.foreign = new Api(gw.url(site.host));
  apis.foreign.token = apis.mO.token;
  apis.staff = (await signInStaff(gw, site, 'support')).api;
  apis.anon = new Api(gw.url(site.host));

  const addContract = (id: number, agentId: number, downlineId: number) => {
    parties.set(id, [agentId, downlineId]);
    known.contracts.add(id);
  };
  /** A contract in `state`; terms version 1 agreed 3 days ago when it was ever live. */
  const contract = async (agent: Acc, downline: Acc, type: ContractType, rateBp: number, state: string, by: 'agent' | 'downline' | null = null) => {
    const at = state === 'offered' ? null : new Date(Date.now() - 3 * 86_400_000);
    const [row] = await gw.sql<{ id: string }[]>`
      insert into contracts (merchant_id, agent_id, downline_id, type, state, termination_requested_by, answered_at, activated_at)
      values (${site.id}, ${agent.id}, ${downline.id}, ${type}, ${state}, ${by}, ${at}, ${at}) returning id`;
    await gw.sql`insert into contract_terms (contract_id, version, rate_bp, period, effective_from) values (${row!.id}, 1, ${rateBp}, ${PERIOD[type]}, ${at})`;
    addContract(Number(row!.id), agent.id, downline.id);
    return Number(row!.id);
  };

  const c: Record<string, number> = {};
  const p: Record<string, number> = {};
  c.RA = await contract(t.R, t.A, 'realtime_salary', 200, 'active');
  c.RAdiv = await contract(t.R, t.A, 'dividend', 300, 'active');
  c.AS = await contract(t.A, t.S, 'realtime_salary', 100, 'active');
  c.RB = await contract(t.R, t.B, 'realtime_salary', 150, 'active');
  c.BmB = await contract(t.B, t.mB, 'dividend', 100, 'active');

  for (const a of [t.A, t.B, t.S, t.mA, t.mS, t.mB]) {
    await deposit(gw.sql, { merchantId: site.id, accountId: a.id, amount: 100_000, key: `world-dep:${uniqueName()}` });
  }
  const w = periodBounds('five_minutes', new Date(Date.now() - 2 * 86_400_000), 8 * 60);
  for (const [a, amount] of [
    [t.mA, 10_000],
    [t.mS, 6_000],
    [t.mB, 5_000],
  ] as const) {
    await gw.sql.begin(async (tx) => {
      const r = await post(tx, {
        merchantId: site.id,
        key: `world-bet:${uniqueName()}`,
        kind: 'bet',
        currency: 'PHP',
        book: 'real',
        meta: {},
        legs: [
          { wallet: { accountId: a.id, kind: 'real' }, amount: -amount },
          { wallet: { system: 'house' }, amount },
        ],
      });
      // History: the ledger is append-only; the seed turns triggers off for this one transaction only.
      await tx`set local session_replication_role = replica`;
      await tx`update journal set created_at = ${new Date(w.start.getTime() + 60_000)} where id = ${r.journalId}`;
    });
  }
  for (const [name, earner, agent] of [
    ['RA', t.A, t.R],
    ['AS', t.S, t.A],
    ['RB', t.B, t.R],
  ] as const) {
    expect(await settlePeriod(gw.sql, c[name]!, w.start)).toBe('paid');
    const [row] = await gw.sql<{ id: string }[]>`select id from payouts where contract_id = ${c[name]!} and period_start = ${w.start}`;
    p[name] = Number(row!.id);
    payoutParties.set(p[name], [earner.id, agent.id]);
    known.payouts.add(p[name]);
  }

  const parentOf = (id: number) => parents.get(id);
  const below = (id: number): number[] =>
    Object.values(t)
      .filter((a) => parentOf(a.id) === id)
      .flatMap((a) => [a.id, ...below(a.id)]);
  const visibleTo = (caller: Caller): Visible => {
    const who = caller === 'anon' || caller === 'staff' || caller === 'foreign' ? null : t[caller];
    const up = who ? parentOf(who.id) : undefined;
    const accounts = new Set(who ? [who.id, ...below(who.id), ...(up ? [up] : [])] : []);
    return {
      account: (id) => accounts.has(id),
      contract: (id) => !!who && (parties.get(id) ?? []).includes(who.id),
      payout: (id) => !!who && (payoutParties.get(id) ?? []).includes(who.id),
    };
  };
  return { t, apis, c, p, known, other, rCode, parentOf, visibleTo, addContract, contract, apiOf };
}
