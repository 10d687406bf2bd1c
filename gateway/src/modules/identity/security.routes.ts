import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROUTES } from '@wl/shared';
import { memberRoute, staffRoute } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { beginTotp, confirmTotp, resetVerifyMethod, setVerifyMethod, verifySetup } from './verify-setup.js';

const tags = ['member'];

/** Second verification setup: the member's security page, and the staff reset. */
export const securityRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const member = { auth: 'member' as const, noTrial: true };

  memberRoute(app, ROUTES.verifyMethod, member, { tags, summary: 'How a login from a new IP is confirmed, and which methods can be chosen' }, async (req) =>
    ok(verifySetup(req.member!.account)),
  );

  memberRoute(app, ROUTES.verifyMethodPut, member, { tags, summary: 'Choose SMS, EMAIL or BANK_NAME (payee name typed again), or NONE' }, async (req) =>
    ok(await setVerifyMethod(ctx, req.member!.account, req.body)),
  );

  memberRoute(
    app,
    ROUTES.totpPost,
    member,
    { tags, summary: 'A new authenticator secret and its otpauth URI (nothing changes until confirmed)' },
    async (req) => ok(await beginTotp(ctx, req.merchant, req.member!.account)),
  );

  memberRoute(
    app,
    ROUTES.totpPut,
    { ...member, rateLimit: { max: 20, timeWindow: '1 minute' } },
    { tags, summary: 'The first authenticator code: a right one switches the method to TOTP' },
    async (req) => ok(await confirmTotp(ctx, req.member!.account, req.body)),
  );

  staffRoute(app, ROUTES.staffVerifyMethod, 'members.manage', { summary: "Reset an account's second verification method" }, async (req) => {
    await resetVerifyMethod(ctx, req.merchant.id, req.params.id);
    return ok(null);
  });
};
