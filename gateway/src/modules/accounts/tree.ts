import type { TeamPathNode } from '@wl/shared';
import type { Db, Fragment } from '../../db/index.js';

/**
 * The account tree (`accounts.parent_id` is the upline link): whether an account is below
 * another, the path down to it, and a subtree as a CTE fragment to join. In the base accounts
 * module because both the transfers along the tree (transfers/relation.ts) and the agent centre
 * (agent-team/team*.ts, agent-contracts, agent-settlement) walk it, and neither may import the
 * other. Only the database and shared types come in here.
 * Every walk stays in one merchant and stops at MAX_DEPTH, so a cycle written by hand cannot run
 * away. docs/AGENT.md "Team".
 */

/** Deeper than any real agent tree. */
export const MAX_DEPTH = 64;

/** Levels from `agentId` down to `targetId` (1 = direct downline), or null when it is not below (or not in the merchant). */
export async function depthBelow(db: Db, merchantId: number, agentId: number, targetId: number): Promise<number | null> {
  const [r] = await db<{ depth: number }[]>`
    with recursive up as (
      select id, parent_id, 0 as depth from accounts where id = ${targetId} and merchant_id = ${merchantId}
      union all
      select a.id, a.parent_id, up.depth + 1 from accounts a join up on a.id = up.parent_id
      where up.depth < ${MAX_DEPTH} and a.merchant_id = ${merchantId}
    )
    select depth from up where id = ${agentId} and depth > 0 limit 1`;
  return r ? Number(r.depth) : null;
}

/** True when `targetId` is strictly below `agentId` in the same merchant. */
export async function isInSubtree(db: Db, merchantId: number, agentId: number, targetId: number): Promise<boolean> {
  return (await depthBelow(db, merchantId, agentId, targetId)) !== null;
}

/**
 * The breadcrumb from `agentId` (first) down to `targetId` (last); `[agent]` when they are the
 * same account; null when the target is not in the agent's subtree.
 */
export async function pathBelow(db: Db, merchantId: number, agentId: number, targetId: number): Promise<TeamPathNode[] | null> {
  const rows = await db<{ id: string; username: string; depth: number }[]>`
    with recursive up as (
      select id, parent_id, username, 0 as depth from accounts where id = ${targetId} and merchant_id = ${merchantId}
      union all
      select a.id, a.parent_id, a.username, up.depth + 1 from accounts a join up on a.id = up.parent_id
      where up.depth < ${MAX_DEPTH} and up.id <> ${agentId} and a.merchant_id = ${merchantId}
    )
    select id, username, depth from up order by depth desc`;
  if (rows.length === 0 || Number(rows[0]!.id) !== agentId) return null;
  return rows.map((r) => ({ id: Number(r.id), username: r.username }));
}

/**
 * `with recursive team(id, depth) as (…)`: every account strictly below `rootId` in the merchant
 * (depth 1 = direct downline). Put it at the start of a query and join `team`.
 */
export function teamCte(db: Db, merchantId: number, rootId: number): Fragment {
  return db`
    with recursive team(id, depth) as (
      select id, 1 from accounts where parent_id = ${rootId} and merchant_id = ${merchantId}
      union all
      select a.id, t.depth + 1 from accounts a join team t on a.parent_id = t.id
      where t.depth < ${MAX_DEPTH} and a.merchant_id = ${merchantId}
    )`;
}
