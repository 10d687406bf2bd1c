import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Ctx } from '../../context.js';
import { feedbackRoutes } from './feedback.routes.js';
import { helpRoutes } from './help.routes.js';
import { referralRoutes } from './referral.routes.js';

/** Feedback, help centre editing and referral (docs/ENGAGE.md): one registration in app.ts. */
export const engageRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  await app.register(feedbackRoutes, { ctx });
  await app.register(helpRoutes, { ctx });
  await app.register(referralRoutes, { ctx });
};
