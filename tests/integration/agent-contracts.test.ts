import { beforeAll, describe, expect, it } from 'vitest';
import { API, periodBounds, previewEarnings, type ContractConsolidated, type ContractPage, type ContractView, type OfferPreview } from '@wl/shared';
import { post } from '../../gateway/src/modules/wallet/ledger.js';
import { previewContract, previewOffer } from '../../gateway/src/modules/agent-contracts/contracts.js';
import type { AccountRecord } from '../../gateway/src/modules/accounts/accounts.js';
import type { Merchant } from '../../gateway/src/modules/site/settings.js';
import { Api, signedInApi } from '../support/api.js';
import { createAccount, createMerchant, uniqueName } from '../support/factories.js';
import { useSite, type TestSite } from '../support/site.js';

/**
 * Agent contracts (docs/AGENT.md "Contracts") against the real gateway and PostgreSQL: the life
 * cycle over HTTP (every allowed and forbidden step), the max-rate and lower-rate rules, races
 * run with Promise.all, access (only the two parties see a contract), the four request relays and the
 * earnings preview from booked bets. Tree: R (top agent) > A, B (agents) > S (A's sub-agent);
 * mA member of A; mX a member of nobody; O an agent of another site.
 */
const { gw, site } = useSite();
type Acc = Awaited<ReturnType<typeof createAccount>> & { api: Api };

async function signIn(s: TestSite, o: { type?: number; parentId?: number } = {}): Promise<Acc> {
  const u = await createAccount(gw.sql, s.id, o);
  const api = await signedInApi(gw.url(s.host), u);
  return { ...u, api };
}
const agent = (s: TestSite, parentId?: number) => signIn(s, { type: 1, parentId });
const at = (path: string, id: number) => path.replace(':id', String(id));

async function offer(from: Acc, to: Acc, over: Record<string, unknown> = {}) {
  return from.api.post<ContractView>(API.agentContracts, { downline: to.username, type: 'dividend', period: 'weekly', rateBp: 200, ...over });
}
async function offered(from: Acc, to: Acc, over: Record<string, unknown> = {}) {
  const r = await offer(from, to, over);
  expect(r.success, r.code).toBe(true);
  return r.value;
}
async function accepted(from: Acc, to: Acc, over: Record<string, unknown> = {}) {
  const c = await offered(from, to, over);
  const r = await to.api.post<ContractView>(at(API.memberContractAccept, c.id));
  expect(r.success, r.code).toBe(true);
  return r.value;
}
const stateOf = async (id: number) => (await gw.sql<{ state: string }[]>`select state from contracts where id = ${id}`)[0]!.state;
const contractEvents = (accountId: number) =>
  gw.sql<
    { payload: { id: number; type: string; state: string } }[]
  >`select payload from events where account_id = ${accountId} and type = 'contract:changed' order by seq`;

