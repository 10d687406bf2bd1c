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

  it('draw 11X5, LF and LHC as their games do', () => {
    for (let i = 0; i < 300; i++) {
      const x = drawResult('11X5', SEED, String(i));
      expect(x).toHaveLength(5);
      expect(new Set(x).size).toBe(5);
      expect(x.every((n) => /^(0[1-9]|1[01])$/.test(n))).toBe(true);
      const lf = drawResult('LF', SEED, String(i));
      expect(lf).toHaveLength(3);
      expect(lf.every((d) => /^[0-9]$/.test(d))).toBe(true);
      const lhc = drawResult('LHC', SEED, String(i));
      expect(lhc).toHaveLength(7);
      expect(new Set(lhc).size).toBe(7);
      expect(lhc.every((n) => /^\d{2}$/.test(n) && Number(n) >= 1 && Number(n) <= 49)).toBe(true);
    }
  });

  it('give every 11X5 ball and LHC special number its share (within 15% over 11,000 and 49,000 draws)', () => {
    const first = new Map<string, number>();
    for (let i = 0; i < 11_000; i++) {
      const b = drawResult('11X5', SEED, String(i))[0]!;
      first.set(b, (first.get(b) ?? 0) + 1);
    }
    expect(first.size).toBe(11);
    for (const c of first.values()) expect(Math.abs(c - 1_000)).toBeLessThan(150);
    const special = new Map<string, number>();
    for (let i = 0; i < 49_000; i++) {
      const b = drawResult('LHC', SEED, String(i))[6]!;
      special.set(b, (special.get(b) ?? 0) + 1);
    }
    expect(special.size).toBe(49);
    for (const c of special.values()) expect(Math.abs(c - 1_000)).toBeLessThan(150);
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
    // 11X5 and LHC pick a two-digit ball; LF three digits in order.
    expect(normaliseSelection(playType('11X5', 'FIRST')!, '07')).toBe('07');
    expect(normaliseSelection(playType('11X5', 'FIRST')!, '12')).toBeNull();
    expect(normaliseSelection(playType('11X5', 'FIRST')!, '7')).toBeNull();
    expect(normaliseSelection(playType('LF', 'STRAIGHT')!, '093')).toBe('093');
    expect(normaliseSelection(playType('LF', 'STRAIGHT')!, '93')).toBeNull();
    expect(normaliseSelection(playType('LHC', 'SPECIAL')!, '49')).toBe('49');
    expect(normaliseSelection(playType('LHC', 'SPECIAL')!, '50')).toBeNull();
    expect(normaliseSelection(playType('LHC', 'SPECIAL')!, '00')).toBeNull();
  });

  it('settle 11X5, LF and LHC straight picks on the right ball', () => {
    const first = playType('11X5', 'FIRST')!;
    expect(first.hits(['03', '11', '01', '07', '05'], '03')).toBe(1);
    expect(first.hits(['03', '11', '01', '07', '05'], '11')).toBe(0); // drawn, but not first
    const straight = playType('LF', 'STRAIGHT')!;
    expect(straight.hits(['0', '9', '3'], '093')).toBe(1);
    expect(straight.hits(['0', '9', '3'], '390')).toBe(0); // the same digits out of order
    const special = playType('LHC', 'SPECIAL')!;
    const six = ['01', '12', '23', '34', '45', '46', '08'];
    expect(special.hits(six, '08')).toBe(1);
    expect(special.hits(six, '12')).toBe(0); // one of the six, not the special
    expect(payoutFor(1_000, oddsFor(first, 'Lott'), 1)).toBe(10_780);
    expect(payoutFor(100, oddsFor(straight, 'Lott'), 1)).toBe(98_000);
    expect(payoutFor(1_000, oddsFor(special, 'Lott'), 1)).toBe(48_020);
  });

  it('pay 98% of the fair odds on the straight picks, as the SSC digits do', () => {
    expect(playType('SSC', 'D1')!.odds / 10).toBe(980);
    expect(playType('11X5', 'FIRST')!.odds / 11).toBe(980);
    expect(playType('LF', 'STRAIGHT')!.odds / 1_000).toBe(980);
    expect(playType('LHC', 'SPECIAL')!.odds / 49).toBe(980);
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
