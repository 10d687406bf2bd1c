import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { EncryptedBody, isTrialType } from '@wl/shared';
import type { Ctx } from '../context.js';
import { AppError } from '../http/errors.js';
import { bearer, clientIp } from '../http/request-info.js';
import { findStaffSession } from '../modules/support/staff-sessions.js';
import { actionName, recordStaffAction } from '../modules/support/staff-actions.js';
import { enforceSiteStatus } from '../modules/site/gate.js';

const encryptedShape = TypeCompiler.Compile(EncryptedBody);

/**
 * Per-route guards driven by route config, cheapest refusal first, all before the body is
 * decrypted:
 *   onRequest: merchant of the host; system status (maintenance, region); the token rules
 *              (TOKEN_MISSING without a token where one is needed, TOKEN_INVALID for a bad
 *              one); the per-IP budget of encrypted routes. Nothing here reads the body, so a tokenless or over-budget caller never
 *              costs an RSA decryption.
 *   preValidation: decryption of encrypted bodies (before schema validation, so the schema
 *              checks the plain payload).
 */
export function installGuards(app: FastifyInstance, ctx: Ctx) {
  // A staff route states what it needs, or the gateway does not start: a forgotten declaration
  // would otherwise open a route to every role.
  app.addHook('onRoute', (route) => {
    const cfg = route.config as FastifyContextConfig | undefined;
    if (cfg?.auth !== 'staff') return;
    if (!cfg.permission) throw new Error(`staff route ${route.method} ${route.url} declares no permission`);
    for (const method of [route.method].flat()) if (method !== 'HEAD') ctx.staffRoutes.push({ method, url: route.url, permission: cfg.permission });
  });

  app.decorateRequest('merchant', null as never);
  app.decorateRequest('member', null);
  app.decorateRequest('staff', null);

  // One budget per IP for every route marked `encrypted`, whatever its own limits: a new
  // encrypted route gets it without asking. `createRateLimit` (not `rateLimit`) so a route's
  // own rate limit still runs after this one.
  const encryptedBudget = app.createRateLimit({
    max: ctx.config.encryptedRateLimit,
    timeWindow: 60_000,
    keyGenerator: (req) => `enc:${clientIp(req)}`,
  });

  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/wps/') && !req.url.startsWith('/lgw/') && !req.url.startsWith('/lotto/')) return;
    const cfg = req.routeOptions.config;
    // Vendor calls (docs/SEAMLESS.md) name their player by token or bet and prove who sent them by signature.
    if (cfg.vendorCall) return;
    req.merchant = await ctx.merchants.forHost(req.hostname);
    enforceSiteStatus(req.merchant, clientIp(req), cfg);
    if (cfg.auth) await authenticate(req);
    if (cfg.encrypted) {
      const r = await encryptedBudget(req);
      if (!r.isAllowed && r.isExceeded) throw new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds: r.ttlInSeconds });
    }
  });

  // A member's own write (profile, security, password) may change what their cached session
  // holds: this node forgets it before answering, so the member's next call reads it afresh
  // here; other nodes learn it from the cache bus (modules/accounts/session-cache.ts).
  app.addHook('onSend', (req, _reply, payload, done) => {
    if (req.member && req.method !== 'GET' && req.method !== 'HEAD') ctx.cacheBus.announce({ topic: 'member', key: req.member.account.id });
    done(null, payload);
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

  async function authenticate(req: FastifyRequest) {
    const auth = req.routeOptions.config.auth;
    const token = bearer(req);
    if (!token) throw new AppError('TOKEN_MISSING');
    if (auth === 'member') {
      const s = await ctx.sessions.find(token, req.merchant.id);
      if (!s || s.account.status !== 'active') throw new AppError('TOKEN_INVALID');
      const { account } = s;
      if (req.routeOptions.config.noTrial && isTrialType(account.type)) throw new AppError('TRIAL_NOT_ALLOWED');
      if (s.mustChangePassword && !req.routeOptions.config.duringPasswordChange) throw new AppError('PASSWORD_CHANGE_REQUIRED');
      req.member = { sessionId: s.sessionId, account };
      return;
    }
    const s = await findStaffSession(ctx.sql, token, req.merchant.id);
    if (!s) throw new AppError('TOKEN_INVALID');
    const needs = req.routeOptions.config.permission;
    if (needs !== 'signed-in' && (!needs || !s.permissions.has(needs))) {
      // Counted per staff account and IP in the action log, like every other staff act.
      await recordStaffAction(ctx.sql, {
        merchantId: req.merchant.id,
        staffId: s.staffId,
        action: `FORBIDDEN ${actionName(req.method, req.routeOptions.url ?? req.url)}`,
        accountId: null,
        details: { permission: needs ?? null, role: s.role },
        ip: clientIp(req),
      });
      throw new AppError('FORBIDDEN', { permission: needs });
    }
    req.staff = s;
  }
}
