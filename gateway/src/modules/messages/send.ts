import { TRIAL_TYPE, type EventPayloads, type MessageAudience, type SendMessageRequest, type SendMessageValue, type SentMessage } from '@wl/shared';
import type { Db, Sql, Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { appendEvent } from '../../realtime/event-log.js';
import { lockReaders, unreadCounts } from './counts.js';

/**
 * Sending (docs/MESSAGES.md). A direct message (one member, or a list of up to 1,000) writes
 * its state rows and pushes `message:received` and `unread:changed` to every recipient in the
 * send's own transaction. A broadcast writes the message only; its pushes go out in batches
 * afterwards (broadcast-push.ts), while every member's count already includes it.
 */

const blank = (s: string) => s.trim().length === 0;

/** Title and body are plain text; whitespace alone is not a message. The schema has checked the lengths. */
function checkText(title: string, body: string) {
  const fields: Record<string, string> = {};
  if (blank(title)) fields.title = 'must not be blank';
  else if (/[\r\n]/.test(title)) fields.title = 'must be one line';
  if (blank(body)) fields.body = 'must not be blank';
  if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', { fields });
}

/** The usernames an audience needs: exactly one, 1 to 1,000, or none (and a confirmation) for everyone. */
function checkAudience(req: SendMessageRequest): string[] {
  const names = req.usernames ?? [];
  const fail = (field: string, why: string) => {
    throw new AppError('VALIDATION_FAILED', { fields: { [field]: why } });
  };
  if (req.audience === 'one' && names.length !== 1) fail('usernames', 'one username');
  if (req.audience === 'list' && names.length === 0) fail('usernames', 'at least one username');
  if (req.audience === 'everyone') {
    if (names.length) fail('usernames', 'no usernames for everyone');
    if (req.confirm !== true) fail('confirm', 'sending to everyone must be confirmed');
  }
  // Case-insensitive like sign-in; a name given twice is one recipient.
  const seen = new Map<string, string>();
  for (const n of names.map((x) => x.trim())) {
    if (!n) fail('usernames', 'blank username');
    if (!seen.has(n.toLowerCase())) seen.set(n.toLowerCase(), n);
  }
  return [...seen.values()];
}

/** Accounts of the merchant for these names (trial accounts never receive messages); unknown ones refuse the send. */
async function resolve(db: Db, merchantId: number, names: string[]): Promise<number[]> {
  const rows = await db<{ id: string; key: string }[]>`
    select id, lower(username) as key from accounts
    where merchant_id = ${merchantId} and lower(username) = any(${names.map((n) => n.toLowerCase())}::text[]) and type <> ${TRIAL_TYPE}`;
  const found = new Set(rows.map((r) => r.key));
  const unknown = names.filter((n) => !found.has(n.toLowerCase()));
  if (unknown.length) throw new AppError('RECIPIENTS_UNKNOWN', { usernames: unknown });
  return rows.map((r) => Number(r.id));
}

/**
 * Delivers a direct message to accounts of one merchant inside `tx`: state rows, then per account
 * (in id order, rows locked) `message:received` and the new `unread:changed` count.
 */
type Delivered = EventPayloads['message:received'];

async function deliver(tx: Tx, merchantId: number, message: Delivered, accountIds: number[]) {
  const readers = await lockReaders(tx, merchantId, accountIds);
  const ids = readers.map((r) => r.id);
  await tx`insert into message_states (account_id, message_id) select unnest(${ids}::bigint[]), ${message.id} on conflict do nothing`;
  const counts = await unreadCounts(tx, merchantId, ids);
  for (const id of ids) {
    await appendEvent(tx, id, 'message:received', message);
    await appendEvent(tx, id, 'unread:changed', { unreadMessages: counts.get(id) ?? 0 });
  }
  return ids.length;
}

async function insertMessage(
  tx: Tx,
  merchantId: number,
  staffId: number | null,
  audience: MessageAudience,
  title: string,
  body: string,
  recipients: number,
  broadcast: boolean,
) {
  const [m] = await tx<{ id: string }[]>`
    insert into messages (merchant_id, title, body, sender_staff_id, audience, recipients, pushed)
    values (${merchantId}, ${title}, ${body}, ${staffId}, ${audience}, ${recipients}, ${!broadcast}) returning id`;
  return Number(m!.id);
}

/** A staff member sends a message (the route checked the staff token of this merchant). */
export async function sendMessage(sql: Sql, merchantId: number, staffId: number, req: SendMessageRequest): Promise<SendMessageValue> {
  checkText(req.title, req.body);
  const names = checkAudience(req);
  const title = req.title.trim();
  return sql.begin(async (tx) => {
    if (req.audience === 'everyone') {
      const [n] = await tx<{ n: number }[]>`select count(*)::int as n from accounts where merchant_id = ${merchantId} and type <> ${TRIAL_TYPE}`;
      const id = await insertMessage(tx, merchantId, staffId, 'everyone', title, req.body, n!.n, true);
      return { id, recipients: n!.n };
    }
    const accountIds = await resolve(tx, merchantId, names);
    const id = await insertMessage(tx, merchantId, staffId, req.audience, title, req.body, accountIds.length, false);
    const recipients = await deliver(tx, merchantId, { id, title, from: 'staff' }, accountIds);
    return { id, recipients };
  });
}

/**
 * A message from the platform itself (no sender) to some of a merchant's accounts, inside the
 * caller's transaction, so another module can tell a member something in the same transaction as
 * the change it is about.
 */
export async function sendSystemMessage(
  tx: Tx,
  merchantId: number,
  accountIds: number[],
  title: string,
  body: string,
  opts: { announced?: boolean } = {},
): Promise<number> {
  checkText(title, body);
  const id = await insertMessage(tx, merchantId, null, accountIds.length === 1 ? 'one' : 'list', title.trim(), body, accountIds.length, false);
  const n = await deliver(tx, merchantId, { id, title: title.trim(), from: 'system', ...(opts.announced ? { announced: true } : {}) }, accountIds);
  await tx`update messages set recipients = ${n} where id = ${id}`;
  return id;
}

type SentRow = Omit<SentMessage, 'id' | 'createdAt' | 'from'> & { id: string; createdAt: Date; system: boolean };

/** The merchant's sent messages, newest first, with how many each reached and how many read it. */
export async function listSent(db: Db, merchantId: number, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db<SentRow[]>`
      select m.id, m.title, m.body, m.audience, m.sender_staff_id is null as system, st.username as sender, m.recipients, m.created_at,
        (select count(*) from message_states s where s.message_id = m.id and s.read_at is not null)::int as read,
        case when m.audience = 'one' then
          (select a.username from message_states s join accounts a on a.id = s.account_id where s.message_id = m.id limit 1) end as recipient
      from messages m left join staff st on st.id = m.sender_staff_id
      where m.merchant_id = ${merchantId}
      order by m.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
    db<{ n: number }[]>`select count(*)::int as n from messages where merchant_id = ${merchantId}`,
  ]);
  const n = total?.n ?? 0;
  const list: SentMessage[] = rows.map(({ system, ...r }) => ({
    ...r,
    id: Number(r.id),
    from: system ? 'system' : 'staff',
    createdAt: r.createdAt.toISOString(),
  }));
  return { list, pageNum: page, pageSize, total: n, totalPages: Math.max(1, Math.ceil(n / pageSize)) };
}
