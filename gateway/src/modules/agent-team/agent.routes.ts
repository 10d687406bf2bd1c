import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROUTES } from '@wl/shared';
import { route } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { clientIp } from '../../http/request-info.js';
import { findAffiliate } from '../identity/register.js';

/** The agent programme's public routes (the agent centre's own routes live in the agent-* modules). */
export const agentRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  route(
    app,
    ROUTES.affiliate,
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['agent'],
        summary: 'Check an invitation (affiliate) code',
        description:
          'Answers only whether the code is valid: the agent behind it is not named. Wrong codes spend the enumeration budget (TOO_MANY_REQUESTS when spent).',
      },
    },
    async (req) => {
      await findAffiliate(ctx, req.merchant.id, req.query.code, clientIp(req));
      return ok({ valid: true });
    },
  );
};
