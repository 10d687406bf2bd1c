import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROUTES } from '@wl/shared';
import { staffRoute } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { pointsConfig, savePointsConfig } from './config.js';
import { listRedemptions, reviewRedemption } from './review.js';
import { saveReward, staffRewards } from './rewards.js';

/**
 * The console's points mall (docs/POINTS.md "Console"): staff of either role read; admins edit the
 * settings and rewards and review redemptions (a bonus reward pays money). Writes land in the staff
 * action log by its hook (support/staff-actions.ts).
 */
export const pointsStaffRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  staffRoute(app, ROUTES.staffPointsConfig, 'console.read', { summary: 'The points settings of the site (defaults until saved)' }, async (req) =>
    ok(await pointsConfig(ctx.sql, req.merchant.id)),
  );

  staffRoute(app, ROUTES.staffPointsConfigPut, 'engagement.edit', { summary: 'Change the earning ratio, conversion and rules (admin)' }, async (req) =>
    ok(await savePointsConfig(ctx.sql, req.merchant.id, req.staff!.staffId, req.body)),
  );

  staffRoute(app, ROUTES.staffPointsRewards, 'console.read', { summary: 'Every reward (switched off too), with units redeemed and waiting' }, async (req) =>
    ok({ list: await staffRewards(ctx.sql, req.merchant.id), currency: req.merchant.settings.currency }),
  );

  staffRoute(app, ROUTES.staffPointsRewardsPost, 'engagement.edit', { summary: 'Create a reward (admin)' }, async (req) =>
    ok(await saveReward(ctx.sql, req.merchant.id, req.body)),
  );

  staffRoute(app, ROUTES.staffPointsReward, 'engagement.edit', { summary: 'Change a reward (admin); switch it off with enabled: false' }, async (req) =>
    ok(await saveReward(ctx.sql, req.merchant.id, req.body, req.params.id)),
  );

  staffRoute(
    app,
    ROUTES.staffPointsRedemptions,
    'rewards.review',
    { summary: 'Redemptions, newest first, by status (conversions under approved and all)' },
    async (req) => ok(await listRedemptions(ctx.sql, req.merchant.id, req.query.status ?? 'in_process', req.query.page ?? 1, req.query.pageSize ?? 20)),
  );

  staffRoute(
    app,
    ROUTES.staffPointsApprove,
    'rewards.review',
    {
      summary: 'Approve a redemption: delivered, or its bonus paid (admin)',
      description: 'REDEMPTION_ALREADY_REVIEWED when it was approved or rejected before (two approvals at once pay once).',
    },
    async (req) => ok(await reviewRedemption(ctx.sql, req.merchant, req.staff!.staffId, req.params.id, true, req.body)),
  );

  staffRoute(
    app,
    ROUTES.staffPointsReject,
    'rewards.review',
    {
      summary: 'Reject a redemption with an internal note (`remark` accepted as its older name) and an optional message to the member: its points come back',
    },
    async (req) => ok(await reviewRedemption(ctx.sql, req.merchant, req.staff!.staffId, req.params.id, false, req.body)),
  );
};
