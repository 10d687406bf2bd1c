import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROUTES } from '@wl/shared';
import type { FastifyRequest } from 'fastify';
import { memberRoute, route, staffRoute } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { AppError, ok } from '../../http/errors.js';
import { clientIp } from '../../http/request-info.js';
import { hostOf, memberHost, memberOverview, publicLevels } from './overview.js';
import { listPayouts, saveHost, saveLevels } from './staff.js';

const tags = ['vip'];

/**
 * The VIP club (docs/VIP.md). Guests read the level table; members (not trial accounts: the
 * weekly bonus is real money) read their overview and host; staff read and admins edit the table
 * and the host. A site with the VIP flag off answers FEATURE_DISABLED on the member side. Every
 * refusal is logged with the account or staff member and the IP.
 */
export const vipRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const member = { auth: 'member' as const, noTrial: true };
  const enabled = (req: FastifyRequest) => {
    if (!ctx.merchants.flags(req.merchant).VIP) throw new AppError('FEATURE_DISABLED');
  };

  app.addHook('onError', async (req, _reply, err) => {
    const code = err instanceof AppError ? err.code : (err as { statusCode?: number }).statusCode === 429 ? 'TOO_MANY_REQUESTS' : null;
    if (code)
      req.log.warn(
        { code, account: req.member?.account.id ?? null, staff: req.staff?.username ?? null, ip: clientIp(req), url: req.url.split('?')[0] },
        'vip call refused',
      );
  });

  route(
    app,
    ROUTES.vipLevels,
    {
      schema: { tags, summary: "The site's VIP levels: thresholds (lifetime valid bets or deposits) and weekly rates; no token" },
    },
    async (req) => {
      enabled(req);
      return ok(await publicLevels(ctx.sql, req.merchant));
    },
  );

  memberRoute(
    app,
    ROUTES.memberVip,
    member,
    {
      tags,
      summary: "The member's VIP overview: level, progress to the next, this week's estimate, recent payouts, host",
      description:
        "The level is derived from lifetime valid bets and paid deposits at read time. The estimate is this week's net loss so far at today's rate; the payout itself uses the level held when the week ends.",
    },
    async (req) => {
      enabled(req);
      return ok(await memberOverview(ctx.sql, req.merchant, Number(req.member!.account.id)));
    },
  );

  memberRoute(
    app,
    ROUTES.memberVipHost,
    member,
    { tags, summary: 'The personal host: the contact from Platinum up, otherwise the level that opens it' },
    async (req) => {
      enabled(req);
      return ok(await memberHost(ctx.sql, req.merchant, Number(req.member!.account.id)));
    },
  );

  // Console: staff of either role read, admins write; writes land in the staff action log (support/staff-actions.ts).
  staffRoute(app, ROUTES.staffVipLevels, 'console.read', { summary: 'The VIP level table (VIP 0..20)' }, async (req) => {
    const l = await publicLevels(ctx.sql, req.merchant);
    return ok({ currency: l.currency, levels: l.levels });
  });

  staffRoute(
    app,
    ROUTES.staffVipLevelsPut,
    'engagement.edit',
    {
      summary: 'Replace the VIP level table (admin)',
      description:
        'All 21 levels at once. SETTING_INVALID with value.fields (`levels.<n>.<field>`): VIP 0 thresholds not 0, a threshold not above the level below, a tier below the level below, a blank name. Rates 0..10000 bp.',
    },
    async (req) => {
      await saveLevels(ctx.sql, req.merchant.id, req.staff!.staffId, req.body.levels);
      const l = await publicLevels(ctx.sql, req.merchant);
      return ok({ currency: l.currency, levels: l.levels });
    },
  );

  staffRoute(app, ROUTES.staffVipHost, 'console.read', { summary: 'The personal host of Platinum-and-above members (null until set)' }, async (req) =>
    ok({ host: await hostOf(ctx.sql, req.merchant.id) }),
  );

  staffRoute(
    app,
    ROUTES.staffVipHostPut,
    'engagement.edit',
    {
      summary: "Set the personal host's name, channels and note (admin)",
      description:
        'SETTING_INVALID with value.fields: a blank name, a channel value that is not that kind of contact (phone number, Telegram or LINE id, email).',
    },
    async (req) => ok({ host: await saveHost(ctx.sql, req.merchant.id, req.staff!.staffId, req.body) }),
  );

  staffRoute(app, ROUTES.staffVipPayouts, 'console.read', { summary: 'Weekly VIP payouts, newest week first' }, async (req) =>
    ok(await listPayouts(ctx.sql, req.merchant.id, req.query.page ?? 1, req.query.pageSize ?? 20)),
  );
};
