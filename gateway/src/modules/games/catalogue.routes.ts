import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { API, GameNodeId, GameVendorCode, ROUTES } from '@wl/shared';
import { staffRoute } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { fail, ok } from '../../http/errors.js';
import { clientIp } from '../../http/request-info.js';
import { gameIconSvg, vendorLogoSvg } from './art.js';
import { etagMatches, etagOf } from '../../http/etag.js';
import { saveVendorSettings, setGameMaintenance, staffVendors } from './vendor-settings.js';
import { CATALOGUE } from './lobby-cache.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Generated art (docs/GAMES.md "Art") and the staff catalogue settings (docs/GAMES.md "Staff").
 * Art URLs carry a version of what the drawing depends on, so answers are immutable; the ETag
 * answers a revalidation with 304 all the same. The art routes answer images, not the envelope,
 * so they stay out of the OpenAPI document (like the sandbox payment page).
 */
export const catalogueRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    API.gameIcon,
    {
      schema: {
        hide: true,
        tags: ['games'],
        summary: "A game's generated icon (SVG)",
        params: Type.Object({ nodeId: GameNodeId }),
        querystring: Type.Object({ v: Type.Optional(Type.String({ maxLength: 40 })) }),
      },
    },
    async (req, reply) => {
      const [g] = await ctx.sql<{ name: string; gameType: string; art: { motif?: string; hue?: number }; vendorName: string }[]>`
      select g.name, g.game_type, g.art, v.name as vendor_name from games g join game_vendors v on v.code = g.vendor_code where g.node_id = ${req.params.nodeId}`;
      if (!g) return reply.status(404).send(fail('GAME_NOT_FOUND'));
      return sendSvg(req.headers['if-none-match'], reply, gameIconSvg(g));
    },
  );

  app.get(
    API.vendorIcon,
    {
      schema: {
        hide: true,
        tags: ['games'],
        summary: "A vendor's generated logo (SVG)",
        params: Type.Object({ vassalage: GameVendorCode }),
        querystring: Type.Object({ v: Type.Optional(Type.String({ maxLength: 40 })) }),
      },
    },
    async (req, reply) => {
      const [v] = await ctx.sql<{ code: string; name: string; hue: number }[]>`select code, name, hue from game_vendors where code = ${req.params.vassalage}`;
      if (!v) return reply.status(404).send(fail('VENDOR_NOT_FOUND'));
      return sendSvg(req.headers['if-none-match'], reply, vendorLogoSvg(v));
    },
  );

  staffRoute(app, ROUTES.staffGameVendors, 'console.read', { summary: "Every vendor with this site's settings for it" }, async (req) =>
    ok({ list: await staffVendors(ctx.sql, req.merchant.id) }),
  );

  staffRoute(
    app,
    ROUTES.staffGameVendor,
    'site.settings',
    { summary: 'Show or hide a vendor on this site, its order and its maintenance (admin)' },
    async (req) => {
      const v = await saveVendorSettings(ctx.sql, req.merchant.id, req.params.code, req.body);
      ctx.cacheBus.announce(CATALOGUE);
      req.log.info(
        { staff: req.staff!.username, vendor: v.vassalage, enabled: v.enabled, maintenance: v.maintenance, ip: clientIp(req) },
        'staff changed a vendor setting',
      );
      return ok(v);
    },
  );

  staffRoute(
    app,
    ROUTES.staffGameMaintenance,
    'site.settings',
    { summary: 'Put a game under maintenance or take it out (admin; the catalogue is shared by every site)' },
    async (req) => {
      const g = await setGameMaintenance(ctx.sql, req.params.nodeId, req.body.maintenance);
      ctx.cacheBus.announce(CATALOGUE);
      req.log.info({ staff: req.staff!.username, nodeId: g.nodeId, maintenance: g.maintenance, ip: clientIp(req) }, "staff changed a game's maintenance");
      return ok(g);
    },
  );
};

function sendSvg(ifNoneMatch: string | undefined, reply: FastifyReply, svg: string) {
  const etag = etagOf(svg);
  reply.header('cache-control', IMMUTABLE).header('etag', etag);
  if (etagMatches(ifNoneMatch, etag)) return reply.status(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}
