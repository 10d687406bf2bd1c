import {
  LIVE_CONTRACT_STATES,
  isAgentType,
  isTrialType,
  periodFor,
  type ContractConsolidated,
  type ContractListQuery,
  type ContractPage,
  type ContractParty,
  type ContractType,
  type ContractView,
  type OfferContractRequest,
} from '@wl/shared';
import { contractStep, type ContractEvent } from '@wl/machines';
import type { Db, Sql } from '../../db/index.js';
import type { AccountRecord } from '../accounts/accounts.js';
import type { Merchant } from '../site/settings.js';
import { lowerRateRule, rateCap } from './contract-limits.js';
import { lockContract, notify, one, partyOf, refuse, selectContracts, toView, visible, writeStep, type OnRefusal, type Row } from './contract-store.js';
import { answerTerms } from './contract-terms.js';

/**
 * Agent contracts (docs/AGENT.md "Contracts"): offers and their answers, terminations,
 * the lists and the four request relays. Every state change asks the machine (machines/src/contract.ts)
 * whether the stored state allows it and writes its answer (contract-store.ts writeStep), in one
 * transaction that first locks the downline's account row, so each race ends in one defined
 * state. Changes of terms are contract-terms.ts, the max-rate rule contract-limits.ts, the
 * earnings preview contract-preview.ts. A contract the caller is not a party to is
 * CONTRACT_NOT_FOUND, exactly like one that does not exist.
 */

export type { OnRefusal } from './contract-store.js';
export { previewContract, previewOffer } from './contract-preview.js';

const LIVE = [...LIVE_CONTRACT_STATES];

export function requireAgent(account: AccountRecord, refused: OnRefusal): void {
  if (isAgentType(account.type)) return;
  refuse(refused, 'AGENT_ONLY');
}

export async function offerContract(
  sql: Sql,
  merchant: Merchant,
  caller: AccountRecord,
  body: OfferContractRequest,
  refused: OnRefusal,
): Promise<ContractView> {
  requireAgent(caller, refused);
  const period = periodFor(body.type, body.period);
  const salary = body.type !== 'dividend';
  if (
    !period ||
    (!salary && ((body.minActiveMembers ?? 0) > 0 || (body.minBetAmount ?? 0) > 0)) ||
    (salary && body.period !== undefined && body.period !== period)
  ) {
    refuse(refused, 'CONTRACT_TERMS_INVALID', null, { type: body.type });
  }
  const agentId = Number(caller.id);
  return sql.begin(async (tx) => {
    // Locking the downline's row serialises this offer with its answers (see the file comment).
    const [d] = await tx<{ id: string; type: number }[]>`
      select id, type from accounts
      where merchant_id = ${merchant.id} and lower(username) = lower(${body.downline}) and parent_id = ${agentId} and status = 'active'
      for update`;
    if (!d || isTrialType(d.type)) refuse(refused, 'DOWNLINE_NOT_FOUND', null, { target: body.downline });
    const [live] = await tx`select 1 from contracts where downline_id = ${d.id} and type = ${body.type} and state = any(${LIVE})`;
    if (live) refuse(refused, 'CONTRACT_EXISTS', null, { target: d.id, type: body.type });
    const { maxRateBp } = await rateCap(tx, merchant, agentId, body.type);
    if (body.rateBp > maxRateBp) refuse(refused, 'CONTRACT_RATE_TOO_HIGH', { maxRateBp }, { target: d.id, type: body.type });
    const [c] = await tx<{ id: string }[]>`
      insert into contracts (merchant_id, agent_id, downline_id, type) values (${merchant.id}, ${agentId}, ${d.id}, ${body.type}) returning id`;
    await tx`
      insert into contract_terms (contract_id, version, rate_bp, period, min_active_members, min_bet_amount)
      values (${c!.id}, 1, ${body.rateBp}, ${period}, ${body.minActiveMembers ?? 0}, ${body.minBetAmount ?? 0})`;
    await notify(tx, { id: c!.id, type: body.type, agentId, downlineId: d.id }, 'offered');
    return one(tx, merchant, Number(c!.id));
  });
}

/** The actions a party takes with no body (a proposal of terms carries one: contract-terms.ts proposeTerms). */
export type PartyAction = Exclude<Extract<ContractEvent, { by: ContractParty }>['type'], 'PROPOSE_TERMS'>;

/**
 * One party's action on a contract: the machine decides from the stored state, this writes it.
 * Accepting also checks the one-live-contract rule and the agent's rate (either may have changed
 * since the offer), and applies the lower-rate rule to what the downline gave its own downlines.
 * The answers to a change of terms go to contract-terms.ts.
 */
