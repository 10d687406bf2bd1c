import {
  SALARY_FLAG_TYPES,
  periodBounds,
  type ContractType,
  type PayoutBetPage,
  type PayoutListQuery,
  type PayoutPage,
  type PayoutView,
  type RealtimeSalaryNow,
  type RevenueDay,
  type RevenueQuery,
  type RevenueReport,
  type SalaryFlags,
} from '@wl/shared';
import type { Db } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import type { AccountRecord } from '../accounts/accounts.js';
import type { Merchant } from '../site/settings.js';
import { offsetFromSettings } from '../site/merchants.js';
import type { OnRefusal } from '../agent-contracts/contracts.js';
import { requireAgent } from '../agent-contracts/contracts.js';
import { accrualOf, liveRealtime } from './salary-accrual.js';
import { linkedPostings } from '../agent-settlement/settlement-figures.js';
import { paged } from '../../http/paged.js';

/**
 * The salary pages' reads (docs/AGENT.md "Settlement"): payouts the caller earned (or,
 * side=given, paid on contracts it offered), a payout line's bets, the live real-time salary and
 * my income. Every query is narrowed to the caller in the WHERE clause itself; a payout id that
 * is not the caller's answers NOT_FOUND, exactly like one that does not exist.
 */

const DAY = 86_400_000;

interface Row {
  id: string;
  contractId: string;
  type: ContractType;
  termsVersion: number;
  rateBp: number;
  period: PayoutView['period'];
  periodStart: Date;
  periodEnd: Date;
  earnerId: string;
  earnerUsername: string;
  agentId: string;
  agentUsername: string;
  validBet: string;
  profitLoss: string;
  activeMembers: number;
  base: string;
  qualified: boolean;
  amount: string;
  currency: string;
  betCount: number;
  createdAt: Date;
  total: number;
  totalAmount: string;
}
const view = (r: Row): PayoutView => ({
  id: Number(r.id),
  contractId: Number(r.contractId),
  type: r.type,
  termsVersion: r.termsVersion,
  rateBp: r.rateBp,
  period: r.period,
  periodStart: r.periodStart.toISOString(),
  periodEnd: r.periodEnd.toISOString(),
  earner: { id: Number(r.earnerId), username: r.earnerUsername },
  agent: { id: Number(r.agentId), username: r.agentUsername },
  validBet: Number(r.validBet),
  profitLoss: Number(r.profitLoss),
  activeMembers: r.activeMembers,
  base: Number(r.base),
  qualified: r.qualified,
  amount: Number(r.amount),
  currency: r.currency,
  betCount: r.betCount,
  createdAt: r.createdAt.toISOString(),
});

export async function salaryFlags(db: Db, merchant: Merchant, caller: AccountRecord): Promise<SalaryFlags> {
  const rows = await db<{ type: ContractType }[]>`
    select distinct type from contracts where downline_id = ${caller.id} and merchant_id = ${merchant.id} and activated_at is not null`;
  const had = new Set(rows.map((r) => r.type));
  const flags = Object.fromEntries(Object.entries(SALARY_FLAG_TYPES).map(([flag, type]) => [flag, had.has(type)]));
  return flags as SalaryFlags;
}

export async function listPayouts(db: Db, merchant: Merchant, caller: AccountRecord, q: PayoutListQuery, refused: OnRefusal): Promise<PayoutPage> {
  const side = q.side ?? 'earned';
  if (side === 'given') requireAgent(caller, refused);
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? 20;
  const whose = side === 'earned' ? db`p.earner_id = ${caller.id}` : db`p.agent_id = ${caller.id}`;
  const rows = await db<Row[]>`
    select p.*, e.username as earner_username, a.username as agent_username,
      count(*) over ()::int as total, sum(p.amount) over ()::bigint as total_amount
    from payouts p join accounts e on e.id = p.earner_id join accounts a on a.id = p.agent_id
    where ${whose} and p.merchant_id = ${merchant.id} and p.type = ${q.type}
      and (${q.from ?? null}::timestamptz is null or p.period_start >= ${q.from ?? null}::timestamptz)
      and (${q.to ?? null}::timestamptz is null or p.period_start < ${q.to ?? null}::timestamptz)
    order by p.period_start desc, p.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`;
  const total = rows[0]?.total ?? 0;
  return { ...paged(rows.map(view), total, { page, pageSize }), totalAmount: Number(rows[0]?.totalAmount ?? 0) };
}

