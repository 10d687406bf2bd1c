import {
  OWN_WALLET_KINDS,
  RECORD_KINDS,
  type JournalPage,
  type ProfitRow,
  type ProfitValue,
  type RecordCategory,
  type RecordPage,
  type RecordRow,
} from '@wl/shared';
import type { Db } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { bettingJournal, playNet, postingParts } from './play.js';
import { paged } from '../../http/paged.js';

/**
 * Records read straight from the ledger: the postings of the member's own wallets joined to their
 * journal entry (kind, time). Nothing is copied or summarised ahead of time, so a record can never
 * disagree with a balance. Scoped by account and merchant in every query. docs/TRANSFERS.md.
 */

export interface Range {
  from: Date | null;
  to: Date | null;
}
interface Paging {
  page: number;
  pageSize: number;
}

/** Dates outside these years are typing mistakes or probes, not periods anyone has records for. */
const MIN_YEAR = 2000;
const MAX_YEAR = 2200;

function parseInstant(v: string | undefined): Date | null {
  if (v === undefined) return null;
  const d = new Date(v);
  const y = d.getUTCFullYear();
  if (Number.isNaN(d.getTime()) || y < MIN_YEAR || y > MAX_YEAR) throw new AppError('DATE_RANGE_INVALID');
  return d;
}

/** `from` inclusive, `to` exclusive; either may be open. An end before the start is refused. */
export function parseRange(from?: string, to?: string): Range {
  const r = { from: parseInstant(from), to: parseInstant(to) };
  if (r.from && r.to && r.from.getTime() >= r.to.getTime()) throw new AppError('DATE_RANGE_INVALID');
  return r;
}

const walletName = (kind: string, vendor: string | null) => (kind === 'real' ? 'main' : kind === 'vendor' ? vendor! : kind);

/** The kinds of a record page: null for the account record (every kind). */
function kindFilter(category: RecordCategory): { exact: string[]; prefix: string } | null {
  if (category === 'account') return null;
  const k = RECORD_KINDS[category];
  return { exact: [...k.exact], prefix: `${k.prefix}%` };
}

type PostingRow = {
  id: string;
  journalId: string;
  createdAt: Date;
  kind: string;
  walletKind: string;
  vendorCode: string | null;
  amount: string;
  balanceAfter: string;
};
const toRecord = (r: PostingRow): RecordRow => ({
  id: Number(r.id),
  journalId: Number(r.journalId),
  createdAt: r.createdAt.toISOString(),
  kind: r.kind,
  wallet: walletName(r.walletKind, r.vendorCode),
  amount: Number(r.amount),
  balanceAfter: Number(r.balanceAfter),
});

/**
 * One page of the member's postings on the main wallet and the vendor sub-wallets, newest first.
 * Reads postings(wallet_id, id desc) per wallet, so the cost follows the member's own history.
 */
export async function memberRecords(db: Db, merchantId: number, accountId: number, category: RecordCategory, range: Range, p: Paging): Promise<RecordPage> {
  const f = kindFilter(category);
  const exact = f?.exact ?? null;
  const prefix = f?.prefix ?? null;
  const where = () => db`
    from wallets w join postings p on p.wallet_id = w.id join journal j on j.id = p.journal_id
    where w.account_id = ${accountId} and w.merchant_id = ${merchantId} and w.kind in ('real', 'vendor')
      and (${range.from}::timestamptz is null or j.created_at >= ${range.from}::timestamptz)
      and (${range.to}::timestamptz is null or j.created_at < ${range.to}::timestamptz)
      and (${exact}::text[] is null or j.kind = any(${exact}::text[]) or j.kind like ${prefix}::text)`;
  const [count] = await db<{ n: number }[]>`select count(*)::int as n ${where()}`;
  const rows = await db<PostingRow[]>`
    select p.id, p.journal_id, j.created_at, j.kind, w.kind as wallet_kind, w.vendor_code, p.amount, p.balance_after
    ${where()} order by p.id desc limit ${p.pageSize} offset ${(p.page - 1) * p.pageSize}`;
  return paged(rows.map(toRecord), count?.n ?? 0, p);
}

type PlayGroup = { gameType: string | null; vendor: string | null; vendorName: string | null; staked: string; returned: string; wins: string; bets: number };
type Figures = { stakes: number; returned: number; wins: number; net: number; bets: number };
const addTo = (f: Figures, g: PlayGroup) => {
  f.stakes += Number(g.staked);
  f.returned += Number(g.returned);
  f.wins += Number(g.wins);
  f.bets += g.bets;
  f.net = playNet({ staked: f.stakes, returned: f.returned, wins: f.wins });
  return f;
};
const zero = (): Figures => ({ stakes: 0, returned: 0, wins: 0, net: 0, bets: 0 });
function breakdown(groups: PlayGroup[], keyOf: (g: PlayGroup) => [string, string]) {
  const out = new Map<string, Figures & { key: string; name: string }>();
  for (const g of groups) {
    const [key, name] = keyOf(g);
    addTo(out.get(key) ?? out.set(key, { key, name, ...zero() }).get(key)!, g);
  }
  return [...out.values()].sort((a, b) => a.net - b.net || a.key.localeCompare(b.key));
}
const sumOf = (list: ProfitRow[], test: (kind: string) => boolean) => list.filter((r) => test(r.kind)).reduce((s, r) => s + r.net, 0);

