import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type HeldCreditDecision, ROUTES } from '@wl/shared';
import { staffRoute } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { AppError, ok } from '../../http/errors.js';
import { approveHeldCredit, listHeldCredits, refuseHeldCredit } from './held-credits.js';

/**
 * The console's held credits (docs/SEAMLESS.md "Round rules, caps and held credits"). Who may do
 * what is the permission each route names, one line per route: any staff member reads the queue,
 * admins decide. Decisions are writes under /wps/support/, so the staff action log records each
 * with its reason (support/staff-actions.ts).
 */
export const heldCreditsRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  staffRoute(app, ROUTES.staffHeldCredits, 'risk.review', { summary: 'Credits held above the win caps (default: waiting, oldest first)' }, async (req) =>
    ok(await listHeldCredits(ctx.sql, req.merchant.id, req.query)),
  );

  const decide = (req: { merchant: { id: number }; staff: { staffId: number; username: string } | null; params: { id: number }; body: HeldCreditDecision }) => {
    const note = req.body.reason.trim();
    if (!note) throw new AppError('REASON_REQUIRED');
    return { merchantId: req.merchant.id, id: req.params.id, staffId: req.staff!.staffId, staffUsername: req.staff!.username, note };
  };

  staffRoute(
    app,
    ROUTES.staffHeldCreditApprove,
    'risk.review',
    { summary: "Pay a held credit into the player's wallet, once; a reason or internal note is required (admin)" },
    async (req) => ok(await approveHeldCredit(ctx.sql, decide(req))),
  );

  staffRoute(
    app,
    ROUTES.staffHeldCreditRefuse,
    'risk.review',
    { summary: 'Refuse a held credit: the win is void, the stake is returned and the round closes; a reason is required (admin)' },
    async (req) => ok(await refuseHeldCredit(ctx.sql, decide(req))),
  );
};
