import type { TeamBetPage, TeamProfitPage, TeamTransactionPage, TeamTxCategory } from '@wl/shared';
import { isAgentType, SALARY_JOURNAL_KINDS } from '@wl/shared';
import type { Db, Fragment } from '../../db/index.js';
import { teamCte } from '../accounts/tree.js';
import { stakePosting } from '../wallet/play.js';
import type { Range } from '../wallet/records.js';
import type { Caller } from './team.js';
import { paged } from '../../http/paged.js';

/**
 * The team's records, read straight from the ledger like the member's own records
 * (wallet/records.ts), for every account strictly below the caller: team betting, team
 * transactions and the per-downline profit and loss. Real book only; trial accounts are left out.
 * `username` narrows to one account of the team (exact, any case); a name outside the team
 * simply matches nothing, so the answer is the same whether it exists elsewhere or not.
 */

export interface TeamFilter {
  username?: string;
  range: Range;
  page: number;
  pageSize: number;
}

/** Journal kinds per transaction category (the betting ones as in RECORD_KINDS; salary as settlement books them). */
const CATEGORY_KINDS: Record<TeamTxCategory, { exact: string[]; prefix: string | null }> = {
  deposit: { exact: ['deposit'], prefix: null },
  withdrawal: { exact: ['withdrawal', 'withdrawal-return'], prefix: null },
  transfer: { exact: ['member_transfer', 'wallet_transfer'], prefix: null },
  bonus: { exact: ['bonus'], prefix: 'bonus.%' },
  rebate: { exact: ['rebate'], prefix: 'rebate.%' },
  adjustment: { exact: ['adjustment'], prefix: null },
  betting: { exact: ['bet', 'win', 'rollback'], prefix: 'bet.%' },
  salary: { exact: SALARY_JOURNAL_KINDS, prefix: null },
};
const BETTING = CATEGORY_KINDS.betting;

/** Postings `p` of journal `j` on wallet `w` of team account `a`, inside the filter. */
function teamPostings(db: Db, f: TeamFilter, kinds: { exact: string[]; prefix: string | null } | null, join: Fragment = db``): Fragment {
  const exact = kinds?.exact ?? null;
  const prefix = kinds?.prefix ?? null;
  return db`
    from team t join accounts a on a.id = t.id
      join wallets w on w.account_id = a.id and w.kind in ('real', 'vendor') and w.book = 'real'
      join postings p on p.wallet_id = w.id join journal j on j.id = p.journal_id ${join}
    where a.type <> 4
      and (${f.username ?? null}::text is null or lower(a.username) = lower(${f.username ?? null}::text))
      and (${f.range.from}::timestamptz is null or j.created_at >= ${f.range.from}::timestamptz)
      and (${f.range.to}::timestamptz is null or j.created_at < ${f.range.to}::timestamptz)
      and (${exact}::text[] is null or j.kind = any(${exact}::text[]) or j.kind like ${prefix}::text)`;
}

/** The columns every line of team postings starts with, and the page count over all of them. */
type PostingRow = { id: string; journalId: string; createdAt: Date; accountId: string; username: string; kind: string; total: number };

/** One page of team postings: the common columns of each line with its own (`more`). */
const postingPage = <R extends PostingRow, T>(rows: R[], f: TeamFilter, more: (r: R) => T) =>
  paged(
    rows.map((r) => ({
      id: Number(r.id),
      journalId: Number(r.journalId),
      createdAt: r.createdAt.toISOString(),
      accountId: Number(r.accountId),
      username: r.username,
      kind: r.kind,
      ...more(r),
    })),
    rows[0]?.total ?? 0,
    f,
  );

type BetRow = PostingRow & { amount: string; vendor: string | null; game: string | null; gameType: string | null; roundId: string | null };

/** Team betting: every betting-record posting of the team, newest first, optionally of one game type. */
export async function teamBets(db: Db, caller: Caller, f: TeamFilter, gameType?: string): Promise<TeamBetPage> {
  const rows = await db<BetRow[]>`
    ${teamCte(db, caller.merchantId, caller.id)}
    select p.id, p.journal_id, j.created_at, a.id as account_id, a.username, j.kind, p.amount,
           j.meta->>'vendor' as vendor, g.name as game, g.game_type, j.meta->>'roundId' as round_id, count(*) over ()::int as total
    ${teamPostings(db, f, BETTING, db`left join games g on g.node_id::text = j.meta->>'nodeId'`)}
      and (${gameType ?? null}::text is null or g.game_type = ${gameType ?? null}::text)
    order by p.id desc limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`;
  return postingPage(rows, f, (r) => ({ amount: Number(r.amount), vendor: r.vendor, game: r.game, gameType: r.gameType, roundId: r.roundId }));
}

