import { WHEEL_LIMITS, type StaffWheelValue, type WheelSegmentInput } from '@wl/shared';
import type { Db, Sql } from '../../db/index.js';
import { AppError } from '../../http/errors.js';

/**
 * The merchant's wheel (docs/VIP-WHEEL.md): segments of label, prize (minor units) and weight,
 * as staff saved them, or the default wheel until they do. A segment's chance is its weight over
 * the sum of weights; a prize of 0 is a "try again" segment.
 */
export const DEFAULT_WHEEL: WheelSegmentInput[] = [
  { label: '5', prize: 500, weight: 300 },
  { label: 'Try again', prize: 0, weight: 250 },
  { label: '10', prize: 1_000, weight: 200 },
  { label: '20', prize: 2_000, weight: 120 },
  { label: '50', prize: 5_000, weight: 80 },
  { label: '100', prize: 10_000, weight: 40 },
  { label: '500', prize: 50_000, weight: 10 },
];

interface WheelRow {
  segments: WheelSegmentInput[];
  updatedAt: Date;
  updatedBy: string | null;
}

export async function readWheel(db: Db, merchantId: number): Promise<StaffWheelValue> {
  const [row] = await db<WheelRow[]>`
    select w.segments, w.updated_at, s.username as updated_by from vip_wheels w left join staff s on s.id = w.updated_by
    where w.merchant_id = ${merchantId}`;
  if (!row) return { segments: DEFAULT_WHEEL, updatedAt: null, updatedBy: null };
  return { segments: row.segments, updatedAt: row.updatedAt.toISOString(), updatedBy: row.updatedBy };
}

/**
 * The rules the schema cannot say (SETTING_INVALID with `value.fields`): 2 to 12 segments and a
 * label that is not blank. Weights (whole, 1 and up) and prizes (whole, 0 and up) are bounded by
 * the schema already.
 */
export function checkWheel(segments: WheelSegmentInput[]): WheelSegmentInput[] {
  const fields: Record<string, string> = {};
  if (segments.length < WHEEL_LIMITS.minSegments) fields.segments = 'TOO_FEW';
  if (segments.length > WHEEL_LIMITS.maxSegments) fields.segments = 'TOO_MANY';
  const clean = segments.map((s, i) => {
    const label = s.label.replace(/\s+/g, ' ').trim();
    if (!label) fields[`label.${i}`] = 'BLANK';
    if (!Number.isInteger(s.weight) || s.weight < 1 || s.weight > WHEEL_LIMITS.maxWeight) fields[`weight.${i}`] = 'WEIGHT';
    if (!Number.isInteger(s.prize) || s.prize < 0 || s.prize > WHEEL_LIMITS.maxPrize) fields[`prize.${i}`] = 'PRIZE';
    return { label, prize: s.prize, weight: s.weight };
  });
  if (Object.keys(fields).length) throw new AppError('SETTING_INVALID', { fields });
  return clean;
}

export async function saveWheel(sql: Sql, merchantId: number, staffId: number, segments: WheelSegmentInput[]): Promise<StaffWheelValue> {
  const clean = checkWheel(segments);
  await sql`
    insert into vip_wheels (merchant_id, segments, updated_by) values (${merchantId}, ${sql.json(clean as never)}, ${staffId})
    on conflict (merchant_id) do update set segments = excluded.segments, updated_by = excluded.updated_by, updated_at = now()`;
  return readWheel(sql, merchantId);
}
