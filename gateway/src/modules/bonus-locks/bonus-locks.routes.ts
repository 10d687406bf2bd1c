import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROUTES } from '@wl/shared';
import { memberRoute } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { memberBonusLocks } from './read.js';

/** Bonus locks, member side (docs/PROMOTIONS.md "Locked bonus"). */
export const bonusLockRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  memberRoute(
    app,
    ROUTES.bonusLocks,
    { auth: 'member', noTrial: true },
    { tags: ['promotions'], summary: "The member's active bonus locks with their wagering progress, and what may be withdrawn now" },
    async (req) => ok(await memberBonusLocks(ctx.sql, req.merchant, Number(req.member!.account.id), req.member!.account.currency)),
  );
};
