import { describe, expect, it } from 'vitest';
import { bannerRules, homeRailRules, perViewAt } from './rules';

describe('carousel rules', () => {
  it('shows one banner for LIVE and SPORTS, three otherwise, 10 px apart', () => {
    expect(bannerRules(5, 'LIVE').perView).toBe(1);
    expect(bannerRules(5, 'SPORTS').perView).toBe(1);
    expect(bannerRules(5, 'RNG').perView).toBe(3);
    expect(bannerRules(5).gap).toBe(10);
  });
  it('loops and autoplays (5000 ms, 1000 ms speed) only above 3 banners', () => {
    expect(bannerRules(3)).toMatchObject({ loop: false, autoplayMs: null });
    expect(bannerRules(4)).toMatchObject({ loop: true, autoplayMs: 5000, speedMs: 1000 });
  });
  it('home rails show 6.5 slides 16 px apart on a wide screen, fewer on small ones', () => {
    expect(homeRailRules()).toMatchObject({ perView: 6.5, gap: 16, loop: false });
    expect(perViewAt(1600, 6.5)).toBe(6.5);
    // A 1366 laptop (side menu included) shows the full 6.5.
    expect(perViewAt(1366, 6.5)).toBe(6.5);
    expect(perViewAt(1024, 6.5)).toBe(6.5);
    expect(perViewAt(800, 6.5)).toBe(4.5);
    expect(perViewAt(375, 6.5)).toBeLessThan(3);
    expect(perViewAt(375, 1)).toBe(1);
    expect(perViewAt(1600, 3)).toBe(3);
  });
});
