import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROUTES } from '@wl/shared';
import { memberRoute } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { launchGame } from './launch.js';

const RULES =
  "GAME_NOT_FOUND (unknown or hidden for this site), VENDOR_MAINTENANCE, GAME_MAINTENANCE, TRIAL_GAME_NOT_ALLOWED (trial users play only games that allow it, with play money), SELF_EXCLUDED. Records the game in recent games. The iframe url carries a player token (idle lifetime GAME_SESSION_MINUTES; a relaunch of the same vendor ends the earlier ones) and the operator id of this site's credential for the vendor (docs/SEAMLESS.md).";

type LaunchRoute = (typeof ROUTES)['launchGame' | 'gameLaunchFB'];

export const launchRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  // One launch behind two paths: /wps/game/launchGame, and the relay GCS_gameLaunchFB of the
  // original API, which serves real accounts only (a trial account is refused TRIAL_NOT_ALLOWED
  // before the launch is tried).
  const launches: Array<[LaunchRoute, boolean, string, string]> = [
    [ROUTES.launchGame, false, 'Launch a game: a vendor page for the game popup iframe, or an in-house game', RULES],
    [
      ROUTES.gameLaunchFB,
      true,
      'GCS_gameLaunchFB: the launch of /wps/game/launchGame, for real accounts only',
      `TRIAL_NOT_ALLOWED for a trial account; then as launchGame: ${RULES}`,
    ],
  ];
  for (const [def, noTrial, summary, description] of launches) {
    memberRoute(app, def, { auth: 'member', noTrial }, { tags: ['games'], summary, description }, async (req) =>
      ok(
        await launchGame(ctx.sql, req.member!.account, req.body.nodeId, { sessionMinutes: ctx.config.gameSessionMinutes, demoVendors: ctx.config.demoVendors }),
      ),
    );
  }
};
