import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROUTES } from '@wl/shared';
import { memberRoute } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { clientIp } from '../../http/request-info.js';
import { securityOverview, signOutOthers } from './security-centre.js';

/** The member's security centre: member token only, always the caller's own account. */
export const securityCentreRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const member = { auth: 'member' as const, noTrial: true };
  const tags = ['member'];

  memberRoute(
    app,
    ROUTES.securityOverview,
    member,
    { tags, summary: 'Recent sign-ins, active sessions, failed attempts and the checklist facts of my account' },
    async (req) => ok(await securityOverview(ctx.sql, req.member!)),
  );

  memberRoute(
    app,
    ROUTES.securitySessions,
    { ...member, rateLimit: { max: 10, timeWindow: '1 minute' } },
    { tags, summary: 'Sign out every other session of my account (their sockets end at once)' },
    async (req) => {
      const revoked = await signOutOthers(ctx.sql, req.member!);
      req.log.info({ account: req.member!.account.id, revoked, ip: clientIp(req) }, 'signed out other sessions');
      return ok({ revoked });
    },
  );
};
