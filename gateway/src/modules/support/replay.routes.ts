import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  API,
  IdParams,
  REPLAY_EXPORT_MAX,
  REPLAY_PAGE_DEFAULT,
  REPLAY_PAGE_MAX,
  REPLAY_RANGE_MAX_DAYS,
  ReplayRange,
  type ReplayExport,
  ROUTES,
} from '@wl/shared';
import { staffRoute } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { AppError, ok } from '../../http/errors.js';
import { bearerSecurity as security } from '../../http/schema.js';
import { clientIp } from '../../http/request-info.js';
import { checkProbeBudget, spendProbe, type Probe } from '../../http/enumeration.js';
import { exportEvents, replayAccount, replayEvents, replayRange, replaySignIns, stateBefore, type ReplayAccount } from './replay.js';
import { listStaffActions, recordStaffAction } from './staff-actions.js';

const tags = ['support'];
const RANGE = `\`from\` (inclusive) and \`to\` (exclusive) are ISO 8601 date-times, by default the last 24 hours; wider than ${REPLAY_RANGE_MAX_DAYS} days, or an end before the start, is DATE_RANGE_INVALID. \`types\`: comma-separated event types.`;
const TENANCY =
  'An account of another merchant is NOT_FOUND like one that does not exist; those misses are counted per staff member and per IP (docs/THROTTLES.md) and then refused TOO_MANY_REQUESTS.';

/**
 * Support replay of one account's event stream and the staff action log (docs/REPLAY.md). Both
 * replay reads are logged as staff actions: they read a member's private stream.
 */
export const replayRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  /** The account, or NOT_FOUND counted against the staff member and the IP. */
  async function accountFor(req: FastifyRequest, id: number): Promise<ReplayAccount> {
    const probe: Probe = { merchantId: req.merchant.id, ip: `replay:${clientIp(req)}`, target: `replay-staff:${req.staff!.staffId}` };
    await checkProbeBudget(ctx.sql, probe);
    const account = await replayAccount(ctx.sql, req.merchant.id, id);
    if (!account) {
      await spendProbe(ctx.sql, probe);
      req.log.info({ refusal: 'NOT_FOUND', staff: req.staff!.username, account: id, ip: clientIp(req) }, 'replay of an unknown account');
      throw new AppError('NOT_FOUND');
    }
    return account;
  }

  const log = (req: FastifyRequest, action: 'replay:view' | 'replay:export', accountId: number, details: Record<string, unknown>) =>
    recordStaffAction(ctx.sql, { merchantId: req.merchant.id, staffId: req.staff!.staffId, action, accountId, details, ip: clientIp(req) });

  staffRoute(
    app,
    ROUTES.staffAccountEvents,
    'members.read',
    {
      summary: 'The events one member or agent was sent, oldest first, paged by sequence',
      description: `${RANGE} Pages hold at most ${REPLAY_PAGE_MAX} events (\`limit\`, default ${REPLAY_PAGE_DEFAULT}); pass \`nextAfterSeq\` as \`afterSeq\` for the next. The first page also carries \`before\`: the newest main-wallet balance and unread count before the range. ${TENANCY} Opening a range (the first page) is logged as the staff action replay:view.`,
    },
    async (req) => {
      const range = replayRange(req.query);
      const account = await accountFor(req, req.params.id);
      const afterSeq = req.query.afterSeq ?? 0;
      const page = await replayEvents(ctx.sql, account.id, range, afterSeq, req.query.limit ?? REPLAY_PAGE_DEFAULT);
      const first = afterSeq === 0;
      // One log row per range opened, not per page turned.
      if (first) await log(req, 'replay:view', account.id, { from: range.from.toISOString(), to: range.to.toISOString(), types: range.types });
      return ok({
        account,
        from: range.from.toISOString(),
        to: range.to.toISOString(),
        before: first ? await stateBefore(ctx.sql, account.id, range.from) : [],
        signIns: first ? await replaySignIns(ctx.sql, account.id, range, REPLAY_PAGE_MAX) : [],
        ...page,
      });
    },
  );

  app.get(
    API.staffAccountEventsExport,
    {
      config: { auth: 'staff', permission: 'members.read' },
      schema: {
        tags,
        summary: 'The whole range as a JSON file download',
        security,
        description: `${RANGE} At most ${REPLAY_EXPORT_MAX.toLocaleString('en')} events; \`truncated: true\` in the file says the range held more. Answers the file itself (Content-Disposition: attachment), not an envelope; refusals are envelopes as everywhere. ${TENANCY} Logged as the staff action replay:export.`,
        params: IdParams,
        querystring: Type.Object(ReplayRange),
      },
    },
    async (req, reply) => {
      const range = replayRange(req.query);
      const account = await accountFor(req, req.params.id);
      const { events, truncated } = await exportEvents(ctx.sql, account.id, range);
      await log(req, 'replay:export', account.id, {
        from: range.from.toISOString(),
        to: range.to.toISOString(),
        types: range.types,
        count: events.length,
        truncated,
      });
      const file: ReplayExport = {
        account,
        from: range.from.toISOString(),
        to: range.to.toISOString(),
        types: range.types,
        exportedAt: new Date().toISOString(),
        exportedBy: req.staff!.username,
        truncated,
        limit: REPLAY_EXPORT_MAX,
        count: events.length,
        before: await stateBefore(ctx.sql, account.id, range.from),
        signIns: await replaySignIns(ctx.sql, account.id, range, REPLAY_EXPORT_MAX),
        events,
      };
      const name = `events-${account.username.replace(/[^\w.-]/g, '_')}-${range.from.toISOString().slice(0, 10)}.json`;
      return reply
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(file));
    },
  );

  staffRoute(
    app,
    ROUTES.staffActions,
    'audit.read',
    {
      summary: 'The staff action log (admins): every staff write and every replay view or export, newest first',
      description:
        'Filter by `staffId`, `accountId` (the member the action was about), `action` (exact, such as replay:view, or a part of a route such as withdrawals) and `from`/`to`. This merchant only.',
    },
    async (req) => ok(await listStaffActions(ctx.sql, req.merchant.id, req.query)),
  );
};
