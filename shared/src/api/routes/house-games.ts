import { API } from '../paths.js';
import type { RouteTable } from '../route-def.js';
import {
  BgsBetRequest,
  BgsBetValue,
  BgsFairness,
  BgsGameParams,
  BgsGamesValue,
  BgsRotateRequest,
  BgsRotateValue,
  BgsRound,
  BgsRoundsQuery,
  BgsRoundsValue,
  BgsWalletValue,
} from '../bgs.js';
import { IdempotencyHeaders } from '../money.js';
import { IdParams } from '../paging.js';

/** The house-games module's routes (gateway/src/modules/house-games). */
export const HOUSE_GAMES_ROUTES = {
  bgsGames: { method: 'GET', path: API.bgsGames, response: BgsGamesValue },
  bgsWallet: { method: 'GET', path: API.bgsWallet, response: BgsWalletValue },
  bgsFairness: { method: 'GET', path: API.bgsFairness, response: BgsFairness },
  bgsRotate: { method: 'POST', path: API.bgsRotate, body: BgsRotateRequest, response: BgsRotateValue },
  bgsBet: { method: 'POST', path: API.bgsBet, body: BgsBetRequest, params: BgsGameParams, headers: IdempotencyHeaders, response: BgsBetValue },
  bgsRounds: { method: 'GET', path: API.bgsRounds, query: BgsRoundsQuery, response: BgsRoundsValue },
  bgsRound: { method: 'GET', path: API.bgsRound, params: IdParams, response: BgsRound },
} as const satisfies RouteTable;
