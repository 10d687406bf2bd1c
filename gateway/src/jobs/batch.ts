/** Rows a run of a periodic job handles at most; a backlog (after downtime) drains over a few runs. */
export const SWEEP_BATCH = 500;
