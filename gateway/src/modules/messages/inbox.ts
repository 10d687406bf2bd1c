import type { MemberMessage, MemberMessagePage } from '@wl/shared';
import type { Db, Sql } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { changeMessages, unreadCount, type Reader } from './counts.js';

/**
 * The member's side of internal messages (docs/MESSAGES.md): the list, opening one (marks it
 * read), reading all, deleting one. Every statement is scoped by the member's merchant; a message
 * of someone else, of another site, or deleted answers MESSAGE_NOT_FOUND, all alike.
 */

type Row = { id: string; title: string; body: string; system: boolean; read: boolean; createdAt: Date };
const view = (r: Row): MemberMessage => ({
  id: Number(r.id),
  title: r.title,
  body: r.body,
  from: r.system ? 'system' : 'staff',
  read: r.read,
  createdAt: r.createdAt.toISOString(),
});

/**
 * The ids a member sees: their direct messages (a state row) and the site's broadcasts since the
 * account was created; the outer join drops the deleted ones and gives the read flag.
 */
const visible = (db: Db, merchantId: number, accountId: number) => db`
  select m.id, m.title, m.body, m.sender_staff_id is null as system, m.created_at, s.read_at is not null as read
  from (
    select message_id as id from message_states where account_id = ${accountId}
    union
    select m.id from messages m join accounts a on a.id = ${accountId}
    where m.merchant_id = ${merchantId} and m.audience = 'everyone' and m.created_at >= a.created_at
  ) v
  join messages m on m.id = v.id and m.merchant_id = ${merchantId}
  left join message_states s on s.account_id = ${accountId} and s.message_id = m.id
  where s.deleted_at is null`;

/** Newest first, with a read flag, and the unread count beside the page. */
export async function listMessages(db: Db, merchantId: number, accountId: number, page: number, pageSize: number): Promise<MemberMessagePage> {
  const [rows, [total], unreadMessages] = await Promise.all([
    db<Row[]>`select * from (${visible(db, merchantId, accountId)}) x order by id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
    db<{ n: number }[]>`select count(*)::int as n from (${visible(db, merchantId, accountId)}) x`,
    unreadCount(db, merchantId, accountId),
  ]);
  const n = total?.n ?? 0;
  return { list: rows.map(view), pageNum: page, pageSize, total: n, totalPages: Math.max(1, Math.ceil(n / pageSize)), unreadMessages };
}

async function findVisible(db: Db, reader: Reader, id: number): Promise<Row> {
  const [row] = await db<Row[]>`select * from (${visible(db, reader.merchantId, reader.id)}) x where id = ${id}`;
  if (!row) throw new AppError('MESSAGE_NOT_FOUND');
  return row;
}

/** Opens one message: it is read from now on (the count drops and is pushed when it was unread). */
export async function openMessage(sql: Sql, merchantId: number, accountId: number, id: number): Promise<{ message: MemberMessage; unreadMessages: number }> {
  return sql.begin(async (tx) => {
    const { result, unreadMessages } = await changeMessages(tx, merchantId, accountId, async (reader) => {
      const row = await findVisible(tx, reader, id);
      await tx`
        insert into message_states (account_id, message_id, read_at) values (${accountId}, ${id}, now())
        on conflict (account_id, message_id) do update set read_at = coalesce(message_states.read_at, excluded.read_at)`;
      return view({ ...row, read: true });
    });
    return { message: result, unreadMessages };
  });
}

/** Marks every message the member sees as read; broadcasts without a row get one now. */
export async function readAll(sql: Sql, merchantId: number, accountId: number): Promise<{ unreadMessages: number }> {
  return sql.begin(async (tx) => {
    const { unreadMessages } = await changeMessages(tx, merchantId, accountId, async (reader) => {
      await tx`
        update message_states s set read_at = now() from messages m
        where s.account_id = ${accountId} and s.read_at is null and s.deleted_at is null and m.id = s.message_id and m.merchant_id = ${merchantId}`;
      await tx`
        insert into message_states (account_id, message_id, read_at)
        select ${accountId}, m.id, now() from messages m
        where m.merchant_id = ${merchantId} and m.audience = 'everyone' and m.created_at >= ${reader.createdAt}
        on conflict (account_id, message_id) do nothing`;
    });
    return { unreadMessages };
  });
}

/** Deletes one message for this member only (the sender's counts keep it). */
export async function deleteMessage(sql: Sql, merchantId: number, accountId: number, id: number): Promise<{ unreadMessages: number }> {
  return sql.begin(async (tx) => {
    const { unreadMessages } = await changeMessages(tx, merchantId, accountId, async (reader) => {
      await findVisible(tx, reader, id);
      await tx`
        insert into message_states (account_id, message_id, deleted_at) values (${accountId}, ${id}, now())
        on conflict (account_id, message_id) do update set deleted_at = coalesce(message_states.deleted_at, excluded.deleted_at)`;
    });
    return { unreadMessages };
  });
}
