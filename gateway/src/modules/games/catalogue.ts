import { API, IN_HOUSE_VENDOR, IS_GAME, type GameCard, type GameType } from '@wl/shared';
import type { Db } from '../../db/index.js';
import { artVersion } from './art.js';

/**
 * Catalogue reads shared by the lobby calls (docs/GAMES.md "Visibility"): a vendor is visible to a
 * merchant when its merchant_vendors row says enabled or, without a row, when it is
 * default_enabled; its order and maintenance come from that row when present. A game is shown
 * under maintenance when it or its vendor is.
 */

/** The merchant's visible vendors as a derived table `v(code, name, hue, sort, maintenance)`. */
export const visibleVendors = (db: Db, merchantId: number) => db`
  (select gv.code, gv.name, gv.hue, coalesce(mv.sort, gv.sort) as sort, (gv.maintenance or coalesce(mv.maintenance, false)) as maintenance
   from game_vendors gv left join merchant_vendors mv on mv.vendor_code = gv.code and mv.merchant_id = ${merchantId}
   where coalesce(mv.enabled, gv.default_enabled))`;

export interface VisibleVendor {
  code: string;
  name: string;
  hue: number;
  sort: number;
  maintenance: boolean;
}

/**
 * The visible vendors of a merchant, cached for a second (like merchant settings): the game list
 * then filters `vendor_code = any(...)` and walks an ordered index to its page instead of joining
 * 10,000 rows. Staff changes clear this node's entry at once; other nodes see them within the second.
 */
const FRESH_MS = 1000;
const cache = new Map<number, { at: number; generation: number; vendors: Map<string, VisibleVendor> }>();

/**
 * Bumped by the lobby cache when the cache bus reports a catalogue change (lobby-cache.ts): the
 * short caches below then read afresh, also when their read was under way during the change, so
 * a lobby answer read after a change never rests on what they held before it.
 */
let generation = 0;
export const catalogueChanged = () => void generation++;

export async function visibleVendorMap(db: Db, merchantId: number): Promise<Map<string, VisibleVendor>> {
  const hit = cache.get(merchantId);
  if (hit && hit.generation === generation && Date.now() - hit.at < FRESH_MS) return hit.vendors;
  const readAt = generation;
  const rows = await db<VisibleVendor[]>`select code, name, hue, sort, maintenance from ${visibleVendors(db, merchantId)} v order by sort, code`;
  const vendors = new Map(rows.map((r) => [r.code, r]));
  // Bounded by the number of merchants; drop the oldest entry when there are very many.
  if (cache.size >= 1000) cache.delete(cache.keys().next().value as number);
  cache.set(merchantId, { at: Date.now(), generation: readAt, vendors });
  return vendors;
}

export const forgetVisibleVendors = (merchantId: number) => cache.delete(merchantId);

interface TypeCount {
  vendorCode: string;
  gameType: GameType;
  all: number;
  hot: number;
  fresh: number;
  hotFresh: number;
}
const COUNTS_FRESH_MS = 5000;
let counts: { at: number; generation: number; top: string; rows: TypeCount[] } | null = null;

/**
 * Games per vendor and type (and how many of them are hot, new, both), cached: the game list's
 * `total` for every filter without a keyword, and the menus, are sums of these instead of a count
 * over thousands of rows on each call. A new game (a higher node id, one index probe to see) is
 * counted at once; other catalogue changes (a game's type or flags) show within 5 s.
 */
/** The highest node id as a column of a page query, for typeCounts. */
export const topColumn = (db: Db) => db`(select max(node_id) from games)::text as top`;
export async function typeCounts(db: Db, knownTop?: string | null): Promise<TypeCount[]> {
  // A caller whose own query already read the highest node id passes it, saving a round trip.
  const top = knownTop ?? (await db<{ top: string | null }[]>`select max(node_id)::text as top from games`)[0]?.top ?? '0';
  if (counts && counts.generation === generation && counts.top === top && Date.now() - counts.at < COUNTS_FRESH_MS) return counts.rows;
  const readAt = generation;
  const rows = await db<TypeCount[]>`
    select vendor_code, game_type, count(*)::int as all, (count(*) filter (where is_hot))::int as hot,
      (count(*) filter (where is_new))::int as fresh, (count(*) filter (where is_hot and is_new))::int as hot_fresh
    from games group by vendor_code, game_type`;
  counts = { at: Date.now(), generation: readAt, top, rows };
  return rows;
}

