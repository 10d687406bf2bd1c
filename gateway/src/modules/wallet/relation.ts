import { isAgentType, isTrialType, type RelationTransferValue, type TransferTarget, type TransferTargetsValue } from '@wl/shared';
import type { Db, Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import type { AccountRecord } from '../identity/accounts.js';
import { post } from './ledger.js';
import type { WalletMode } from './transfer.js';

/**
 * Transfers along the agent tree (spec 6: agents transfer to upline and downline; issue 7: agents
 * send down to their own downline only, members up to their upline where the site allows it).
 * `accounts.parent_id` is the upline link. Every transfer checks the relation again on the server;
 * whatever is not allowed, including a name that does not exist, is TRANSFER_RELATION_NOT_ALLOWED
 * so the answer never tells whether someone else's account exists. docs/TRANSFERS.md.
 */

/** Deeper than any real agent tree; bounds the walk if a cycle were ever written by hand. */
const MAX_DEPTH = 64;

interface Person { id: string; username: string; nickname: string; type: number; status: string; parentId: string | null }

/** Levels from `agentId` down to `targetId` (1 = direct downline), or null when the target is not below it. */
async function depthBelow(db: Db, agentId: number, targetId: number): Promise<number | null> {
  const [r] = await db<{ depth: number }[]>`
    with recursive up as (
      select id, parent_id, 0 as depth from accounts where id = ${targetId}
      union all
      select a.id, a.parent_id, up.depth + 1 from accounts a join up on a.id = up.parent_id where up.depth < ${MAX_DEPTH}
    )
    select depth from up where id = ${agentId} and depth > 0 limit 1`;
  return r ? Number(r.depth) : null;
}

/** Who the caller may send money to: the upline (when allowed) and, for agents, their downline. */
export async function transferTargets(
  db: Db, account: AccountRecord, mode: WalletMode, q: string, page: number, pageSize: number,
): Promise<TransferTargetsValue> {
  const callerId = Number(account.id);
  const isAgent = isAgentType(account.type);
  let upline: TransferTarget | null = null;
  if (mode.uplineTransfer && account.parentId) {
    const [p] = await db<Person[]>`
      select id, username, nickname, type, status, parent_id from accounts
      where id = ${account.parentId} and merchant_id = ${account.merchantId}`;
    if (p && p.status === 'active' && !isTrialType(p.type)) upline = { id: Number(p.id), username: p.username, nickname: p.nickname, relation: 'upline', depth: 0 };
  }
  const empty = { list: [], pageNum: page, pageSize, total: 0, totalPages: 1 };
  if (!isAgent) return { upline, downline: empty, isAgent, uplineAllowed: mode.uplineTransfer };
  const like = `${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db<(Person & { depth: number; total: number })[]>`
    with recursive down as (
      select id, username, nickname, type, status, parent_id, 1 as depth from accounts
      where parent_id = ${callerId} and merchant_id = ${account.merchantId}
      union all
      select a.id, a.username, a.nickname, a.type, a.status, a.parent_id, d.depth + 1
      from accounts a join down d on a.parent_id = d.id where d.depth < ${MAX_DEPTH}
    )
    select id, username, nickname, type, status, parent_id, depth, count(*) over ()::int as total from down
    where status = 'active' and type <> 4 and username ilike ${like}
    order by depth, lower(username), id
    limit ${pageSize} offset ${(page - 1) * pageSize}`;
  const total = rows[0]?.total ?? 0;
  return {
    upline,
    downline: {
      list: rows.map((r) => ({ id: Number(r.id), username: r.username, nickname: r.nickname, relation: 'downline' as const, depth: Number(r.depth) })),
      pageNum: page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)),
    },
    isAgent,
    uplineAllowed: mode.uplineTransfer,
  };
}

/** The relation of the caller to `username`, or TRANSFER_RELATION_NOT_ALLOWED. */
async function relationTo(tx: Tx, account: AccountRecord, mode: WalletMode, username: string): Promise<{ target: Person; relation: 'upline' | 'downline' }> {
  const [target] = await tx<Person[]>`
    select id, username, nickname, type, status, parent_id from accounts
    where merchant_id = ${account.merchantId} and lower(username) = lower(${username})`;
  const refuse = () => new AppError('TRANSFER_RELATION_NOT_ALLOWED');
  if (!target || target.id === account.id || target.status !== 'active' || isTrialType(target.type)) throw refuse();
  if (mode.uplineTransfer && account.parentId !== null && target.id === account.parentId) return { target, relation: 'upline' };
  if (isAgentType(account.type) && (await depthBelow(tx, Number(account.id), Number(target.id))) !== null) return { target, relation: 'downline' };
  throw refuse();
}

/** One journal entry from the caller's main wallet to the target's, after the relation check. */
export async function transferToRelation(
  tx: Tx, account: AccountRecord, mode: WalletMode, username: string, amount: number, key: string,
): Promise<RelationTransferValue> {
  const { target, relation } = await relationTo(tx, account, mode, username);
  const callerId = Number(account.id);
  const targetId = Number(target.id);
  const [main] = await tx<{ currency: string }[]>`select currency from wallets where account_id = ${callerId} and kind = 'real'`;
  const currency = main?.currency ?? account.currency;
  const res = await post(tx, {
    merchantId: account.merchantId,
    key: `relation-transfer:${callerId}:${key}`,
    kind: 'member_transfer',
    currency,
    book: 'real',
    legs: [
      { wallet: { accountId: callerId, kind: 'real' }, amount: -amount },
      { wallet: { accountId: targetId, kind: 'real' }, amount },
    ],
    meta: { relation, fromId: callerId, from: account.username, toId: targetId, to: target.username },
  });
  const mine = res.balances.find((b) => b.accountId === callerId)!;
  return { journalId: res.journalId, amount, currency, to: target.username, relation, balance: mine.balance, version: mine.version };
}
