import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { crashReachProbability } from './crash.js';
import { DICE_OUTCOMES, diceWinningRolls, type DiceParams } from './dice.js';
import { bgsPayout, resolveRoundSync, type BgsOutcome, type RoundInput } from './games.js';
import { SLOT_STRIPS, slotGrid, slotLineWins, slotMultiplier, SLOT_PAYTABLE } from './slot.js';

/**
 * Statistical checks of each game over many rounds of one fixed seed pair (so a run is
 * reproducible, never flaky): chi-square goodness of fit at 99% on the outcome distribution, and
 * the simulated return inside its 99% confidence interval around the exact expected return.
 * Both checks are exact at any size (the interval widens as rounds shrink): `npm test` runs
 * 200,000 rounds a game in a few seconds; `npm run test:stats` runs 1,000,000 for more power.
 */
const ROUNDS = Number(process.env.FAIR_STATS_ROUNDS) || 200_000;
const RTP = 9700;
const STAKE = 10_000;
const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();
const Z99 = 2.5758;

/** The chi-square 99% critical value (Wilson-Hilferty; within 0.1% of the tables for df >= 5). */
const chiSquareCritical = (df: number) => df * (1 - 2 / (9 * df) + 2.3263 * Math.sqrt(2 / (9 * df))) ** 3;

function chiSquare(observed: number[], probabilities: number[]): number {
  const x2 = observed.reduce((sum, o, i) => {
    const e = probabilities[i]! * ROUNDS;
    return sum + (o - e) ** 2 / e;
  }, 0);
  console.info(
    `chi-square ${x2.toFixed(2)} with ${observed.length - 1} degrees of freedom (99% critical ${chiSquareCritical(observed.length - 1).toFixed(2)})`,
  );
  return x2;
}

/** Plays every round; `expect` gives a round's exact mean and variance of the payout for its params. */
function simulate(
  base: Omit<RoundInput, 'nonce' | 'params'>,
  paramsOf: (i: number) => RoundInput['params'],
  observe: (o: BgsOutcome) => void,
  moments: (i: number) => [number, number],
) {
  let paid = 0;
  let mean = 0;
  let variance = 0;
  for (let nonce = 0; nonce < ROUNDS; nonce++) {
    const o = resolveRoundSync(hmac, { ...base, nonce, params: paramsOf(nonce) });
    observe(o);
    paid += bgsPayout(STAKE, o);
    const [m, v] = moments(nonce);
    mean += m;
    variance += v;
  }
  const halfWidth = Z99 * Math.sqrt(variance);
  console.info(
    `${base.game}: simulated RTP ${(paid / (STAKE * ROUNDS)).toFixed(5)}, expected ${(mean / (STAKE * ROUNDS)).toFixed(5)} +/- ${(halfWidth / (STAKE * ROUNDS)).toFixed(5)} (99%)`,
  );
  return { rtp: paid / (STAKE * ROUNDS), low: (mean - halfWidth) / (STAKE * ROUNDS), high: (mean + halfWidth) / (STAKE * ROUNDS) };
}

const bernoulli = (p: number, pay: number): [number, number] => [p * pay, p * (1 - p) * pay * pay];

describe('in-house game statistics (1,000,000 rounds each)', () => {
  it('dice: rolls are uniform over 100 buckets and the return matches the RTP', () => {
    const targets: DiceParams[] = [
      { target: 4999, over: true },
      { target: 1000, over: false },
      { target: 9000, over: true },
      { target: 7525, over: false },
    ];
    const buckets = new Array<number>(100).fill(0);
    const r = simulate(
      { game: 'BGS_DICE', serverSeed: 'dice-statistics-server-seed', clientSeed: 'client', rtpBp: RTP },
      (i) => targets[i % targets.length]!,
      (o) => {
        if (o.game === 'BGS_DICE') buckets[Math.floor(o.roll / 100)]!++;
      },
      (i) => {
        const p = targets[i % targets.length]!;
        return bernoulli(diceWinningRolls(p) / DICE_OUTCOMES, Math.floor((STAKE * Math.floor((RTP * 10_000) / diceWinningRolls(p))) / 10_000));
      },
    );
    expect(
      chiSquare(
        buckets,
        buckets.map(() => 0.01),
      ),
    ).toBeLessThan(chiSquareCritical(99));
    expect(r.rtp).toBeGreaterThan(r.low);
    expect(r.rtp).toBeLessThan(r.high);
    expect(Math.abs(r.rtp - RTP / 10_000)).toBeLessThan(0.01);
  }, 60_000);

  it('crash: crash points follow the theoretical distribution and the return matches the RTP', () => {
    const edges = [100, 101, 110, 130, 150, 200, 300, 500, 1000, 10_000];
    const cashOuts = [101, 150, 200, 500, 1000];
    const buckets = new Array<number>(edges.length).fill(0);
    const reach = (point: number) => (point <= 100 ? 1 : crashReachProbability(point, RTP));
    const probabilities = edges.map((e, i) => reach(e) - (i + 1 < edges.length ? reach(edges[i + 1]!) : 0));
    const r = simulate(
      { game: 'BGS_CRASH', serverSeed: 'crash-statistics-server-seed', clientSeed: 'client', rtpBp: RTP },
      (i) => ({ cashOut: cashOuts[i % cashOuts.length]! }),
      (o) => {
        if (o.game === 'BGS_CRASH') buckets[edges.findLastIndex((e) => o.crashPoint >= e)]!++;
      },
      (i) => {
        const c = cashOuts[i % cashOuts.length]!;
        return bernoulli(reach(c), (STAKE * c) / 100);
      },
    );
    expect(chiSquare(buckets, probabilities)).toBeLessThan(chiSquareCritical(edges.length - 1));
    expect(r.rtp).toBeGreaterThan(r.low);
    expect(r.rtp).toBeLessThan(r.high);
  }, 60_000);

  it('slot: every reel stops uniformly on its strip and the return matches the RTP', () => {
    const stops = SLOT_STRIPS.map((s) => new Array<number>(s.length).fill(0));
    // The exact mean and variance of one round's payout, over every stop combination.
    let sum = 0;
    let sumSquares = 0;
    let combinations = 0;
    for (let a = 0; a < 30; a++)
      for (let b = 0; b < 30; b++)
        for (let c = 0; c < 30; c++) {
          const pays = slotLineWins(slotGrid([a, b, c])).reduce((n, w) => n + SLOT_PAYTABLE[w.symbol], 0);
          const payout = Math.floor((STAKE * slotMultiplier(pays, RTP)) / 10_000);
          sum += payout;
          sumSquares += payout * payout;
          combinations++;
        }
    const mean = sum / combinations;
    const variance = sumSquares / combinations - mean * mean;
    const r = simulate(
      { game: 'BGS_SLOT', serverSeed: 'slot-statistics-server-seed', clientSeed: 'client', rtpBp: RTP },
      () => ({}),
      (o) => {
        if (o.game === 'BGS_SLOT') o.stops.forEach((s, reel) => stops[reel]![s]!++);
      },
      () => [mean, variance],
    );
    for (const reel of stops)
      expect(
        chiSquare(
          reel,
          reel.map(() => 1 / reel.length),
        ),
      ).toBeLessThan(chiSquareCritical(reel.length - 1));
    expect(Math.abs(mean / STAKE - RTP / 10_000)).toBeLessThan(0.001);
    expect(r.rtp).toBeGreaterThan(r.low);
    expect(r.rtp).toBeLessThan(r.high);
  }, 60_000);
});
