import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROUTES, type WinnerEntry } from '@wl/shared';
import { memberRoute, route } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { addFavourite, favouriteIds, favouriteList, recentGames, removeFavourite } from './favourites.js';
import { gameList, gameMenus, hotGames, vassGameTypes, vendorLanes } from './lobby.js';
import { roomList } from './rooms.js';
import { rankList } from './winners.js';
import { LobbyCache } from './lobby-cache.js';
import { BusCache } from '../../db/bus-cache.js';

const tags = ['games'];
const member = { auth: 'member' as const };
// Favouriting needs a real account: trial accounts are refused TRIAL_NOT_ALLOWED (they may read).
const realMember = { auth: 'member' as const, noTrial: true };

/**
 * The lobby calls and their token rules (docs/GAMES.md "Calls"):
 * menus, hot games, vendor lanes and the winners board answer without a token; the game list,
 * a vendor's types, recent games, favourites and PVP rooms need the member's.
 */
export const gamesRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const lobby = new LobbyCache(ctx.cacheBus);
  // The winners board changes with every big win: kept a second per node (the cadence of its
  // push, winners-relay.ts), so a page full of visitors costs one read a second, not one each.
  const winners = new BusCache<WinnerEntry[]>(ctx.cacheBus, { name: 'winners', maxEntries: 1000, maxAgeMs: 1000 });
  app.addHook('onClose', async () => {
    lobby.close();
    winners.close();
  });
  route(
    app,
    ROUTES.gameMenus,
    {
      schema: { tags, summary: 'Categories in menu order (only those with a visible vendor) and every visible vendor' },
    },
    async (req, reply) => lobby.send(reply, 'menus', req.merchant, null, async () => ok(await gameMenus(ctx.sql, req.merchant))),
  );

  memberRoute(
    app,
    ROUTES.gameList,
    member,
    {
      tags,
      summary: 'Games list: by type (ALL, HOT, NEW or a category), vendor, vendors (gameClassify), new, keyword; paged',
      description: '`keyword` matches the name, case-insensitive, `%` and `_` literally. Answers `total` and `totalPages` beside the page.',
    },
    async (req, reply) => lobby.send(reply, 'list', req.merchant, req.query, async () => ok(await gameList(ctx.sql, req.merchant, req.query))),
  );

  route(
    app,
    ROUTES.gameSearch,
    {
      schema: {
        tags,
        summary: 'Search games by name (no token: the header search, guests included); the game list filters and orders, paged',
        description: '`keyword` (at least SEARCH_MIN characters) matches the name, case-insensitive, `%` and `_` literally.',
      },
    },
    async (req, reply) => lobby.send(reply, 'search', req.merchant, req.query, async () => ok(await gameList(ctx.sql, req.merchant, req.query))),
  );

  route(
    app,
    ROUTES.hotGames,
    {
      schema: { tags, summary: 'Hot games (at most 12), optionally of one type' },
    },
    async (req, reply) =>
      lobby.send(reply, 'hot', req.merchant, req.query.gameType, async () => ok({ list: await hotGames(ctx.sql, req.merchant, req.query.gameType) })),
  );

  memberRoute(
    app,
    ROUTES.vassGameType,
    member,
    { tags, summary: 'The game types one vendor offers, with a count each (VENDOR_NOT_FOUND when hidden)' },
    async (req, reply) =>
      lobby.send(reply, 'types', req.merchant, req.query.vassalage, async () => ok(await vassGameTypes(ctx.sql, req.merchant, req.query.vassalage))),
  );

  route(
    app,
    ROUTES.gameVendorLanes,
    {
      schema: { tags, summary: 'Vendor lanes: each visible vendor with its newest, then hottest, games (at most 12)' },
    },
    async (req, reply) =>
      lobby.send(reply, 'lanes', req.merchant, req.query.gameType, async () => ok(await vendorLanes(ctx.sql, req.merchant, req.query.gameType))),
  );

  memberRoute(app, ROUTES.recentGames, member, { tags, summary: 'Games the member launched, newest first; paged' }, async (req) =>
    ok(await recentGames(ctx.sql, req.merchant, Number(req.member!.account.id), req.query)),
  );

  memberRoute(app, ROUTES.favouriteIds, member, { tags, summary: "The member's favourite node ids, newest first" }, async (req) =>
    ok({ list: await favouriteIds(ctx.sql, Number(req.member!.account.id)) }),
  );

  memberRoute(
    app,
    ROUTES.favouriteList,
    member,
    { tags, summary: "The member's favourite games (page size up to 999): content, pageNum, totalPages" },
    async (req) => ok(await favouriteList(ctx.sql, req.merchant, Number(req.member!.account.id), req.query)),
  );

  memberRoute(
    app,
    ROUTES.favouriteAdd,
    realMember,
    {
      tags,
      summary: 'Add a favourite; a duplicate succeeds and adds nothing',
      description: 'Answers the favourite ids. Trial account: TRIAL_NOT_ALLOWED; unknown or hidden game: GAME_NOT_FOUND; more than 500: FAVOURITES_FULL.',
    },
    async (req) => ok({ list: await addFavourite(ctx.sql, req.merchant.id, Number(req.member!.account.id), req.body.nodeId) }),
  );

  memberRoute(
    app,
    ROUTES.favouriteRemove,
    realMember,
    {
      tags,
      summary: 'Remove a favourite (query nodeId); removing one not held succeeds',
      description: 'Answers the favourite ids. Trial account: TRIAL_NOT_ALLOWED; unknown game: GAME_NOT_FOUND.',
    },
    async (req) => ok({ list: await removeFavourite(ctx.sql, Number(req.member!.account.id), req.query.nodeId) }),
  );

  route(
    app,
    ROUTES.rankList,
    {
      schema: {
        tags,
        summary: "Winners board: this site's newest big wins, then its newest other wins (masked names), at most 20",
        description: "gameTime is yyyy-MM-dd HH:mm:ss in the site's time (UTC+8 by default). Pushed to open pages as `winners:updated`.",
      },
    },
    async (req) => {
      const key = `${req.merchant.id}|${req.query.gameCategory ?? ''}|${req.query.limitNum ?? ''}`;
      const list = await winners.get(key, async () => ({ value: await rankList(ctx.sql, req.merchant, req.query), tags: [] }));
      return ok({ list: list ?? [] });
    },
  );

  memberRoute(app, ROUTES.roomList, member, { tags, summary: 'PVP rooms: each PVP game at three bet tiers, with its live players' }, async (req) =>
    ok(await roomList(ctx.sql, req.merchant, req.query.vassalage)),
  );
};
