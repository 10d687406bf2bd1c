import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Sql } from '../db/index.js';
import { jobsDb } from './jobs-db.js';

/**
 * The periodic jobs (expiries, sweeps, settlement, payouts) on pg-boss, PostgreSQL's job engine.
 *
 * Each job is a "stately" queue: at most one run waiting and one running across every node, so two
 * nodes never run the same job at once and a node that dies mid-run is replaced when the run
 * expires. A failed run is retried once; the next tick sends a new one anyway. Every run is a row
 * in the engine's tables (queued, active, completed or failed, with timings): the staff page of
 * jobs reads them (jobs.routes.ts).
 *
 * A job whose interval cron can say (every minute, 10 minutes, hour) runs on the engine's
 * cluster-wide cron: one node sends each run. Faster ones (a deposit order's expiry every few
 * seconds) are beyond cron's one-minute step, and some intervals are not cron's: there every node
 * sends a run at each tick, the queue keeps one, and the node that sent it wakes its worker so the
 * run starts at once.
 *
 * A job's own work stays safe if two runs ever overlap (a run that outlived its expiry): each
 * locks or conditionally updates the rows it handles, so a second run changes nothing twice.
 */

export interface JobDef {
  /** Queue name, also what staff read on the jobs page: lower-case words and dashes. */
  name: string;
  everyMs: number;
  /** One run; answers how many things it handled (kept with the run for operators). */
  run(): Promise<number | null>;
  /** How long a run may take before another node may start one: long for multi-batch jobs. */
  expireSeconds?: number;
}

/** The engine's schema: its tables live apart from ours and migrate themselves. */
export const JOBS_SCHEMA = 'pgboss';

const MINUTE = 60_000;
const HOUR_SECONDS = 3600;

export interface Jobs {
  stop(): Promise<void>;
}

/**
 * The cron line for an interval cron can say exactly (every N minutes with N dividing an hour, or
 * every N hours with N dividing a day); null for any other, which then ticks on every node.
 */
export function cronFor(everyMs: number): string | null {
  if (everyMs % MINUTE !== 0) return null;
  const minutes = everyMs / MINUTE;
  if (minutes < 60) return 60 % minutes === 0 ? (minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`) : null;
  if (minutes % 60 !== 0) return null;
  const hours = minutes / 60;
  if (hours > 24 || 24 % hours !== 0) return null;
  return hours === 1 ? '0 * * * *' : hours === 24 ? '0 0 * * *' : `0 */${hours} * * *`;
}

export async function startJobs(sql: Sql, log: FastifyBaseLogger, defs: JobDef[]): Promise<Jobs> {
  const db = jobsDb(sql);
  const boss = new PgBoss({
    db,
    schema: JOBS_SCHEMA,
    // History: finished runs stay in the job table for an hour, then a day in the archive.
    archiveCompletedAfterSeconds: 3600,
    archiveFailedAfterSeconds: 3600,
    deleteAfterDays: 1,
  });
  boss.on('error', (err) => log.error({ err }, 'job engine error'));
  await boss.start();

  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  let stopping = false;
  const workers = new Map<string, string>();
  for (const def of defs) {
    const tickSeconds = Math.max(1, Math.ceil(def.everyMs / 1000));
    await boss.createQueue(def.name, {
      name: def.name,
      policy: 'stately',
      retryLimit: 1,
      retryDelay: Math.min(tickSeconds, HOUR_SECONDS),
      // Ten ticks, within the engine's limit on how long a run may be held.
      expireInSeconds: def.expireSeconds ?? Math.min(Math.max(60, tickSeconds * 10), HOUR_SECONDS),
    });
    const id = await boss.work(def.name, { pollingIntervalSeconds: Math.min(60, Math.max(0.5, def.everyMs / 1000)) }, () => {
      // A run the engine hands over while the gateway stops is failed (retried later, by any node).
      if (stopping) return Promise.reject(new Error('the gateway is stopping'));
      const p = runOnce(def);
      running.add(p);
      void p.catch(() => {}).finally(() => running.delete(p));
      return p;
    });
    workers.set(def.name, id);
    const cron = cronFor(def.everyMs);
    if (cron) {
      await boss.schedule(def.name, cron, {}, { tz: 'UTC' });
      continue;
    }
    // A schedule left by a node that ran this job on cron before would send runs of its own.
    await boss.unschedule(def.name);
    const timer = setInterval(() => void send(def.name), def.everyMs);
    timer.unref();
    timers.push(timer);
  }

  async function runOnce(def: JobDef) {
    try {
      return { handled: (await def.run()) ?? 0 };
    } catch (err) {
      log.error({ err, job: def.name }, 'job run failed; the engine retries it');
      throw err;
    }
  }

  async function send(name: string) {
    try {
      // null: a run is already waiting (the stately queue keeps one).
      if (await boss.send(name, {})) boss.notifyWorker(workers.get(name)!);
    } catch (err) {
      log.warn({ err, job: name }, 'could not queue a job run; the next tick tries again');
    }
  }

  return {
    async stop() {
      stopping = true;
      for (const t of timers) clearInterval(t);
      // A run in progress finishes (up to the timeout) before the database closes under it.
      await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
      // The engine stops waiting for a run past its timeout or expiry, and sends a run's completion
      // without waiting for it: the pool must close under neither. A completion is sent a few
      // microtasks after its run ends, so each round yields before it looks again.
      do {
        await Promise.allSettled([...running]);
        await new Promise((r) => setImmediate(r));
        await db.settle();
      } while (running.size > 0 || db.busy());
      db.close();
    },
  };
}
