import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROUTES } from '@wl/shared';
import type { FastifyRequest } from 'fastify';
import { memberRoute, staffRoute } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { AppError, ok } from '../../http/errors.js';
import { clientIp, perMemberLimit } from '../../http/request-info.js';
import { assertVip, spin, spinsOf, wheelView } from './wheel.js';
import { readWheel, saveWheel } from './wheel-config.js';
import { rotateWheelSeed } from './wheel-seeds.js';
import { staffSpins } from './wheel-staff.js';

const tags = ['vip'];

/** Logs every refusal of a VIP wheel or task route with the account (or staff member) and the IP. */
export function logRefusals(app: Parameters<FastifyPluginAsyncTypebox>[0], what: string) {
  app.addHook('onError', async (req, _reply, err) => {
    const code = err instanceof AppError ? err.code : (err as { statusCode?: number }).statusCode === 429 ? 'TOO_MANY_REQUESTS' : null;
    if (code)
      req.log.warn(
        { code, account: req.member?.account.id ?? null, staff: req.staff?.username ?? null, ip: clientIp(req), url: req.url.split('?')[0] },
        `${what} call refused`,
      );
  });
}

/**
 * The VIP lucky wheel (docs/VIP-WHEEL.md): the member's wheel with its commitment, spins (VIP
 * only; trial accounts are refused TRIAL_NOT_ALLOWED: prizes are real money), seed rotation and
 * spin history; staff read and edit the wheel and see every spin of the site.
 */
export const wheelRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const member = { auth: 'member' as const, noTrial: true };
  const who = (req: FastifyRequest) => ({ merchant: req.merchant, account: req.member!.account });
  // Per account and IP: a held-down key or a script spins at most this often.
  const limited = (max: number) => ({
    ...member,
    rateLimit: perMemberLimit('vip-wheel', max),
  });
  logRefusals(app, 'vip wheel');

  memberRoute(
    app,
    ROUTES.vipWheel,
    member,
    { tags, summary: 'The wheel: segments (label, prize, weight), spins left, and the hash of the server seed the next spin uses' },
    async (req) => ok(await wheelView(ctx.sql, who(req))),
  );

  memberRoute(
    app,
    ROUTES.vipWheelSpin,
    limited(60),
    {
      tags,
      summary: 'Spend one spin: the segment comes from HMAC-SHA256(server seed, "clientSeed:nonce:cursor") weighted by the segments\' weights',
      description:
        'The prize is paid through the ledger in the same transaction (kind bonus.vip_wheel, key vip-wheel:spin:<id>). Header `idempotency-key`: a replay answers the first spin and spends nothing. VIP_MEMBERS_ONLY, WHEEL_NO_SPINS (two spins at once with one left: one spins).',
    },
    async (req) => ok(await spin(ctx.sql, who(req), req.headers['idempotency-key'])),
  );

  memberRoute(
    app,
    ROUTES.vipWheelRotate,
    limited(60),
    {
      tags,
      summary: "Reveal the wheel's server seed and commit a new one (optionally with a new client seed)",
      description: 'Every spin made with the revealed seed becomes verifiable (GET spins then shows serverSeed). CLIENT_SEED_INVALID: 1-64 of A-Z a-z 0-9 _ -.',
    },
    async (req) => {
      await assertVip(ctx.sql, who(req));
      return ok(await ctx.sql.begin((tx) => rotateWheelSeed(tx, Number(req.member!.account.id), req.body.clientSeed)));
    },
  );

  memberRoute(
    app,
    ROUTES.vipWheelSpins,
    member,
    { tags, summary: "The caller's spins, newest first, with the wheel each was spun on; the server seed once revealed" },
    async (req) => ok(await spinsOf(ctx.sql, Number(req.member!.account.id), req.query.page ?? 1, req.query.pageSize ?? 10)),
  );

  staffRoute(app, ROUTES.staffVipWheel, 'console.read', { summary: "The site's wheel (the default one until staff save theirs)" }, async (req) =>
    ok(await readWheel(ctx.sql, req.merchant.id)),
  );

  staffRoute(
    app,
    ROUTES.staffVipWheelPut,
    'engagement.edit',
    {
      summary: "Replace the wheel's segments (admin)",
      description:
        'SETTING_INVALID with value.fields: fewer than 2 or more than 12 segments (`segments`), a blank label (`label.<i>`). Weights are whole numbers from 1, prizes whole minor units from 0. Past spins keep the wheel they were spun on.',
    },
    async (req) => ok(await saveWheel(ctx.sql, req.merchant.id, req.staff!.staffId, req.body.segments)),
  );

  staffRoute(app, ROUTES.staffVipWheelSpins, 'console.read', { summary: 'Every spin of the site, newest first' }, async (req) =>
    ok(await staffSpins(ctx.sql, req.merchant.id, req.query.page ?? 1, req.query.pageSize ?? 20)),
  );
};
