/**
 * The catalogue's constants (docs/GAMES.md), apart from the schemas in games.ts so that
 * the browser's first load can import them without TypeBox (`@wl/shared/core`).
 */

/** Categories a vendor's games belong to. */
export const GAME_TYPES = [
  'LIVE',
  'RNG',
  'SPORTS',
  'ESPORTS',
  'PVP',
  'FISH',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
  'CRASH',
  'ARCADE',
  'JACKPOT',
  'MINI',
  'BGS',
] as const;
export type GameType = (typeof GAME_TYPES)[number];
/** Lists that are not a category of their own (the game list selection types, plus PROVIDER). */
export const LIST_TYPES = ['ALL', 'HOT', 'NEW', 'FAV', 'RECENT'] as const;

/** `isGame`: a playable game, or a vendor group whose games open in a popup list. */
export const IS_GAME = { GAME: 'GAME', VASSALAGE: 'VASSALAGE' } as const;

/** Vendors whose lottery has its own page. */
export const LOTTERY_VENDORS = { VN: 'TCG_LOTTO_VN', SEA: 'TCG_SEA' } as const;
/** Cockfight vendors. */
export const COCKFIGHT_VENDORS = ['DS88', 'DIG', 'WGB'] as const;
/** The in-house vendor; it is never listed among RNG vendors. */
export const IN_HOUSE_VENDOR = 'BGS';

/** Home lists page size 20; hot and vendor lists capped at 12; favourites page size 999; winners 20 asked, 7 shown. */
export const GAME_LIST_PAGE_SIZE = 20;
export const GAME_LIST_MAX_PAGE_SIZE = 100;
export const HOT_LIST_CAP = 12;
export const FAVOURITES_PAGE_SIZE = 999;
/** The member may keep at most this many favourites (FAVOURITES_FULL beyond). */
export const FAVOURITES_MAX = 500;
export const WINNERS_LIMIT = 20;
export const WINNERS_SHOWN = 7;
export const SEARCH_MAX = 40;
/** The public search (guests included) needs this many characters: it searches, it does not list the catalogue. */
export const SEARCH_MIN = 2;

/**
 * Orders of a game list. `featured`: the operator's catalogue order (the default). `popular`: most
 * members of this site who played it in the last POPULAR_DAYS days, then hot, then featured. `new`:
 * new games first, newest added first. `name`: A to Z by name.
 */
export const GAME_SORTS = ['featured', 'popular', 'new', 'name'] as const;
export type GameSort = (typeof GAME_SORTS)[number];
export const POPULAR_DAYS = 30;

/**
 * A big win: at or above this many minor units (₱1,000.00 on a PHP site). Big wins lead the winners
 * board (smaller real-money wins fill it up after them), tell the winner and reach the agent feed.
 */
export const BIG_WIN_MIN = 100_000;

/**
 * Rotating a vendor's secret (docs/SEAMLESS.md "Rotation"): the replaced secret keeps signing for
 * this many hours by default, so the vendor can switch over without refused calls; an admin may
 * pick 0 (refused at once) up to the maximum.
 */
export const VENDOR_SECRET_OVERLAP_HOURS = 24;
export const VENDOR_SECRET_OVERLAP_HOURS_MAX = 168;
