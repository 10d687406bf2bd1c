import { Type, type Static, type TLiteral } from '@sinclair/typebox';
import { Page, pageQuery } from './paging.js';

/**
 * The game catalogue and lobby (docs/GAMES.md): vendors, categories and games, the
 * lobby calls with the original site's parameter names, favourites, recent games, the
 * winners board, launch and PVP rooms. The catalogue is provider data shared by every merchant;
 * each merchant picks which vendors it shows (enabled, order, maintenance).
 */

import {
  FAVOURITES_PAGE_SIZE,
  GAME_LIST_MAX_PAGE_SIZE,
  GAME_LIST_PAGE_SIZE,
  GAME_SORTS,
  GAME_TYPES,
  SEARCH_MAX,
  SEARCH_MIN,
  WINNERS_LIMIT,
} from './game-rules.js';

const VendorCode = Type.String({ minLength: 2, maxLength: 32, pattern: '^[A-Z0-9_]{2,32}$' });
/** A union of literals, typed as the tuple it is (a plain `map` loses the tuple and TypeBox sees `never`). */
type Literals<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K]> };
const GameTypeSchema = Type.Union(GAME_TYPES.map((t) => Type.Literal(t)) as unknown as Literals<typeof GAME_TYPES>);
const GameSortSchema = Type.Union(GAME_SORTS.map((t) => Type.Literal(t)) as unknown as Literals<typeof GAME_SORTS>);
const NodeId = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
/** Platform parameters of the lobby calls that the gateway accepts and ignores (the web client always sends the same). */
const platformFields = {
  clientType: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 16 })])),
  platform: Type.Optional(Type.String({ maxLength: 64 })),
  language: Type.Optional(Type.String({ maxLength: 8 })),
  merchant: Type.Optional(Type.String({ maxLength: 32 })),
  merchantCode: Type.Optional(Type.String({ maxLength: 32 })),
  isPlatform: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 8 })])),
};

/** A game card. `vassalage` is the vendor; `vendorCode` the game's code at its vendor. */
export const GameCard = Type.Object({
  nodeId: Type.Integer(),
  nodeName: Type.String(),
  gameName: Type.String(),
  displayName: Type.String(),
  iconUrl: Type.String(),
  /** The API's spelling (sic): the large icon used by wide tiles and banners. */
  lagerIcon: Type.String(),
  gameType: GameTypeSchema,
  vassalage: Type.String(),
  vendorCode: Type.String(),
  /** 1 = hot. */
  isHot: Type.Integer(),
  isNew: Type.Boolean(),
  isGame: Type.Union([Type.Literal('GAME'), Type.Literal('VASSALAGE')]),
  /** The game, or its vendor, is under maintenance: shown greyed, launch refused. */
  maintenance: Type.Boolean(),
  /** A trial (free-play) user may play it with play money. */
  trial: Type.Boolean(),
});
export type GameCard = Static<typeof GameCard>;

export const VendorInfo = Type.Object({
  vassalage: Type.String(),
  name: Type.String(),
  iconUrl: Type.String(),
  gameTypes: Type.Array(GameTypeSchema),
  maintenance: Type.Boolean(),
  gameCount: Type.Integer(),
});
export type VendorInfo = Static<typeof VendorInfo>;

/**
 * GET /lgw/games/game_menus: the categories that have at least one vendor, in menu order, and every
 * vendor; `mappingVendor` maps each of those vendor codes to its display name, logo and maintenance
 * (`{ "PG": { "name": "PG Soft", "iconUrl": "...", "maintenance": false } }`), so a card's
 * `vassalage` finds its vendor without a search; `hotGames` is the site's hot cards, at most
 * HOT_LIST_CAP as GCSGAME_hotGamesV2 answers them.
 */
export const GameMenusValue = Type.Object({
  sortingVendor: Type.Array(Type.Object({ gameCategory: GameTypeSchema, vendors: Type.Array(VendorInfo) })),
  gameVendor: Type.Array(VendorInfo),
  mappingVendor: Type.Record(Type.String(), Type.Object({ name: Type.String(), iconUrl: Type.String(), maintenance: Type.Boolean() })),
  hotGames: Type.Array(GameCard),
});
export type GameMenusValue = Static<typeof GameMenusValue>;

/** GET GCSGAME_gameList, plus `keyword` for the search within a list and `sort` for its order. */
export const GameListQuery = Type.Object({
  ...platformFields,
  gameType: Type.Optional(Type.Union([GameTypeSchema, Type.Literal('ALL'), Type.Literal('HOT'), Type.Literal('NEW')])),
  vassalage: Type.Optional(VendorCode),
  /** A comma-separated list of vendors. */
  gameClassify: Type.Optional(Type.String({ maxLength: 400 })),
  isNew: Type.Optional(Type.Union([Type.Boolean(), Type.Integer({ minimum: 0, maximum: 1 })])),
  keyword: Type.Optional(Type.String({ maxLength: SEARCH_MAX })),
  sort: Type.Optional(GameSortSchema),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: GAME_LIST_MAX_PAGE_SIZE, default: GAME_LIST_PAGE_SIZE })),
});
export type GameListQuery = Static<typeof GameListQuery>;

