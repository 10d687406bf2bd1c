import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SendMessageRequest, ROUTES } from '@wl/shared';
import type { FastifyRequest } from 'fastify';
import { memberRoute, staffRoute } from '../../http/route.js';
import type { Ctx } from '../../context.js';
import { AppError, ok } from '../../http/errors.js';
import { clientIp, perMemberLimit } from '../../http/request-info.js';
import { checkProbeBudget, spendProbe, type Probe } from '../../http/enumeration.js';
import { drainBroadcasts } from './broadcast-push.js';
import { unreadCount } from './counts.js';
import { deleteMessage, listMessages, openMessage, readAll } from './inbox.js';
import { listSent, sendMessage } from './send.js';

const tags = ['messages'];

/**
 * Refusals that name something that does not exist (a message id, a username) are counted per
 * account and per IP in the enumeration budget (docs/THROTTLES.md), under keys of their own so
 * typos here never spend the login budget of the IP.
 */
async function counted<T>(ctx: Ctx, probe: Probe, code: 'MESSAGE_NOT_FOUND' | 'RECIPIENTS_UNKNOWN', work: () => Promise<T>): Promise<T> {
  await checkProbeBudget(ctx.sql, probe);
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError && err.code === code) await spendProbe(ctx.sql, probe);
    throw err;
  }
}
const memberProbe = (req: FastifyRequest): Probe => ({ merchantId: req.merchant.id, ip: `msg:${clientIp(req)}`, target: `msg:${req.member!.account.id}` });
const staffProbe = (req: FastifyRequest): Probe => ({ merchantId: req.merchant.id, ip: `msgstaff:${clientIp(req)}`, target: `msgstaff:${req.staff!.staffId}` });

/**
 * Internal messages (docs/MESSAGES.md). Members and agents read theirs with the member token;
 * trial accounts are refused TRIAL_NOT_ALLOWED (a trial has no inbox). Staff of
 * either role send and list under /wps/support/messages.
 */
export const messagesRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const member = { auth: 'member' as const, noTrial: true };
  // Per account and IP, not per IP alone: members (or staff) behind one address must not share one allowance.
  const writes = {
    ...member,
    rateLimit: perMemberLimit('msg', 60),
  };
  const account = (req: FastifyRequest) => Number(req.member!.account.id);

  memberRoute(app, ROUTES.unreadCount, member, { tags, summary: "CSP_unreadCount: the member's unread messages" }, async (req) =>
    ok({ unreadMessages: await unreadCount(ctx.sql, req.merchant.id, account(req)) }),
  );

  memberRoute(app, ROUTES.messages, member, { tags, summary: "The member's messages, newest first, with a read flag and the unread count" }, async (req) =>
    ok(await listMessages(ctx.sql, req.merchant.id, account(req), req.query.page ?? 1, req.query.pageSize ?? 20)),
  );

  memberRoute(
    app,
    ROUTES.message,
    member,
    {
      tags,
      summary: 'Open one message: it counts as read from now on',
      description:
        "MESSAGE_NOT_FOUND for an id that is not the member's (or was deleted); these refusals are counted per account and per IP (docs/THROTTLES.md).",
    },
    async (req) => ok(await counted(ctx, memberProbe(req), 'MESSAGE_NOT_FOUND', () => openMessage(ctx.sql, req.merchant.id, account(req), req.params.id))),
  );

  memberRoute(app, ROUTES.messagesReadAll, writes, { tags, summary: 'Mark every message read' }, async (req) =>
    ok(await readAll(ctx.sql, req.merchant.id, account(req))),
  );

  memberRoute(app, ROUTES.messageDelete, writes, { tags, summary: 'Delete one message for this member' }, async (req) =>
    ok(await counted(ctx, memberProbe(req), 'MESSAGE_NOT_FOUND', () => deleteMessage(ctx.sql, req.merchant.id, account(req), req.params.id))),
  );

  memberRoute(
    app,
    ROUTES.staffMessagesPost,
    {
      auth: 'staff',
      permission: 'messages.send',
      rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (req: FastifyRequest) => `msgstaff:${req.staff?.staffId ?? ''}:${clientIp(req)}` },
    },
    {
      tags: ['support'],
      summary: 'Send a message to one member, a list of members (up to 1,000) or everyone of the site',
      description:
        'Plain text: title 1-100, body 1-2000 characters. `usernames`: one for `one`, 1-1000 for `list`, none for `everyone`, which needs `confirm: true`. Unknown (or trial) usernames: RECIPIENTS_UNKNOWN with value.usernames, nothing sent; counted per staff member and IP.',
    },
    async (req) => {
      const sent = await counted(ctx, staffProbe(req), 'RECIPIENTS_UNKNOWN', () =>
        sendMessage(ctx.sql, req.merchant.id, req.staff!.staffId, req.body as SendMessageRequest),
      );
      req.log.info(
        { staff: req.staff!.username, message: sent.id, audience: req.body.audience, recipients: sent.recipients, ip: clientIp(req) },
        'staff sent a message',
      );
      // A broadcast's pushes start now, after the commit, outside the request (broadcast-push.ts).
      if (req.body.audience === 'everyone')
        void drainBroadcasts(ctx.sql).catch((err: unknown) => req.log.error({ err }, 'broadcast push failed; the sweep retries'));
      return ok(sent);
    },
  );

  staffRoute(app, ROUTES.staffMessages, 'messages.send', { summary: 'Sent messages, newest first, with recipients and read counts' }, async (req) =>
    ok(await listSent(ctx.sql, req.merchant.id, req.query.page ?? 1, req.query.pageSize ?? 20)),
  );
};
