import { SETTLEMENT_GRACE_MS, periodBounds, type ContractPeriod, type ContractState, type ContractType, type ContractParty } from '@wl/shared';
import { contractStep } from '@wl/machines';
import type { FastifyBaseLogger } from 'fastify';
import type { Sql } from '../../db/index.js';
import { appendEvent } from '../../realtime/event-log.js';
import { offsetFromSettings } from '../site/merchants.js';
import { settleBatch, type Due, type SettleOutcome } from './settlement-batch.js';
import { clearStage, stageRun, type Stage } from './settlement-stage.js';

export type { SettleOutcome } from './settlement-batch.js';

/**
 * Salary and dividend settlement (docs/AGENT.md "Settlement"). A (contract, period)
 * settles once its end + grace has passed: the earner (the contract's downline) is paid by the
 * house, one ledger entry keyed `salary:<contractId>:<periodStart ISO>`, and one payout row with
 * the bets it came from, written in the transaction that first locks the contract row. Two runs
 * at once therefore pay once (the second waits on the lock, then finds the row; the unique
 * (contract_id, period_start) and the ledger key back that up), and a rerun pays nothing twice.
 * A run reads the betting journals of its period windows once (settlement-stage.ts), then settles
 * the due pairs in batches, each ONE transaction with set-based figures and links
 * (settlement-batch.ts); a batch that fails is retried pair by pair, so one failing period never
 * holds back the others.
 */

/** (contract, period) pairs one run settles at most; a backlog drains over a few runs. */
export const SETTLE_BATCH = 10_000;
/**
 * Pairs per transaction. The reads are staged per run, so a batch costs about its own rows; kept
 * small because the earners' wallets a batch pays stay locked from their ledger entry to its commit.
 */
export const SETTLE_CHUNK = 500;
/** Periods one contract catches up per run (a 5-minute contract after a day of downtime has 288). */
const PERIODS_PER_CONTRACT = 300;

/** A due pair with what the run needs to stage and order it. */
export interface DueAt extends Due {
  merchantId: number;
  earnerId: number;
  periodEnd: Date;
}

/** Settles one (contract, period); the period is the one of the contract's terms containing `periodStart`. */
export async function settlePeriod(sql: Sql, contractId: number, periodStart: Date, now = new Date()): Promise<SettleOutcome> {
  const [outcome] = await settleBatch(sql, [{ contractId, periodStart }], now, 'team');
  return outcome!;
}

/**
 * The (contract, period) pairs due at `now`: for every contract that was ever active and has a
 * period not yet settled since its last payout (or its activation), each period whose end + grace
 * has passed and that began before the contract closed.
 */
export async function duePeriods(sql: Sql, now: Date, limit = SETTLE_BATCH): Promise<DueAt[]> {
  const rows = await sql<
    {
      id: string;
      merchantId: number;
      downlineId: string;
      type: ContractType;
      activatedAt: Date;
      closedAt: Date | null;
      lastEnd: Date | null;
      period: ContractPeriod;
      settings: unknown;
    }[]
  >`
    select c.id, c.merchant_id, c.downline_id, c.type, c.activated_at, c.closed_at, l.last_end, t.period, m.settings
    from contracts c
    join merchants m on m.id = c.merchant_id
    join lateral (select period from contract_terms t where t.contract_id = c.id and t.effective_from is not null order by version desc limit 1) t on true
    left join lateral (select max(period_end) as last_end from payouts p where p.contract_id = c.id) l on true
    where c.activated_at is not null and (c.closed_at is null or c.closed_at > coalesce(l.last_end, c.activated_at))
    order by c.id`;
  const due: DueAt[] = [];
  for (const r of rows) {
    const offset = offsetFromSettings(r.settings);
    const grace = SETTLEMENT_GRACE_MS[r.type];
    let p = periodBounds(r.period, r.lastEnd ?? r.activatedAt, offset);
    for (let n = 0; n < PERIODS_PER_CONTRACT && due.length < limit; n++) {
      if (p.end.getTime() + grace > now.getTime()) break;
      if (r.closedAt && r.closedAt <= p.start) break;
      due.push({ contractId: Number(r.id), merchantId: r.merchantId, earnerId: Number(r.downlineId), periodStart: p.start, periodEnd: p.end });
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

/** The batches of one run, oldest periods first, SETTLE_CHUNK pairs at most each. */
function batchesOf(due: DueAt[], size = SETTLE_CHUNK): Due[][] {
  const sorted = [...due].sort((a, b) => a.periodStart.getTime() - b.periodStart.getTime() || a.contractId - b.contractId);
  const batches: Due[][] = [];
  for (let i = 0; i < sorted.length; i += size) batches.push(sorted.slice(i, i + size));
  return batches;
}

/** A batch in one transaction; when it fails (any of its pairs), its pairs one by one. */
async function settleOrRetry(sql: Sql, batch: Due[], now: Date, stage: Stage, log?: FastifyBaseLogger): Promise<SettleOutcome[]> {
  try {
    return await settleBatch(sql, batch, now, stage);
  } catch (err) {
    log?.warn({ err, pairs: batch.length }, 'settlement batch failed; settling its periods one by one');
  }
  const out: SettleOutcome[] = [];
  for (const d of batch) {
    try {
      out.push(await settlePeriod(sql, d.contractId, d.periodStart, now));
    } catch (err) {
      log?.error({ err, contractId: d.contractId, periodStart: d.periodStart }, 'settlement of one period failed; retrying next run');
    }
  }
  return out;
}

/**
 * One settlement run (the job engine starts one at a time across nodes): the due pairs, their
 * windows staged once, then batch after batch, each its own transaction, so a failing period holds
 * back nothing but itself (logged, retried next run). A run that overlapped an older one (which
 * outlived its expiry) empties the stage under it; the older run's batches then find their windows
 * gone and pay nothing (settleBatch), so a period is never paid twice.
 */
export async function settleDue(sql: Sql, now = new Date(), log?: FastifyBaseLogger): Promise<{ paid: number; zero: number }> {
  const out = { paid: 0, zero: 0 };
  const due = await duePeriods(sql, now);
  if (due.length > 0) {
    const stage = await stageRun(
      sql,
      due.map((d) => ({ merchantId: d.merchantId, earnerId: d.earnerId, start: d.periodStart, end: d.periodEnd })),
    );
    try {
      for (const batch of batchesOf(due)) {
        for (const r of await settleOrRetry(sql, batch, now, stage, log)) {
          if (r === 'paid') out.paid++;
          else if (r === 'zero') out.zero++;
        }
      }
    } finally {
      await clearStage(sql, stage);
    }
  }
  await closeTerminated(sql, now);
  return out;
}
