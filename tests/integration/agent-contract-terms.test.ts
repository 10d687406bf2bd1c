import { describe, expect, it } from 'vitest';
import { API, periodBounds, type ContractConsolidated, type ContractLimits, type ContractPreview, type ContractView } from '@wl/shared';
import { settlePeriod } from '../../gateway/src/modules/agent-settlement/settlement.js';
import { Api, signedInApi } from '../support/api.js';
import { createAccount } from '../support/factories.js';
import { useSite, type TestSite } from '../support/site.js';

/**
 * Changing the terms of an active contract, and the max rate upfront (docs/AGENT.md "Contracts"),
 * against the real gateway and PostgreSQL: propose, accept (from the next period in merchant
 * time, which settlement then pays on), reject, withdraw, every forbidden step, one change at a
 * time, the max-rate rule on the proposal and again on acceptance, the lower-rate rule on an
 * accepted lower rate, a termination lapsing a waiting change, races run with Promise.all, the
 * relay, the preview, and GET agentContractLimits. Tree: R (top agent) > A (agent) > S (agent).
 */
const { gw, site } = useSite();
type Acc = Awaited<ReturnType<typeof createAccount>> & { api: Api };
const OFFSET = 8 * 60; // the test merchant's (default) UTC offset

async function signIn(s: TestSite, o: { type?: number; parentId?: number } = {}): Promise<Acc> {
  const u = await createAccount(gw.sql, s.id, o);
  const api = await signedInApi(gw.url(s.host), u);
  return { ...u, api };
}
const agent = (parentId?: number) => signIn(site, { type: 1, parentId });
const at = (path: string, id: number) => path.replace(':id', String(id));

async function accepted(from: Acc, to: Acc, over: Record<string, unknown> = {}): Promise<ContractView> {
  const o = await from.api.post<ContractView>(API.agentContracts, { downline: to.username, type: 'dividend', period: 'weekly', rateBp: 300, ...over });
  expect(o.success, o.code).toBe(true);
  const r = await to.api.post<ContractView>(at(API.memberContractAccept, o.value.id));
  expect(r.success, r.code).toBe(true);
  return r.value;
}
const propose = (who: Acc, id: number, body: Record<string, unknown>) => who.api.post<ContractView>(at(API.memberContractTerms, id), body);
async function proposed(who: Acc, id: number, body: Record<string, unknown>) {
  const r = await propose(who, id, body);
  expect(r.success, r.code).toBe(true);
  return r.value;
}
const answer = (who: Acc, path: string, id: number) => who.api.post<ContractView>(at(path, id));
const versions = (id: number) => gw.sql<{ version: number; rateBp: number; answer: string | null; effectiveFrom: Date | null }[]>`
  select version, rate_bp, answer, effective_from from contract_terms where contract_id = ${id} order by version`;
const stateOf = async (id: number) => (await gw.sql<{ state: string }[]>`select state from contracts where id = ${id}`)[0]!.state;
const events = (accountId: number, id: number) =>
  gw.sql<
    { payload: { state: string } }[]
  >`select payload from events where account_id = ${accountId} and type = 'contract:changed' and (payload->>'id')::int = ${id} order by seq`;

