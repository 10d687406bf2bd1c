import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  API,
  BgsBetRequest,
  BgsBetValue,
  BgsFairness,
  BgsGameParams,
  BgsGamesValue,
  BgsRotateRequest,
  BgsRotateValue,
  BgsRound,
  BgsRoundsQuery,
  BgsRoundsValue,
  BgsWalletValue,
  IdempotencyHeaders,
  IdParams,
} from '@wl/shared';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { bearerSecurity as security, replies } from '../../http/schema.js';
import { bgsGames, gameWallet, playRound, roundOfAccount, roundsOf } from './rounds.js';
import { fairnessState, rotateSeed } from './seeds.js';

const tags = ['in-house games'];
// Trial users play too (book 'play'), where the game allows it.
const member = { auth: 'member' as const };

/** In-house games (docs/FAIRNESS.md): commit-reveal seeds, bets booked through the seamless wallet, round history. */
export const bgsRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    API.bgsGames,
    {
      schema: {
        tags,
        summary: 'The in-house games this site shows, with return to player (basis points) and bet limits (minor units)',
        response: replies(BgsGamesValue),
      },
    },
    async (req) => ok({ list: await bgsGames(ctx.sql, req.merchant.id) }),
  );

  app.get(
    API.bgsWallet,
    {
      config: member,
      schema: {
        tags,
        summary: 'The wallet in-house rounds are staked from (main, the BGS sub-wallet, or play money) and its balance',
        security,
        response: replies(BgsWalletValue),
      },
    },
    async (req) => ok(await gameWallet(ctx.sql, req.merchant.id, req.member!.account)),
  );

  app.get(
    API.bgsFairness,
    {
      config: member,
      schema: { tags, summary: "The member's committed server seed hash, client seed and next nonce", security, response: replies(BgsFairness) },
    },
    async (req) => ok(await fairnessState(ctx.sql, Number(req.member!.account.id))),
  );

  app.post(
    API.bgsRotate,
    {
      config: member,
      schema: {
        tags,
        summary: 'Reveal the current server seed and commit a new one',
        security,
        description:
          'Every round played with the revealed seed becomes verifiable. `clientSeed` (1-64 of A-Z a-z 0-9 _ -) replaces the client seed; without it the client seed is kept.',
        body: BgsRotateRequest,
        response: replies(BgsRotateValue),
      },
    },
    async (req) => ok(await ctx.sql.begin((tx) => rotateSeed(tx, Number(req.member!.account.id), req.body.clientSeed))),
  );

  app.post(
    API.bgsBet,
    {
      config: member,
      schema: {
        tags,
        summary: 'Play one round of an in-house game',
        security,
        description:
          'Params: BGS_DICE `{ target, over }` (target in hundredths, win chance 1-98%), BGS_CRASH `{ cashOut }` (hundredths, 101-100000), BGS_SLOT `{}`. Refusals: BET_OUT_OF_RANGE, BET_INVALID, INSUFFICIENT_BALANCE, TRIAL_GAME_NOT_ALLOWED, GAME_MAINTENANCE. Header `idempotency-key`: a replay answers the first round.',
        params: BgsGameParams,
        headers: IdempotencyHeaders,
        body: BgsBetRequest,
        response: replies(BgsBetValue),
      },
    },
    async (req) => {
      const key = req.headers['idempotency-key'];
      return ok(await ctx.sql.begin((tx) => playRound(tx, req.merchant.id, req.member!.account, req.params.game, req.body, key)));
    },
  );

  app.get(
    API.bgsRounds,
    {
      config: member,
      schema: { tags, summary: "The caller's rounds, newest first", security, querystring: BgsRoundsQuery, response: replies(BgsRoundsValue) },
    },
    async (req) => {
      const { game, page = 1, pageSize = 20 } = req.query;
      return ok(await roundsOf(ctx.sql, Number(req.member!.account.id), game, page, pageSize));
    },
  );

  app.get(
    API.bgsRound,
    {
      config: member,
      schema: { tags, summary: "One of the caller's rounds; the server seed once revealed", security, params: IdParams, response: replies(BgsRound) },
    },
    async (req) => ok(await roundOfAccount(ctx.sql, Number(req.member!.account.id), req.params.id)),
  );
};
