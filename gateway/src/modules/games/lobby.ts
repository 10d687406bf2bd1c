import {
  GAME_TYPES,
  HOT_LIST_CAP,
  POPULAR_DAYS,
  IN_HOUSE_VENDOR,
  type GameCard,
  type GameListQuery,
  type GameSort,
  type GameMenusValue,
  type GamePage,
  type GameType,
  type VassGameTypeValue,
  type VendorInfo,
  type VendorLanesValue,
} from '@wl/shared';
import type { Db, Fragment } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import type { Merchant } from '../site/settings.js';
import { artVersion } from './art.js';
import {
  cardColumns,
  gameColumns,
  likeContains,
  toCard,
  topColumn,
  typeCounts,
  vendorIconUrl,
  visibleVendorMap,
  visibleVendors,
  withVendorMaintenance,
  type CardRow,
} from './catalogue.js';

/** The lobby calls (docs/GAMES.md "Calls"). */

interface VendorTypeRow {
  code: string;
  name: string;
  hue: number;
  sort: number;
  maintenance: boolean;
  gameType: GameType;
  count: number;
}

/** Visible vendors with their game counts per type, in menu order, from the two caches (no scan of the games). */
async function vendorTypes(db: Db, merchantId: number): Promise<VendorTypeRow[]> {
  const [vendors, counts] = await Promise.all([visibleVendorMap(db, merchantId), typeCounts(db)]);
  const order = (t: GameType) => GAME_TYPES.indexOf(t);
  return counts
    .filter((c) => vendors.has(c.vendorCode) && c.all > 0)
    .map((c) => ({ ...vendors.get(c.vendorCode)!, gameType: c.gameType, count: c.all }))
    .sort((a, b) => a.sort - b.sort || a.code.localeCompare(b.code) || order(a.gameType) - order(b.gameType));
}

const vendorIcon = (v: { code: string; name: string; hue: number }) => vendorIconUrl(v.code, artVersion(v.name, 'vendor', { hue: v.hue }));

/**
 * Categories in menu order, each with its visible vendors (BGS never among RNG vendors), every
 * vendor, the same vendors keyed by code (mappingVendor) and the hot cards (as the hot list).
 */
export async function gameMenus(db: Db, merchant: Merchant): Promise<GameMenusValue> {
  const [rows, hot] = await Promise.all([vendorTypes(db, merchant.id), hotGames(db, merchant)]);
  const vendors = new Map<string, VendorInfo>();
  for (const r of rows) {
    const v = vendors.get(r.code) ?? { vassalage: r.code, name: r.name, iconUrl: vendorIcon(r), gameTypes: [], maintenance: r.maintenance, gameCount: 0 };
    v.gameTypes.push(r.gameType);
    v.gameCount += r.count;
    vendors.set(r.code, v);
  }
  const sortingVendor = GAME_TYPES.map((gameCategory) => ({
    gameCategory,
    vendors: [...vendors.values()].filter((v) => v.gameTypes.includes(gameCategory) && !(gameCategory === 'RNG' && v.vassalage === IN_HOUSE_VENDOR)),
  })).filter((c) => c.vendors.length > 0);
  const mappingVendor = Object.fromEntries([...vendors.values()].map((v) => [v.vassalage, { name: v.name, iconUrl: v.iconUrl, maintenance: v.maintenance }]));
  return { sortingVendor, gameVendor: [...vendors.values()], mappingVendor, hotGames: hot };
}

const truthy = (x: boolean | number | undefined) => x === true || x === 1;

