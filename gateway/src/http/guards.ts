import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { EncryptedBody, isTrialType } from '@wl/shared';
import type { Ctx } from '../context.js';
import { AppError } from './errors.js';
import { findSessionMember } from '../modules/identity/accounts.js';

const encryptedShape = TypeCompiler.Compile(EncryptedBody);
import { findStaffSession } from '../modules/support/staff-sessions.js';

export function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m ? m[1]! : null;
}

/**
 * Per-route guards driven by route config: merchant of the host, decryption of encrypted
 * bodies (before schema validation, so the schema checks the plain payload), and the token
 * rules of spec section 6.
 */
export function installGuards(app: FastifyInstance, ctx: Ctx) {
  app.decorateRequest('merchant', null as never);
  app.decorateRequest('member', null);
  app.decorateRequest('staff', null);

  app.addHook('onRequest', async (req) => {
    if (req.url.startsWith('/wps/') || req.url.startsWith('/lgw/')) {
      req.merchant = await ctx.merchants.forHost(req.hostname);
    }
  });

  app.addHook('preValidation', async (req) => {
    const cfg = req.routeOptions.config;
    if (cfg.encrypted) {
      const body = req.body as { enc?: unknown } | undefined;
      if (!body || typeof body !== 'object' || !('enc' in body) || typeof body.enc !== 'object') {
        throw new AppError('ENCRYPTION_REQUIRED');
      }
      if (!encryptedShape.Check(body)) throw new AppError('DECRYPTION_FAILED');
      req.body = ctx.keys.decrypt(body);
    }
  });

  app.addHook('preHandler', async (req) => {
    const auth = req.routeOptions.config.auth;
    if (!auth) return;
    const token = bearer(req);
    if (!token) throw new AppError('TOKEN_MISSING');
    if (auth === 'member') {
      const s = await findSessionMember(ctx.sql, token);
      if (!s || s.account.status !== 'active') throw new AppError('TOKEN_INVALID');
      const { account } = s;
      if (req.routeOptions.config.noTrial && isTrialType(account.type)) throw new AppError('TRIAL_NOT_ALLOWED');
      if (s.mustChangePassword && !req.routeOptions.config.duringPasswordChange) throw new AppError('PASSWORD_CHANGE_REQUIRED');
      req.member = { sessionId: s.sessionId, account };
      return;
    }
    const s = await findStaffSession(ctx.sql, token);
    if (!s) throw new AppError('TOKEN_INVALID');
    if (auth === 'admin' && s.role !== 'admin') throw new AppError('FORBIDDEN');
    req.staff = s;
  });
}

export const clientIp = (req: FastifyRequest) => req.ip ?? '';
export const userAgent = (req: FastifyRequest) => String(req.headers['user-agent'] ?? '').slice(0, 300);
