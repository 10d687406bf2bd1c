import { isAgentType, type DownlinePage, type DownlineRow, type RemarkValue, type TeamPathNode, type TeamTreePage } from '@wl/shared';
import type { Db, Fragment } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import type { AccountRecord } from '../accounts/accounts.js';
import { pathBelow, teamCte } from '../accounts/tree.js';
import { paged } from '../../http/paged.js';

/**
 * The agent's team (docs/AGENT.md "Team"): who the caller is (agents only), which node
 * of its subtree a call is about, and the downline lists. Every id a caller names is checked to be
 * in its own subtree on this merchant; anything else, including an id that does not exist, is
 * DOWNLINE_NOT_FOUND, so the answer never tells whether someone else's account exists.
 */

export interface Caller {
  merchantId: number;
  id: number;
  username: string;
}
/** Called with every refusal so the route can log who asked for what, from where. */
export type OnRefusal = (code: 'AGENT_ONLY' | 'DOWNLINE_NOT_FOUND', detail: Record<string, unknown>) => void;

export function requireAgent(account: AccountRecord, refused: OnRefusal): Caller {
  if (!isAgentType(account.type)) {
    refused('AGENT_ONLY', {});
    throw new AppError('AGENT_ONLY');
  }
  return { merchantId: account.merchantId, id: Number(account.id), username: account.username };
}

/** The breadcrumb from the caller to `nodeId` (the caller itself by default), or DOWNLINE_NOT_FOUND. */
export async function nodePath(db: Db, caller: Caller, nodeId: number | undefined, refused: OnRefusal): Promise<TeamPathNode[]> {
  if (nodeId === undefined || nodeId === caller.id) return [{ id: caller.id, username: caller.username }];
  const path = await pathBelow(db, caller.merchantId, caller.id, nodeId);
  if (!path) {
    refused('DOWNLINE_NOT_FOUND', { target: nodeId });
    throw new AppError('DOWNLINE_NOT_FOUND');
  }
  return path;
}

/** Remarks and nicknames are plain text on one line (the lists show them as they are), trimmed. */
export function plainLine(value: string): string {
  if (/[\u0000-\u001f\u007f]/.test(value)) throw new AppError('VALIDATION_FAILED');
  return value.trim();
}

