import { describe, expect, it } from 'vitest';
import { GAME_TYPES } from '@wl/shared';
import { artVersion, composition, gameIconSvg, vendorLogoSvg } from './art.js';
import * as catalogue from './demo-catalogue.js';
import { DEMO_VENDORS, demoGames } from './demo-catalogue.js';

describe('demo catalogue', () => {
  const games = demoGames();

  it('is the same on every run, about 10,000 games over at least 40 vendors and every type', () => {
    expect(demoGames()).toEqual(games);
    expect(games.length).toBeGreaterThanOrEqual(9_900);
    expect(DEMO_VENDORS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(games.map((g) => g.game_type))).toEqual(new Set(GAME_TYPES));
    expect(new Set(games.map((g) => `${g.vendor_code}/${g.game_code}`)).size).toBe(games.length);
    expect(games.some((g) => g.is_group && g.game_type === 'LIVE')).toBe(true);
    expect(games.filter((g) => g.maintenance).length).toBeGreaterThan(0);
    expect(DEMO_VENDORS.filter((v) => v.maintenance).length).toBe(1);
  });

  it("names vendors' games uniquely per vendor and gives sports a single launcher", () => {
    for (const v of DEMO_VENDORS) {
      const names = games.filter((g) => g.vendor_code === v.code).map((g) => g.name);
      expect(new Set(names).size, v.code).toBe(names.length);
    }
    for (const code of ['APEX_SPORTS', 'STRIKE_SPORTS', 'NOVA_ESPORTS', 'PIXEL_ESPORTS', 'DS88', 'DIG', 'WGB']) {
      expect(games.filter((g) => g.vendor_code === code)).toHaveLength(1);
    }
  });

  it('holds no vendor secret: nothing in the public catalogue can sign a wallet call', () => {
    expect(Object.keys(catalogue).filter((k) => /secret/i.test(k))).toEqual([]);
    expect(JSON.stringify(DEMO_VENDORS)).not.toMatch(/secret/i);
  });
});

describe('generated art', () => {
  it('keeps every demo icon under 3 KB and escapes names', () => {
    const vendorName = new Map(DEMO_VENDORS.map((v) => [v.code, v.name]));
    let largest = 0;
    for (const g of demoGames()) {
      const svg = gameIconSvg({ name: g.name, gameType: g.game_type, vendorName: vendorName.get(g.vendor_code)!, art: g.art });
      largest = Math.max(largest, Buffer.byteLength(svg));
    }
    expect(largest).toBeLessThan(3 * 1024);
    const svg = gameIconSvg({ name: 'Tom & "Jerry" <3', gameType: 'RNG', vendorName: 'A&B', art: {} });
    expect(svg).toContain('Tom &amp; &quot;Jerry&quot; &lt;3');
    expect(svg).not.toContain('<3');
    expect(vendorLogoSvg({ code: 'X', name: 'Q<R', hue: 10 })).toContain('Q&lt;R');
  });

  it("draws games of one theme differently: the name picks the icon's pattern, layout and light", () => {
    const vendorName = new Map(DEMO_VENDORS.map((v) => [v.code, v.name]));
    const tigers = demoGames().filter((g) => g.art.motif === 'wild' && g.vendor_code === 'TIGER_REELS');
    expect(tigers.length).toBeGreaterThan(20);
    const looks = new Set(tigers.map((g) => JSON.stringify(composition(g.name, vendorName.get(g.vendor_code)!))));
    // 6 patterns x 4 layouts x 2 lights (and each game's own hue): at least half share no composition.
    expect(looks.size).toBeGreaterThanOrEqual(Math.floor(tigers.length / 2));
    expect(composition('Wild Tiger', 'Tiger Reels')).toEqual(composition('Wild Tiger', 'Tiger Reels'));
    const svgs = tigers.slice(0, 10).map((g) => gameIconSvg({ name: 'Same Name', gameType: 'RNG', vendorName: 'V', art: g.art }));
    expect(new Set(svgs).size).toBeGreaterThan(1);
  });

  it('versions the URL by what the drawing depends on', () => {
    const a = artVersion('Golden Reels', 'BGS', { motif: 'fortune', hue: 45 });
    expect(artVersion('Golden Reels', 'BGS', { motif: 'fortune', hue: 45 })).toBe(a);
    expect(artVersion('Golden Reels 2', 'BGS', { motif: 'fortune', hue: 45 })).not.toBe(a);
  });
});
