import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROUTES } from '@wl/shared';
import type { FastifyRequest } from 'fastify';
import { memberRoute, staffRoute } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { AppError, ok } from '../../http/errors.js';
import { clientIp, perMemberLimit } from '../../http/request-info.js';
import { leaderboard } from './board.js';
import { claimMission } from './claim.js';
import { memberMissions } from './progress.js';
import { listStaffMissions, saveMission } from './staff.js';

const tags = ['missions'];

/**
 * Missions (docs/MISSIONS.md): the relays MCSFE_getMissionSummaryDetails and
 * MCSFE_getMissionLeaderboard (GET, member token), the claim, and the console's edits.
 * Trial accounts are refused (TRIAL_NOT_ALLOWED): rewards are real money and play money never
 * counts. Every refusal is logged with the account (or staff member) and the IP.
 */
export const missionsRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const member = { auth: 'member' as const, noTrial: true };
  const accountId = (req: FastifyRequest) => Number(req.member!.account.id);

  app.addHook('onError', async (req, _reply, err) => {
    const code = err instanceof AppError ? err.code : (err as { statusCode?: number }).statusCode === 429 ? 'TOO_MANY_REQUESTS' : null;
    if (code)
      req.log.warn(
        { code, account: req.member?.account.id ?? null, staff: req.staff?.username ?? null, ip: clientIp(req), url: req.url.split('?')[0] },
        'mission call refused',
      );
  });

  memberRoute(
    app,
    ROUTES.missionSummary,
    member,
    { tags, summary: "MCSFE_getMissionSummaryDetails: the member's missions with this period's progress and status, and the claimable count (the red badge)" },
    async (req) => {
      const now = new Date();
      const { list, claimable } = await memberMissions(ctx.sql, req.merchant, accountId(req), now);
      return ok({ claimable, list, now: now.toISOString() });
    },
  );

  memberRoute(
    app,
    ROUTES.missionLeaderboard,
    member,
    {
      tags,
      summary: "MCSFE_getMissionLeaderboard: members ranked by progress in a mission's current period (masked names, the caller's own place)",
      description: 'MISSION_NOT_FOUND for a mission of another site or switched off.',
    },
    async (req) => ok(await leaderboard(ctx.sql, req.merchant, accountId(req), req.query.missionId, req.query.page ?? 1, req.query.pageSize ?? 10)),
  );

  memberRoute(
    app,
    ROUTES.missionClaim,
    {
      ...member,
      rateLimit: perMemberLimit('mission-claim', 30),
    },
    {
      tags,
      summary: "Claim a completed mission's reward for the current period",
      description:
        'Pays the reward once through the ledger (key mission:<id>:<account>:<period start>). MISSION_NOT_COMPLETED, MISSION_ALREADY_CLAIMED (two claims at once: one pays), MISSION_NOT_OPEN (an event not started or ended), MISSION_NOT_FOUND.',
    },
    async (req) => {
      const res = await claimMission(ctx.sql, req.merchant, accountId(req), req.member!.account.currency, req.params.id);
      req.log.info({ account: accountId(req), mission: req.params.id, paid: res.paid, ip: clientIp(req) }, 'mission claimed');
      return ok(res);
    },
  );

  staffRoute(app, ROUTES.staffMissions, 'console.read', { summary: 'Every mission of the site (switched off too) with the rewards paid' }, async (req) =>
    ok(await listStaffMissions(ctx.sql, req.merchant, req.query.page ?? 1, req.query.pageSize ?? 20)),
  );

  staffRoute(
    app,
    ROUTES.staffMissionsPost,
    'engagement.edit',
    {
      summary: 'Create a mission (admin)',
      description: 'SETTING_INVALID with value.fields: a blank title, an event without a start or an end, an end before the start.',
    },
    async (req) => ok(await saveMission(ctx.sql, req.merchant, req.staff!.staffId, req.body)),
  );

  staffRoute(
    app,
    ROUTES.staffMission,
    'engagement.edit',
    {
      summary: 'Change a mission (admin); switch it off with enabled: false',
      description: 'Kind and period stay as they are once a reward was claimed (SETTING_INVALID).',
    },
    async (req) => ok(await saveMission(ctx.sql, req.merchant, req.staff!.staffId, req.body, req.params.id)),
  );
};