describe('contracts: life cycle over HTTP', () => {
  it('offer, accept: both parties see it, with an event each', async () => {
    const R = await agent(site);
    const A = await agent(site, R.id);
    const c = await offered(R, A, { rateBp: 150 });
    expect(c).toMatchObject({
      state: 'offered',
      type: 'dividend',
      agent: { id: R.id },
      downline: { id: A.id },
      terms: { version: 1, rateBp: 150, period: 'weekly' },
    });
    const flags = await A.api.get<ContractConsolidated>(API.memberContractsConsolidated);
    expect(flags.value).toEqual({
      divtypereq: 1,
      dailysalreqtype: 0,
      contracthoursalreqtype: 0,
      realtimesalreqtype: 0,
      requests: [{ id: c.id, type: 'dividend', kind: 'offer' }],
    });

    const ok = await A.api.post<ContractView>(at(API.memberContractAccept, c.id));
    expect(ok.value).toMatchObject({ state: 'active', terminationRequestedBy: null });
    expect(ok.value.answeredAt).not.toBeNull();
    const given = await R.api.get<ContractPage>(`${API.agentContracts}?state=active`);
    expect(given.value.list.map((x) => x.id)).toEqual([c.id]);
    const received = await A.api.get<ContractPage>(API.memberContracts);
    expect(received.value.list.map((x) => x.id)).toEqual([c.id]);
    for (const who of [R, A])
      expect((await contractEvents(who.id)).map((e) => e.payload)).toEqual([
        { id: c.id, type: 'dividend', state: 'offered' },
        { id: c.id, type: 'dividend', state: 'active' },
      ]);
    const [terms] = await gw.sql`select effective_from from contract_terms where contract_id = ${c.id}`;
    expect(terms!.effectiveFrom).not.toBeNull();
  });

  it('reject, withdraw, terminate (agreed and declined) and every forbidden step', async () => {
    const R = await agent(site);
    const A = await agent(site, R.id);
    const refused = async (who: Acc, path: string, id: number) => {
      const r = await who.api.post(at(path, id));
      expect(r.code, path).toBe('CONTRACT_ACTION_NOT_ALLOWED');
    };
    const c1 = await offered(R, A);
    await refused(R, API.memberContractAccept, c1.id); // only the downline answers
    await refused(A, API.memberContractWithdraw, c1.id); // only the agent withdraws
    await refused(A, API.memberContractTerminate, c1.id);
    expect((await A.api.post<ContractView>(at(API.memberContractReject, c1.id))).value.state).toBe('rejected');
    for (const p of [API.memberContractAccept, API.memberContractReject]) await refused(A, p, c1.id);
    await refused(R, API.memberContractWithdraw, c1.id);

    const c2 = await offered(R, A);
    expect((await R.api.post<ContractView>(at(API.memberContractWithdraw, c2.id))).value.state).toBe('withdrawn');
    await refused(A, API.memberContractAccept, c2.id);

    const c3 = await accepted(R, A);
    await refused(A, API.memberContractAgreeTermination, c3.id);
    const asked = await R.api.post<ContractView>(at(API.memberContractTerminate, c3.id));
    expect(asked.value).toMatchObject({ state: 'termination_requested', terminationRequestedBy: 'agent' });
    await refused(R, API.memberContractAgreeTermination, c3.id); // not your own request
    await refused(A, API.memberContractTerminate, c3.id);
    expect((await A.api.post<ContractView>(at(API.memberContractDeclineTermination, c3.id))).value).toMatchObject({
      state: 'active',
      terminationRequestedBy: null,
    });
    await A.api.post(at(API.memberContractTerminate, c3.id));
    const done = await R.api.post<ContractView>(at(API.memberContractAgreeTermination, c3.id));
    expect(done.value).toMatchObject({ state: 'terminated', endReason: 'agreed' });
    expect(done.value.closedAt).not.toBeNull();
    for (const p of [API.memberContractTerminate, API.memberContractAgreeTermination, API.memberContractDeclineTermination]) await refused(R, p, c3.id);
  });

  it('refuses terms that do not fit the type, and a second live contract of one type', async () => {
    const R = await agent(site);
    const A = await agent(site, R.id);
    expect((await offer(R, A, { period: undefined })).code).toBe('CONTRACT_TERMS_INVALID');
    expect((await offer(R, A, { minActiveMembers: 3 })).code).toBe('CONTRACT_TERMS_INVALID');
    expect((await offer(R, A, { type: 'hourly_salary', period: 'weekly' })).code).toBe('CONTRACT_TERMS_INVALID');
    const wage = await offered(R, A, { type: 'daily_wage', period: undefined, minActiveMembers: 2, minBetAmount: 10_000 });
    expect(wage.terms).toMatchObject({ period: 'daily', minActiveMembers: 2, minBetAmount: 10_000 });
    await accepted(R, A);
    expect((await offer(R, A)).code).toBe('CONTRACT_EXISTS');
  });
});

