import { queryOptions } from '@tanstack/react-query';
import { type LotteryBetRequest, ENDPOINTS, lotteryPrizeMode } from '@wl/shared/core';
import { call } from '../../api/http';
import { allLanesQuery } from '../../api/games';
import { queryClient } from '../../api/query';
import { keyed } from '../../lib/money';

/** Which games a lottery page lists (LOTT/ELOTT -> /lottery, TCG_SEA -> /seaLottery, TCG_LOTTO_VN -> /vnLottery). */
export type LotteryPageKind = 'lottery' | 'seaLottery' | 'vnLottery';

/** Vendors with a lottery page of their own: /lottery does not list their games. */
const OWN_PAGE = new Set(['TCG_LOTTO_VN', 'TCG_SEA']);

/**
 * /lottery runs in the prize mode the site's vendor data decides (lotteryPrizeMode: Elott when an
 * ELOTT lane has a Vietnamese lottery or a LOTT card, else Lott); its games are listed, and bet, at
 * that mode's odds.
 */
const gamesOf = async (kind: LotteryPageKind, signal: AbortSignal) => {
  if (kind === 'vnLottery') return call(ENDPOINTS.vnGameMenu, { query: { device: 'WEB' }, signal });
  if (kind === 'seaLottery') return call(ENDPOINTS.lotteryGames, { query: { prizeMode: 'SEA' }, signal });
  const prizeMode = lotteryPrizeMode((await queryClient.fetchQuery(allLanesQuery())).data.lanes);
  const page = await call(ENDPOINTS.lotteryGames, { query: { prizeMode }, signal });
  return { list: page.list.filter((g) => !OWN_PAGE.has(g.vassalage)) };
};

export const lotteryKeys = {
  all: ['lottery'] as const,
  bets: (memberId: number | undefined) => ['member', memberId, 'lotteryBets'] as const,
};

export const lotteryQueries = {
  games: (kind: LotteryPageKind) =>
    queryOptions({ queryKey: ['lottery', 'games', kind], queryFn: ({ signal }) => gamesOf(kind, signal), staleTime: 5 * 60_000 }),
  current: (gameCode: string | undefined) =>
    queryOptions({
      queryKey: ['lottery', 'current', gameCode],
      queryFn: ({ signal }) => call(ENDPOINTS.lotteryCurrentDraw, { query: { gameCode: gameCode! }, signal }),
      enabled: Boolean(gameCode),
      staleTime: 0,
    }),
  results: (gameCode: string | undefined) =>
    queryOptions({
      queryKey: ['lottery', 'results', gameCode],
      queryFn: ({ signal }) => call(ENDPOINTS.vnOpenedGame, { query: { gameCode: gameCode!, pageSize: 10 }, signal }),
      enabled: Boolean(gameCode),
    }),
  bets: (memberId: number | undefined, gameCode: string | undefined, status: 'open' | 'settled') =>
    queryOptions({
      queryKey: [...lotteryKeys.bets(memberId), gameCode, status],
      queryFn: ({ signal }) => call(ENDPOINTS.lotteryBets, { query: { gameCode, status, pageSize: 20 }, signal }),
      enabled: memberId !== undefined && Boolean(gameCode),
    }),
};

export const lotteryApi = {
  bet: (body: LotteryBetRequest, key: string) => call(ENDPOINTS.lotteryBetsPost, { body, headers: keyed(key) }),
};
