import { describe, expect, it } from 'vitest';
import { moneyOrZero, moneyText, wholeOrNull } from './moneyText';

describe('points console amounts', () => {
  it('reads blank and zero as 0 and amounts as minor units', () => {
    expect(moneyOrZero('')).toBe(0);
    expect(moneyOrZero('0.00')).toBe(0);
    expect(moneyOrZero('100')).toBe(10_000);
    expect(moneyOrZero('12.5')).toBe(1_250);
    expect(moneyOrZero('abc')).toBeNull();
    expect(moneyText(1_250)).toBe('12.50');
  });
  it('reads whole points only', () => {
    expect(wholeOrNull(' 250 ')).toBe(250);
    expect(wholeOrNull('2.5')).toBeNull();
    expect(wholeOrNull('-1')).toBeNull();
  });
});
