import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROUTES } from '@wl/shared';
import { staffRoute } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { AppError, ok } from '../../http/errors.js';
import { clientIp } from '../../http/request-info.js';
import { requestAdjustment } from './approvals.js';
import { accountJournal, parseRange } from '../wallet/records.js';
import { memberBets } from '../wallet/bets.js';
import { offsetFromSettings } from '../site/merchants.js';

/** A member's money as staff see it: the full journal, their bets, manual adjustments and rebates booked by hand. docs/TRANSFERS.md, docs/REBATES.md. */
export const journalRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  staffRoute(
    app,
    ROUTES.staffAccountJournal,
    'members.read',
    { summary: 'Every posting on every wallet of one account, newest first, with the staff member and reason of manual ones' },
    async (req) => {
      const [a] = await ctx.sql`select 1 from accounts where id = ${req.params.id} and merchant_id = ${req.merchant.id}`;
      if (!a) throw new AppError('NOT_FOUND');
      const { from, to, page = 1, pageSize = 20 } = req.query;
      return ok(await accountJournal(ctx.sql, req.merchant.id, req.params.id, parseRange(from, to), { page, pageSize }));
    },
  );

  // The member's own betting record (wallet/bets.ts), read by staff: the same rows, the same query.
  staffRoute(
    app,
    ROUTES.staffAccountBets,
    'members.read',
    { summary: "The member's bets, newest first: game, stake, win and result (the member's betting record)" },
    async (req) => {
      const [a] = await ctx.sql`select 1 from accounts where id = ${req.params.id} and merchant_id = ${req.merchant.id}`;
      if (!a) throw new AppError('NOT_FOUND');
      const { from, to, page = 1, pageSize = 20 } = req.query;
      return ok(
        await memberBets(ctx.sql, req.merchant.id, req.params.id, offsetFromSettings(req.merchant.settings), { range: parseRange(from, to), page, pageSize }),
      );
    },
  );

  staffRoute(
    app,
    ROUTES.staffAccountAdjust,
    'money.adjust',
    {
      summary:
        'Manual balance adjustment of the main wallet against the house (reason required; at or above the four-eyes amount it waits for a second staff member)',
      description:
        "A reason is required (REASON_REQUIRED); the journal keeps the staff member's id and the reason. A debit never overdraws (INSUFFICIENT_BALANCE). Header `idempotency-key`: one per staff action.",
    },
    async (req) => {
      const staff = req.staff!;
      const value = await requestAdjustment(ctx.sql, {
        merchantId: req.merchant.id,
        settings: req.merchant.settings,
        accountId: req.params.id,
        staff,
        key: req.headers['idempotency-key'],
        request: req.body,
      });
      req.log.info(
        { staff: staff.username, account: req.params.id, journal: value.journalId, direction: req.body.direction, amount: req.body.amount, ip: clientIp(req) },
        value.approvalId ? 'staff asked for an adjustment (waits for a second staff member)' : 'staff adjusted a balance',
      );
      return ok(value);
    },
  );

  staffRoute(
    app,
    ROUTES.staffAccountRebate,
    'rebates.book',
    {
      summary:
        "A rebate credited to the member's main wallet from the house (journal kind rebate.manual; at or above the four-eyes amount it waits for a second staff member)",
      description:
        "A reason is required (REASON_REQUIRED); the journal keeps the staff member's id and the reason. Trial accounts are TRIAL_NOT_ALLOWED. Header `idempotency-key`: one per staff action; a retry books once.",
    },
    async (req) => {
      const staff = req.staff!;
      const value = await requestAdjustment(ctx.sql, {
        merchantId: req.merchant.id,
        settings: req.merchant.settings,
        accountId: req.params.id,
        staff,
        key: req.headers['idempotency-key'],
        request: { direction: 'credit', amount: req.body.amount, reason: req.body.reason },
        kind: 'rebate',
      });
      req.log.info(
        { staff: staff.username, account: req.params.id, journal: value.journalId, amount: req.body.amount, ip: clientIp(req) },
        value.approvalId ? 'staff asked for a rebate (waits for a second staff member)' : 'staff booked a rebate',
      );
      return ok(value);
    },
  );
};
