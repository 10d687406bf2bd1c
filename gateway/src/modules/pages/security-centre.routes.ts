import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROUTES } from '@wl/shared';
import { route } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { clientIp } from '../../http/request-info.js';
import { bearerSecurity as security } from '../../http/schema.js';
import { securityOverview, signOutOthers } from './security-centre.js';

/** The member's security centre: member token only, always the caller's own account. */
export const securityCentreRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const member = { auth: 'member' as const, noTrial: true };
  const tags = ['member'];

  route(
    app,
    ROUTES.securityOverview,
    {
      config: member,
      schema: { tags, summary: 'Recent sign-ins, active sessions, failed attempts and the checklist facts of my account', security },
    },
    async (req) => ok(await securityOverview(ctx.sql, req.member!)),
  );

  route(
    app,
    ROUTES.securitySessions,
    {
      config: { ...member, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags, summary: 'Sign out every other session of my account (their sockets end at once)', security },
    },
    async (req) => {
      const revoked = await signOutOthers(ctx.sql, req.member!);
      req.log.info({ account: req.member!.account.id, revoked, ip: clientIp(req) }, 'signed out other sessions');
      return ok({ revoked });
    },
  );
};
