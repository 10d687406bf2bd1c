import { expect } from 'vitest';
import { API } from '@wl/shared';
import { uniqueName } from './factories.js';
import type { Caller, World } from './agent-world.js';

/**
 * The agent centre's access matrix (tests/integration/agent-access.test.ts): every agent endpoint,
 * what each caller gets. `ok` means allowed (and then only the caller's own data, which the test
 * scans for); anything else is the refusal code. Rows run in this order and each row calls
 * CALLERS in order, so a row that changes a contract has a contract of its own and the party who
 * may act is called after the other party.
 */
export const CALLERS: Caller[] = ['anon', 'staff', 'foreign', 'mO', 'B', 'mA', 'S', 'A'];
export type Outcome = 'ok' | string;

export interface Row {
  name: string;
  key: keyof typeof API;
  method: 'GET' | 'POST' | 'PUT';
  /** The path with ids and query (made when the row runs); default the bare API path. */
  path?: () => string;
  body?: () => unknown;
  headers?: () => Record<string, string>;
  /** Public: no token needed. Otherwise anon gets TOKEN_MISSING, staff and foreign tokens TOKEN_INVALID. */
  public?: boolean;
  expect: Partial<Record<Caller, Outcome>>;
  /** Exact own-data checks on a successful answer. */
  check?: (who: Caller, value: unknown) => void;
}

const AO = 'AGENT_ONLY';
const DNF = 'DOWNLINE_NOT_FOUND';
const CNF = 'CONTRACT_NOT_FOUND';
const NA = 'CONTRACT_ACTION_NOT_ALLOWED';
const NF = 'NOT_FOUND';
const TR = 'TRANSFER_RELATION_NOT_ALLOWED';
/** The five account callers, in the order mO, B, mA, S, A. */
const e = (mO: Outcome, B: Outcome, mA: Outcome, S: Outcome, A: Outcome) => ({ mO, B, mA, S, A });
const agentsOnly = e(AO, 'ok', AO, 'ok', 'ok');
const everyone = e('ok', 'ok', 'ok', 'ok', 'ok');
const at = (key: keyof typeof API, id: number, query = '') => API[key].replace(':id', String(id)) + query;
const ids = (v: unknown) => (v as { list: { id: number }[] }).list.map((x) => x.id).sort((a, b) => a - b);

export function expected(row: Row, who: Caller): Outcome {
  if (row.public) return row.expect[who] ?? 'ok';
  if (who === 'anon') return 'TOKEN_MISSING';
  if (who === 'staff' || who === 'foreign') return 'TOKEN_INVALID';
  return row.expect[who]!;
}

