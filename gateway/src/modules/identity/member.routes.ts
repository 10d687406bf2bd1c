import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LANGUAGES, ROUTES } from '@wl/shared';
import { route } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { AppError, ok } from '../../http/errors.js';
import { clientIp } from '../../http/request-info.js';
import { bearerSecurity } from '../../http/schema.js';
import { memberInfo } from '../member-info/member-info.js';
import { changePassword, forgotByEmail, setPasswordByPhone } from './passwords.js';
import { registerByMobile, registerByUsername } from './register.js';
import { clientInfo } from './session.routes.js';
import { siteLanguages } from '../site/languages.js';

const tags = ['member'];
const security = bearerSecurity;

export const memberRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  route(
    app,
    ROUTES.memberInfo,
    {
      config: { auth: 'member', duringPasswordChange: true },
      schema: { tags, summary: 'The logged-in member', security },
    },
    async (req) => ok(await memberInfo(ctx.sql, req.member!.account, req.merchant)),
  );

  route(
    app,
    ROUTES.memberIcon,
    {
      config: { auth: 'member', duringPasswordChange: true },
      schema: { tags, summary: 'Avatar of the member (a generated monogram until one is uploaded)', security },
    },
    async (req) => {
      const letter = (req.member!.account.nickname || req.member!.account.username).slice(0, 1).toUpperCase();
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="#2a2f3d"/><text x="32" y="42" font-size="28" font-family="sans-serif" text-anchor="middle" fill="#f5c451">${letter.replace(/[<&>"]/g, '')}</text></svg>`;
      return ok({ iconUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` });
    },
  );

  route(
    app,
    ROUTES.memberFirstLogin,
    {
      config: { auth: 'member', duringPasswordChange: true },
      schema: { tags, summary: 'First-time login action done: the flag clears', security },
    },
    async (req) => {
      await ctx.sql`update accounts set first_login = false where id = ${req.member!.account.id}`;
      return ok(null);
    },
  );

  route(
    app,
    ROUTES.memberLanguage,
    {
      config: { auth: 'member', duringPasswordChange: true },
      schema: { tags, summary: 'The member changed language', security },
    },
    async (req) => {
      const code = req.body.language;
      if (!LANGUAGES.some((l) => l.code === code)) throw new AppError('LANGUAGE_UNKNOWN', { fields: { language: 'LANGUAGE_UNKNOWN' }, invalid: code });
      // The account keeps a language the site offers: server messages are written in it.
      if (!siteLanguages(req.merchant.settings).languages.includes(code))
        throw new AppError('LANGUAGE_NOT_OFFERED', { fields: { language: 'LANGUAGE_NOT_OFFERED' }, invalid: code });
      await ctx.sql`update accounts set language = ${code} where id = ${req.member!.account.id}`;
      return ok(null);
    },
  );

  const registerLimit = { max: 20, timeWindow: '1 minute' };
  route(
    app,
    ROUTES.register,
    {
      config: { encrypted: true, rateLimit: registerLimit },
      schema: { tags, summary: 'Register by username (encrypted); logs in when `login` is not false' },
    },
    async (req) => ok(await registerByUsername(ctx, req.merchant, req.body, clientInfo(req))),
  );

  route(
    app,
    ROUTES.registerMobile,
    {
      config: { encrypted: true, rateLimit: registerLimit },
      schema: { tags, summary: 'Register by mobile and SMS code (encrypted)' },
    },
    async (req) => ok(await registerByMobile(ctx, req.merchant, req.body, clientInfo(req))),
  );

  route(
    app,
    ROUTES.password,
    {
      config: { auth: 'member', duringPasswordChange: true, encrypted: true, noTrial: true },
      schema: { tags, summary: 'Change password (encrypted); other sessions end', security },
    },
    async (req) => {
      await changePassword(ctx, req.merchant, req.member!, req.body);
      return ok(null);
    },
  );

  route(
    app,
    ROUTES.passwordEmail,
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags, summary: 'Forgot password by email (form-encoded): mails a temporary password', consumes: ['application/x-www-form-urlencoded'] },
    },
    async (req) => {
      await forgotByEmail(ctx, req.merchant, req.body, clientIp(req));
      return ok(null, 'A temporary password has been sent to your email');
    },
  );

  route(
    app,
    ROUTES.passwordPhone,
    {
      config: { encrypted: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags, summary: 'Set a new password with an SMS code (encrypted)' },
    },
    async (req) => ok(await setPasswordByPhone(ctx, req.merchant, req.body, clientIp(req))),
  );
};
