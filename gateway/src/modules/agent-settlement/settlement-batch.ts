import {
  SALARY_JOURNAL_KIND,
  SETTLEMENT_GRACE_MS,
  periodBounds,
  previewEarnings,
  salaryPayoutKey,
  type ContractPeriod,
  type ContractType,
  type EarningsPreview,
  type PeriodFigures,
} from '@wl/shared';
import type { Sql, Tx } from '../../db/index.js';
import { postHouseTransfer } from '../wallet/ledger.js';
import { offsetFromSettings } from '../site/merchants.js';
import { linkBets, teamFigures, teamIds } from './settlement-figures.js';
import { holdStage, stagedFigures, stagedLinks, windowKey, type Stage } from './settlement-stage.js';

/**
 * Settles many (contract, period) pairs in ONE transaction (docs/AGENT.md "Settlement"): the
 * contract rows are locked (in id order), each pair is checked as before (due, live, terms, not
 * settled yet), the figures of all of them come from one set-based query, the payout rows from
 * one insert and their bet links from one insert-select; then each paying pair books its own
 * ledger entry (key `salary:<contractId>:<periodStart ISO>`) and gets its amount. The money comes
 * last on purpose: an earner's wallet row is locked from its entry until the commit, so the long
 * statements (figures, links) run before any wallet is touched. A failure rolls the whole batch
 * back; the sweep then settles its pairs one by one (settlement.ts).
 *
 * `how`: a staged run (settlement-stage.ts: the sweep, many pairs read from the run's staging) or
 * 'team' (one pair, its team's wallets read directly: a test, or the one-by-one retry).
 */

export type SettleOutcome = 'paid' | 'zero' | 'settled-before' | 'not-due' | 'no-terms';
export interface Due {
  contractId: number;
  periodStart: Date;
}

interface Locked {
  id: string;
  merchantId: number;
  agentId: string;
  downlineId: string;
  type: ContractType;
  activatedAt: Date | null;
  closedAt: Date | null;
  settings: unknown;
  period: ContractPeriod | null;
}
interface Terms {
  version: number;
  rateBp: number;
  period: ContractPeriod;
  minActiveMembers: number;
  minBetAmount: string;
}
interface Pair {
  n: number;
  c: Locked;
  start: Date;
  end: Date;
  currency: string;
  terms?: Terms;
  figures?: PeriodFigures;
  earned?: EarningsPreview;
  team?: string[];
  windowId?: number;
  payoutId?: number;
}

const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

export function settleBatch(sql: Sql, items: Due[], now: Date, how: Stage | 'team'): Promise<SettleOutcome[]> {
  return sql.begin((tx) => settleIn(tx, items, now, how));
}

async function settleIn(tx: Tx, items: Due[], now: Date, how: Stage | 'team'): Promise<SettleOutcome[]> {
  const out: SettleOutcome[] = items.map(() => 'no-terms');
  if (how !== 'team') await holdStage(tx, how);
  const pairs = await duePairs(tx, items, now, out);
  if (pairs.length === 0) return out;

  if (how === 'team') {
    for (const p of pairs) {
      p.team = await teamIds(tx, p.c.merchantId, Number(p.c.downlineId));
      p.figures = await teamFigures(tx, p.c.merchantId, Number(p.c.downlineId), p.start, p.end, p.team);
    }
  } else {
    for (const p of pairs) {
      p.windowId = how.windows.get(windowKey(p.c.merchantId, p.start, p.end));
      // The terms' period changed since the run listed its pairs: the one-by-one retry settles it.
      if (p.windowId === undefined) throw new Error(`settlement window of contract ${p.c.id} at ${p.start.toISOString()} is not staged`);
    }
    const figures = await stagedFigures(tx, pairs.map(staged));
    pairs.forEach((p, i) => (p.figures = figures[i]));
  }
  for (const p of pairs) p.earned = previewEarnings(p.c.type, { ...p.terms!, minBetAmount: Number(p.terms!.minBetAmount) }, p.figures!);

  await insertPayouts(tx, pairs);
  if (how === 'team') {
    for (const p of pairs) {
      const linked = await linkBets(tx, p.team!, p.start, p.end, p.payoutId!);
      await tx`update payouts set bet_count = ${linked} where id = ${p.payoutId!}`;
    }
  } else {
    await stagedLinks(
      tx,
      pairs.map((p) => ({ ...staged(p), payoutId: p.payoutId! })),
    );
  }

  await payAmounts(tx, pairs);
  for (const p of pairs) out[p.n] = p.earned!.amount > 0 ? 'paid' : 'zero';
  return out;
}