describe('contracts: rate rules', () => {
  it('max rate: the merchant cap for a top agent, the own contract below it, nothing without one', async () => {
    const R = await agent(site);
    const A = await agent(site, R.id);
    const S = await agent(site, A.id);
    const high = await offer(R, A, { rateBp: 501 });
    expect([high.code, high.value]).toEqual(['CONTRACT_RATE_TOO_HIGH', { maxRateBp: 500 }]);
    expect((await offer(A, S, { rateBp: 1 })).value).toEqual({ maxRateBp: 0 });
    await accepted(R, A, { rateBp: 300 });
    expect((await offer(A, S, { rateBp: 301 })).code).toBe('CONTRACT_RATE_TOO_HIGH');
    await accepted(A, S, { rateBp: 300 });
  });

  it('a site can set its own cap (contractMaxRate, percent)', async () => {
    const s = await createMerchant(gw.sql, { contractMaxRate: 1.5 } as never);
    const R = await agent(s);
    const A = await agent(s, R.id);
    expect((await offer(R, A, { rateBp: 151 })).value).toEqual({ maxRateBp: 150 });
    await offered(R, A, { rateBp: 150 });
  });

  it('lower-rate rule: a new lower upline contract ends the higher one the agent gave, in the same transaction', async () => {
    const R = await agent(site);
    const A = await agent(site, R.id);
    const S1 = await agent(site, A.id);
    const S2 = await agent(site, A.id);
    const up = await accepted(R, A, { rateBp: 400 });
    const high = await accepted(A, S1, { rateBp: 300 });
    const low = await accepted(A, S2, { rateBp: 100 });
    const wage = await accepted(R, A, { type: 'daily_wage', period: undefined, rateBp: 50 });
    const otherType = await accepted(A, S1, { type: 'daily_wage', period: undefined, rateBp: 50 });
    await R.api.post(at(API.memberContractTerminate, up.id));
    await A.api.post(at(API.memberContractAgreeTermination, up.id));
    // Still live after the upline contract ended: only a lower NEW contract ends them.
    expect(await stateOf(high.id)).toBe('active');
    const lowered = await offered(R, A, { rateBp: 200 });
    expect((await A.api.post<ContractView>(at(API.memberContractAccept, lowered.id))).value.state).toBe('active');
    const ended = await S1.api.get<ContractView>(at(API.memberContract, high.id));
    expect(ended.value).toMatchObject({ state: 'ended', endReason: 'upline_rate_lowered' });
    expect(await stateOf(low.id)).toBe('active');
    expect(await stateOf(otherType.id)).toBe('active');
    expect(await stateOf(wage.id)).toBe('active');
    expect((await contractEvents(S1.id)).at(-1)!.payload).toEqual({ id: high.id, type: 'dividend', state: 'ended' });
  });
});

describe('contracts: races end in one defined state', () => {
  it('accept while the agent withdraws: exactly one wins, the row says which', async () => {
    const R = await agent(site);
    for (let i = 0; i < 5; i++) {
      const A = await agent(site, R.id);
      const c = await offered(R, A);
      const [acc, wd] = await Promise.all([A.api.post(at(API.memberContractAccept, c.id)), R.api.post(at(API.memberContractWithdraw, c.id))]);
      expect([acc.success, wd.success].filter(Boolean)).toHaveLength(1);
      expect(await stateOf(c.id)).toBe(acc.success ? 'active' : 'withdrawn');
      expect((acc.success ? wd : acc).code).toBe('CONTRACT_ACTION_NOT_ALLOWED');
    }
  });

  it('accept while the agent asks to terminate: active then termination_requested, or refused', async () => {
    const R = await agent(site);
    const A = await agent(site, R.id);
    const c = await offered(R, A);
    const [acc, term] = await Promise.all([A.api.post(at(API.memberContractAccept, c.id)), R.api.post(at(API.memberContractTerminate, c.id))]);
    expect(acc.success).toBe(true);
    expect(await stateOf(c.id)).toBe(term.success ? 'termination_requested' : 'active');
  });

  it('a downline accepting two offers of one type at once keeps one', async () => {
    const R = await agent(site);
    for (let i = 0; i < 3; i++) {
      const A = await agent(site, R.id);
      const a = await offered(R, A, { rateBp: 100 });
      const b = await offered(R, A, { rateBp: 200 });
      const answers = await Promise.all([a, b].map((c) => A.api.post(at(API.memberContractAccept, c.id))));
      expect(answers.filter((r) => r.success)).toHaveLength(1);
      expect(answers.find((r) => !r.success)!.code).toBe('CONTRACT_EXISTS');
      const [n] = await gw.sql<{ n: number }[]>`select count(*)::int as n from contracts where downline_id = ${A.id} and state = 'active'`;
      expect(n!.n).toBe(1);
    }
  });
});

