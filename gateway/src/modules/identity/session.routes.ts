import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GATEWAY_VERSION_HEADER, ROUTES } from '@wl/shared';
import { route } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { AppError, ok } from '../../http/errors.js';
import { clientIp, userAgent } from '../../http/request-info.js';
import { bearerSecurity } from '../../http/schema.js';
import { findByPhone } from '../accounts/accounts.js';
import { CAPTCHA_COOKIE, createCaptcha } from './captcha.js';
import { issueCode } from './codes.js';
import { checkProbeBudget, spendProbe } from '../../http/enumeration.js';
import { login, type ClientInfo } from './login.js';
import { findPhoneAccount, sitePhone } from './phone.js';
import { answerChallenge } from './second-factor.js';
import { revokeSessions } from '../accounts/sessions.js';
import { freePlayLogin } from './trial.js';
import type { FastifyRequest } from 'fastify';

export const clientInfo = (req: FastifyRequest): ClientInfo => ({
  ip: clientIp(req),
  userAgent: userAgent(req),
  captchaId: req.cookies[CAPTCHA_COOKIE],
});

const tags = ['session'];

export const sessionRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const loginLimit = { max: ctx.config.loginRateLimit, timeWindow: '1 minute' };

  route(
    app,
    ROUTES.login,
    {
      config: { encrypted: true, rateLimit: loginLimit },
      schema: {
        tags,
        summary: 'Log in by username and password, or by mobile and SMS code',
        description:
          'Encrypted call: the wire body is `{ enc }` (see /wps/system/publicKey); the schema shows the decrypted payload. On a failure whose value has `captcha: true` the client shows the captcha. VERIFICATION_REQUIRED carries a second-verification challenge.',
      },
    },
    async (req) => ok(await login(ctx, req.merchant, req.body, clientInfo(req))),
  );

  route(
    app,
    ROUTES.loginVerify,
    {
      config: { rateLimit: loginLimit },
      schema: { tags, summary: 'Answer the second verification of a login from a new IP' },
    },
    async (req) => ok(await answerChallenge(ctx, req.merchant, req.body.verifyToken, req.body.answer, clientInfo(req))),
  );

  route(
    app,
    ROUTES.loginFreePlay,
    {
      config: { encrypted: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags, summary: 'Free-play trial login (encrypted; header X-Gateway-Version: 3)' },
    },
    async (req) => {
      if (req.headers[GATEWAY_VERSION_HEADER] !== '3') throw new AppError('VALIDATION_FAILED', { fields: { [GATEWAY_VERSION_HEADER]: 'must be 3' } });
      return ok(await freePlayLogin(ctx, req.merchant, clientInfo(req)));
    },
  );

  route(
    app,
    ROUTES.logout,
    {
      config: { auth: 'member', duringPasswordChange: true },
      schema: { tags, summary: 'Log out: the session is revoked on the server', security: bearerSecurity },
    },
    async (req) => {
      await ctx.sql.begin((tx) => revokeSessions(tx, { sessionId: req.member!.sessionId }, 'logout'));
      return ok(null);
    },
  );

  route(
    app,
    ROUTES.captcha,
    {
      // Open during maintenance: staff sign-in asks for a captcha after a failure.
      config: { open: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags, summary: 'A new captcha image (base64 data URL); at most one per second' },
    },
    async (req, reply) => {
      const c = await createCaptcha(ctx.sql, req.cookies[CAPTCHA_COOKIE]);
      // Secure on an https site, so the id never travels in clear; plain-http sites could not set it.
      reply.setCookie(CAPTCHA_COOKIE, c.id, {
        path: '/wps',
        httpOnly: true,
        sameSite: 'strict',
        maxAge: 600,
        secure: ctx.config.publicUrl.startsWith('https:'),
      });
      reply.header('cache-control', 'no-store');
      return ok(c.image);
    },
  );

  const smsLimit = { max: 20, timeWindow: '1 minute' };
  route(
    app,
    ROUTES.smsNoLogin,
    {
      config: { rateLimit: smsLimit },
      schema: { tags, summary: 'Send an SMS code for login or forgot-password' },
    },
    async (req) => {
      const { mobileNum, countryDialingCode, purpose = 'login' } = req.body;
      const phone = sitePhone(req.merchant, countryDialingCode, mobileNum);
      if (purpose === 'login' && !ctx.merchants.flags(req.merchant).SMS_LOGIN) throw new AppError('FEATURE_DISABLED');
      const ip = clientIp(req);
      await findPhoneAccount(ctx, req.merchant, phone, ip);
      return ok(await issueCode(ctx, req.merchant, { purpose, target: phone.e164, ip, channel: 'sms' }));
    },
  );

  route(
    app,
    ROUTES.smsRegister,
    {
      config: { rateLimit: smsLimit },
      schema: { tags, summary: 'Send an SMS code to register a mobile number' },
    },
    async (req) => {
      const { mobileNo, countryDialingCode } = req.body;
      const phone = sitePhone(req.merchant, countryDialingCode, mobileNo, 'mobileNo');
      const flags = ctx.merchants.flags(req.merchant);
      if (!flags.REGISTER_MOBILE && !flags.SMS_VERIFICATION) throw new AppError('FEATURE_DISABLED');
      // "Already registered" is this route's revealing answer: it spends the IP's budget (never
      // the number's, or anyone could block a real member's number).
      const ip = clientIp(req);
      const probe = { merchantId: req.merchant.id, ip };
      await checkProbeBudget(ctx.sql, probe);
      if (await findByPhone(ctx.sql, req.merchant.id, phone)) {
        await spendProbe(ctx.sql, probe);
        throw new AppError('MOBILE_TAKEN');
      }
      return ok(await issueCode(ctx, req.merchant, { purpose: 'register', target: phone.e164, ip, channel: 'sms' }));
    },
  );
};
