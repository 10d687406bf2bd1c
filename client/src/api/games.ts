import { type EndpointQuery, type GameListQuery, type GameSearchQuery, type GameType, ENDPOINTS, FAVOURITES_PAGE_SIZE } from '@wl/shared/core';
import { queryOptions } from '@tanstack/react-query';
import i18n from 'i18next';
import { local } from '../lib/storage';
import { call } from './http';

type Query = Record<string, string | number | undefined>;

/**
 * The platform parameters each lobby call carries, as the original site sent them (the gateway
 * accepts and ignores them; the contract lists them in platformFields): the web client's
 * platform and client type, the language, the merchant code. Never the token: it goes in the header.
 */
// The site's i18next instance (i18n/index.ts configures it), read directly: importing i18n/ here
// would split the first page's code into more files (docs/BENCHMARKS.md, first load).
const language = () => (i18n.language || 'en').toUpperCase();
const merchantCode = () => local.get('merchantCode') ?? undefined;
const HTML5 = 'flash,html5-desktop';

/** The lobby calls (shared/src/api/games.ts is the contract). */
export const gamesApi = {
  menus: (signal?: AbortSignal) => call(ENDPOINTS.gameMenus, { signal }),
  list: (q: GameListQuery, signal?: AbortSignal) =>
    call(ENDPOINTS.gameList, { query: toQuery({ clientType: 3, platform: HTML5, merchant: merchantCode(), language: language(), ...q }), signal }),
  /** The header's search: no token, so guests search too. */
  search: (q: GameSearchQuery, signal?: AbortSignal) => call(ENDPOINTS.gameSearch, { query: { ...toQuery(q), keyword: q.keyword }, signal }),
  hot: (gameType?: GameType, signal?: AbortSignal) =>
    call(ENDPOINTS.hotGames, { query: { gameType, merchantCode: merchantCode(), isPlatform: 2, platform: HTML5, language: language() }, signal }),
  lanes: (gameType?: GameType, signal?: AbortSignal) => call(ENDPOINTS.gameVendorLanes, { query: { gameType, platform: 'html5-desktop' }, signal }),
  recent: (q: { page?: number; pageSize?: number; gameType?: GameType }, signal?: AbortSignal) =>
    call(ENDPOINTS.recentGames, { query: { clientType: 3, language: language(), ...q }, signal }),
  favouriteIds: (signal?: AbortSignal) => call(ENDPOINTS.favouriteIds, { signal }),
  favouriteList: (q: { pageNo?: number; gameType?: GameType }, signal?: AbortSignal) =>
    call(ENDPOINTS.favouriteList, { query: { clientType: 3, platform: 'flash', language: language(), pageSize: FAVOURITES_PAGE_SIZE, ...q }, signal }),
  addFavourite: (nodeId: number) => call(ENDPOINTS.favouriteAdd, { body: { nodeId } }),
  removeFavourite: (nodeId: number) => call(ENDPOINTS.favouriteRemove, { query: { nodeId } }),
  launch: (nodeId: number) => call(ENDPOINTS.launchGame, { body: { nodeId } }),
  rooms: (vassalage: string | undefined, signal?: AbortSignal) => call(ENDPOINTS.roomList, { query: { vassalage }, signal }),
  rankList: (q: EndpointQuery<typeof ENDPOINTS.rankList>, signal?: AbortSignal) => call(ENDPOINTS.rankList, { query: { language: language(), ...q }, signal }),
};

function toQuery(q: Record<string, unknown>): Query {
  const out: Query = {};
  for (const [k, v] of Object.entries(q)) {
    if (v === undefined || v === null || v === '') continue;
    out[k] = typeof v === 'boolean' ? (v ? 1 : 0) : (v as string | number);
  }
  return out;
}

/**
 * Every vendor's lane (no token), the site's vendor data: one cache entry for the providers rail,
 * /provider and the lottery's prize mode, so a visit asks for it once.
 */
export const allLanesQuery = () => queryOptions({ queryKey: ['games', 'lanes', null], queryFn: ({ signal }) => gamesApi.lanes(undefined, signal) });
