import { SETTLEMENT_GRACE_MS, periodBounds, previewEarnings, type EventPayloads } from '@wl/shared';
import type { Db, Sql, Tx } from '../../db/index.js';
import { appendEvent } from '../../realtime/event-log.js';
import { offsetFromSettings } from '../site/merchants.js';
import { teamFigures } from '../agent-settlement/settlement-figures.js';
import { MAX_DEPTH } from '../accounts/tree.js';

/**
 * The live real-time salary (docs/AGENT.md "Settlement", `salary:realtime`): what the
 * earner's live realtime_salary contract has accrued in the open 5-minute window, computed exactly
 * as the settlement will (same figures, same rounding). One periodic job runs every SALARY_ACCRUAL_MS
 * (the job engine runs one at a time): it reads the betting journals written since its last run,
 * walks up from the players to the earners with a live contract, and appends the event to each
 * earner whose value changed (salary_accruals keeps the last one sent), plus a 0 when a new window
 * started. Short transactions: one reads what to look at, each contract is computed, stored and
 * pushed in its own, and a last one moves the cursor, so a run never holds one earner's event
 * sequence while it adds up another's team.
 */

/** Journals re-read behind the cursor each run: ids are taken at insert but commit in any order, so a late commit is not missed. */
const CURSOR_OVERLAP = 1000;
/**
 * At most this many journals read per run: only the open window matters, so a fresh cursor (or a
 * long pause) starts near the end of the journal instead of reading its whole history.
 */
const MAX_SCAN = 200_000;

export interface LiveContract {
  id: number;
  merchantId: number;
  earnerId: number;
  rateBp: number;
  minActiveMembers: number;
  minBetAmount: number;
  settings: unknown;
}

/**
 * The terms in force at `at` of live realtime contracts (the newest agreed version already in
 * effect: an accepted change starts with the next window, as settlement pays it); `earnerIds`
 * narrows it.
 */
export const liveRealtime = (db: Db, earnerIds: number[] | null, at: Date) => db<(Omit<LiveContract, 'minBetAmount'> & { minBetAmount: string })[]>`
  select c.id::int, c.merchant_id, c.downline_id::int as earner_id, t.rate_bp, t.min_active_members, t.min_bet_amount, m.settings
  from contracts c join merchants m on m.id = c.merchant_id
  join lateral (select * from contract_terms t where t.contract_id = c.id and t.effective_from is not null and t.effective_from <= ${at} order by version desc limit 1) t on true
  where c.type = 'realtime_salary' and c.state in ('active', 'termination_requested')
    ${earnerIds ? db`and c.downline_id = any(${earnerIds})` : db``}`;

export async function accrualOf(db: Db, c: LiveContract, now: Date): Promise<EventPayloads['salary:realtime']> {
  const offset = offsetFromSettings(c.settings);
  const w = periodBounds('five_minutes', now, offset);
  const figures = await teamFigures(db, c.merchantId, c.earnerId, w.start, w.end);
  const { amount } = previewEarnings(
    'realtime_salary',
    { rateBp: c.rateBp, period: 'five_minutes', minActiveMembers: c.minActiveMembers, minBetAmount: c.minBetAmount },
    figures,
  );
  const currency = String((c.settings as { currency?: unknown }).currency ?? '');
  return {
    accrued: amount,
    currency,
    windowStart: w.start.toISOString(),
    nextSettlementAt: new Date(w.end.getTime() + SETTLEMENT_GRACE_MS.realtime_salary).toISOString(),
  };
}

/** One run; answers how many events it appended. */
export async function runAccrual(sql: Sql, now = new Date()): Promise<number> {
  const { hi, contracts } = await sql.begin(async (tx) => {
    const [cur] = await tx<{ last: string; hi: string | null }[]>`
      select last_journal_id as last, (select max(id) from journal) as hi from salary_accrual_cursor where id = 1`;
    const last = Number(cur?.last ?? 0);
    const hi = Number(cur?.hi ?? 0);
    // Earners above anyone with a betting journal since the last run (bounded by the tree depth).
    const touched =
      hi > 0
        ? await tx<{ id: number }[]>`
      with recursive players as (
        select distinct w.account_id as id from journal j join postings p on p.journal_id = j.id join wallets w on w.id = p.wallet_id
        where j.id > ${Math.max(0, last - CURSOR_OVERLAP, hi - MAX_SCAN)} and j.id <= ${hi} and w.account_id is not null and w.book = 'real'
          and (j.kind in ('bet', 'win', 'rollback') or j.kind like 'bet.%')
      ), up(id, depth) as (
        select a.parent_id, 1 from accounts a join players p on p.id = a.id where a.parent_id is not null
        union
        select a.parent_id, up.depth + 1 from accounts a join up on a.id = up.id where a.parent_id is not null and up.depth < ${MAX_DEPTH}
      )
      select distinct id::int as id from up`
        : [];
    // Earners whose last value belongs to a window that has ended: they go back to 0. (Windows are
    // whole 5 minutes of UTC for any offset that is a multiple of 5 minutes, as every real one is.)
    const stale = await tx<{ id: number }[]>`
      select earner_id::int as id from salary_accruals where accrued > 0 and window_start < ${periodBounds('five_minutes', now, 0).start}`;
    const earners = [...new Set([...touched, ...stale].map((r) => r.id))];
    return { hi, contracts: earners.length > 0 ? await liveRealtime(tx, earners, now) : [] };
  });
  let sent = 0;
  for (const raw of contracts) {
    const c = { ...raw, minBetAmount: Number(raw.minBetAmount) };
    if (await sql.begin((tx) => storeAndPush(tx, c, now))) sent++;
  }
  await sql`update salary_accrual_cursor set last_journal_id = greatest(last_journal_id, ${hi}) where id = 1`;
  return sent;
}

/** One contract's value now; stored and pushed (the event last) only when it changed. */
async function storeAndPush(tx: Tx, c: LiveContract, now: Date): Promise<boolean> {
  const v = await accrualOf(tx, c, now);
  const [changed] = await tx`
    insert into salary_accruals (contract_id, earner_id, window_start, accrued) values (${c.id}, ${c.earnerId}, ${v.windowStart}, ${v.accrued})
    on conflict (contract_id) do update set window_start = excluded.window_start, accrued = excluded.accrued, updated_at = now()
      where (salary_accruals.window_start, salary_accruals.accrued) is distinct from (excluded.window_start, excluded.accrued)
    returning 1`;
  if (!changed) return false;
  await appendEvent(tx, c.earnerId, 'salary:realtime', v);
  return true;
}
