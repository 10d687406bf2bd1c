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

/**
 * One run; answers how many events it appended, or null when another run holds the cursor row
 * (`wait` makes it queue for that row instead: tests and tools that need this run to happen).
 */
export async function runMissionSweep(sql: Sql, opts: { wait?: boolean; now?: Date } = {}): Promise<number | null> {
  const now = opts.now ?? new Date();
  return sql.begin(async (tx) => {
    // The cursor row is the run's lock: a second run skips (or, told to wait, queues) instead of
    // reading the same journals again.
    const [cur] = opts.wait
      ? await tx<{ last: string; hi: string | null }[]>`
      select last_journal_id as last, (select max(id) from journal) as hi from mission_sweep_cursor where id = 1 for update`
      : await tx<{ last: string; hi: string | null }[]>`
      select last_journal_id as last, (select max(id) from journal) as hi from mission_sweep_cursor where id = 1 for update skip locked`;
    if (!cur) return null;
    const last = Number(cur?.last ?? 0);
    const hi = Number(cur?.hi ?? 0);
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
    const merchants = new Map<number, Merchant>();
    let sent = 0;
    // Account id order: two runs (or a run and a claim) never wait on each other in a circle.
    for (const [id, merchantId] of [...members].sort((a, b) => Number(a[0]) - Number(b[0]))) {
      if (!merchants.has(merchantId)) {
        const [m] = await tx<Merchant[]>`select id, code, settings from merchants where id = ${merchantId}`;
        merchants.set(merchantId, m!);
      }
      if (!(await lockMember(tx, merchantId, Number(id)))) continue;
      if ((await syncBadge(tx, merchants.get(merchantId)!, Number(id), false, now)).pushed) sent++;
    }
    await tx`update mission_sweep_cursor set last_journal_id = greatest(last_journal_id, ${hi}) where id = 1`;
    return sent;
  });
}