/**
 * Profit and loss of a period. The P&L is the result of play on the member's main and game wallets:
 * stakes, stakes returned by rollbacks, wins and net = wins - (stakes - returned), by game type and
 * by vendor (the stake's game from its meta). Deposits, withdrawals (held minus returned),
 * bonuses, rebates and every other kind are money moved, not won or lost: they come apart in
 * `cash`. Moves between the member's own wallets are left out (they change no total).
 */
export async function memberProfit(db: Db, merchantId: number, accountId: number, range: Range): Promise<ProfitValue> {
  const own = [...OWN_WALLET_KINDS] as string[];
  const mine = db`
    from wallets w join postings p on p.wallet_id = w.id join journal j on j.id = p.journal_id
    where w.account_id = ${accountId} and w.merchant_id = ${merchantId} and w.kind in ('real', 'vendor')
      and (${range.from}::timestamptz is null or j.created_at >= ${range.from}::timestamptz)
      and (${range.to}::timestamptz is null or j.created_at < ${range.to}::timestamptz)`;
  const groups = await db<PlayGroup[]>`
    select g.game_type, v.code as vendor, v.name as vendor_name, sum(x.staked)::bigint as staked, sum(x.returned)::bigint as returned,
           sum(x.wins)::bigint as wins, count(distinct x.id) filter (where x.staked > 0)::int as bets
    from (select j.id, j.meta, ${postingParts(db)} ${mine} and ${bettingJournal(db)}) x
      left join games g on g.node_id::text = x.meta->>'nodeId'
      left join game_vendors v on v.code = coalesce(x.meta->>'vendor', g.vendor_code)
    group by g.game_type, v.code, v.name`;
  const rows = await db<{ kind: string; credit: string; debit: string; count: number }[]>`
    select j.kind,
           coalesce(sum(p.amount) filter (where p.amount > 0), 0)::bigint as credit,
           coalesce(-sum(p.amount) filter (where p.amount < 0), 0)::bigint as debit,
           count(*)::int as count
    ${mine} and not ${bettingJournal(db)} and j.kind <> all(${own}::text[])
    group by j.kind order by j.kind`;
  const list = rows.map((r) => ({ kind: r.kind, credit: Number(r.credit), debit: Number(r.debit), net: Number(r.credit) - Number(r.debit), count: r.count }));
  const family = (base: string) => (kind: string) => kind === base || kind.startsWith(`${base}.`);
  return {
    ...groups.reduce(addTo, zero()),
    byGameType: breakdown(groups, (g) => [g.gameType ?? '', g.gameType ?? '']),
    byVendor: breakdown(groups, (g) => [g.vendor ?? '', g.vendorName ?? g.vendor ?? '']),
    cash: {
      deposits: sumOf(list, (k) => k === 'deposit'),
      withdrawals: -sumOf(list, (k) => k === 'withdrawal' || k === 'withdrawal-return'),
      bonuses: sumOf(list, family('bonus')),
      rebates: sumOf(list, family('rebate')),
      list,
    },
  };
}

/** Staff: every posting on every wallet of one account (main, play, sub-wallets, points), with who made manual ones and why. */
export async function accountJournal(db: Db, merchantId: number, accountId: number, range: Range, p: Paging): Promise<JournalPage> {
  const where = () => db`
    from wallets w join postings p on p.wallet_id = w.id join journal j on j.id = p.journal_id
    left join staff s on s.id = j.staff_id
    where w.account_id = ${accountId} and w.merchant_id = ${merchantId}
      and (${range.from}::timestamptz is null or j.created_at >= ${range.from}::timestamptz)
      and (${range.to}::timestamptz is null or j.created_at < ${range.to}::timestamptz)`;
  const [count] = await db<{ n: number }[]>`select count(*)::int as n ${where()}`;
  const rows = await db<(PostingRow & { book: string; staffId: string | null; staffUsername: string | null; reason: string | null })[]>`
    select p.id, p.journal_id, j.created_at, j.kind, w.kind as wallet_kind, w.vendor_code, p.amount, p.balance_after,
           j.book, j.staff_id, s.username as staff_username, j.meta->>'reason' as reason
    ${where()}
    order by p.id desc limit ${p.pageSize} offset ${(p.page - 1) * p.pageSize}`;
  return paged(
    rows.map((r) => ({
      ...toRecord(r),
      book: r.book,
      staffId: r.staffId === null ? null : Number(r.staffId),
      staffUsername: r.staffUsername,
      reason: r.reason,
    })),
    count?.n ?? 0,
    p,
  );
}
