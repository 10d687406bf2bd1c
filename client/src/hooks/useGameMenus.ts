import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { GameMenusValue, GameType, VendorInfo } from '@wl/shared/core';
import { gamesApi } from '../api/games';
import { queryClient } from '../api/query';
import i18n from '../i18n';
import { session } from '../lib/storage';

/**
 * The vendor data of /lgw/games/game_menus: kept in session storage under
 * `gameVendor` and reloaded only when flushed. Logging out clears session storage (so the next
 * page load asks again), and a language change flushes it (the vendors are loaded again in the
 * new language); otherwise the header, side menu and lists never ask twice.
 */
export const GAME_MENUS_KEY = ['games', 'menus'] as const;
const STORAGE_KEY = 'gameVendor';

function cached(): GameMenusValue | undefined {
  const raw = session.get(STORAGE_KEY);
  if (!raw) return undefined;
  try {
    const v = JSON.parse(raw) as GameMenusValue;
    return Array.isArray(v?.sortingVendor) && Array.isArray(v?.gameVendor) ? v : undefined;
  } catch {
    return undefined;
  }
}

async function load(signal?: AbortSignal): Promise<GameMenusValue> {
  const value = await gamesApi.menus(signal);
  session.set(STORAGE_KEY, JSON.stringify(value));
  return value;
}

export function flushGameMenus() {
  session.remove(STORAGE_KEY);
  void queryClient.invalidateQueries({ queryKey: GAME_MENUS_KEY });
}
i18n.on('languageChanged', flushGameMenus);

export function useGameMenus() {
  return useQuery({
    queryKey: GAME_MENUS_KEY,
    queryFn: ({ signal }) => load(signal),
    initialData: cached,
    staleTime: Infinity,
  });
}

/**
 * A vendor's display name by its code (cards carry the code, `vassalage`): tiles show "Tiger
 * Reels", not TIGER_REELS. The code stands in until the menus load or for a vendor they lack.
 */
export function useVendorName(): (code: string) => string {
  const { data } = useGameMenus();
  const names = useMemo(() => new Map(data?.gameVendor.map((v) => [v.vassalage, v.name])), [data]);
  return useCallback((code: string) => names.get(code) ?? code, [names]);
}

/** The vendors of a category, in menu order (empty when the category has none). */
export function vendorsOf(menus: GameMenusValue | undefined, gameType: GameType): VendorInfo[] {
  return menus?.sortingVendor.find((c) => c.gameCategory === gameType)?.vendors ?? [];
}

/** The list route of each category (the site's routes, plus the catalogue's extra categories). */
export const CATEGORY_PATHS: Record<GameType, string> = {
  LIVE: '/live',
  RNG: '/rng',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  PVP: '/pvp',
  FISH: '/fish',
  LOTT: '/lott',
  ELOTT: '/elott',
  COCKFIGHT: '/cockfight',
  CRASH: '/crash',
  ARCADE: '/arcade',
  JACKPOT: '/jackpot',
  MINI: '/mini',
  BGS: '/bgs',
};