type TxRow = PostingRow & { walletKind: string; vendorCode: string | null; amount: string; balanceAfter: string };

/** Team transactions: every posting on the team's main and game wallets, newest first. */
export async function teamTransactions(db: Db, caller: Caller, f: TeamFilter, category?: TeamTxCategory): Promise<TeamTransactionPage> {
  const rows = await db<TxRow[]>`
    ${teamCte(db, caller.merchantId, caller.id)}
    select p.id, p.journal_id, j.created_at, a.id as account_id, a.username, j.kind, w.kind as wallet_kind, w.vendor_code,
           p.amount, p.balance_after, count(*) over ()::int as total
    ${teamPostings(db, f, category ? CATEGORY_KINDS[category] : null)}
    order by p.id desc limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`;
  return postingPage(rows, f, (r) => ({
    wallet: r.walletKind === 'vendor' ? r.vendorCode! : 'main',
    amount: Number(r.amount),
    balanceAfter: Number(r.balanceAfter),
  }));
}

type ProfitRow = { accountId: string; username: string; type: number; validBet: string; wins: string; bets: number; total: number };

/**
 * User loss / profit and loss: per team account that played in the range, valid bet (staked
 * minus rolled back), wins and wins - valid bet, biggest loss first; totals over every row.
 */
export async function teamProfit(db: Db, caller: Caller, f: TeamFilter, offsetMinutes: number): Promise<TeamProfitPage> {
  const rows = await db<(ProfitRow & { sumValid: string; sumWins: string })[]>`
    ${teamCte(db, caller.merchantId, caller.id)}
    , per as (
      select a.id as account_id, a.username, a.type,
        coalesce(-sum(p.amount) filter (where ${stakePosting(db)}), 0)
          - coalesce(sum(p.amount) filter (where j.kind = 'rollback'), 0) as valid_bet,
        coalesce(sum(p.amount) filter (where j.kind = 'win' or (j.kind like 'bet.%' and p.amount > 0)), 0) as wins,
        (count(*) filter (where ${stakePosting(db)}))::int as bets
      ${teamPostings(db, f, BETTING)}
      group by a.id, a.username, a.type
    )
    select account_id, username, type, valid_bet::bigint, wins::bigint, bets, count(*) over ()::int as total,
           (sum(valid_bet) over ())::bigint as sum_valid, (sum(wins) over ())::bigint as sum_wins
    from per order by wins - valid_bet, account_id limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`;
  const list = rows.map((r) => ({
    accountId: Number(r.accountId),
    username: r.username,
    kind: isAgentType(r.type) ? ('agent' as const) : ('member' as const),
    validBet: Number(r.validBet),
    wins: Number(r.wins),
    profitAndLoss: Number(r.wins) - Number(r.validBet),
    bets: r.bets,
  }));
  const validBet = Number(rows[0]?.sumValid ?? 0);
  const wins = Number(rows[0]?.sumWins ?? 0);
  return {
    ...paged(list, rows[0]?.total ?? 0, f),
    totals: { validBet, wins, profitAndLoss: wins - validBet },
    days: await profitDays(db, caller, f, offsetMinutes),
    utcOffsetMinutes: offsetMinutes,
  };
}

/**
 * The same postings per merchant day (the trend chart): the filter's accounts and range, the same
 * definitions, so the days add up to the totals. The offset is an integer (offsetFromSettings)
 * written as a literal, so GROUP BY and SELECT are the same expression.
 */
async function profitDays(db: Db, caller: Caller, f: TeamFilter, offsetMinutes: number): Promise<TeamProfitPage['days']> {
  const day = db.unsafe(`to_char((j.created_at at time zone 'UTC') + interval '${Math.trunc(offsetMinutes)} minutes', 'YYYY-MM-DD')`);
  const rows = await db<{ date: string; validBet: string; wins: string }[]>`
    ${teamCte(db, caller.merchantId, caller.id)}
    select ${day} as date,
      coalesce(-sum(p.amount) filter (where ${stakePosting(db)}), 0) - coalesce(sum(p.amount) filter (where j.kind = 'rollback'), 0) as valid_bet,
      coalesce(sum(p.amount) filter (where j.kind = 'win' or (j.kind like 'bet.%' and p.amount > 0)), 0) as wins
    ${teamPostings(db, f, BETTING)}
    group by ${day} order by 1`;
  return rows.map((r) => ({ date: r.date, validBet: Number(r.validBet), wins: Number(r.wins), profitAndLoss: Number(r.wins) - Number(r.validBet) }));
}
