import type { JobHealth } from '@wl/shared';
import type { Sql } from '../../db/index.js';
import { JOBS_SCHEMA, cronFor, type JobDef } from '../../jobs/engine.js';

type RunStats = {
  name: string;
  lastStartedAt: Date | null;
  lastFinishedAt: Date | null;
  lastState: JobHealth['lastState'];
  lastDurationMs: number | null;
  runsLastHour: number;
  failedLastDay: number;
  pending: boolean;
};

/**
 * Each job's runs from the engine's own tables: the job table holds the last hour's runs and those
 * waiting, the archive the day before (jobs/engine.ts keeps them that long).
 */
export async function jobsHealth(sql: Sql, defs: Pick<JobDef, 'name' | 'everyMs'>[]): Promise<JobHealth[]> {
  const names = defs.map((d) => d.name);
  const schema = sql(JOBS_SCHEMA);
  const rows = await sql<RunStats[]>`
    with runs as (
      select name, state, started_on, completed_on from ${schema}.job where name = any(${names})
      union all
      select name, state, started_on, completed_on from ${schema}.archive
      where name = any(${names}) and completed_on > now() - interval '1 day'
    )
    select n.name, s.last_started_at, f.completed_on as last_finished_at, f.state as last_state,
      (extract(epoch from f.completed_on - f.started_on) * 1000)::int as last_duration_ms,
      coalesce(s.runs_last_hour, 0)::int as runs_last_hour, coalesce(s.failed_last_day, 0)::int as failed_last_day,
      coalesce(s.pending, false) as pending
    from unnest(${names}::text[]) as n(name)
    left join lateral (
      select max(started_on) as last_started_at,
        count(*) filter (where state = 'completed' and completed_on > now() - interval '1 hour') as runs_last_hour,
        count(*) filter (where state = 'failed' and completed_on > now() - interval '1 day') as failed_last_day,
        bool_or(state in ('created', 'retry', 'active')) as pending
      from runs r where r.name = n.name
    ) s on true
    left join lateral (
      select state, started_on, completed_on from runs r
      where r.name = n.name and state in ('completed', 'failed') order by completed_on desc limit 1
    ) f on true
    order by n.name`;
  const byName = new Map(rows.map((r) => [r.name, r]));
  return defs.map((d) => {
    const r = byName.get(d.name);
    const cron = cronFor(d.everyMs);
    return {
      name: d.name,
      cron,
      everySeconds: cron ? null : Math.round(d.everyMs / 1000),
      lastStartedAt: r?.lastStartedAt?.toISOString() ?? null,
      lastFinishedAt: r?.lastFinishedAt?.toISOString() ?? null,
      lastState: r?.lastState ?? null,
      lastDurationMs: r?.lastDurationMs ?? null,
      runsLastHour: r?.runsLastHour ?? 0,
      failedLastDay: r?.failedLastDay ?? 0,
      pending: r?.pending ?? false,
    };
  });
}
