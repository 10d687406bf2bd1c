import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROUTES } from '@wl/shared';
import { staffRoute } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { applicationDetail, approveApplication, listApplications, rejectApplication } from './review.js';
import { listStaffPromotions, savePromotion } from './staff.js';

/**
 * The console's promotions (docs/PROMOTIONS.md "Console"): staff of either role read, admins write
 * and review (a review pays money). Every write lands in the staff action log (support/staff-actions.ts).
 */
export const promotionStaffRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  staffRoute(
    app,
    ROUTES.staffPromotions,
    'console.read',
    { summary: 'Every promotion of the site (switched off too), with entries and applications waiting' },
    async (req) => ok(await listStaffPromotions(ctx.sql, req.merchant.id, req.query.page ?? 1, req.query.pageSize ?? 20)),
  );

  staffRoute(
    app,
    ROUTES.staffPromotionsPost,
    'engagement.edit',
    {
      summary: 'Create a promotion (admin)',
      description:
        'Content is HTML, sanitised on write; title and summary are plain text. SETTING_INVALID with value.fields: a blank title, an unsafe image link, a video that is not YouTube, an end before the start, a raffle without a bonus or with bonusMax below bonus, an event without a target.',
    },
    async (req) => ok(await savePromotion(ctx.sql, req.merchant.id, req.staff!.staffId, req.body)),
  );

  staffRoute(
    app,
    ROUTES.staffPromotion,
    'engagement.edit',
    {
      summary: 'Change a promotion (admin); switch it off with active: false',
      description: "The kind never changes once made, and a raffle's quota never drops below the envelopes claimed (SETTING_INVALID).",
    },
    async (req) => ok(await savePromotion(ctx.sql, req.merchant.id, req.staff!.staffId, req.body, req.params.id)),
  );

  staffRoute(app, ROUTES.staffPromotionApplications, 'rewards.review', { summary: 'Applications, newest first, by status' }, async (req) =>
    ok(await listApplications(ctx.sql, req.merchant, req.query.status ?? 'applying', req.query.page ?? 1, req.query.pageSize ?? 20)),
  );

  staffRoute(app, ROUTES.staffPromotionApplication, 'rewards.review', { summary: 'One application with its images' }, async (req) =>
    ok(await applicationDetail(ctx.sql, req.merchant, req.params.id)),
  );

  staffRoute(
    app,
    ROUTES.staffPromotionApprove,
    'rewards.review',
    {
      summary: 'Approve an application: the bonus is paid with its turnover requirement; optional internal note and message to the member',
      description: 'APPLICATION_ALREADY_REVIEWED when it was approved or rejected before (two approvals at once pay once).',
    },
    async (req) => ok(await approveApplication(ctx.sql, req.merchant, req.staff!.staffId, req.params.id, req.body ?? undefined)),
  );

  staffRoute(
    app,
    ROUTES.staffPromotionReject,
    'rewards.review',
    {
      summary: 'Reject an application with an internal note (`reason` accepted as its older name) and an optional message to the member',
    },
    async (req) => ok(await rejectApplication(ctx.sql, req.merchant, req.staff!.staffId, req.params.id, req.body)),
  );
};
