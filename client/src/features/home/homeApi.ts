import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS, GAME_LIST_PAGE_SIZE, HOT_LIST_CAP, WINNERS_LIMIT, type BannerGroup, type GameType } from '@wl/shared/core';
import { bannerQuery } from '../../api/banners';
import { allLanesQuery, gamesApi } from '../../api/games';
import { call } from '../../api/http';

/**
 * The home page's server data (docs/HOME.md): its own content (banners, notices, matches,
 * videos) and the lobby calls its sections show. Every key carries the language, so a language
 * change loads each list again while the previous language's answers stay cached.
 */
export const homeKeys = {
  all: ['home'] as const,
  winners: (lang: string) => ['home', 'winners', lang] as const,
};

export const homeQueries = {
  banners: (group: BannerGroup, lang: string) => bannerQuery(group, lang),
  notices: (lang: string) =>
    queryOptions({
      queryKey: ['home', 'notices', lang],
      queryFn: ({ signal }) => call(ENDPOINTS.homeNotices, { query: { lang: lang.toUpperCase() }, signal }),
    }),
  videos: (lang: string) => queryOptions({ queryKey: ['home', 'videos', lang], queryFn: ({ signal }) => call(ENDPOINTS.homeVideos, { signal }) }),
  matches: (lang: string) => queryOptions({ queryKey: ['home', 'matches', lang], queryFn: ({ signal }) => call(ENDPOINTS.homeMatches, { signal }) }),
  /** Every vendor's lane (no token): the providers rail's art and style (the lane's first card), shared with /provider's cache. */
  lanes: allLanesQuery,
  hot: (lang: string) =>
    queryOptions({ queryKey: ['home', 'hot', lang], queryFn: async ({ signal }) => (await gamesApi.hot(undefined, signal)).list.slice(0, HOT_LIST_CAP) }),
  /**
   * A category's home list (page size 20). The game list needs a member token, so
   * a guest gets the same category from the vendor lanes, which need none.
   */
  list: (gameType: GameType, lang: string, member: boolean) =>
    queryOptions({
      queryKey: ['home', 'list', gameType, lang, member],
      queryFn: async ({ signal }) =>
        member
          ? (await gamesApi.list({ gameType, pageNo: 1, pageSize: GAME_LIST_PAGE_SIZE, language: lang }, signal)).list
          : (await gamesApi.lanes(gameType, signal)).data.lanes.flatMap((l) => l.cards).slice(0, GAME_LIST_PAGE_SIZE),
    }),
  winners: (lang: string) =>
    queryOptions({
      queryKey: homeKeys.winners(lang),
      queryFn: async ({ signal }) => (await gamesApi.rankList({ gameCategory: 'ALL', limitNum: WINNERS_LIMIT }, signal)).list,
    }),
};
