import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  API,
  IdParams,
  MissionClaimValue,
  MissionInput,
  MissionLeaderboard,
  MissionLeaderboardQuery,
  MissionSummary,
  StaffMission,
  StaffMissionPage,
  StaffMissionQuery,
} from '@wl/shared';
import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../../context.js';
import { AppError, ok } from '../../http/errors.js';
import { clientIp } from '../../http/request-info.js';
import { bearerSecurity as security, replies } from '../../http/schema.js';
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

  app.get(
    API.missionSummary,
    {
      config: member,
      schema: {
        tags,
        summary: "MCSFE_getMissionSummaryDetails: the member's missions with this period's progress and status, and the claimable count (the red badge)",
        security,
        response: replies(MissionSummary),
      },
    },
    async (req) => {
      const now = new Date();
      const { list, claimable } = await memberMissions(ctx.sql, req.merchant, accountId(req), now);
      return ok({ claimable, list, now: now.toISOString() });
    },
  );

  app.get(
    API.missionLeaderboard,
    {
      config: member,
      schema: {
        tags,
        summary: "MCSFE_getMissionLeaderboard: members ranked by progress in a mission's current period (masked names, the caller's own place)",
        security,
        querystring: MissionLeaderboardQuery,
        response: replies(MissionLeaderboard),
        description: 'MISSION_NOT_FOUND for a mission of another site or switched off.',
      },
    },
    async (req) => ok(await leaderboard(ctx.sql, req.merchant, accountId(req), req.query.missionId, req.query.page ?? 1, req.query.pageSize ?? 10)),
  );

  app.post(
    API.missionClaim,
    {
      config: {
        ...member,
        rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (req: FastifyRequest) => `mission-claim:${req.member?.account.id ?? ''}:${clientIp(req)}` },
      },
      schema: {
        tags,
        summary: "Claim a completed mission's reward for the current period",
        security,
        params: IdParams,
        response: replies(MissionClaimValue),
        description:
          'Pays the reward once through the ledger (key mission:<id>:<account>:<period start>). MISSION_NOT_COMPLETED, MISSION_ALREADY_CLAIMED (two claims at once: one pays), MISSION_NOT_OPEN (an event not started or ended), MISSION_NOT_FOUND.',
      },
    },
    async (req) => {
      const res = await claimMission(ctx.sql, req.merchant, accountId(req), req.member!.account.currency, req.params.id);
      req.log.info({ account: accountId(req), mission: req.params.id, paid: res.paid, ip: clientIp(req) }, 'mission claimed');
      return ok(res);
    },
  );

  app.get(
    API.staffMissions,
    {
      config: { auth: 'staff', permission: 'console.read' },
      schema: {
        tags: ['support'],
        summary: 'Every mission of the site (switched off too) with the rewards paid',
        security,
        querystring: StaffMissionQuery,
        response: replies(StaffMissionPage),
      },
    },
    async (req) => ok(await listStaffMissions(ctx.sql, req.merchant, req.query.page ?? 1, req.query.pageSize ?? 20)),
  );

  app.post(
    API.staffMissions,
    {
      config: { auth: 'staff', permission: 'engagement.edit' },
      schema: {
        tags: ['support'],
        summary: 'Create a mission (admin)',
        security,
        body: MissionInput,
        response: replies(StaffMission),
        description: 'SETTING_INVALID with value.fields: a blank title, an event without a start or an end, an end before the start.',
      },
    },
    async (req) => ok(await saveMission(ctx.sql, req.merchant, req.staff!.staffId, req.body)),
  );

  app.put(
    API.staffMission,
    {
      config: { auth: 'staff', permission: 'engagement.edit' },
      schema: {
        tags: ['support'],
        summary: 'Change a mission (admin); switch it off with enabled: false',
        security,
        params: IdParams,
        body: MissionInput,
        response: replies(StaffMission),
        description: 'Kind and period stay as they are once a reward was claimed (SETTING_INVALID).',
      },
    },
    async (req) => ok(await saveMission(ctx.sql, req.merchant, req.staff!.staffId, req.body, req.params.id)),
  );
};
