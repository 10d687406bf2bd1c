import { describe, expect, it } from 'vitest';
import { convertPreview } from './pointsApi';

describe('convertPreview', () => {
  const cfg = { convertPoints: 100, convertAmount: 150, minConvertPoints: 1_000 };
  it('pays whole units at the rate from the minimum up', () => {
    expect(convertPreview(cfg, 1_000)).toBe(1_500);
    expect(convertPreview(cfg, 2_300)).toBe(3_450);
  });
  it('answers null below the minimum, between units and for non-numbers', () => {
    expect(convertPreview(cfg, 900)).toBeNull();
    expect(convertPreview(cfg, 1_050)).toBeNull();
    expect(convertPreview(cfg, Number.NaN)).toBeNull();
  });
});