/**
 * GET /lgw/games/search (no token): the header's search, for guests too. The game list's filters
 * and orders, but a keyword is required: it finds games, it does not page through the catalogue
 * (that stays the member's GCSGAME_gameList).
 */
export const GameSearchQuery = Type.Object({
  keyword: Type.String({ minLength: SEARCH_MIN, maxLength: SEARCH_MAX }),
  gameType: Type.Optional(GameTypeSchema),
  vassalage: Type.Optional(VendorCode),
  sort: Type.Optional(GameSortSchema),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: GAME_LIST_MAX_PAGE_SIZE, default: GAME_LIST_PAGE_SIZE })),
});
export type GameSearchQuery = Static<typeof GameSearchQuery>;
export const GamePage = Page(GameCard);
export type GamePage = Static<typeof GamePage>;

/** GET GCSGAME_hotGamesV2 (no token): at most HOT_LIST_CAP hot games, optionally of one type. */
export const HotGamesQuery = Type.Object({ ...platformFields, gameType: Type.Optional(GameTypeSchema) });
export const GameListValue = Type.Object({ list: Type.Array(GameCard) });
export type GameListValue = Static<typeof GameListValue>;

/** GET GCSGAME_getVassGameType (token): the game types one vendor offers, with a count each. */
export const VassGameTypeQuery = Type.Object({ ...platformFields, vassalage: VendorCode });
export const VassGameTypeValue = Type.Object({
  vassalage: Type.String(),
  gameTypes: Type.Array(Type.Object({ gameType: GameTypeSchema, count: Type.Integer() })),
});
export type VassGameTypeValue = Static<typeof VassGameTypeValue>;

/** GET GCSGAME_newGameVendor (no token): vendor lanes, each with its newest and hottest cards (capped). */
export const VendorLanesQuery = Type.Object({ ...platformFields, gameType: Type.Optional(GameTypeSchema) });
export const VendorLane = Type.Object({
  title: Type.String(),
  vassalage: Type.String(),
  /** The lane's vendors as GCSGAME_gameList's `gameClassify` takes them (comma-separated; a lane is one vendor today). */
  gameClassify: Type.String(),
  gameType: GameTypeSchema,
  iconUrl: Type.String(),
  cards: Type.Array(GameCard),
});
export const VendorLanesValue = Type.Object({ data: Type.Object({ lanes: Type.Array(VendorLane) }) });
export type VendorLanesValue = Static<typeof VendorLanesValue>;

/** GET GCS_recentGame (token): the member's recently launched games, newest first. */
export const RecentQuery = Type.Object({
  ...platformFields,
  gameType: Type.Optional(GameTypeSchema),
  ...pageQuery(GAME_LIST_MAX_PAGE_SIZE, GAME_LIST_PAGE_SIZE),
});

/** GET MCSFE_getFavoriteGames (token): the member's favourite node ids. */
export const FavouriteIdsValue = Type.Object({ list: Type.Array(Type.Integer()) });
export type FavouriteIdsValue = Static<typeof FavouriteIdsValue>;
/** GET MCSFE_getFavoriteGamesList (token): answers `content`, `pageNum`, `totalPages`. */
export const FavouriteListQuery = Type.Object({
  ...platformFields,
  token: Type.Optional(Type.String({ maxLength: 200 })),
  gameType: Type.Optional(GameTypeSchema),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: FAVOURITES_PAGE_SIZE, default: FAVOURITES_PAGE_SIZE })),
});
export const FavouriteListValue = Type.Object({ content: Type.Array(GameCard), pageNum: Type.Integer(), totalPages: Type.Integer(), total: Type.Integer() });
export type FavouriteListValue = Static<typeof FavouriteListValue>;
/** POST MCSFE_addFavoriteGameV2 body / DELETE MCSFE_removeFavoriteGameV2 query: the node id. */
export const FavouriteRequest = Type.Object(
  {
    nodeId: NodeId,
    /** The original site's favourite payload also names the vendor and type; the gateway reads them from the game. */
    vendor: Type.Optional(Type.String({ maxLength: 32 })),
    gameType: Type.Optional(Type.String({ maxLength: 16 })),
  },
  { additionalProperties: false },
);
/** DELETE MCSFE_removeFavoriteGameV2 query. */
export const FavouriteRemoveQuery = Type.Object({ ...platformFields, nodeId: NodeId });
export type FavouriteRequest = Static<typeof FavouriteRequest>;

