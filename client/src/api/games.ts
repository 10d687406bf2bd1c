import { type EndpointQuery, type GameListQuery, type GameSearchQuery, type GameType, ENDPOINTS } from '@wl/shared/core';
import { call } from './http';

type Query = Record<string, string | number | undefined>;

/** The lobby calls (shared/src/api/games.ts is the contract). */
export const gamesApi = {
  menus: (signal?: AbortSignal) => call(ENDPOINTS.gameMenus, { signal }),
  list: (q: GameListQuery, signal?: AbortSignal) => call(ENDPOINTS.gameList, { query: toQuery(q), signal }),
  /** The header's search: no token, so guests search too. */
  search: (q: GameSearchQuery, signal?: AbortSignal) => call(ENDPOINTS.gameSearch, { query: { ...toQuery(q), keyword: q.keyword }, signal }),
  hot: (gameType?: GameType, signal?: AbortSignal) => call(ENDPOINTS.hotGames, { query: { gameType }, signal }),
  lanes: (gameType?: GameType, signal?: AbortSignal) => call(ENDPOINTS.gameVendorLanes, { query: { gameType }, signal }),
  recent: (q: { page?: number; pageSize?: number; gameType?: GameType }, signal?: AbortSignal) => call(ENDPOINTS.recentGames, { query: q, signal }),
  favouriteIds: (signal?: AbortSignal) => call(ENDPOINTS.favouriteIds, { signal }),
  favouriteList: (q: { pageNo?: number; gameType?: GameType }, signal?: AbortSignal) => call(ENDPOINTS.favouriteList, { query: q, signal }),
  addFavourite: (nodeId: number) => call(ENDPOINTS.favouriteAdd, { body: { nodeId } }),
  removeFavourite: (nodeId: number) => call(ENDPOINTS.favouriteRemove, { query: { nodeId } }),
  launch: (nodeId: number) => call(ENDPOINTS.launchGame, { body: { nodeId } }),
  rooms: (vassalage: string | undefined, signal?: AbortSignal) => call(ENDPOINTS.roomList, { query: { vassalage }, signal }),
  rankList: (q: EndpointQuery<typeof ENDPOINTS.rankList>, signal?: AbortSignal) => call(ENDPOINTS.rankList, { query: q, signal }),
};

function toQuery(q: GameListQuery | GameSearchQuery): Query {
  const out: Query = {};
  for (const [k, v] of Object.entries(q)) {
    if (v === undefined || v === null || v === '') continue;
    out[k] = typeof v === 'boolean' ? (v ? 1 : 0) : (v as string | number);
  }
  return out;
}
