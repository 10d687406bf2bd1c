import type { Db, Fragment } from '../../db/index.js';

/**
 * What counts as play, in one place for the member's records, the team's records and the agent
 * settlement, so a stake, a win and a bet count mean the same on every page. `j` is the journal
 * and `p` the posting in every fragment.
 *
 * A betting journal is `bet` (a stake), `win`, `rollback` (a stake returned) or `bet.<anything>`
 * (a module booking its own play: negative is a stake, positive a win). Only stakes are bets:
 * a win or a rollback posting belongs to a bet already counted.
 */
export const bettingJournal = (db: Db): Fragment => db`(j.kind in ('bet', 'win', 'rollback') or j.kind like 'bet.%')`;

/** A posting that is a stake. */
export const stakePosting = (db: Db): Fragment => db`((j.kind = 'bet' or j.kind like 'bet.%') and p.amount < 0)`;

/**
 * What one betting posting adds to the stakes, the rollbacks (stakes returned) and the wins; all
 * >= 0 but rollbacks.
 */
export const postingParts = (db: Db): Fragment => db`
  case when ${stakePosting(db)} then -p.amount else 0 end as staked,
  case when j.kind = 'rollback' then p.amount else 0 end as returned,
  case when j.kind = 'win' or (j.kind like 'bet.%' and p.amount > 0) then p.amount else 0 end as wins`;

/** net = wins - (stakes - returned): what play won (positive) or lost (negative). */
export const playNet = (r: { staked: number; returned: number; wins: number }) => r.wins - (r.staked - r.returned);
