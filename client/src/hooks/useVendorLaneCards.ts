import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { GameCard } from '@wl/shared/core';
import { allLanesQuery } from '../api/games';

/**
 * Each vendor's first lane card (GCSGAME_newGameVendor, no token): a vendor tile shows its image
 * and takes its style from its node id (node id mod 5, plus 1), on /provider and on the home
 * page's providers rail alike.
 */
export function useVendorLaneCards(enabled = true): Map<string, GameCard> {
  const lanes = useQuery({ ...allLanesQuery(), enabled });
  return useMemo(() => new Map((lanes.data?.data.lanes ?? []).flatMap((l) => (l.cards[0] ? [[l.vassalage, l.cards[0]] as const] : []))), [lanes.data]);
}
