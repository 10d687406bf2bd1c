import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatMoney,
  formatMoneyCompact,
  formatTimestamp,
  formatTimestampAt,
  fromZoneInput,
  localeOf,
  setSiteOffset,
  toZoneInput,
  utcOffsetLabel,
} from './format';

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
    expect(formatTimestamp(new Date(Date.UTC(2024, 0, 1, 19, 4, 5)))).toBe('2024-01-02 03:04:05');
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
    const day = new Date(Date.UTC(2026, 10, 23, 6, 5));
    expect(formatDate(day, 'EN')).toBe('Nov 23, 2026');
    expect(formatDate(day, 'CN')).toBe('2026年11月23日');
    expect(formatDate(day, 'TH')).toContain('2026');
    expect(formatDate(day, 'TH')).not.toContain('2569');
    expect(formatDate(day, 'ID')).toBe('23 Nov 2026');
    expect(formatDateTime(day, 'VI')).toContain('14:05');
    expect(formatDateTime(day, 'EN')).toContain('14:05');
  });

  it('keeps the site timestamp the same whatever the language', () => {
    expect(formatTimestamp(new Date(Date.UTC(2026, 10, 23, 6, 5, 9)))).toBe('2026-11-23 14:05:09');
  });
});

describe('the site time zone', () => {
  afterEach(() => setSiteOffset(480));
  // The instants are UTC: what the reader's device is set to never enters (CI runs these in any zone).
  it('shows every time at the site offset, UTC+08:00 until the config says otherwise', () => {
    const late = new Date(Date.UTC(2026, 11, 31, 20, 30, 0));
    expect(formatTimestamp(late)).toBe('2027-01-01 04:30:00');
    expect(formatDate(late, 'EN')).toBe('Jan 1, 2027');
    expect(utcOffsetLabel()).toBe('UTC+08:00');
    setSiteOffset(-180);
    expect(formatTimestamp(late)).toBe('2026-12-31 17:30:00');
    expect(formatDate(late, 'EN')).toBe('Dec 31, 2026');
    expect(formatDateTime(late, 'EN')).toContain('17:30');
    expect(utcOffsetLabel()).toBe('UTC-03:00');
    // Nonsense from a config is ignored rather than shifting times by days.
    setSiteOffset(100_000);
    expect(utcOffsetLabel()).toBe('UTC-03:00');
  });

  it("prints a day that is already the site's without shifting it", () => {
    setSiteOffset(-600);
    expect(formatDay('2026-11-23', 'EN')).toBe('Nov 23, 2026');
    expect(formatTimestampAt('2026-11-23T00:00:00.000Z', 330)).toBe('2026-11-23 05:30:00');
  });

  it('reads and fills datetime-local fields in the site zone, round trip', () => {
    expect(toZoneInput('2026-11-23T02:00:00.000Z')).toBe('2026-11-23T10:00');
    expect(fromZoneInput('2026-11-23T10:00')).toBe('2026-11-23T02:00:00.000Z');
    expect(fromZoneInput('2026-12-31T23:30', -180)).toBe('2027-01-01T02:30:00.000Z');
    expect(fromZoneInput('not a time')).toBe('not a time');
    expect(toZoneInput('garbage')).toBe('');
  });
});
