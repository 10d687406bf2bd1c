import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SECURITY_API, SetVerifyMethodRequest, TotpConfirmRequest, TotpEnrolment, VerifySetup, IdParams } from '@wl/shared';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { NullValue, bearerSecurity, replies } from '../../http/schema.js';
import { beginTotp, confirmTotp, resetVerifyMethod, setVerifyMethod, verifySetup } from './verify-setup.js';

const tags = ['member'];
const security = bearerSecurity;

/** Second verification setup: the member's security page, and the staff reset. */
export const securityRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const member = { auth: 'member' as const, noTrial: true };

  app.get(
    SECURITY_API.verifyMethod,
    {
      config: member,
      schema: { tags, summary: 'How a login from a new IP is confirmed, and which methods can be chosen', security, response: replies(VerifySetup) },
    },
    async (req) => ok(verifySetup(req.member!.account)),
  );

  app.put(
    SECURITY_API.verifyMethod,
    {
      config: member,
      schema: {
        tags,
        summary: 'Choose SMS, EMAIL or BANK_NAME (payee name typed again), or NONE',
        security,
        body: SetVerifyMethodRequest,
        response: replies(VerifySetup),
      },
    },
    async (req) => ok(await setVerifyMethod(ctx, req.member!.account, req.body)),
  );

  app.post(
    SECURITY_API.totp,
    {
      config: member,
      schema: { tags, summary: 'A new authenticator secret and its otpauth URI (nothing changes until confirmed)', security, response: replies(TotpEnrolment) },
    },
    async (req) => ok(await beginTotp(ctx, req.merchant, req.member!.account)),
  );

  app.put(
    SECURITY_API.totp,
    {
      config: { ...member, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'The first authenticator code: a right one switches the method to TOTP',
        security,
        body: TotpConfirmRequest,
        response: replies(VerifySetup),
      },
    },
    async (req) => ok(await confirmTotp(ctx, req.member!.account, req.body)),
  );

  app.delete(
    SECURITY_API.staffVerifyMethod,
    {
      config: { auth: 'staff', permission: 'members.manage' },
      schema: { tags: ['support'], summary: "Reset an account's second verification method", security, params: IdParams, response: replies(NullValue) },
    },
    async (req) => {
      await resetVerifyMethod(ctx, req.merchant.id, req.params.id);
      return ok(null);
    },
  );
};
