import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static, type TObject } from '@sinclair/typebox';
import {
  API,
  ArtParams,
  type BannerGroup,
  BannerInput,
  HotMatchInput,
  IdParams,
  NoticeInput,
  StaffBanner,
  StaffHotMatch,
  StaffNotice,
  StaffVideo,
  VideoInput,
  ROUTES,
} from '@wl/shared';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import type { Sql } from '../../db/index.js';
import { ok } from '../../http/errors.js';
import { bearerSecurity as security, NullValue, replies } from '../../http/schema.js';
import { clientIp } from '../../http/request-info.js';
import { bannerArt, crestArt } from './art.js';
import {
  deleteContent,
  publicBanners,
  publicMatches,
  publicNotices,
  publicVideos,
  saveBanner,
  saveMatch,
  saveNotice,
  saveVideo,
  staffLists,
  type ContentKind,
} from './content.js';

const tags = ['home'];

/**
 * Home-page content (docs/HOME.md). Visitors read without a token (banners, notices and the
 * home lists are open to guests); staff read with their token and admins write, like the cashier
 * settings. Generated art for banners and crests is served here too, so the demo needs no network.
 */
export const contentRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  route(
    app,
    ROUTES.homeBanners,
    {
      schema: { tags, summary: 'Active banners of one group (the `groupName` query), in display order' },
    },
    async (req) => ok(await publicBanners(ctx.sql, req.merchant.id, req.query.groupName as BannerGroup)),
  );
  route(
    app,
    ROUTES.homeNotices,
    {
      schema: { tags, summary: 'Notices of the marquee (plain text)' },
    },
    async (req) => ok(await publicNotices(ctx.sql, req.merchant.id)),
  );
  route(
    app,
    ROUTES.homeMatches,
    {
      schema: { tags, summary: 'Hot matches: upcoming and running first, soonest first' },
    },
    async (req) => ok(await publicMatches(ctx.sql, req.merchant.id)),
  );
  route(
    app,
    ROUTES.homeVideos,
    {
      schema: { tags, summary: 'Videos (YouTube only)' },
    },
    async (req) => ok(await publicVideos(ctx.sql, req.merchant.id)),
  );

  // Not in the API document: images, not envelope answers (like the catalogue's icons).
  app.get(API.homeArt, { schema: { hide: true, tags, summary: 'Generated banner art (SVG)', params: ArtParams } }, async (req, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(bannerArt(req.params.name)),
  );
  app.get(API.homeCrest, { schema: { hide: true, tags, summary: 'Generated team crest (SVG)', params: ArtParams } }, async (req, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(crestArt(req.params.name)),
  );

  staffCrud(app, ctx, 'banners', API.staffHomeBanners, API.staffHomeBanner, BannerInput, StaffBanner, saveBanner);
  staffCrud(app, ctx, 'notices', API.staffHomeNotices, API.staffHomeNotice, NoticeInput, StaffNotice, saveNotice);
  staffCrud(app, ctx, 'matches', API.staffHomeMatches, API.staffHomeMatch, HotMatchInput, StaffHotMatch, saveMatch);
  staffCrud(app, ctx, 'videos', API.staffHomeVideos, API.staffHomeVideo, VideoInput, StaffVideo, saveVideo);
};

type Save<I extends TObject, O extends TObject> = (sql: Sql, merchantId: number, staffId: number, input: Static<I>, id?: number) => Promise<Static<O>>;

/** List / create / replace / delete of one kind; writes are logged with the staff member and address. */
function staffCrud<I extends TObject, O extends TObject>(
  app: FastifyInstance,
  ctx: Ctx,
  kind: ContentKind,
  list: string,
  one: string,
  input: I,
  output: O,
  save: Save<I, O>,
) {
  const staffTags = ['support'];
  const description = 'Links: http(s) or a path of this site. SETTING_INVALID with value.fields (URL_INVALID, NOT_YOUTUBE, ...) otherwise.';
  app.get(
    list,
    {
      config: { auth: 'staff', permission: 'console.read' },
      schema: { tags: staffTags, summary: `Home ${kind}, inactive ones included`, security, response: replies(Type.Array(output)) },
    },
    async (req) => ok(await staffLists[kind](ctx.sql, req.merchant.id)),
  );
  app.post(
    list,
    {
      config: { auth: 'staff', permission: 'content.edit' },
      schema: { tags: staffTags, summary: `Add to home ${kind} (admin)`, description, security, body: input, response: replies(output) },
    },
    async (req) => {
      const row = await save(ctx.sql, req.merchant.id, req.staff!.staffId, req.body as Static<I>);
      req.log.info({ staff: req.staff!.username, kind, ip: clientIp(req) }, 'staff added home content');
      return ok(row);
    },
  );
  app.put(
    one,
    {
      config: { auth: 'staff', permission: 'content.edit' },
      schema: {
        tags: staffTags,
        summary: `Replace one of home ${kind} (admin)`,
        description,
        security,
        params: IdParams,
        body: input,
        response: replies(output),
      },
    },
    async (req) => {
      const { id } = req.params as Static<typeof IdParams>;
      const row = await save(ctx.sql, req.merchant.id, req.staff!.staffId, req.body as Static<I>, id);
      req.log.info({ staff: req.staff!.username, kind, id, ip: clientIp(req) }, 'staff changed home content');
      return ok(row);
    },
  );
  app.delete(
    one,
    {
      config: { auth: 'staff', permission: 'content.edit' },
      schema: { tags: staffTags, summary: `Delete one of home ${kind} (admin)`, security, params: IdParams, response: replies(NullValue) },
    },
    async (req) => {
      const { id } = req.params as Static<typeof IdParams>;
      await deleteContent(ctx.sql, kind, req.merchant.id, id);
      req.log.info({ staff: req.staff!.username, kind, id, ip: clientIp(req) }, 'staff deleted home content');
      return ok(null);
    },
  );
}
