import {
  SALARY_JOURNAL_KIND, SETTLEMENT_GRACE_MS, periodBounds, previewEarnings, salaryPayoutKey,
  type ContractPeriod, type ContractState, type ContractType, type ContractParty,
} from '@wl/shared';
import { contractStep } from '@wl/machines';
import type { FastifyBaseLogger } from 'fastify';
import type { Sql, Tx } from '../../db/index.js';
import { SWEEP_LOCKS, startSweeper, sweepOnce } from '../../db/sweeper.js';
import { appendEvent } from '../../realtime/event-log.js';
import { postHouseTransfer } from '../wallet/ledger.js';
import { offsetFromSettings } from '../site/merchants.js';
import { linkBets, teamFigures, teamIds } from './settlement-figures.js';

/**
 * Salary and dividend settlement (issue 10; docs/AGENT.md "Settlement"). A (contract, period)
 * settles once its end + grace has passed: the earner (the contract's downline) is paid by the
 * house, one ledger entry keyed `salary:<contractId>:<periodStart ISO>`, and one payout row with
 * the bets it came from, all in ONE transaction that first locks the contract row. Two runs at
 * once therefore pay once (the second waits on the lock, then finds the row; the unique
 * (contract_id, period_start) and the ledger key back that up), and a rerun pays nothing twice.
 */

/** (contract, period) pairs one sweep settles at most; a backlog drains over a few runs. */
export const SETTLE_BATCH = 2000;
/** Periods one contract catches up per run (a 5-minute contract after a day of downtime has 288). */
const PERIODS_PER_CONTRACT = 300;

export type SettleOutcome = 'paid' | 'zero' | 'settled-before' | 'not-due' | 'no-terms';

interface Due { contractId: number; periodStart: Date }

/** Settles one (contract, period); the period is the one of the contract's terms containing `periodStart`. */
export async function settlePeriod(sql: Sql, contractId: number, periodStart: Date, now = new Date()): Promise<SettleOutcome> {
  return sql.begin((tx) => settleIn(tx, contractId, periodStart, now));
}

async function settleIn(tx: Tx, contractId: number, at: Date, now: Date): Promise<SettleOutcome> {
  const [c] = await tx<{ merchantId: number; agentId: string; downlineId: string; type: ContractType; activatedAt: Date | null; closedAt: Date | null; settings: unknown }[]>`
    select c.merchant_id, c.agent_id, c.downline_id, c.type, c.activated_at, c.closed_at, m.settings
    from contracts c join merchants m on m.id = c.merchant_id where c.id = ${contractId} for update of c`;
  if (!c || !c.activatedAt) return 'no-terms';
  const offset = offsetFromSettings(c.settings);
  const currency = String((c.settings as { currency?: unknown }).currency ?? '');
  // The newest terms agreed before the period ends (a period's own terms, even if changed since).
  const [newest] = await tx<{ period: ContractPeriod }[]>`
    select period from contract_terms where contract_id = ${contractId} and effective_from is not null order by version desc limit 1`;
  if (!newest) return 'no-terms';
  const { start, end } = periodBounds(newest.period, at, offset);
  if (end.getTime() + SETTLEMENT_GRACE_MS[c.type] > now.getTime()) return 'not-due';
  // Live in the period: activated before it ends, not closed before it starts.
  if (c.activatedAt >= end || (c.closedAt && c.closedAt <= start)) return 'not-due';
  const [terms] = await tx<{ version: number; rateBp: number; period: ContractPeriod; minActiveMembers: number; minBetAmount: string }[]>`
    select version, rate_bp, period, min_active_members, min_bet_amount from contract_terms
    where contract_id = ${contractId} and effective_from is not null and effective_from < ${end} order by version desc limit 1`;
  if (!terms) return 'no-terms';
  const [before] = await tx`select 1 from payouts where contract_id = ${contractId} and period_start = ${start}`;
  if (before) return 'settled-before';

  const earnerId = Number(c.downlineId);
  const team = await teamIds(tx, c.merchantId, earnerId);
  const figures = await teamFigures(tx, c.merchantId, earnerId, start, end, team);
  const earned = previewEarnings(c.type, { ...terms, minBetAmount: Number(terms.minBetAmount) }, figures);
  let journalId: number | null = null;
  if (earned.amount > 0) {
    const booked = await postHouseTransfer(tx, {
      key: salaryPayoutKey(contractId, start), kind: SALARY_JOURNAL_KIND[c.type], merchantId: c.merchantId, accountId: earnerId,
      wallet: 'real', currency, amount: earned.amount,
      meta: { contractId, type: c.type, periodStart: start.toISOString(), periodEnd: end.toISOString() },
    });
    journalId = booked.journalId;
  }
  const [row] = await tx<{ id: string }[]>`
    insert into payouts (merchant_id, contract_id, terms_version, type, period, period_start, period_end, earner_id, agent_id, rate_bp,
      valid_bet, profit_loss, active_members, base, qualified, amount, currency, journal_id)
    values (${c.merchantId}, ${contractId}, ${terms.version}, ${c.type}, ${terms.period}, ${start}, ${end}, ${earnerId}, ${c.agentId}, ${terms.rateBp},
      ${figures.validBet}, ${figures.profitLoss}, ${figures.activeMembers}, ${earned.base}, ${earned.qualified}, ${earned.amount}, ${currency}, ${journalId})
    returning id`;
  const payoutId = Number(row!.id);
  const linked = await linkBets(tx, team, start, end, payoutId);
  await tx`update payouts set bet_count = ${linked} where id = ${payoutId}`;
  return earned.amount > 0 ? 'paid' : 'zero';
}