const kindOf = (type: number) => (isAgentType(type) ? ('agent' as const) : ('member' as const));
/** A username prefix for `like`, with the pattern characters taken literally. */
export const likePrefix = (q: string) => `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type Row = {
  id: string;
  username: string;
  nickname: string;
  type: number;
  status: string;
  createdAt: Date;
  lastLoginAt: Date | null;
  balance: string | null;
  currency: string;
  remark: string | null;
  downlineCount: number;
  depth: number;
  parentId: string;
  parentUsername: string;
  total: number;
};
export const downlineRow = (r: Row): DownlineRow => ({
  id: Number(r.id),
  username: r.username,
  nickname: r.nickname,
  kind: kindOf(r.type),
  type: r.type,
  status: r.status,
  registeredAt: r.createdAt.toISOString(),
  lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
  balance: Number(r.balance ?? 0),
  currency: r.currency,
  remark: r.remark ?? '',
  downlineCount: r.downlineCount,
  depth: r.depth,
  parentId: Number(r.parentId),
  parentUsername: r.parentUsername,
});

/** The columns of a DownlineRow for accounts `a` (joined to their parent `p`, remark `r`). */
function downlineColumns(db: Db, depth: Fragment): Fragment {
  return db`
    a.id, a.username, a.nickname, a.type, a.status, a.created_at, a.last_login_at, w.balance, a.currency, r.remark,
    (select count(*)::int from accounts c where c.parent_id = a.id and c.type <> 4) as downline_count, ${depth} as depth,
    p.id as parent_id, p.username as parent_username, count(*) over ()::int as total`;
}
const downlineJoins = (db: Db, callerId: number) => db`
  join accounts p on p.id = a.parent_id
  left join wallets w on w.account_id = a.id and w.kind = 'real'
  left join agent_remarks r on r.agent_id = ${callerId} and r.account_id = a.id`;

/**
 * downlineManagmentView: the direct downlines of a node, or with `username` every account of the
 * node's subtree whose name starts with it (nearest levels first). Trial accounts never show.
 */
export async function listDownlines(
  db: Db,
  caller: Caller,
  q: { parentId?: number; username?: string; page: number; pageSize: number },
  refused: OnRefusal,
): Promise<DownlinePage> {
  const path = await nodePath(db, caller, q.parentId, refused);
  const node = path[path.length - 1]!.id;
  const base = path.length - 1;
  const offset = (q.page - 1) * q.pageSize;
  const rows =
    q.username === undefined
      ? await db<Row[]>`
        select ${downlineColumns(db, db`${base + 1}::int`)}
        from accounts a ${downlineJoins(db, caller.id)}
        where a.parent_id = ${node} and a.merchant_id = ${caller.merchantId} and a.type <> 4
        order by lower(a.username), a.id limit ${q.pageSize} offset ${offset}`
      : await db<Row[]>`
        ${teamCte(db, caller.merchantId, node)}
        select ${downlineColumns(db, db`(${base}::int + t.depth)`)}
        from team t join accounts a on a.id = t.id ${downlineJoins(db, caller.id)}
        where a.type <> 4 and lower(a.username) like ${likePrefix(q.username)}
        order by t.depth, lower(a.username), a.id limit ${q.pageSize} offset ${offset}`;
  return { ...paged(rows.map(downlineRow), rows[0]?.total ?? 0, q), path };
}

/** One account as a DownlineRow (after registering it). */
export async function downlineById(db: Db, caller: Caller, id: number, depth: number): Promise<DownlineRow> {
  const [row] = await db<Row[]>`
    select ${downlineColumns(db, db`${depth}::int`)} from accounts a ${downlineJoins(db, caller.id)}
    where a.id = ${id} and a.merchant_id = ${caller.merchantId}`;
  return downlineRow(row!);
}

/** The children of one node for the lazy tree view. */
export async function treeChildren(
  db: Db,
  caller: Caller,
  q: { parentId?: number; page: number; pageSize: number },
  refused: OnRefusal,
): Promise<TeamTreePage> {
  const path = await nodePath(db, caller, q.parentId, refused);
  const node = path[path.length - 1]!.id;
  const rows = await db<{ id: string; username: string; nickname: string; type: number; downlineCount: number; total: number }[]>`
    select a.id, a.username, a.nickname, a.type, count(*) over ()::int as total,
           (select count(*)::int from accounts c where c.parent_id = a.id and c.type <> 4) as downline_count
    from accounts a where a.parent_id = ${node} and a.merchant_id = ${caller.merchantId} and a.type <> 4
    order by lower(a.username), a.id limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`;
  const list = rows.map((r) => ({ id: Number(r.id), username: r.username, nickname: r.nickname, kind: kindOf(r.type), downlineCount: r.downlineCount }));
  return paged(list, rows[0]?.total ?? 0, q);
}

/**
 * The caller's remark on one account of its subtree (not on itself). Control characters are
 * refused by the input guard and the schema caps the length; '' removes the remark.
 */
export async function setRemark(db: Db, caller: Caller, accountId: number, remark: string, refused: OnRefusal): Promise<RemarkValue> {
  if (accountId === caller.id) {
    refused('DOWNLINE_NOT_FOUND', { target: accountId });
    throw new AppError('DOWNLINE_NOT_FOUND');
  }
  await nodePath(db, caller, accountId, refused);
  const text = plainLine(remark);
  if (text === '') await db`delete from agent_remarks where agent_id = ${caller.id} and account_id = ${accountId}`;
  else {
    await db`
      insert into agent_remarks (agent_id, account_id, remark) values (${caller.id}, ${accountId}, ${text})
      on conflict (agent_id, account_id) do update set remark = excluded.remark, updated_at = now()`;
  }
  return { id: accountId, remark: text };
}
