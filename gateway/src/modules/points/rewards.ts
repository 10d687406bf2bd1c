import type { PointsReward, PointsRewardInput, StaffPointsReward } from '@wl/shared';
import type { Db } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { stripTags } from '../../content-safety/html.js';

/** The rewards catalogue per merchant (docs/POINTS.md "Rewards"): members see enabled ones, staff edit all. */

export interface RewardRow {
  id: string;
  merchantId: number;
  name: string;
  description: string;
  kind: PointsReward['kind'];
  icon: PointsReward['icon'];
  points: string;
  amountRequired: string;
  bonusAmount: string;
  unit: string;
  stock: number | null;
  redeemed: number;
  enabled: boolean;
  sort: number;
}
const COLUMNS = 'id, merchant_id, name, description, kind, icon, points, amount_required, bonus_amount, unit, stock, redeemed, enabled, sort';

/** What members and staff both read of a reward. */
const rewardFields = (r: RewardRow) => ({
  id: Number(r.id),
  name: r.name,
  description: r.description,
  kind: r.kind,
  icon: r.icon,
  points: Number(r.points),
  amountRequired: Number(r.amountRequired),
  bonusAmount: Number(r.bonusAmount),
  unit: r.unit,
});

export const rewardView = (r: RewardRow): PointsReward => ({
  ...rewardFields(r),
  stockLeft: r.stock === null ? null : Math.max(0, r.stock - r.redeemed),
});

export async function memberRewards(db: Db, merchantId: number): Promise<PointsReward[]> {
  const rows = await db<RewardRow[]>`select ${db.unsafe(COLUMNS)} from points_rewards where merchant_id = ${merchantId} and enabled order by sort, id`;
  return rows.map(rewardView);
}

export async function findReward(db: Db, merchantId: number, id: number): Promise<RewardRow | null> {
  const [row] = await db<RewardRow[]>`select ${db.unsafe(COLUMNS)} from points_rewards where id = ${id} and merchant_id = ${merchantId}`;
  return row ?? null;
}

export async function staffRewards(db: Db, merchantId: number): Promise<StaffPointsReward[]> {
  const rows = await db<(RewardRow & { waiting: number })[]>`
    select ${db.unsafe(
      COLUMNS.split(', ')
        .map((c) => `r.${c}`)
        .join(', '),
    )},
      (select count(*)::int from points_redemptions x where x.reward_id = r.id and x.status = 'in_process') as waiting
    from points_rewards r where r.merchant_id = ${merchantId} order by r.sort, r.id`;
  return rows.map(staffView);
}

const staffView = (r: RewardRow & { waiting?: number }): StaffPointsReward => ({
  ...rewardFields(r),
  stock: r.stock,
  enabled: r.enabled,
  sort: r.sort,
  redeemed: r.redeemed,
  waiting: r.waiting ?? 0,
});

/** Create (no id) or change a reward. Names are plain text; SETTING_INVALID names the field at fault. */
export async function saveReward(db: Db, merchantId: number, input: PointsRewardInput, id?: number): Promise<StaffPointsReward> {
  const name = stripTags(input.name).trim();
  const description = stripTags(input.description).trim();
  const unit = stripTags(input.unit).trim();
  const fields: Record<string, string> = {};
  if (!name) fields.name = 'rule.required';
  if (!unit) fields.unit = 'rule.required';
  if (input.kind === 'bonus' && input.bonusAmount <= 0) fields.bonusAmount = 'rule.required';
  if (Object.keys(fields).length > 0) throw new AppError('SETTING_INVALID', { fields });
  const bonus = input.kind === 'bonus' ? input.bonusAmount : 0;
  if (id === undefined) {
    const [row] = await db<RewardRow[]>`
      insert into points_rewards (merchant_id, name, description, kind, icon, points, amount_required, bonus_amount, unit, stock, enabled, sort)
      values (${merchantId}, ${name}, ${description}, ${input.kind}, ${input.icon}, ${input.points}, ${input.amountRequired}, ${bonus}, ${unit},
        ${input.stock}, ${input.enabled}, ${input.sort})
      returning ${db.unsafe(COLUMNS)}`;
    return staffView(row!);
  }
  // Stock never drops below the units already redeemed (or held by redemptions waiting for review).
  const [row] = await db<RewardRow[]>`
    update points_rewards set name = ${name}, description = ${description}, kind = ${input.kind}, icon = ${input.icon}, points = ${input.points},
      amount_required = ${input.amountRequired}, bonus_amount = ${bonus}, unit = ${unit}, stock = ${input.stock}, enabled = ${input.enabled},
      sort = ${input.sort}, updated_at = now()
    where id = ${id} and merchant_id = ${merchantId} and (${input.stock}::int is null or redeemed <= ${input.stock}::int)
    returning ${db.unsafe(COLUMNS)}`;
  if (!row) {
    if (!(await findReward(db, merchantId, id))) throw new AppError('POINTS_REWARD_NOT_FOUND');
    throw new AppError('SETTING_INVALID', { fields: { stock: 'POINTS_OUT_OF_STOCK' } });
  }
  const [w] = await db<{ n: number }[]>`select count(*)::int as n from points_redemptions where reward_id = ${id} and status = 'in_process'`;
  return staffView({ ...row, waiting: w?.n ?? 0 });
}
