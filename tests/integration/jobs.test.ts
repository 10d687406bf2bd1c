import { describe, expect, it } from 'vitest';
import { API, type JobsHealth } from '@wl/shared';
import PgBoss from 'pg-boss';
import pino from 'pino';
import { JOBS_SCHEMA, startJobs } from '../../gateway/src/jobs/engine.js';
import { jobsDb } from '../../gateway/src/jobs/jobs-db.js';
import { useSite } from '../support/site.js';
import { signInStaff } from '../support/staff.js';

/**
 * The periodic jobs run on the job engine (gateway/src/jobs/engine.ts): one run of a job at a time
 * across every node, each run a row staff can read as the job's health. The lottery's job runs every
 * second with the test settings, so it is the one these tests watch.
 */
const { gw, site } = useSite();
const JOBS = [
  'agent-settlement',
  'bonus-locks',
  'debit-timeout',
  'deposit-expiry',
  'lottery-draws',
  'message-broadcasts',
  'mission-badges',
  'points-earning',
  'rebate-daily',
  'salary-accrual',
  'session-expiry',
  'vip-weekly',
  'winners-prune',
  'withdrawal-receipts',
];

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('background jobs', () => {
  it("staff who run the site read every job's last run, interval and failures", async () => {
    const { api } = await signInStaff(gw, site, 'admin');
    const r = await until(
      () => api.get<JobsHealth>(API.staffJobs),
      (r) => r.success && (r.value.jobs.find((j) => j.name === 'lottery-draws')?.runsLastHour ?? 0) >= 2,
    );
    expect(r.success).toBe(true);
    if (!r.success) return;
    expect(r.value.jobs.map((j) => j.name).sort()).toEqual(JOBS);
    const lottery = r.value.jobs.find((j) => j.name === 'lottery-draws')!;
    expect(lottery).toMatchObject({ cron: null, everySeconds: 1, lastState: 'completed', failedLastDay: 0 });
    expect(Date.parse(lottery.lastFinishedAt!)).toBeGreaterThanOrEqual(Date.parse(lottery.lastStartedAt!) - 1000);
    expect(lottery.lastDurationMs).toBeGreaterThanOrEqual(0);
    // Every ten minutes is a cron line: the engine's cluster-wide schedule sends those runs.
    expect(r.value.jobs.find((j) => j.name === 'vip-weekly')).toMatchObject({ cron: '*/10 * * * *', everySeconds: null });
  });

  it('a staff role without the site settings permission is refused the jobs page', async () => {
    const { api } = await signInStaff(gw, site, 'support');
    const r = await api.get(API.staffJobs);
    expect(r).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });

  it('two nodes on one database never run the same job at once', async () => {
    // Two engines as two nodes would run them: each ticks the job every 100 ms; a run takes 150 ms.
    const runs: { start: number; end: number }[] = [];
    const job = {
      name: `overlap-check-${site.id}`,
      everyMs: 100,
      run: async () => {
        const start = Date.now();
        await new Promise((r) => setTimeout(r, 150));
        runs.push({ start, end: Date.now() });
        return 1;
      },
    };
    const log = pino({ level: 'silent' });
    const nodes = [await startJobs(gw.sql, log, [job]), await startJobs(gw.sql, log, [job])];
    try {
      await until(
        async () => runs.length,
        (n) => n >= 6,
      );
    } finally {
      await Promise.all(nodes.map((n) => n.stop()));
    }
    expect(runs.length).toBeGreaterThanOrEqual(6);
    runs.sort((a, b) => a.start - b.start);
    for (let i = 1; i < runs.length; i++) expect(runs[i]!.start).toBeGreaterThanOrEqual(runs[i - 1]!.end);
  });

  it("the engine's batch insert (what its cron sends runs with) keeps each job's data", async () => {
    const boss = new PgBoss({ db: jobsDb(gw.sql), schema: JOBS_SCHEMA, supervise: false, schedule: false, migrate: false });
    await boss.start();
    const queue = `insert-check-${site.id}`;
    try {
      await boss.createQueue(queue, { name: queue });
      await boss.insert([
        { name: queue, data: { n: 1 } },
        { name: queue, data: { n: 2 } },
      ]);
      const jobs = await boss.fetch<{ n: number }>(queue, { batchSize: 5 });
      expect(jobs.map((j) => j.data.n).sort()).toEqual([1, 2]);
    } finally {
      // The queue stays (the engine cannot drop a queue that still holds runs): the database is this test run's.
      await boss.stop({ graceful: false, close: false });
    }
  });
});
