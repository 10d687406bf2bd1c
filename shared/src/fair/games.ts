import { BYTES_PER_CURSOR, concatBytes, NeedMoreBytes, roundMessage, RoundReader } from './bytes.js';
import { crashOutcome, crashParamsValid, type CrashOutcome, type CrashParams } from './crash.js';
import { diceOutcome, diceParamsValid, type DiceOutcome, type DiceParams } from './dice.js';
import { slotOutcome, type SlotOutcome } from './slot.js';

export const BGS_GAMES = ['BGS_SLOT', 'BGS_CRASH', 'BGS_DICE'] as const;
export type BgsGame = (typeof BGS_GAMES)[number];
export const isBgsGame = (g: string): g is BgsGame => (BGS_GAMES as readonly string[]).includes(g);

export type BgsParams = DiceParams | CrashParams | Record<string, never>;
export type BgsOutcome = DiceOutcome | CrashOutcome | SlotOutcome;

/** The params a game accepts, checked the same way by the gateway (BET_INVALID) and the verifier. */
export function bgsParamsValid(game: BgsGame, params: unknown): boolean {
  if (typeof params !== 'object' || params === null) return false;
  const keys = Object.keys(params).sort().join(',');
  if (game === 'BGS_DICE') return keys === 'over,target' && diceParamsValid(params as DiceParams);
  if (game === 'BGS_CRASH') return keys === 'cashOut' && crashParamsValid(params as CrashParams);
  return keys === '';
}

/** A game's outcome from a round's bytes; throws NeedMoreBytes when they run out. */
export function bgsOutcome(game: BgsGame, params: BgsParams, rtpBp: number, bytes: Uint8Array): BgsOutcome {
  const reader = new RoundReader(bytes);
  if (game === 'BGS_DICE') return diceOutcome(reader, params as DiceParams, rtpBp);
  if (game === 'BGS_CRASH') return crashOutcome(reader, params as CrashParams, rtpBp);
  return slotOutcome(reader, {}, rtpBp);
}

/** What is paid for a stake: floor(stake x multiplier), in minor units. */
export const bgsPayout = (bet: number, o: BgsOutcome) => (o.win ? Math.floor((bet * o.multiplier) / 10_000) : 0);

export interface RoundSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}
export interface RoundInput extends RoundSeeds {
  game: BgsGame;
  params: BgsParams;
  rtpBp: number;
}

/** HMAC-SHA256 of a text message keyed by the server seed's text; node:crypto (sync) or WebCrypto (async). */
export type HmacSync = (key: string, message: string) => Uint8Array;
export type HmacAsync = (key: string, message: string) => Promise<Uint8Array>;

/** Enough cursors for any round: a game asks for another only when a word was rejected. */
const MAX_CURSORS = 64;

export function resolveRoundSync(hmac: HmacSync, r: RoundInput): BgsOutcome {
  const parts: Uint8Array[] = [];
  for (let cursor = 0; cursor < MAX_CURSORS; cursor++) {
    parts.push(hmac(r.serverSeed, roundMessage(r.clientSeed, r.nonce, cursor)));
    try {
      return bgsOutcome(r.game, r.params, r.rtpBp, parts.length === 1 ? parts[0]! : concatBytes(parts));
    } catch (err) {
      if (!(err instanceof NeedMoreBytes)) throw err;
    }
  }
  throw new Error(`round needs more than ${MAX_CURSORS * BYTES_PER_CURSOR} bytes`);
}

export async function resolveRound(hmac: HmacAsync, r: RoundInput): Promise<BgsOutcome> {
  const parts: Uint8Array[] = [];
  for (let cursor = 0; cursor < MAX_CURSORS; cursor++) {
    parts.push(await hmac(r.serverSeed, roundMessage(r.clientSeed, r.nonce, cursor)));
    try {
      return bgsOutcome(r.game, r.params, r.rtpBp, concatBytes(parts));
    } catch (err) {
      if (!(err instanceof NeedMoreBytes)) throw err;
    }
  }
  throw new Error(`round needs more than ${MAX_CURSORS * BYTES_PER_CURSOR} bytes`);
}
