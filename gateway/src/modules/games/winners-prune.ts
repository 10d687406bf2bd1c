import { WINNERS_LIMIT } from '@wl/shared';
import type { Sql } from '../../db/index.js';
import { SWEEP_BATCH } from '../../jobs/batch.js';

/**
 * Every real-money win joins the winners board, but a board shows only the newest WINNERS_LIMIT
 * small ones beside the big ones: older small wins are deleted here, at most SWEEP_BATCH a
 * transaction. Big wins stay (they are the board's first rows and the agents' feed). A row is kept
 * for a day in any case: recordWin finds a replayed win by its journal entry, and a replay comes
 * within minutes, so it never adds a deleted win back.
 */
export async function pruneSmallWins(sql: Sql): Promise<number> {
  const rows = await sql`
    delete from winners where id in (
      select w.id from winners w
      where not w.big and w.created_at < now() - interval '1 day'
        and w.id < (select x.id from winners x where x.merchant_id = w.merchant_id and not x.big
                    order by x.id desc offset ${WINNERS_LIMIT - 1} limit 1)
      order by w.id limit ${SWEEP_BATCH})`;
  return rows.count;
}
