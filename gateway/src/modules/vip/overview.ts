import { VIP_HOST_TIERS, VIP_LIMITS, type VipHost, type VipHostView, type VipLevel, type VipLevelList, type VipOverview, type VipTier } from '@wl/shared';
import type { Db } from '../../db/index.js';
import { offsetFromSettings } from '../site/merchants.js';
import type { Merchant } from '../site/settings.js';
import { levelFor, levelTable, vipFigures, type LevelRow } from './levels.js';
import { memberPayouts, weekNetLosses } from './payouts.js';
import { weekOf, weeklyAmount } from './week.js';

/** What members and guests read of the club (docs/VIP.md "Member pages"). */

export const levelView = (l: LevelRow): VipLevel => ({
  level: l.level,
  name: l.name,
  tier: l.tier as VipTier,
  validBets: Number(l.validBets),
  deposits: Number(l.deposits),
  weeklyBps: l.weeklyBps,
});

/** The first level whose tier has a personal host: what a member below it needs to reach. */
const hostFromOf = (levels: VipLevel[]) => levels.find((l) => VIP_HOST_TIERS.includes(l.tier)) ?? null;

export async function publicLevels(db: Db, merchant: Merchant): Promise<VipLevelList> {
  const levels = (await levelTable(db, merchant.id)).map(levelView);
  return { currency: merchant.settings.currency, levels, hostFrom: hostFromOf(levels) };
}

export async function hostOf(db: Db, merchantId: number): Promise<VipHost | null> {
  const [h] = await db<VipHost[]>`select name, channels, note from vip_hosts where merchant_id = ${merchantId}`;
  return h ?? null;
}

/** The host card: the contact for Platinum and above; for the others, the level that opens it. */
export async function hostView(db: Db, merchantId: number, tier: VipTier, levels: VipLevel[]): Promise<VipHostView> {
  const eligible = VIP_HOST_TIERS.includes(tier);
  return { eligible, host: eligible ? await hostOf(db, merchantId) : null, hostFrom: hostFromOf(levels) };
}

export async function memberHost(db: Db, merchant: Merchant, accountId: number): Promise<VipHostView> {
  const table = await levelTable(db, merchant.id);
  const current = levelFor(table, await vipFigures(db, merchant.id, accountId));
  return hostView(db, merchant.id, (current?.tier ?? 'member') as VipTier, table.map(levelView));
}

export async function memberOverview(db: Db, merchant: Merchant, accountId: number, now = new Date()): Promise<VipOverview> {
  const [table, figures] = await Promise.all([levelTable(db, merchant.id), vipFigures(db, merchant.id, accountId)]);
  const levels = table.map(levelView);
  const current = levelFor(table, figures);
  const view = current ? levelView(current) : { level: 0, name: 'VIP 0', tier: 'member' as VipTier, validBets: 0, deposits: 0, weeklyBps: 0 };
  const next = levels.find((l) => l.level > view.level) ?? null;
  const week = weekOf(now, offsetFromSettings(merchant.settings));
  const [mine] = await weekNetLosses(db, merchant.id, week.from, week.to, accountId);
  const netLoss = Math.max(0, mine?.netLoss ?? 0);
  return {
    level: view.level,
    name: view.name,
    tier: view.tier,
    hasVip: view.level >= 1,
    currency: merchant.settings.currency,
    validBets: figures.validBets,
    deposits: figures.deposits,
    weeklyBps: view.weeklyBps,
    next,
    week: { start: week.start, end: week.to.toISOString(), netLoss, estimate: weeklyAmount(netLoss, view.weeklyBps) },
    payouts: await memberPayouts(db, merchant.id, accountId, VIP_LIMITS.recentPayouts),
    host: await hostView(db, merchant.id, view.tier, levels),
  };
}
