import type { WithdrawLimits, WithdrawLimitsUpdate } from '@wl/shared';
import type { Db } from '../../db/index.js';
import { AppError } from '../../http/errors.js';

/** Limits of a merchant without a withdraw_settings row (the column defaults of migration 014). */
export const DEFAULT_LIMITS: WithdrawLimits = { minAmount: 10_000, maxAmount: 5_000_000, dailyCount: 5, dailyAmount: 20_000_000, confirmMinutes: 1440 };

export async function withdrawLimits(db: Db, merchantId: number): Promise<WithdrawLimits> {
  const [row] = await db<{ minAmount: string; maxAmount: string; dailyCount: number; dailyAmount: string; confirmMinutes: number }[]>`
    select min_amount, max_amount, daily_count, daily_amount, confirm_minutes from withdraw_settings where merchant_id = ${merchantId}`;
  if (!row) return DEFAULT_LIMITS;
  return {
    minAmount: Number(row.minAmount),
    maxAmount: Number(row.maxAmount),
    dailyCount: row.dailyCount,
    dailyAmount: Number(row.dailyAmount),
    confirmMinutes: row.confirmMinutes,
  };
}

export async function saveWithdrawLimits(db: Db, merchantId: number, l: WithdrawLimitsUpdate, staffId: number | null = null): Promise<WithdrawLimits> {
  if (l.maxAmount < l.minAmount) throw new AppError('SETTING_INVALID', { fields: { maxAmount: 'SETTING_INVALID' } });
  await db`
    insert into withdraw_settings (merchant_id, min_amount, max_amount, daily_count, daily_amount, confirm_minutes, updated_by)
    values (${merchantId}, ${l.minAmount}, ${l.maxAmount}, ${l.dailyCount}, ${l.dailyAmount}, ${l.confirmMinutes}, ${staffId})
    on conflict (merchant_id) do update set min_amount = excluded.min_amount, max_amount = excluded.max_amount,
      daily_count = excluded.daily_count, daily_amount = excluded.daily_amount, confirm_minutes = excluded.confirm_minutes, updated_by = excluded.updated_by, updated_at = now()`;
  return withdrawLimits(db, merchantId);
}

/**
 * Requests of the account since midnight (UTC, the database's day), rejected and cancelled ones
 * excluded: returned money does not count against the day.
 */
export async function usedToday(db: Db, accountId: number): Promise<{ count: number; amount: number }> {
  const [row] = await db<{ count: number; amount: string }[]>`
    select count(*)::int as count, coalesce(sum(amount), 0)::bigint as amount from withdrawals
    where account_id = ${accountId} and status not in ('rejected', 'cancelled') and created_at >= date_trunc('day', now())`;
  return { count: row?.count ?? 0, amount: Number(row?.amount ?? 0) };
}
