import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bonusLockRules, ROUTES } from '@wl/shared';
import { memberRoute } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { AppError, ok } from '../../http/errors.js';
import { clientIp } from '../../http/request-info.js';
import { checkProbeBudget, spendProbe } from '../../http/enumeration.js';
import { transferTargets, transferToRelation } from './relation.js';
import { consolidatedFunds, transferBetweenWallets, walletMode } from './transfer.js';

const tags = ['wallet'];
const member = { auth: 'member' as const, noTrial: true };

/**
 * Wallet mode, consolidated funds and the two kinds of transfer (docs/TRANSFERS.md). Each POST
 * books through the ledger's `post` with the client's idempotency key namespaced by the caller's
 * account: a replay books once and answers the same.
 */
export const transferRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  memberRoute(
    app,
    ROUTES.merchantWallet,
    { auth: 'member' },
    { tags, summary: 'Merchant wallet mode: isSingle (one wallet) or transfer wallets with vendor sub-wallets' },
    async (req) => {
      const m = await walletMode(ctx.sql, req.merchant.id);
      return ok({ isSingle: m.isSingle, vendors: m.vendors });
    },
  );

  memberRoute(
    app,
    ROUTES.consolidatedFunds,
    member,
    { tags, summary: 'Consolidated funds: the main wallet and every vendor sub-wallet, in minor units' },
    async (req) => ok(await consolidatedFunds(ctx.sql, req.member!.account, await walletMode(ctx.sql, req.merchant.id))),
  );

  memberRoute(
    app,
    ROUTES.walletTransfer,
    member,
    {
      tags,
      summary: 'Move money between the main wallet and a vendor sub-wallet',
      description:
        '`from`/`to`: `main` or a vendor code of GCS_merchantWallet; one side is always `main`. Refused on single-wallet sites (WALLET_MODE_SINGLE), except moving a balance back out of a sub-wallet the member already has. Header `idempotency-key`: one per user action; a replay answers the first result.',
    },
    async (req) => {
      const account = req.member!.account;
      const mode = await walletMode(ctx.sql, req.merchant.id);
      const key = req.headers['idempotency-key'];
      return ok(await ctx.sql.begin((tx) => transferBetweenWallets(tx, account, mode, req.body, key)));
    },
  );

  memberRoute(
    app,
    ROUTES.transferTargets,
    member,
    { tags, summary: 'Who the caller may transfer to: the upline (when the site allows) and, for agents, their downline' },
    async (req) => {
      const { q = '', page = 1, pageSize = 20 } = req.query;
      return ok(await transferTargets(ctx.sql, req.member!.account, await walletMode(ctx.sql, req.merchant.id), q, page, pageSize));
    },
  );

  memberRoute(
    app,
    ROUTES.transferRelation,
    member,
    {
      tags,
      summary: 'Transfer from the main wallet to the upline or (agents) to an account of the downline',
      description:
        'Anyone else, an unknown name included, is TRANSFER_RELATION_NOT_ALLOWED; these refusals are counted per account and per IP (docs/THROTTLES.md). Header `idempotency-key` as for GCS_walletTransfer.',
    },
    async (req) => {
      const account = req.member!.account;
      // Its own IP budget (`transfer:<ip>`): a member's typos here must never spend the IP's login budget.
      const probe = { merchantId: req.merchant.id, ip: `transfer:${clientIp(req)}`, target: `transfer:${account.id}` };
      await checkProbeBudget(ctx.sql, probe);
      const mode = await walletMode(ctx.sql, req.merchant.id);
      try {
        return ok(
          await ctx.sql.begin((tx) =>
            transferToRelation(tx, account, mode, req.body.username, req.body.amount, req.headers['idempotency-key'], bonusLockRules(req.merchant.settings)),
          ),
        );
      } catch (err) {
        if (err instanceof AppError && err.code === 'TRANSFER_RELATION_NOT_ALLOWED') {
          // Logged like every other refusal (account, IP, target): someone probing another agent's downline shows up here.
          req.log.warn({ account: account.id, ip: clientIp(req), route: req.routeOptions.url, code: err.code, target: req.body.username }, 'transfer refused');
          await spendProbe(ctx.sql, probe);
        }
        throw err;
      }
    },
  );
};
