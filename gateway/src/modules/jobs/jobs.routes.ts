import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROUTES } from '@wl/shared';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { staffRoute } from '../../http/route.js';
import type { JobDef } from '../../jobs/engine.js';
import { jobsHealth } from './health.js';

/** The background jobs' health for staff who run the site (docs/JOBS.md). */
export const jobsRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx; jobs: Pick<JobDef, 'name' | 'everyMs'>[] }> = async (app, { ctx, jobs }) => {
  staffRoute(app, ROUTES.staffJobs, 'site.settings', { summary: "The background jobs' last runs and failures" }, async () =>
    ok({ jobs: await jobsHealth(ctx.sql, jobs) }),
  );
};
