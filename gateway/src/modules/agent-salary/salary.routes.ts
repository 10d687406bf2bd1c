import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PayoutBetsQuery, PayoutListQuery, RevenueQuery, ROUTES } from '@wl/shared';
import type { FastifyRequest } from 'fastify';
import { memberRoute } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { memberRefusalLog } from '../../http/request-info.js';
import type { OnRefusal } from '../agent-contracts/contracts.js';
import { listPayouts, payoutBets, realtimeNow, revenueReport, salaryFlags } from './salary.js';

const tags = ['agent'];

/** Refusals are logged with the account and address, so probing for others' payouts shows. */
const refusals = (req: FastifyRequest): OnRefusal => memberRefusalLog(req, 'agent salary refused');

/**
 * Salary and dividend pages (docs/AGENT.md "Settlement"): any non-trial member token; each answer
 * holds the caller's own payouts only (earned, or given on its own contracts).
 */
export const salaryRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const config = { auth: 'member' as const, noTrial: true };

  memberRoute(
    app,
    ROUTES.agentSalaryFlags,
    config,
    { tags, summary: 'Which salary pages the caller sees (has or had a contract of the type as earner)' },
    async (req) => ok(await salaryFlags(ctx.sql, req.merchant, req.member!.account)),
  );

  memberRoute(
    app,
    ROUTES.agentSalaryPayouts,
    config,
    {
      tags,
      summary: 'Payouts of one type, newest period first',
      description: 'side=earned (default): paid to the caller; side=given: paid on contracts the caller offered (agents only, AGENT_ONLY otherwise).',
    },
    async (req) => ok(await listPayouts(ctx.sql, req.merchant, req.member!.account, req.query as PayoutListQuery, refusals(req))),
  );

  memberRoute(
    app,
    ROUTES.agentSalaryPayoutBets,
    config,
    {
      tags,
      summary: 'The betting journals one payout line was computed from',
      description: 'NOT_FOUND unless the caller earned the payout or gave its contract.',
    },
    async (req) => {
      const q = req.query as PayoutBetsQuery;
      return ok(await payoutBets(ctx.sql, req.merchant, req.member!.account, req.params.id, q.page ?? 1, q.pageSize ?? 20, refusals(req)));
    },
  );

  memberRoute(
    app,
    ROUTES.agentSalaryRealtime,
    config,
    { tags, summary: "Real-time salary now: accrued in the open window, next settlement, today's total" },
    async (req) => ok(await realtimeNow(ctx.sql, req.merchant, req.member!.account)),
  );

  memberRoute(app, ROUTES.agentRevenue, config, { tags, summary: 'My income per merchant day and type (agentRevenueReport)' }, async (req) =>
    ok(await revenueReport(ctx.sql, req.merchant, req.member!.account, req.query as RevenueQuery)),
  );
};
