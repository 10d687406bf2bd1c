/**
 * Merchant days for the whole agent centre (pure): the team lists' filters, payout periods and
 * income days are days of the merchant (fixed `utcOffsetMinutes`, pushed with every `agent:clock`
 * tick, read by `useMerchantOffset` in common.tsx), never the browser's zone, so an agent abroad
 * sees the same day as the back office: a day "2026-03-02" at +08:00 starts at 2026-03-01T16:00Z.
 * A range is picked as whole days (DayRangePicker) and sent as [from, to) instants (toInstants).
 */
export interface DayRange {
  /** yyyy-MM-dd, inclusive. */
  from: string;
  /** yyyy-MM-dd, inclusive. */
  to: string;
}

const DAY_MS = 86_400_000;
const YMD = /^\d{4}-\d{2}-\d{2}$/;

/** The merchant's calendar day of an instant. */
export const merchantDay = (ms: number, offsetMinutes: number) => new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 10);

/** The last `days` merchant days, today included. */
export function lastDays(days: number, nowMs: number, offsetMinutes: number): DayRange {
  return { from: merchantDay(nowMs - (days - 1) * DAY_MS, offsetMinutes), to: merchantDay(nowMs, offsetMinutes) };
}

const isDay = (s: string) => YMD.test(s) && !Number.isNaN(Date.parse(s));

/** Both ends are days and the first is not after the last. */
export const isValidRange = (r: DayRange) => isDay(r.from) && isDay(r.to) && r.from <= r.to;

/** Every day of a range, oldest first (a chart's x axis: a day nothing happened on is still a day); at most `max`, the latest kept. */
export function eachDay(r: DayRange, max = 366): string[] {
  if (!isValidRange(r)) return [];
  const first = Date.parse(`${r.from}T00:00:00Z`);
  const last = Date.parse(`${r.to}T00:00:00Z`);
  const days: string[] = [];
  for (let d = Math.max(first, last - (max - 1) * DAY_MS); d <= last; d += DAY_MS) days.push(new Date(d).toISOString().slice(0, 10));
  return days;
}

/** The instants sent to the gateway: the first day's merchant midnight (inclusive) to the one after the last day (exclusive). */
export function toInstants(r: DayRange, offsetMinutes: number): { from: string; to: string } {
  const start = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`) - offsetMinutes * 60_000;
  return { from: new Date(start(r.from)).toISOString(), to: new Date(start(r.to) + DAY_MS).toISOString() };
}

/** `yyyy-MM-dd HH:mm` of an instant in merchant time ("" for a time that does not parse). */
export function merchantMinute(iso: string, offsetMinutes: number): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** A payout period as one label: "2026-03-02 10:05 – 10:10", the end's date only when it differs. */
export function periodLabel(startIso: string, endIso: string, offsetMinutes: number): string {
  const a = merchantMinute(startIso, offsetMinutes);
  const b = merchantMinute(endIso, offsetMinutes);
  return a.slice(0, 10) === b.slice(0, 10) ? `${a} – ${b.slice(11)}` : `${a} – ${b}`;
}

/** What is left until `targetIso` as m:ss (h:mm:ss past an hour); 0:00 once due; null when unknown. */
export function countdown(targetIso: string, nowMs: number): string | null {
  const target = Date.parse(targetIso);
  if (Number.isNaN(target) || Number.isNaN(nowMs)) return null;
  const s = Math.max(0, Math.ceil((target - nowMs) / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** A rate in basis points as a percent ("1.25%"). */
export const percentOf = (bp: number) => `${(bp / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
