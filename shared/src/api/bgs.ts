import { Type, type Static } from '@sinclair/typebox';
import { Page, pageQuery } from './paging.js';

/**
 * In-house games (BGS; docs/FAIRNESS.md): fairness state, seed rotation, bets and round history.
 * Amounts are integers in minor units; dice targets and crash cash-outs are in hundredths
 * (5050 = 50.50, 200 = 2.00x); multipliers in ten-thousandths of the stake.
 */
export const BgsGameCode = Type.Union([Type.Literal('BGS_SLOT'), Type.Literal('BGS_CRASH'), Type.Literal('BGS_DICE')]);
/** Any text: an unknown game is GAME_NOT_FOUND, not a validation failure. */
export const BgsGameParams = Type.Object({ game: Type.String({ maxLength: 32 }) });

export const BgsGameConfig = Type.Object({
  game: BgsGameCode,
  nodeId: Type.Integer(),
  /** The catalogue's name of the game (Golden Reels, ...). */
  name: Type.String(),
  /** Return to player in basis points (9700 = 97%). */
  rtp: Type.Integer(),
  minBet: Type.Integer(),
  maxBet: Type.Integer(),
  trialAllowed: Type.Boolean(),
});
export type BgsGameConfig = Static<typeof BgsGameConfig>;
export const BgsGamesValue = Type.Object({ list: Type.Array(BgsGameConfig) });
export type BgsGamesValue = Static<typeof BgsGamesValue>;

/**
 * The wallet the in-house games play from: the main wallet, the BGS sub-wallet on a
 * transfer-wallet site that lists BGS (money is moved there in the transfer tab), or play money.
 */
export const BgsWalletValue = Type.Object({
  wallet: Type.Union([Type.Literal('main'), Type.Literal('vendor'), Type.Literal('play')]),
  balance: Type.Integer(),
  currency: Type.String(),
});
export type BgsWalletValue = Static<typeof BgsWalletValue>;

/** The member's current seed pair: the server seed is committed by its hash only. */
export const BgsFairness = Type.Object({
  serverSeedHash: Type.String(),
  clientSeed: Type.String(),
  /** The nonce of the next round. */
  nonce: Type.Integer(),
});
export type BgsFairness = Static<typeof BgsFairness>;

export const BgsRotateRequest = Type.Object({ clientSeed: Type.Optional(Type.String({ maxLength: 200 })) }, { additionalProperties: false });
export type BgsRotateRequest = Static<typeof BgsRotateRequest>;

export const BgsRotateValue = Type.Object({
  /** The seed pair just retired: every round played with it can now be checked. */
  revealed: Type.Object({ serverSeed: Type.String(), serverSeedHash: Type.String(), clientSeed: Type.String(), rounds: Type.Integer() }),
  next: BgsFairness,
});
export type BgsRotateValue = Static<typeof BgsRotateValue>;

/** Game params: dice `{ target, over }`, crash `{ cashOut }`, slot `{}`; anything else is BET_INVALID. */
export const BgsBetRequest = Type.Object(
  {
    amount: Type.Integer({ minimum: 1, maximum: 100_000_000_000 }),
    // Unknown values: a typed union would let the validator coerce `false` to 0; the game checks the types.
    params: Type.Record(Type.String({ maxLength: 16 }), Type.Unknown(), { maxProperties: 4 }),
  },
  { additionalProperties: false },
);
export type BgsBetRequest = Static<typeof BgsBetRequest>;

const Json = Type.Record(Type.String(), Type.Unknown());

export const BgsRound = Type.Object({
  id: Type.Integer(),
  game: BgsGameCode,
  nodeId: Type.Integer(),
  book: Type.Union([Type.Literal('real'), Type.Literal('play')]),
  currency: Type.String(),
  bet: Type.Integer(),
  payout: Type.Integer(),
  rtp: Type.Integer(),
  params: Json,
  outcome: Json,
  serverSeedHash: Type.String(),
  /** Null until the member rotates the seed pair this round was played with. */
  serverSeed: Type.Union([Type.String(), Type.Null()]),
  clientSeed: Type.String(),
  nonce: Type.Integer(),
  createdAt: Type.String(),
});
export type BgsRound = Static<typeof BgsRound>;

export const BgsBetValue = Type.Object({
  round: BgsRound,
  /** The wallet the game plays from, after the round. */
  balance: Type.Integer(),
  currency: Type.String(),
});
export type BgsBetValue = Static<typeof BgsBetValue>;

export const BgsRoundsQuery = Type.Object({ game: Type.Optional(BgsGameCode), ...pageQuery(100, 20) });
export type BgsRoundsQuery = Static<typeof BgsRoundsQuery>;
export const BgsRoundsValue = Page(BgsRound);
export type BgsRoundsValue = Static<typeof BgsRoundsValue>;
