import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  API, GATEWAY_VERSION_HEADER, FreePlayRequest, LoginRequest, LoginValue, LoginVerifyRequest, SmsNoLoginRequest,
  SmsRegisterRequest, SmsSentValue, isValidMobile,
} from '@wl/shared';
import type { Ctx } from '../../context.js';
import { AppError, ok } from '../../http/errors.js';
import { clientIp, userAgent } from '../../http/guards.js';
import { NullValue, bearerSecurity, replies } from '../../http/schema.js';
import { findByMobile } from './accounts.js';
import { CAPTCHA_COOKIE, createCaptcha } from './captcha.js';
import { issueCode, smsTarget } from './codes.js';
import { login, type ClientInfo } from './login.js';
import { answerChallenge } from './second-factor.js';
import { revokeSessions } from './sessions.js';
import { freePlayLogin } from './trial.js';
import type { FastifyRequest } from 'fastify';

export const clientInfo = (req: FastifyRequest): ClientInfo => ({
  ip: clientIp(req), userAgent: userAgent(req), captchaId: req.cookies[CAPTCHA_COOKIE],
});

const tags = ['session'];

export const sessionRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const loginLimit = { max: ctx.config.loginRateLimit, timeWindow: '1 minute' };

  app.post(API.login, {
    config: { encrypted: true, rateLimit: loginLimit },
    schema: {
      tags, summary: 'Log in by username and password, or by mobile and SMS code',
      description: 'Encrypted call: the wire body is `{ enc }` (see /wps/system/publicKey); the schema shows the decrypted payload. On a failure whose value has `captcha: true` the client shows the captcha. VERIFICATION_REQUIRED carries a second-verification challenge.',
      body: LoginRequest, response: replies(LoginValue),
    },
  }, async (req) => ok(await login(ctx, req.merchant, req.body, clientInfo(req))));

  app.post(API.loginVerify, {
    config: { rateLimit: loginLimit },
    schema: { tags, summary: 'Answer the second verification of a login from a new IP', body: LoginVerifyRequest, response: replies(LoginValue) },
  }, async (req) => ok(await answerChallenge(ctx, req.merchant, req.body.verifyToken, req.body.answer, clientInfo(req))));

  app.post(API.loginFreePlay, {
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    schema: {
      tags, summary: 'Free-play trial login (header X-Gateway-Version: 3)',
      headers: Type.Object({ [GATEWAY_VERSION_HEADER]: Type.Optional(Type.String()) }),
      body: Type.Union([FreePlayRequest, Type.Null()]), response: replies(LoginValue),
    },
  }, async (req) => {
    if (req.headers[GATEWAY_VERSION_HEADER] !== '3') throw new AppError('VALIDATION_FAILED', { fields: { [GATEWAY_VERSION_HEADER]: 'must be 3' } });
    return ok(await freePlayLogin(ctx, req.merchant, clientInfo(req)));
  });

  app.delete(API.logout, {
    config: { auth: 'member', duringPasswordChange: true },
    schema: { tags, summary: 'Log out: the session is revoked on the server', security: bearerSecurity, response: replies(NullValue) },
  }, async (req) => {
    await ctx.sql.begin((tx) => revokeSessions(tx, { sessionId: req.member!.sessionId }, 'logout'));
    ctx.relay.kick();
    return ok(null);
  });

  app.get(API.captcha, {
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: { tags, summary: 'A new captcha image (base64 data URL); at most one per second', response: replies(Type.String()) },
  }, async (req, reply) => {
    const c = await createCaptcha(ctx.sql, req.cookies[CAPTCHA_COOKIE]);
    reply.setCookie(CAPTCHA_COOKIE, c.id, { path: '/wps', httpOnly: true, sameSite: 'strict', maxAge: 600 });
    reply.header('cache-control', 'no-store');
    return ok(c.image);
  });

  const smsLimit = { max: 20, timeWindow: '1 minute' };
  app.post(API.smsNoLogin, {
    config: { rateLimit: smsLimit },
    schema: { tags, summary: 'Send an SMS code for login or forgot-password', body: SmsNoLoginRequest, response: replies(SmsSentValue) },
  }, async (req) => {
    const { mobileNum, countryDialingCode, purpose = 'login' } = req.body;
    if (!mobileNum) throw new AppError('MOBILE_MISSING');
    if (!isValidMobile(mobileNum)) throw new AppError('MOBILE_INVALID');
    if (purpose === 'login' && !ctx.merchants.flags(req.merchant).SMS_LOGIN) throw new AppError('FEATURE_DISABLED');
    const account = await findByMobile(ctx.sql, req.merchant.id, countryDialingCode, mobileNum);
    if (!account) throw new AppError('USER_NOT_FOUND');
    return ok(await issueCode(ctx.sql, ctx.messenger, {
      merchantId: req.merchant.id, purpose, target: smsTarget(account.countryDialingCode ?? countryDialingCode, mobileNum),
      ip: clientIp(req), channel: 'sms', siteName: req.merchant.settings.siteName,
    }));
  });

  app.post(API.smsRegister, {
    config: { rateLimit: smsLimit },
    schema: { tags, summary: 'Send an SMS code to register a mobile number', body: SmsRegisterRequest, response: replies(SmsSentValue) },
  }, async (req) => {
    const { mobileNo, countryDialingCode } = req.body;
    if (!mobileNo) throw new AppError('MOBILE_MISSING');
    if (!isValidMobile(mobileNo)) throw new AppError('MOBILE_INVALID');
    const flags = ctx.merchants.flags(req.merchant);
    if (!flags.REGISTER_MOBILE && !flags.SMS_VERIFICATION) throw new AppError('FEATURE_DISABLED');
    if (await findByMobile(ctx.sql, req.merchant.id, countryDialingCode, mobileNo)) throw new AppError('MOBILE_TAKEN');
    return ok(await issueCode(ctx.sql, ctx.messenger, {
      merchantId: req.merchant.id, purpose: 'register', target: smsTarget(countryDialingCode, mobileNo),
      ip: clientIp(req), channel: 'sms', siteName: req.merchant.settings.siteName,
    }));
  });
};