/** The columns every card query selects (games `g` joined to visible vendors `v`). */
export const cardColumns = (db: Db) => db`
  g.node_id, g.vendor_code, g.game_code, g.game_type, g.name, g.is_hot, g.is_new, g.is_group, g.trial_allowed,
  (g.maintenance or v.maintenance) as maintenance, g.art`;

/** The same columns from games alone; the vendor's maintenance is added from the visible-vendor map. */
export const gameColumns = (db: Db) => db`
  g.node_id, g.vendor_code, g.game_code, g.game_type, g.name, g.is_hot, g.is_new, g.is_group, g.trial_allowed, g.maintenance, g.art`;

export const withVendorMaintenance = (r: CardRow, vendors: Map<string, VisibleVendor>): CardRow => ({
  ...r,
  maintenance: r.maintenance || (vendors.get(r.vendorCode)?.maintenance ?? false),
});

export interface CardRow {
  nodeId: string | number;
  vendorCode: string;
  gameCode: string;
  gameType: GameType;
  name: string;
  isHot: boolean;
  isNew: boolean;
  isGroup: boolean;
  trialAllowed: boolean;
  maintenance: boolean;
  art: { motif?: string; hue?: number };
}

/**
 * Catalogue image URLs are paths on the site: the browser puts one of the merchant's image hosts
 * (`imageCDNs`, picked at random per visit) in front of them (client/src/lib/hosts.ts), so one
 * answer serves every host and a browser keeps one copy of each image.
 */
export const gameIconUrl = (nodeId: number, version: string) => `${API.gameIcon.replace(':nodeId', String(nodeId))}?v=${version}`;
export const vendorIconUrl = (code: string, version: string) => `${API.vendorIcon.replace(':vassalage', code)}?v=${version}`;

/**
 * Whether a trial (free-play) account may play the game: only a game that allows it, and never an
 * in-house game (BGS): trial accounts play no in-house game, whatever the game's own flag says.
 * The card's `trial`, the launch and the in-house bet routes (which refuse trial accounts) agree.
 */
export const trialMayPlay = (vendorCode: string, trialAllowed: boolean) => trialAllowed && vendorCode !== IN_HOUSE_VENDOR;

export function toCard(r: CardRow): GameCard {
  const nodeId = Number(r.nodeId);
  const icon = gameIconUrl(nodeId, artVersion(r.name, r.gameType, r.art));
  return {
    nodeId,
    nodeName: r.name,
    gameName: r.name,
    displayName: r.name,
    iconUrl: icon,
    lagerIcon: icon,
    gameType: r.gameType,
    vassalage: r.vendorCode,
    vendorCode: r.gameCode,
    isHot: r.isHot ? 1 : 0,
    isNew: r.isNew,
    isGame: r.isGroup ? IS_GAME.VASSALAGE : IS_GAME.GAME,
    maintenance: r.maintenance,
    trial: trialMayPlay(r.vendorCode, r.trialAllowed),
  };
}

/** `%`, `_` and the escape itself match literally in a LIKE pattern. */
export const likeContains = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One visible game as a card, or null (unknown, or its vendor hidden for this merchant). */
export async function visibleGame(db: Db, merchantId: number, nodeId: number): Promise<CardRow | null> {
  const [row] = await db<CardRow[]>`
    select ${cardColumns(db)} from games g join ${visibleVendors(db, merchantId)} v on v.code = g.vendor_code
    where g.node_id = ${nodeId}`;
  return row ?? null;
}
