import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROUTES } from '@wl/shared';
import type { FastifyRequest } from 'fastify';
import { memberRoute, staffRoute } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { perMemberLimit } from '../../http/request-info.js';
import { claimTask, tasksFor } from './tasks.js';
import { saveTask, staffTasks } from './tasks-staff.js';
import { logRefusals } from './wheel.routes.js';

const tags = ['vip'];

/**
 * VIP tasks (docs/VIP-WHEEL.md): members read the site's tasks with their progress and claim done
 * ones (VIP only; trial accounts are refused); staff read every task and admins create and change
 * them (a task is switched off, never deleted). Staff writes land in the staff action log.
 */
export const tasksRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const member = { auth: 'member' as const, noTrial: true };
  const who = (req: FastifyRequest) => ({ merchant: req.merchant, account: req.member!.account });
  logRefusals(app, 'vip task');

  memberRoute(
    app,
    ROUTES.vipTasks,
    member,
    { tags, summary: "The site's VIP tasks with the member's progress for the current day or week, spins held and VIP level" },
    async (req) => ok(await tasksFor(ctx.sql, who(req))),
  );

  memberRoute(
    app,
    ROUTES.vipTaskClaim,
    {
      ...member,
      rateLimit: perMemberLimit('vip-task', 30),
    },
    {
      tags,
      summary: "Claim a done task's reward for this period: wheel spins and/or a bonus",
      description:
        "Once per task and period (two claims at once: one pays, the other is VIP_TASK_ALREADY_CLAIMED). VIP_MEMBERS_ONLY, VIP_TASK_NOT_FOUND, VIP_TASK_LOCKED (level below the task's), VIP_TASK_NOT_DONE.",
    },
    async (req) => ok(await claimTask(ctx.sql, who(req), req.params.id)),
  );

  staffRoute(app, ROUTES.staffVipTasks, 'console.read', { summary: 'Every VIP task of the site (switched off too) with its claims' }, async (req) =>
    ok(await staffTasks(ctx.sql, req.merchant.id)),
  );

  staffRoute(
    app,
    ROUTES.staffVipTasksPost,
    'engagement.edit',
    {
      summary: 'Create a VIP task (admin)',
      description: 'SETTING_INVALID with value.fields: a blank title, a task that gives neither spins nor a bonus.',
    },
    async (req) => ok(await saveTask(ctx.sql, req.merchant.id, req.staff!.staffId, req.body)),
  );

  staffRoute(app, ROUTES.staffVipTask, 'engagement.edit', { summary: 'Change a VIP task (admin); switch it off with active: false' }, async (req) =>
    ok(await saveTask(ctx.sql, req.merchant.id, req.staff!.staffId, req.body, req.params.id)),
  );
};
