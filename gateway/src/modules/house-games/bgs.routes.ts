import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROUTES } from '@wl/shared';
import { memberRoute, route } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { bgsGames, gameWallet, playRound, roundOfAccount, roundsOf } from './rounds.js';
import { fairnessState, rotateSeed } from './seeds.js';

const tags = ['in-house games'];
const member = { auth: 'member' as const };
// Trial (free-play) accounts play no in-house game: a round and a seed rotation are refused
// TRIAL_NOT_ALLOWED before anything is read; they may still read the games and their own state.
const player = { auth: 'member' as const, noTrial: true };

/** In-house games (docs/FAIRNESS.md): commit-reveal seeds, bets booked through the seamless wallet, round history. */
export const bgsRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  route(
    app,
    ROUTES.bgsGames,
    {
      schema: { tags, summary: 'The in-house games this site shows, with return to player (basis points) and bet limits (minor units)' },
    },
    async (req) => ok({ list: await bgsGames(ctx.sql, req.merchant.id) }),
  );

  memberRoute(
    app,
    ROUTES.bgsWallet,
    member,
    { tags, summary: 'The wallet in-house rounds are staked from (main, the BGS sub-wallet, or play money) and its balance' },
    async (req) => ok(await gameWallet(ctx.sql, req.merchant.id, req.member!.account)),
  );

  memberRoute(app, ROUTES.bgsFairness, member, { tags, summary: "The member's committed server seed hash, client seed and next nonce" }, async (req) =>
    ok(await fairnessState(ctx.sql, Number(req.member!.account.id))),
  );

  memberRoute(
    app,
    ROUTES.bgsRotate,
    player,
    {
      tags,
      summary: 'Reveal the current server seed and commit a new one',
      description:
        'Every round played with the revealed seed becomes verifiable. `clientSeed` (1-64 of A-Z a-z 0-9 _ -) replaces the client seed; without it the client seed is kept.',
    },
    async (req) => ok(await ctx.sql.begin((tx) => rotateSeed(tx, Number(req.member!.account.id), req.body.clientSeed))),
  );

  memberRoute(
    app,
    ROUTES.bgsBet,
    player,
    {
      tags,
      summary: 'Play one round of an in-house game',
      description:
        'Params: BGS_DICE `{ target, over }` (target in hundredths, win chance 1-98%), BGS_CRASH `{ cashOut }` (hundredths, 101-100000), BGS_SLOT `{}`. Refusals: TRIAL_NOT_ALLOWED (trial accounts), BET_OUT_OF_RANGE, BET_INVALID, INSUFFICIENT_BALANCE, GAME_MAINTENANCE. Header `idempotency-key`: a replay answers the first round.',
    },
    async (req) => {
      const key = req.headers['idempotency-key'];
      return ok(await ctx.sql.begin((tx) => playRound(tx, req.merchant.id, req.member!.account, req.params.game, req.body, key)));
    },
  );

  memberRoute(app, ROUTES.bgsRounds, member, { tags, summary: "The caller's rounds, newest first" }, async (req) => {
    const { game, page = 1, pageSize = 20 } = req.query;
    return ok(await roundsOf(ctx.sql, Number(req.member!.account.id), game, page, pageSize));
  });

  memberRoute(app, ROUTES.bgsRound, member, { tags, summary: "One of the caller's rounds; the server seed once revealed" }, async (req) =>
    ok(await roundOfAccount(ctx.sql, Number(req.member!.account.id), req.params.id)),
  );
};
