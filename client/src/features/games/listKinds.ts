import type { GameType } from '@wl/shared/core';
import type { IconName } from '../../components/Icon';

export type ListKind =
  | 'sports'
  | 'esports'
  | 'lott'
  | 'elott'
  | 'cockfight'
  | 'live'
  | 'fish'
  | 'rng'
  | 'pvp'
  | 'bgs'
  | 'crash'
  | 'arcade'
  | 'jackpot'
  | 'mini'
  | 'hot'
  | 'fav'
  | 'recent'
  | 'provider'
  | 'favorite';

/** What each list route shows: its title banner (the label depends on the path) and its data. */
export interface ListMeta {
  title: string;
  icon: IconName;
  /** The catalogue category, or HOT; absent for the personal lists and the providers. */
  gameType?: GameType | 'HOT';
  source: 'catalogue' | 'favourites' | 'recent' | 'providers';
}

const category = (title: string, icon: IconName, gameType: GameType | 'HOT'): ListMeta => ({ title, icon, gameType, source: 'catalogue' });

export const LIST_META: Record<ListKind, ListMeta> = {
  sports: category('cat.sports', 'sports', 'SPORTS'),
  esports: category('cat.esports', 'esports', 'ESPORTS'),
  lott: category('cat.lott', 'lottery', 'LOTT'),
  elott: category('cat.elott', 'lottery', 'ELOTT'),
  cockfight: category('cat.cockfight', 'rooster', 'COCKFIGHT'),
  live: category('cat.live', 'live', 'LIVE'),
  fish: category('cat.fish', 'fish', 'FISH'),
  rng: category('cat.rng', 'slots', 'RNG'),
  pvp: category('cat.pvp', 'cards', 'PVP'),
  bgs: category('lobby.title.bgs', 'dice', 'BGS'),
  crash: category('lobby.type.CRASH', 'bolt', 'CRASH'),
  arcade: category('lobby.type.ARCADE', 'esports', 'ARCADE'),
  jackpot: category('lobby.type.JACKPOT', 'crown', 'JACKPOT'),
  mini: category('lobby.type.MINI', 'dice', 'MINI'),
  hot: category('lobby.title.hot', 'flame', 'HOT'),
  fav: { title: 'nav.favourites', icon: 'star', source: 'favourites' },
  favorite: { title: 'nav.favourites', icon: 'star', source: 'favourites' },
  recent: { title: 'nav.recent', icon: 'clock', source: 'recent' },
  provider: { title: 'lobby.title.provider', icon: 'grid', source: 'providers' },
};
