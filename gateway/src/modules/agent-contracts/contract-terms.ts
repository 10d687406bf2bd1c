import { nextPeriodStart, type ContractView, type ProposeTermsRequest } from '@wl/shared';
import { contractStep, type ContractStepResult } from '@wl/machines';
import type { Sql, Tx } from '../../db/index.js';
import type { AccountRecord } from '../accounts/accounts.js';
import { offsetFromSettings } from '../site/merchants.js';
import type { Merchant } from '../site/settings.js';
import { lowerRateRule, rateCap } from './contract-limits.js';
import { lockContract, one, partyOf, refuse, visible, writeStep, type OnRefusal, type Row, type Stored } from './contract-store.js';

/**
 * Changing the terms of an active contract (docs/AGENT.md "Contracts"). The agent proposes a
 * new terms version (rate and, for a salary, its thresholds; the type and the period stay: a
 * different period is a new contract); the downline accepts it, and it applies from the start of
 * the contract's next period in merchant time, so every period is paid whole on one set of terms
 * (settlement takes the newest version whose effective_from precedes the period end); or the
 * downline rejects it, or the agent withdraws it. One change waits at a time. The machine judges
 * every step (PROPOSE_TERMS, ACCEPT_TERMS, REJECT_TERMS, WITHDRAW_TERMS); the max-rate rule
 * applies to the proposal and again on acceptance, the lower-rate rule when a lower rate is
 * accepted. Each step locks the downline's account row first, like every contract change.
 */

/** The newest agreed terms: what a proposal changes (an agreed change not yet in force included). */
async function agreedTerms(tx: Tx, id: number) {
  const [t] = await tx<{ version: number; rateBp: number; period: Row['period']; minActiveMembers: number; minBetAmount: string }[]>`
    select version, rate_bp, period, min_active_members, min_bet_amount from contract_terms
    where contract_id = ${id} and effective_from is not null order by version desc limit 1`;
  return t!;
}

/** Refuses a step the machine does not allow; a second proposal gets its own code. */
function refused409(refused: OnRefusal, from: Stored, id: number, action: string): never {
  if (action === 'PROPOSE_TERMS' && from.state === 'active' && from.termsPending) refuse(refused, 'CONTRACT_CHANGE_PENDING', null, { contract: id });
  return refuse(refused, 'CONTRACT_ACTION_NOT_ALLOWED', { state: from.state }, { contract: id, action });
}

/**
 * One step on a contract's terms, in one transaction: the caller must see the contract, the
 * downline's account row is locked first, and the machine must allow the step; `write` then
 * records it, and the contract comes back as the caller sees it.
 */
async function termsStep(
  sql: Sql,
  merchant: Merchant,
  caller: AccountRecord,
  id: number,
  action: 'PROPOSE_TERMS' | TermsAnswer,
  refused: OnRefusal,
  write: (tx: Tx, step: { seen: Row; from: Stored; next: ContractStepResult; callerId: number }) => Promise<void>,
): Promise<ContractView> {
  const callerId = Number(caller.id);
  return sql.begin(async (tx) => {
    const seen = await visible(tx, merchant.id, callerId, id, refused);
    const from = await lockContract(tx, id, seen.downlineId);
    const next = contractStep(from, { type: action, by: partyOf(seen, callerId) });
    if (!next) refused409(refused, from, id, action);
    await write(tx, { seen, from, next, callerId });
    return one(tx, merchant, id);
  });
}

export async function proposeTerms(
  sql: Sql,
  merchant: Merchant,
  caller: AccountRecord,
  id: number,
  body: ProposeTermsRequest,
  refused: OnRefusal,
): Promise<ContractView> {
  return termsStep(sql, merchant, caller, id, 'PROPOSE_TERMS', refused, async (tx, { seen, from, next, callerId }) => {
    const minActiveMembers = body.minActiveMembers ?? 0;
    const minBetAmount = body.minBetAmount ?? 0;
    if (seen.type === 'dividend' && (minActiveMembers > 0 || minBetAmount > 0)) refuse(refused, 'CONTRACT_TERMS_INVALID', null, { contract: id });
    const agreed = await agreedTerms(tx, id);
    if (agreed.rateBp === body.rateBp && agreed.minActiveMembers === minActiveMembers && Number(agreed.minBetAmount) === minBetAmount) {
      refuse(refused, 'CONTRACT_TERMS_UNCHANGED', null, { contract: id });
    }
    const startsAt = nextPeriodStart(agreed.period, new Date(), offsetFromSettings(merchant.settings));
    const { maxRateBp } = await rateCap(tx, merchant, callerId, seen.type, startsAt);
    if (body.rateBp > maxRateBp) refuse(refused, 'CONTRACT_RATE_TOO_HIGH', { maxRateBp }, { contract: id });
    await tx`
      insert into contract_terms (contract_id, version, rate_bp, period, min_active_members, min_bet_amount)
      select ${id}, max(version) + 1, ${body.rateBp}, ${agreed.period}, ${minActiveMembers}, ${minBetAmount} from contract_terms where contract_id = ${id}`;
    await writeStep(tx, seen, from, 'PROPOSE_TERMS', next);
  });
}

export type TermsAnswer = 'ACCEPT_TERMS' | 'REJECT_TERMS' | 'WITHDRAW_TERMS';

/**
 * The downline accepts or rejects the waiting change, or the agent withdraws it. Accepting checks
 * the agent's cap again (its own rate may have fallen since), dates the version from the next
 * period's start, and applies the lower-rate rule from then when the rate fell.
 */
export async function answerTerms(
  sql: Sql,
  merchant: Merchant,
  caller: AccountRecord,
  id: number,
  action: TermsAnswer,
  refused: OnRefusal,
): Promise<ContractView> {
  return termsStep(sql, merchant, caller, id, action, refused, async (tx, { seen, from, next }) => {
    let effectiveFrom: Date | undefined;
    if (action === 'ACCEPT_TERMS') {
      const [pending] = await tx<{ rateBp: number; period: Row['period'] }[]>`
        select rate_bp, period from contract_terms where contract_id = ${id} and version > 1 and answer is null`;
      const agreed = await agreedTerms(tx, id);
      effectiveFrom = nextPeriodStart(pending!.period, new Date(), offsetFromSettings(merchant.settings));
      const { maxRateBp } = await rateCap(tx, merchant, Number(seen.agentId), seen.type, effectiveFrom);
      if (pending!.rateBp > maxRateBp) refuse(refused, 'CONTRACT_RATE_TOO_HIGH', { maxRateBp }, { contract: id });
      await writeStep(tx, seen, from, action, next, { effectiveFrom });
      if (pending!.rateBp < agreed.rateBp) await lowerRateRule(tx, Number(seen.downlineId), seen.type, pending!.rateBp, effectiveFrom);
    } else {
      await writeStep(tx, seen, from, action, next);
    }
  });
}
