/**
 * Merchant days (docs/AGENT.md): team filters pick whole days of the merchant's fixed UTC offset,
 * not the browser's zone, so an agent abroad sees the same day as the back office. A day
 * `yyyy-MM-dd` starts at its midnight at the offset; ranges are sent as [from, to) instants.
 */
const DAY_MS = 86_400_000;
const ymdUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The merchant's calendar day at an instant (one definition for the centre: salary/range.ts). */
export { merchantDay } from '../salary/range';

/** A day plus n days (negative goes back). */
export const addDays = (day: string, n: number) => ymdUtc(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS);

/** The instant a merchant day starts. */
export const dayStart = (day: string, offsetMinutes: number) => new Date(Date.parse(`${day}T00:00:00Z`) - offsetMinutes * 60_000).toISOString();

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The instants of the days `first` .. `last` (both included): from the first's midnight to the
 * midnight after the last. A missing or reversed end is left open rather than guessed.
 */
export function dayRange(first: string, last: string, offsetMinutes: number): { from?: string; to?: string } {
  const okFirst = DAY_RE.test(first) && !Number.isNaN(Date.parse(first));
  const okLast = DAY_RE.test(last) && !Number.isNaN(Date.parse(last));
  if (okFirst && okLast && last < first) return { from: dayStart(first, offsetMinutes) };
  return {
    from: okFirst ? dayStart(first, offsetMinutes) : undefined,
    to: okLast ? dayStart(addDays(last, 1), offsetMinutes) : undefined,
  };
}
