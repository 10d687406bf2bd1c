import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IDEMPOTENCY_HEADER, SANDBOX_SIGNATURE_HEADER, ROUTES } from '@wl/shared';
import { memberRoute, route } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { bearerSecurity as security } from '../../http/schema.js';
import { clientIp } from '../../http/request-info.js';
import { createDeposit, findMyDeposit, listChannels, listMyDeposits } from './deposit-orders.js';
import { sandboxCallback } from './deposit-settle.js';
import { offsetFromSettings } from '../site/merchants.js';

const tags = ['cashier'];

/** Member deposits (docs/CASHIER.md) and the payment gateways' notifications. */
export const depositRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  memberRoute(
    app,
    ROUTES.depositChannels,
    { auth: 'member', noTrial: true },
    { tags, summary: 'Deposit channels of this site in the wallet currency (limits and fee in minor units)' },
    async (req) => ok(await listChannels(ctx.sql, req.merchant.id, req.member!.account.currency)),
  );

  route(
    app,
    ROUTES.depositOrdersPost,
    {
      // Per session (token) and IP: members behind one address (an office, a carrier) do not share it.
      config: {
        auth: 'member',
        noTrial: true,
        rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (req) => `dep:${clientIp(req)}:${req.headers.authorization ?? ''}` },
      },
      schema: {
        tags,
        security,
        summary: 'Open a deposit order (idempotent on the idempotency-key header)',
        description:
          'A sandbox order answers `redirectUrl`, the payment page to open; a bank order answers `bankDetails` and waits for staff. ' +
          'The same key again answers the same order; with another channel or amount it is IDEMPOTENCY_CONFLICT.',
      },
    },
    async (req) => ok(await createDeposit(ctx.sql, req.member!.account, `${req.headers[IDEMPOTENCY_HEADER]}`, req.body)),
  );

  memberRoute(app, ROUTES.depositOrders, { auth: 'member', noTrial: true }, { tags, summary: 'My deposit orders, newest first' }, async (req) => {
    const { status, page = 1, pageSize = 10 } = req.query;
    const list = await listMyDeposits(ctx.sql, Number(req.member!.account.id), status ?? null, page, pageSize);
    return ok({ ...list, utcOffsetMinutes: offsetFromSettings(req.merchant.settings) });
  });

  memberRoute(app, ROUTES.depositOrder, { auth: 'member', noTrial: true }, { tags, summary: 'One of my deposit orders by its reference' }, async (req) => {
    const order = await findMyDeposit(ctx.sql, Number(req.member!.account.id), req.params.ref);
    return ok({ ...order, utcOffsetMinutes: offsetFromSettings(req.merchant.settings) });
  });

  route(
    app,
    ROUTES.depositSandboxCallback,
    {
      // Payments land whatever the site's state: open during maintenance and from any region.
      config: { open: true, rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Sandbox payment gateway notification (server to server, HMAC-SHA256 signed)',
        description:
          `\`${SANDBOX_SIGNATURE_HEADER}\`: hex HMAC-SHA256, under the site's sandbox key, of the body's fields as sorted \`key=value\` joined by \`&\`. ` +
          'A bad signature is CALLBACK_SIGNATURE_INVALID and changes nothing; the same notification again answers `replayed: true`.',
      },
    },
    async (req) => ok(await sandboxCallback(ctx.sql, req.merchant.id, clientIp(req), req.body, req.headers[SANDBOX_SIGNATURE_HEADER] as string | undefined)),
  );
};
