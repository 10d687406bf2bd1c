import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROUTES } from '@wl/shared';
import { memberRoute } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { launchGame } from './launch.js';

export const launchRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  memberRoute(
    app,
    ROUTES.launchGame,
    { auth: 'member' },
    {
      tags: ['games'],
      summary: 'Launch a game: a vendor page for the game popup iframe, or an in-house game',
      description:
        "GAME_NOT_FOUND (unknown or hidden for this site), VENDOR_MAINTENANCE, GAME_MAINTENANCE, TRIAL_GAME_NOT_ALLOWED (trial users play only games that allow it, with play money), SELF_EXCLUDED. Records the game in recent games. The iframe url carries a player token (idle lifetime GAME_SESSION_MINUTES; a relaunch of the same vendor ends the earlier ones) and the operator id of this site's credential for the vendor (docs/SEAMLESS.md).",
    },
    async (req) =>
      ok(
        await launchGame(ctx.sql, req.member!.account, req.body.nodeId, { sessionMinutes: ctx.config.gameSessionMinutes, demoVendors: ctx.config.demoVendors }),
      ),
  );
};
