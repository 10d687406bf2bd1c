import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROUTES } from '@wl/shared';
import { route } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { bearerSecurity as security } from '../../http/schema.js';
import { approve, listApprovals, refuse } from './approvals.js';

const tags = ['support'];

/** Four eyes (docs/STAFF.md): the queue of adjustments waiting for a second staff member. */
export const approvalsRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  route(
    app,
    ROUTES.staffApprovals,
    {
      config: { auth: 'staff', permission: 'money.adjust' },
      schema: { tags, summary: 'Adjustments waiting for a second staff member, then recent decisions', security },
    },
    async (req) => ok(await listApprovals(ctx.sql, req.merchant.id, req.merchant.settings)),
  );

  route(
    app,
    ROUTES.staffApprovalApprove,
    {
      config: { auth: 'staff', permission: 'money.adjust' },
      schema: {
        tags,
        summary: 'Approve: the adjustment books now, under the approver',
        security,
        description:
          'FOUR_EYES_SAME_STAFF for the staff member who asked; APPROVAL_NOT_PENDING once decided; INSUFFICIENT_BALANCE for a debit the balance no longer covers.',
      },
    },
    async (req) => ok(await approve(ctx.sql, req.merchant.id, req.params.id, req.staff!)),
  );

  route(
    app,
    ROUTES.staffApprovalRefuse,
    {
      config: { auth: 'staff', permission: 'money.adjust' },
      schema: { tags, summary: 'Refuse with an internal note: nothing moves', security },
    },
    async (req) => ok(await refuse(ctx.sql, req.merchant.id, req.params.id, req.staff!, req.body.note)),
  );
};
