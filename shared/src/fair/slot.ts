import type { RoundReader } from './bytes.js';
import type { PaidOutcome } from './outcome.js';

/**
 * Golden Reels: 3 reels x 3 rows, weighted reel strips (a symbol's weight is how often it sits on
 * the strip), 5 paylines and a paytable of three of a kind. Each reel stops at a uniform position
 * of its strip; the rows show the stop and its neighbours. The theoretical RTP of strips and
 * paytable is computed exactly by walking every stop combination, and every payout is scaled by
 * configured RTP / theoretical RTP, so the game returns exactly the configured RTP (before the
 * rounding down of each payout to minor units).
 */
export const SLOT_SYMBOLS = ['SEVEN', 'BAR', 'BELL', 'PLUM', 'LEMON', 'CHERRY'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/** Times the line bet for three of a kind on a payline. */
export const SLOT_PAYTABLE: Record<SlotSymbol, number> = { SEVEN: 100, BAR: 40, BELL: 20, PLUM: 10, LEMON: 6, CHERRY: 4 };
const WEIGHTS: Record<SlotSymbol, number>[] = [
  { SEVEN: 1, BAR: 2, BELL: 3, PLUM: 5, LEMON: 8, CHERRY: 11 },
  { SEVEN: 1, BAR: 2, BELL: 4, PLUM: 5, LEMON: 8, CHERRY: 10 },
  { SEVEN: 1, BAR: 3, BELL: 3, PLUM: 6, LEMON: 7, CHERRY: 10 },
];
/** Rows of each payline, reel by reel (row 0 is the top). */
export const SLOT_PAYLINES: readonly (readonly [number, number, number])[] = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

/** Spreads each symbol's copies evenly along the strip (largest remaining share first), so equal symbols rarely touch. */
function buildStrip(weights: Record<SlotSymbol, number>): SlotSymbol[] {
  const total = SLOT_SYMBOLS.reduce((n, s) => n + weights[s], 0);
  const placed = Object.fromEntries(SLOT_SYMBOLS.map((s) => [s, 0])) as Record<SlotSymbol, number>;
  const strip: SlotSymbol[] = [];
  for (let i = 0; i < total; i++) {
    let best: SlotSymbol = SLOT_SYMBOLS[0];
    let bestLag = -Infinity;
    for (const s of SLOT_SYMBOLS) {
      const lag = ((i + 1) * weights[s]) / total - placed[s];
      if (placed[s] < weights[s] && lag > bestLag) [best, bestLag] = [s, lag];
    }
    placed[best]++;
    strip.push(best);
  }
  return strip;
}
export const SLOT_STRIPS: readonly (readonly SlotSymbol[])[] = WEIGHTS.map(buildStrip);

export interface SlotParams {
  [key: string]: never;
}
export interface SlotLineWin {
  /** Index into SLOT_PAYLINES. */
  line: number;
  symbol: SlotSymbol;
}
export interface SlotOutcome extends PaidOutcome<'BGS_SLOT'> {
  stops: [number, number, number];
  /** grid[row][reel]. */
  grid: SlotSymbol[][];
  lines: SlotLineWin[];
}

export function slotGrid(stops: readonly number[]): SlotSymbol[][] {
  return [0, 1, 2].map((row) => SLOT_STRIPS.map((strip, reel) => strip[(stops[reel]! + row - 1 + strip.length) % strip.length]!));
}

export function slotLineWins(grid: SlotSymbol[][]): SlotLineWin[] {
  const wins: SlotLineWin[] = [];
  SLOT_PAYLINES.forEach((rows, line) => {
    const [a, b, c] = rows.map((row, reel) => grid[row]![reel]!);
    if (a === b && b === c) wins.push({ line, symbol: a! });
  });
  return wins;
}

const linePays = (wins: SlotLineWin[]) => wins.reduce((n, w) => n + SLOT_PAYTABLE[w.symbol], 0);

/** The exact base return: total line pays over every stop combination, and the number of combinations. */
function baseReturn(): { pays: number; combinations: number } {
  let pays = 0;
  const [r0, r1, r2] = SLOT_STRIPS.map((s) => s.length) as [number, number, number];
  for (let a = 0; a < r0; a++) for (let b = 0; b < r1; b++) for (let c = 0; c < r2; c++) pays += linePays(slotLineWins(slotGrid([a, b, c])));
  return { pays, combinations: r0 * r1 * r2 };
}
let base: { pays: number; combinations: number } | null = null;
const slotBase = () => (base ??= baseReturn());

/** RTP of the unscaled strips and paytable (stake = 5 line bets): mean line pays / 5. */
export const slotTheoreticalRtp = () => slotBase().pays / slotBase().combinations / SLOT_PAYLINES.length;

/** The paid multiplier (ten-thousandths of the stake) of a round's line pays, scaled to the configured RTP. */
export function slotMultiplier(pays: number, rtpBp: number): number {
  const { pays: total, combinations } = slotBase();
  // pays / 5 lines / theoretical RTP x rtpBp, with the theoretical RTP = total / combinations / 5.
  return Math.floor((pays * rtpBp * combinations) / total);
}

export function slotOutcome(reader: RoundReader, _p: SlotParams, rtpBp: number): SlotOutcome {
  const stops = SLOT_STRIPS.map((s) => reader.uniformInt(s.length)) as [number, number, number];
  const grid = slotGrid(stops);
  const lines = slotLineWins(grid);
  const multiplier = slotMultiplier(linePays(lines), rtpBp);
  return { game: 'BGS_SLOT', stops, grid, lines, win: multiplier > 0, multiplier };
}
