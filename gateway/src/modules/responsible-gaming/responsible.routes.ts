import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SetDepositLimitsRequest, SetRealityCheckRequest, ROUTES } from '@wl/shared';
import type { FastifyRequest } from 'fastify';
import { memberRoute, route } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { AppError, ok } from '../../http/errors.js';
import { clientIp } from '../../http/request-info.js';
import { bearerSecurity as security } from '../../http/schema.js';
import { responsibleSettings, setDepositLimits, startSelfExclusion } from './responsible.js';
import { answerReality, realityState, setRealityInterval } from './responsible-reality.js';
import { responsibleStaffRoutes } from './responsible-staff.routes.js';
import { startTimeOut } from './responsible-timeout.js';

const tags = ['responsible gaming'];

/** The session and address a choice came from, for the history staff read. */
const who = (req: FastifyRequest) => ({ sessionId: req.member!.sessionId, ip: clientIp(req) });

/** The member's responsible-gaming settings (docs/RESPONSIBLE.md). Real accounts only. */
export const responsibleRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const member = { auth: 'member' as const, noTrial: true };
  const writes = { ...member, rateLimit: { max: 30, timeWindow: '1 minute' } };

  // Every refusal of these routes is logged with the account and address (a member probing the
  // limits, or trying to shorten an exclusion, is worth seeing in the logs).
  app.addHook('onError', async (req, _reply, err) => {
    const code = err instanceof AppError ? err.code : (err as { validation?: unknown }).validation ? 'VALIDATION_FAILED' : null;
    if (code) req.log.info({ account: req.member?.account.id ?? null, ip: clientIp(req), code }, 'responsible gaming refused');
  });

  memberRoute(
    app,
    ROUTES.responsible,
    member,
    { tags, summary: 'Deposit limits in force, increases waiting and when, deposits used per rolling window, and the running self-exclusion' },
    async (req) => ok(await responsibleSettings(ctx.sql, req.member!.account)),
  );

  route(
    app,
    ROUTES.responsibleLimits,
    {
      config: writes,
      schema: {
        tags,
        security,
        summary: 'Set deposit limits (minor units) per 24 hours, 7 days, 30 days: lower applies at once, higher or null (remove) after 24 hours',
      },
      // `as`: the schema's `const: null` branch is a TypeBox Unsafe, which the type provider reads as unknown.
    },
    async (req) => ok(await setDepositLimits(ctx.sql, req.member!.account, req.body as SetDepositLimitsRequest, who(req))),
  );

  memberRoute(
    app,
    ROUTES.responsibleExclusion,
    writes,
    { tags, summary: 'Start a self-exclusion (1d, 7d, 30d, 6m, permanent; confirm: true): blocks deposits and play, never withdrawals; cannot be shortened' },
    async (req) => ok(await startSelfExclusion(ctx.sql, req.member!.account, req.body.period, who(req))),
  );

  memberRoute(
    app,
    ROUTES.responsibleTimeOut,
    writes,
    {
      tags,
      summary:
        'Start a time-out (24h, 3d, 7d, 14d, 28d, 6w; confirm: true): every session ends now; sign-in, play and deposits answer TIME_OUT_ACTIVE until it ends; cannot be shortened',
    },
    async (req) => ok(await startTimeOut(ctx.sql, req.member!.account, req.body.period, who(req))),
  );

  memberRoute(
    app,
    ROUTES.responsibleRealityCheck,
    member,
    {
      tags,
      summary:
        "This session's reality check: the interval (null: off), when the session began, when the next check counts from, the server's time, and real-money valid bets, wins and net since login",
    },
    async (req) => ok(await realityState(ctx.sql, req.member!.account, req.member!.sessionId)),
  );

  memberRoute(
    app,
    ROUTES.responsibleRealityCheckPut,
    writes,
    { tags, summary: 'Choose the reality-check interval: 15, 30, 60, 90 or 120 minutes, or null (off)' },
    async (req) => {
      const { intervalMinutes } = req.body as SetRealityCheckRequest;
      await setRealityInterval(ctx.sql, req.member!.account, intervalMinutes, who(req));
      return ok(await realityState(ctx.sql, req.member!.account, req.member!.sessionId));
    },
  );

  memberRoute(
    app,
    ROUTES.responsibleRealityAnswer,
    writes,
    { tags, summary: 'Answer a reality check: continue (the next one is one interval from now) or stop (this session ends, as a logout)' },
    async (req) => {
      const m = req.member!;
      await answerReality(ctx.sql, m.account, req.body.answer, { accountId: Number(m.account.id), merchantId: m.account.merchantId, ...who(req) });
      return ok(null);
    },
  );

  await app.register(responsibleStaffRoutes, { ctx });
};
