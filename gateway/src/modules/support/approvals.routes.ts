import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, IdParams, StaffApproval, StaffApprovalList, StaffApprovalRefuse } from '@wl/shared';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { bearerSecurity as security, replies } from '../../http/schema.js';
import { approve, listApprovals, refuse } from './approvals.js';

const tags = ['support'];

/** Four eyes (docs/STAFF.md): the queue of adjustments waiting for a second staff member. */
export const approvalsRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    API.staffApprovals,
    {
      config: { auth: 'staff', permission: 'money.adjust' },
      schema: { tags, summary: 'Adjustments waiting for a second staff member, then recent decisions', security, response: replies(StaffApprovalList) },
    },
    async (req) => ok(await listApprovals(ctx.sql, req.merchant.id, req.merchant.settings)),
  );

  app.put(
    API.staffApprovalApprove,
    {
      config: { auth: 'staff', permission: 'money.adjust' },
      schema: {
        tags,
        summary: 'Approve: the adjustment books now, under the approver',
        security,
        params: IdParams,
        response: replies(StaffApproval),
        description:
          'FOUR_EYES_SAME_STAFF for the staff member who asked; APPROVAL_NOT_PENDING once decided; INSUFFICIENT_BALANCE for a debit the balance no longer covers.',
      },
    },
    async (req) => ok(await approve(ctx.sql, req.merchant.id, req.params.id, req.staff!)),
  );

  app.put(
    API.staffApprovalRefuse,
    {
      config: { auth: 'staff', permission: 'money.adjust' },
      schema: {
        tags,
        summary: 'Refuse with an internal note: nothing moves',
        security,
        params: IdParams,
        body: StaffApprovalRefuse,
        response: replies(StaffApproval),
      },
    },
    async (req) => ok(await refuse(ctx.sql, req.merchant.id, req.params.id, req.staff!, req.body.note)),
  );
};
