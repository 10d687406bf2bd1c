import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, AffiliateQuery, AffiliateValue } from '@wl/shared';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { clientIp } from '../../http/request-info.js';
import { replies } from '../../http/schema.js';
import { findAffiliate } from '../identity/register.js';

/** The agent programme's public routes (the agent centre's own routes live in the agent-* modules). */
export const agentRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    API.affiliate,
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['agent'],
        summary: 'Check an invitation (affiliate) code',
        description:
          'Answers only whether the code is valid: the agent behind it is not named. Wrong codes spend the enumeration budget (TOO_MANY_REQUESTS when spent).',
        querystring: AffiliateQuery,
        response: replies(AffiliateValue),
      },
    },
    async (req) => {
      await findAffiliate(ctx, req.merchant.id, req.query.code, clientIp(req));
      return ok({ valid: true });
    },
  );
};
