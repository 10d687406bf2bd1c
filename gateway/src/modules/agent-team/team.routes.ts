import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DEFAULT_TEAM_PERIOD,
  RegisterDownlineRequest,
  TEAM_ACTIVITY_PAGE_DEFAULT,
  TeamBetsQuery,
  TeamOverviewQuery,
  TeamTransactionsQuery,
  ROUTES,
  type RouteDef,
} from '@wl/shared';
import type { FastifyRequest } from 'fastify';
import { memberRoute, type RouteHandler, type RouteOpts } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { clientIp, perMemberLimit, memberRefusalLog } from '../../http/request-info.js';
import { parseRange } from '../wallet/records.js';
import { offsetFromSettings } from '../site/merchants.js';
import { listDownlines, nodePath, requireAgent, setRemark, treeChildren, type OnRefusal } from './team.js';
import { teamOverview } from './team-overview.js';
import { teamActivityHistory } from './activity.js';
import { teamBets, teamProfit, teamTransactions } from './team-records.js';
import { registerDownline } from './team-register.js';

const tags = ['agent'];
const subtree =
  "Agents only (AGENT_ONLY otherwise); every account named must be in the caller's own subtree on this site (DOWNLINE_NOT_FOUND otherwise, also for ids that do not exist).";

/**
 * The agent's team (docs/AGENT.md "Team"). Thin: each route names the caller (agents
 * only), then calls team*.ts. Refusals are logged with the account and the IP.
 */
export const agentTeamRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const member = { auth: 'member' as const, noTrial: true };
  const writes = {
    ...member,
    rateLimit: perMemberLimit('team', 30),
  };
  const refusals = (req: FastifyRequest): OnRefusal => memberRefusalLog(req, 'agent team refusal');
  const agent = (req: FastifyRequest) => requireAgent(req.member!.account, refusals(req));
  const paging = (q: { page?: number; pageSize?: number }) => ({ page: q.page ?? 1, pageSize: q.pageSize ?? 20 });
  const filter = (q: { username?: string; from?: string; to?: string; page?: number; pageSize?: number }) => ({
    username: q.username,
    range: parseRange(q.from, q.to),
    ...paging(q),
  });
  // Every route but registration answers for the caller's own subtree: one description for all.
  const subtreeRoute = <R extends RouteDef>(def: R, config: RouteOpts<R>['config'], summary: string, handler: RouteHandler<R>) =>
    memberRoute(app, def, config, { tags, summary, description: subtree }, handler);

  subtreeRoute(
    ROUTES.agentTeamDownlines,
    member,
    'downlineManagmentView: direct downlines of a node, or a username-prefix search of its subtree, with the breadcrumb',
    async (req) => ok(await listDownlines(ctx.sql, agent(req), { ...req.query, ...paging(req.query) }, refusals(req))),
  );

  subtreeRoute(ROUTES.agentTeamPath, member, 'The breadcrumb from the caller down to one account', async (req) =>
    ok({ path: await nodePath(ctx.sql, agent(req), req.params.id, refusals(req)) }),
  );

  subtreeRoute(ROUTES.agentTeamTree, member, 'The tree view: children of one node (the caller by default), loaded as it opens', async (req) =>
    ok(
      await treeChildren(ctx.sql, agent(req), { parentId: req.query.parentId, page: req.query.page ?? 1, pageSize: req.query.pageSize ?? 100 }, refusals(req)),
    ),
  );

  subtreeRoute(
    ROUTES.agentTeamRemark,
    writes,
    "The caller's remark on one downline (plain text, one line, at most 100 characters; empty removes it)",
    async (req) => ok(await setRemark(ctx.sql, agent(req), req.params.id, req.body.remark, refusals(req))),
  );

  memberRoute(
    app,
    ROUTES.agentTeamRegister,
    writes,
    {
      tags,
      summary: "registerCenter: open a direct downline account (agent or member) under the site's username and password rules",
      description: 'RULE_VIOLATION with value.fields, PASSWORD_MISMATCH, USERNAME_TAKEN. Agents only.',
    },
    async (req) => {
      const caller = agent(req);
      const row = await registerDownline(ctx, req.merchant, caller, req.body as RegisterDownlineRequest);
      req.log.info({ account: caller.id, downline: row.id, kind: row.kind, ip: clientIp(req) }, 'agent registered a downline');
      return ok(row);
    },
  );

  subtreeRoute(ROUTES.agentTeamOverview, member, 'agentTeamOverview: team KPIs of a period (merchant days) and a daily series', async (req) =>
    ok(
      await teamOverview(
        ctx.sql,
        agent(req),
        (req.query as TeamOverviewQuery).period ?? DEFAULT_TEAM_PERIOD,
        offsetFromSettings(req.merchant.settings),
        req.merchant.settings.currency,
      ),
    ),
  );

  subtreeRoute(ROUTES.agentTeamBets, member, 'Team betting: betting-record lines of the subtree, newest first', async (req) =>
    ok(await teamBets(ctx.sql, agent(req), filter(req.query), (req.query as TeamBetsQuery).gameType)),
  );

  subtreeRoute(ROUTES.agentTeamTransactions, member, "agentDownlineTransactionDetailsCopy: postings on the subtree's wallets, newest first", async (req) =>
    ok(await teamTransactions(ctx.sql, agent(req), filter(req.query), (req.query as TeamTransactionsQuery).category)),
  );

  subtreeRoute(ROUTES.agentTeamProfit, member, 'palStatementsAgentCopy: valid bet, wins and profit and loss per downline, biggest loss first', async (req) =>
    ok(await teamProfit(ctx.sql, agent(req), filter(req.query), offsetFromSettings(req.merchant.settings))),
  );

  subtreeRoute(
    ROUTES.agentTeamActivity,
    member,
    "Team activity: the deposits, big wins and registrations below the caller, as they were pushed to it, newest first (`before`: the oldest line's seq)",
    async (req) => ok(await teamActivityHistory(ctx.sql, agent(req), { before: req.query.before, pageSize: req.query.pageSize ?? TEAM_ACTIVITY_PAGE_DEFAULT })),
  );
};
