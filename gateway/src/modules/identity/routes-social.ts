import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { API, LoginValue, SocialCompleteRequest, SocialProvider, SocialTicketValue } from '@wl/shared';
import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { replies } from '../../http/schema.js';
import { clientInfo } from './routes-session.js';
import { socialCallback, socialComplete, socialStart, socialTicket } from './social.js';

const tags = ['session'];
const Params = Type.Object({ provider: SocialProvider });
/** The origin the browser used, so the provider sends it back to the same place. */
const origin = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

export const socialRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(API.socialStart, {
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    schema: { tags, summary: 'Start Facebook / Google sign-in (redirects to the provider)', params: Params },
  }, async (req, reply) => reply.redirect(await socialStart(ctx, req.merchant, req.params.provider, origin(req))));

  app.get(API.socialCallback, {
    schema: { tags, summary: 'Provider callback: logs in a linked identity, else hands the browser a link-or-create ticket', params: Params },
  }, async (req, reply) => {
    const url = new URL(req.url, origin(req));
    return reply.redirect(await socialCallback(ctx, req.merchant, req.params.provider, url, clientInfo(req)));
  });

  app.get(API.socialTicket, {
    schema: { tags, summary: 'What the provider told us about an unlinked identity', querystring: Type.Object({ ticket: Type.String({ maxLength: 128 }) }), response: replies(SocialTicketValue) },
  }, async (req) => ok(await socialTicket(ctx, req.merchant, req.query.ticket)));

  app.post(API.socialComplete, {
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    schema: { tags, summary: 'Link the identity to an account or create one (irreversible; needs confirm: true)', body: SocialCompleteRequest, response: replies(LoginValue) },
  }, async (req) => ok(await socialComplete(ctx, req.merchant, req.body, clientInfo(req))));
};
