import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { VENDOR_SECRET_OVERLAP_HOURS, ROUTES } from '@wl/shared';
import { staffRoute } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { clientIp } from '../../http/request-info.js';
import { listCredentials, rotateCredential } from './credentials.js';

/**
 * The console's view of this site's vendor credentials (docs/SEAMLESS.md "Rotation"). A listing
 * never carries a secret; a rotation answers the new one once, to the admin who asked. The staff
 * action log records the rotation from the request (vendor, overlap), never from this answer.
 */
export const credentialsRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  staffRoute(
    app,
    ROUTES.staffVendorCredentials,
    'vendors.credentials',
    { summary: "This site's wallet-API credential of each vendor (admin; never a secret)" },
    async (req) => ok({ list: await listCredentials(ctx.sql, req.merchant.id) }),
  );

  staffRoute(
    app,
    ROUTES.staffVendorCredentialRotate,
    'vendors.credentials',
    {
      summary: "A new random secret for a vendor's credential on this site (admin)",
      description: `The answer is the only time the new secret is shown. The replaced secret keeps signing for overlapHours (default ${VENDOR_SECRET_OVERLAP_HOURS}; 0 refuses it at once). VENDOR_NOT_FOUND for unknown and in-house vendors.`,
    },
    async (req, reply) => {
      const overlapHours = req.body?.overlapHours ?? VENDOR_SECRET_OVERLAP_HOURS;
      const rotated = await rotateCredential(ctx.sql, req.merchant.id, req.params.code, overlapHours);
      req.log.info(
        { staff: req.staff!.username, vendor: rotated.vassalage, operatorId: rotated.operatorId, overlapHours, ip: clientIp(req) },
        'staff rotated a vendor secret',
      );
      // Never kept by a cache or proxy on the way.
      reply.header('cache-control', 'no-store');
      return ok(rotated);
    },
  );
};
