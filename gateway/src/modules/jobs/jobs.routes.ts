import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROUTES } from '@wl/shared';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { bearerSecurity } from '../../http/schema.js';
import type { JobDef } from '../../jobs/engine.js';
import { jobsHealth } from './health.js';

/** The background jobs' health for staff who run the site (docs/JOBS.md). */
export const jobsRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx; jobs: Pick<JobDef, 'name' | 'everyMs'>[] }> = async (app, { ctx, jobs }) => {
  route(
    app,
    ROUTES.staffJobs,
    {
      config: { auth: 'staff', permission: 'site.settings' },
      schema: { tags: ['support'], summary: "The background jobs' last runs and failures", security: bearerSecurity },
    },
    async () => ok({ jobs: await jobsHealth(ctx.sql, jobs) }),
  );
};
