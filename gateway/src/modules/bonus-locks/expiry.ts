import { DEFAULT_BONUS_LOCK_RULES, bonusLockRules } from '@wl/shared';
import type { Sql } from '../../db/index.js';
import { SWEEP_BATCH } from '../../jobs/batch.js';
import { lockMainWallet, settleLocks } from './settle.js';

/**
 * The bonus lock sweep (docs/PROMOTIONS.md "Locked bonus"): members with an expired active lock,
 * or whose main and game balances together fell below the site's bust threshold, are settled one member per short
 * transaction (account row, then main wallet: the lock order), so a member's play never waits
 * long on it. The per-lock guards make a second run at the same time,
 * or a withdrawal settling the same member, change nothing twice.
 */

/** Members to settle now: an expired active lock, or main and game balances together under the bust threshold. */
async function due(sql: Sql, now: Date): Promise<{ accountId: string; merchantId: number; settings: unknown }[]> {
  return sql<{ accountId: string; merchantId: number; settings: unknown }[]>`
    select distinct l.account_id, l.merchant_id, m.settings
    from bonus_locks l join merchants m on m.id = l.merchant_id
    where l.status = 'active' and (
      l.expires_at <= ${now}
      or (select coalesce(sum(w.balance), 0) from wallets w where w.account_id = l.account_id and w.kind in ('real', 'vendor') and w.book = 'real') < case when jsonb_typeof(m.settings->'bonusLocks'->'bustBelow') = 'number'
        then (m.settings->'bonusLocks'->>'bustBelow')::numeric else ${DEFAULT_BONUS_LOCK_RULES.bustBelow} end)
    limit ${SWEEP_BATCH}`;
}

/** One member: release met locks, forfeit expired ones, bust when nothing is left. Locks closed. */
export async function settleMember(sql: Sql, merchantId: number, settings: unknown, accountId: number, now = new Date()): Promise<number> {
  return sql.begin(async (tx) => {
    const [a] = await tx`select id from accounts where id = ${accountId} and merchant_id = ${merchantId} for no key update`;
    if (!a) return 0;
    // No main wallet means a balance of 0: nothing can be forfeited, so no currency is needed.
    const wallet = await lockMainWallet(tx, accountId);
    const before = await tx<{ n: number }[]>`select count(*)::int as n from bonus_locks where account_id = ${accountId} and status = 'active'`;
    await settleLocks(tx, {
      merchantId,
      accountId,
      rules: bonusLockRules(settings),
      balance: wallet?.balance ?? 0,
      currency: wallet?.currency ?? '',
      forfeitExpired: true,
      now,
    });
    const after = await tx<{ n: number }[]>`select count(*)::int as n from bonus_locks where account_id = ${accountId} and status = 'active'`;
    return before[0]!.n - after[0]!.n;
  });
}

/** One run over every merchant: how many locks it closed. */
export async function sweepBonusLocks(sql: Sql, now = new Date()): Promise<number> {
  let closed = 0;
  let failed: unknown = null;
  for (const m of await due(sql, now)) {
    // One member's failure (a lock conflict: TRY_AGAIN next run) must not hold up the others.
    try {
      closed += await settleMember(sql, m.merchantId, m.settings, Number(m.accountId), now);
    } catch (err) {
      failed ??= err;
    }
  }
  if (failed) throw failed;
  return closed;
}
