import { nextPeriodStart, type ContractParty, type ContractTermsView, type ContractType, type ContractView, type ErrorCode } from '@wl/shared';
import type { ContractEvent, ContractStepResult } from '@wl/machines';
import type { Db, Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { appendEvent } from '../../realtime/event-log.js';
import { offsetFromSettings } from '../site/merchants.js';
import type { Merchant } from '../site/settings.js';

/**
 * The contract rows as every contract module reads and writes them (docs/AGENT.md "Contracts"):
 * the view with its three kinds of terms, the lock every change takes first, and the one place a
 * step the machine answered is written (the contract row and, when a waiting change of terms
 * was answered or lapsed, its terms version).
 */

export type OnRefusal = (code: string, detail: Record<string, unknown>) => void;

/** A refusal: logged with the account and IP (the route's OnRefusal), then answered with its code. */
export function refuse(refused: OnRefusal, code: ErrorCode, value: Record<string, unknown> | null = null, detail: Record<string, unknown> = {}): never {
  refused(code, { ...detail, ...(value ?? {}) });
  throw new AppError(code, value);
}

/** A terms version as jsonb (postgres.js does not camel-case inside JSON, hence the explicit keys). */
interface TermsJson {
  version: number;
  rateBp: number;
  period: ContractTermsView['period'];
  minActiveMembers: number;
  minBetAmount: number;
  createdAt: string;
  effectiveFrom: string | null;
}

export interface Row {
  id: string;
  type: ContractType;
  state: ContractView['state'];
  agentId: string;
  downlineId: string;
  terminationRequestedBy: ContractParty | null;
  endReason: ContractView['endReason'];
  offeredAt: Date;
  answeredAt: Date | null;
  closedAt: Date | null;
  agentUsername: string;
  agentNickname: string;
  downlineUsername: string;
  downlineNickname: string;
  version: number;
  rateBp: number;
  period: ContractTermsView['period'];
  minActiveMembers: number;
  minBetAmount: string;
  termsCreatedAt: Date;
  effectiveFrom: Date | null;
  nextTerms: TermsJson | null;
  pendingTerms: TermsJson | null;
}

const termsJson = (db: Db) => db`jsonb_build_object('version', version, 'rateBp', rate_bp, 'period', period, 'minActiveMembers', min_active_members,
  'minBetAmount', min_bet_amount, 'createdAt', created_at, 'effectiveFrom', effective_from)`;

/**
 * Contracts with both parties and their terms; callers add the where clause. `t`: the version in
 * force now (an unanswered contract's version 1); next: an agreed change from a later period
 * start (live contracts only); pending: a proposed change nobody answered yet.
 */
export const selectContracts = (db: Db) => db`
  select c.id, c.type, c.state, c.agent_id, c.downline_id, c.termination_requested_by, c.end_reason, c.offered_at, c.answered_at, c.closed_at,
         ag.username as agent_username, ag.nickname as agent_nickname, dl.username as downline_username, dl.nickname as downline_nickname,
         t.version, t.rate_bp, t.period, t.min_active_members, t.min_bet_amount, t.created_at as terms_created_at, t.effective_from,
         (select ${termsJson(db)} from contract_terms n where n.contract_id = c.id and c.closed_at is null and n.effective_from > now()
          order by version desc limit 1) as next_terms,
         (select ${termsJson(db)} from contract_terms p where p.contract_id = c.id and p.version > 1 and p.answer is null) as pending_terms
  from contracts c
  join accounts ag on ag.id = c.agent_id
  join accounts dl on dl.id = c.downline_id
  join lateral (select * from contract_terms t where t.contract_id = c.id and (t.version = 1 or t.effective_from <= now()) order by version desc limit 1) t on true`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const fromJson = (j: TermsJson): ContractTermsView => ({
  version: j.version,
  rateBp: j.rateBp,
  period: j.period,
  minActiveMembers: j.minActiveMembers,
  minBetAmount: Number(j.minBetAmount),
  createdAt: new Date(j.createdAt).toISOString(),
  effectiveFrom: j.effectiveFrom ? new Date(j.effectiveFrom).toISOString() : null,
});

export const toView = (r: Row, merchant: Merchant, now = new Date()): ContractView => {
  const offset = offsetFromSettings(merchant.settings);
  return {
    id: Number(r.id),
    type: r.type,
    state: r.state,
    agent: { id: Number(r.agentId), username: r.agentUsername, nickname: r.agentNickname },
    downline: { id: Number(r.downlineId), username: r.downlineUsername, nickname: r.downlineNickname },
    terms: {
      version: r.version,
      rateBp: r.rateBp,
      period: r.period,
      minActiveMembers: r.minActiveMembers,
      minBetAmount: Number(r.minBetAmount),
      createdAt: r.termsCreatedAt.toISOString(),
      effectiveFrom: iso(r.effectiveFrom),
    },
    nextTerms: r.nextTerms ? fromJson(r.nextTerms) : null,
    pendingTerms: r.pendingTerms ? fromJson(r.pendingTerms) : null,
    pendingEffectiveFrom: r.pendingTerms ? nextPeriodStart(r.period, now, offset).toISOString() : null,
    utcOffsetMinutes: offset,
    terminationRequestedBy: r.terminationRequestedBy,
    endReason: r.endReason,
    offeredAt: r.offeredAt.toISOString(),
    answeredAt: iso(r.answeredAt),
    closedAt: iso(r.closedAt),
  };
};

export async function one(db: Db, merchant: Merchant, id: number): Promise<ContractView> {
  const [r] = await db<Row[]>`${selectContracts(db)} where c.id = ${id} and c.merchant_id = ${merchant.id}`;
  return toView(r!, merchant);
}

/** The contract if the caller is one of its parties, or CONTRACT_NOT_FOUND (logged), exactly as for one that does not exist. */
export async function visible(db: Db, merchantId: number, callerId: number, id: number, refused: OnRefusal): Promise<Row> {
  const [r] = await db<
    Row[]
  >`${selectContracts(db)} where c.id = ${id} and c.merchant_id = ${merchantId} and (c.agent_id = ${callerId} or c.downline_id = ${callerId})`;
  if (!r) refuse(refused, 'CONTRACT_NOT_FOUND', null, { contract: id });
  return r;
}

export const partyOf = (r: Pick<Row, 'agentId'>, callerId: number): ContractParty => (Number(r.agentId) === callerId ? 'agent' : 'downline');

export async function notify(tx: Tx, r: { id: number | string; type: string; agentId: number | string; downlineId: number | string }, state: string) {
  const payload = { id: Number(r.id), type: r.type, state };
  await appendEvent(tx, Number(r.agentId), 'contract:changed', payload);
  await appendEvent(tx, Number(r.downlineId), 'contract:changed', payload);
}

export interface Stored {
  state: ContractView['state'];
  terminationRequestedBy: ContractParty | null;
  termsPending: boolean;
}

/**
 * Locks the downline's account row, then the contract row, and reads what the machine judges
 * from. The downline's row is the one lock every change of its contracts takes first (offers,
 * answers, withdrawals, terminations, changes of terms), so any two of them run one after the
 * other and each race ends in one defined state.
 */
export async function lockContract(tx: Tx, id: number | string, downlineId: number | string): Promise<Stored> {
  await tx`select 1 from accounts where id = ${downlineId} for update`;
  const [c] = await tx<Stored[]>`
    select state, termination_requested_by,
           exists (select 1 from contract_terms t where t.contract_id = contracts.id and t.version > 1 and t.answer is null) as terms_pending
    from contracts where id = ${id} for update`;
  return c!;
}

const FINAL = new Set<string>(['rejected', 'withdrawn', 'terminated', 'ended']);
const TERMS_ANSWER: Partial<Record<ContractEvent['type'], string>> = { ACCEPT_TERMS: 'accepted', REJECT_TERMS: 'rejected', WITHDRAW_TERMS: 'withdrawn' };

/**
 * Writes what the machine answered for `event` from `from`: the contract row, and the waiting
 * change of terms when the step settled it (answered, or lapsed by a termination request or the
 * contract ending). `effectiveFrom` is the accepted change's start. Appends `contract:changed`.
 */
export async function writeStep(
  tx: Tx,
  c: { id: number | string; type: string; agentId: number | string; downlineId: number | string },
  from: Stored,
  event: ContractEvent['type'],
  next: ContractStepResult,
  opts: { effectiveFrom?: Date } = {},
): Promise<void> {
  await tx`
    update contracts set state = ${next.state}, termination_requested_by = ${next.terminationRequestedBy}, end_reason = ${next.endReason},
      answered_at = case when ${from.state === 'offered'} then now() else answered_at end,
      activated_at = case when ${event === 'ACCEPT'} then now() else activated_at end,
      closed_at = case when ${FINAL.has(next.state)} then now() else closed_at end
    where id = ${c.id}`;
  if (from.termsPending && !next.termsPending) {
    await tx`
      update contract_terms set answer = ${TERMS_ANSWER[event] ?? 'lapsed'}, answered_at = now(),
        effective_from = ${event === 'ACCEPT_TERMS' ? (opts.effectiveFrom ?? null) : null}
      where contract_id = ${c.id} and version > 1 and answer is null`;
  }
  await notify(tx, c, next.state);
}