describe('changing the terms of an active contract', () => {
  it('propose, accept: a new version from the start of the next period (merchant time), both parties told', async () => {
    const R = await agent();
    const A = await agent(R.id);
    const c = await accepted(R, A, { rateBp: 300 });
    const before = new Date();
    const p = await proposed(R, c.id, { rateBp: 250 });
    const after = new Date();
    expect(p).toMatchObject({
      state: 'active',
      terms: { version: 1, rateBp: 300 },
      nextTerms: null,
      pendingTerms: { version: 2, rateBp: 250, period: 'weekly', effectiveFrom: null },
    });
    // The date it would take effect: the next Monday 00:00 at the merchant's offset.
    expect([periodBounds('weekly', before, OFFSET).end.toISOString(), periodBounds('weekly', after, OFFSET).end.toISOString()]).toContain(
      p.pendingEffectiveFrom,
    );
    expect(p.utcOffsetMinutes).toBe(OFFSET);
    const flags = await A.api.get<ContractConsolidated>(API.memberContractsConsolidated);
    expect(flags.value).toMatchObject({ divtypereq: 3, requests: [{ id: c.id, type: 'dividend', kind: 'terms' }] });

    const ok = await answer(A, API.memberContractTermsAccept, c.id);
    expect(ok.value).toMatchObject({
      state: 'active',
      terms: { version: 1, rateBp: 300 },
      nextTerms: { version: 2, rateBp: 250, effectiveFrom: p.pendingEffectiveFrom },
      pendingTerms: null,
    });
    expect((await versions(c.id)).map((v) => [v.version, v.answer, v.effectiveFrom?.toISOString() ?? null])).toEqual([
      [1, null, expect.any(String)],
      [2, 'accepted', p.pendingEffectiveFrom],
    ]);
    expect((await A.api.get<ContractConsolidated>(API.memberContractsConsolidated)).value.divtypereq).toBe(0);
    for (const who of [R, A]) expect((await events(who.id, c.id)).map((e) => e.payload.state)).toEqual(['offered', 'active', 'active', 'active']);

    // Once that period has begun (its start moved to the past here), the new version is the one in force.
    await gw.sql`update contract_terms set effective_from = now() - interval '1 second' where contract_id = ${c.id} and version = 2`;
    expect((await R.api.get<ContractView>(at(API.memberContract, c.id))).value).toMatchObject({ terms: { version: 2, rateBp: 250 }, nextTerms: null });
  });

  it('settlement pays each period whole on one set of terms: the current on the old, the next on the new', async () => {
    const R = await agent();
    const A = await agent(R.id);
    const c = await accepted(R, A, { type: 'daily_wage', period: undefined, rateBp: 200 });
    await proposed(R, c.id, { rateBp: 150, minActiveMembers: 1 });
    const ok = await answer(A, API.memberContractTermsAccept, c.id);
    // The day it was accepted in (read from the answer, so a run across midnight still holds).
    const starts = new Date(ok.value.nextTerms!.effectiveFrom!);
    const today = periodBounds('daily', new Date(starts.getTime() - 1), OFFSET);
    expect(today.end).toEqual(starts);
    const later = (d: Date) => new Date(d.getTime() + 86_400_000 + 600_000);
    expect(await settlePeriod(gw.sql, c.id, today.start, later(today.end))).toBe('zero');
    expect(await settlePeriod(gw.sql, c.id, today.end, later(later(today.end)))).toBe('zero');
    const paid = await gw.sql<{ periodStart: Date; termsVersion: number; rateBp: number }[]>`
      select period_start, terms_version, rate_bp from payouts where contract_id = ${c.id} order by period_start`;
    expect(paid.map((p) => [p.periodStart.toISOString(), p.termsVersion, p.rateBp])).toEqual([
      [today.start.toISOString(), 1, 200],
      [today.end.toISOString(), 2, 150],
    ]);
  });

  it('reject, withdraw, one change at a time, and every forbidden step', async () => {
    const R = await agent();
    const A = await agent(R.id);
    const outsider = await agent(R.id);
    const c = await accepted(R, A, { type: 'hourly_salary', period: undefined, rateBp: 300, minActiveMembers: 2, minBetAmount: 5_000 });
    const code = async (p: Promise<{ code: string }>) => (await p).code;
    expect(await code(propose(A, c.id, { rateBp: 200 }))).toBe('CONTRACT_ACTION_NOT_ALLOWED'); // only the agent proposes
    expect(await code(propose(outsider, c.id, { rateBp: 200 }))).toBe('CONTRACT_NOT_FOUND');
    expect(await code(propose(R, c.id, { rateBp: 300, minActiveMembers: 2, minBetAmount: 5_000 }))).toBe('CONTRACT_TERMS_UNCHANGED');
    expect(await code(propose(R, c.id, { rateBp: 200, period: 'daily' }))).toBe('VALIDATION_FAILED'); // the period stays
    for (const p of [API.memberContractTermsAccept, API.memberContractTermsReject, API.memberContractTermsWithdraw]) {
      expect(await code(answer(A, p, c.id)), p).toBe('CONTRACT_ACTION_NOT_ALLOWED'); // nothing waits
    }
    const p = await proposed(R, c.id, { rateBp: 250, minActiveMembers: 3 });
    expect(p.pendingTerms).toMatchObject({ rateBp: 250, period: 'hourly', minActiveMembers: 3, minBetAmount: 0 });
    expect(await code(propose(R, c.id, { rateBp: 200 }))).toBe('CONTRACT_CHANGE_PENDING');
    expect(await code(answer(R, API.memberContractTermsAccept, c.id))).toBe('CONTRACT_ACTION_NOT_ALLOWED'); // the downline answers
    expect(await code(answer(A, API.memberContractTermsWithdraw, c.id))).toBe('CONTRACT_ACTION_NOT_ALLOWED'); // the agent withdraws
    expect((await answer(A, API.memberContractTermsReject, c.id)).value).toMatchObject({
      state: 'active',
      terms: { rateBp: 300 },
      pendingTerms: null,
      nextTerms: null,
    });
    await proposed(R, c.id, { rateBp: 200 });
    expect((await answer(R, API.memberContractTermsWithdraw, c.id)).value).toMatchObject({ pendingTerms: null, nextTerms: null });
    expect((await versions(c.id)).map((v) => [v.version, v.answer, v.effectiveFrom === null])).toEqual([
      [1, null, false],
      [2, 'rejected', true],
      [3, 'withdrawn', true],
    ]);

    const div = await accepted(R, A);
    expect(await code(propose(R, div.id, { rateBp: 200, minBetAmount: 100 }))).toBe('CONTRACT_TERMS_INVALID'); // a dividend has no thresholds
    const o = await R.api.post<ContractView>(API.agentContracts, { downline: A.username, type: 'daily_wage', rateBp: 100 });
    expect(await code(propose(R, o.value.id, { rateBp: 50 }))).toBe('CONTRACT_ACTION_NOT_ALLOWED'); // not active yet
  });

  it('a termination request lapses a waiting change; declining it does not bring the change back', async () => {
    const R = await agent();
    const A = await agent(R.id);
    const c = await accepted(R, A);
    await proposed(R, c.id, { rateBp: 100 });
    expect((await A.api.post<ContractView>(at(API.memberContractTerminate, c.id))).value).toMatchObject({ state: 'termination_requested', pendingTerms: null });
    expect((await versions(c.id)).at(-1)).toMatchObject({ version: 2, answer: 'lapsed', effectiveFrom: null });
    expect((await answer(A, API.memberContractTermsAccept, c.id)).code).toBe('CONTRACT_ACTION_NOT_ALLOWED');
    expect((await propose(R, c.id, { rateBp: 100 })).code).toBe('CONTRACT_ACTION_NOT_ALLOWED');
    expect((await R.api.post<ContractView>(at(API.memberContractDeclineTermination, c.id))).value).toMatchObject({ state: 'active', pendingTerms: null });
    expect((await A.api.get<ContractConsolidated>(API.memberContractsConsolidated)).value.requests).toEqual([]);
  });
});