/**
 * The (contract, period) pairs due at `now`: for every contract that was ever active and has a
 * period not yet settled since its last payout (or its activation), each period whose end + grace
 * has passed and that began before the contract closed.
 */
export async function duePeriods(sql: Sql, now: Date, limit = SETTLE_BATCH): Promise<Due[]> {
  const rows = await sql<{ id: string; type: ContractType; activatedAt: Date; closedAt: Date | null; lastEnd: Date | null; period: ContractPeriod; settings: unknown }[]>`
    select c.id, c.type, c.activated_at, c.closed_at, l.last_end, t.period, m.settings
    from contracts c
    join merchants m on m.id = c.merchant_id
    join lateral (select period from contract_terms t where t.contract_id = c.id and t.effective_from is not null order by version desc limit 1) t on true
    left join lateral (select max(period_end) as last_end from payouts p where p.contract_id = c.id) l on true
    where c.activated_at is not null and (c.closed_at is null or c.closed_at > coalesce(l.last_end, c.activated_at))
    order by c.id`;
  const due: Due[] = [];
  for (const r of rows) {
    const offset = offsetFromSettings(r.settings);
    const grace = SETTLEMENT_GRACE_MS[r.type];
    let p = periodBounds(r.period, r.lastEnd ?? r.activatedAt, offset);
    for (let n = 0; n < PERIODS_PER_CONTRACT && due.length < limit; n++) {
      if (p.end.getTime() + grace > now.getTime()) break;
      if (r.closedAt && r.closedAt <= p.start) break;
      due.push({ contractId: Number(r.id), periodStart: p.start });
      p = periodBounds(r.period, p.end, offset);
    }
    if (due.length >= limit) break;
  }
  return due;
}

/**
 * Closes contracts whose termination was asked for once the period containing the request has
 * ended (machine event PERIOD_ENDED, end_reason period_end, closed at that period's end).
 */
export async function closeTerminated(sql: Sql, now: Date): Promise<number> {
  const rows = await sql<{ id: string; requestedAt: Date; period: ContractPeriod; settings: unknown }[]>`
    select c.id, c.termination_requested_at as requested_at, t.period, m.settings from contracts c
    join merchants m on m.id = c.merchant_id
    join lateral (select period from contract_terms t where t.contract_id = c.id order by version desc limit 1) t on true
    where c.state = 'termination_requested' and c.termination_requested_at is not null`;
  let closed = 0;
  for (const r of rows) {
    const { end } = periodBounds(r.period, r.requestedAt, offsetFromSettings(r.settings));
    if (end > now) continue;
    closed += await sql.begin(async (tx) => {
      const [c] = await tx<{ state: ContractState; terminationRequestedBy: ContractParty | null; type: string; agentId: string; downlineId: string }[]>`
        select state, termination_requested_by, type, agent_id, downline_id from contracts where id = ${r.id} for update`;
      const next = c && contractStep({ state: c.state, terminationRequestedBy: c.terminationRequestedBy }, { type: 'PERIOD_ENDED' });
      if (!c || !next) return 0;
      await tx`update contracts set state = ${next.state}, end_reason = ${next.endReason}, closed_at = ${end} where id = ${r.id}`;
      const payload = { id: Number(r.id), type: c.type, state: next.state };
      await appendEvent(tx, Number(c.agentId), 'contract:changed', payload);
      await appendEvent(tx, Number(c.downlineId), 'contract:changed', payload);
      return 1;
    });
  }
  return closed;
}

/**
 * One settlement run, on one node at a time (advisory lock held by the sweep's own transaction);
 * each payout is its own transaction, so one failing period never holds back the others.
 */
export async function settleDue(sql: Sql, now = new Date(), log?: FastifyBaseLogger): Promise<{ paid: number; zero: number }> {
  const out = { paid: 0, zero: 0 };
  await sweepOnce(sql, SWEEP_LOCKS.settlement, async () => {
    for (const d of await duePeriods(sql, now)) {
      try {
        const r = await settlePeriod(sql, d.contractId, d.periodStart, now);
        if (r === 'paid') out.paid++;
        else if (r === 'zero') out.zero++;
      } catch (err) {
        log?.error({ err, contractId: d.contractId, periodStart: d.periodStart }, 'settlement of one period failed; retrying next run');
      }
    }
    await closeTerminated(sql, now);
    return out.paid + out.zero;
  });
  return out;
}

/** Every minute: realtime windows pay within a minute of end + grace, the others within the hour's first minutes. */
export function startSettlement(sql: Sql, log: FastifyBaseLogger, everyMs = 60_000): () => void {
  return startSweeper('settlement', () => settleDue(sql, new Date(), log), everyMs, log);
}

