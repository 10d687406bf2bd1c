import type { FastifyBaseLogger } from 'fastify';
import type { Sql, Tx } from './index.js';

/**
 * Periodic clean-up jobs (expired sessions, expired deposit orders, overdue withdrawal receipts)
 * that must run on one gateway node at a time. Each run is one transaction that first takes a
 * transaction-scoped advisory try-lock on the job's key: the node that gets it does the work, the
 * others skip that run, and the lock ends with the transaction, so a node that dies holds nothing.
 */

/** Advisory lock keys, one per job, kept together so two jobs never share one by accident. */
export const SWEEP_LOCKS = {
  sessions: 7243003,
  deposits: 7243013,
  receipts: 7243014,
  debits: 7243019,
  lottery: 7243022,
  messages: 7243023,
  settlement: 7243027,
  salaryAccrual: 7243028,
  vipWeekly: 7243035,
  pointsEarning: 7243037,
  missionBadges: 7243038,
  bonusLocks: 7243050,
} as const;

/** Rows a run handles at most; a backlog (after downtime) drains over a few runs. */
export const SWEEP_BATCH = 500;

/** One run of a job on one node: `work` runs inside the locked transaction; 0 when another node has it. */
export function sweepOnce(sql: Sql, lock: number, work: (tx: Tx) => Promise<number>): Promise<number> {
  return sql.begin(async (tx) => {
    const [got] = await tx<{ ok: boolean }[]>`select pg_try_advisory_xact_lock(${lock}) as ok`;
    return got?.ok ? work(tx) : 0;
  });
}

/**
 * One run of a job that spans many transactions (settlement: batch after batch), on one node at a
 * time: a session advisory try-lock on a reserved connection, held while `work` uses the pool,
 * released at the end (and by PostgreSQL if the node dies). The embedded database has one
 * connection and one process: reserving it would leave `work` none, and there is no other node,
 * so there the job runs without the lock (startSweeper already never runs it twice at once).
 */
export async function sweepAcross(sql: Sql, lock: number, work: () => Promise<number>): Promise<number> {
  if ((sql.options.max ?? 1) <= 1) return work();
  const conn = await sql.reserve();
  try {
    const [got] = await conn<{ ok: boolean }[]>`select pg_try_advisory_lock(${lock}) as ok`;
    if (!got?.ok) return 0;
    try {
      return await work();
    } finally {
      await conn`select pg_advisory_unlock(${lock})`;
    }
  } finally {
    conn.release();
  }
}

/**
 * Runs `run` every `everyMs`, never two at once on this node, logging a failure and trying again
 * at the next tick. Returns the stop function.
 */
export function startSweeper(name: string, run: () => Promise<unknown>, everyMs: number, log: FastifyBaseLogger): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    run()
      .catch((err: unknown) => log.error({ err }, `${name} sweep failed; retrying next run`))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