describe('rate rules on a change of terms', () => {
  it("max rate on the proposal, and again on acceptance after the agent's own rate fell", async () => {
    const R = await agent();
    const A = await agent(R.id);
    const S = await agent(A.id);
    const up = await accepted(R, A, { rateBp: 300 });
    const down = await accepted(A, S, { rateBp: 200 });
    const high = await propose(A, down.id, { rateBp: 301 });
    expect([high.code, high.value]).toEqual(['CONTRACT_RATE_TOO_HIGH', { maxRateBp: 300 }]);
    await proposed(A, down.id, { rateBp: 300 });
    // R lowers A to 250 from A's next period; S's contract (200) stays, its waiting 300 no longer fits.
    await proposed(R, up.id, { rateBp: 250 });
    await answer(A, API.memberContractTermsAccept, up.id);
    expect(await stateOf(down.id)).toBe('active');
    const late = await answer(S, API.memberContractTermsAccept, down.id);
    expect([late.code, late.value]).toEqual(['CONTRACT_RATE_TOO_HIGH', { maxRateBp: 250 }]);
    expect((await versions(down.id)).at(-1)).toMatchObject({ answer: null }); // still waiting: A may withdraw it
    expect((await A.api.get<ContractLimits>(API.agentContractLimits)).value.limits.find((l) => l.type === 'dividend')).toEqual({
      type: 'dividend',
      maxRateBp: 250,
      source: 'contract',
    });
  });

  it('lower-rate rule: accepting a lower rate ends the higher contracts the downline gave (and their waiting changes)', async () => {
    const R = await agent();
    const A = await agent(R.id);
    const S1 = await agent(A.id);
    const S2 = await agent(A.id);
    const up = await accepted(R, A, { rateBp: 400 });
    const high = await accepted(A, S1, { rateBp: 300 });
    const low = await accepted(A, S2, { rateBp: 100 });
    await proposed(A, high.id, { rateBp: 350 });
    await proposed(R, up.id, { rateBp: 200 });
    expect(await stateOf(high.id)).toBe('active'); // a proposal alone changes nothing
    await answer(A, API.memberContractTermsAccept, up.id);
    expect((await S1.api.get<ContractView>(at(API.memberContract, high.id))).value).toMatchObject({
      state: 'ended',
      endReason: 'upline_rate_lowered',
      pendingTerms: null,
    });
    expect((await versions(high.id)).at(-1)).toMatchObject({ version: 2, answer: 'lapsed' });
    expect(await stateOf(low.id)).toBe('active');
    expect((await events(S1.id, high.id)).at(-1)!.payload.state).toBe('ended');
  });

  it('GET agentContractLimits: the site cap for a top agent, the own contract below it, nothing without one; agents only', async () => {
    const R = await agent();
    const A = await agent(R.id);
    const m = await signIn(site, { parentId: A.id });
    const top = await R.api.get<ContractLimits>(API.agentContractLimits);
    expect(top.value.limits).toEqual(
      ['dividend', 'daily_wage', 'hourly_salary', 'realtime_salary'].map((type) => ({ type, maxRateBp: 500, source: 'merchant' })),
    );
    await accepted(R, A, { type: 'realtime_salary', period: undefined, rateBp: 120 });
    const sub = await A.api.get<ContractLimits>(API.agentContractLimits);
    expect(sub.value.limits.map((l) => [l.type, l.maxRateBp, l.source])).toEqual([
      ['dividend', 0, 'none'],
      ['daily_wage', 0, 'none'],
      ['hourly_salary', 0, 'none'],
      ['realtime_salary', 120, 'contract'],
    ]);
    expect((await m.api.get(API.agentContractLimits)).code).toBe('AGENT_ONLY');
  });
});

