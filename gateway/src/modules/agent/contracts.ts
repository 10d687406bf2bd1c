import {
  CONTRACT_LIMITS, LIVE_CONTRACT_STATES, isAgentType, isTrialType, percentToBp, periodFor, previewEarnings, previousPeriod,
  type ContractConsolidated, type ContractListQuery, type ContractPage, type ContractParty, type ContractPreview, type ContractTermsView,
  type ContractType, type ContractView, type OfferContractRequest,
} from '@wl/shared';
import { contractStep, type ContractEvent } from '@wl/machines';
import type { Db, Sql, Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { appendEvent } from '../../realtime/event-log.js';
import type { AccountRecord } from '../identity/accounts.js';
import type { Merchant } from '../site/settings.js';
import { offsetFromSettings } from '../site/merchants.js';
import { teamCte } from './tree.js';

/**
 * Agent contracts (issue 10; docs/AGENT.md "Contracts"). Every state change asks the machine
 * (machines/src/contract.ts) whether the stored state allows it and writes its answer, in one
 * transaction that first locks the downline's account row: that one lock serialises everything
 * that can touch the downline's contracts (two accepts, an accept against a withdraw), so each
 * race ends in one defined state. A contract the caller is not a party to is CONTRACT_NOT_FOUND,
 * exactly like one that does not exist.
 */

export type OnRefusal = (code: string, detail: Record<string, unknown>) => void;

const LIVE = [...LIVE_CONTRACT_STATES];

interface Row {
  id: string; type: ContractType; state: ContractView['state']; agentId: string; downlineId: string;
  terminationRequestedBy: ContractParty | null; endReason: ContractView['endReason'];
  offeredAt: Date; answeredAt: Date | null; closedAt: Date | null;
  agentUsername: string; agentNickname: string; downlineUsername: string; downlineNickname: string;
  version: number; rateBp: number; period: ContractTermsView['period']; minActiveMembers: number; minBetAmount: string; termsCreatedAt: Date;
}

/** Contracts with both parties and their newest terms; callers add the where clause. */
const selectContracts = (db: Db) => db`
  select c.id, c.type, c.state, c.agent_id, c.downline_id, c.termination_requested_by, c.end_reason, c.offered_at, c.answered_at, c.closed_at,
         ag.username as agent_username, ag.nickname as agent_nickname, dl.username as downline_username, dl.nickname as downline_nickname,
         t.version, t.rate_bp, t.period, t.min_active_members, t.min_bet_amount, t.created_at as terms_created_at
  from contracts c
  join accounts ag on ag.id = c.agent_id
  join accounts dl on dl.id = c.downline_id
  join lateral (select * from contract_terms t where t.contract_id = c.id order by version desc limit 1) t on true`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const toView = (r: Row): ContractView => ({
  id: Number(r.id), type: r.type, state: r.state,
  agent: { id: Number(r.agentId), username: r.agentUsername, nickname: r.agentNickname },
  downline: { id: Number(r.downlineId), username: r.downlineUsername, nickname: r.downlineNickname },
  terms: { version: r.version, rateBp: r.rateBp, period: r.period, minActiveMembers: r.minActiveMembers, minBetAmount: Number(r.minBetAmount), createdAt: r.termsCreatedAt.toISOString() },
  terminationRequestedBy: r.terminationRequestedBy, endReason: r.endReason,
  offeredAt: r.offeredAt.toISOString(), answeredAt: iso(r.answeredAt), closedAt: iso(r.closedAt),
});

export function requireAgent(account: AccountRecord, refused: OnRefusal): void {
  if (isAgentType(account.type)) return;
  refused('AGENT_ONLY', {});
  throw new AppError('AGENT_ONLY');
}

/** The merchant's cap for an agent with no upline (settings.contractMaxRate, percent). */
function merchantMaxBp(merchant: Merchant): number {
  const v = (merchant.settings as { contractMaxRate?: unknown }).contractMaxRate;
  return typeof v === 'number' && v > 0 && v <= 100 ? percentToBp(v) : CONTRACT_LIMITS.defaultMerchantMaxRateBp;
}

/**
 * The most `agent` may offer for `type`: its own live contract's rate from its upline; the
 * merchant cap for a top-level agent; nothing for an agent whose upline gave it no such contract.
 */
async function ownRateBp(db: Db, merchant: Merchant, agentId: number, type: ContractType): Promise<number> {
  const [own] = await db<{ rateBp: number }[]>`
    select t.rate_bp from contracts c
    join lateral (select rate_bp from contract_terms t where t.contract_id = c.id order by version desc limit 1) t on true
    where c.downline_id = ${agentId} and c.type = ${type} and c.state = any(${LIVE}) and c.merchant_id = ${merchant.id}`;
  if (own) return own.rateBp;
  const [a] = await db<{ parentId: string | null }[]>`select parent_id from accounts where id = ${agentId}`;
  return a?.parentId == null ? merchantMaxBp(merchant) : 0;
}

async function notify(tx: Tx, r: { id: number | string; type: string; agentId: number | string; downlineId: number | string }, state: string) {
  const payload = { id: Number(r.id), type: r.type, state };
  await appendEvent(tx, Number(r.agentId), 'contract:changed', payload);
  await appendEvent(tx, Number(r.downlineId), 'contract:changed', payload);
}

async function one(db: Db, merchantId: number, id: number): Promise<ContractView> {
  const [r] = await db<Row[]>`${selectContracts(db)} where c.id = ${id} and c.merchant_id = ${merchantId}`;
  return toView(r!);
}

export async function offerContract(sql: Sql, merchant: Merchant, caller: AccountRecord, body: OfferContractRequest, refused: OnRefusal): Promise<ContractView> {
  requireAgent(caller, refused);
  const period = periodFor(body.type, body.period);
  const salary = body.type !== 'dividend';
  if (!period || (!salary && ((body.minActiveMembers ?? 0) > 0 || (body.minBetAmount ?? 0) > 0)) || (salary && body.period !== undefined && body.period !== period)) {
    throw new AppError('CONTRACT_TERMS_INVALID');
  }
  const agentId = Number(caller.id);
  return sql.begin(async (tx) => {
    // Locking the downline's row serialises this offer with its answers (see the file comment).
    const [d] = await tx<{ id: string; type: number }[]>`
      select id, type from accounts
      where merchant_id = ${merchant.id} and lower(username) = lower(${body.downline}) and parent_id = ${agentId} and status = 'active'
      for update`;
    if (!d || isTrialType(d.type)) {
      refused('DOWNLINE_NOT_FOUND', { target: body.downline });
      throw new AppError('DOWNLINE_NOT_FOUND');
    }
    const [live] = await tx`select 1 from contracts where downline_id = ${d.id} and type = ${body.type} and state = any(${LIVE})`;
    if (live) throw new AppError('CONTRACT_EXISTS');
    const max = await ownRateBp(tx, merchant, agentId, body.type);
    if (body.rateBp > max) throw new AppError('CONTRACT_RATE_TOO_HIGH', { maxRateBp: max });
    const [c] = await tx<{ id: string }[]>`
      insert into contracts (merchant_id, agent_id, downline_id, type) values (${merchant.id}, ${agentId}, ${d.id}, ${body.type}) returning id`;
    await tx`
      insert into contract_terms (contract_id, version, rate_bp, period, min_active_members, min_bet_amount)
      values (${c!.id}, 1, ${body.rateBp}, ${period}, ${body.minActiveMembers ?? 0}, ${body.minBetAmount ?? 0})`;
    await notify(tx, { id: c!.id, type: body.type, agentId, downlineId: d.id }, 'offered');
    return one(tx, merchant.id, Number(c!.id));
  });
}

/** The contract if the caller is one of its parties, or CONTRACT_NOT_FOUND (logged). */
async function visible(db: Db, merchantId: number, callerId: number, id: number, refused: OnRefusal): Promise<Row> {
  const [r] = await db<Row[]>`${selectContracts(db)} where c.id = ${id} and c.merchant_id = ${merchantId} and (c.agent_id = ${callerId} or c.downline_id = ${callerId})`;
  if (!r) {
    refused('CONTRACT_NOT_FOUND', { contract: id });
    throw new AppError('CONTRACT_NOT_FOUND');
  }
  return r;
}

export type PartyAction = Extract<ContractEvent, { by: ContractParty }>['type'];

/**
 * One party's action on a contract: the machine decides from the stored state, this writes it.
 * Accepting also checks the one-live-contract rule and the agent's rate (either may have changed
 * since the offer), and applies the lower-rate rule to what the downline gave its own downlines.
 */
export async function act(sql: Sql, merchant: Merchant, caller: AccountRecord, id: number, action: PartyAction, refused: OnRefusal): Promise<ContractView> {
  const callerId = Number(caller.id);
  return sql.begin(async (tx) => {
    const seen = await visible(tx, merchant.id, callerId, id, refused);
    await tx`select 1 from accounts where id = ${seen.downlineId} for update`;
    const [c] = await tx<{ state: ContractView['state']; terminationRequestedBy: ContractParty | null }[]>`
      select state, termination_requested_by from contracts where id = ${id} for update`;
    const by: ContractParty = Number(seen.agentId) === callerId ? 'agent' : 'downline';
    const next = contractStep({ state: c!.state, terminationRequestedBy: c!.terminationRequestedBy }, { type: action, by });
    if (!next) throw new AppError('CONTRACT_ACTION_NOT_ALLOWED', { state: c!.state });
    if (action === 'ACCEPT') {
      const [live] = await tx`select 1 from contracts where downline_id = ${seen.downlineId} and type = ${seen.type} and state = any(${LIVE})`;
      if (live) throw new AppError('CONTRACT_EXISTS');
      const max = await ownRateBp(tx, merchant, Number(seen.agentId), seen.type);
      if (seen.rateBp > max) throw new AppError('CONTRACT_RATE_TOO_HIGH', { maxRateBp: max });
      await tx`update contract_terms set effective_from = now() where contract_id = ${id} and version = ${seen.version}`;
    }
    const final = next.state !== 'active' && next.state !== 'termination_requested';
    await tx`
      update contracts set state = ${next.state}, termination_requested_by = ${next.terminationRequestedBy}, end_reason = ${next.endReason},
        answered_at = case when ${c!.state === 'offered'} then now() else answered_at end,
        activated_at = case when ${action === 'ACCEPT'} then now() else activated_at end,
        closed_at = case when ${final} then now() else closed_at end
      where id = ${id}`;
    await notify(tx, seen, next.state);
    if (action === 'ACCEPT') await lowerRateRule(tx, Number(seen.downlineId), seen.type, seen.rateBp);
    return one(tx, merchant.id, id);
  });
}

/**
 * Spec 4: once `agentId` agreed a contract of `type` at `rateBp`, every live contract it gave its
 * own downlines of that type at a higher rate ends (reason upline_rate_lowered), in the same
 * transaction, each through the machine.
 */
async function lowerRateRule(tx: Tx, agentId: number, type: ContractType, rateBp: number): Promise<void> {
  const above = await tx<{ id: string; state: ContractView['state']; terminationRequestedBy: ContractParty | null; downlineId: string }[]>`
    select c.id, c.state, c.termination_requested_by, c.downline_id from contracts c
    join lateral (select rate_bp from contract_terms t where t.contract_id = c.id order by version desc limit 1) t on true
    where c.agent_id = ${agentId} and c.type = ${type} and c.state = any(${LIVE}) and t.rate_bp > ${rateBp}
    order by c.id for update of c`;
  for (const r of above) {
    const next = contractStep({ state: r.state, terminationRequestedBy: r.terminationRequestedBy }, { type: 'UPLINE_RATE_LOWERED' });
    if (!next) continue;
    await tx`update contracts set state = ${next.state}, end_reason = ${next.endReason}, closed_at = now() where id = ${r.id}`;
    await notify(tx, { id: r.id, type, agentId, downlineId: r.downlineId }, next.state);
  }
}

export async function getContract(db: Db, merchant: Merchant, caller: AccountRecord, id: number, refused: OnRefusal): Promise<ContractView> {
  return toView(await visible(db, merchant.id, Number(caller.id), id, refused));
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
  return { list: rows.map(toView), pageNum: page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}

const FLAG: Record<ContractType, keyof Omit<ContractConsolidated, 'requests'>> = {
  dividend: 'divtypereq', daily_wage: 'dailysalreqtype', hourly_salary: 'contracthoursalreqtype', realtime_salary: 'realtimesalreqtype',
};

/** What waits for the caller's answer, oldest first: offers to it, and terminations its upline asked for. */
async function pendingRequests(db: Db, merchantId: number, callerId: number) {
  return db<{ id: string; type: ContractType; kind: 'offer' | 'termination' }[]>`
    select id, type, case when state = 'offered' then 'offer' else 'termination' end as kind from contracts
    where merchant_id = ${merchantId} and downline_id = ${callerId}
      and (state = 'offered' or (state = 'termination_requested' and termination_requested_by = 'agent'))
    order by id`;
}

export async function consolidated(db: Db, merchant: Merchant, caller: AccountRecord): Promise<ContractConsolidated> {
  const rows = await pendingRequests(db, merchant.id, Number(caller.id));
  const out: ContractConsolidated = { divtypereq: 0, dailysalreqtype: 0, contracthoursalreqtype: 0, realtimesalreqtype: 0, requests: [] };
  for (const r of rows) {
    const flag = FLAG[r.type];
    if (out[flag] === 0) out[flag] = r.kind === 'offer' ? 1 : 2;
    out.requests.push({ id: Number(r.id), type: r.type, kind: r.kind });
  }
  return out;
}

/** The spec's four relays: accept or reject the oldest request of `type` waiting for the caller. */
export async function processRequest(sql: Sql, merchant: Merchant, caller: AccountRecord, type: ContractType, answer: 'accept' | 'reject', refused: OnRefusal): Promise<ContractView> {
  const pending = (await pendingRequests(sql, merchant.id, Number(caller.id))).find((r) => r.type === type);
  if (!pending) throw new AppError('CONTRACT_NOT_FOUND');
  const action: PartyAction = pending.kind === 'offer'
    ? (answer === 'accept' ? 'ACCEPT' : 'REJECT')
    : (answer === 'accept' ? 'AGREE_TERMINATION' : 'DECLINE_TERMINATION');
  return act(sql, merchant, caller, Number(pending.id), action, refused);
}

/**
 * What the contract's newest terms would have paid over the last finished period of its type,
 * from the real bets of the downline and everyone below it (ledger kinds bet, win, rollback on
 * real money wallets): valid bet = staked - rolled back, profit and loss = wins - valid bet.
 */
export async function previewContract(db: Db, merchant: Merchant, caller: AccountRecord, id: number, now: Date, refused: OnRefusal): Promise<ContractPreview> {
  const c = toView(await visible(db, merchant.id, Number(caller.id), id, refused));
  const { start, end } = previousPeriod(c.terms.period, now, offsetFromSettings(merchant.settings));
  const [f] = await db<{ staked: string; rolledBack: string; won: string; active: number }[]>`
    ${teamCte(db, merchant.id, c.downline.id)}
    select coalesce(sum(-p.amount) filter (where j.kind = 'bet'), 0) as staked,
           coalesce(sum(p.amount) filter (where j.kind = 'rollback'), 0) as rolled_back,
           coalesce(sum(p.amount) filter (where j.kind = 'win'), 0) as won,
           count(distinct w.account_id) filter (where j.kind = 'bet')::int as active
    from (select id from team union all select ${c.downline.id}::bigint) m
    join wallets w on w.account_id = m.id and w.kind in ('real', 'vendor')
    join postings p on p.wallet_id = w.id
    join journal j on j.id = p.journal_id
    where j.kind in ('bet', 'win', 'rollback') and j.created_at >= ${start} and j.created_at < ${end}`;
  const validBet = Number(f!.staked) - Number(f!.rolledBack);
  const figures = { validBet, profitLoss: Number(f!.won) - validBet, activeMembers: f!.active };
  const earned = previewEarnings(c.type, { rateBp: c.terms.rateBp, period: c.terms.period, minActiveMembers: c.terms.minActiveMembers, minBetAmount: c.terms.minBetAmount }, figures);
  return { contractId: c.id, type: c.type, terms: c.terms, from: start.toISOString(), to: end.toISOString(), ...figures, ...earned };
}
