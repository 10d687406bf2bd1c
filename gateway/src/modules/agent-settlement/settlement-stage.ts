import { randomUUID } from 'node:crypto';
import type { PeriodFigures } from '@wl/shared';
import type { Sql, Tx } from '../../db/index.js';
import { bettingJournal, postingParts, teamWallet, toFigures } from './settlement-figures.js';
import { MAX_DEPTH } from '../accounts/tree.js';

/**
 * The settlement run's staging (migration 028; docs/AGENT.md "Settlement"). Settling pair by pair
 * read each team's betting postings twice per payout (figures, then links) by walking every
 * member's wallet history. A run instead reads each period window's betting journals ONCE, by the
 * journal time index (`journal_merchant_idx`), into `settlement_bets` (split as the figures count
 * them, settlement-figures.ts), and walks every account that bet UP the tree to the run's earners
 * (in the merchant, at most MAX_DEPTH levels, as accounts/tree.ts `teamCte` walks down) into
 * `settlement_teams`. Each batch of payouts then reads only its own teams' rows, by index, so
 * batches can stay small (short wallet locks, settlement-batch.ts) without reading a window again.
 * Figures and links of a run come from the same rows, so a payout's bet_count always matches them.
 */

export interface StageWindow {
  merchantId: number;
  earnerId: number;
  start: Date;
  end: Date;
}
/** A staged run: its id and its windows' ids by `windowKey`. */
export interface Stage {
  run: string;
  windows: Map<string, number>;
}

export const windowKey = (merchantId: number, start: Date, end: Date) => `${merchantId}:${start.getTime()}:${end.getTime()}`;

/** Empties the staging at the end of its run, unless a later run has replaced it already. */
export async function clearStage(sql: Sql, stage: Stage): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`lock table settlement_windows, settlement_bets, settlement_teams in access exclusive mode`;
    const [mine] = await tx`select 1 from settlement_windows where run = ${stage.run} limit 1`;
    if (mine) await tx`truncate settlement_windows, settlement_bets, settlement_teams`;
  });
}

/** Stages the windows and earners of the pairs about to be settled, in one transaction. */
export async function stageRun(sql: Sql, pairs: StageWindow[]): Promise<Stage> {
  const run = randomUUID();
  const wins = new Map(pairs.map((p) => [windowKey(p.merchantId, p.start, p.end), p]));
  const earners = [...new Set(pairs.map((p) => p.earnerId))];
  const windows = new Map<string, number>();
  await sql.begin(async (tx) => {
    await tx`truncate settlement_windows, settlement_bets, settlement_teams`;
    const list = [...wins.values()];
    const rows = await tx<{ id: number; merchantId: number; windowStart: Date; windowEnd: Date }[]>`
      insert into settlement_windows (run, merchant_id, window_start, window_end)
      select ${run}, * from unnest(${list.map((w) => w.merchantId)}::int[], ${list.map((w) => w.start.toISOString())}::timestamptz[],
        ${list.map((w) => w.end.toISOString())}::timestamptz[])
      returning id, merchant_id, window_start, window_end`;
    for (const r of rows) windows.set(windowKey(r.merchantId, r.windowStart, r.windowEnd), r.id);
    await tx`
      insert into settlement_bets (window_id, account_id, journal_id, staked, returned, wins)
      select sw.id, w.account_id, j.id, ${postingParts(tx)}
      from settlement_windows sw
        join journal j on j.merchant_id = sw.merchant_id and j.created_at >= sw.window_start and j.created_at < sw.window_end
        join postings p on p.journal_id = j.id join wallets w on w.id = p.wallet_id
      where ${bettingJournal(tx)} and w.account_id is not null and ${teamWallet(tx)}`;
    await tx`
      insert into settlement_teams (earner_id, account_id)
      with recursive up (id, merchant_id, anc, depth) as (
        select a.id, a.merchant_id, a.parent_id, 1 from accounts a
          join (select distinct b.account_id, sw.merchant_id from settlement_bets b join settlement_windows sw on sw.id = b.window_id) s
            on s.account_id = a.id and s.merchant_id = a.merchant_id
        where a.parent_id is not null
        union all
        select up.id, up.merchant_id, a.parent_id, up.depth + 1 from up join accounts a on a.id = up.anc
        where up.depth < ${MAX_DEPTH} and a.merchant_id = up.merchant_id and a.parent_id is not null
      )
      select distinct anc, id from up where anc = any(${earners}::bigint[])`;
    // Fresh statistics: the batches' plans depend on how many rows a team has.
    await tx`analyze settlement_bets, settlement_teams`;
  });
  return { run, windows };
}

