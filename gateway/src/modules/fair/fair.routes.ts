import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FairStoredRequest, FairVerifyRequest, ROUTES } from '@wl/shared';
import type { FastifyRequest } from 'fastify';
import { route } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { clientIp } from '../../http/request-info.js';
import { unionFailure } from './union-errors.js';
import { verifyStored } from './stored.js';
import { verifyInput } from './verify.js';

const tags = ['fairness'];
// No token: anyone may check. Per site and IP, since each check costs HMACs (a store lookup too).
const limited = (name: string) => ({
  rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: (req: FastifyRequest) => `${name}:${req.merchant?.id ?? 0}:${clientIp(req)}` },
});

/** The public verifier (docs/FAIRNESS.md "Verify"): recompute from inputs, or check a stored round, spin or draw. */
export const fairRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  route(
    app,
    ROUTES.fairVerify,
    {
      config: limited('fair-verify'),
      attachValidation: true,
      schema: {
        tags,
        summary: 'Recompute a dice, crash or slot round, a wheel spin or a lottery draw from its revealed seed',
        description:
          'Answers the outcome and SHA-256 of the server seed; with `serverSeedHash`, whether it matches. Bad input: VALIDATION_FAILED with `fields`.',
      },
    },
    async (req) => {
      if (req.validationError) throw unionFailure(req.validationError, req.body, FairVerifyRequest, 'game');
      return ok(verifyInput(req.body));
    },
  );

  route(
    app,
    ROUTES.fairVerifyStored,
    {
      config: limited('fair-stored'),
      attachValidation: true,
      schema: {
        tags,
        summary: 'Check a stored round (`round`), VIP wheel spin (`spin`) or lottery draw (`draw`) against its revealed seed',
        description:
          'Recomputes from the stored inputs and compares with the stored outcome (`match`). SEED_NOT_REVEALED until the seed pair is rotated (or the draw is drawn); ROUND_NOT_FOUND, DRAW_NOT_FOUND.',
      },
    },
    async (req) => {
      if (req.validationError) throw unionFailure(req.validationError, req.body, FairStoredRequest, 'source');
      return ok(await verifyStored(ctx.sql, req.merchant.id, req.body));
    },
  );
};
