import type { VipTaskPeriod } from '@wl/shared';
import { weekOf } from './week.js';

/**
 * A task's period (docs/VIP-WHEEL.md): the merchant's day, or its week from Monday 00:00 (the
 * week of the weekly payout, week.ts), both in the site's UTC offset. A claim is once per task,
 * member and period start.
 */
const DAY = 86_400_000;

export interface TaskPeriod {
  from: Date;
  to: Date;
}

export function periodOf(period: VipTaskPeriod, at: Date, offsetMinutes: number): TaskPeriod {
  if (period === 'weekly') {
    const w = weekOf(at, offsetMinutes);
    return { from: w.from, to: w.to };
  }
  const local = at.getTime() + offsetMinutes * 60_000;
  const midnight = Math.floor(local / DAY) * DAY - offsetMinutes * 60_000;
  return { from: new Date(midnight), to: new Date(midnight + DAY) };
}
