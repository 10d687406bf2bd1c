import type { GameType } from '@wl/shared/core';
import type { IconName } from '../Icon';

/** A category's label (first-load texts) and icon, wherever the site's menus link to it. */
export const CATEGORY_LINKS = {
  RNG: { key: 'cat.rng', icon: 'slots' },
  LIVE: { key: 'cat.live', icon: 'live' },
  FISH: { key: 'cat.fish', icon: 'fish' },
  PVP: { key: 'cat.pvp', icon: 'cards' },
  COCKFIGHT: { key: 'cat.cockfight', icon: 'rooster' },
  LOTT: { key: 'cat.lott', icon: 'lottery' },
  ESPORTS: { key: 'cat.esports', icon: 'esports' },
} as const satisfies Partial<Record<GameType, { key: string; icon: IconName }>>;

export type LinkedCategory = keyof typeof CATEGORY_LINKS;
