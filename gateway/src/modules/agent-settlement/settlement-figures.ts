import type { PeriodFigures } from '@wl/shared';
import type { Db, Fragment } from '../../db/index.js';
import { teamCte } from '../accounts/tree.js';
import { bettingJournal, postingParts, stakePosting } from '../wallet/play.js';

/**
 * The figures a salary or dividend is computed from: the earner's team (every account strictly
 * below it, accounts/tree.ts `teamCte`) over [from, to), read from the betting postings of the
 * team's main and game wallets in the real book, with exactly the definitions of the team overview
 * (team-overview.ts): valid bet = stakes (`bet`, negative `bet.*`) minus `rollback`; wins = `win`
 * and positive `bet.*`; P&L = wins - valid bet; active = distinct accounts that staked.
 */

/**
 * The team's account ids. Read once and passed on as an array: the planner then knows how many
 * there are (a recursive CTE's guess made it scan every wallet of the merchant per payout).
 */
export async function teamIds(db: Db, merchantId: number, rootId: number): Promise<string[]> {
  const rows = await db<{ id: string }[]>`${teamCte(db, merchantId, rootId)} select id from team`;
  return rows.map((r) => r.id);
}

/**
 * The definitions, shared with the settlement run's staging (settlement-stage.ts) and the member's
 * records (wallet/play.ts), so all read the same postings and count them the same way.
 */
export { bettingJournal, postingParts } from '../wallet/play.js';
/** A team member's main or game wallet in the real book. */
export const teamWallet = (db: Db): Fragment => db`w.kind in ('real', 'vendor') and w.book = 'real'`;

/** valid bet = stakes - rollbacks; P&L = wins - valid bet. */
export function toFigures(
  r: { active: number | string; staked: number | string; returned: number | string; wins: number | string } | undefined,
): PeriodFigures {
  const validBet = Number(r?.staked ?? 0) - Number(r?.returned ?? 0);
  return { validBet, profitLoss: Number(r?.wins ?? 0) - validBet, activeMembers: Number(r?.active ?? 0) };
}

/** FROM/WHERE of the betting postings of these accounts' main and game wallets in the window. */
const bettingPostings = (db: Db, ids: string[], from: Date, to: Date) => db`
  from wallets w join postings p on p.wallet_id = w.id join journal j on j.id = p.journal_id
  where w.account_id = any(${ids}::bigint[]) and ${teamWallet(db)}
    and j.created_at >= ${from} and j.created_at < ${to} and ${bettingJournal(db)}`;

export async function teamFigures(db: Db, merchantId: number, earnerId: number, from: Date, to: Date, ids?: string[]): Promise<PeriodFigures> {
  const team = ids ?? (await teamIds(db, merchantId, earnerId));
  if (team.length === 0) return { validBet: 0, profitLoss: 0, activeMembers: 0 };
  const [r] = await db<{ active: number; staked: string; returned: string; wins: string }[]>`
    select count(distinct account_id) filter (where staked > 0)::int as active, coalesce(sum(staked), 0)::bigint as staked,
      coalesce(sum(returned), 0)::bigint as returned, coalesce(sum(wins), 0)::bigint as wins
    from (select w.account_id, ${postingParts(db)} ${bettingPostings(db, team, from, to)}) x`;
  return toFigures(r);
}

/**
 * Links every betting journal of the team (`ids`, from teamIds) in the window to a payout (the
 * payout line lists its stakes, wins and rollbacks) and answers the number of bets: stakes only,
 * since a win or a rollback belongs to a stake already counted.
 */
export async function linkBets(db: Db, ids: string[], from: Date, to: Date, payoutId: number): Promise<number> {
  if (ids.length === 0) return 0;
  await db`
    insert into payout_bets (payout_id, journal_id)
    select distinct ${payoutId}::bigint, j.id ${bettingPostings(db, ids, from, to)}
    on conflict do nothing`;
  const [r] = await db<{ n: number }[]>`select count(distinct j.id)::int as n ${bettingPostings(db, ids, from, to)} and ${stakePosting(db)}`;
  return r?.n ?? 0;
}

/** The betting postings of one payout's linked journals (for the payout line's bets). */
export const linkedPostings = (db: Db, payoutId: number): Fragment => db`
  from payout_bets pb join journal j on j.id = pb.journal_id
    join postings p on p.journal_id = j.id join wallets w on w.id = p.wallet_id and w.account_id is not null
    join accounts a on a.id = w.account_id
    left join games g on g.node_id::text = j.meta->>'nodeId'
  where pb.payout_id = ${payoutId}`;
