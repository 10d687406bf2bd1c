import { describe, expect, it } from 'vitest';
import { formatMoney, formatTimestamp } from './format';

describe('formatMoney', () => {
  it('shows minor units with two decimals and thousands separators', () => {
    expect(formatMoney(100_000)).toBe('1,000.00');
    expect(formatMoney(123_456_789)).toBe('1,234,567.89');
    expect(formatMoney(5)).toBe('0.05');
    expect(formatMoney(0)).toBe('0.00');
  });
});

describe('formatTimestamp', () => {
  it('pads every part', () => {
    expect(formatTimestamp(new Date(2024, 0, 2, 3, 4, 5))).toBe('2024-01-02 03:04:05');
  });
});
