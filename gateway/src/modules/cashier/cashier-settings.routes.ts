import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROUTES } from '@wl/shared';
import { route } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { bearerSecurity as security } from '../../http/schema.js';
import { clientIp } from '../../http/request-info.js';
import { createChannel, saveWalletMode, staffChannels, updateChannel, walletModeSettings } from './cashier-settings.js';

const tags = ['support'];

/**
 * Cashier settings in the support console (docs/CASHIER.md "Staff settings"): payment channels and
 * the wallet mode of the host's merchant. Any staff member reads; writes are for admins, and record
 * the staff member on the row.
 */
export const cashierSettingsRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  route(
    app,
    ROUTES.staffCashierChannels,
    {
      config: { auth: 'staff', permission: 'cashier.read' },
      schema: { tags, summary: 'Every payment channel of this site, disabled ones included', security },
    },
    async (req) => ok(await staffChannels(ctx.sql, req.merchant.id)),
  );

  route(
    app,
    ROUTES.staffCashierChannelsPost,
    {
      config: { auth: 'staff', permission: 'cashier.settings' },
      schema: {
        tags,
        summary: 'Add a payment channel (admin)',
        security,
        description: 'Amounts in minor units. SETTING_INVALID (value.fields) when max < min or a bank channel has no bank details.',
      },
    },
    async (req) => {
      const c = await createChannel(ctx.sql, req.merchant.id, req.staff!.staffId, req.body);
      req.log.info({ staff: req.staff!.username, channel: c.id, ip: clientIp(req) }, 'staff added a payment channel');
      return ok(c);
    },
  );

  route(
    app,
    ROUTES.staffCashierChannel,
    {
      config: { auth: 'staff', permission: 'cashier.settings' },
      schema: {
        tags,
        summary: 'Change a payment channel, or enable / disable it (admin)',
        security,
        description:
          "The whole channel. Channels are never deleted: a disabled one is hidden from members. Another site's channel is NOT_FOUND; a channel with orders keeps its type (SETTING_INVALID).",
      },
    },
    async (req) => {
      const c = await updateChannel(ctx.sql, req.merchant.id, req.staff!.staffId, req.params.id, req.body);
      req.log.info({ staff: req.staff!.username, channel: c.id, enabled: c.enabled, ip: clientIp(req) }, 'staff changed a payment channel');
      return ok(c);
    },
  );

  route(
    app,
    ROUTES.staffWalletMode,
    {
      config: { auth: 'staff', permission: 'cashier.read' },
      schema: { tags, summary: 'Wallet mode: single wallet or transfer wallets, vendor list, upline transfers', security },
    },
    async (req) => ok(await walletModeSettings(ctx.sql, req.merchant.id)),
  );

  route(
    app,
    ROUTES.staffWalletModePut,
    {
      config: { auth: 'staff', permission: 'cashier.settings' },
      schema: {
        tags,
        summary: 'Change the wallet mode (admin)',
        security,
        description:
          'A vendor members still hold money in cannot be removed (WALLET_VENDOR_HAS_FUNDS, value.vendors). Switching to a single wallet keeps sub-wallet balances; members move them back to main.',
      },
    },
    async (req) => {
      const m = await saveWalletMode(ctx.sql, req.merchant.id, req.staff!.staffId, req.body);
      req.log.info({ staff: req.staff!.username, single: m.single, vendors: m.vendors, ip: clientIp(req) }, 'staff changed the wallet mode');
      return ok(m);
    },
  );
};
