/**
 * The records' date window ("next or previous 7 or 30 days"): a window of 7 or 30 whole
 * days in the reader's time zone, ending with `last` (a day), moved back or forward by its own
 * length. It opens on the window that ends today.
 */
export type WindowDays = 7 | 30;
export interface DateWindow {
  days: WindowDays;
  last: Date;
}

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
const addDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);

export const todayWindow = (days: WindowDays, now = new Date()): DateWindow => ({ days, last: startOfDay(now) });

/** Earlier (-1) or later (+1) by the window's length; never past today. */
export function shift(w: DateWindow, dir: -1 | 1, now = new Date()): DateWindow {
  const last = addDays(w.last, dir * w.days);
  const today = startOfDay(now);
  return { days: w.days, last: last > today ? today : last };
}

export const isCurrent = (w: DateWindow, now = new Date()) => w.last.getTime() >= startOfDay(now).getTime();

/** The instants sent to the gateway: from the first day's midnight (inclusive) to the midnight after the last (exclusive). */
export function toRange(w: DateWindow): { from: string; to: string } {
  return { from: addDays(w.last, 1 - w.days).toISOString(), to: addDays(w.last, 1).toISOString() };
}

const ymd = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
/** "2026-11-17 – 2026-11-23": the same date format as the records' timestamps. */
export const windowLabel = (w: DateWindow) => `${ymd(addDays(w.last, 1 - w.days))} – ${ymd(w.last)}`;