const staged = (p: Pair) => ({ windowId: p.windowId!, earnerId: Number(p.c.downlineId) });

/**
 * Locks the contracts and keeps the pairs to settle now; the others get their outcome in `out`.
 * The period is the one of the contract's newest terms containing `periodStart`; its own terms
 * are the newest agreed before it ends (even if changed since).
 */
async function duePairs(tx: Tx, items: Due[], now: Date, out: SettleOutcome[]): Promise<Pair[]> {
  const ids = [...new Set(items.map((d) => d.contractId))];
  const locked = await tx<Locked[]>`
    select c.id, c.merchant_id, c.agent_id, c.downline_id, c.type, c.activated_at, c.closed_at, m.settings, t.period
    from contracts c join merchants m on m.id = c.merchant_id
    left join lateral (select period from contract_terms t where t.contract_id = c.id and t.effective_from is not null order by version desc limit 1) t on true
    where c.id = any(${ids}::bigint[]) order by c.id for update of c`;
  const contracts = new Map(locked.map((c) => [Number(c.id), c]));
  const pairs: Pair[] = [];
  const seen = new Set<string>();
  items.forEach((d, n) => {
    const c = contracts.get(d.contractId);
    if (!c?.activatedAt || !c.period) return;
    const { start, end } = periodBounds(c.period, d.periodStart, offsetFromSettings(c.settings));
    if (end.getTime() + SETTLEMENT_GRACE_MS[c.type] > now.getTime()) return void (out[n] = 'not-due');
    // Live in the period: activated before it ends, not closed before it starts.
    if (c.activatedAt >= end || (c.closedAt && c.closedAt <= start)) return void (out[n] = 'not-due');
    const key = `${c.id}:${start.getTime()}`;
    if (seen.has(key)) return void (out[n] = 'settled-before');
    seen.add(key);
    pairs.push({ n, c, start, end, currency: String((c.settings as { currency?: unknown }).currency ?? '') });
  });
  if (pairs.length === 0) return pairs;

  const ns = pairs.map((p) => p.n);
  const cids = pairs.map((p) => p.c.id);
  const terms = await tx<(Terms & { n: number })[]>`
    select x.n, t.version, t.rate_bp, t.period, t.min_active_members, t.min_bet_amount
    from unnest(${ns}::int[], ${cids}::bigint[], ${iso(pairs.map((p) => p.end))}::timestamptz[]) as x(n, cid, e)
    join lateral (select version, rate_bp, period, min_active_members, min_bet_amount from contract_terms
      where contract_id = x.cid and effective_from is not null and effective_from < x.e order by version desc limit 1) t on true`;
  const termsOf = new Map(terms.map((t) => [t.n, t]));
  const settled = new Set(
    (
      await tx<{ n: number }[]>`
    select x.n from unnest(${ns}::int[], ${cids}::bigint[], ${iso(pairs.map((p) => p.start))}::timestamptz[]) as x(n, cid, s)
    where exists (select 1 from payouts p where p.contract_id = x.cid and p.period_start = x.s)`
    ).map((r) => r.n),
  );
  return pairs.filter((p) => {
    p.terms = termsOf.get(p.n);
    if (!p.terms) return false; // stays 'no-terms'
    if (settled.has(p.n)) return void (out[p.n] = 'settled-before');
    return true;
  });
}

