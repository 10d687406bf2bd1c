import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PROMOTION_APPLY_PER_MINUTE, ROUTES } from '@wl/shared';
import type { FastifyRequest } from 'fastify';
import { memberRoute, route } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { AppError, ok } from '../../http/errors.js';
import { clientIp, perMemberLimit } from '../../http/request-info.js';
import { bearerSecurity as security } from '../../http/schema.js';
import { APPLY_MULTIPART_LIMITS, readApplicationUpload } from './apply-upload.js';
import { listForMember } from './catalogue.js';
import { applyForPromotion, claimPromotion, joinPromotion, signPromotion } from './entries.js';
import { promotionStaffRoutes } from './promotions-staff.routes.js';
import { rewardCenter } from './rewards.js';
import { readerLanguages } from '../site/translations.js';

const tags = ['promotions'];

/**
 * Promotions and the reward centre (docs/PROMOTIONS.md). Guests read the list without a
 * token; members read it with their own statuses and take part (trial accounts are refused
 * TRIAL_NOT_ALLOWED: bonuses are real money). Every refusal is logged with the account and IP.
 */
export const promotionsRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const member = { auth: 'member' as const, noTrial: true };
  // Per account and IP: members behind one address keep their own allowance.
  const perMember = (prefix: string, max: number) => ({
    ...member,
    rateLimit: perMemberLimit(prefix, max),
  });
  const who = (req: FastifyRequest) => ({ merchant: req.merchant, account: req.member!.account });
  // The page's language (`?lang=`), else the site's default, else the base text.
  const langs = (req: FastifyRequest & { query: { lang?: string } }) => readerLanguages(req.merchant.settings, req.query.lang);

  app.addHook('onError', async (req, _reply, err) => {
    const code = err instanceof AppError ? err.code : (err as { statusCode?: number }).statusCode === 429 ? 'TOO_MANY_REQUESTS' : null;
    if (code)
      req.log.warn(
        { code, account: req.member?.account.id ?? null, staff: req.staff?.username ?? null, ip: clientIp(req), url: req.url.split('?')[0] },
        'promotion call refused',
      );
  });

  route(
    app,
    ROUTES.promotions,
    {
      schema: { tags, summary: "The site's promotions for a guest: Join, Claim, Coming soon or Closed" },
    },
    async (req) => ok({ list: await listForMember(ctx.sql, req.merchant, null, langs(req)) }),
  );

  memberRoute(
    app,
    ROUTES.memberPromotions,
    member,
    { tags, summary: "The site's promotions with the member's own status, entry, progress and turnover" },
    async (req) => ok({ list: await listForMember(ctx.sql, req.merchant, Number(req.member!.account.id), langs(req)) }),
  );

  memberRoute(
    app,
    ROUTES.rewardCenter,
    member,
    { tags, summary: "Reward centre: the available count (the badge), available rewards, and the member's entries with turnover" },
    async (req) => ok(await rewardCenter(ctx.sql, req.merchant, Number(req.member!.account.id), langs(req))),
  );

  // Multipart is parsed for the apply route only: every other route keeps refusing it (415).
  await app.register(async (scoped) => {
    await scoped.register(multipart, { limits: APPLY_MULTIPART_LIMITS, throwFileSizeLimit: true });
    route(
      scoped,
      ROUTES.promotionApply,
      {
        config: perMember('promo-apply', PROMOTION_APPLY_PER_MINUTE),
        schema: {
          tags,
          summary: 'Apply for a promotion (multipart/form-data): comment and up to 3 images',
          security,
          consumes: ['multipart/form-data'],
          description:
            'Fields: `comment` (at most 140 characters), files `images` (png or jpg judged by content, at most 3 of at most 5 MB). Refusals write nothing: UPLOAD_TOO_LARGE, TOO_MANY_FILES, UPLOAD_TYPE_NOT_ALLOWED (not a png/jpg: SVG, executable, text), UPLOAD_CONTENT_INVALID (a picture that carries something else: a polyglot), PROMOTION_NOT_FOUND, PROMOTION_NOT_OPEN, PROMOTION_ACTION_INVALID (not an application promotion), PROMOTION_ALREADY_ENTERED (one application per member). At most 5 a minute per member.',
        },
      },
      async (req) => {
        const upload = await readApplicationUpload(req);
        const res = await applyForPromotion(ctx.sql, who(req), (req.params as { id: number }).id, upload);
        req.log.info(
          { account: req.member!.account.id, promotion: res.promotion.id, images: upload.images.length, ip: clientIp(req) },
          'promotion application',
        );
        return ok(res);
      },
    );
  });

  memberRoute(
    app,
    ROUTES.promotionJoin,
    perMember('promo-act', 30),
    { tags, summary: 'Join an event promotion: valid bets count towards its target from now on' },
    async (req) => ok(await joinPromotion(ctx.sql, who(req), req.params.id)),
  );

  memberRoute(
    app,
    ROUTES.promotionClaim,
    perMember('promo-act', 30),
    {
      tags,
      summary: "Claim a reward: an event's once its target is met, or a red envelope",
      description:
        'Pays the bonus through the ledger once (key promotion:entry:<id>). PROMOTION_TARGET_NOT_MET, PROMOTION_SOLD_OUT, PROMOTION_ALREADY_ENTERED.',
    },
    async (req) => ok(await claimPromotion(ctx.sql, who(req), req.params.id)),
  );

  memberRoute(
    app,
    ROUTES.promotionSign,
    perMember('promo-act', 30),
    { tags, summary: 'Sign in for today on a check-in promotion (pays its bonus)' },
    async (req) => ok(await signPromotion(ctx.sql, who(req), req.params.id)),
  );

  memberRoute(
    app,
    ROUTES.raffleClaim,
    perMember('promo-act', 30),
    {
      tags,
      summary: 'MCS2_claimRafflePromotion: claim the red envelope of a raffle promotion',
      description:
        "A random amount from the promotion's bonus to its bonusMax, paid once per member (two claims at once: one pays, the other is PROMOTION_ALREADY_ENTERED); PROMOTION_SOLD_OUT once every envelope is gone.",
    },
    async (req) => ok(await claimPromotion(ctx.sql, who(req), req.body.promotionId, 'raffle')),
  );

  await app.register(promotionStaffRoutes, { ctx });
};
