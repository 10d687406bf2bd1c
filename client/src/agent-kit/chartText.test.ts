import { describe, expect, it } from 'vitest';
import { chartDay, chartTick, chartTotal, chartValue, dayText, hasData } from './chartText';

describe('the agent charts’ words and figures', () => {
  it('writes a merchant day without shifting it, in the reader’s language', () => {
    expect(chartDay('2026-11-23')).toBe('Nov 23');
    // Already the merchant's day: never moved by a zone, even at the year's edge.
    expect(chartDay('2027-01-01')).toBe('Jan 1');
    expect(chartDay('not a day')).toBe('not a day');
  });

  it('shows money from minor units with the symbol, counts as whole numbers, and shortens the axis', () => {
    expect(chartValue(123_450, 'money', '₱')).toBe('₱ 1,234.50');
    expect(chartValue(-2_500, 'money', '₱')).toBe('₱ -25.00');
    expect(chartValue(1_234, 'count')).toBe('1,234');
    expect(chartTick(12_345_600, 'money')).toBe('123.5K');
    expect(chartTick(3, 'count')).toBe('3');
  });

  it('says one day of every series in one sentence, and what the period adds up to', () => {
    const series = [
      { key: 'a', label: 'Dividends', values: [0, 1_000] },
      { key: 'b', label: 'Daily wages', values: [500, 250] },
    ];
    expect(dayText(['2026-11-22', '2026-11-23'], series, 1, 'money', '₱')).toBe('Nov 23, 2026: Dividends ₱ 10.00, Daily wages ₱ 2.50');
    expect(chartTotal(series)).toBe(1_750);
    expect(hasData(series)).toBe(true);
    expect(hasData([{ key: 'a', label: 'A', values: [0, 0] }])).toBe(false);
  });
});
