import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROUTES } from '@wl/shared';
import type { FastifyRequest } from 'fastify';
import { memberRoute } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { AppError, ok } from '../../http/errors.js';
import { clientIp } from '../../http/request-info.js';
import { mayRefer, referralFriends, referralSummary } from './referral.js';
import { sitePublicUrl } from '../site/public-url.js';

const tags = ['referral'];

/** The member-centre referral page (docs/ENGAGE.md): member token, own data only. */
export const referralRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const config = { auth: 'member' as const, noTrial: true };
  // Agents always; other members only while the site's referral flag is on.
  const allowed = (req: FastifyRequest) => {
    const account = req.member!.account;
    if (mayRefer(account, ctx.merchants.flags(req.merchant).REFERRAL)) return account;
    req.log.warn({ account: account.id, ip: clientIp(req) }, 'referral page refused: not an agent and the referral flag is off');
    throw new AppError('FEATURE_DISABLED');
  };

  memberRoute(
    app,
    ROUTES.referral,
    config,
    {
      tags,
      summary: "The caller's referral code, invited friends, friends who deposited and bonus bet",
      description:
        "An agent's code is its invitation (affiliate) code; a member's is made on first use. Bonus bet: the friends' valid bets (stakes minus rollbacks, real money) since each registered. Agents always; members when the REFERRAL flag is on, else FEATURE_DISABLED.",
    },
    async (req) => ok(await referralSummary(ctx.sql, req.merchant.id, allowed(req), sitePublicUrl(req.merchant, ctx.config.publicUrl))),
  );

  memberRoute(
    app,
    ROUTES.referralFriends,
    config,
    { tags, summary: "Friends who registered with the caller's code, newest first (usernames masked)" },
    async (req) => {
      const account = allowed(req);
      return ok(await referralFriends(ctx.sql, req.merchant.id, Number(account.id), req.query.page ?? 1, req.query.pageSize ?? 10));
    },
  );
};
