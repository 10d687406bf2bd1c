import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { API, SocialProvider, type ErrorCode, ROUTES } from '@wl/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { route } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { AppError, ok } from '../../http/errors.js';
import { clientInfo } from './session.routes.js';
import { STATE_MINUTES, homeWithError, socialCallback, socialComplete, socialStart, socialTicket } from './social.js';

const tags = ['session'];
const Params = Type.Object({ provider: SocialProvider });

/** Binds the OAuth state to the browser that started the flow; sent only to the callback path. */
export const STATE_COOKIE = 'wl_oauth';
const STATE_COOKIE_PATH = '/wps/session/social';

/**
 * Start and callback are browser navigations, not API calls: whatever goes wrong (provider off
 * or unconfigured, bad provider name, rate limit, provider down), the browser is sent back to
 * the site, which shows the code as a message, instead of landing on a JSON page.
 */
function backToSite(fallback: ErrorCode) {
  return (err: FastifyError | AppError, req: FastifyRequest, reply: FastifyReply) => {
    let code: string = fallback;
    if (err instanceof AppError) code = err.code;
    else if ((err as FastifyError).validation) code = 'FEATURE_DISABLED';
    else if (err.statusCode === 429 || (err as { code?: string }).code === 'TOO_MANY_REQUESTS') code = 'TOO_MANY_REQUESTS';
    else req.log.error({ err }, 'social sign-in failed');
    return reply.redirect(homeWithError(code));
  };
}

export const socialRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  // A social sign-in is a login attempt: the same per-IP budget as the password login.
  const limit = { rateLimit: { max: ctx.config.loginRateLimit, timeWindow: '1 minute' } };
  app.get(
    API.socialStart,
    {
      config: limit,
      errorHandler: backToSite('SOCIAL_LOGIN_FAILED'),
      schema: {
        tags,
        summary: 'Start Facebook / Google sign-in (redirects to the provider, or back to the site with socialError)',
        params: Params,
        querystring: Type.Object({ hop: Type.Optional(Type.Literal('1')) }),
      },
    },
    async (req, reply) => {
      const r = await socialStart(ctx, req.merchant, req.params.provider, req.host, req.query.hop === '1');
      if (r.kind === 'provider') {
        reply.setCookie(STATE_COOKIE, r.binding, { path: STATE_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: r.secure, maxAge: STATE_MINUTES * 60 });
      }
      return reply.redirect(r.url);
    },
  );

  app.get(
    API.socialCallback,
    {
      config: limit,
      errorHandler: backToSite('SOCIAL_LOGIN_FAILED'),
      schema: {
        tags,
        summary: 'Provider callback: logs in a linked identity (or asks for the second verification), else hands the browser a link-or-create ticket',
        params: Params,
      },
    },
    async (req, reply) => {
      const search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      const binding = req.cookies[STATE_COOKIE];
      // Spent either way: a state works once, and a failed one must not linger in the browser.
      reply.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH });
      return reply.redirect(await socialCallback(ctx, req.merchant, req.params.provider, search, binding, clientInfo(req)));
    },
  );

  route(
    app,
    ROUTES.socialTicket,
    {
      schema: { tags, summary: 'What the provider told us about an unlinked identity' },
    },
    async (req) => ok(await socialTicket(ctx, req.merchant, req.query.ticket)),
  );

  route(
    app,
    ROUTES.socialComplete,
    {
      config: limit,
      schema: {
        tags,
        summary:
          'Link the identity to an account (password, human check, captcha when asked; a wrong password spends the ticket) or create one (irreversible; needs confirm: true)',
      },
    },
    async (req) => ok(await socialComplete(ctx, req.merchant, req.body, clientInfo(req))),
  );
};
