import type { PointsConfig } from '@wl/shared';
import type { Db } from '../../db/index.js';
import { AppError } from '../../http/errors.js';

/**
 * A merchant's points settings (docs/POINTS.md "Config"). A merchant that never saved any uses the
 * defaults: 1 point per 100.00 of valid bet, 100 points convert to 1.00, at least 1,000 points.
 */
export const DEFAULT_POINTS_CONFIG: PointsConfig = {
  earnBetAmount: 10_000,
  convertPoints: 100,
  convertAmount: 100,
  minConvertPoints: 1_000,
  convertEnabled: true,
  rules: [
    'Every 100.00 of valid bets earns 1 point, counted once each bet is settled.',
    'Points never expire.',
    'Redeemed rewards wait In Process until staff approve them; a rejected redemption returns its points.',
    'Converting points pays cash to your main wallet at once.',
  ].join('\n'),
};

export async function pointsConfig(db: Db, merchantId: number): Promise<PointsConfig> {
  const [row] = await db<
    { earnBetAmount: string; convertPoints: string; convertAmount: string; minConvertPoints: string; convertEnabled: boolean; rules: string }[]
  >`
    select earn_bet_amount, convert_points, convert_amount, min_convert_points, convert_enabled, rules from points_config where merchant_id = ${merchantId}`;
  if (!row) return DEFAULT_POINTS_CONFIG;
  return {
    earnBetAmount: Number(row.earnBetAmount),
    convertPoints: Number(row.convertPoints),
    convertAmount: Number(row.convertAmount),
    minConvertPoints: Number(row.minConvertPoints),
    convertEnabled: row.convertEnabled,
    rules: row.rules,
  };
}

/** Staff save; SETTING_INVALID when the minimum is not a whole number of conversion units. */
export async function savePointsConfig(db: Db, merchantId: number, staffId: number, c: PointsConfig): Promise<PointsConfig> {
  if (c.minConvertPoints % c.convertPoints !== 0) throw new AppError('SETTING_INVALID', { fields: { minConvertPoints: 'POINTS_CONVERT_INVALID' } });
  const rules = c.rules.trim();
  await db`
    insert into points_config (merchant_id, earn_bet_amount, convert_points, convert_amount, min_convert_points, convert_enabled, rules, updated_by)
    values (${merchantId}, ${c.earnBetAmount}, ${c.convertPoints}, ${c.convertAmount}, ${c.minConvertPoints}, ${c.convertEnabled}, ${rules}, ${staffId})
    on conflict (merchant_id) do update set earn_bet_amount = excluded.earn_bet_amount, convert_points = excluded.convert_points,
      convert_amount = excluded.convert_amount, min_convert_points = excluded.min_convert_points, convert_enabled = excluded.convert_enabled,
      rules = excluded.rules, updated_by = excluded.updated_by, updated_at = now()`;
  return pointsConfig(db, merchantId);
}

/** Cash (minor units) for `points`, or POINTS_CONVERT_INVALID: at least the minimum, whole units only. */
export function convertValue(c: PointsConfig, points: number): number {
  if (points < c.minConvertPoints || points % c.convertPoints !== 0)
    throw new AppError('POINTS_CONVERT_INVALID', { min: c.minConvertPoints, step: c.convertPoints });
  const amount = (points / c.convertPoints) * c.convertAmount;
  if (!Number.isSafeInteger(amount)) throw new AppError('POINTS_CONVERT_INVALID', { min: c.minConvertPoints, step: c.convertPoints });
  return amount;
}