/**
 * Called first in a batch's transaction: holds the staging (a later run's truncate waits for this
 * transaction) and checks it is still this run's, so a batch never reads an emptied stage as "no bets".
 */
export async function holdStage(tx: Tx, stage: Stage): Promise<void> {
  await tx`lock table settlement_windows, settlement_bets, settlement_teams in access share mode`;
  const [r] = await tx<{ n: number }[]>`select count(*)::int as n from settlement_windows where run = ${stage.run}`;
  if (r?.n !== stage.windows.size) throw new Error(`settlement stage ${stage.run} is gone`);
}

export interface StagedPair {
  windowId: number;
  earnerId: number;
}

/** The figures of each pair, in the order given (zeros when its team did not bet). */
export async function stagedFigures(tx: Tx, pairs: StagedPair[]): Promise<PeriodFigures[]> {
  if (pairs.length === 0) return [];
  const keys = pairs.map((_, i) => i);
  // Per (pair, member) first: a member is active when it staked, counted once.
  const rows = await tx<{ k: number; active: number; staked: string; returned: string; wins: string }[]>`
    select k, count(*) filter (where staked > 0)::int as active, sum(staked)::bigint as staked, sum(returned)::bigint as returned, sum(wins)::bigint as wins
    from (
      select x.k, b.account_id, sum(b.staked) as staked, sum(b.returned) as returned, sum(b.wins) as wins
      from unnest(${keys}::int[], ${pairs.map((p) => p.earnerId)}::bigint[], ${pairs.map((p) => p.windowId)}::int[]) as x(k, earner, w)
        join settlement_teams t on t.earner_id = x.earner
        join settlement_bets b on b.window_id = x.w and b.account_id = t.account_id
      group by x.k, b.account_id
    ) m
    group by k`;
  const byKey = new Map(rows.map((r) => [r.k, r]));
  return keys.map((k) => toFigures(byKey.get(k)));
}

/**
 * Links every staged betting journal of each payout's team (one insert-select) and writes the
 * payouts' bet_count: the stakes among them (a win or a rollback belongs to a stake already counted).
 */
export async function stagedLinks(tx: Tx, payouts: (StagedPair & { payoutId: number })[]): Promise<number> {
  if (payouts.length === 0) return 0;
  // Distinct: a journal with two postings in one team (a main and a game wallet) is one bet.
  const [r] = await tx<{ n: number }[]>`
    with bets as (
      select distinct x.payout_id, b.journal_id, b.staked > 0 as stake
      from unnest(${payouts.map((p) => p.payoutId)}::bigint[], ${payouts.map((p) => p.earnerId)}::bigint[], ${payouts.map((p) => p.windowId)}::int[])
          as x(payout_id, earner, w)
        join settlement_teams t on t.earner_id = x.earner
        join settlement_bets b on b.window_id = x.w and b.account_id = t.account_id),
    linked as (
      insert into payout_bets (payout_id, journal_id) select distinct payout_id, journal_id from bets
      returning payout_id),
    counts as (select payout_id, count(distinct journal_id) filter (where stake)::int as n from bets group by payout_id),
    updated as (update payouts set bet_count = c.n from counts c where payouts.id = c.payout_id)
    select coalesce(sum(n), 0)::int as n from counts`;
  return r?.n ?? 0;
}
