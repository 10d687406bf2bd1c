import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROUTES } from '@wl/shared';
import { route } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { bearerSecurity as security } from '../../http/schema.js';
import { bgsGames, gameWallet, playRound, roundOfAccount, roundsOf } from './rounds.js';
import { fairnessState, rotateSeed } from './seeds.js';

const tags = ['in-house games'];
// Trial users play too (book 'play'), where the game allows it.
const member = { auth: 'member' as const };

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

  route(
    app,
    ROUTES.bgsWallet,
    {
      config: member,
      schema: { tags, summary: 'The wallet in-house rounds are staked from (main, the BGS sub-wallet, or play money) and its balance', security },
    },
    async (req) => ok(await gameWallet(ctx.sql, req.merchant.id, req.member!.account)),
  );

  route(
    app,
    ROUTES.bgsFairness,
    {
      config: member,
      schema: { tags, summary: "The member's committed server seed hash, client seed and next nonce", security },
    },
    async (req) => ok(await fairnessState(ctx.sql, Number(req.member!.account.id))),
  );

  route(
    app,
    ROUTES.bgsRotate,
    {
      config: member,
      schema: {
        tags,
        summary: 'Reveal the current server seed and commit a new one',
        security,
        description:
          'Every round played with the revealed seed becomes verifiable. `clientSeed` (1-64 of A-Z a-z 0-9 _ -) replaces the client seed; without it the client seed is kept.',
      },
    },
    async (req) => ok(await ctx.sql.begin((tx) => rotateSeed(tx, Number(req.member!.account.id), req.body.clientSeed))),
  );

  route(
    app,
    ROUTES.bgsBet,
    {
      config: member,
      schema: {
        tags,
        summary: 'Play one round of an in-house game',
        security,
        description:
          'Params: BGS_DICE `{ target, over }` (target in hundredths, win chance 1-98%), BGS_CRASH `{ cashOut }` (hundredths, 101-100000), BGS_SLOT `{}`. Refusals: BET_OUT_OF_RANGE, BET_INVALID, INSUFFICIENT_BALANCE, TRIAL_GAME_NOT_ALLOWED, GAME_MAINTENANCE. Header `idempotency-key`: a replay answers the first round.',
      },
    },
    async (req) => {
      const key = req.headers['idempotency-key'];
      return ok(await ctx.sql.begin((tx) => playRound(tx, req.merchant.id, req.member!.account, req.params.game, req.body, key)));
    },
  );

  route(
    app,
    ROUTES.bgsRounds,
    {
      config: member,
      schema: { tags, summary: "The caller's rounds, newest first", security },
    },
    async (req) => {
      const { game, page = 1, pageSize = 20 } = req.query;
      return ok(await roundsOf(ctx.sql, Number(req.member!.account.id), game, page, pageSize));
    },
  );

  route(
    app,
    ROUTES.bgsRound,
    {
      config: member,
      schema: { tags, summary: "One of the caller's rounds; the server seed once revealed", security },
    },
    async (req) => ok(await roundOfAccount(ctx.sql, Number(req.member!.account.id), req.params.id)),
  );
};
