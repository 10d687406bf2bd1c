import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, ResponsibleSettings, SetDepositLimitsRequest, StartSelfExclusionRequest } from '@wl/shared';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { bearerSecurity as security, replies } from '../../http/schema.js';
import { responsibleSettings, setDepositLimits, startSelfExclusion } from './responsible.js';

const tags = ['responsible gaming'];

/** The member's responsible-gaming settings (docs/RESPONSIBLE.md). Real accounts only. */
export const responsibleRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const member = { auth: 'member' as const, noTrial: true };
  const writes = { ...member, rateLimit: { max: 30, timeWindow: '1 minute' } };

  app.get(API.responsible, {
    config: member,
    schema: {
      tags, summary: 'Deposit limits in force, increases waiting and when, deposits used per rolling window, and the running self-exclusion',
      security, response: replies(ResponsibleSettings),
    },
  }, async (req) => ok(await responsibleSettings(ctx.sql, req.member!.account)));

  app.put(API.responsibleLimits, {
    config: writes,
    schema: {
      tags, security, body: SetDepositLimitsRequest, response: replies(ResponsibleSettings),
      summary: 'Set deposit limits (minor units) per 24 hours, 7 days, 30 days: lower applies at once, higher or null (remove) after 24 hours',
    },
  // `as`: the schema's `const: null` branch is a TypeBox Unsafe, which the type provider reads as unknown.
  }, async (req) => ok(await setDepositLimits(ctx.sql, req.member!.account, req.body as SetDepositLimitsRequest)));

  app.post(API.responsibleExclusion, {
    config: writes,
    schema: {
      tags, security, body: StartSelfExclusionRequest, response: replies(ResponsibleSettings),
      summary: 'Start a self-exclusion (1d, 7d, 30d, 6m, permanent; confirm: true): blocks deposits and play, never withdrawals; cannot be shortened',
    },
  }, async (req) => ok(await startSelfExclusion(ctx.sql, req.member!.account, req.body.period)));
};
