import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isTrialType, ROUTES } from '@wl/shared';
import { memberRoute } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { walletFor } from './ledger.js';

/** The wallet's own routes. Balances are the ledger's: the holder wallet's materialised balance, kept by `post`. */
export const walletRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  memberRoute(
    app,
    ROUTES.balance,
    { auth: 'member', duringPasswordChange: true },
    { tags: ['wallet'], summary: 'Wallet balance in minor units' },
    async (req) => {
      const a = req.member!.account;
      const w = await walletFor(ctx.sql, Number(a.id), isTrialType(a.type) ? 'play' : 'real');
      return ok({ balance: w ? Number(w.balance) : 0, currency: w?.currency ?? a.currency, version: w ? Number(w.version) : 0 });
    },
  );
};
