import { flagsFromModules, type ModuleNode } from '@wl/shared';
import type { Db } from '../../db/index.js';

/**
 * VIP levels (docs/VIP.md). A member's level is derived at read time from two lifetime measures,
 * valid bets and paid deposits, against the merchant's level table (vip_levels): the highest
 * level whose threshold either measure reaches. The measures are running totals kept in the
 * writing transaction (valid_bet_totals, deposit_totals: triggers on postings and deposit orders),
 * so a bet or a deposit moves the level without any job, a read costs two key lookups, and a
 * staff edit of the table applies at once.
 */

export interface LevelRow {
  level: number;
  name: string;
  tier: string;
  validBets: string;
  deposits: string;
  weeklyBps: number;
}

export interface VipFigures {
  validBets: number;
  deposits: number;
}

/** Tiers from Platinum up have a personal host. */
export const HOST_TIERS = new Set(['platinum', 'diamond']);

/** The merchant's level table, VIP 0 first. */
export async function levelTable(db: Db, merchantId: number): Promise<LevelRow[]> {
  return db<LevelRow[]>`
    select level, name, tier, valid_bets, deposits, weekly_bps from vip_levels
    where merchant_id = ${merchantId} order by level`;
}

/**
 * Lifetime valid bets (stakes of `bet` and negative `bet.*` minus `rollback` on the member's main
 * and game wallets of the real book: the agent figures' definition, settlement-figures.ts) and
 * paid deposits: now from the running totals, or added up from the books as they stood before
 * `until` (a past week's level).
 */
export async function vipFigures(db: Db, merchantId: number, accountId: number, until: Date | null = null): Promise<VipFigures> {
  const [r] = until ? await figuresBefore(db, merchantId, accountId, until) : await runningTotals(db, accountId);
  return { validBets: Math.max(0, Number(r!.validBets)), deposits: Number(r!.deposits) };
}

const runningTotals = (db: Db, accountId: number) => db<{ validBets: string; deposits: string }[]>`
  select coalesce((select valid_bets from valid_bet_totals where account_id = ${accountId}), 0) as valid_bets,
         coalesce((select paid from deposit_totals where account_id = ${accountId}), 0) as deposits`;

const figuresBefore = (db: Db, merchantId: number, accountId: number, until: Date) => db<{ validBets: string; deposits: string }[]>`
  select
    (select coalesce(sum(case when (j.kind = 'bet' or j.kind like 'bet.%') and p.amount < 0 then -p.amount
                              when j.kind = 'rollback' then -p.amount else 0 end), 0)
     from wallets w join postings p on p.wallet_id = w.id join journal j on j.id = p.journal_id
     where w.account_id = ${accountId} and w.merchant_id = ${merchantId} and w.kind in ('real', 'vendor') and w.book = 'real'
       and (j.kind in ('bet', 'rollback') or j.kind like 'bet.%') and j.created_at < ${until})::bigint as valid_bets,
    (select coalesce(sum(amount), 0) from deposit_orders
     where account_id = ${accountId} and merchant_id = ${merchantId} and status = 'paid' and settled_at < ${until})::bigint as deposits`;

/** The highest level either measure reaches (VIP 0 when the table is empty). */
export function levelFor(table: LevelRow[], f: VipFigures): LevelRow | null {
  let best: LevelRow | null = null;
  for (const l of table) {
    if (f.validBets >= Number(l.validBets) || f.deposits >= Number(l.deposits)) best = l;
  }
  return best;
}

/** A member's VIP level and tier; `hasVip` from VIP 1 up (the member info and side menu flag). */
export async function memberVip(db: Db, merchantId: number, accountId: number): Promise<{ level: number; tier: string; hasVip: boolean }> {
  const [table, figures] = await Promise.all([levelTable(db, merchantId), vipFigures(db, merchantId, accountId)]);
  const l = levelFor(table, figures);
  const level = l?.level ?? 0;
  return { level, tier: l?.tier ?? 'member', hasVip: level >= 1 };
}

/**
 * The member info's VIP fields (member-info/member-info.ts). A site with the VIP club switched off has
 * no VIP members: hasVip is false and the level 0, so no page shows a club the site does not run.
 */
export async function memberInfoVip(
  db: Db,
  merchant: { id: number; settings: { whitelabel?: ModuleNode[] } },
  accountId: number,
): Promise<{ hasVip: boolean; vipLevel: number }> {
  if (!flagsFromModules(merchant.settings.whitelabel ?? []).VIP) return { hasVip: false, vipLevel: 0 };
  const v = await memberVip(db, merchant.id, accountId);
  return { hasVip: v.hasVip, vipLevel: v.level };
}
