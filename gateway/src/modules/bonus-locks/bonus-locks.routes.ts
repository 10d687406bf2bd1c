import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, BonusLocksValue } from '@wl/shared';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { bearerSecurity as security, replies } from '../../http/schema.js';
import { memberBonusLocks } from './read.js';

/** Bonus locks, member side (docs/PROMOTIONS.md "Locked bonus"). */
export const bonusLockRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    API.bonusLocks,
    {
      config: { auth: 'member', noTrial: true },
      schema: {
        tags: ['promotions'],
        summary: "The member's active bonus locks with their wagering progress, and what may be withdrawn now",
        security,
        response: replies(BonusLocksValue),
      },
    },
    async (req) => ok(await memberBonusLocks(ctx.sql, req.merchant, Number(req.member!.account.id), req.member!.account.currency)),
  );
};
