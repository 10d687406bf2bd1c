import { randomInt } from 'node:crypto';

/**
 * The demo vendor's games. Outcomes come from node:crypto randomInt (a cryptographic source). Payouts
 * are what a stake of `amount` returns in total (0 for a lost round); every game keeps a house
 * edge, as a real provider's would.
 */

export type PageKind = 'table' | 'match' | 'spin';

// ---- Baccarat (live tables) -------------------------------------------------------------
export type BaccaratSide = 'player' | 'banker' | 'tie';
const cardValue = (rank: number) => (rank >= 10 ? 0 : rank);
const points = (cards: number[]) => cards.reduce((s, c) => s + cardValue(c), 0) % 10;
const draw = () => randomInt(1, 14);

/** Punto banco with the standard third-card rules. Cards are ranks 1 (ace) .. 13 (king). */
export function dealBaccarat(): { player: number[]; banker: number[]; winner: BaccaratSide } {
  const player = [draw(), draw()];
  const banker = [draw(), draw()];
  const natural = points(player) >= 8 || points(banker) >= 8;
  if (!natural) {
    let third: number | null = null;
    if (points(player) <= 5) {
      third = draw();
      player.push(third);
    }
    const b = points(banker);
    const t = third === null ? null : cardValue(third);
    const bankerDraws =
      t === null
        ? b <= 5
        : b <= 2 || (b === 3 && t !== 8) || (b === 4 && t >= 2 && t <= 7) || (b === 5 && t >= 4 && t <= 7) || (b === 6 && (t === 6 || t === 7));
    if (bankerDraws) banker.push(draw());
  }
  const p = points(player);
  const q = points(banker);
  return { player, banker, winner: p > q ? 'player' : q > p ? 'banker' : 'tie' };
}

/** Player 1:1, banker 0.95:1, tie 8:1; a tie returns player and banker stakes. */
export function baccaratPayout(side: BaccaratSide, winner: BaccaratSide, amount: number): number {
  if (winner === 'tie') return side === 'tie' ? amount * 9 : amount;
  if (side !== winner) return 0;
  return side === 'player' ? amount * 2 : Math.floor((amount * 195) / 100);
}

// ---- Match bet (sports, e-sports) -------------------------------------------------------
export type MatchPick = 'home' | 'draw' | 'away';
/** Decimal odds ×100 and the chance of each result out of 1000 (a margin of about 6%). */
export const MATCH_ODDS: Record<MatchPick, number> = { home: 210, draw: 320, away: 350 };
const MATCH_WEIGHTS: Array<[MatchPick, number]> = [
  ['home', 450],
  ['draw', 290],
  ['away', 260],
];

export function playMatch(): { result: MatchPick; homeGoals: number; awayGoals: number } {
  let roll = randomInt(1000);
  let result: MatchPick = 'away';
  for (const [pick, w] of MATCH_WEIGHTS) {
    if (roll < w) {
      result = pick;
      break;
    }
    roll -= w;
  }
  const low = randomInt(0, 3);
  const margin = randomInt(1, 3);
  const [homeGoals, awayGoals] = result === 'draw' ? [low, low] : result === 'home' ? [low + margin, low] : [low, low + margin];
  return { result, homeGoals, awayGoals };
}

export const matchPayout = (pick: MatchPick, result: MatchPick, amount: number) => (pick === result ? Math.floor((amount * MATCH_ODDS[pick]) / 100) : 0);

// ---- Spin (slots and everything else) ---------------------------------------------------
export const SYMBOLS = ['cherry', 'lemon', 'bell', 'star', 'seven'] as const;
export type SpinSymbol = (typeof SYMBOLS)[number];
/** Three of a kind pays ×multiplier; exactly two cherries ×2. Returns about 95.8% of stakes. */
const THREE_OF_A_KIND: Record<SpinSymbol, number> = { cherry: 5, lemon: 5, bell: 20, star: 50, seven: 100 };
const REEL = ['cherry', 'cherry', 'cherry', 'lemon', 'lemon', 'lemon', 'bell', 'bell', 'star', 'seven'] as const;

export function spin(): SpinSymbol[] {
  return [0, 1, 2].map(() => REEL[randomInt(REEL.length)]!);
}

export function spinMultiplier(reels: SpinSymbol[]): number {
  if (reels.every((s) => s === reels[0])) return THREE_OF_A_KIND[reels[0]!];
  return reels.filter((s) => s === 'cherry').length === 2 ? 2 : 0;
}
