import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type RecordCategory, ROUTES } from '@wl/shared';
import { memberRoute } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { offsetFromSettings } from '../site/merchants.js';
import { memberBet, memberBets } from './bets.js';
import { memberProfit, memberRecords, parseRange } from './records.js';

const tags = ['records'];
const member = { auth: 'member' as const, noTrial: true };
const RANGE = '`from` (inclusive) and `to` (exclusive) are ISO 8601 date-times; an end before the start is DATE_RANGE_INVALID.';

const PAGES: { route: (typeof ROUTES)['recordsAccount' | 'recordsBetting' | 'recordsBonus' | 'recordsRebate']; category: RecordCategory; summary: string }[] = [
  { route: ROUTES.recordsAccount, category: 'account', summary: 'Account record (transactionHistory): every posting on the main wallet and sub-wallets' },
  { route: ROUTES.recordsBetting, category: 'betting', summary: 'Betting record (personalHistoryCopy): postings of kinds bet, win, rollback and bet.*' },
  { route: ROUTES.recordsBonus, category: 'bonus', summary: 'Bonus details: postings of kinds bonus and bonus.*' },
  { route: ROUTES.recordsRebate, category: 'rebate', summary: 'Rebates (manualRebate): postings of kinds rebate and rebate.*' },
];

/** The member's records, newest first, paged, from the ledger (docs/TRANSFERS.md). */
export const recordsRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  for (const page of PAGES) {
    memberRoute(app, page.route, member, { tags, summary: page.summary, description: RANGE }, async (req) => {
      const { from, to, page: n = 1, pageSize = 20 } = req.query;
      const a = req.member!.account;
      return ok(await memberRecords(ctx.sql, req.merchant.id, Number(a.id), page.category, parseRange(from, to), { page: n, pageSize }));
    });
  }

  memberRoute(
    app,
    ROUTES.recordsProfit,
    member,
    {
      tags,
      summary: 'Profit and loss (personalProfit): the result of play (stakes, wins, net by game type and vendor); deposits, withdrawals and bonuses apart',
      description: RANGE,
    },
    async (req) => {
      const a = req.member!.account;
      return ok(await memberProfit(ctx.sql, req.merchant.id, Number(a.id), parseRange(req.query.from, req.query.to)));
    },
  );

  memberRoute(
    app,
    ROUTES.recordsRounds,
    member,
    {
      tags,
      summary: 'Bets (personalHistoryCopy): one row per stake with game, vendor, round, win and result; by game type and vendor',
      description: `${RANGE} Times are instants; \`utcOffsetMinutes\` is the merchant's zone they are shown in.`,
    },
    async (req) => {
      const { from, to, page = 1, pageSize = 20, gameType, vendor } = req.query;
      const a = req.member!.account;
      return ok(
        await memberBets(ctx.sql, req.merchant.id, Number(a.id), offsetFromSettings(req.merchant.settings), {
          range: parseRange(from, to),
          gameType,
          vendor,
          page,
          pageSize,
        }),
      );
    },
  );

  memberRoute(app, ROUTES.recordsRound, member, { tags, summary: 'One bet: its ledger lines and, for an in-house game, the fairness proof' }, async (req) => {
    const a = req.member!.account;
    return ok(await memberBet(ctx.sql, req.merchant.id, Number(a.id), offsetFromSettings(req.merchant.settings), req.params.id));
  });
};
