import { BYTES_PER_CURSOR, concatBytes, NeedMoreBytes, RoundReader } from './bytes.js';
import type { HmacAsync, HmacSync } from './games.js';

/**
 * A lottery draw's result from its revealed server seed (docs/LOTTERY.md "Fairness"): the bytes
 * are HMAC-SHA256(key = server seed, message = "<issue>:<block>"), block 0, 1, ... read as one
 * stream of big-endian 32-bit words, and every number is a uniform integer by rejection (the
 * RoundReader's rule). The gateway draws with the sync form and the browser verifies with the
 * async one, so both run this one declaration.
 */
export const LOTTERY_KINDS = ['SSC', 'PK10', 'VN', 'SEA4D', '11X5', 'LF', 'LHC'] as const;
export type LotteryKind = (typeof LOTTERY_KINDS)[number];
export const isLotteryKind = (k: string): k is LotteryKind => (LOTTERY_KINDS as readonly string[]).includes(k);

/** VN north: special prize and prizes one to seven (count x digits), 27 numbers in all. */
export const VN_TIERS: ReadonlyArray<readonly [count: number, digits: number]> = [
  [1, 5],
  [1, 5],
  [2, 5],
  [6, 5],
  [4, 4],
  [6, 4],
  [3, 3],
  [4, 2],
];

export const drawMessage = (issue: string, block: number) => `${issue}:${block}`;

/** `count` distinct numbers of 1..`of` in draw order (the first `count` steps of a Fisher-Yates shuffle), two digits each. */
function distinctBalls(r: RoundReader, count: number, of: number): string[] {
  const balls = Array.from({ length: of }, (_, i) => i + 1);
  for (let i = 0; i < count; i++) {
    const j = i + r.uniformInt(of - i);
    [balls[i], balls[j]] = [balls[j]!, balls[i]!];
  }
  return balls.slice(0, count).map((n) => String(n).padStart(2, '0'));
}

/**
 * The result as displayed: SSC five digits; PK10 the finishing order of cars 1-10 (Fisher-Yates);
 * VN the 27 numbers of VN_TIERS in order (the first is the special prize); SEA 4D one four-digit
 * number; 11X5 five distinct numbers of 01-11 in draw order; LF (3D) three digits 0-9; LHC (Mark
 * Six) seven distinct numbers of 01-49, six then the special number last. Throws NeedMoreBytes
 * when the blocks computed so far run out.
 */
export function lotteryNumbers(kind: LotteryKind, bytes: Uint8Array): string[] {
  const r = new RoundReader(bytes);
  switch (kind) {
    case 'SSC':
      return Array.from({ length: 5 }, () => String(r.uniformInt(10)));
    case 'PK10': {
      const cars = Array.from({ length: 10 }, (_, i) => i + 1);
      for (let i = cars.length - 1; i > 0; i--) {
        const j = r.uniformInt(i + 1);
        [cars[i], cars[j]] = [cars[j]!, cars[i]!];
      }
      return cars.map(String);
    }
    case 'VN':
      return VN_TIERS.flatMap(([count, digits]) => Array.from({ length: count }, () => String(r.uniformInt(10 ** digits)).padStart(digits, '0')));
    case 'SEA4D':
      return [String(r.uniformInt(10_000)).padStart(4, '0')];
    case '11X5':
      return distinctBalls(r, 5, 11);
    case 'LF':
      return Array.from({ length: 3 }, () => String(r.uniformInt(10)));
    case 'LHC':
      return distinctBalls(r, 7, 49);
  }
}

export interface DrawInput {
  kind: LotteryKind;
  serverSeed: string;
  issue: string;
}

/** Enough blocks: VN, the longest, reads 27 words (4 blocks) when none is rejected. */
const MAX_BLOCKS = 64;

export function resolveDrawSync(hmac: HmacSync, d: DrawInput): string[] {
  const parts: Uint8Array[] = [];
  for (let block = 0; block < MAX_BLOCKS; block++) {
    parts.push(hmac(d.serverSeed, drawMessage(d.issue, block)));
    try {
      return lotteryNumbers(d.kind, concatBytes(parts));
    } catch (err) {
      if (!(err instanceof NeedMoreBytes)) throw err;
    }
  }
  throw new Error(`draw needs more than ${MAX_BLOCKS * BYTES_PER_CURSOR} bytes`);
}

export async function resolveDraw(hmac: HmacAsync, d: DrawInput): Promise<string[]> {
  const parts: Uint8Array[] = [];
  for (let block = 0; block < MAX_BLOCKS; block++) {
    parts.push(await hmac(d.serverSeed, drawMessage(d.issue, block)));
    try {
      return lotteryNumbers(d.kind, concatBytes(parts));
    } catch (err) {
      if (!(err instanceof NeedMoreBytes)) throw err;
    }
  }
  throw new Error(`draw needs more than ${MAX_BLOCKS * BYTES_PER_CURSOR} bytes`);
}
