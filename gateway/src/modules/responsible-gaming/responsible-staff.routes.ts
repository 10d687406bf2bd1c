import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROUTES } from '@wl/shared';
import { staffRoute } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { AppError, ok } from '../../http/errors.js';
import { findById } from '../accounts/accounts.js';
import { responsibleSettings } from './responsible.js';
import { realityInterval } from './responsible-reality.js';
import { dbNow, responsibleHistory } from './responsible-store.js';
import { activeTimeOut } from './responsible-timeout.js';

const tags = ['support', 'responsible gaming'];

/**
 * What staff see of responsible gaming (docs/RESPONSIBLE.md "Staff"): one member's settings as
 * the member sees them, the running time-out and the reality-check interval, and the history of
 * every choice and reality-check answer. Read-only: staff cannot change or lift any of it.
 */
export const responsibleStaffRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  staffRoute(
    app,
    ROUTES.staffAccountResponsible,
    'members.read',
    { tags, summary: "One member's deposit limits, self-exclusion, running time-out and reality-check interval" },
    async (req) => {
      const account = await findById(ctx.sql, req.params.id);
      // Another merchant's account is not found, like one that does not exist.
      if (!account || account.merchantId !== req.merchant.id) throw new AppError('NOT_FOUND');
      const id = Number(account.id);
      const [settings, timeOut, realityCheckSeconds] = await Promise.all([
        responsibleSettings(ctx.sql, account),
        dbNow(ctx.sql).then((now) => activeTimeOut(ctx.sql, id, now)),
        realityInterval(ctx.sql, id),
      ]);
      return ok({ username: account.username, settings, timeOut, realityCheckSeconds });
    },
  );

  staffRoute(
    app,
    ROUTES.staffResponsibleLog,
    'members.read',
    {
      tags,
      summary:
        "Responsible-gaming history, newest first: the site's members, or one (`accountId`): limits, exclusions, time-outs, reality-check intervals and answers",
    },
    async (req) => {
      const { accountId, page = 1, pageSize = 20 } = req.query;
      return ok(await responsibleHistory(ctx.sql, req.merchant.id, accountId ?? null, page, pageSize));
    },
  );
};
