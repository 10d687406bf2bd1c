import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FeedbackQuery, FeedbackRequest, FeedbackStatusRequest, ROUTES } from '@wl/shared';
import type { FastifyRequest } from 'fastify';
import { memberRoute, route } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { AppError, ok } from '../../http/errors.js';
import { bearer, clientIp } from '../../http/request-info.js';
import { optionalMember, type AccountRecord } from '../accounts/accounts.js';
import { CAPTCHA_COOKIE } from '../identity/captcha.js';
import { submitFeedback } from './feedback.js';
import { getFeedback, listFeedback, replyToFeedback, setFeedbackStatus } from './feedback-inbox.js';

/**
 * Feedback needs no token (guests may write), yet a member's account is
 * recorded: a token that is sent must be good (a dead one is refused like anywhere else, so the
 * page learns its session ended), and no token means a guest.
 */
export const feedbackRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  route(
    app,
    ROUTES.feedback,
    {
      schema: {
        tags: ['feedback'],
        summary: "Send feedback from the popup (no token needed; a member's token records the account)",
        description:
          'Types 1 deposit, 2 withdrawal, 3 game, 4 service, 6 apply agent, 0 others. Empty required fields: FEEDBACK_FIELDS_EMPTY with value.fields in the order type, content, captcha. Description 20-200 characters of plain text (tags are removed before counting): FEEDBACK_LENGTH. Captcha from /wps/captcha (cookie). At most 5 per member and 20 per IP per hour: TOO_MANY_REQUESTS with retryAfterSeconds.',
      },
    },
    async (req) => {
      const ip = clientIp(req);
      let member: AccountRecord | null = null;
      try {
        member = await optionalMember(ctx.sql, bearer(req), req.merchant.id);
        const receipt = await submitFeedback(
          ctx,
          {
            merchantId: req.merchant.id,
            member,
            ip,
            captchaId: req.cookies[CAPTCHA_COOKIE],
            captchaChecked: ctx.config.captchaEnabled,
          },
          req.body as FeedbackRequest,
        );
        req.log.info({ feedback: receipt.id, account: member?.id ?? null, ip }, 'feedback received');
        return ok(receipt);
      } catch (err) {
        if (err instanceof AppError) req.log.warn({ code: err.code, account: member?.id ?? null, ip }, 'feedback refused');
        throw err;
      }
    },
  );

  const staff = { auth: 'staff' as const, permission: 'feedback.reply' as const };
  memberRoute(app, ROUTES.staffFeedback, staff, { tags: ['support'], summary: 'Feedback inbox, newest first, by type and status' }, async (req) =>
    ok(await listFeedback(ctx.sql, req.merchant.id, req.query as FeedbackQuery)),
  );

  memberRoute(app, ROUTES.staffFeedbackItem, staff, { tags: ['support'], summary: 'One feedback with its replies' }, async (req) =>
    ok(await getFeedback(ctx.sql, req.merchant.id, req.params.id)),
  );

  memberRoute(app, ROUTES.staffFeedbackStatus, staff, { tags: ['support'], summary: 'Mark feedback read (opened) or closed' }, async (req) =>
    ok(await setFeedbackStatus(ctx.sql, req.merchant.id, req.staff!.staffId, req.params.id, (req.body as FeedbackStatusRequest).status)),
  );

  memberRoute(
    app,
    ROUTES.staffFeedbackReply,
    {
      ...staff,
      rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (r: FastifyRequest) => `fbreply:${r.staff?.staffId ?? ''}:${clientIp(r)}` },
    },
    {
      tags: ['support'],
      summary: "Reply to a member's feedback: the reply arrives in the member's messages (messageV2)",
      description: "Plain text: title 1-100, body 1-1000 characters. A guest's or trial account's feedback has no inbox: FEEDBACK_NO_INBOX.",
    },
    async (req) => {
      try {
        const row = await replyToFeedback(ctx, req.merchant.id, req.staff!.staffId, req.params.id, req.body);
        req.log.info({ staff: req.staff!.username, feedback: row.id, account: row.accountId, ip: clientIp(req) }, 'staff replied to feedback');
        return ok(row);
      } catch (err) {
        if (err instanceof AppError)
          req.log.warn({ code: err.code, staff: req.staff!.username, feedback: req.params.id, ip: clientIp(req) }, 'feedback reply refused');
        throw err;
      }
    },
  );
};
