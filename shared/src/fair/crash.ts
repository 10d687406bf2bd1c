import type { RoundReader } from './bytes.js';
import type { PaidOutcome } from './outcome.js';

/**
 * Rocket Crash: the crash point is RTP / (1 - U) with U uniform in [0, 1) from one 32-bit word,
 * rounded down to hundredths and at least 1.00; so P(crash >= m) = RTP / m for every m >= RTP.
 * The player sets an auto cash-out before the round and wins target x stake when the rocket
 * reaches it: the expected return is target x RTP / target = RTP for any target.
 */
export interface CrashParams {
  /** Auto cash-out in hundredths: 200 means 2.00x. */
  cashOut: number;
}
export interface CrashOutcome extends PaidOutcome<'BGS_CRASH'> {
  /** Crash point in hundredths (100 = 1.00x), capped at CRASH_MAX_POINT. */
  crashPoint: number;
}

export const CRASH_MIN_CASHOUT = 101;
export const CRASH_MAX_CASHOUT = 100_000;
/** The highest crash point shown (10,000x); far above the highest cash-out, so the RTP is unchanged. */
export const CRASH_MAX_POINT = 1_000_000;

export const crashParamsValid = (p: CrashParams) => Number.isInteger(p.cashOut) && p.cashOut >= CRASH_MIN_CASHOUT && p.cashOut <= CRASH_MAX_CASHOUT;

const TWO_32 = 2n ** 32n;

/** Exact integer arithmetic: floor(100 * rtp * 2^32 / (2^32 - w)) in hundredths. */
export function crashPointOfWord(w: number, rtpBp: number): number {
  const point = (BigInt(rtpBp) * TWO_32) / (100n * (TWO_32 - BigInt(w)));
  return Math.max(100, Math.min(CRASH_MAX_POINT, Number(point)));
}

/** The probability that the crash point reaches `point` hundredths (the theoretical tail). */
export const crashReachProbability = (point: number, rtpBp: number) => Math.min(1, rtpBp / 100 / point);

export function crashOutcome(reader: RoundReader, p: CrashParams, rtpBp: number): CrashOutcome {
  const crashPoint = crashPointOfWord(reader.word(), rtpBp);
  return { game: 'BGS_CRASH', crashPoint, win: crashPoint >= p.cashOut, multiplier: p.cashOut * 100 };
}
