import { describe, expect, it } from 'vitest';
import { baccaratPayout, dealBaccarat, MATCH_ODDS, matchPayout, spinMultiplier, SYMBOLS, type SpinSymbol } from './games.js';

const REEL: SpinSymbol[] = ['cherry', 'cherry', 'cherry', 'lemon', 'lemon', 'lemon', 'bell', 'bell', 'star', 'seven'];

describe('demo vendor games', () => {
  it('keeps a house edge on the spin: the exact return over every reel stop is below 100%', () => {
    let paid = 0;
    for (const a of REEL) for (const b of REEL) for (const c of REEL) paid += spinMultiplier([a, b, c]);
    const rtp = paid / REEL.length ** 3;
    expect(rtp).toBeCloseTo(0.958, 3);
    expect(SYMBOLS.every((s) => REEL.includes(s))).toBe(true);
  });

  it('pays baccarat as the table says: a tie pushes player and banker', () => {
    expect(baccaratPayout('player', 'player', 1_000)).toBe(2_000);
    expect(baccaratPayout('banker', 'banker', 1_000)).toBe(1_950);
    expect(baccaratPayout('tie', 'tie', 1_000)).toBe(9_000);
    expect(baccaratPayout('player', 'tie', 1_000)).toBe(1_000);
    expect(baccaratPayout('banker', 'player', 1_000)).toBe(0);
  });

  it('deals hands of two or three cards that name the higher total', () => {
    for (let i = 0; i < 2_000; i++) {
      const h = dealBaccarat();
      for (const cards of [h.player, h.banker]) {
        expect(cards.length).toBeGreaterThanOrEqual(2);
        expect(cards.length).toBeLessThanOrEqual(3);
        expect(cards.every((c) => Number.isInteger(c) && c >= 1 && c <= 13)).toBe(true);
      }
      const total = (cs: number[]) => cs.reduce((s, c) => s + (c >= 10 ? 0 : c), 0) % 10;
      const [p, b] = [total(h.player), total(h.banker)];
      expect(h.winner).toBe(p > b ? 'player' : b > p ? 'banker' : 'tie');
    }
  });

  it('pays a match bet at its odds', () => {
    expect(matchPayout('home', 'home', 1_000)).toBe(MATCH_ODDS.home * 10);
    expect(matchPayout('draw', 'away', 1_000)).toBe(0);
  });
});
