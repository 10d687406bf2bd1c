import { Type, type Static } from '@sinclair/typebox';

/**
 * The background jobs' health as staff see it (docs/JOBS.md). The jobs are shared by every site on
 * the cluster, so a row says when and how the runs went, never what they handled or why one failed
 * (that could describe another site's data): failures are in the gateway's log.
 */
export const JobState = Type.Union([
  Type.Literal('created'),
  Type.Literal('retry'),
  Type.Literal('active'),
  Type.Literal('completed'),
  Type.Literal('failed'),
  Type.Literal('cancelled'),
]);
export type JobState = Static<typeof JobState>;

export const JobHealth = Type.Object({
  name: Type.String(),
  /** Cron line when the engine's cluster-wide schedule sends the runs; null when every node ticks. */
  cron: Type.Union([Type.String(), Type.Null()]),
  /** Seconds between runs (the tick), for the jobs that tick. */
  everySeconds: Type.Union([Type.Integer(), Type.Null()]),
  lastStartedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  lastFinishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  lastState: Type.Union([JobState, Type.Null()]),
  lastDurationMs: Type.Union([Type.Integer(), Type.Null()]),
  runsLastHour: Type.Integer(),
  failedLastDay: Type.Integer(),
  /** A run queued or running right now. */
  pending: Type.Boolean(),
});
export type JobHealth = Static<typeof JobHealth>;

export const JobsHealth = Type.Object({ jobs: Type.Array(JobHealth) });
export type JobsHealth = Static<typeof JobsHealth>;
