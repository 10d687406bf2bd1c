import { queryOptions } from '@tanstack/react-query';
import { type BgsRoundsQuery, ENDPOINTS } from '@wl/shared/core';
import { call } from '../../api/http';
import { keyed } from '../../lib/money';

/** The in-house game calls (shared/src/api/bgs.ts is the contract; docs/FAIRNESS.md). */
export const bgsApi = {
  bet: (game: string, body: { amount: number; params: Record<string, unknown> }, key: string) =>
    call(ENDPOINTS.bgsBet, { params: { game }, body, headers: keyed(key) }),
  rotate: (clientSeed?: string) => call(ENDPOINTS.bgsRotate, { body: clientSeed ? { clientSeed } : {} }),
};

/** Keys start with the member's id, so one member's seeds and rounds never show for the next. */
export const bgsKeys = {
  fairness: (memberId: number | undefined) => ['member', memberId, 'bgs', 'fairness'] as const,
  wallet: (memberId: number | undefined) => ['member', memberId, 'bgs', 'wallet'] as const,
  rounds: (memberId: number | undefined) => ['member', memberId, 'bgs', 'rounds'] as const,
};

export const bgsQueries = {
  games: () =>
    queryOptions({
      queryKey: ['bgs', 'games'],
      queryFn: ({ signal }) => call(ENDPOINTS.bgsGames, { signal }),
      staleTime: 60_000,
    }),
  fairness: (memberId: number | undefined) =>
    queryOptions({
      queryKey: bgsKeys.fairness(memberId),
      queryFn: ({ signal }) => call(ENDPOINTS.bgsFairness, { signal }),
      enabled: memberId !== undefined,
    }),
  wallet: (memberId: number | undefined) =>
    queryOptions({
      queryKey: bgsKeys.wallet(memberId),
      queryFn: ({ signal }) => call(ENDPOINTS.bgsWallet, { signal }),
      enabled: memberId !== undefined,
    }),
  rounds: (memberId: number | undefined, game: string, page: number) =>
    queryOptions({
      queryKey: [...bgsKeys.rounds(memberId), game, page],
      queryFn: ({ signal }) => call(ENDPOINTS.bgsRounds, { query: { game: game as BgsRoundsQuery['game'], page, pageSize: 10 }, signal }),
      enabled: memberId !== undefined,
    }),
};

/** Hundredths as people read them: 5050 -> "50.50". */
export const hundredths = (n: number) => (n / 100).toFixed(2);
/** Ten-thousandths of the stake as a multiplier: 19600 -> "1.96". */
export const multiplierText = (m: number) => (m / 10_000).toFixed(m % 100 === 0 ? 2 : 4);
