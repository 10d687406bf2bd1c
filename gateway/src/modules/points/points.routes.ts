import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IDEMPOTENCY_HEADER, ROUTES } from '@wl/shared';
import type { FastifyRequest } from 'fastify';
import { memberRoute } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { AppError, ok } from '../../http/errors.js';
import { clientIp, perMemberLimit } from '../../http/request-info.js';
import { walletFor } from '../wallet/ledger.js';
import { pointsBalance } from './book.js';
import { pointsConfig } from './config.js';
import { pointsStaffRoutes } from './points-staff.routes.js';
import { pointsDetails, redeemHistory } from './records.js';
import { convertPoints, redeemReward } from './redeem.js';
import { memberRewards } from './rewards.js';

const tags = ['points'];

/**
 * The points mall (docs/POINTS.md). Every member call needs the token and the
 * site's POINTS flag (FEATURE_DISABLED otherwise, checked after the token); trial accounts are
 * refused (points come from real bets and pay real money). Redeem and convert are encrypted, ask
 * for the login password and carry an idempotency key. Every refusal is logged with account and IP.
 */
export const pointsRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const member = { auth: 'member' as const, noTrial: true };
  const spend = {
    ...member,
    encrypted: true,
    rateLimit: perMemberLimit('points', 20),
  };
  const accountOf = (req: FastifyRequest) => Number(req.member!.account.id);
  const currencyOf = async (req: FastifyRequest) => (await walletFor(ctx.sql, accountOf(req), 'real'))?.currency ?? req.merchant.settings.currency;

  app.addHook('onRequest', async (req) => {
    // Staff routes (registered below in their own scope) edit the mall whether or not it is on.
    if (req.routeOptions.config.auth === 'member' && !ctx.merchants.flags(req.merchant).POINTS) throw new AppError('FEATURE_DISABLED');
  });
  app.addHook('onError', async (req, _reply, err) => {
    const code =
      err instanceof AppError
        ? err.code
        : (err as { statusCode?: number }).statusCode === 429
          ? 'TOO_MANY_REQUESTS'
          : (err as { validation?: unknown }).validation
            ? 'VALIDATION_FAILED'
            : null;
    if (code)
      req.log.warn(
        { code, account: req.member?.account.id ?? null, staff: req.staff?.username ?? null, ip: clientIp(req), url: req.url.split('?')[0] },
        'points call refused',
      );
  });

  memberRoute(
    app,
    ROUTES.pointBalance,
    member,
    { tags, summary: 'MCS2_getPointBalance: points, points held by redemptions in process, lifetime earned' },
    async (req) => {
      const { validBetTotal: _, ...b } = await pointsBalance(ctx.sql, accountOf(req));
      return ok(b);
    },
  );

  memberRoute(
    app,
    ROUTES.pointConfig,
    member,
    { tags, summary: 'MCS2_getPointConfig: the earning ratio, the conversion rate and minimum, the rules' },
    async (req) => ok({ ...(await pointsConfig(ctx.sql, req.merchant.id)), currency: await currencyOf(req) }),
  );

  memberRoute(app, ROUTES.pointReward, member, { tags, summary: 'MCS2_getPointReward: the rewards a member can redeem' }, async (req) =>
    ok({ list: await memberRewards(ctx.sql, req.merchant.id), currency: await currencyOf(req) }),
  );

  memberRoute(
    app,
    ROUTES.redeemPointList,
    member,
    { tags, summary: "MCS2_getRedeemPointList: the member's redemptions and conversions, newest first" },
    async (req) => ok(await redeemHistory(ctx.sql, req.merchant.id, accountOf(req), req.query.status ?? 'all', req.query.page ?? 1, req.query.pageSize ?? 10)),
  );

  memberRoute(app, ROUTES.pointDetails, member, { tags, summary: "ODSFE2_MemTransDet: every change of the member's points, newest first" }, async (req) =>
    ok(
      await pointsDetails(
        ctx.sql,
        req.merchant.id,
        accountOf(req),
        req.query.type ?? 'all',
        req.query.days ?? 30,
        req.query.page ?? 1,
        req.query.pageSize ?? 10,
      ),
    ),
  );

  memberRoute(
    app,
    ROUTES.redeemPoint,
    spend,
    {
      tags,
      summary: 'MCS2_redeemPointReward (encrypted): redeem a reward with the login password; it waits In Process for staff',
      description:
        'POINTS_PASSWORD_WRONG (counts toward the account lock; ACCOUNT_LOCKED), POINTS_REWARD_NOT_FOUND, POINTS_OUT_OF_STOCK, POINTS_BET_REQUIRED, POINTS_INSUFFICIENT; the same key again answers the first result (replayed), with other details IDEMPOTENCY_CONFLICT.',
    },
    async (req) => {
      const res = await redeemReward(ctx.sql, { merchant: req.merchant, auth: req.member!, clientKey: req.headers[IDEMPOTENCY_HEADER] as string }, req.body);
      req.log.info(
        { account: accountOf(req), redemption: res.record.id, points: res.record.points, replayed: res.replayed, ip: clientIp(req) },
        'points redeemed',
      );
      return ok(res);
    },
  );

  memberRoute(
    app,
    ROUTES.convertPoint,
    spend,
    {
      tags,
      summary: "MCS2_convertPoint (encrypted): points to cash at the site's rate, paid to the main wallet at once",
      description:
        'POINTS_CONVERT_INVALID (below the minimum or not whole units), POINTS_PASSWORD_WRONG, POINTS_INSUFFICIENT, FEATURE_DISABLED when conversion is off.',
    },
    async (req) => {
      const res = await convertPoints(ctx.sql, { merchant: req.merchant, auth: req.member!, clientKey: req.headers[IDEMPOTENCY_HEADER] as string }, req.body);
      req.log.info(
        { account: accountOf(req), redemption: res.record.id, points: res.record.points, amount: res.record.amount, replayed: res.replayed, ip: clientIp(req) },
        'points converted',
      );
      return ok(res);
    },
  );

  await app.register(pointsStaffRoutes, { ctx });
};
