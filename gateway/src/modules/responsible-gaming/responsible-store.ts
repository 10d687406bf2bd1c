import type { ResponsibleAction, ResponsibleLogRow } from '@wl/shared';
import type { Db, Tx } from '../../db/index.js';

/**
 * What every responsible-gaming write shares (docs/RESPONSIBLE.md): one lock per account, the
 * database's clock, and the history staff read (`responsible_log`, migration 034).
 */

/** The same transaction-scoped lock for every deposit check, limit change, exclusion and time-out of one account. */
export const lockMember = (tx: Tx, accountId: number) => tx`select pg_advisory_xact_lock(hashtextextended(${`responsible:${accountId}`}, 0))`;

export const dbNow = async (db: Db) => (await db<{ now: Date }[]>`select now() as now`)[0]!.now;

/** Who made a choice: the member's account and merchant, the session and IP it came from. */
export interface Actor {
  accountId: number;
  merchantId: number;
  sessionId?: number | null;
  ip?: string | null;
}

/** One line of history, in the caller's transaction so it stands or falls with the change. */
export async function logResponsible(tx: Db, who: Actor, action: ResponsibleAction, detail: Record<string, unknown>): Promise<void> {
  await tx`
    insert into responsible_log (account_id, merchant_id, session_id, action, detail, ip)
    values (${who.accountId}, ${who.merchantId}, ${who.sessionId ?? null}, ${action}, ${tx.json(detail as never)}, ${who.ip ?? null})`;
}

interface LogRow {
  id: string;
  accountId: string;
  username: string;
  action: ResponsibleAction;
  detail: Record<string, unknown>;
  ip: string | null;
  createdAt: Date;
}
const toRow = (r: LogRow): ResponsibleLogRow => ({
  id: Number(r.id),
  accountId: Number(r.accountId),
  username: r.username,
  action: r.action,
  detail: r.detail,
  ip: r.ip,
  at: r.createdAt.toISOString(),
});

export interface LogPage {
  list: ResponsibleLogRow[];
  pageNum: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/**
 * History of one merchant's members, newest first: one account's (`accountId`), or everyone's.
 * The merchant is always part of the filter, so staff never read another site's members.
 */
export async function responsibleHistory(db: Db, merchantId: number, accountId: number | null, page: number, pageSize: number): Promise<LogPage> {
  const rows = await db<(LogRow & { total: number })[]>`
    select l.id, l.account_id, a.username, l.action, l.detail, l.ip, l.created_at, count(*) over ()::int as total
    from responsible_log l join accounts a on a.id = l.account_id
    where l.merchant_id = ${merchantId} and (${accountId}::bigint is null or l.account_id = ${accountId})
    order by l.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`;
  let total = rows[0]?.total ?? 0;
  // Past the last page the window count is missing: count once more.
  if (!rows.length && page > 1) {
    const [c] = await db<{ n: number }[]>`
      select count(*)::int as n from responsible_log where merchant_id = ${merchantId} and (${accountId}::bigint is null or account_id = ${accountId})`;
    total = c?.n ?? 0;
  }
  return { list: rows.map(toRow), pageNum: page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}
