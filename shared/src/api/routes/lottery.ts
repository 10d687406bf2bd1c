import { API } from '../paths.js';
import type { RouteTable } from '../route-def.js';
import {
  CurrentDrawValue,
  DrawPage,
  DrawParams,
  GameCodeQuery,
  LatestOpenedQuery,
  LatestOpenedValue,
  LotteryBetPage,
  LotteryBetRequest,
  LotteryBetValue,
  LotteryDraw,
  LotteryGamesQuery,
  LotteryGamesValue,
  MyBetsQuery,
  OpenedGameQuery,
  VnMenuQuery,
} from '../lottery.js';
import { IdempotencyHeaders } from '../money.js';

/** The lottery module's routes (gateway/src/modules/lottery). */
export const LOTTERY_ROUTES = {
  lotteryGames: { method: 'GET', path: API.lotteryGames, query: LotteryGamesQuery, response: LotteryGamesValue },
  vnGameMenu: { method: 'GET', path: API.vnGameMenu, query: VnMenuQuery, response: LotteryGamesValue },
  vnGameMenuRecent: { method: 'GET', path: API.vnGameMenuRecent, query: VnMenuQuery, response: LotteryGamesValue },
  lotteryCurrentDraw: { method: 'GET', path: API.lotteryCurrentDraw, query: GameCodeQuery, response: CurrentDrawValue },
  lotteryDraw: { method: 'GET', path: API.lotteryDraw, params: DrawParams, response: LotteryDraw },
  vnOpenedGame: { method: 'GET', path: API.vnOpenedGame, query: OpenedGameQuery, response: DrawPage },
  lotteryOpenedNumero: { method: 'GET', path: API.lotteryOpenedNumero, query: LatestOpenedQuery, response: LatestOpenedValue },
  lotteryBetsPost: { method: 'POST', path: API.lotteryBets, body: LotteryBetRequest, headers: IdempotencyHeaders, response: LotteryBetValue },
  lotteryBets: { method: 'GET', path: API.lotteryBets, query: MyBetsQuery, response: LotteryBetPage },
} as const satisfies RouteTable;
