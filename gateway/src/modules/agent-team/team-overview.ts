import type { TeamDay, TeamFigures, TeamOverview, TeamPeriod } from '@wl/shared';
import type { Db } from '../../db/index.js';
import { teamCte } from '../accounts/tree.js';
import type { Caller } from './team.js';

/**
 * agentTeamOverview: the team's KPIs for a period of merchant days and one point per day. The
 * team is every account strictly below the caller. Everything is read from the ledger's postings
 * on the team's main and game wallets (real book only: free play is not money), the accounts
 * table (registrations) and paid withdrawals; nothing is summarised ahead of time.
 */

const DAY = 86_400_000;

/** [from, to) of a period in UTC, for a merchant whose days start at local midnight. Weeks start on Monday; the last N days end with today. */
export function periodRange(period: TeamPeriod, now: Date, offsetMinutes: number): { from: Date; to: Date } {
  const off = offsetMinutes * 60_000;
  const local = new Date(now.getTime() + off);
  const today = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const monday = today - ((local.getUTCDay() + 6) % 7) * DAY;
  const month = (delta: number) => Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + delta, 1);
  const [from, to] = {
    last7Days: [today - 6 * DAY, today + DAY],
    last30Days: [today - 29 * DAY, today + DAY],
    today: [today, today + DAY],
    yesterday: [today - DAY, today],
    thisWeek: [monday, monday + 7 * DAY],
    lastWeek: [monday - 7 * DAY, monday],
    thisMonth: [month(0), month(1)],
    lastMonth: [month(-1), month(0)],
  }[period] as [number, number];
  return { from: new Date(from - off), to: new Date(to - off) };
}

const isoDay = (utcMs: number) => new Date(utcMs).toISOString().slice(0, 10);
const zero = (): TeamFigures => ({ members: 0, activeMembers: 0, newRegistrations: 0, deposits: 0, withdrawals: 0, validBets: 0, profitAndLoss: 0 });

type PlayRow = { day: string | null; active: number; deposits: string; staked: string; returned: string; wins: string };

export async function teamOverview(
  db: Db,
  caller: Caller,
  period: TeamPeriod,
  offsetMinutes: number,
  currency: string,
  now = new Date(),
): Promise<TeamOverview> {
  const { from, to } = periodRange(period, now, offsetMinutes);
  const m = caller.merchantId;
  const team = () => teamCte(db, m, caller.id);
  // The merchant day of a time: shift by the offset, then take the UTC date. The offset is an
  // integer from offsetFromSettings, written as a literal so the GROUP BY expression is the very
  // same text as the SELECT one (two bind parameters would not match).
  const minutes = String(Math.trunc(offsetMinutes));
  const dayOf = (col: string) => db.unsafe(`to_char((${col} at time zone 'UTC') + interval '${minutes} minutes', 'YYYY-MM-DD')`);

  // One pass over the team's postings in the period, grouped by day with a period total (grouping sets).
  const play = await db<PlayRow[]>`
    ${team()}
    select ${dayOf('j.created_at')} as day,
      count(distinct w.account_id) filter (where (j.kind = 'bet' or j.kind like 'bet.%') and p.amount < 0)::int as active,
      coalesce(sum(p.amount) filter (where j.kind = 'deposit' and p.amount > 0), 0)::bigint as deposits,
      coalesce(-sum(p.amount) filter (where (j.kind = 'bet' or j.kind like 'bet.%') and p.amount < 0), 0)::bigint as staked,
      coalesce(sum(p.amount) filter (where j.kind = 'rollback'), 0)::bigint as returned,
      coalesce(sum(p.amount) filter (where j.kind = 'win' or (j.kind like 'bet.%' and p.amount > 0)), 0)::bigint as wins
    from team t join wallets w on w.account_id = t.id and w.kind in ('real', 'vendor') and w.book = 'real'
      join postings p on p.wallet_id = w.id join journal j on j.id = p.journal_id
    where j.created_at >= ${from} and j.created_at < ${to}
    group by grouping sets ((${dayOf('j.created_at')}), ())`;
  const registrations = await db<{ day: string | null; n: number }[]>`
    ${team()}
    select ${dayOf('a.created_at')} as day, count(*)::int as n
    from team t join accounts a on a.id = t.id
    where a.type <> 4 and a.created_at >= ${from} and a.created_at < ${to}
    group by grouping sets ((${dayOf('a.created_at')}), ())`;
  const withdrawals = await db<{ day: string | null; amount: string }[]>`
    ${team()}
    select ${dayOf('x.paid_at')} as day, coalesce(sum(x.amount), 0)::bigint as amount
    from team t join withdrawals x on x.account_id = t.id
    where x.merchant_id = ${m} and x.status in ('paid', 'confirmed') and x.paid_at >= ${from} and x.paid_at < ${to}
    group by grouping sets ((${dayOf('x.paid_at')}), ())`;
  const [members] = await db<{ n: number }[]>`
    ${team()}
    select count(*)::int as n from team t join accounts a on a.id = t.id
    where a.type <> 4 and a.status = 'active' and a.created_at < ${to}`;

  const days = new Map<string, TeamFigures>();
  const fromLocal = from.getTime() + offsetMinutes * 60_000;
  for (let d = fromLocal; d < to.getTime() + offsetMinutes * 60_000; d += DAY) days.set(isoDay(d), zero());
  const kpis = { ...zero(), members: members?.n ?? 0 };
  const at = (day: string | null) => (day === null ? kpis : days.get(day));
  for (const r of play) {
    const f = at(r.day);
    if (!f) continue;
    const valid = Number(r.staked) - Number(r.returned);
    Object.assign(f, { activeMembers: r.active, deposits: Number(r.deposits), validBets: valid, profitAndLoss: Number(r.wins) - valid });
  }
  for (const r of registrations) {
    const f = at(r.day);
    if (f) f.newRegistrations = r.n;
  }
  for (const r of withdrawals) {
    const f = at(r.day);
    if (f) f.withdrawals = Number(r.amount);
  }
  const series: TeamDay[] = [...days].map(([date, f]) => ({ date, ...f }));
  return { period, from: from.toISOString(), to: to.toISOString(), utcOffsetMinutes: offsetMinutes, currency, kpis, series };
}
