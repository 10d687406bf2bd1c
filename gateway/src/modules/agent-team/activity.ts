import { AGENT_TYPES, isTrialType, type EventPayloads, type TeamActivityPage } from '@wl/shared';
import type { Db, Tx } from '../../db/index.js';
import { appendEvent, withPayloads } from '../../realtime/event-log.js';
import { MAX_DEPTH } from '../accounts/tree.js';
import type { Caller } from './team.js';

/**
 * `team:activity` (docs/AGENT.md "Settlement"/"Live"): a downline's deposit credited, big
 * win or registration, appended to every agent above the account (each ancestor whose type is an
 * agent type, up the `parent_id` chain in one merchant, at most MAX_DEPTH levels) in the caller's
 * transaction, so the event exists exactly when the deposit, win or account does. Siblings and
 * other branches never hear of it. The username is the downline's own, unmasked: every agent
 * told is above the account, so it is the agent's own member (lines written before this carry the
 * masked name they were pushed with).
 */
export async function teamActivity(tx: Tx, accountId: number, what: Omit<EventPayloads['team:activity'], 'username'>): Promise<number> {
  const rows = await tx<{ id: number; username: string }[]>`
    with recursive up(id, parent_id, merchant_id, depth) as (
      select id, parent_id, merchant_id, 0 from accounts where id = ${accountId}
      union all
      select a.id, a.parent_id, a.merchant_id, up.depth + 1 from accounts a join up on a.id = up.parent_id
      where up.depth < ${MAX_DEPTH} and a.merchant_id = up.merchant_id
    )
    select up.id::int as id, (select username from accounts where id = ${accountId}) as username
    from up join accounts a on a.id = up.id
    where up.depth > 0 and a.type = any(${[...AGENT_TYPES]})`;
  if (rows.length === 0) return 0;
  const payload: EventPayloads['team:activity'] = { ...what, username: rows[0]!.username };
  for (const r of rows) await appendEvent(tx, r.id, 'team:activity', payload);
  return rows.length;
}

/*
 * The three ways a downline's news reaches its agents, as hooks of the modules where it happens
 * (wired in app.ts): a registration (identity), a deposit credited (deposit), a big win (games).
 */

/** identity's onRegistered: a new account under an agent (a trial account never has agents to tell). */
export async function activityOnRegistered(tx: Tx, a: { id: number; parentId: number | null; type: number }): Promise<void> {
  if (a.parentId !== null && !isTrialType(a.type)) await teamActivity(tx, a.id, { kind: 'registration' });
}

/** deposit's onCredited. */
export async function activityOnDeposit(tx: Tx, d: { accountId: number; amount: number; currency: string }): Promise<void> {
  await teamActivity(tx, d.accountId, { kind: 'deposit', amount: d.amount, currency: d.currency });
}

/** games' onBigWin. */
export async function activityOnBigWin(tx: Tx, w: { accountId: number; amount: number; currency: string }): Promise<void> {
  await teamActivity(tx, w.accountId, { kind: 'big_win', amount: w.amount, currency: w.currency });
}

/**
 * agentTeamActivity: the caller's own `team:activity` events, newest first, as they were pushed
 * (the event log keeps them: see teamActivity above). They were appended to the caller's account
 * only because the account was below it, so the answer is its own downline's news and nobody
 * else's; the account is also checked to be on the caller's merchant. Read by the partial index
 * of migration 070, `pageSize` + 1 rows to know whether an older page exists.
 */
export async function teamActivityHistory(db: Db, caller: Caller, q: { before?: number; pageSize: number }): Promise<TeamActivityPage> {
  const rows = withPayloads(
    await db<{ seq: string; createdAt: Date; payload: EventPayloads['team:activity'] }[]>`
      select e.seq, e.created_at, e.payload::text as payload
      from events e join accounts a on a.id = e.account_id and a.merchant_id = ${caller.merchantId}
      where e.account_id = ${caller.id} and e.type = 'team:activity' and (${q.before ?? null}::bigint is null or e.seq < ${q.before ?? null}::bigint)
      order by e.seq desc limit ${q.pageSize + 1}`,
  );
  const list = rows.slice(0, q.pageSize).map((r) => ({ seq: Number(r.seq), at: r.createdAt.toISOString(), ...r.payload }));
  return { list, nextBefore: rows.length > q.pageSize ? list[list.length - 1]!.seq : null };
}
