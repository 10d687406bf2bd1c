/**
 * The merchant week (docs/VIP.md): Monday 00:00 to the next Monday 00:00 in the site's UTC offset
 * (site settings utcOffsetMinutes), the week members of a site in Manila think in.
 */

const DAY = 86_400_000;

export interface Week {
  /** The Monday, yyyy-MM-dd in the site's calendar: the payout's key. */
  start: string;
  from: Date;
  to: Date;
}

/** The merchant week that contains `at`. */
export function weekOf(at: Date, offsetMinutes: number): Week {
  const local = at.getTime() + offsetMinutes * 60_000;
  const midnight = Math.floor(local / DAY) * DAY;
  // getUTCDay: 0 Sunday .. 6 Saturday; days since Monday.
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  const monday = midnight - sinceMonday * DAY;
  return {
    start: new Date(monday).toISOString().slice(0, 10),
    from: new Date(monday - offsetMinutes * 60_000),
    to: new Date(monday + 7 * DAY - offsetMinutes * 60_000),
  };
}

/** The week before the one containing `at`: the one a run at `at` pays. */
export function previousWeek(at: Date, offsetMinutes: number): Week {
  return weekOf(new Date(weekOf(at, offsetMinutes).from.getTime() - 1), offsetMinutes);
}

/** The payout for a week's net loss at a rate: rounded down, so it never pays a fraction more. */
export const weeklyAmount = (netLoss: number, bps: number): number => (netLoss > 0 ? Math.floor((netLoss * bps) / 10000) : 0);
