import { BYTES_PER_CURSOR, concatBytes, NeedMoreBytes, roundMessage, RoundReader } from './bytes.js';
import type { HmacAsync, HmacSync, RoundSeeds } from './games.js';

/**
 * The VIP lucky wheel (docs/VIP-WHEEL.md): the same commit-reveal bytes as the in-house games
 * (HMAC-SHA256(server seed, "<clientSeed>:<nonce>:<cursor>"), docs/FAIRNESS.md). One uniform
 * integer r in [0, total weight) is drawn without modulo bias; the segment is the first whose
 * running weight sum exceeds r, so segment i comes up with probability weight_i / total.
 * The weights are those the spin was made with (stored with the spin), so a later change of
 * the wheel never changes what a past spin verifies to.
 */
export const WHEEL_LIMITS = {
  minSegments: 2,
  maxSegments: 12,
  /** Per segment; with 12 segments the total stays far below 2^32 (what uniformInt accepts). */
  maxWeight: 1_000_000,
  labelMax: 24,
  /** Minor units: 1,000,000.00 at most per segment. */
  maxPrize: 100_000_000,
} as const;

/** Whole, positive, within the limits, at least two: what the gateway accepts and the verifier checks. */
export function wheelWeightsValid(weights: readonly number[]): boolean {
  return (
    weights.length >= WHEEL_LIMITS.minSegments &&
    weights.length <= WHEEL_LIMITS.maxSegments &&
    weights.every((w) => Number.isInteger(w) && w >= 1 && w <= WHEEL_LIMITS.maxWeight)
  );
}

/** The segment of a uniform draw r in [0, sum of weights). */
export function segmentOfDraw(weights: readonly number[], r: number): number {
  let acc = 0;
  for (let i = 0; i < weights.length; i++) {
    acc += weights[i]!;
    if (r < acc) return i;
  }
  throw new RangeError(`draw ${r} is beyond the total weight ${acc}`);
}

/** The segment index from a spin's bytes; throws NeedMoreBytes when every word was rejected. */
export function wheelSegment(bytes: Uint8Array, weights: readonly number[]): number {
  if (!wheelWeightsValid(weights)) throw new RangeError('wheel weights are not valid');
  const total = weights.reduce((n, w) => n + w, 0);
  return segmentOfDraw(weights, new RoundReader(bytes).uniformInt(total));
}

export interface WheelSpinInput extends RoundSeeds {
  weights: readonly number[];
}

/** Enough cursors: a cursor holds 8 words and a word is rejected with probability below 1/2. */
const MAX_CURSORS = 64;

export function resolveWheelSync(hmac: HmacSync, s: WheelSpinInput): number {
  const parts: Uint8Array[] = [];
  for (let cursor = 0; cursor < MAX_CURSORS; cursor++) {
    parts.push(hmac(s.serverSeed, roundMessage(s.clientSeed, s.nonce, cursor)));
    try {
      return wheelSegment(parts.length === 1 ? parts[0]! : concatBytes(parts), s.weights);
    } catch (err) {
      if (!(err instanceof NeedMoreBytes)) throw err;
    }
  }
  throw new Error(`spin needs more than ${MAX_CURSORS * BYTES_PER_CURSOR} bytes`);
}

/** The browser's form (WebCrypto): the verifier recomputes a revealed spin with it. */
export async function resolveWheel(hmac: HmacAsync, s: WheelSpinInput): Promise<number> {
  const parts: Uint8Array[] = [];
  for (let cursor = 0; cursor < MAX_CURSORS; cursor++) {
    parts.push(await hmac(s.serverSeed, roundMessage(s.clientSeed, s.nonce, cursor)));
    try {
      return wheelSegment(concatBytes(parts), s.weights);
    } catch (err) {
      if (!(err instanceof NeedMoreBytes)) throw err;
    }
  }
  throw new Error(`spin needs more than ${MAX_CURSORS * BYTES_PER_CURSOR} bytes`);
}