/** GCSGAME_gameList: filters, search and paging over the merchant's visible games. */
export async function gameList(db: Db, merchant: Merchant, q: GameListQuery): Promise<GamePage> {
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? 20;
  const classify = (q.gameClassify ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (classify.some((c) => !/^[A-Z0-9_]{2,32}$/.test(c)))
    throw new AppError('VALIDATION_FAILED', { fields: { gameClassify: 'vendor codes, comma separated' } });
  const type = q.gameType ?? 'ALL';
  const keyword = q.keyword?.trim() ?? '';
  const where = db`
    ${type === 'HOT' ? db`and g.is_hot` : type === 'NEW' ? db`and g.is_new` : type === 'ALL' ? db`` : db`and g.game_type = ${type}`}
    ${q.vassalage ? db`and g.vendor_code = ${q.vassalage}` : db``}
    ${classify.length ? db`and g.vendor_code = any(${classify}::text[])` : db``}
    ${truthy(q.isNew) ? db`and g.is_new` : db``}
    ${keyword ? db`and g.name ilike ${likeContains(keyword)}` : db``}
    ${type === 'RNG' ? db`and g.vendor_code <> ${IN_HOUSE_VENDOR}` : db``}`;
  const vendors = await visibleVendorMap(db, merchant.id);
  const from = db`from games g where g.vendor_code = any(${[...vendors.keys()]}::text[]) ${where}`;
  const order = listOrder(db, merchant.id, q.sort ?? 'featured');
  const page = (extra: Fragment) => db<Array<CardRow & { total?: number; top?: string }>>`
    select ${gameColumns(db)}, ${extra} from games g ${order.join}
    where g.vendor_code = any(${[...vendors.keys()]}::text[]) ${where}
    order by ${order.by} limit ${pageSize} offset ${(pageNo - 1) * pageSize}`;
  let rows: Array<CardRow & { total?: number; top?: string }>;
  let total: number;
  if (keyword) {
    // A search scans the names anyway: one pass answers the page and its total (a page past the
    // end has no row to carry the total, so only then is it counted apart).
    rows = await page(db`(count(*) over ())::int as total`);
    total = rows[0]?.total ?? (pageNo > 1 ? ((await db<{ total: number }[]>`select count(*)::int as total ${from}`)[0]?.total ?? 0) : 0);
  } else {
    // The page carries the highest node id, so the cached counts need no query of their own
    // (one round trip per list call instead of two) unless the catalogue grew.
    rows = await page(topColumn(db));
    total = countFromTypes(await typeCounts(db, rows[0]?.top), { type, vendors, vassalage: q.vassalage, classify, isNew: truthy(q.isNew) });
  }
  return { list: rows.map((r) => toCard(withVendorMaintenance(r, vendors))), pageNum: pageNo, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

/**
 * A list's order; every one ends on the node id, so pages never overlap or skip a game. Popular
 * counts the members of this site who played a game in the last POPULAR_DAYS days (recent games
 * keep one row per member and game, so a member counts once however often they play).
 */
function listOrder(db: Db, merchantId: number, sort: GameSort): { join: Fragment; by: Fragment } {
  switch (sort) {
    case 'popular':
      return {
        join: db`left join (select rg.node_id, count(*) as players from recent_games rg join accounts a on a.id = rg.account_id
          where a.merchant_id = ${merchantId} and rg.played_at > now() - make_interval(days => ${POPULAR_DAYS}) group by rg.node_id) p on p.node_id = g.node_id`,
        by: db`coalesce(p.players, 0) desc, g.is_hot desc, g.sort, g.node_id`,
      };
    case 'new':
      return { join: db``, by: db`g.is_new desc, g.node_id desc` };
    case 'name':
      return { join: db``, by: db`lower(g.name), g.node_id` };
    case 'featured':
      return { join: db``, by: db`g.sort, g.node_id` };
  }
}

/** The list's total from the cached counts: the same filters as the query, without a keyword. */
function countFromTypes(
  all: Awaited<ReturnType<typeof typeCounts>>,
  f: { type: NonNullable<GameListQuery['gameType']>; vendors: Map<string, unknown>; vassalage?: string; classify: string[]; isNew: boolean },
): number {
  const hot = f.type === 'HOT';
  const fresh = f.type === 'NEW' || f.isNew;
  return all
    .filter((c) => f.vendors.has(c.vendorCode) && (!f.vassalage || c.vendorCode === f.vassalage) && (!f.classify.length || f.classify.includes(c.vendorCode)))
    .filter((c) => (['ALL', 'HOT', 'NEW'].includes(f.type) ? true : c.gameType === f.type) && !(f.type === 'RNG' && c.vendorCode === IN_HOUSE_VENDOR))
    .reduce((n, c) => n + (hot && fresh ? c.hotFresh : hot ? c.hot : fresh ? c.fresh : c.all), 0);
}

/** GCSGAME_hotGamesV2: at most HOT_LIST_CAP hot games, optionally of one type. */
export async function hotGames(db: Db, merchant: Merchant, gameType?: GameType): Promise<GameCard[]> {
  const vendors = await visibleVendorMap(db, merchant.id);
  const rows = await db<CardRow[]>`
    select ${gameColumns(db)} from games g
    where g.is_hot and g.vendor_code = any(${[...vendors.keys()]}::text[]) ${gameType ? db`and g.game_type = ${gameType}` : db``}
    order by g.sort, g.node_id limit ${HOT_LIST_CAP}`;
  return rows.map((r) => toCard(withVendorMaintenance(r, vendors)));
}

/** GCSGAME_newGameVendor: a lane per visible vendor with its newest, then hottest, cards (capped). */
export async function vendorLanes(db: Db, merchant: Merchant, gameType?: GameType): Promise<VendorLanesValue> {
  const rows = await db<Array<CardRow & { laneCode: string; laneName: string; laneHue: number; laneType: GameType }>>`
    select v.code as lane_code, v.name as lane_name, v.hue as lane_hue, t.game_type as lane_type, ${cardColumns(db)}
    from ${visibleVendors(db, merchant.id)} v
    cross join lateral (
      select c.game_type from games c where c.vendor_code = v.code ${gameType ? db`and c.game_type = ${gameType}` : db``}
      group by c.game_type order by count(*) desc, c.game_type limit 1
    ) t
    cross join lateral (
      select * from games g0 where g0.vendor_code = v.code and g0.game_type = t.game_type
      order by g0.is_new desc, g0.is_hot desc, g0.sort, g0.node_id limit ${HOT_LIST_CAP}
    ) g
    where ${gameType === 'RNG' ? db`v.code <> ${IN_HOUSE_VENDOR}` : db`true`}
    order by v.sort, v.code, g.is_new desc, g.is_hot desc, g.sort, g.node_id`;
  const lanes = new Map<string, VendorLanesValue['data']['lanes'][number]>();
  for (const r of rows) {
    const lane = lanes.get(r.laneCode) ?? {
      title: r.laneName,
      vassalage: r.laneCode,
      gameClassify: r.laneCode,
      gameType: r.laneType,
      iconUrl: vendorIcon({ code: r.laneCode, name: r.laneName, hue: r.laneHue }),
      cards: [],
    };
    lane.cards.push(toCard(r));
    lanes.set(r.laneCode, lane);
  }
  return { data: { lanes: [...lanes.values()] } };
}

/** GCSGAME_getVassGameType: the types one visible vendor offers, with a count each. */
export async function vassGameTypes(db: Db, merchant: Merchant, vassalage: string): Promise<VassGameTypeValue> {
  const rows = await db<{ gameType: GameType; count: number }[]>`
    select g.game_type, count(*)::int as count
    from ${visibleVendors(db, merchant.id)} v join games g on g.vendor_code = v.code
    where v.code = ${vassalage} group by g.game_type`;
  if (rows.length === 0) throw new AppError('VENDOR_NOT_FOUND');
  const order = (t: GameType) => GAME_TYPES.indexOf(t);
  return { vassalage, gameTypes: rows.sort((a, b) => order(a.gameType) - order(b.gameType)) };
}