export async function act(sql: Sql, merchant: Merchant, caller: AccountRecord, id: number, action: PartyAction, refused: OnRefusal): Promise<ContractView> {
  if (action === 'ACCEPT_TERMS' || action === 'REJECT_TERMS' || action === 'WITHDRAW_TERMS') return answerTerms(sql, merchant, caller, id, action, refused);
  const callerId = Number(caller.id);
  return sql.begin(async (tx) => {
    const seen = await visible(tx, merchant.id, callerId, id, refused);
    const from = await lockContract(tx, id, seen.downlineId);
    const by = partyOf(seen, callerId);
    const next = contractStep(from, { type: action, by });
    if (!next) refuse(refused, 'CONTRACT_ACTION_NOT_ALLOWED', { state: from.state }, { contract: id, action });
    if (action === 'ACCEPT') {
      const [live] = await tx`select 1 from contracts where downline_id = ${seen.downlineId} and type = ${seen.type} and state = any(${LIVE})`;
      if (live) refuse(refused, 'CONTRACT_EXISTS', null, { contract: id });
      const { maxRateBp } = await rateCap(tx, merchant, Number(seen.agentId), seen.type);
      if (seen.rateBp > maxRateBp) refuse(refused, 'CONTRACT_RATE_TOO_HIGH', { maxRateBp }, { contract: id });
      await tx`update contract_terms set effective_from = now() where contract_id = ${id} and version = ${seen.version}`;
    }
    await writeStep(tx, seen, from, action, next);
    if (action === 'ACCEPT') await lowerRateRule(tx, Number(seen.downlineId), seen.type, seen.rateBp, new Date());
    return one(tx, merchant, id);
  });
}

export async function getContract(db: Db, merchant: Merchant, caller: AccountRecord, id: number, refused: OnRefusal): Promise<ContractView> {
  return toView(await visible(db, merchant.id, Number(caller.id), id, refused), merchant);
}

/** Contracts the caller gave (side 'agent') or received (side 'downline'), newest first. */
export async function listContracts(db: Db, merchant: Merchant, caller: AccountRecord, side: ContractParty, q: ContractListQuery): Promise<ContractPage> {
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? 20;
  const who = side === 'agent' ? db`c.agent_id` : db`c.downline_id`;
  const rows = await db<(Row & { total: number })[]>`
    select x.*, count(*) over ()::int as total from (${selectContracts(db)}
      where c.merchant_id = ${merchant.id} and ${who} = ${Number(caller.id)}
        and (${q.state ?? null}::text is null or c.state = ${q.state ?? null}) and (${q.type ?? null}::text is null or c.type = ${q.type ?? null})) x
    order by x.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`;
  const total = rows[0]?.total ?? 0;
  return { list: rows.map((r) => toView(r, merchant)), pageNum: page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}

const FLAG: Record<ContractType, keyof Omit<ContractConsolidated, 'requests'>> = {
  dividend: 'divtypereq',
  daily_wage: 'dailysalreqtype',
  hourly_salary: 'contracthoursalreqtype',
  realtime_salary: 'realtimesalreqtype',
};

type RequestKind = ContractConsolidated['requests'][number]['kind'];
const FLAG_VALUE: Record<RequestKind, number> = { offer: 1, termination: 2, terms: 3 };

/** What waits for the caller's answer, oldest first: offers to it, terminations and changes of terms its upline asked for. */
async function pendingRequests(db: Db, merchantId: number, callerId: number) {
  return db<{ id: string; type: ContractType; kind: RequestKind }[]>`
    select id, type, case when state = 'offered' then 'offer' when state = 'termination_requested' then 'termination' else 'terms' end as kind
    from contracts c
    where merchant_id = ${merchantId} and downline_id = ${callerId}
      and (state = 'offered' or (state = 'termination_requested' and termination_requested_by = 'agent')
        or (state = 'active' and exists (select 1 from contract_terms t where t.contract_id = c.id and t.version > 1 and t.answer is null)))
    order by id`;
}

export async function consolidated(db: Db, merchant: Merchant, caller: AccountRecord): Promise<ContractConsolidated> {
  const rows = await pendingRequests(db, merchant.id, Number(caller.id));
  const out: ContractConsolidated = { divtypereq: 0, dailysalreqtype: 0, contracthoursalreqtype: 0, realtimesalreqtype: 0, requests: [] };
  for (const r of rows) {
    const flag = FLAG[r.type];
    if (out[flag] === 0) out[flag] = FLAG_VALUE[r.kind];
    out.requests.push({ id: Number(r.id), type: r.type, kind: r.kind });
  }
  return out;
}

const RELAY_ACTIONS: Record<RequestKind, Record<'accept' | 'reject', PartyAction>> = {
  offer: { accept: 'ACCEPT', reject: 'REJECT' },
  termination: { accept: 'AGREE_TERMINATION', reject: 'DECLINE_TERMINATION' },
  terms: { accept: 'ACCEPT_TERMS', reject: 'REJECT_TERMS' },
};

/** The four request relays (MCS2_processDividendReq and friends): accept or reject the oldest request of `type` waiting for the caller. */
export async function processRequest(
  sql: Sql,
  merchant: Merchant,
  caller: AccountRecord,
  type: ContractType,
  answer: 'accept' | 'reject',
  refused: OnRefusal,
): Promise<ContractView> {
  const pending = (await pendingRequests(sql, merchant.id, Number(caller.id))).find((r) => r.type === type);
  if (!pending) refuse(refused, 'CONTRACT_NOT_FOUND', null, { type });
  const action = RELAY_ACTIONS[pending.kind][answer];
  return act(sql, merchant, caller, Number(pending.id), action, refused);
}
