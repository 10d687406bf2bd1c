/** What every in-house game's outcome carries for the payout (bgsPayout): its game, whether it won, and what it pays. */
export interface PaidOutcome<G extends string> {
  game: G;
  win: boolean;
  /** Ten-thousandths of the stake paid on a win (19800 = 1.98x); the payout is floor(bet * multiplier / 10000). */
  multiplier: number;
}
