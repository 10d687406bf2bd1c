import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROUTES } from '@wl/shared';
import { staffRoute } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { approve, listApprovals, refuse } from './approvals.js';

/** Four eyes (docs/STAFF.md): the queue of adjustments waiting for a second staff member. */
export const approvalsRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  staffRoute(app, ROUTES.staffApprovals, 'money.adjust', { summary: 'Adjustments waiting for a second staff member, then recent decisions' }, async (req) =>
    ok(await listApprovals(ctx.sql, req.merchant.id, req.merchant.settings)),
  );

  staffRoute(
    app,
    ROUTES.staffApprovalApprove,
    'money.adjust',
    {
      summary: 'Approve: the adjustment books now, under the approver',
      description:
        'FOUR_EYES_SAME_STAFF for the staff member who asked; APPROVAL_NOT_PENDING once decided; INSUFFICIENT_BALANCE for a debit the balance no longer covers.',
    },
    async (req) => ok(await approve(ctx.sql, req.merchant.id, req.params.id, req.staff!)),
  );

  staffRoute(app, ROUTES.staffApprovalRefuse, 'money.adjust', { summary: 'Refuse with an internal note: nothing moves' }, async (req) =>
    ok(await refuse(ctx.sql, req.merchant.id, req.params.id, req.staff!, req.body.note)),
  );
};
