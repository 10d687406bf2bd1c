import type { RoundReader } from './bytes.js';
import type { PaidOutcome } from './outcome.js';

/**
 * Lucky Dice: a roll of 0.00-99.99 (10,000 equally likely values, kept in hundredths), a target
 * and a direction. The payout multiplier is RTP / win chance, so every target returns the RTP.
 */
export interface DiceParams {
  /** Hundredths: 5050 means 50.50. */
  target: number;
  over: boolean;
}
export interface DiceOutcome extends PaidOutcome<'BGS_DICE'> {
  /** Hundredths, 0-9999. */
  roll: number;
}

export const DICE_OUTCOMES = 10_000;
/** Win chance between 1% and 98% (in rolls out of 10,000). */
export const DICE_MIN_WINNING = 100;
export const DICE_MAX_WINNING = 9800;

/** How many of the 10,000 rolls win: over wins above the target, under wins below it. */
export const diceWinningRolls = (p: DiceParams) => (p.over ? DICE_OUTCOMES - 1 - p.target : p.target);

export function diceParamsValid(p: DiceParams): boolean {
  if (!Number.isInteger(p.target) || typeof p.over !== 'boolean') return false;
  const n = diceWinningRolls(p);
  return n >= DICE_MIN_WINNING && n <= DICE_MAX_WINNING;
}

/** rtpBp / winning rolls, in ten-thousandths of the stake: RTP 97% at 50% chance is 1.94x. */
export const diceMultiplier = (p: DiceParams, rtpBp: number) => Math.floor((rtpBp * 10_000) / diceWinningRolls(p));

export function diceOutcome(reader: RoundReader, p: DiceParams, rtpBp: number): DiceOutcome {
  const roll = reader.uniformInt(DICE_OUTCOMES);
  const win = p.over ? roll > p.target : roll < p.target;
  return { game: 'BGS_DICE', roll, win, multiplier: diceMultiplier(p, rtpBp) };
}
