import { bonusLockRules, type MissionClaimValue } from '@wl/shared';
import type { Sql } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import type { Merchant } from '../site/settings.js';
import { post, walletFor } from '../wallet/ledger.js';
import { createBonusLock } from '../bonus-locks/store.js';
import { postingWatermark } from '../wallet/turnover.js';
import { lockMember, syncBadge } from './badge.js';
import { MISSION_COLUMNS, memberMissions, type MissionRow } from './progress.js';

/**
 * Claims a completed mission's reward for the current period (docs/MISSIONS.md "Claim"). One
 * transaction: the member's row is locked (two claims at once take turns), the progress is counted
 * again, the claim row is written (unique per member, mission and period) and the reward is paid
 * from the merchant's bonus wallet through the ledger (journal kind `bonus`, key
 * `mission:<mission>:<account>:<period start>`), then `missions:changed` is appended. The second of
 * two claims finds the first's row: MISSION_ALREADY_CLAIMED, nothing paid.
 */
export async function claimMission(sql: Sql, merchant: Merchant, accountId: number, currency: string, missionId: number): Promise<MissionClaimValue> {
  return sql.begin(async (tx) => {
    if (!(await lockMember(tx, merchant.id, accountId))) throw new AppError('MISSION_NOT_FOUND');
    const [m] = await tx<MissionRow[]>`select ${tx.unsafe(MISSION_COLUMNS)} from missions m where m.id = ${missionId} and m.merchant_id = ${merchant.id}`;
    if (!m || !m.enabled) throw new AppError('MISSION_NOT_FOUND');
    const now = new Date();
    const view = (await memberMissions(tx, merchant, accountId, now, [m])).list[0]!;
    if (view.status === 'claimed') throw new AppError('MISSION_ALREADY_CLAIMED', { missionId });
    if (view.status === 'upcoming' || view.status === 'expired') throw new AppError('MISSION_NOT_OPEN', { missionId });
    if (view.status !== 'claimable') throw new AppError('MISSION_NOT_COMPLETED', { missionId, progress: view.progress, target: view.target });
    const amount = Number(m.reward);
    const [claim] = await tx<{ id: string }[]>`
      insert into mission_claims (mission_id, account_id, merchant_id, period_start, progress, amount)
      values (${m.id}, ${accountId}, ${merchant.id}, ${view.periodStart}, ${view.progress}, ${amount})
      on conflict (mission_id, account_id, period_start) do nothing returning id`;
    // Only reachable by a writer that skipped the row lock: the unique key still pays once.
    if (!claim) throw new AppError('MISSION_ALREADY_CLAIMED', { missionId });
    const walletCurrency = (await walletFor(tx, accountId, 'real'))?.currency ?? currency;
    const from = await postingWatermark(tx);
    const res = await post(tx, {
      merchantId: merchant.id,
      key: `mission:${m.id}:${accountId}:${view.periodStart}`,
      kind: 'bonus',
      currency: walletCurrency,
      book: 'real',
      legs: [
        { wallet: { accountId, kind: 'real' }, amount },
        { wallet: { system: 'bonus' }, amount: -amount },
      ],
      meta: { missionId: Number(m.id), title: m.title, periodStart: view.periodStart },
    });
    await tx`update mission_claims set journal_id = ${res.journalId} where id = ${claim.id}`;
    // Locked when the site sets a wagering multiple for mission rewards (docs/PROMOTIONS.md "Locked bonus").
    await createBonusLock(tx, {
      merchantId: merchant.id,
      settings: merchant.settings,
      accountId,
      source: 'mission',
      sourceId: claim.id,
      title: m.title,
      amount,
      required: amount * bonusLockRules(merchant.settings).missionMultiple,
      turnoverFrom: from,
      journalId: res.journalId,
    });
    const after = await syncBadge(tx, merchant, accountId, true, now);
    const mission = after.list.find((v) => v.id === Number(m.id)) ?? { ...view, status: 'claimed' as const, claimedAt: now.toISOString() };
    return { mission, paid: amount, claimable: after.claimable };
  });
}
