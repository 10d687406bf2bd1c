import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROUTES } from '@wl/shared';
import { memberRoute, route } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { myBets, placeBet } from './bets.js';
import { gameView, lotteryGame, lotteryGames } from './games.js';
import { currentDraw, drawDetail, latestOpened, openedDraws } from './results.js';

const tags = ['lottery'];
const VN_VENDOR = 'TCG_LOTTO_VN';

/**
 * The lottery (docs/LOTTERY.md): games by prize mode, the VN menus, draws (current, opened,
 * detail with the revealed seed) and the member's bets. "Lottery recent" and "opened numero"
 * need the member token; game menus and draws do not.
 */
export const lotteryRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  route(
    app,
    ROUTES.lotteryGames,
    {
      schema: {
        tags,
        summary: 'Lottery games playable in a prize mode (Lott, ZY, Elott, SEA), priced in it, with schedule, limits and play types',
        description: "A classic lottery game is listed in Lott, ZY and Elott, at that mode's odds; the Vietnamese and SEA games in their own mode only.",
      },
    },
    async (req) => {
      const list = await lotteryGames(ctx.sql, req.merchant.id, { prizeMode: req.query.prizeMode });
      return ok({ list: list.map((g) => gameView(g, req.query.prizeMode)) });
    },
  );

  route(
    app,
    ROUTES.vnGameMenu,
    {
      schema: { tags, summary: 'VN lottery menu: the VN lottery games (device WEB)' },
    },
    async (req) => ok({ list: (await lotteryGames(ctx.sql, req.merchant.id)).filter((g) => g.vendorCode === VN_VENDOR).map((g) => gameView(g)) }),
  );

  memberRoute(app, ROUTES.vnGameMenuRecent, { auth: 'member' }, { tags, summary: 'VN lottery games the member bet on, latest first' }, async (req) => {
    const games = (await lotteryGames(ctx.sql, req.merchant.id)).filter((g) => g.vendorCode === VN_VENDOR);
    const recent = await ctx.sql<{ nodeId: string }[]>`
      select node_id from lottery_bets where account_id = ${req.member!.account.id} group by node_id order by max(id) desc limit 20`;
    const byNode = new Map(games.map((g) => [g.nodeId, g]));
    return ok({ list: recent.flatMap((r) => byNode.get(Number(r.nodeId)) ?? []).map((g) => gameView(g)) });
  });

  route(
    app,
    ROUTES.lotteryCurrentDraw,
    {
      schema: { tags, summary: 'The current and next draw of a game (seed hash published), with the server time' },
    },
    async (req) => ok(await currentDraw(ctx.sql, await lotteryGame(ctx.sql, req.merchant.id, req.query.gameCode))),
  );

  route(
    app,
    ROUTES.lotteryDraw,
    {
      schema: { tags, summary: "A draw's detail; the server seed and result once drawn" },
    },
    async (req) => ok(await drawDetail(ctx.sql, await lotteryGame(ctx.sql, req.merchant.id, req.params.gameCode), req.params.issue)),
  );

  memberRoute(app, ROUTES.vnOpenedGame, { auth: 'member' }, { tags, summary: "A game's drawn results, newest first, with revealed seeds" }, async (req) => {
    const game = await lotteryGame(ctx.sql, req.merchant.id, req.query.gameCode);
    return ok(await openedDraws(ctx.sql, game, req.query.page ?? 1, req.query.pageSize ?? 10));
  });

  memberRoute(
    app,
    ROUTES.lotteryOpenedNumero,
    { auth: 'member' },
    { tags, summary: 'The latest drawn numbers of every lottery game (or of one game or prize mode)' },
    async (req) => ok({ list: await latestOpened(ctx.sql, await lotteryGames(ctx.sql, req.merchant.id, req.query)) }),
  );

  memberRoute(
    app,
    ROUTES.lotteryBetsPost,
    { auth: 'member' },
    {
      tags,
      summary: 'Place a bet on an open draw',
      description:
        'Refusals: GAME_NOT_FOUND, DRAW_NOT_FOUND, DRAW_CLOSED (betting time over), BET_INVALID (play type or selection), BET_OUT_OF_RANGE (limits), INSUFFICIENT_BALANCE, SELF_EXCLUDED, TRIAL_GAME_NOT_ALLOWED. Header `idempotency-key`: one per bet; a replay answers the first bet.',
    },
    async (req) => {
      const { account } = req.member!;
      const key = req.headers['idempotency-key'];
      return ok(await ctx.sql.begin((tx) => placeBet(tx, account, req.merchant.id, req.body, key)));
    },
  );

  memberRoute(app, ROUTES.lotteryBets, { auth: 'member' }, { tags, summary: "The member's lottery bets, newest first (open, settled or all)" }, async (req) =>
    ok(await myBets(ctx.sql, req.member!.account.id, req.query)),
  );
};
