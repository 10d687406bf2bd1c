import { Type, type Static, type TLiteral } from '@sinclair/typebox';
import { LOTTERY_KINDS } from '../fair/lottery.js';
import { Page, pageQuery } from './paging.js';

/**
 * The lottery (docs/LOTTERY.md): games by prize mode, scheduled draws committed with the
 * SHA-256 of their server seed when they open and revealed after the draw, bets settled on the
 * draw. Amounts are minor units; odds are the payout per 1000 staked for one hit.
 */

/** How a game draws and which play types it has: one of LOTTERY_KINDS (shared/src/fair/lottery.ts). */
type Literals<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K]> };
export const LotteryKindSchema = Type.Union(LOTTERY_KINDS.map((k) => Type.Literal(k)) as unknown as Literals<typeof LOTTERY_KINDS>);

export const LOTTERY_PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
const PrizeMode = Type.Union([Type.Literal('Lott'), Type.Literal('ZY'), Type.Literal('Elott'), Type.Literal('SEA')]);
const GameCode = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_]{1,32}$' });
const Issue = Type.String({ minLength: 8, maxLength: 16, pattern: '^[0-9]{8,16}$' });

export const LotteryPlayType = Type.Object({
  code: Type.String(),
  /** A closed list of selections, or `digits`: any string of that many 0-9. */
  options: Type.Optional(Type.Array(Type.String())),
  digits: Type.Optional(Type.Integer()),
  odds: Type.Integer(),
});
export type LotteryPlayType = Static<typeof LotteryPlayType>;

export const LotteryGame = Type.Object({
  nodeId: Type.Integer(),
  gameCode: Type.String(),
  vassalage: Type.String(),
  gameName: Type.String(),
  kind: LotteryKindSchema,
  prizeMode: PrizeMode,
  intervalSeconds: Type.Integer(),
  closeBeforeSeconds: Type.Integer(),
  minBet: Type.Integer(),
  maxBet: Type.Integer(),
  maintenance: Type.Boolean(),
  playTypes: Type.Array(LotteryPlayType),
});
export type LotteryGame = Static<typeof LotteryGame>;
export const LotteryGamesValue = Type.Object({ list: Type.Array(LotteryGame) });
export type LotteryGamesValue = Static<typeof LotteryGamesValue>;

/** GET /lotto/lgw/games (prizeMode). */
export const LotteryGamesQuery = Type.Object({ prizeMode: Type.Optional(PrizeMode), device: Type.Optional(Type.String({ maxLength: 16 })) });
/** GET /lgw/vn/games/game_menu and .../recent (device WEB). */
export const VnMenuQuery = Type.Object({ device: Type.Optional(Type.String({ maxLength: 16 })) });

export const LotteryDraw = Type.Object({
  gameCode: Type.String(),
  issue: Type.String(),
  status: Type.Union([Type.Literal('open'), Type.Literal('closed'), Type.Literal('drawn'), Type.Literal('settled')]),
  opensAt: Type.String(),
  closesAt: Type.String(),
  drawsAt: Type.String(),
  /** SHA-256 (hex) of serverSeed, published when the draw opens. */
  seedHash: Type.String(),
  /** Null until the draw is drawn. */
  serverSeed: Type.Union([Type.String(), Type.Null()]),
  /**
   * Null until drawn. SSC: 5 digits; PK10: cars 1-10 in finishing order; VN: 27 numbers, the
   * special prize first; SEA 4D: one number; 11X5: 5 distinct of 01-11; LF: 3 digits; LHC: 7
   * distinct of 01-49, the special number last.
   */
  result: Type.Union([Type.Array(Type.String()), Type.Null()]),
});
export type LotteryDraw = Static<typeof LotteryDraw>;

export const GameCodeQuery = Type.Object({ gameCode: GameCode });
/** The draw taking bets or about to be drawn (`current`) and the one after it, with the server's clock. */
export const CurrentDrawValue = Type.Object({
  serverTime: Type.String(),
  current: Type.Union([LotteryDraw, Type.Null()]),
  next: Type.Union([LotteryDraw, Type.Null()]),
});
export type CurrentDrawValue = Static<typeof CurrentDrawValue>;

/** GET /lgw/vn/numeros/opened/game: a game's drawn results, newest first. */
export const OpenedGameQuery = Type.Object({ gameCode: GameCode, ...pageQuery(50, 10) });
export const DrawPage = Page(LotteryDraw);
export type DrawPage = Static<typeof DrawPage>;
/** GET /lotto/lgw/games/opened/numero: the latest drawn result of each game (or of one). */
export const LatestOpenedQuery = Type.Object({ gameCode: Type.Optional(GameCode), prizeMode: Type.Optional(PrizeMode) });
export const LatestOpenedValue = Type.Object({ list: Type.Array(LotteryDraw) });
export type LatestOpenedValue = Static<typeof LatestOpenedValue>;
export const DrawParams = Type.Object({ gameCode: GameCode, issue: Issue });

export const LotteryBetRequest = Type.Object(
  {
    gameCode: GameCode,
    issue: Issue,
    playType: Type.String({ minLength: 1, maxLength: 16 }),
    selection: Type.String({ minLength: 1, maxLength: 16 }),
    amount: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
    /** The prize mode the page lists the game in (its odds); unset: the game's own mode. */
    prizeMode: Type.Optional(PrizeMode),
  },
  { additionalProperties: false },
);
export type LotteryBetRequest = Static<typeof LotteryBetRequest>;

export const LotteryBet = Type.Object({
  id: Type.Integer(),
  gameCode: Type.String(),
  issue: Type.String(),
  playType: Type.String(),
  selection: Type.String(),
  amount: Type.Integer(),
  odds: Type.Integer(),
  currency: Type.String(),
  /** refunded: the stake came back (the debit was rolled back before the draw settled it). */
  status: Type.Union([Type.Literal('open'), Type.Literal('won'), Type.Literal('lost'), Type.Literal('refunded')]),
  /** Null while open. */
  payout: Type.Union([Type.Integer(), Type.Null()]),
  drawsAt: Type.String(),
  createdAt: Type.String(),
  settledAt: Type.Union([Type.String(), Type.Null()]),
});
export type LotteryBet = Static<typeof LotteryBet>;
export const LotteryBetValue = Type.Object({ bet: LotteryBet, balance: Type.Integer(), currency: Type.String(), replayed: Type.Boolean() });
export type LotteryBetValue = Static<typeof LotteryBetValue>;

export const MyBetsQuery = Type.Object({
  gameCode: Type.Optional(GameCode),
  status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('settled')])),
  ...pageQuery(100, 20),
});
export const LotteryBetPage = Page(LotteryBet);
export type LotteryBetPage = Static<typeof LotteryBetPage>;
