import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROUTES, type VendorCreditRequest, type VendorDebitRequest, type VendorRollbackRequest } from '@wl/shared';
import type { Ctx } from '../../context.js';
import { AppError, ok } from '../../http/errors.js';
import { clientIp } from '../../http/request-info.js';
import { route } from '../../http/route.js';
import { verifyVendorCall, type CallingVendor } from './signature.js';
import { vendorBalance, vendorCredit, vendorDebit, vendorRollback } from './vendor-api.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A server-to-server call of a game vendor: no merchant from the Host header, no site status
     * (a maintenance window must not strand a win); the signature says who calls, and its
     * credential names the one merchant the call may touch.
     */
    vendorCall?: boolean;
  }
  interface FastifyRequest {
    /** The body exactly as sent (vendor calls are signed over it). */
    rawBody?: string;
    vendor?: CallingVendor;
  }
}

const tags = ['seamless'];
/** The credential that signed the call: its vendor and the one merchant it may touch. */
const caller = (v: CallingVendor) => ({ vendor: v.code, merchantId: v.merchantId });
const security = [{ vendorSignature: [] as string[] }];
const signed = (summary: string, description: string) => ({
  config: { vendorCall: true },
  schema: { tags, summary, description, security },
});

/**
 * The seamless-wallet vendor API (docs/SEAMLESS.md). Its own JSON parser keeps the raw body for
 * the signature, which is checked before the body is validated, so an unsigned call learns
 * nothing about the body rules.
 */
export const vendorRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, raw, done) => {
    const text = raw as string;
    req.rawBody = text;
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError('MALFORMED_JSON'), undefined);
    }
  });
  app.addHook('preValidation', async (req) => {
    req.vendor = await verifyVendorCall(ctx.sql, clientIp(req), req.headers, req.rawBody ?? '');
  });

  route(app, ROUTES.seamlessBalance, signed('Vendor: the player balance', 'Needs a live player token.'), async (req) =>
    ok(await vendorBalance(ctx.sql, caller(req.vendor!), req.body.token, ctx.config.gameSessionMinutes)),
  );

  route(
    app,
    ROUTES.seamlessDebit,
    signed(
      'Vendor: take a stake',
      'Needs a live player token. Idempotent on txId: a repeat answers the first answer (also after the token expired); the same txId with other details is IDEMPOTENCY_CONFLICT. Refused after a rollback of this txId (BET_ROLLED_BACK).',
    ),
    async (req) => ok(await vendorDebit(ctx.sql, caller(req.vendor!), req.body as VendorDebitRequest, ctx.config.gameSessionMinutes)),
  );

  route(
    app,
    ROUTES.seamlessCredit,
    signed(
      'Vendor: pay a round (amount 0 settles a lost round)',
      'Paid to the player of the debit betTxId, also after the token expired. BET_NOT_FOUND, BET_ROLLED_BACK, BET_ALREADY_SETTLED.',
    ),
    async (req) => ok(await vendorCredit(ctx.sql, caller(req.vendor!), req.body as VendorCreditRequest)),
  );

  route(
    app,
    ROUTES.seamlessRollback,
    signed(
      'Vendor: return the stake of a debit',
      'A rollback of an unknown refTxId is acknowledged (journalId null) and a later debit with that id is refused. BET_ALREADY_SETTLED after a credit.',
    ),
    async (req) => ok(await vendorRollback(ctx.sql, caller(req.vendor!), req.body as VendorRollbackRequest)),
  );
};
