import { FEEDBACK_LIMITS as L, clipText, emptyFeedbackFields, feedbackLength, feedbackTypeOf, isTrialType, type FeedbackRequest } from '@wl/shared';
import type { Ctx } from '../../context.js';
import type { Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import type { AccountRecord } from '../accounts/accounts.js';
import { checkCaptcha } from '../identity/captcha.js';
import { plainText } from './plain-text.js';
import { noteQueue } from '../site/queue-notes.js';

/**
 * The feedback popup's call (docs/ENGAGE.md). Checks in the order that costs the
 * caller least and the server least: the empty fields all at once (the popup's warning), the
 * description length on the text that will be stored, the captcha (spent by the check whatever
 * its answer), then the rate limits and the insert in one transaction.
 */

export interface FeedbackCaller {
  merchantId: number;
  /** The member behind the call's token; null for a guest. */
  member: AccountRecord | null;
  ip: string;
  captchaId: string | undefined;
  captchaChecked: boolean;
}

const WINDOW = `${L.windowMinutes} minutes`;

/**
 * Refuses when the member (on any IP) or the IP (any member or guest) already sent the most the
 * window allows. Counted from the stored rows under a lock per key, so parallel sends cannot pass
 * together, and all gateway nodes share the count.
 */
async function enforceRateLimit(tx: Tx, c: FeedbackCaller): Promise<void> {
  // Always the same order (member, then IP), so two sends never wait on each other crosswise.
  if (c.member) await tx`select pg_advisory_xact_lock(hashtext('feedback'), hashtext(${`m:${c.member.id}`}))`;
  await tx`select pg_advisory_xact_lock(hashtext('feedback'), hashtext(${`ip:${c.merchantId}:${c.ip}`}))`;
  const windows = [
    ...(c.member
      ? [
          tx<{ n: number; retry: number | null }[]>`
      select count(*)::int as n, ceil(extract(epoch from (min(created_at) + ${WINDOW}::interval - now())))::int as retry
      from feedback where account_id = ${c.member.id} and created_at > now() - ${WINDOW}::interval`.then(([r]) => ({ ...r!, max: L.perMember })),
        ]
      : []),
    tx<{ n: number; retry: number | null }[]>`
      select count(*)::int as n, ceil(extract(epoch from (min(created_at) + ${WINDOW}::interval - now())))::int as retry
      from feedback where merchant_id = ${c.merchantId} and ip = ${c.ip} and created_at > now() - ${WINDOW}::interval`.then(([r]) => ({ ...r!, max: L.perIp })),
  ];
  for (const w of await Promise.all(windows)) {
    if (w.n >= w.max) throw new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds: Math.max(1, w.retry ?? 1) });
  }
}

export async function submitFeedback(ctx: Ctx, c: FeedbackCaller, body: FeedbackRequest): Promise<{ id: number }> {
  const empty = emptyFeedbackFields(body);
  // `empty` keeps the popup's field order (type, content, captcha) for its warning; `fields` is the envelope's usual map.
  if (empty.length) throw new AppError('FEEDBACK_FIELDS_EMPTY', { empty, fields: Object.fromEntries(empty.map((f) => [f, 'rule.required'])) });
  const type = feedbackTypeOf(body.type);
  if (type === undefined) throw new AppError('VALIDATION_FAILED', { fields: { type: 'must be one of 1, 2, 3, 4, 6, 0' } });
  const content = plainText(body.content!);
  const length = feedbackLength(content);
  if (length < L.contentMin || length > L.contentMax) {
    throw new AppError('FEEDBACK_LENGTH', { min: L.contentMin, max: L.contentMax, length, fields: { content: 'FEEDBACK_LENGTH' } });
  }
  // Spent by the check whatever the answer, before the rate limit: a wrong guess needs a new image.
  if (c.captchaChecked && !(await checkCaptcha(ctx.sql, c.captchaId, body.captcha))) {
    throw new AppError('CAPTCHA_INVALID', { captcha: true, fields: { captcha: 'CAPTCHA_INVALID' } });
  }
  const sender = c.member ? c.member.username : clipText(plainText(body.sender ?? ''), L.sender);
  return ctx.sql.begin(async (tx) => {
    await enforceRateLimit(tx, c);
    const [row] = await tx<{ id: string }[]>`
      insert into feedback (merchant_id, account_id, sender, type, content, ip)
      values (${c.merchantId}, ${c.member ? Number(c.member.id) : null}, ${sender}, ${type}, ${content}, ${c.ip})
      returning id`;
    noteQueue(tx, c.merchantId, 'feedback');
    return { id: Number(row!.id) };
  });
}

/** Whether the feedback's sender can receive a reply in internal messages. */
export const hasInbox = (account: { type: number } | null) => !!account && !isTrialType(account.type);
