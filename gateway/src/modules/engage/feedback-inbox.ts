import type { FeedbackQuery, FeedbackReplyRequest, FeedbackRow } from '@wl/shared';
import type { Ctx } from '../../context.js';
import type { Db, Sql } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { sendMessage } from '../messages/send.js';
import { hasInbox } from './feedback.js';
import { plainText } from './plain-text.js';
import { noteQueue } from '../site/queue-notes.js';

/**
 * The console's feedback inbox (docs/ENGAGE.md): list by type and status, open (read), reply
 * (an internal message to the member, so it shows in messageV2 and moves the unread badge live),
 * close. Every statement is scoped by the staff member's merchant; another site's feedback
 * answers FEEDBACK_NOT_FOUND like one that does not exist.
 */

type Row = Omit<FeedbackRow, 'id' | 'accountId' | 'createdAt' | 'canReply' | 'replies'> & {
  id: string;
  accountId: string | null;
  accountType: number | null;
  createdAt: Date;
  replies: { id: number; staff: string; title: string; body: string; messageId: number | null; createdAt: string }[];
};

const select = (db: Db) => db`
  select f.id, f.type, f.status, f.content, f.sender, f.account_id, a.type as account_type, f.ip, f.created_at,
    rs.username as read_by,
    coalesce((
      select json_agg(json_build_object('id', r.id, 'staff', st.username, 'title', r.title, 'body', r.body,
                                        'messageId', r.message_id, 'createdAt', r.created_at) order by r.id)
      from feedback_replies r join staff st on st.id = r.staff_id where r.feedback_id = f.id), '[]'::json) as replies
  from feedback f
  left join accounts a on a.id = f.account_id
  left join staff rs on rs.id = f.read_by`;

const view = (r: Row): FeedbackRow => ({
  id: Number(r.id),
  type: r.type,
  status: r.status,
  content: r.content,
  sender: r.sender,
  accountId: r.accountId === null ? null : Number(r.accountId),
  canReply: hasInbox(r.accountType === null ? null : { type: r.accountType }),
  ip: r.ip,
  createdAt: r.createdAt.toISOString(),
  readBy: r.readBy,
  replies: r.replies.map((x) => ({
    ...x,
    id: Number(x.id),
    messageId: x.messageId === null ? null : Number(x.messageId),
    createdAt: new Date(x.createdAt).toISOString(),
  })),
});

export async function listFeedback(db: Db, merchantId: number, q: FeedbackQuery) {
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? 20;
  const where = db`
    where f.merchant_id = ${merchantId}
      ${q.type !== undefined ? db`and f.type = ${q.type}` : db``}
      ${q.status ? db`and f.status = ${q.status}` : db``}`;
  const [rows, [count]] = await Promise.all([
    db<Row[]>`${select(db)} ${where} order by f.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
    db<{ n: number }[]>`select count(*)::int as n from feedback f ${where}`,
  ]);
  const total = count?.n ?? 0;
  return { list: rows.map(view), pageNum: page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}

export async function getFeedback(db: Db, merchantId: number, id: number): Promise<FeedbackRow> {
  const [row] = await db<Row[]>`${select(db)} where f.merchant_id = ${merchantId} and f.id = ${id}`;
  if (!row) throw new AppError('FEEDBACK_NOT_FOUND');
  return view(row);
}

/**
 * Opened (read: only a new one changes, and remembers who opened it first) or closed (done,
 * with or without a reply). Closing is final for the inbox's filters but a reply can still follow.
 */
export async function setFeedbackStatus(sql: Sql, merchantId: number, staffId: number, id: number, status: 'read' | 'closed'): Promise<FeedbackRow> {
  const changed = await sql.begin(async (db) => {
    // Opened or closed, it no longer waits: the inbox badge moves.
    noteQueue(db, merchantId, 'feedback');
    return status === 'read'
      ? await db`
        update feedback set status = case when status = 'new' then 'read' else status end,
          read_by = coalesce(read_by, ${staffId}), read_at = coalesce(read_at, now())
        where merchant_id = ${merchantId} and id = ${id}`
      : await db`
        update feedback set status = 'closed', read_by = coalesce(read_by, ${staffId}), read_at = coalesce(read_at, now())
        where merchant_id = ${merchantId} and id = ${id}`;
  });
  if (changed.count === 0) throw new AppError('FEEDBACK_NOT_FOUND');
  return getFeedback(sql, merchantId, id);
}

/**
 * A reply goes out through the messages module's own send (its checks, its events: the member's
 * page gets `message:received` and `unread:changed`), then is recorded here. The messages module
 * offers no send inside a caller's transaction for staff, so these are two commits: a failure
 * between them leaves a delivered message without its record (docs/ENGAGE.md).
 */
export async function replyToFeedback(ctx: Ctx, merchantId: number, staffId: number, id: number, req: FeedbackReplyRequest): Promise<FeedbackRow> {
  const [f] = await ctx.sql<{ username: string | null; type: number | null }[]>`
    select a.username, a.type from feedback f left join accounts a on a.id = f.account_id
    where f.merchant_id = ${merchantId} and f.id = ${id}`;
  if (!f) throw new AppError('FEEDBACK_NOT_FOUND');
  if (!f.username || !hasInbox({ type: f.type! })) throw new AppError('FEEDBACK_NO_INBOX');
  const title = plainText(req.title).replace(/[\r\n]+/g, ' ');
  const body = plainText(req.body);
  const fields: Record<string, string> = {};
  if (!title) fields.title = 'must not be blank';
  if (!body) fields.body = 'must not be blank';
  if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', { fields });
  const sent = await sendMessage(ctx.sql, merchantId, staffId, { audience: 'one', usernames: [f.username], title, body });
  await ctx.sql.begin(async (tx) => {
    await tx`insert into feedback_replies (feedback_id, staff_id, title, body, message_id) values (${id}, ${staffId}, ${title}, ${body}, ${sent.id})`;
    noteQueue(tx, merchantId, 'feedback');
    await tx`
      update feedback set status = 'replied', read_by = coalesce(read_by, ${staffId}), read_at = coalesce(read_at, now())
      where id = ${id}`;
  });
  return getFeedback(ctx.sql, merchantId, id);
}