/**
 * One payout row per pair (unique (contract_id, period_start) stands behind the check above),
 * written with amount 0 and no journal: the amount and its journal come in payAmounts, in this
 * same transaction, so nobody ever sees the row without them.
 */
async function insertPayouts(tx: Tx, pairs: Pair[]): Promise<void> {
  const col = <T>(f: (p: Pair) => T) => pairs.map(f);
  const rows = await tx<{ id: string; contractId: string; periodStart: Date }[]>`
    insert into payouts (merchant_id, contract_id, terms_version, type, period, period_start, period_end, earner_id, agent_id, rate_bp,
      valid_bet, profit_loss, active_members, base, qualified, currency, amount, journal_id)
    select x.merchant_id, x.contract_id, x.terms_version, x.type, x.period, x.period_start, x.period_end, x.earner_id, x.agent_id, x.rate_bp,
      x.valid_bet, x.profit_loss, x.active_members, x.base, x.qualified <> 0, x.currency, 0, null
    from unnest(
      ${col((p) => p.c.merchantId)}::int[], ${col((p) => p.c.id)}::bigint[], ${col((p) => p.terms!.version)}::int[], ${col((p) => p.c.type)}::text[],
      ${col((p) => p.terms!.period)}::text[], ${iso(col((p) => p.start))}::timestamptz[], ${iso(col((p) => p.end))}::timestamptz[],
      ${col((p) => p.c.downlineId)}::bigint[], ${col((p) => p.c.agentId)}::bigint[], ${col((p) => p.terms!.rateBp)}::int[],
      ${col((p) => p.figures!.validBet)}::bigint[], ${col((p) => p.figures!.profitLoss)}::bigint[], ${col((p) => p.figures!.activeMembers)}::int[],
      ${col((p) => p.earned!.base)}::bigint[], ${col((p) => (p.earned!.qualified ? 1 : 0))}::int[], ${col((p) => p.currency)}::text[]
    ) as x(merchant_id, contract_id, terms_version, type, period, period_start, period_end, earner_id, agent_id, rate_bp,
      valid_bet, profit_loss, active_members, base, qualified, currency)
    returning id, contract_id, period_start`;
  const ids = new Map(rows.map((r) => [`${r.contractId}:${r.periodStart.getTime()}`, Number(r.id)]));
  for (const p of pairs) p.payoutId = ids.get(`${p.c.id}:${p.start.getTime()}`)!;
}

/** The ledger entries (one per paying pair, in earner order) and the rows' amounts and journals. */
async function payAmounts(tx: Tx, pairs: Pair[]): Promise<void> {
  const paying = pairs
    .filter((p) => p.earned!.amount > 0)
    .sort((a, b) => Number(a.c.downlineId) - Number(b.c.downlineId) || a.start.getTime() - b.start.getTime());
  if (paying.length === 0) return;
  const journals: number[] = [];
  for (const p of paying) {
    const booked = await postHouseTransfer(tx, {
      key: salaryPayoutKey(Number(p.c.id), p.start),
      kind: SALARY_JOURNAL_KIND[p.c.type],
      merchantId: p.c.merchantId,
      accountId: Number(p.c.downlineId),
      wallet: 'real',
      currency: p.currency,
      amount: p.earned!.amount,
      meta: { contractId: Number(p.c.id), type: p.c.type, periodStart: p.start.toISOString(), periodEnd: p.end.toISOString() },
    });
    journals.push(booked.journalId);
  }
  await tx`
    update payouts set amount = x.amount, journal_id = x.journal_id
    from unnest(${paying.map((p) => p.payoutId!)}::bigint[], ${paying.map((p) => p.earned!.amount)}::bigint[], ${journals}::bigint[]) as x(id, amount, journal_id)
    where payouts.id = x.id`;
}
