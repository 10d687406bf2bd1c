import type { Db } from '../../db/index.js';

/**
 * Valid bets of one member after a posting id, as a SQL expression (the one definition of turnover:
 * promotion progress and turnover, and bonus lock progress, all read it). Valid bets are stakes of
 * `bet` and `bet.*` minus `rollback`, on the main and game wallets of the real book (the agent
 * figures' definition). Posting ids only grow, so "after the bonus" is "after the last posting id
 * when it was paid", read through postings_wallet_idx. `until` (an SQL expression, may be null at
 * run time) leaves out bets booked at or after it.
 *
 * The arguments are SQL expressions written by our own code (column names), never user input.
 */
export const validBetsAfter = (account: string, from: string, until: string | null = null) => `(
  select coalesce(-sum(vp.amount) filter (where (vj.kind = 'bet' or vj.kind like 'bet.%') and vp.amount < 0), 0)
       - coalesce(sum(vp.amount) filter (where vj.kind = 'rollback'), 0)
  from wallets vw join postings vp on vp.wallet_id = vw.id and vp.id > ${from} join journal vj on vj.id = vp.journal_id
  where vw.account_id = ${account} and vw.kind in ('real', 'vendor') and vw.book = 'real'
    ${until ? `and (${until} is null or vj.created_at < ${until})` : ''})`;

/** The posting id a count starts after: bets booked from now on count. */
export async function postingWatermark(db: Db): Promise<number> {
  const [r] = await db<{ id: string }[]>`select coalesce(max(id), 0) as id from postings`;
  return Number(r!.id);
}