describe('contracts: access', () => {
  let R: Acc, A: Acc, B: Acc, S: Acc, mA: Acc, mX: Acc, O: Acc, c: ContractView;
  beforeAll(async () => {
    const other = await createMerchant(gw.sql);
    R = await agent(site);
    A = await agent(site, R.id);
    B = await agent(site, R.id);
    S = await agent(site, A.id);
    mA = await signIn(site, { parentId: A.id });
    mX = await signIn(site);
    O = await agent(other);
    await accepted(R, A, { rateBp: 300 });
    c = await offered(A, S, { rateBp: 100 });
  });

  it("a sibling agent, the upline's upline side, a member elsewhere and another site see nothing", async () => {
    for (const who of [B, R, mA, mX, O]) {
      for (const p of [API.memberContract, API.memberContractPreview]) expect((await who.api.get(at(p, c.id))).code, p).toBe('CONTRACT_NOT_FOUND');
      for (const p of [API.memberContractAccept, API.memberContractReject, API.memberContractWithdraw, API.memberContractTerminate]) {
        expect((await who.api.post(at(p, c.id))).code, p).toBe('CONTRACT_NOT_FOUND');
      }
      const lists = [await who.api.get<ContractPage>(API.memberContracts)];
      if (who !== mA && who !== mX) lists.push(await who.api.get<ContractPage>(API.agentContracts));
      for (const l of lists) expect(l.value.list.map((x) => x.id)).not.toContain(c.id);
    }
    expect(await stateOf(c.id)).toBe('offered');
  });

  it('members cannot offer or list given contracts; agents offer to direct downlines only', async () => {
    expect((await offer(mA, mX)).code).toBe('AGENT_ONLY');
    expect((await mA.api.get(API.agentContracts)).code).toBe('AGENT_ONLY');
    const notDirect = await signIn(site, { parentId: S.id });
    for (const to of [notDirect, B, mX]) expect((await offer(A, to, { rateBp: 100 })).code).toBe('DOWNLINE_NOT_FOUND');
    expect((await offer(R, O)).code).toBe('DOWNLINE_NOT_FOUND');
  });
});

