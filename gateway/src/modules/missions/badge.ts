import type { Tx } from '../../db/index.js';
import { appendEvent } from '../../realtime/event-log.js';
import type { Merchant } from '../site/settings.js';
import { memberMissions, type MemberMissions } from './progress.js';

/**
 * The mission item's red badge (docs/MISSIONS.md "Badge"): the member's claimable count, pushed as
 * `missions:changed { claimable }` in the transaction that found it changed. `mission_badges`
 * keeps the last count pushed (no row: never told anything, so 0), so a look that finds nothing
 * new pushes nothing.
 */

/**
 * Locks the member's account row (`for no key update`, as promotions and messages do): a claim
 * and the sweep's look at one member take turns, so a count read before a claim is never pushed
 * after the claim's own. False when the account is not of this merchant.
 */
export async function lockMember(tx: Tx, merchantId: number, accountId: number): Promise<boolean> {
  const [a] = await tx`select id from accounts where id = ${accountId} and merchant_id = ${merchantId} for no key update`;
  return !!a;
}

/**
 * Counts the member's claimable missions and, when the count differs from the last one pushed (or
 * `force`: a claim, which the member's other tabs must hear of), stores it and appends the event.
 * The caller holds the member's row lock.
 */
export async function syncBadge(tx: Tx, merchant: Merchant, accountId: number, force = false, now = new Date()): Promise<MemberMissions & { pushed: boolean }> {
  const state = await memberMissions(tx, merchant, accountId, now);
  const [prev] = await tx<{ claimable: number; recheckAt: Date | null }[]>`
    select claimable, recheck_at from mission_badges where account_id = ${accountId}`;
  if (!prev && state.claimable === 0 && !force) return { ...state, pushed: false };
  if (!prev || prev.claimable !== state.claimable || prev.recheckAt?.getTime() !== state.recheckAt?.getTime()) {
    await tx`
      insert into mission_badges (account_id, claimable, recheck_at) values (${accountId}, ${state.claimable}, ${state.recheckAt})
      on conflict (account_id) do update set claimable = excluded.claimable, recheck_at = excluded.recheck_at, updated_at = now()`;
  }
  const pushed = force || (prev?.claimable ?? 0) !== state.claimable;
  if (pushed) await appendEvent(tx, accountId, 'missions:changed', { claimable: state.claimable });
  return { ...state, pushed };
}
