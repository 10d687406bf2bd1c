import { formatDay, formatMoney, formatMoneyCompact, localeOf } from '../lib/format';

/**
 * The words and figures of the agent centre's charts (TrendChart), apart from the chart library so
 * the page and the lazy chart chunk say the same thing, and so they can be tested alone.
 */

/** One line of a chart: a label and one value per day. */
export interface ChartSeries {
  key: string;
  label: string;
  values: number[];
  tone?: 'accent' | 'live' | 'success' | 'violet';
}

/** Money in minor units (shown with the currency symbol) or a plain count. */
export type ChartKind = 'money' | 'count';

/** A value as a tooltip or a screen reader says it: `₱ 1,234.50` or `12`. */
export function chartValue(v: number, kind: ChartKind, symbol = ''): string {
  return kind === 'money' ? `${symbol} ${formatMoney(v)}`.trim() : new Intl.NumberFormat(localeOf(), { numberingSystem: 'latn' }).format(v);
}

/** A value on the axis, where there is no room: `1.2K`, `3`. */
export function chartTick(v: number, kind: ChartKind): string {
  return kind === 'money' ? formatMoneyCompact(v) : new Intl.NumberFormat(localeOf(), { notation: 'compact', numberingSystem: 'latn' }).format(v);
}

/**
 * A merchant day on the axis, day and month only ("23 Nov", "11月23日"): the year and the zone are
 * in the axis title and the tooltip. The day is already the merchant's, so it is never shifted.
 */
export function chartDay(ymd: string): string {
  const d = new Date(`${ymd}T00:00:00Z`);
  return Number.isNaN(d.getTime())
    ? ymd
    : new Intl.DateTimeFormat(localeOf(), { day: 'numeric', month: 'short', calendar: 'gregory', numberingSystem: 'latn', timeZone: 'UTC' }).format(d);
}

/** A merchant day in full, as the site writes dates ("23 Nov 2026"). */
export const chartDate = formatDay;

/** What one day holds, as one sentence for the live region: "23 Nov 2026: Valid bets ₱ 60.00, Deposits ₱ 0.00". */
export function dayText(days: string[], series: ChartSeries[], i: number, kind: ChartKind, symbol?: string): string {
  const values = series.map((s) => `${s.label} ${chartValue(s.values[i] ?? 0, kind, symbol)}`);
  return `${chartDate(days[i] ?? '')}: ${values.join(', ')}`;
}

/** The sum of every series over the period (stacked series add up to the day's total). */
export function chartTotal(series: ChartSeries[]): number {
  return series.reduce((sum, s) => sum + s.values.reduce((a, b) => a + b, 0), 0);
}

export interface TrendChartProps {
  /** Merchant days (yyyy-MM-dd), oldest first, one bar each. */
  days: string[];
  series: ChartSeries[];
  kind: ChartKind;
  /** The currency symbol money is shown with. */
  symbol?: string;
  /** What the chart shows ("Valid bets per day"): its accessible name. */
  title: string;
  /** The value axis' title. */
  valueLabel: string;
  /** The merchant's UTC offset: the days are its days, and the axis says so. */
  offsetMinutes: number;
  /** Several series stacked in one bar per day (income by type), the tooltip ending with the day's total under this label. */
  stacked?: { totalLabel: string };
  /** Negative values (a loss) drawn in the danger colour below the zero line. */
  signed?: boolean;
  testId: string;
  /** Shown instead of the chart when every value is zero. */
  empty: { title: string; text: string };
}

/** Whether there is anything to draw: a period of zeros is said in words instead. */
export const hasData = (series: ChartSeries[]) => series.some((s) => s.values.some((v) => v !== 0));
