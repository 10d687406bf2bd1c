/**
 * Rows one transaction of a periodic job handles at most: 100 rows with their events commit in well
 * under 100 ms, so a sweep never holds members' rows (or their event sequences) for long.
 */
export const SWEEP_BATCH = 100;

/** A run handles at most this many batches; what is left waits for the next run. */
const MAX_BATCHES = 50;

/**
 * Runs `batch` (one short transaction) again while it comes back full, so a backlog after downtime
 * drains in one run of many short transactions rather than in one long one; answers the rows handled.
 */
export async function drain(batch: () => Promise<number>): Promise<number> {
  let total = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const n = await batch();
    total += n;
    if (n < SWEEP_BATCH) break;
  }
  return total;
}
