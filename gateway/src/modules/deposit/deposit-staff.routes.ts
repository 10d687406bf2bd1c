import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IDEMPOTENCY_HEADER, fourEyesAmountOf, ROUTES } from '@wl/shared';
import { staffRoute } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { clientIp } from '../../http/request-info.js';
import { reviewDeposit } from './deposit-settle.js';
import { depositQueue } from './deposit-queue.js';

/** The staff deposit queue: every order of the host's merchant, and the decision on bank transfers. */
export const depositStaffRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  staffRoute(
    app,
    ROUTES.staffDeposits,
    'cashier.read',
    { summary: 'Deposit orders of this site (pending: oldest first; otherwise newest first)' },
    async (req) => {
      const { status, page = 1, pageSize = 20 } = req.query;
      return ok(await depositQueue(ctx.sql, req.merchant.id, status ?? null, page, pageSize, fourEyesAmountOf(req.merchant.settings)));
    },
  );

  staffRoute(
    app,
    ROUTES.staffDepositReview,
    'deposits.review',
    {
      summary:
        "Approve (credits the member) or reject a bank-transfer deposit; a note is required. At or above the four-eyes amount the first approval is recorded and a second staff member's approval credits",
    },
    async (req) => {
      const order = await reviewDeposit(
        ctx.sql,
        req.merchant.id,
        req.staff!.staffId,
        req.params.id,
        `${req.headers[IDEMPOTENCY_HEADER]}`,
        req.body,
        fourEyesAmountOf(req.merchant.settings),
      );
      req.log.info({ staff: req.staff!.username, order: order.ref, decision: req.body.decision, ip: clientIp(req) }, 'staff decided a deposit');
      return ok(order);
    },
  );
};
