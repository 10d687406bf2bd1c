import { Type, type Static } from '@sinclair/typebox';
import { WHEEL_LIMITS } from '../fair/wheel.js';
import { LotteryKindSchema } from './lottery.js';

/**
 * The public verifier (docs/FAIRNESS.md "Verify"): anyone sends a revealed seed and the inputs of
 * a round, spin or draw and gets the outcome recomputed by the functions the gateway draws with
 * (shared/src/fair), and whether SHA-256 of the seed equals the hash committed before play. A
 * stored round, spin or draw can be checked by its id once its seed is revealed.
 */
const Hash = Type.String({ pattern: '^[0-9a-fA-F]{64}$' });
const Seeds = {
  serverSeed: Type.String({ minLength: 1, maxLength: 128 }),
  clientSeed: Type.String({ minLength: 1, maxLength: 64 }),
  nonce: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
  /** The hash shown before play; when given, the answer says whether the seed matches it. */
  serverSeedHash: Type.Optional(Hash),
};
/** Return to player in basis points (9700 = 97%): the RTP the round was played at. */
const RtpBp = Type.Integer({ minimum: 1, maximum: 10_000 });
const closed = { additionalProperties: false } as const;

export const FairDiceInput = Type.Object(
  {
    game: Type.Literal('dice'),
    ...Seeds,
    rtpBp: RtpBp,
    /** target in hundredths (5050 = 50.50); over: the roll must be above it, else below. */
    params: Type.Object({ target: Type.Integer({ minimum: 0, maximum: 9999 }), over: Type.Boolean() }, closed),
  },
  closed,
);
export const FairCrashInput = Type.Object(
  {
    game: Type.Literal('crash'),
    ...Seeds,
    rtpBp: RtpBp,
    /** Auto cash-out in hundredths (200 = 2.00x). */
    params: Type.Object({ cashOut: Type.Integer({ minimum: 0, maximum: 1_000_000 }) }, closed),
  },
  closed,
);
export const FairSlotInput = Type.Object(
  {
    game: Type.Literal('slot'),
    ...Seeds,
    rtpBp: RtpBp,
    params: Type.Optional(Type.Object({}, closed)),
  },
  closed,
);
export const FairWheelInput = Type.Object(
  {
    game: Type.Literal('wheel'),
    ...Seeds,
    /** The segments' weights the spin was made with, in wheel order. */
    weights: Type.Array(Type.Integer({ minimum: 1, maximum: WHEEL_LIMITS.maxWeight }), {
      minItems: WHEEL_LIMITS.minSegments,
      maxItems: WHEEL_LIMITS.maxSegments,
    }),
  },
  closed,
);
export const FairLotteryInput = Type.Object(
  {
    game: Type.Literal('lottery'),
    kind: LotteryKindSchema,
    issue: Type.String({ pattern: '^[0-9A-Za-z_-]{1,32}$' }),
    serverSeed: Seeds.serverSeed,
    serverSeedHash: Seeds.serverSeedHash,
  },
  closed,
);

export const FairVerifyRequest = Type.Union([FairDiceInput, FairCrashInput, FairSlotInput, FairWheelInput, FairLotteryInput]);
export type FairVerifyRequest = Static<typeof FairVerifyRequest>;
export type FairGame = FairVerifyRequest['game'];

const Json = Type.Record(Type.String(), Type.Unknown());

export const FairVerifyValue = Type.Object({
  /**
   * Dice `{ roll, win, multiplier }`, crash `{ crashPoint, win, multiplier }`, slot `{ stops, grid,
   * lines, win, multiplier }` (as stored with a round), wheel `{ segment }`, lottery `{ numbers }`.
   */
  outcome: Json,
  /** SHA-256 (hex) of the server seed sent. */
  serverSeedHash: Type.String(),
  /** Whether it equals the committed hash sent (null when none was sent). */
  hashMatches: Type.Union([Type.Boolean(), Type.Null()]),
});
export type FairVerifyValue = Static<typeof FairVerifyValue>;

/** A stored round of the in-house games, a VIP wheel spin, or a lottery draw (by game code and issue). */
export const FairStoredRequest = Type.Union([
  Type.Object({ source: Type.Literal('round'), id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) }, closed),
  Type.Object({ source: Type.Literal('spin'), id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) }, closed),
  Type.Object(
    { source: Type.Literal('draw'), gameCode: Type.String({ minLength: 1, maxLength: 64 }), issue: Type.String({ minLength: 1, maxLength: 32 }) },
    closed,
  ),
]);
export type FairStoredRequest = Static<typeof FairStoredRequest>;

export const FairStoredValue = Type.Composite([
  FairVerifyValue,
  Type.Object({
    /** The inputs read from the store, committed hash included: what the verifier page is prefilled with. */
    input: FairVerifyRequest,
    /** The outcome stored when it was played (wheel: `{ segment, label, prize }`, recomputed alike). */
    stored: Json,
    /** The recomputed outcome equals the stored one. */
    match: Type.Boolean(),
  }),
]);
export type FairStoredValue = Static<typeof FairStoredValue>;
