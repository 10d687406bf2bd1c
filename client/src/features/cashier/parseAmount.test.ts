import { describe, expect, it } from 'vitest';
import { parseAmount } from './depositApi';

describe('parseAmount', () => {
  it('reads whole and decimal amounts into minor units', () => {
    expect(parseAmount('100')).toBe(10_000);
    expect(parseAmount('100.5')).toBe(10_050);
    expect(parseAmount('100.05')).toBe(10_005);
    expect(parseAmount('1,234.56')).toBe(123_456);
    expect(parseAmount(' 7 ')).toBe(700);
  });
  it('refuses what is not an amount', () => {
    for (const s of ['', 'abc', '1.234', '-5', '1e3', '12.3.4']) expect(parseAmount(s)).toBeNull();
  });
});
