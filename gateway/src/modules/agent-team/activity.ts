import { AGENT_TYPES, isTrialType, type EventPayloads } from '@wl/shared';
import type { Tx } from '../../db/index.js';
import { appendEvent } from '../../realtime/event-log.js';
import { maskName } from '../accounts/masks.js';
import { MAX_DEPTH } from '../accounts/tree.js';

/**
 * `team:activity` (docs/AGENT.md "Settlement"/"Live"): a downline's deposit credited, big
 * win or registration, appended to every agent above the account (each ancestor whose type is an
 * agent type, up the `parent_id` chain in one merchant, at most MAX_DEPTH levels) in the caller's
 * transaction, so the event exists exactly when the deposit, win or account does. Siblings and
 * other branches never hear of it. The username is masked like the winners board.
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
  const payload: EventPayloads['team:activity'] = { ...what, username: maskName(rows[0]!.username) };
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
