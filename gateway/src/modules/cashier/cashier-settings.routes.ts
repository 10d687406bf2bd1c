import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROUTES } from '@wl/shared';
import { staffRoute } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { clientIp } from '../../http/request-info.js';
import { createChannel, saveWalletMode, staffChannels, updateChannel, walletModeSettings } from './cashier-settings.js';

/**
 * Cashier settings in the support console (docs/CASHIER.md "Staff settings"): payment channels and
 * the wallet mode of the host's merchant. Any staff member reads; writes are for admins, and record
 * the staff member on the row.
 */
export const cashierSettingsRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  staffRoute(app, ROUTES.staffCashierChannels, 'cashier.read', { summary: 'Every payment channel of this site, disabled ones included' }, async (req) =>
    ok(await staffChannels(ctx.sql, req.merchant.id)),
  );

  staffRoute(
    app,
    ROUTES.staffCashierChannelsPost,
    'cashier.settings',
    {
      summary: 'Add a payment channel (admin)',
      description: 'Amounts in minor units. SETTING_INVALID (value.fields) when max < min or a bank channel has no bank details.',
    },
    async (req) => {
      const c = await createChannel(ctx.sql, req.merchant.id, req.staff!.staffId, req.body);
      req.log.info({ staff: req.staff!.username, channel: c.id, ip: clientIp(req) }, 'staff added a payment channel');
      return ok(c);
    },
  );

  staffRoute(
    app,
    ROUTES.staffCashierChannel,
    'cashier.settings',
    {
      summary: 'Change a payment channel, or enable / disable it (admin)',
      description:
        "The whole channel. Channels are never deleted: a disabled one is hidden from members. Another site's channel is NOT_FOUND; a channel with orders keeps its type (SETTING_INVALID).",
    },
    async (req) => {
      const c = await updateChannel(ctx.sql, req.merchant.id, req.staff!.staffId, req.params.id, req.body);
      req.log.info({ staff: req.staff!.username, channel: c.id, enabled: c.enabled, ip: clientIp(req) }, 'staff changed a payment channel');
      return ok(c);
    },
  );

  staffRoute(
    app,
    ROUTES.staffWalletMode,
    'cashier.read',
    { summary: 'Wallet mode: single wallet or transfer wallets, vendor list, upline transfers' },
    async (req) => ok(await walletModeSettings(ctx.sql, req.merchant.id)),
  );

  staffRoute(
    app,
    ROUTES.staffWalletModePut,
    'cashier.settings',
    {
      summary: 'Change the wallet mode (admin)',
      description:
        'A vendor members still hold money in cannot be removed (WALLET_VENDOR_HAS_FUNDS, value.vendors). Switching to a single wallet keeps sub-wallet balances; members move them back to main.',
    },
    async (req) => {
      const m = await saveWalletMode(ctx.sql, req.merchant.id, req.staff!.staffId, req.body);
      req.log.info({ staff: req.staff!.username, single: m.single, vendors: m.vendors, ip: clientIp(req) }, 'staff changed the wallet mode');
      return ok(m);
    },
  );
};
