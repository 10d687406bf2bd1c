import { CONTRACT_TYPES, LIVE_CONTRACT_STATES, merchantCapBp, offerCap, type ContractLimits, type ContractType, type RateCapSource } from '@wl/shared';
import { contractStep } from '@wl/machines';
import type { Db, Tx } from '../../db/index.js';
import type { Merchant } from '../site/settings.js';
import { lockContract, writeStep } from './contract-store.js';

/**
 * The rate rules (docs/AGENT.md "Contracts"). The max-rate rule is one function behind the offer
 * check, the change-of-terms check, both acceptances and GET agentContractLimits, so the figure a
 * form shows is the figure the gateway enforces; the lower-rate rule runs on both acceptances.
 */

const LIVE = [...LIVE_CONTRACT_STATES];

/**
 * The most `agentId` may give for `type` for terms that start at `at` (now for an offer, the
 * downline contract's next period for a change of terms): its own live contract's rate from its
 * upline, the lowest of the version in force at `at` and any agreed to start later (so a lower
 * rate it already agreed to counts before it applies); the merchant cap for an agent with no
 * upline; nothing for an agent whose upline gave it no contract of the type.
 */
export async function rateCap(
  db: Db,
  merchant: Merchant,
  agentId: number,
  type: ContractType,
  at = new Date(),
): Promise<{ maxRateBp: number; source: RateCapSource }> {
  const [own] = await db<{ rateBp: number | null }[]>`
    select least(
      (select rate_bp from contract_terms t where t.contract_id = c.id and t.effective_from <= ${at} order by version desc limit 1),
      (select min(rate_bp) from contract_terms t where t.contract_id = c.id and t.effective_from > ${at})) as rate_bp
    from contracts c
    where c.downline_id = ${agentId} and c.type = ${type} and c.state = any(${LIVE}) and c.merchant_id = ${merchant.id}`;
  const [a] = await db<{ parentId: string | null }[]>`select parent_id from accounts where id = ${agentId}`;
  // A live contract has a version in force from its acceptance on, so rate_bp is null only for none.
  return offerCap(own ? (own.rateBp ?? 0) : null, a?.parentId != null, merchantCapBp(merchant.settings));
}

/** GET agentContractLimits: the caller's cap per contract type, now. */
export async function contractLimits(db: Db, merchant: Merchant, agentId: number): Promise<ContractLimits> {
  const limits = [];
  for (const type of CONTRACT_TYPES) limits.push({ type, ...(await rateCap(db, merchant, agentId, type)) });
  return { limits };
}

/**
 * A downline never earns more than its upline: once `agentId` agreed a rate of `rateBp` for `type` from `at` (now for a new contract,
 * the next period's start for a change of terms), every live contract of that type it gave its
 * own downlines that would pay more from then on (the version in force at `at`, or one agreed
 * to start later) ends at once (reason upline_rate_lowered), in the same transaction, each
 * through the machine; a change of terms waiting on it lapses with it.
 */
export async function lowerRateRule(tx: Tx, agentId: number, type: ContractType, rateBp: number, at: Date): Promise<void> {
  const paysMore = (tx: Tx) => tx`greatest(
    (select rate_bp from contract_terms t where t.contract_id = c.id and t.effective_from <= ${at} order by version desc limit 1),
    (select max(rate_bp) from contract_terms t where t.contract_id = c.id and t.effective_from > ${at})) > ${rateBp}`;
  const above = await tx<{ id: string; downlineId: string }[]>`
    select c.id, c.downline_id from contracts c
    where c.agent_id = ${agentId} and c.type = ${type} and c.state = any(${LIVE}) and ${paysMore(tx)} order by c.id`;
  for (const r of above) {
    // Locked in the usual order (the downline's account, then the contract) and read again under the lock.
    const from = await lockContract(tx, r.id, r.downlineId);
    const [still] = await tx`select 1 from contracts c where c.id = ${r.id} and ${paysMore(tx)}`;
    const next = still ? contractStep(from, { type: 'UPLINE_RATE_LOWERED' }) : null;
    if (next) await writeStep(tx, { id: r.id, type, agentId, downlineId: r.downlineId }, from, 'UPLINE_RATE_LOWERED', next);
  }
}