export function accessRows(w: World): Row[] {
  const { t, c, p } = w;
  const idOf = (who: Caller) => t[who as 'A'].id;
  const own = (field: 'agent' | 'downline') => (who: Caller, v: unknown) =>
    expect((v as { list: Record<string, { id: number }>[] }).list.every((x) => x[field]!.id === idOf(who))).toBe(true);
  const action = (name: string, key: keyof typeof API, id: () => number, outcome: ReturnType<typeof e>): Row => ({
    name,
    key,
    method: 'POST',
    path: () => at(key, id()),
    expect: outcome,
  });
  const relays = [
    ['dividendReq', 'dividend'],
    ['dailySalaryReq', 'daily_wage'],
    ['hourSalaryReq', 'hourly_salary'],
    ['realtimeSalaryReq', 'realtime_salary'],
  ] as const;

  return [
    // Team (docs/AGENT.md "Team").
    { name: 'team downlines', key: 'agentTeamDownlines', method: 'GET', expect: agentsOnly },
    {
      name: 'team downlines of S',
      key: 'agentTeamDownlines',
      method: 'GET',
      path: () => `${API.agentTeamDownlines}?parentId=${t.S.id}`,
      expect: e(AO, DNF, AO, 'ok', 'ok'),
    },
    {
      name: 'team downlines of A',
      key: 'agentTeamDownlines',
      method: 'GET',
      path: () => `${API.agentTeamDownlines}?parentId=${t.A.id}`,
      expect: e(AO, DNF, AO, DNF, 'ok'),
    },
    {
      name: 'team search for mS',
      key: 'agentTeamDownlines',
      method: 'GET',
      path: () => `${API.agentTeamDownlines}?username=${t.mS.username}`,
      expect: agentsOnly,
      check: (who, v) => expect(ids(v)).toEqual(who === 'B' ? [] : [t.mS.id]),
    },
    { name: 'team path to mS', key: 'agentTeamPath', method: 'GET', path: () => at('agentTeamPath', t.mS.id), expect: e(AO, DNF, AO, 'ok', 'ok') },
    { name: 'team path to A', key: 'agentTeamPath', method: 'GET', path: () => at('agentTeamPath', t.A.id), expect: e(AO, DNF, AO, DNF, 'ok') },
    { name: 'team tree', key: 'agentTeamTree', method: 'GET', expect: agentsOnly },
    {
      name: 'team tree under S',
      key: 'agentTeamTree',
      method: 'GET',
      path: () => `${API.agentTeamTree}?parentId=${t.S.id}`,
      expect: e(AO, DNF, AO, 'ok', 'ok'),
    },
    {
      name: 'remark on mS',
      key: 'agentTeamRemark',
      method: 'PUT',
      path: () => at('agentTeamRemark', t.mS.id),
      body: () => ({ remark: 'seen' }),
      expect: e(AO, DNF, AO, 'ok', 'ok'),
    },
    {
      name: 'register a member',
      key: 'agentTeamRegister',
      method: 'POST',
      expect: agentsOnly,
      body: () => ({ kind: 'member', username: uniqueName('n'), password: 'Passw0rd1', confirmPassword: 'Passw0rd1' }),
      check: (who, v) => expect((v as { parentId: number }).parentId).toBe(idOf(who)),
    },
    { name: 'team overview', key: 'agentTeamOverview', method: 'GET', expect: agentsOnly },
    { name: 'team bets', key: 'agentTeamBets', method: 'GET', path: () => `${API.agentTeamBets}?pageSize=100`, expect: agentsOnly },
    {
      name: 'team bets of mS',
      key: 'agentTeamBets',
      method: 'GET',
      path: () => `${API.agentTeamBets}?username=${t.mS.username}`,
      expect: agentsOnly,
      check: (who, v) => expect((v as { total: number }).total).toBe(who === 'B' ? 0 : 1),
    },
    { name: 'team transactions', key: 'agentTeamTransactions', method: 'GET', path: () => `${API.agentTeamTransactions}?pageSize=100`, expect: agentsOnly },
    { name: 'team profit', key: 'agentTeamProfit', method: 'GET', path: () => `${API.agentTeamProfit}?pageSize=100`, expect: agentsOnly },
    {
      // Each agent's own team's news: the member each of B, S and A registered above reaches its agent and those above (S's reaches A too), never a sibling.
      name: 'team activity',
      key: 'agentTeamActivity',
      method: 'GET',
      path: () => `${API.agentTeamActivity}?pageSize=50`,
      expect: agentsOnly,
      check: (who, v) => expect((v as { list: { kind: string }[] }).list.filter((l) => l.kind === 'registration')).toHaveLength(who === 'A' ? 2 : 1),
    },

    // Contracts (docs/AGENT.md "Contracts").
    {
      name: 'contracts given',
      key: 'agentContracts',
      method: 'GET',
      path: () => `${API.agentContracts}?pageSize=100`,
      expect: agentsOnly,
      check: own('agent'),
    },
    {
      name: 'offer to mS',
      key: 'agentContracts',
      method: 'POST',
      expect: e(AO, DNF, AO, 'ok', DNF),
      body: () => ({ downline: t.mS.username, type: 'realtime_salary', rateBp: 50, minActiveMembers: 1, minBetAmount: 0 }),
      check: (_who, v) => w.addContract((v as { id: number }).id, t.S.id, t.mS.id),
    },
    {
      name: 'contracts received',
      key: 'memberContracts',
      method: 'GET',
      path: () => `${API.memberContracts}?pageSize=100`,
      expect: everyone,
      check: own('downline'),
    },
    { name: 'consolidated requests', key: 'memberContractsConsolidated', method: 'GET', expect: everyone },
    { name: 'contract A>S', key: 'memberContract', method: 'GET', path: () => at('memberContract', c.AS!), expect: e(CNF, CNF, CNF, 'ok', 'ok') },
    { name: 'contract B>mB', key: 'memberContract', method: 'GET', path: () => at('memberContract', c.BmB!), expect: e(CNF, 'ok', CNF, CNF, CNF) },
    { name: 'contract R>A', key: 'memberContract', method: 'GET', path: () => at('memberContract', c.RA!), expect: e(CNF, CNF, CNF, CNF, 'ok') },
    { name: 'preview A>S', key: 'memberContractPreview', method: 'GET', path: () => at('memberContractPreview', c.AS!), expect: e(CNF, CNF, CNF, 'ok', 'ok') },
    { name: 'preview B>mB', key: 'memberContractPreview', method: 'GET', path: () => at('memberContractPreview', c.BmB!), expect: e(CNF, 'ok', CNF, CNF, CNF) },
    action('accept A>S offer', 'memberContractAccept', () => c.accept!, e(CNF, CNF, CNF, 'ok', NA)),
    action('reject A>S offer', 'memberContractReject', () => c.reject!, e(CNF, CNF, CNF, 'ok', NA)),
    action('withdraw A>S offer', 'memberContractWithdraw', () => c.withdraw!, e(CNF, CNF, CNF, NA, 'ok')),
    action('terminate A>mA', 'memberContractTerminate', () => c.terminate!, e(CNF, CNF, 'ok', CNF, NA)),
    action('agree to end A>mA', 'memberContractAgreeTermination', () => c.agree!, e(CNF, CNF, 'ok', CNF, NA)),
    action('decline to end A>mA', 'memberContractDeclineTermination', () => c.decline!, e(CNF, CNF, 'ok', CNF, NA)),
    // A change of terms: proposed by the agent (here B on its own member's contract), answered by the downline, withdrawn by the agent.
    {
      name: 'propose terms B>mB',
      key: 'memberContractTerms',
      method: 'POST',
      path: () => at('memberContractTerms', c.BmB!),
      body: () => ({ rateBp: 50 }),
      expect: e(CNF, 'ok', CNF, CNF, CNF),
    },
    action('accept terms A>mA', 'memberContractTermsAccept', () => c.termsAccept!, e(CNF, CNF, 'ok', CNF, NA)),
    action('reject terms A>S', 'memberContractTermsReject', () => c.termsReject!, e(CNF, CNF, CNF, 'ok', NA)),
    action('withdraw terms A>S', 'memberContractTermsWithdraw', () => c.termsWithdraw!, e(CNF, CNF, CNF, NA, 'ok')),
    { name: 'contract limits', key: 'agentContractLimits', method: 'GET', expect: agentsOnly },
    {
      name: 'offer preview for S',
      key: 'agentContractOfferPreview',
      method: 'GET',
      path: () => `${API.agentContractOfferPreview}?downline=${t.S.username}&type=dividend&period=weekly`,
      expect: e(AO, DNF, AO, DNF, 'ok'),
      check: (_who, v) => expect((v as { downline: { id: number } }).downline.id).toBe(t.S.id),
    },
    // The relays answer the caller's own oldest pending request: only B has any (after the rows above, nothing waits for A, S or mA).
    ...relays.map(([key, type]): Row => ({
      name: `relay ${type}`,
      key,
      method: 'POST',
      body: () => ({ action: 'reject' }),
      expect: e(CNF, 'ok', CNF, CNF, CNF),
      check: (_who, v) => expect(v).toMatchObject({ id: c[`relay-${type}`], state: 'rejected' }),
    })),
    // Dividend and daily salary answer GET too (action in the query); by now nothing of theirs waits for anyone.
    ...relays
      .filter(([key]) => key === 'dividendReq' || key === 'dailySalaryReq')
      .map(([key, type]): Row => ({
        name: `relay ${type} by GET`,
        key,
        method: 'GET',
        path: () => `${API[key]}?action=reject`,
        expect: e(CNF, CNF, CNF, CNF, CNF),
      })),

    // Salary pages and income (docs/AGENT.md "Settlement").
    { name: 'salary flags', key: 'agentSalaryFlags', method: 'GET', expect: everyone },
    {
      name: 'payouts earned',
      key: 'agentSalaryPayouts',
      method: 'GET',
      path: () => `${API.agentSalaryPayouts}?type=realtime_salary`,
      expect: everyone,
      check: (who, v) => expect(ids(v)).toEqual({ A: [p.RA], S: [p.AS], B: [p.RB] }[who as 'A'] ?? []),
    },
    {
      name: 'payouts given',
      key: 'agentSalaryPayouts',
      method: 'GET',
      path: () => `${API.agentSalaryPayouts}?type=realtime_salary&side=given`,
      expect: agentsOnly,
      check: (who, v) => expect(ids(v)).toEqual(who === 'A' ? [p.AS] : []),
    },
    {
      name: 'bets of payout A>S',
      key: 'agentSalaryPayoutBets',
      method: 'GET',
      path: () => at('agentSalaryPayoutBets', p.AS!),
      expect: e(NF, NF, NF, 'ok', 'ok'),
    },
    {
      name: 'bets of payout R>A',
      key: 'agentSalaryPayoutBets',
      method: 'GET',
      path: () => at('agentSalaryPayoutBets', p.RA!),
      expect: e(NF, NF, NF, NF, 'ok'),
      check: (_who, v) => expect((v as { list: { username: string }[] }).list.map((x) => x.username).sort()).toEqual([t.mA.username, t.mS.username].sort()),
    },
    {
      name: 'bets of payout R>B',
      key: 'agentSalaryPayoutBets',
      method: 'GET',
      path: () => at('agentSalaryPayoutBets', p.RB!),
      expect: e(NF, 'ok', NF, NF, NF),
    },
    { name: 'real-time salary now', key: 'agentSalaryRealtime', method: 'GET', expect: everyone },
    {
      name: 'my income',
      key: 'agentRevenue',
      method: 'GET',
      expect: everyone,
      check: (who, v) => expect((v as { totals: { total: number } }).totals.total).toBe({ A: 320, S: 60, B: 75 }[who as 'A'] ?? 0),
    },

    // Money into the downline (transfers/relation.ts; docs/TRANSFERS.md): only into the caller's own subtree.
    { name: 'transfer targets', key: 'transferTargets', method: 'GET', path: () => `${API.transferTargets}?pageSize=50`, expect: everyone },
    {
      name: 'transfer to mS',
      key: 'transferRelation',
      method: 'POST',
      body: () => ({ username: t.mS.username, amount: 100 }),
      headers: () => ({ 'idempotency-key': uniqueName('k') }),
      expect: e(TR, TR, TR, 'ok', 'ok'),
    },
    {
      name: 'transfer to mB',
      key: 'transferRelation',
      method: 'POST',
      body: () => ({ username: t.mB.username, amount: 100 }),
      headers: () => ({ 'idempotency-key': uniqueName('k') }),
      expect: e(TR, 'ok', TR, TR, TR),
    },

    // The public invitation check names nobody; a code is a site's own.
    {
      name: 'affiliate code',
      key: 'affiliate',
      method: 'GET',
      path: () => `${API.affiliate}?code=${w.rCode}`,
      public: true,
      expect: { mO: 'INVITATION_CODE_INVALID' },
    },
  ];
}
