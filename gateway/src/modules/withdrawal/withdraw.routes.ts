import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bonusLockRules, ROUTES } from '@wl/shared';
import { memberRoute, route, staffRoute } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { ok } from '../../http/errors.js';
import { clientIp } from '../../http/request-info.js';
import { bearerSecurity as security } from '../../http/schema.js';
import { bindPayee, listPayees } from './payees.js';
import { changePaymentPassword, setPaymentPassword } from './payment-password.js';
import { confirmReceipt, readReceiptUpload, RECEIPT_MULTIPART_LIMITS } from './receipt.js';
import { listMyWithdrawals, requestWithdrawal, withdrawOverview } from './withdraw.js';
import { cancelWithdrawal } from './withdraw-cancel.js';
import { saveWithdrawLimits, withdrawLimits } from './withdraw-limits.js';
import { approveWithdrawal, listQueue, markPaid, rejectWithdrawal, withdrawalDetail } from './withdraw-review.js';

const tags = ['cashier'];

/** Withdrawals: member side (payees, payment password, requests, receipt) and the staff queue. docs/CASHIER.md. */
export const withdrawRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const member = { auth: 'member' as const, noTrial: true };

  memberRoute(
    app,
    ROUTES.withdrawOverview,
    member,
    { tags, summary: 'Balance, limits, what was used today and whether a payment password is set' },
    async (req) => ok(await withdrawOverview(ctx.sql, req.merchant.id, req.member!.account)),
  );

  memberRoute(app, ROUTES.withdrawPayees, member, { tags, summary: "The member's payee bank accounts (numbers masked)" }, async (req) =>
    ok(await listPayees(ctx.sql, Number(req.member!.account.id))),
  );

  memberRoute(
    app,
    ROUTES.withdrawPayeesPost,
    { ...member, rateLimit: { max: 20, timeWindow: '1 minute' } },
    {
      tags,
      summary: 'Bind a payee bank account; the account name must be the payee name',
      description:
        'PAYEE_NAME_MISMATCH when the name differs from the payee name; the first account sets the payee name of a member who has none. At most 5 accounts (PAYEE_ACCOUNT_LIMIT). Where the wallet currency has a list of banks and e-wallets, the name must be one of them (PAYEE_BANK_UNKNOWN).',
    },
    async (req) => ok(await bindPayee(ctx.sql, req.merchant.id, req.member!.account, req.body)),
  );

  memberRoute(
    app,
    ROUTES.withdrawPaymentPassword,
    { ...member, rateLimit: { max: 10, timeWindow: '1 minute' } },
    {
      tags,
      summary: 'Set the payment password on first use (six digits)',
      description: 'PAYMENT_PASSWORD_ALREADY_SET once one exists (from registration or an earlier call).',
    },
    async (req) => {
      await setPaymentPassword(ctx.sql, Number(req.member!.account.id), req.body);
      return ok(null);
    },
  );

  memberRoute(
    app,
    ROUTES.withdrawPaymentPasswordChange,
    { ...member, rateLimit: { max: 10, timeWindow: '1 minute' } },
    {
      tags,
      summary: 'Change the payment password with the current one',
      description:
        "The current password is checked like a withdrawal's: PAYMENT_PASSWORD_NOT_SET, PAYMENT_PASSWORD_WRONG (counted per account and IP), PAYMENT_PASSWORD_LOCKED (10 wrong in 15 minutes). The new one: six digits (RULE_VIOLATION), typed the same twice (PASSWORD_MISMATCH), not the current one (PAYMENT_PASSWORD_UNCHANGED).",
    },
    async (req) => {
      await changePaymentPassword(ctx.sql, {
        merchantId: req.merchant.id,
        accountId: Number(req.member!.account.id),
        ip: clientIp(req),
        body: req.body,
      });
      return ok(null);
    },
  );

  memberRoute(
    app,
    ROUTES.withdrawPost,
    { ...member, rateLimit: { max: 30, timeWindow: '1 minute' } },
    {
      tags,
      summary: 'Request a withdrawal: the amount is held at once',
      description:
        'The `idempotency-key` header (a UUID per user action) makes a replay answer the first request and book nothing more; the same key with another amount or account is IDEMPOTENCY_CONFLICT. Refusals book nothing: PAYMENT_PASSWORD_NOT_SET, PAYMENT_PASSWORD_WRONG, PAYMENT_PASSWORD_LOCKED (10 wrong in 15 minutes per account or IP), WITHDRAW_BELOW_MIN, WITHDRAW_ABOVE_MAX, WITHDRAW_DAILY_COUNT, WITHDRAW_DAILY_AMOUNT, INSUFFICIENT_BALANCE, BONUS_LOCKED (value: withdrawable, locked, currency: part of the balance is a bonus whose wagering is not met), NOT_FOUND (payee account).',
    },
    async (req) => {
      const res = await requestWithdrawal(ctx.sql, {
        merchantId: req.merchant.id,
        account: req.member!.account,
        ip: clientIp(req),
        clientKey: req.headers['idempotency-key'],
        body: req.body,
        lockRules: bonusLockRules(req.merchant.settings),
      });
      return ok(res.withdrawal, res.replayed ? 'REPLAYED' : 'OK');
    },
  );

  memberRoute(app, ROUTES.withdraw, member, { tags, summary: "The member's withdrawals, newest first" }, async (req) =>
    ok(await listMyWithdrawals(ctx.sql, Number(req.member!.account.id), req.query.page ?? 1, req.query.pageSize ?? 10)),
  );

  memberRoute(
    app,
    ROUTES.withdrawCancel,
    { ...member, rateLimit: { max: 20, timeWindow: '1 minute' } },
    {
      tags,
      summary: 'Cancel a withdrawal that is still requested: the held amount returns to the balance',
      description:
        "WITHDRAW_STATE_INVALID once staff have approved, refused or paid it (or it was already cancelled); NOT_FOUND for another member's withdrawal.",
    },
    async (req) => ok(await cancelWithdrawal(ctx.sql, req.merchant.id, Number(req.member!.account.id), req.params.id)),
  );

  // Multipart is parsed for this route only: every other route keeps refusing it (415).
  await app.register(async (scoped) => {
    await scoped.register(multipart, { limits: RECEIPT_MULTIPART_LIMITS, throwFileSizeLimit: true });
    route(
      scoped,
      ROUTES.withdrawReceipt,
      {
        config: { ...member, rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: 'Confirm the receipt of a paid withdrawal (multipart/form-data)',
          security,
          consumes: ['multipart/form-data'],
          description:
            'Fields: `receipt` = received | partly | not_received, optional `note` (140 characters), files `proofs` (png or jpg, checked by content; at most 3 of at most 5 MB). not_received needs at least one proof. Refusals change nothing: UPLOAD_TOO_LARGE, UPLOAD_TYPE_NOT_ALLOWED, TOO_MANY_FILES, RECEIPT_PROOF_REQUIRED, WITHDRAW_STATE_INVALID (not paid, already answered, or past the deadline: it then counts as received).',
        },
      },
      async (req) => {
        const params = req.params as { id: number };
        const upload = await readReceiptUpload(req);
        return ok(await confirmReceipt(ctx.sql, req.merchant.id, Number(req.member!.account.id), params.id, upload));
      },
    );
  });

  // Staff: the queue of the host's merchant.
  staffRoute(app, ROUTES.staffWithdrawals, 'cashier.read', { summary: 'Withdrawal queue, newest first, by status' }, async (req) =>
    ok(await listQueue(ctx.sql, req.merchant.id, req.query.status ?? 'all', req.query.page ?? 1, req.query.pageSize ?? 20, req.query.accountId ?? null)),
  );

  staffRoute(app, ROUTES.staffWithdrawal, 'cashier.read', { summary: 'One withdrawal with its proof images' }, async (req) =>
    ok(await withdrawalDetail(ctx.sql, req.merchant.id, req.params.id)),
  );

  staffRoute(
    app,
    ROUTES.staffWithdrawalApprove,
    'withdrawals.review',
    { summary: 'Approve a requested withdrawal; optional internal note and message to the member' },
    async (req) => ok(await approveWithdrawal(ctx.sql, req.merchant.id, req.staff!.staffId, req.params.id, req.body ?? undefined)),
  );

  staffRoute(
    app,
    ROUTES.staffWithdrawalReject,
    'withdrawals.review',
    {
      summary: 'Reject with an internal note (`reason` accepted as its older name) and an optional message to the member; the held money returns once',
    },
    async (req) => ok(await rejectWithdrawal(ctx.sql, req.merchant.id, req.staff!.staffId, req.params.id, req.body)),
  );

  staffRoute(
    app,
    ROUTES.staffWithdrawalPaid,
    'withdrawals.review',
    {
      summary: 'Mark an approved withdrawal paid (the receipt window starts); optional internal note and message to the member',
    },
    async (req) => ok(await markPaid(ctx.sql, req.merchant.id, req.staff!.staffId, req.params.id, req.body ?? undefined)),
  );

  staffRoute(app, ROUTES.staffWithdrawLimits, 'cashier.read', { summary: 'Withdrawal limits and the receipt timeout of this site' }, async (req) =>
    ok(await withdrawLimits(ctx.sql, req.merchant.id)),
  );

  staffRoute(
    app,
    ROUTES.staffWithdrawLimitsPut,
    'cashier.settings',
    { summary: 'Change the withdrawal limits and the receipt timeout in minutes (admin)' },
    async (req) => ok(await saveWithdrawLimits(ctx.sql, req.merchant.id, req.body, req.staff!.staffId)),
  );
};