/** GET GCSGAME_getRankList (no token): the winners board. */
export const RankListQuery = Type.Object({
  ...platformFields,
  gameCategory: Type.Optional(Type.Union([GameTypeSchema, Type.Literal('ALL')])),
  limitNum: Type.Optional(Type.Integer({ minimum: 1, maximum: WINNERS_LIMIT, default: WINNERS_LIMIT })),
});
export const WinnerEntry = Type.Object({
  id: Type.Integer(),
  gameName: Type.String(),
  iconUrl: Type.String(),
  /** Masked: the first two letters and the last one of the username (`de***o`). */
  customerName: Type.String(),
  /** The original API's second name for customerName: the same masked name. */
  player: Type.String(),
  winAmount: Type.Integer(),
  /** The original API's second name for winAmount: the same amount (minor units). */
  prize: Type.Integer(),
  currency: Type.String(),
  /** yyyy-MM-dd hh:mm:ss in the merchant's time, as the winners board's "today" filter compares the date part. */
  gameTime: Type.String(),
  gameType: GameTypeSchema,
  nodeId: Type.Integer(),
});
export type WinnerEntry = Static<typeof WinnerEntry>;
export const RankListValue = Type.Object({ list: Type.Array(WinnerEntry) });
export type RankListValue = Static<typeof RankListValue>;

/** POST /wps/game/launchGame (token). */
export const LaunchRequest = Type.Object({ nodeId: NodeId }, { additionalProperties: false });
export type LaunchRequest = Static<typeof LaunchRequest>;
/**
 * Where the game runs: a vendor's page for the game popup iframe (`iframe`, with the player token
 * in its url) or one of our in-house games (`inhouse`, played in the popup by the client itself).
 */
export const LaunchValue = Type.Union([
  Type.Object({
    kind: Type.Literal('iframe'),
    url: Type.String(),
    nodeId: Type.Integer(),
    gameName: Type.String(),
    book: Type.Union([Type.Literal('real'), Type.Literal('play')]),
  }),
  Type.Object({
    kind: Type.Literal('inhouse'),
    game: Type.String(),
    nodeId: Type.Integer(),
    gameName: Type.String(),
    book: Type.Union([Type.Literal('real'), Type.Literal('play')]),
  }),
]);
export type LaunchValue = Static<typeof LaunchValue>;

/** GET GLS2_roomList (token): PVP rooms of a vendor. */
export const RoomListQuery = Type.Object({ ...platformFields, vassalage: Type.Optional(VendorCode) });
export const PvpRoom = Type.Object({
  roomId: Type.String(),
  name: Type.String(),
  vassalage: Type.String(),
  nodeId: Type.Integer(),
  minBet: Type.Integer(),
  maxBet: Type.Integer(),
  seats: Type.Integer(),
  players: Type.Integer(),
});
export const RoomListValue = Type.Object({ list: Type.Array(PvpRoom) });
export type RoomListValue = Static<typeof RoomListValue>;

export { NodeId as GameNodeId, VendorCode as GameVendorCode, GameTypeSchema };

/** Staff (docs/GAMES.md "Staff"): every vendor with this merchant's settings for it. */
export const StaffVendor = Type.Object({
  vassalage: Type.String(),
  name: Type.String(),
  gameTypes: Type.Array(GameTypeSchema),
  gameCount: Type.Integer(),
  /** Shown to merchants without a setting of their own. */
  defaultEnabled: Type.Boolean(),
  /** The provider's own maintenance, for every merchant. */
  vendorMaintenance: Type.Boolean(),
  /** This merchant's setting exists (else the defaults apply). */
  configured: Type.Boolean(),
  enabled: Type.Boolean(),
  sort: Type.Integer(),
  maintenance: Type.Boolean(),
});
export type StaffVendor = Static<typeof StaffVendor>;
export const StaffVendorsValue = Type.Object({ list: Type.Array(StaffVendor) });
export type StaffVendorsValue = Static<typeof StaffVendorsValue>;
export const StaffVendorParams = Type.Object({ code: VendorCode });
export const StaffVendorSettings = Type.Object(
  {
    enabled: Type.Boolean(),
    sort: Type.Integer({ minimum: 0, maximum: 100000 }),
    maintenance: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type StaffVendorSettings = Static<typeof StaffVendorSettings>;
export const StaffGameParams = Type.Object({ nodeId: NodeId });
export const StaffGameMaintenance = Type.Object({ maintenance: Type.Boolean() }, { additionalProperties: false });
export const StaffGameMaintenanceValue = Type.Object({ nodeId: Type.Integer(), maintenance: Type.Boolean() });
