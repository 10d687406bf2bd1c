import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { API, isTrialType } from '@wl/shared';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { bearerSecurity as security, replies } from '../../http/schema.js';
import { walletFor } from './ledger.js';

/** The wallet's own routes. Balances are the ledger's: the holder wallet's materialised balance, kept by `post`. */
export const walletRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    API.balance,
    {
      config: { auth: 'member', duringPasswordChange: true },
      schema: {
        tags: ['wallet'],
        summary: 'Wallet balance in minor units',
        security,
        response: replies(Type.Object({ balance: Type.Integer(), currency: Type.String(), version: Type.Integer() })),
      },
    },
    async (req) => {
      const a = req.member!.account;
      const w = await walletFor(ctx.sql, Number(a.id), isTrialType(a.type) ? 'play' : 'real');
      return ok({ balance: w ? Number(w.balance) : 0, currency: w?.currency ?? a.currency, version: w ? Number(w.version) : 0 });
    },
  );
};
