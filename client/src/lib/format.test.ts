import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatMoneyCompact, formatTimestamp, localeOf } from './format';

describe('formatMoney', () => {
  it('shows minor units with two decimals and thousands separators', () => {
    expect(formatMoney(100_000)).toBe('1,000.00');
    expect(formatMoney(123_456_789)).toBe('1,234,567.89');
    expect(formatMoney(5)).toBe('0.05');
    expect(formatMoney(0)).toBe('0.00');
  });

  it('shortens big amounts for a phone header, one decimal at most', () => {
    expect(formatMoneyCompact(12_345_678, 'EN')).toBe('123.5K');
    expect(formatMoneyCompact(1_000_000, 'EN')).toBe('10K');
    expect(formatMoneyCompact(1_234_567_890, 'EN')).toBe('12.3M');
  });
});

describe('formatTimestamp', () => {
  it('pads every part', () => {
    expect(formatTimestamp(new Date(2024, 0, 2, 3, 4, 5))).toBe('2024-01-02 03:04:05');
  });
});

describe('per language', () => {
  it('uses the separators of the language and two decimals', () => {
    expect(formatMoney(123_456_789, 'EN')).toBe('1,234,567.89');
    expect(formatMoney(123_456_789, 'ID')).toBe('1.234.567,89');
    expect(formatMoney(123_456_789, 'VI')).toBe('1.234.567,89');
    expect(formatMoney(123_456_789, 'TH')).toBe('1,234,567.89');
    expect(formatMoney(123_456_789, 'CN')).toBe('1,234,567.89');
    expect(formatMoney(123_456_789, 'TY')).toBe('1,234,567.89');
  });

  it('keeps Latin digits, even where the locale defaults to others', () => {
    expect(formatMoney(123_456, 'AR')).toMatch(/^1[^0-9]234[^0-9]56$/);
  });

  it('maps site codes to Intl locales, falling back to en-US on nonsense', () => {
    expect(localeOf('CN')).toBe('zh-CN');
    expect(localeOf('TY')).toBe('fil-PH');
    expect(localeOf('de')).toBe('de');
    expect(localeOf('not a code!')).toBe('en-US');
  });

  it('dates a day in the Gregorian calendar in every language (Thai included)', () => {
    const day = new Date(2026, 10, 23, 14, 5);
    expect(formatDate(day, 'EN')).toBe('Nov 23, 2026');
    expect(formatDate(day, 'CN')).toBe('2026年11月23日');
    expect(formatDate(day, 'TH')).toContain('2026');
    expect(formatDate(day, 'TH')).not.toContain('2569');
    expect(formatDate(day, 'ID')).toBe('23 Nov 2026');
    expect(formatDateTime(day, 'VI')).toContain('14:05');
    expect(formatDateTime(day, 'EN')).toContain('14:05');
  });

  it('keeps the spec timestamp the same whatever the language', () => {
    expect(formatTimestamp(new Date(2026, 10, 23, 14, 5, 9))).toBe('2026-11-23 14:05:09');
  });
});
