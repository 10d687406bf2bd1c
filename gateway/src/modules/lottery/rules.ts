import { createHash, createHmac } from 'node:crypto';
import { resolveDrawSync, type LotteryKind } from '@wl/shared';

/**
 * The lottery's pure rules (docs/LOTTERY.md): how a draw's result comes from its server seed,
 * which play types each game offers at which odds, what a valid selection is and how many times
 * a bet hits. No I/O here, so the result of any past draw can be recomputed from its revealed seed.
 */

export { LOTTERY_KINDS, VN_TIERS, type LotteryKind } from '@wl/shared';
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/**
 * The prize modes a game can be played in, by the mode its catalogue row names: a classic lottery
 * game (Lott) also in ZY and in the electronic-lottery mode, whichever the page runs in (the
 * client's lotteryPrizeMode); the Vietnamese (Elott) and SEA games only in their own.
 */
export const modesOf = (home: PrizeMode): readonly PrizeMode[] => (home === 'Lott' ? ['Lott', 'ZY', 'Elott'] : [home]);

/** The public commitment: SHA-256 (hex) of the seed exactly as revealed (a hex string). */
export const seedHash = (serverSeed: string) => createHash('sha256').update(serverSeed, 'utf8').digest('hex');

const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();

/** A draw's result (shared/src/fair/lottery.ts, the one declaration the browser's verifier runs too). */
export const drawResult = (kind: LotteryKind, serverSeed: string, issue: string): string[] => resolveDrawSync(hmac, { kind, serverSeed, issue });

export interface PlayTypeRule {
  code: string;
  /** A closed list of selections, or a number of digits (free choice of that many 0-9). */
  options?: string[];
  digits?: number;
  /** Payout per 1000 staked for one hit, at the Lott / Elott / SEA standard. */
  odds: number;
  hits(result: string[], selection: string): number;
}

const DIGITS = Array.from({ length: 10 }, (_, i) => String(i));
const BIG_SMALL = ['BIG', 'SMALL'];
const sum = (r: string[]) => r.reduce((s, d) => s + Number(d), 0);

/** Two-digit balls 01..n, as the draws spell them. */
const balls = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1).padStart(2, '0'));

const SSC_POSITIONS: PlayTypeRule[] = [1, 2, 3, 4, 5].map((p) => ({
  code: `D${p}`,
  options: DIGITS,
  odds: 9_800,
  hits: (r, s) => (r[p - 1] === s ? 1 : 0),
}));

export const PLAY_TYPES: Record<LotteryKind, PlayTypeRule[]> = {
  SSC: [
    ...SSC_POSITIONS,
    // Sum of the five digits: 0-22 small, 23-45 big; both sides have the same chance.
    { code: 'BS', options: BIG_SMALL, odds: 1_980, hits: (r, s) => ((sum(r) >= 23 ? 'BIG' : 'SMALL') === s ? 1 : 0) },
    { code: 'OE', options: ['ODD', 'EVEN'], odds: 1_980, hits: (r, s) => ((sum(r) % 2 ? 'ODD' : 'EVEN') === s ? 1 : 0) },
  ],
  PK10: [
    { code: 'CHAMP', options: Array.from({ length: 10 }, (_, i) => String(i + 1)), odds: 9_800, hits: (r, s) => (r[0] === s ? 1 : 0) },
    { code: 'CHAMP_BS', options: BIG_SMALL, odds: 1_980, hits: (r, s) => ((Number(r[0]) >= 6 ? 'BIG' : 'SMALL') === s ? 1 : 0) },
  ],
  VN: [
    // "Lo": the two digits pay once for every one of the 27 numbers that ends with them.
    { code: 'LO', digits: 2, odds: 3_600, hits: (r, s) => r.filter((n) => n.endsWith(s)).length },
    // "De": the last two digits of the special prize.
    { code: 'DE', digits: 2, odds: 98_000, hits: (r, s) => (r[0]!.endsWith(s) ? 1 : 0) },
  ],
  SEA4D: [
    { code: '4D', digits: 4, odds: 9_000_000, hits: (r, s) => (r[0] === s ? 1 : 0) },
    { code: '3D', digits: 3, odds: 900_000, hits: (r, s) => (r[0]!.endsWith(s) ? 1 : 0) },
  ],
  // Each of these pays 98% of the fair odds, as SSC's digits do (1 in 10 pays 9.8x).
  // 11X5: the first of the five balls drawn, 1 in 11.
  '11X5': [{ code: 'FIRST', options: balls(11), odds: 10_780, hits: (r, s) => (r[0] === s ? 1 : 0) }],
  // LF (3D): the three digits in order, 1 in 1000.
  LF: [{ code: 'STRAIGHT', digits: 3, odds: 980_000, hits: (r, s) => (r.join('') === s ? 1 : 0) }],
  // LHC (Mark Six): the special number, drawn last after the six, 1 in 49.
  LHC: [{ code: 'SPECIAL', options: balls(49), odds: 48_020, hits: (r, s) => (r[6] === s ? 1 : 0) }],
};

/** Per mille of the standard odds each prize mode pays: ZY trades 2% of the odds for its rebate. */
const MODE_FACTOR: Record<PrizeMode, number> = { Lott: 1000, ZY: 980, Elott: 1000, SEA: 1000 };

export const oddsFor = (rule: PlayTypeRule, mode: PrizeMode) => Math.floor((rule.odds * MODE_FACTOR[mode]) / 1000);

export function playType(kind: LotteryKind, code: string): PlayTypeRule | undefined {
  return PLAY_TYPES[kind].find((p) => p.code === code);
}

/** The selection in its one stored spelling, or null when the play type does not accept it. */
export function normaliseSelection(rule: PlayTypeRule, selection: string): string | null {
  const s = selection.trim().toUpperCase();
  if (rule.options) return rule.options.includes(s) ? s : null;
  return rule.digits !== undefined && new RegExp(`^[0-9]{${rule.digits}}$`).test(s) ? s : null;
}

/** What a settled bet pays: the stake times the odds for each hit, rounded down to a minor unit. */
export function payoutFor(amount: number, odds: number, hits: number): number {
  return hits === 0 ? 0 : Math.floor((amount * odds * hits) / 1000);
}

/** The draw slot containing `nowMs`: draws fall on multiples of the interval since the epoch. */
export function slotAt(nowMs: number, intervalSeconds: number, closeBeforeSeconds: number, ahead = 0) {
  const i = intervalSeconds * 1000;
  const drawsAt = (Math.floor(nowMs / i) + 1 + ahead) * i;
  const opensAt = drawsAt - i;
  // Numbered within the UTC day the draw opens in: the draw at 00:01 is the day's first.
  const day = new Date(opensAt).toISOString().slice(0, 10).replaceAll('-', '');
  const seq = Math.floor((opensAt % 86_400_000) / i) + 1;
  return {
    issue: `${day}${String(seq).padStart(4, '0')}`,
    opensAt: new Date(opensAt),
    closesAt: new Date(drawsAt - closeBeforeSeconds * 1000),
    drawsAt: new Date(drawsAt),
  };
}
