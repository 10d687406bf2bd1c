import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROUTES } from '@wl/shared';
import { route, staffRoute } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { bearerSecurity } from '../../http/schema.js';
import { beginTotp, confirmTotp, resetVerifyMethod, setVerifyMethod, verifySetup } from './verify-setup.js';

const tags = ['member'];
const security = bearerSecurity;

/** Second verification setup: the member's security page, and the staff reset. */
export const securityRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const member = { auth: 'member' as const, noTrial: true };

  route(
    app,
    ROUTES.verifyMethod,
    {
      config: member,
      schema: { tags, summary: 'How a login from a new IP is confirmed, and which methods can be chosen', security },
    },
    async (req) => ok(verifySetup(req.member!.account)),
  );

  route(
    app,
    ROUTES.verifyMethodPut,
    {
      config: member,
      schema: { tags, summary: 'Choose SMS, EMAIL or BANK_NAME (payee name typed again), or NONE', security },
    },
    async (req) => ok(await setVerifyMethod(ctx, req.member!.account, req.body)),
  );

  route(
    app,
    ROUTES.totpPost,
    {
      config: member,
      schema: { tags, summary: 'A new authenticator secret and its otpauth URI (nothing changes until confirmed)', security },
    },
    async (req) => ok(await beginTotp(ctx, req.merchant, req.member!.account)),
  );

  route(
    app,
    ROUTES.totpPut,
    {
      config: { ...member, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { tags, summary: 'The first authenticator code: a right one switches the method to TOTP', security },
    },
    async (req) => ok(await confirmTotp(ctx, req.member!.account, req.body)),
  );

  staffRoute(app, ROUTES.staffVerifyMethod, 'members.manage', { summary: "Reset an account's second verification method" }, async (req) => {
    await resetVerifyMethod(ctx, req.merchant.id, req.params.id);
    return ok(null);
  });
};
