import type { Sql } from '../../db/index.js';
import type { Merchant } from '../site/settings.js';
import { lockMember, syncBadge } from './badge.js';
import { COUNTED_JOURNALS } from './progress.js';

/**
 * The live red badge's trigger (docs/MISSIONS.md "Badge"). Bets and deposits are booked by other
 * modules (seamless wallet, cashier), so instead of a hook in each, one job on one node reads the
 * journals written since its last run (like the real-time salary), finds the members of merchants
 * with missions whose bets, wins or deposits moved, and re-counts their claimable missions; a
 * member whose count changed gets `missions:changed`. Members holding a claimable mission are also
 * looked at once its period has ended (`mission_badges.recheck_at`), so an unclaimed daily mission
 * leaves the badge at midnight without any activity.
 */

/**
 * Journals re-read behind the cursor each run: ids are taken at insert but commit in any order, so
 * a bet that commits just after a later one is still seen. Its members are looked at again, which
 * costs a count and pushes nothing when nothing changed.
 */
const CURSOR_OVERLAP = 200;
/** At most this many journals read per run. */
const MAX_SCAN = 20_000;
/** Members whose period ended looked at per run. */
const DUE_PER_RUN = 500;

/** Who one run looks at, and the journal id its cursor moves to when it is done. */
interface Plan {
  hi: number;
  members: [accountId: string, merchantId: number][];
}

/**
 * One run; answers how many events it appended, or null when another run is reading the cursor
 * row this moment (`wait` makes it queue for that row instead: tests and tools that need this run
 * to happen).
 *
 * Short transactions only: one reads what to look at, then each member is looked at in a
 * transaction of its own (its row lock, the count, the event last), and a last one moves the
 * cursor. So the run never holds a member's event sequence while it counts other members, and a
 * push is never waiting for the whole sweep to commit. Two runs that overlap (the job engine keeps
 * one at a time; a forced run may not) do no harm: each member's look is under the member's row
 * lock, and a count that did not change pushes nothing.
 */
export async function runMissionSweep(sql: Sql, opts: { wait?: boolean; now?: Date } = {}): Promise<number | null> {
  const now = opts.now ?? new Date();
  const plan = await planRun(sql, now, opts.wait === true);
  if (!plan) return null;
  const merchants = new Map<number, Merchant>();
  let sent = 0;
  // Account id order, as every locker of member rows takes them.
  for (const [id, merchantId] of plan.members) {
    if (!merchants.has(merchantId)) {
      const [m] = await sql<Merchant[]>`select id, code, settings from merchants where id = ${merchantId}`;
      merchants.set(merchantId, m!);
    }
    const pushed = await sql.begin(async (tx) => {
      if (!(await lockMember(tx, merchantId, Number(id)))) return false;
      return (await syncBadge(tx, merchants.get(merchantId)!, Number(id), false, now)).pushed;
    });
    if (pushed) sent++;
  }
  await sql`update mission_sweep_cursor set last_journal_id = greatest(last_journal_id, ${plan.hi}) where id = 1`;
  return sent;
}

/** Reads the cursor and the members to look at, in one short transaction (the cursor row's lock is held for it only). */
function planRun(sql: Sql, now: Date, wait: boolean): Promise<Plan | null> {
  return sql.begin(async (tx) => {
    const [cur] = wait
      ? await tx<{ last: string; hi: string | null }[]>`
      select last_journal_id as last, (select max(id) from journal) as hi from mission_sweep_cursor where id = 1 for update`
      : await tx<{ last: string; hi: string | null }[]>`
      select last_journal_id as last, (select max(id) from journal) as hi from mission_sweep_cursor where id = 1 for update skip locked`;
    if (!cur) return null;
    const last = Number(cur.last ?? 0);
    const hi = Number(cur.hi ?? 0);
    // After a long pause only the newest journals are read: a member whose mission was completed
    // further back gets the right count on the next page load (the summary), just not a push.
    const from = Math.max(0, last - CURSOR_OVERLAP, hi - MAX_SCAN);
    const touched =
      hi > from
        ? await tx<{ accountId: string; merchantId: number }[]>`
      select distinct w.account_id, w.merchant_id from journal j
        join postings p on p.journal_id = j.id join wallets w on w.id = p.wallet_id
      where j.id > ${from} and j.id <= ${hi} and w.account_id is not null and w.book = 'real' and ${tx.unsafe(COUNTED_JOURNALS)}
        and exists (select 1 from missions m where m.merchant_id = w.merchant_id and m.enabled)
      `
        : [];
    const due = await tx<{ accountId: string; merchantId: number }[]>`
      select b.account_id, a.merchant_id from mission_badges b join accounts a on a.id = b.account_id
      where b.recheck_at <= ${now} order by b.recheck_at limit ${DUE_PER_RUN}`;
    const members = new Map<string, number>();
    for (const r of [...touched, ...due]) members.set(r.accountId, r.merchantId);
    return { hi, members: [...members].sort((a, b) => Number(a[0]) - Number(b[0])) };
  });
}
