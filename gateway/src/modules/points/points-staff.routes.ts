import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROUTES } from '@wl/shared';
import { route } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { bearerSecurity as security } from '../../http/schema.js';
import { pointsConfig, savePointsConfig } from './config.js';
import { listRedemptions, reviewRedemption } from './review.js';
import { saveReward, staffRewards } from './rewards.js';

const tags = ['support'];

/**
 * The console's points mall (docs/POINTS.md "Console"): staff of either role read; admins edit the
 * settings and rewards and review redemptions (a bonus reward pays money). Writes land in the staff
 * action log by its hook (support/staff-actions.ts).
 */
export const pointsStaffRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  route(
    app,
    ROUTES.staffPointsConfig,
    {
      config: { auth: 'staff', permission: 'console.read' },
      schema: { tags, summary: 'The points settings of the site (defaults until saved)', security },
    },
    async (req) => ok(await pointsConfig(ctx.sql, req.merchant.id)),
  );

  route(
    app,
    ROUTES.staffPointsConfigPut,
    {
      config: { auth: 'staff', permission: 'engagement.edit' },
      schema: { tags, summary: 'Change the earning ratio, conversion and rules (admin)', security },
    },
    async (req) => ok(await savePointsConfig(ctx.sql, req.merchant.id, req.staff!.staffId, req.body)),
  );

  route(
    app,
    ROUTES.staffPointsRewards,
    {
      config: { auth: 'staff', permission: 'console.read' },
      schema: { tags, summary: 'Every reward (switched off too), with units redeemed and waiting', security },
    },
    async (req) => ok({ list: await staffRewards(ctx.sql, req.merchant.id), currency: req.merchant.settings.currency }),
  );

  route(
    app,
    ROUTES.staffPointsRewardsPost,
    {
      config: { auth: 'staff', permission: 'engagement.edit' },
      schema: { tags, summary: 'Create a reward (admin)', security },
    },
    async (req) => ok(await saveReward(ctx.sql, req.merchant.id, req.body)),
  );

  route(
    app,
    ROUTES.staffPointsReward,
    {
      config: { auth: 'staff', permission: 'engagement.edit' },
      schema: { tags, summary: 'Change a reward (admin); switch it off with enabled: false', security },
    },
    async (req) => ok(await saveReward(ctx.sql, req.merchant.id, req.body, req.params.id)),
  );

  route(
    app,
    ROUTES.staffPointsRedemptions,
    {
      config: { auth: 'staff', permission: 'rewards.review' },
      schema: { tags, summary: 'Redemptions, newest first, by status (conversions under approved and all)', security },
    },
    async (req) => ok(await listRedemptions(ctx.sql, req.merchant.id, req.query.status ?? 'in_process', req.query.page ?? 1, req.query.pageSize ?? 20)),
  );

  route(
    app,
    ROUTES.staffPointsApprove,
    {
      config: { auth: 'staff', permission: 'rewards.review' },
      schema: {
        tags,
        summary: 'Approve a redemption: delivered, or its bonus paid (admin)',
        security,
        description: 'REDEMPTION_ALREADY_REVIEWED when it was approved or rejected before (two approvals at once pay once).',
      },
    },
    async (req) => ok(await reviewRedemption(ctx.sql, req.merchant, req.staff!.staffId, req.params.id, true, req.body)),
  );

  route(
    app,
    ROUTES.staffPointsReject,
    {
      config: { auth: 'staff', permission: 'rewards.review' },
      schema: {
        tags,
        summary: 'Reject a redemption with an internal note (`remark` accepted as its older name) and an optional message to the member: its points come back',
        security,
      },
    },
    async (req) => ok(await reviewRedemption(ctx.sql, req.merchant, req.staff!.staffId, req.params.id, false, req.body)),
  );
};