export async function payoutBets(
  db: Db,
  merchant: Merchant,
  caller: AccountRecord,
  id: number,
  page: number,
  pageSize: number,
  refused: OnRefusal,
): Promise<PayoutBetPage> {
  const [mine] = await db`
    select 1 from payouts where id = ${id} and merchant_id = ${merchant.id} and (earner_id = ${caller.id} or agent_id = ${caller.id})`;
  if (!mine) {
    refused('NOT_FOUND', { payoutId: id });
    throw new AppError('NOT_FOUND');
  }
  // One line per journal from the member's side: stakes are debits of bet / bet.*, wins credits.
  const rows = await db<
    {
      journalId: string;
      createdAt: Date;
      username: string;
      kind: string;
      game: string | null;
      gameType: string | null;
      stake: string;
      valid: string;
      win: string;
      total: number;
    }[]
  >`
    select j.id as journal_id, j.created_at, min(a.username) as username, j.kind, min(g.name) as game, min(g.game_type) as game_type,
      coalesce(-sum(p.amount) filter (where (j.kind = 'bet' or j.kind like 'bet.%') and p.amount < 0), 0)::bigint as stake,
      (coalesce(-sum(p.amount) filter (where (j.kind = 'bet' or j.kind like 'bet.%') and p.amount < 0), 0)
        - coalesce(sum(p.amount) filter (where j.kind = 'rollback'), 0))::bigint as valid,
      coalesce(sum(p.amount) filter (where j.kind = 'win' or (j.kind like 'bet.%' and p.amount > 0)), 0)::bigint as win,
      count(*) over ()::int as total
    ${linkedPostings(db, id)}
    group by j.id
    order by j.created_at desc, j.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`;
  return paged(
    rows.map((r) => ({
      journalId: Number(r.journalId),
      createdAt: r.createdAt.toISOString(),
      username: r.username,
      kind: r.kind,
      game: r.game,
      gameType: r.gameType,
      stake: Number(r.stake),
      valid: Number(r.valid),
      win: Number(r.win),
    })),
    rows[0]?.total ?? 0,
    { page, pageSize },
  );
}

export async function realtimeNow(db: Db, merchant: Merchant, caller: AccountRecord, now = new Date()): Promise<RealtimeSalaryNow> {
  const offset = offsetFromSettings(merchant.settings);
  const today = periodBounds('daily', now, offset);
  const [paid] = await db<{ sum: string }[]>`
    select coalesce(sum(amount), 0)::bigint as sum from payouts
    where earner_id = ${caller.id} and merchant_id = ${merchant.id} and type = 'realtime_salary' and created_at >= ${today.start} and created_at < ${today.end}`;
  const [raw] = await liveRealtime(db, [Number(caller.id)], now);
  const w = periodBounds('five_minutes', now, offset);
  const base = { currency: merchant.settings.currency, todayTotal: Number(paid?.sum ?? 0) };
  if (!raw || raw.merchantId !== merchant.id) {
    return { ...base, live: false, accrued: 0, windowStart: w.start.toISOString(), nextSettlementAt: w.end.toISOString(), rateBp: null };
  }
  const v = await accrualOf(db, { ...raw, minBetAmount: Number(raw.minBetAmount) }, now);
  return { ...base, ...v, live: true, rateBp: raw.rateBp };
}

export async function revenueReport(db: Db, merchant: Merchant, caller: AccountRecord, q: RevenueQuery, now = new Date()): Promise<RevenueReport> {
  const offset = offsetFromSettings(merchant.settings);
  const to = q.to ? new Date(q.to) : periodBounds('daily', now, offset).end;
  const from = q.from ? new Date(q.from) : new Date(to.getTime() - 7 * DAY);
  if (!(from < to) || to.getTime() - from.getTime() > 366 * DAY) throw new AppError('DATE_RANGE_INVALID');
  const minutes = String(Math.trunc(offset));
  const dayOf = db.unsafe(`to_char((created_at at time zone 'UTC') + interval '${minutes} minutes', 'YYYY-MM-DD')`);
  // By when the money arrived (the payout's creation), as a bank statement would.
  const rows = await db<{ day: string; type: ContractType; sum: string }[]>`
    select ${dayOf} as day, type, sum(amount)::bigint as sum from payouts
    where earner_id = ${caller.id} and merchant_id = ${merchant.id} and amount > 0 and created_at >= ${from} and created_at < ${to}
    group by 1, 2`;
  const zero = () => ({ dividend: 0, daily_wage: 0, hourly_salary: 0, realtime_salary: 0, total: 0 });
  const days = new Map<string, RevenueDay>();
  const totals = zero();
  for (const r of rows) {
    const d = days.get(r.day) ?? { date: r.day, ...zero() };
    d[r.type] += Number(r.sum);
    d.total += Number(r.sum);
    totals[r.type] += Number(r.sum);
    totals.total += Number(r.sum);
    days.set(r.day, d);
  }
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    utcOffsetMinutes: offset,
    currency: merchant.settings.currency,
    days: [...days.values()].sort((a, b) => b.date.localeCompare(a.date)),
    totals,
  };
}
