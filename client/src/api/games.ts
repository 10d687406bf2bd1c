import {
  API,
  type FavouriteIdsValue,
  type FavouriteListValue,
  type GameListQuery,
  type GameListValue,
  type GameMenusValue,
  type GamePage,
  type GameType,
  type LaunchValue,
  type RankListValue,
  type RoomListValue,
  type VendorLanesValue,
} from '@wl/shared/core';
import { request } from './http';

type Query = Record<string, string | number | undefined>;

/** The lobby calls (shared/src/api/games.ts is the contract). */
export const gamesApi = {
  menus: (signal?: AbortSignal) => request<GameMenusValue>(API.gameMenus, { signal }),
  list: (q: GameListQuery, signal?: AbortSignal) => request<GamePage>(API.gameList, { query: toQuery(q), signal }),
  hot: (gameType?: GameType, signal?: AbortSignal) => request<GameListValue>(API.hotGames, { query: { gameType }, signal }),
  lanes: (gameType?: GameType, signal?: AbortSignal) => request<VendorLanesValue>(API.gameVendorLanes, { query: { gameType }, signal }),
  recent: (q: { page?: number; pageSize?: number; gameType?: GameType }, signal?: AbortSignal) => request<GamePage>(API.recentGames, { query: q, signal }),
  favouriteIds: (signal?: AbortSignal) => request<FavouriteIdsValue>(API.favouriteIds, { signal }),
  favouriteList: (q: { pageNo?: number; gameType?: GameType }, signal?: AbortSignal) => request<FavouriteListValue>(API.favouriteList, { query: q, signal }),
  addFavourite: (nodeId: number) => request<unknown>(API.favouriteAdd, { method: 'POST', body: { nodeId } }),
  removeFavourite: (nodeId: number) => request<unknown>(API.favouriteRemove, { method: 'DELETE', query: { nodeId } }),
  launch: (nodeId: number) => request<LaunchValue>(API.launchGame, { method: 'POST', body: { nodeId } }),
  rooms: (vassalage: string | undefined, signal?: AbortSignal) => request<RoomListValue>(API.roomList, { query: { vassalage }, signal }),
  rankList: (q: { gameCategory?: string; limitNum?: number }, signal?: AbortSignal) => request<RankListValue>(API.rankList, { query: q, signal }),
};

function toQuery(q: GameListQuery): Query {
  const out: Query = {};
  for (const [k, v] of Object.entries(q)) {
    if (v === undefined || v === null || v === '') continue;
    out[k] = typeof v === 'boolean' ? (v ? 1 : 0) : (v as string | number);
  }
  return out;
}
