import { isAgentType, isTrialType, type BonusLockRules, type RelationTransferValue, type TransferTarget, type TransferTargetsValue } from '@wl/shared';
import type { Db, Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { isInSubtree, teamCte } from '../accounts/tree.js';
import type { AccountRecord } from '../accounts/accounts.js';
import { assertUnlocked } from '../bonus-locks/settle.js';
import { post } from '../wallet/ledger.js';
import type { WalletMode } from './transfer.js';

/**
 * Transfers along the agent tree: agents send down to their own downline only, members up to
 * their upline where the site allows it.
 * `accounts.parent_id` is the upline link, walked by accounts/tree.ts (the agent centre's walk).
 * Every transfer checks the relation again on the server; whatever is not allowed, including a
 * name that does not exist, is TRANSFER_RELATION_NOT_ALLOWED so the answer never tells whether
 * someone else's account exists. docs/TRANSFERS.md.
 */

interface Person {
  id: string;
  username: string;
  nickname: string;
  type: number;
  status: string;
  parentId: string | null;
}

/** Who the caller may send money to: the upline (when allowed) and, for agents, their downline. */
export async function transferTargets(
  db: Db,
  account: AccountRecord,
  mode: WalletMode,
  q: string,
  page: number,
  pageSize: number,
): Promise<TransferTargetsValue> {
  const callerId = Number(account.id);
  const isAgent = isAgentType(account.type);
  let upline: TransferTarget | null = null;
  if (mode.uplineTransfer && account.parentId) {
    const [p] = await db<Person[]>`
      select id, username, nickname, type, status, parent_id from accounts
      where id = ${account.parentId} and merchant_id = ${account.merchantId}`;
    if (p && p.status === 'active' && !isTrialType(p.type))
      upline = { id: Number(p.id), username: p.username, nickname: p.nickname, relation: 'upline', depth: 0 };
  }
  const empty = { list: [], pageNum: page, pageSize, total: 0, totalPages: 1 };
  if (!isAgent) return { upline, downline: empty, isAgent, uplineAllowed: mode.uplineTransfer };
  const like = `${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db<(Person & { depth: number; total: number })[]>`
    ${teamCte(db, account.merchantId, callerId)}
    select a.id, a.username, a.nickname, a.type, a.status, a.parent_id, t.depth, count(*) over ()::int as total
    from team t join accounts a on a.id = t.id
    where a.status = 'active' and a.type <> 4 and a.username ilike ${like}
    order by t.depth, lower(a.username), a.id
    limit ${pageSize} offset ${(page - 1) * pageSize}`;
  const total = rows[0]?.total ?? 0;
  return {
    upline,
    downline: {
      list: rows.map((r) => ({ id: Number(r.id), username: r.username, nickname: r.nickname, relation: 'downline' as const, depth: Number(r.depth) })),
      pageNum: page,
      pageSize,
      total,
      totalPages: Math.max(1, Math.ceil(total / pageSize)),
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
  if (isAgentType(account.type) && (await isInSubtree(tx, account.merchantId, Number(account.id), Number(target.id)))) return { target, relation: 'downline' };
  throw refuse();
}

/** One journal entry from the caller's main wallet to the target's, after the relation check. */
export async function transferToRelation(
  tx: Tx,
  account: AccountRecord,
  mode: WalletMode,
  username: string,
  amount: number,
  key: string,
  lockRules: BonusLockRules,
): Promise<RelationTransferValue> {
  const { target, relation } = await relationTo(tx, account, mode, username);
  const callerId = Number(account.id);
  const targetId = Number(target.id);
  const journalKey = `relation-transfer:${callerId}:${key}`;
  // Money sent to another account leaves the player, so a locked bonus may not go (a transfer
  // between the member's own wallets keeps it with the player and is not checked). The lock
  // order: the caller's account row, then both main wallets in id order (the order post keeps).
  await tx`select id from accounts where id = ${callerId} for no key update`;
  const mains = await tx<{ accountId: string; balance: string; currency: string }[]>`
    select account_id, balance, currency from wallets where account_id in (${callerId}, ${targetId}) and kind = 'real' order by id for no key update`;
  const main = mains.find((w) => Number(w.accountId) === callerId);
  const currency = main?.currency ?? account.currency;
  // A replay answers the first result (post rebuilds it) whatever the balance is now.
  const [done] = await tx`select 1 from journal where idempotency_key = ${journalKey}`;
  if (!done && main && Number(main.balance) >= amount) {
    await assertUnlocked(tx, { merchantId: account.merchantId, accountId: callerId, rules: lockRules, balance: Number(main.balance), currency, amount });
  }
  const res = await post(tx, {
    merchantId: account.merchantId,
    key: journalKey,
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
