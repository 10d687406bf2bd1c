import { describe, expect, it } from 'vitest';
import { PLAY_TYPES, VN_TIERS, drawResult, normaliseSelection, oddsFor, payoutFor, playType, seedHash, slotAt } from './rules.js';

const SEED = 'a'.repeat(64);

describe('lottery results', () => {
  it('are the same for the same seed and issue, and differ with the issue', () => {
    expect(drawResult('SSC', SEED, '202501010001')).toEqual(drawResult('SSC', SEED, '202501010001'));
    expect(drawResult('VN', SEED, '202501010001')).not.toEqual(drawResult('VN', SEED, '202501010002'));
    expect(seedHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('have the shape of each game', () => {
    const ssc = drawResult('SSC', SEED, '1');
    expect(ssc).toHaveLength(5);
    expect(ssc.every((d) => /^[0-9]$/.test(d))).toBe(true);
    expect([...drawResult('PK10', SEED, '1')].map(Number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const vn = drawResult('VN', SEED, '1');
    expect(vn.map((n) => n.length)).toEqual(VN_TIERS.flatMap(([count, digits]) => Array<number>(count).fill(digits)));
    expect(drawResult('SEA4D', SEED, '1')[0]).toMatch(/^[0-9]{4}$/);
  });

  it('spread digits evenly (each of 0-9 within 10% of its share over 20,000 draws)', () => {
    const counts = Array<number>(10).fill(0);
    for (let i = 0; i < 4_000; i++) for (const d of drawResult('SSC', SEED, String(i))) counts[Number(d)]!++;
    for (const c of counts) expect(Math.abs(c - 2_000)).toBeLessThan(200);
  });
});

describe('play types', () => {
  it('accept only their selections, in one spelling', () => {
    const d1 = playType('SSC', 'D1')!;
    expect(normaliseSelection(d1, ' 7 ')).toBe('7');
    expect(normaliseSelection(d1, '10')).toBeNull();
    expect(normaliseSelection(playType('SSC', 'BS')!, 'big')).toBe('BIG');
    expect(normaliseSelection(playType('VN', 'LO')!, '07')).toBe('07');
    expect(normaliseSelection(playType('VN', 'LO')!, '7')).toBeNull();
    expect(normaliseSelection(playType('SEA4D', '4D')!, '12a4')).toBeNull();
    expect(playType('PK10', 'D1')).toBeUndefined();
  });

  it('count hits and pay per hit, rounded down', () => {
    const lo = playType('VN', 'LO')!;
    const result = ['12345', ...Array<string>(26).fill('99945')];
    expect(lo.hits(result, '45')).toBe(27);
    expect(playType('VN', 'DE')!.hits(result, '45')).toBe(1);
    expect(playType('SEA4D', '3D')!.hits(['1234'], '234')).toBe(1);
    expect(playType('PK10', 'CHAMP_BS')!.hits(['6', '1'], 'BIG')).toBe(1);
    expect(payoutFor(333, 1_980, 1)).toBe(659);
    expect(payoutFor(100, 3_600, 27)).toBe(9_720);
    expect(payoutFor(100, 9_800, 0)).toBe(0);
  });

  it('pay each prize mode its odds and keep every bet below an even return', () => {
    expect(oddsFor(playType('SSC', 'D1')!, 'ZY')).toBe(9_604);
    for (const rules of Object.values(PLAY_TYPES)) for (const r of rules) expect(r.odds).toBeGreaterThan(1000);
  });
});

describe('draw schedule', () => {
  it('numbers draws within the UTC day they open in and closes them before the draw', () => {
    const t = Date.UTC(2025, 0, 1, 0, 0, 30);
    expect(slotAt(t, 60, 10)).toEqual({
      issue: '202501010001',
      opensAt: new Date(Date.UTC(2025, 0, 1, 0, 0)),
      closesAt: new Date(Date.UTC(2025, 0, 1, 0, 0, 50)),
      drawsAt: new Date(Date.UTC(2025, 0, 1, 0, 1)),
    });
    expect(slotAt(t, 60, 10, 1).issue).toBe('202501010002');
    expect(slotAt(Date.UTC(2025, 0, 1, 23, 59, 59), 300, 30).issue).toBe('202501010288');
  });
});