describe('changes of terms: races end in one defined state', () => {
  it('the downline accepts while the agent withdraws: exactly one wins, the version says which', async () => {
    const R = await agent();
    for (let i = 0; i < 5; i++) {
      const A = await agent(R.id);
      const c = await accepted(R, A);
      await proposed(R, c.id, { rateBp: 200 });
      const [acc, wd] = await Promise.all([answer(A, API.memberContractTermsAccept, c.id), answer(R, API.memberContractTermsWithdraw, c.id)]);
      expect([acc.success, wd.success].filter(Boolean)).toHaveLength(1);
      expect((acc.success ? wd : acc).code).toBe('CONTRACT_ACTION_NOT_ALLOWED');
      expect((await versions(c.id)).at(-1)!.answer).toBe(acc.success ? 'accepted' : 'withdrawn');
    }
  });

  it('the downline accepts while the agent asks to terminate: accepted then termination requested, or lapsed and refused', async () => {
    const R = await agent();
    for (let i = 0; i < 5; i++) {
      const A = await agent(R.id);
      const c = await accepted(R, A);
      await proposed(R, c.id, { rateBp: 200 });
      const [acc, term] = await Promise.all([answer(A, API.memberContractTermsAccept, c.id), R.api.post(at(API.memberContractTerminate, c.id))]);
      expect(term.success).toBe(true);
      expect(await stateOf(c.id)).toBe('termination_requested');
      expect((await versions(c.id)).at(-1)!.answer).toBe(acc.success ? 'accepted' : 'lapsed');
      if (!acc.success) expect(acc.code).toBe('CONTRACT_ACTION_NOT_ALLOWED');
    }
  });

  it('two proposals at once: one waits, the other is told a change already waits', async () => {
    const R = await agent();
    const A = await agent(R.id);
    const c = await accepted(R, A);
    const both = await Promise.all([propose(R, c.id, { rateBp: 200 }), propose(R, c.id, { rateBp: 100 })]);
    expect(both.filter((r) => r.success)).toHaveLength(1);
    expect(both.find((r) => !r.success)!.code).toBe('CONTRACT_CHANGE_PENDING');
    expect((await versions(c.id)).filter((v) => v.answer === null && v.version > 1)).toHaveLength(1);
  });
});

describe('changes of terms: relay and preview', () => {
  it('MCS2_processDividendReq answers a waiting change; the preview shows both sets of terms in merchant time', async () => {
    const R = await agent();
    const A = await agent(R.id);
    const c = await accepted(R, A);
    await proposed(R, c.id, { rateBp: 150 });
    const preview = await A.api.get<ContractPreview>(at(API.memberContractPreview, c.id));
    expect(preview.value).toMatchObject({ utcOffsetMinutes: OFFSET, terms: { rateBp: 300 }, pending: { terms: { version: 2, rateBp: 150 }, amount: 0 } });
    expect(preview.value.to).toBe(periodBounds('weekly', new Date(), OFFSET).start.toISOString());
    expect((await A.api.post<ContractView>(API.dividendReq, { action: 'reject' })).value).toMatchObject({ id: c.id, pendingTerms: null });
    expect((await versions(c.id)).at(-1)!.answer).toBe('rejected');
    await proposed(R, c.id, { rateBp: 120 });
    expect((await A.api.post<ContractView>(API.dividendReq, { action: 'accept' })).value).toMatchObject({ nextTerms: { rateBp: 120 } });
    expect((await A.api.get<ContractPreview>(at(API.memberContractPreview, c.id))).value.pending).toBeNull();
  });
});
