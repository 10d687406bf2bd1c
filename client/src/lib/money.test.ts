import { describe, expect, it } from 'vitest';
import { newActionKey, parseAmount } from './money';

describe('money input', () => {
  it('reads whole and decimal amounts into minor units', () => {
    expect(parseAmount('100')).toBe(10_000);
    expect(parseAmount('100.5')).toBe(10_050);
    expect(parseAmount('100.05')).toBe(10_005);
    expect(parseAmount('1,234.56')).toBe(123_456);
    expect(parseAmount(' 7 ')).toBe(700);
  });
  it('refuses what is not an amount', () => {
    for (const s of ['', 'abc', '1.234', '-5', '1e3', '12.3.4', '0', '0.00']) expect(parseAmount(s)).toBeNull();
  });
  it('makes a different v4 UUID for every action', () => {
    const keys = new Set(Array.from({ length: 50 }, newActionKey));
    expect(keys.size).toBe(50);
    for (const k of keys) expect(k).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
