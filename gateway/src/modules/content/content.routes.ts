import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, ArtParams, type BannerGroup, ROUTES, type RouteDef } from '@wl/shared';
import { memberRoute, route, staffRoute, type App } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import type { Sql } from '../../db/index.js';
import { ok } from '../../http/errors.js';
import { AnswerCache } from '../../http/answer-cache.js';
import { clientIp } from '../../http/request-info.js';
import { bannerArt, crestArt } from './art.js';
import { readerLanguages } from '../site/translations.js';
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
 * Home-page content (docs/HOME.md). Visitors read banners, matches and videos without a token;
 * the marquee's notices need a member's; staff read with their token and admins write, like the cashier
 * settings. Generated art for banners and crests is served here too, so the demo needs no network.
 */
export const contentRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  // The public lists from this node's memory, dropped on every node when staff change them
  // (migration 065). The age bound lets the matches' order follow the clock (a match moves
  // down two hours after its start) within a minute without any change.
  const home = new AnswerCache(ctx.cacheBus, { name: 'home', topic: 'home', maxEntries: 2_000, maxAgeMs: 60_000 });
  app.addHook('onClose', async () => home.close());
  const site = (req: { merchant: { id: number } }, list: string) => `${list}|${req.merchant.id}`;
  route(
    app,
    ROUTES.homeBanners,
    {
      schema: { tags, summary: 'Active banners of one group (the `groupName` query), in display order' },
    },
    async (req, reply) => {
      // Keyed by the languages the texts come from (known codes only), so the cache stays bounded.
      const langs = readerLanguages(req.merchant.settings, req.query.lang);
      return home.send(reply, `${site(req, 'banners')}|${req.query.groupName}|${langs.join()}`, async () =>
        ok(await publicBanners(ctx.sql, req.merchant.id, req.query.groupName as BannerGroup, langs)),
      );
    },
  );
  // The marquee's notices are for signed-in members (trial accounts included): a call without a
  // member token is TOKEN_MISSING. The answer is still the same for every member of the site, so
  // it is kept like the public lists.
  memberRoute(app, ROUTES.homeNotices, { auth: 'member' }, { tags, summary: 'Notices of the marquee (plain text; member token)' }, async (req, reply) => {
    const langs = readerLanguages(req.merchant.settings, req.query.lang);
    return home.send(reply, `${site(req, 'notices')}|${langs.join()}`, async () => ok(await publicNotices(ctx.sql, req.merchant.id, langs)));
  });
  route(
    app,
    ROUTES.homeMatches,
    {
      schema: { tags, summary: 'Hot matches: upcoming and running first, soonest first' },
    },
    async (req, reply) => home.send(reply, site(req, 'matches'), async () => ok(await publicMatches(ctx.sql, req.merchant.id))),
  );
  route(
    app,
    ROUTES.homeVideos,
    {
      schema: { tags, summary: 'Videos (YouTube only)' },
    },
    async (req, reply) => home.send(reply, site(req, 'videos'), async () => ok(await publicVideos(ctx.sql, req.merchant.id))),
  );

  // Not in the API document: images, not envelope answers (like the catalogue's icons).
  app.get(API.homeArt, { schema: { hide: true, tags, summary: 'Generated banner art (SVG)', params: ArtParams } }, async (req, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(bannerArt(req.params.name)),
  );
  app.get(API.homeCrest, { schema: { hide: true, tags, summary: 'Generated team crest (SVG)', params: ArtParams } }, async (req, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(crestArt(req.params.name)),
  );

  staffCrud(
    app,
    ctx,
    'banners',
    { list: ROUTES.staffHomeBanners, add: ROUTES.staffHomeBannersPost, replace: ROUTES.staffHomeBannerPut, remove: ROUTES.staffHomeBannerDelete },
    saveBanner,
    home,
  );
  staffCrud(
    app,
    ctx,
    'notices',
    { list: ROUTES.staffHomeNotices, add: ROUTES.staffHomeNoticesPost, replace: ROUTES.staffHomeNoticePut, remove: ROUTES.staffHomeNoticeDelete },
    saveNotice,
    home,
  );
  staffCrud(
    app,
    ctx,
    'matches',
    { list: ROUTES.staffHomeMatches, add: ROUTES.staffHomeMatchesPost, replace: ROUTES.staffHomeMatchPut, remove: ROUTES.staffHomeMatchDelete },
    saveMatch,
    home,
  );
  staffCrud(
    app,
    ctx,
    'videos',
    { list: ROUTES.staffHomeVideos, add: ROUTES.staffHomeVideosPost, replace: ROUTES.staffHomeVideoPut, remove: ROUTES.staffHomeVideoDelete },
    saveVideo,
    home,
  );
};

type Save<I, O> = (sql: Sql, merchantId: number, staffId: number, input: I, id?: number) => Promise<O>;
/** One kind's four routes of the table: list, add, replace, delete. */
interface CrudRoutes {
  list: RouteDef;
  add: RouteDef;
  replace: RouteDef;
  remove: RouteDef;
}

/** List / create / replace / delete of one kind; writes are logged with the staff member and address. */
function staffCrud<I, O>(app: App, ctx: Ctx, kind: ContentKind, routes: CrudRoutes, save: Save<I, O>, home: AnswerCache) {
  const description =
    'Links: http(s) or a path of this site. SETTING_INVALID with value.fields (URL_INVALID, NOT_YOUTUBE, ...) otherwise; LANGUAGE_UNKNOWN for a translation in a language the site does not know.';
  staffRoute(app, routes.list, 'console.read', { summary: `Home ${kind}, inactive ones included` }, async (req) =>
    ok(await staffLists[kind](ctx.sql, req.merchant.id)),
  );
  staffRoute(app, routes.add, 'content.edit', { summary: `Add to home ${kind} (admin)`, description }, async (req) => {
    const row = await save(ctx.sql, req.merchant.id, req.staff!.staffId, req.body as I);
    home.changed();
    req.log.info({ staff: req.staff!.username, kind, ip: clientIp(req) }, 'staff added home content');
    return ok(row);
  });
  staffRoute(app, routes.replace, 'content.edit', { summary: `Replace one of home ${kind} (admin)`, description }, async (req) => {
    const { id } = req.params as { id: number };
    const row = await save(ctx.sql, req.merchant.id, req.staff!.staffId, req.body as I, id);
    home.changed();
    req.log.info({ staff: req.staff!.username, kind, id, ip: clientIp(req) }, 'staff changed home content');
    return ok(row);
  });
  staffRoute(app, routes.remove, 'content.edit', { summary: `Delete one of home ${kind} (admin)` }, async (req) => {
    const { id } = req.params as { id: number };
    await deleteContent(ctx.sql, kind, req.merchant.id, id);
    home.changed();
    req.log.info({ staff: req.staff!.username, kind, id, ip: clientIp(req) }, 'staff deleted home content');
    return ok(null);
  });
}
