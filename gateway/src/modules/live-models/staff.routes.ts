import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROUTES } from '@wl/shared';
import { staffRoute } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { AppError, ok } from '../../http/errors.js';
import { clientIp } from '../../http/request-info.js';
import { saveModel, staffModels } from './models.js';
import type { CachedStatuses } from './provider.js';

/**
 * The console's live hosts (docs/LIVE-MODELS.md "Console"): staff of either role read, admins
 * write. A host is never deleted (its chats point at it): staff switch it off. Every write lands
 * in the staff action log (support/staff-actions.ts).
 */
export const liveModelStaffRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx; statuses: CachedStatuses }> = async (app, { ctx, statuses }) => {
  const one = async (merchantId: number, id: number) => {
    const m = (await staffModels(ctx.sql, merchantId, await statuses.get())).find((x) => x.id === id);
    if (!m) throw new AppError('MODEL_NOT_FOUND');
    return m;
  };

  staffRoute(
    app,
    ROUTES.staffLiveModels,
    'console.read',
    { summary: "Every live host of the site (switched off too), with status, chats in 24 h and the provider's hosts" },
    async (req) => {
      const hosts = await statuses.get();
      return ok({ list: await staffModels(ctx.sql, req.merchant.id, hosts), hosts: hosts ? [...hosts.values()] : [], providerReachable: hosts !== null });
    },
  );

  const description =
    'Name and tags are plain text. SETTING_INVALID with value.fields: name required or the site already has 100 hosts (limit), a language that is not offered (unknown), an empty tag (required), a host already on another card of this site (hostRef: taken).';
  staffRoute(app, ROUTES.staffLiveModelsPost, 'content.edit', { summary: 'Add a live host (admin)', description }, async (req) => {
    const id = await saveModel(ctx.sql, req.merchant.id, req.staff!.staffId, req.body);
    req.log.info({ staff: req.staff!.username, model: id, ip: clientIp(req) }, 'staff added a live host');
    return ok(await one(req.merchant.id, id));
  });

  staffRoute(
    app,
    ROUTES.staffLiveModel,
    'content.edit',
    { summary: 'Change a live host; switch it off with enabled: false (admin)', description },
    async (req) => {
      const id = await saveModel(ctx.sql, req.merchant.id, req.staff!.staffId, req.body, req.params.id);
      req.log.info({ staff: req.staff!.username, model: id, enabled: req.body.enabled, ip: clientIp(req) }, 'staff changed a live host');
      return ok(await one(req.merchant.id, id));
    },
  );
};