describe('contracts: the four request relays and the earnings preview', () => {
  it('MCS2_processDividendReq and friends answer the pending request of their type', async () => {
    const R = await agent(site);
    const A = await agent(site, R.id);
    expect((await A.api.post(API.dividendReq, { action: 'accept' })).code).toBe('CONTRACT_NOT_FOUND');
    const div = await offered(R, A);
    const wage = await offered(R, A, { type: 'hourly_salary', period: undefined });
    expect((await A.api.post<ContractView>(API.dividendReq, { action: 'accept' })).value).toMatchObject({ id: div.id, state: 'active' });
    expect((await A.api.post<ContractView>(API.hourSalaryReq, { action: 'reject' })).value).toMatchObject({ id: wage.id, state: 'rejected' });
    await R.api.post(at(API.memberContractTerminate, div.id));
    expect((await A.api.get<ContractConsolidated>(API.memberContractsConsolidated)).value.divtypereq).toBe(2);
    expect((await A.api.post<ContractView>(API.dividendReq, { action: 'accept' })).value).toMatchObject({ state: 'terminated', endReason: 'agreed' });
    expect((await A.api.post(API.realtimeSalaryReq, { action: 'maybe' })).code).toBe('VALIDATION_FAILED');
  });

  it('MCS2_processDividendReq and MCS2_processDailySalContract also answer GET, action in the query', async () => {
    const R = await agent(site);
    const A = await agent(site, R.id);
    const get = (path: string, action: string) => A.api.get<ContractView>(`${path}?action=${action}`);
    expect((await get(API.dividendReq, 'accept')).code).toBe('CONTRACT_NOT_FOUND');
    const div = await offered(R, A);
    const wage = await offered(R, A, { type: 'daily_wage', period: 'daily' });
    expect((await get(API.dividendReq, 'accept')).value).toMatchObject({ id: div.id, state: 'active' });
    expect((await get(API.dailySalaryReq, 'reject')).value).toMatchObject({ id: wage.id, state: 'rejected' });
    expect([await stateOf(div.id), await stateOf(wage.id)]).toEqual(['active', 'rejected']);
    expect((await get(API.dailySalaryReq, 'maybe')).code).toBe('VALIDATION_FAILED');
    expect((await A.api.get(API.dividendReq)).code).toBe('VALIDATION_FAILED');
    // A token is needed, as for the POST.
    expect((await new Api(gw.url(site.host)).get(`${API.dividendReq}?action=accept`)).code).toBe('TOKEN_MISSING');
  });

  it("previews from the team's real bets of the last period, below the downline too", async () => {
    const R = await agent(site);
    const A = await agent(site, R.id);
    const m1 = await signIn(site, { parentId: A.id });
    const S = await agent(site, A.id);
    const m2 = await signIn(site, { parentId: S.id });
    const outsider = await signIn(site, { parentId: R.id });
    const t0 = new Date();
    const book = (accountId: number, kind: string, amount: number) =>
      gw.sql.begin((tx) =>
        post(tx, {
          merchantId: site.id,
          key: `contract-test:${uniqueName()}`,
          kind,
          currency: 'PHP',
          book: 'real',
          meta: {},
          legs: [
            { wallet: { accountId, kind: 'real' }, amount },
            { wallet: { system: 'house' }, amount: -amount },
          ],
        }),
      );
    for (const m of [m1, m2, outsider]) await book(m.id, 'deposit', 100_000);
    await book(m1.id, 'bet', -10_000);
    await book(m1.id, 'win', 4_000);
    await book(m2.id, 'bet', -6_000);
    await book(m2.id, 'rollback', 1_000);
    await book(outsider.id, 'bet', -50_000);
    const div = await offered(R, A, { rateBp: 500, period: 'daily' });
    const wage = await offered(R, A, { type: 'daily_wage', period: undefined, rateBp: 100, minActiveMembers: 2, minBetAmount: 15_000 });
    const strict = await offered(R, A, { type: 'daily_wage', period: undefined, rateBp: 100, minActiveMembers: 3 });
    const [m] = await gw.sql<Merchant[]>`select id, code, settings from merchants where id = ${site.id}`;
    // "Tomorrow" in merchant time: the last finished period is the day the bets were booked in.
    const tomorrow = periodBounds('daily', t0, 8 * 60).end;
    const caller = { id: String(A.id), merchantId: site.id, type: 1 } as AccountRecord;
    const refused = () => {};
    // valid bet 10,000 + 5,000; wins 4,000; team P&L 4,000 - 15,000 = -11,000 (the team lost).
    expect(await previewContract(gw.sql, m!, caller, div.id, tomorrow, refused)).toMatchObject({
      validBet: 15_000,
      profitLoss: -11_000,
      activeMembers: 2,
      base: 11_000,
      qualified: true,
      amount: 550,
    });
    expect(await previewContract(gw.sql, m!, caller, wage.id, tomorrow, refused)).toMatchObject({ base: 15_000, qualified: true, amount: 150 });
    expect(await previewContract(gw.sql, m!, caller, strict.id, tomorrow, refused)).toMatchObject({ qualified: false, amount: 0 });
    // Today's preview reads yesterday: nothing booked there.
    const today = await A.api.get(at(API.memberContractPreview, div.id));
    expect(today.value).toMatchObject({ validBet: 0, amount: 0 });
  });

  it('before an offer, the offering agent previews who would earn what: the downline on its team, itself through its own contract', async () => {
    const R = await agent(site);
    const A = await agent(site, R.id);
    const S = await agent(site, A.id);
    const m2 = await signIn(site, { parentId: S.id });
    const mA = await signIn(site, { parentId: A.id });
    const t0 = new Date();
    const book = (accountId: number, kind: string, amount: number) =>
      gw.sql.begin((tx) =>
        post(tx, {
          merchantId: site.id,
          key: `offer-preview:${uniqueName()}`,
          kind,
          currency: 'PHP',
          book: 'real',
          meta: {},
          legs: [
            { wallet: { accountId, kind: 'real' }, amount },
            { wallet: { system: 'house' }, amount: -amount },
          ],
        }),
      );
    for (const m of [m2, mA]) await book(m.id, 'deposit', 100_000);
    await book(m2.id, 'bet', -8_000);
    await book(m2.id, 'win', 3_000);
    // mA is A's own member, not S's team: it never counts for S.
    await book(mA.id, 'bet', -40_000);
    // A's own dividend from R: 3% daily.
    await accepted(R, A, { rateBp: 300, period: 'daily' });
    const [m] = await gw.sql<Merchant[]>`select id, code, settings from merchants where id = ${site.id}`;
    const tomorrow = periodBounds('daily', t0, 8 * 60).end;
    const caller = { id: String(A.id), merchantId: site.id, type: 1 } as AccountRecord;
    const refused = () => {};
    const p = await previewOffer(gw.sql, m!, caller, { downline: S.username.toUpperCase(), type: 'dividend', period: 'daily' }, tomorrow, refused);
    const day = periodBounds('daily', t0, 8 * 60);
    expect(p).toEqual({
      downline: { id: S.id, username: S.username, nickname: expect.any(String) },
      type: 'dividend',
      period: 'daily',
      from: day.start.toISOString(),
      to: day.end.toISOString(),
      utcOffsetMinutes: 480,
      validBet: 8_000,
      profitLoss: -5_000,
      activeMembers: 1,
      own: { rateBp: 300, source: 'contract' },
    });
    // What the screen shows from it: at 2% S would earn 100 on the team's loss of 5,000; A's own 3% counts the same bets: 150.
    const terms = { period: p.period, minActiveMembers: 0, minBetAmount: 0 };
    expect(previewEarnings('dividend', { ...terms, rateBp: 200 }, p).amount).toBe(100);
    expect(previewEarnings('dividend', { ...terms, rateBp: p.own.rateBp }, p).amount).toBe(150);
    // No daily wage from R: A's own rate for that type is none; R (top agent) is capped by the site.
    expect((await previewOffer(gw.sql, m!, caller, { downline: S.username, type: 'daily_wage' }, tomorrow, refused)).own).toEqual({
      rateBp: 0,
      source: 'none',
    });
    const fromR = await R.api.get<OfferPreview>(`${API.agentContractOfferPreview}?downline=${A.username}&type=dividend&period=weekly`);
    expect(fromR.value.own).toEqual({ rateBp: 500, source: 'merchant' });
    expect(fromR.value.period).toBe('weekly');

    // Over HTTP today: the last finished day is yesterday, with nothing booked.
    const http = await A.api.get<OfferPreview>(`${API.agentContractOfferPreview}?downline=${S.username}&type=realtime_salary`);
    expect(http.value).toMatchObject({ type: 'realtime_salary', period: 'five_minutes', own: { rateBp: 0, source: 'none' }, downline: { id: S.id } });

    // Only a direct downline, the offer's own rules, agents only.
    const other = await createMerchant(gw.sql);
    const O = await agent(other);
    const refusals: [Acc, string, [number, string]][] = [
      [A, `downline=${m2.username}&type=dividend&period=daily`, [404, 'DOWNLINE_NOT_FOUND']],
      [R, `downline=${S.username}&type=dividend&period=daily`, [404, 'DOWNLINE_NOT_FOUND']],
      [A, `downline=nobody-${uniqueName()}&type=dividend&period=daily`, [404, 'DOWNLINE_NOT_FOUND']],
      [O, `downline=${S.username}&type=dividend&period=daily`, [404, 'DOWNLINE_NOT_FOUND']],
      [A, `downline=${S.username}&type=dividend`, [400, 'CONTRACT_TERMS_INVALID']],
      [A, `downline=${S.username}&type=daily_wage&period=weekly`, [400, 'CONTRACT_TERMS_INVALID']],
      [mA, `downline=${S.username}&type=dividend&period=daily`, [403, 'AGENT_ONLY']],
    ];
    for (const [who, q, expected] of refusals) {
      const r = await who.api.get(`${API.agentContractOfferPreview}?${q}`);
      expect([r.status, r.code], q).toEqual(expected);
    }
    const bad = await A.api.get(`${API.agentContractOfferPreview}?downline=${S.username}&type=lottery`);
    expect([bad.status, bad.success]).toEqual([400, false]);
  });
});
