import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  COCKFIGHT_VENDORS,
  GAME_TYPES,
  HOT_LIST_CAP,
  type GameMenusValue,
  type GamePage,
  type GameListValue,
  type LoginValue,
  type RoomListValue,
  type StaffLoginValue,
  type StaffVendor,
  type StaffVendorsValue,
  type VassGameTypeValue,
  type VendorLanesValue,
} from '@wl/shared';
import { DEMO_VENDORS } from '../../gateway/src/modules/games/demo-catalogue.js';
import { Api } from '../support/api.js';
import { createAccount, createMerchant } from '../support/factories.js';
import { useSite } from '../support/site.js';
import { createAdmin } from '../support/staff.js';

/**
 * The catalogue and lobby calls (docs/GAMES.md): the demo catalogue, the calls with their
 * parameters and paging, token rules, search, merchant visibility and maintenance, generated art.
 * Vendors made here are default_enabled false and enabled only for this file's merchants, so no
 * other test file ever sees them.
 */
const { gw, site } = useSite();
let other: { id: number; host: string };
const vendor = `TV${randomBytes(3).toString('hex').toUpperCase()}`;
const vendor2 = `TW${randomBytes(3).toString('hex').toUpperCase()}`;
const nodes: Record<string, number> = {};

async function memberApi(m: { id: number; host: string }) {
  const a = await createAccount(gw.sql, m.id);
  const api = new Api(gw.url(m.host));
  api.token = (await api.post<LoginValue>(API.login, { type: 'username', username: a.username, password: a.password }, true)).value.token;
  return Object.assign(api, { accountId: a.id });
}
const q = (path: string, params: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))}`;

beforeAll(async () => {
  other = await createMerchant(gw.sql);
  for (const code of [vendor, vendor2]) {
    await gw.sql`insert into game_vendors (code, name, sort, default_enabled, launch_url, hue) values (${code}, ${`Test ${code}`}, 5, false, '/demo-vendor/play', 200)`;
  }
  const games: Array<[string, string, string, boolean, boolean]> = [
    [vendor, "Joker's 100%_Wild", 'RNG', true, false],
    [vendor, 'Plain Reels', 'RNG', false, true],
    [vendor, 'Percent 50% Off', 'RNG', false, false],
    [vendor, 'Under_Score Slots', 'RNG', false, false],
    [vendor, 'Test Fishing', 'FISH', false, false],
    [vendor2, 'Second Vendor Slot', 'RNG', false, false],
  ];
  for (const [i, [v, name, type, hot, isNew]] of games.entries()) {
    const [r] = await gw.sql<{ nodeId: string }[]>`
      insert into games (vendor_code, game_code, game_type, name, is_hot, is_new, sort) values (${v}, ${`G${i}`}, ${type}, ${name}, ${hot}, ${isNew}, ${i}) returning node_id`;
    nodes[name] = Number(r!.nodeId);
  }
  // The test vendors are shown on this file's site; on `other` only the first one.
  await gw.sql`insert into merchant_vendors (merchant_id, vendor_code, enabled) values (${site.id}, ${vendor}, true), (${site.id}, ${vendor2}, true), (${other.id}, ${vendor}, true)`;
  // `other` hides every cockfight vendor, so its menu has no COCKFIGHT category.
  for (const c of COCKFIGHT_VENDORS) await gw.sql`insert into merchant_vendors (merchant_id, vendor_code, enabled) values (${other.id}, ${c}, false)`;
});

describe('demo catalogue', () => {
  it('holds about 10,000 games over at least 40 vendors, every type, and the fixed rows', async () => {
    const demo = DEMO_VENDORS.map((v) => v.code);
    const [c] = await gw.sql<{ games: number; vendors: number }[]>`
      select (select count(*)::int from games where vendor_code = any(${demo}::text[])) as games,
             (select count(*)::int from game_vendors where code = any(${demo}::text[])) as vendors`;
    expect(c!.games).toBeGreaterThanOrEqual(9_900);
    expect(c!.vendors).toBeGreaterThanOrEqual(40);
    const types = await gw.sql<{ gameType: string }[]>`select distinct game_type from games`;
    expect(types.map((t) => t.gameType).sort()).toEqual([...GAME_TYPES].sort());
    const fixed = await gw.sql<
      { vendorCode: string; gameCode: string; name: string; gameType: string; trialAllowed: boolean; isHot: boolean; launchUrl: string | null }[]
    >`
      select g.vendor_code, g.game_code, g.name, g.game_type, g.trial_allowed, g.is_hot, v.launch_url from games g join game_vendors v on v.code = g.vendor_code
      where g.game_code in ('BGS_SLOT', 'BGS_CRASH', 'BGS_DICE', 'SSC', 'PK10', 'VN_NORTH', 'SEA_4D') order by g.node_id`;
    expect(fixed.map((g) => [g.vendorCode, g.gameCode, g.name, g.gameType, g.launchUrl])).toEqual([
      ['BGS', 'BGS_SLOT', 'Golden Reels', 'BGS', null],
      ['BGS', 'BGS_CRASH', 'Rocket Crash', 'BGS', null],
      ['BGS', 'BGS_DICE', 'Lucky Dice', 'BGS', null],
      ['TCG', 'SSC', 'SSC 1-Minute', 'LOTT', null],
      ['TCG', 'PK10', 'PK10 Racing', 'LOTT', null],
      ['TCG_LOTTO_VN', 'VN_NORTH', 'Vietnam Northern Lottery', 'ELOTT', null],
      ['TCG_SEA', 'SEA_4D', 'SEA 4D', 'LOTT', null],
    ]);
    expect(fixed.slice(0, 3).every((g) => g.trialAllowed && g.isHot)).toBe(true);
    const [ds88] = await gw.sql<{ launchUrl: string }[]>`select launch_url from game_vendors where code = 'DS88'`;
    expect(ds88).toEqual({ launchUrl: '/demo-vendor/play' });
    // The catalogue holds no secret: each merchant's credentials are random (vendor-wallet/credentials.ts).
    const columns = await gw.sql<{ columnName: string }[]>`select column_name from information_schema.columns where table_name = 'game_vendors'`;
    expect(columns.map((c) => c.columnName)).not.toContain('api_secret');
  });
});

describe('menus, hot games and lanes (no token)', () => {
  it('game_menus lists categories in menu order with their visible vendors, BGS never among RNG', async () => {
    const r = await new Api(gw.url(site.host)).get<GameMenusValue>(API.gameMenus);
    expect(r.success).toBe(true);
    const cats = r.value.sortingVendor.map((c) => c.gameCategory);
    expect(cats).toEqual(GAME_TYPES.filter((t) => cats.includes(t)));
    expect(cats).toEqual(expect.arrayContaining(['LIVE', 'RNG', 'COCKFIGHT', 'BGS', 'LOTT', 'ELOTT', 'SPORTS', 'ESPORTS', 'PVP', 'FISH']));
    const rng = r.value.sortingVendor.find((c) => c.gameCategory === 'RNG')!.vendors.map((v) => v.vassalage);
    expect(rng).toContain(vendor);
    expect(rng).not.toContain('BGS');
    expect(
      r.value.sortingVendor
        .find((c) => c.gameCategory === 'COCKFIGHT')!
        .vendors.map((v) => v.vassalage)
        .sort(),
    ).toEqual([...COCKFIGHT_VENDORS].sort());
    const volcano = r.value.gameVendor.find((v) => v.vassalage === 'VOLCANO')!;
    expect(volcano.maintenance).toBe(true);
    expect(volcano.iconUrl).toMatch(/^\/lgw\/games\/vendors\/VOLCANO\.svg\?v=/);

    const demo = await new Api(gw.url()).get<GameMenusValue>(API.gameMenus);
    expect(demo.value.gameVendor.map((v) => v.vassalage)).not.toContain(vendor);
    const o = await new Api(gw.url(other.host)).get<GameMenusValue>(API.gameMenus);
    expect(o.value.sortingVendor.map((c) => c.gameCategory)).not.toContain('COCKFIGHT');
    expect(o.value.gameVendor.map((v) => v.vassalage)).toContain(vendor);
    expect(o.value.gameVendor.map((v) => v.vassalage)).not.toContain(vendor2);
  });

  it('game_menus maps every vendor code to its name and logo, and carries the hot cards as the hot list does', async () => {
    const api = new Api(gw.url(site.host));
    const r = await api.get<GameMenusValue>(API.gameMenus);
    expect(Object.keys(r.value.mappingVendor).sort()).toEqual(r.value.gameVendor.map((v) => v.vassalage).sort());
    for (const v of r.value.gameVendor) expect(r.value.mappingVendor[v.vassalage]).toEqual({ name: v.name, iconUrl: v.iconUrl, maintenance: v.maintenance });
    expect(r.value.mappingVendor.VOLCANO).toMatchObject({ maintenance: true, iconUrl: expect.stringMatching(/^\/lgw\/games\/vendors\/VOLCANO\.svg\?v=/) });
    expect(r.value.hotGames).toHaveLength(HOT_LIST_CAP);
    expect(r.value.hotGames).toEqual((await api.get<GameListValue>(API.hotGames)).value.list);
    // Another site shows other vendors: its map and hot cards are its own.
    const o = await new Api(gw.url(other.host)).get<GameMenusValue>(API.gameMenus);
    expect(o.value.mappingVendor[vendor]).toBeDefined();
    expect(o.value.mappingVendor[vendor2]).toBeUndefined();
    expect(o.value.hotGames.every((c) => o.value.mappingVendor[c.vassalage])).toBe(true);
  });

  it('hotGamesV2 answers at most 12 hot cards, optionally of one type', async () => {
    const api = new Api(gw.url(site.host));
    const all = await api.get<GameListValue>(q(API.hotGames, { merchantCode: 'X', isPlatform: 2, platform: 'flash,html5-desktop', language: 'EN' }));
    expect(all.success).toBe(true);
    expect(all.value.list.length).toBe(HOT_LIST_CAP);
    expect(all.value.list.every((c) => c.isHot === 1)).toBe(true);
    const bgs = await api.get<GameListValue>(q(API.hotGames, { gameType: 'BGS' }));
    expect(bgs.value.list.map((c) => c.vendorCode)).toEqual(['BGS_SLOT', 'BGS_CRASH', 'BGS_DICE']);
    expect(bgs.value.list[0]).toMatchObject({
      gameName: 'Golden Reels',
      nodeName: 'Golden Reels',
      displayName: 'Golden Reels',
      vassalage: 'BGS',
      isGame: 'GAME',
      // Trial accounts play no in-house game, whatever the game's own flag says.
      trial: false,
      maintenance: false,
    });
  });

  it('newGameVendor answers a lane per vendor with at most 12 cards, by type', async () => {
    const api = new Api(gw.url(site.host));
    const cf = await api.get<VendorLanesValue>(q(API.gameVendorLanes, { platform: 'html5-desktop', gameType: 'COCKFIGHT' }));
    expect(cf.value.data.lanes.map((l) => l.vassalage).sort()).toEqual([...COCKFIGHT_VENDORS].sort());
    const rng = await api.get<VendorLanesValue>(q(API.gameVendorLanes, { gameType: 'RNG' }));
    expect(rng.value.data.lanes.length).toBeGreaterThanOrEqual(20);
    expect(
      rng.value.data.lanes.every(
        (l) => l.cards.length > 0 && l.cards.length <= HOT_LIST_CAP && l.cards.every((c) => c.gameType === 'RNG' && c.vassalage === l.vassalage),
      ),
    ).toBe(true);
    const mine = rng.value.data.lanes.find((l) => l.vassalage === vendor)!;
    expect(mine.cards[0]!.gameName).toBe('Plain Reels'); // the new one first
    // Each lane names its vendors as the game list's gameClassify takes them.
    expect(rng.value.data.lanes.every((l) => l.gameClassify === l.vassalage)).toBe(true);
    const more = await (await memberApi(site)).get<GamePage>(q(API.gameList, { gameType: 'RNG', gameClassify: mine.gameClassify }));
    expect(more.value.list.length).toBeGreaterThan(0);
    expect(more.value.list.every((c) => c.vassalage === vendor)).toBe(true);
  });
});

describe('games list (member token)', () => {
  let api: Awaited<ReturnType<typeof memberApi>>;
  beforeAll(async () => {
    api = await memberApi(site);
  });
  const list = (params: Record<string, string | number>) =>
    api.get<GamePage>(q(API.gameList, { clientType: 3, platform: 'flash,html5-desktop', language: 'EN', ...params }));

  it('refuses a call without a token', async () => {
    const r = await new Api(gw.url(site.host)).get(q(API.gameList, { gameType: 'RNG' }));
    expect(r.success).toBe(false);
    expect(['TOKEN_MISSING', 'TOKEN_INVALID']).toContain(r.code);
    for (const path of [API.recentGames, API.favouriteIds, API.roomList, q(API.vassGameType, { vassalage: 'BGS' })]) {
      expect((await new Api(gw.url(site.host)).get(path)).success).toBe(false);
    }
  });

  it('pages a category with total and totalPages', async () => {
    const p1 = await list({ gameType: 'RNG', pageNo: 1, pageSize: 20 });
    expect(p1.success).toBe(true);
    expect(p1.value.list).toHaveLength(20);
    expect(p1.value.total).toBeGreaterThan(9_000);
    expect(p1.value.totalPages).toBe(Math.ceil(p1.value.total / 20));
    const p2 = await list({ gameType: 'RNG', pageNo: 2, pageSize: 20 });
    expect(p2.value.pageNum).toBe(2);
    expect(p2.value.list.map((c) => c.nodeId)).not.toContain(p1.value.list[0]!.nodeId);
    expect(p1.value.list.every((c) => c.gameType === 'RNG' && c.vassalage !== 'BGS')).toBe(true);
    const last = await list({ gameType: 'RNG', pageNo: p1.value.totalPages + 1 });
    expect(last.value.list).toEqual([]);
    expect(last.value.total).toBe(p1.value.total);
  });

  it('filters by vendor, vendor list, new, hot and ALL', async () => {
    const v = await list({ vassalage: vendor });
    expect(v.value.total).toBe(5);
    expect(new Set(v.value.list.map((c) => c.gameType))).toEqual(new Set(['RNG', 'FISH']));
    const both = await list({ gameType: 'RNG', gameClassify: `${vendor},${vendor2}` });
    expect(both.value.list.map((c) => c.gameName).sort()).toEqual([
      "Joker's 100%_Wild",
      'Percent 50% Off',
      'Plain Reels',
      'Second Vendor Slot',
      'Under_Score Slots',
    ]);
    expect((await list({ vassalage: vendor, isNew: 1 })).value.list.map((c) => c.gameName)).toEqual(['Plain Reels']);
    expect((await list({ vassalage: vendor, gameType: 'NEW' })).value.list.map((c) => c.gameName)).toEqual(['Plain Reels']);
    expect((await list({ vassalage: vendor, gameType: 'HOT' })).value.list.map((c) => c.gameName)).toEqual(["Joker's 100%_Wild"]);
    expect((await list({ vassalage: vendor, gameType: 'ALL' })).value.total).toBe(5);
    // Hidden on `other`: the second vendor's games are not there.
    const o = await memberApi(other);
    expect((await o.get<GamePage>(q(API.gameList, { vassalage: vendor2 }))).value.total).toBe(0);
  });

  it("searches case-insensitively, with % _ and ' taken literally", async () => {
    const s = (keyword: string) => list({ keyword, gameClassify: `${vendor},${vendor2}` }).then((r) => r.value.list.map((c) => c.gameName).sort());
    expect(await s('REELS')).toEqual(['Plain Reels']);
    expect(await s('%')).toEqual(["Joker's 100%_Wild", 'Percent 50% Off']);
    expect(await s('_')).toEqual(["Joker's 100%_Wild", 'Under_Score Slots']);
    expect(await s('%_')).toEqual(["Joker's 100%_Wild"]);
    expect(await s("r's")).toEqual(["Joker's 100%_Wild"]);
    const everywhere = await list({ keyword: "pharaoh's", pageSize: 5 });
    expect(everywhere.value.total).toBeGreaterThan(0);
    expect(everywhere.value.list.every((c) => c.gameName.toLowerCase().includes("pharaoh's"))).toBe(true);
  });

  it('orders by featured, popular (members of this site in the last 30 days), new and A to Z', async () => {
    const names = (sort: string) =>
      list({ gameType: 'RNG', gameClassify: vendor, sort }).then((r) => {
        expect(r.success, JSON.stringify(r)).toBe(true);
        return r.value.list.map((c) => c.gameName);
      });
    expect(await names('featured')).toEqual(["Joker's 100%_Wild", 'Plain Reels', 'Percent 50% Off', 'Under_Score Slots']);
    expect(await names('name')).toEqual(["Joker's 100%_Wild", 'Percent 50% Off', 'Plain Reels', 'Under_Score Slots']);
    expect((await names('new'))[0]).toBe('Plain Reels');
    // Two members played Under_Score, one Percent; a play on another site and a stale one do not count.
    const played = async (merchantId: number, name: string, daysAgo = 0) => {
      const a = await createAccount(gw.sql, merchantId);
      await gw.sql`insert into recent_games (account_id, node_id, played_at) values (${a.id}, ${nodes[name]!}, now() - make_interval(days => ${daysAgo}))`;
    };
    await played(site.id, 'Under_Score Slots');
    await played(site.id, 'Under_Score Slots', 3);
    await played(site.id, 'Percent 50% Off');
    for (let i = 0; i < 3; i++) await played(other.id, 'Plain Reels');
    await played(site.id, 'Plain Reels', 31);
    await played(site.id, 'Plain Reels', 40);
    // Then hot (Joker's) before the rest in featured order.
    expect(await names('popular')).toEqual(['Under_Score Slots', 'Percent 50% Off', "Joker's 100%_Wild", 'Plain Reels']);
  });

  it('searches without a token from the header: a keyword of two characters at least, the same filters and orders', async () => {
    const guest = new Api(gw.url(site.host));
    const search = (params: Record<string, string | number>) => guest.get<GamePage>(q(API.gameSearch, params));
    const found = await search({ keyword: 'reels', vassalage: vendor, sort: 'name' });
    expect(found.success).toBe(true);
    expect(found.value.list.map((c) => c.gameName)).toEqual(['Plain Reels']);
    const wide = await search({ keyword: 'lucky', gameType: 'RNG', pageSize: 5 });
    expect(wide.value.total).toBeGreaterThan(5);
    expect(wide.value.list).toHaveLength(5);
    expect(wide.value.list.every((c) => c.gameName.toLowerCase().includes('lucky') && c.gameType === 'RNG')).toBe(true);
    // Hidden on `other`: a guest there does not find the second vendor's game.
    expect((await new Api(gw.url(other.host)).get<GamePage>(q(API.gameSearch, { keyword: 'Second Vendor' }))).value.total).toBe(0);
    const bads: Array<Record<string, string>> = [{}, { keyword: 'a' }, { keyword: 'ab', sort: 'price' }, { keyword: 'ab', gameType: 'HOT' }];
    for (const bad of bads) {
      expect((await search(bad)).code, JSON.stringify(bad)).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses bad parameters with VALIDATION_FAILED', async () => {
    const bad: Array<Record<string, string | number>> = [
      { pageSize: 1000 },
      { gameType: 'XYZ' },
      { gameClassify: 'bad code' },
      { pageNo: 0 },
      { keyword: 'x'.repeat(41) },
      { sort: 'random' },
    ];
    for (const params of bad) {
      const r = await list(params);
      expect(r.code, JSON.stringify(params)).toBe('VALIDATION_FAILED');
    }
  });

  it("getVassGameType counts a vendor's types; a hidden vendor is VENDOR_NOT_FOUND", async () => {
    const r = await api.get<VassGameTypeValue>(q(API.vassGameType, { vassalage: vendor }));
    expect(r.value).toEqual({
      vassalage: vendor,
      gameTypes: [
        { gameType: 'RNG', count: 4 },
        { gameType: 'FISH', count: 1 },
      ],
    });
    const jade = await api.get<VassGameTypeValue>(q(API.vassGameType, { vassalage: 'JADE_SLOTS' }));
    expect(jade.value.gameTypes.map((t) => t.gameType)).toEqual(['RNG', 'FISH', 'ARCADE']);
    const o = await memberApi(other);
    expect((await o.get(q(API.vassGameType, { vassalage: vendor2 }))).code).toBe('VENDOR_NOT_FOUND');
  });
});

describe('maintenance, staff settings and rooms', () => {
  async function staffApi(m: { id: number; host: string }) {
    const admin = await createAdmin(gw.sql, m.id);
    const api = new Api(gw.url(m.host));
    api.token = (await api.post<StaffLoginValue>(API.staffLogin, admin)).value.token;
    return api;
  }

  it('a vendor under maintenance for one merchant only; a game under maintenance everywhere', async () => {
    const staff = await staffApi(site);
    const vendors = await staff.get<StaffVendorsValue>(API.staffGameVendors);
    expect(vendors.value.list.find((v) => v.vassalage === vendor)).toMatchObject({
      configured: true,
      enabled: true,
      defaultEnabled: false,
      gameCount: 5,
      maintenance: false,
    });
    const put = await staff.put<StaffVendor>(API.staffGameVendor.replace(':code', vendor), { enabled: true, sort: 1, maintenance: true });
    expect(put.value).toMatchObject({ vassalage: vendor, maintenance: true, sort: 1 });
    const mine = await memberApi(site);
    const theirs = await memberApi(other);
    const cards = async (api: Api) => (await api.get<GamePage>(q(API.gameList, { vassalage: vendor }))).value.list;
    expect((await cards(mine)).every((c) => c.maintenance)).toBe(true);
    expect((await cards(theirs)).every((c) => !c.maintenance)).toBe(true);
    await staff.put(API.staffGameVendor.replace(':code', vendor), { enabled: true, sort: 5, maintenance: false });

    const g = await staff.put(API.staffGameMaintenance.replace(':nodeId', String(nodes['Plain Reels'])), { maintenance: true });
    expect(g.value).toEqual({ nodeId: nodes['Plain Reels'], maintenance: true });
    for (const api of [mine, theirs]) expect((await cards(api)).find((c) => c.gameName === 'Plain Reels')!.maintenance).toBe(true);
    await staff.put(API.staffGameMaintenance.replace(':nodeId', String(nodes['Plain Reels'])), { maintenance: false });

    expect((await staff.put(API.staffGameVendor.replace(':code', 'NOPE_NOPE'), { enabled: true, sort: 1, maintenance: false })).code).toBe('VENDOR_NOT_FOUND');
    expect((await staff.put(API.staffGameMaintenance.replace(':nodeId', '999999999'), { maintenance: true })).code).toBe('GAME_NOT_FOUND');
    expect((await mine.put(API.staffGameVendor.replace(':code', vendor), { enabled: false, sort: 1, maintenance: false })).success).toBe(false);
  });

  it('a vendor disabled for a merchant disappears from its lists', async () => {
    const staff = await staffApi(other);
    await staff.put(API.staffGameVendor.replace(':code', vendor), { enabled: false, sort: 5, maintenance: false });
    const o = await memberApi(other);
    expect((await o.get<GamePage>(q(API.gameList, { vassalage: vendor }))).value.total).toBe(0);
    const mine = await memberApi(site);
    expect((await mine.get<GamePage>(q(API.gameList, { vassalage: vendor }))).value.total).toBe(5);
  });

  it('GLS2_roomList offers PVP games at three tiers with live players from unexpired sessions', async () => {
    const api = await memberApi(site);
    const before = await api.get<RoomListValue>(q(API.roomList, { vassalage: 'ACE_POKER' }));
    expect(before.success).toBe(true);
    expect(before.value.list.length).toBeGreaterThanOrEqual(3);
    const room = before.value.list[0]!;
    expect(room).toMatchObject({ vassalage: 'ACE_POKER', seats: 6 });
    expect(room.minBet).toBeLessThan(room.maxBet);
    const add = (expires: string) => gw.sql`
      insert into game_sessions (token_hash, account_id, merchant_id, node_id, vendor_code, book, currency, expires_at)
      values (${randomBytes(16).toString('hex')}, ${api.accountId}, ${site.id}, ${room.nodeId}, 'ACE_POKER', 'real', 'PHP', now() + ${expires}::interval)`;
    await add('10 minutes');
    await add('10 minutes');
    await add('-1 minute');
    const after = await api.get<RoomListValue>(q(API.roomList, { vassalage: 'ACE_POKER' }));
    expect(
      after.value.list.filter((r) => r.nodeId === room.nodeId).map((r) => r.players - before.value.list.find((b) => b.roomId === r.roomId)!.players),
    ).toEqual([2, 2, 2]);
  });
});

describe('generated art', () => {
  it('serves a small SVG icon with an immutable cache and an ETag that answers 304', async () => {
    const api = await memberApi(site);
    const card = (await api.get<GamePage>(q(API.gameList, { keyword: 'Golden Reels', gameType: 'BGS' }))).value.list[0]!;
    expect(card.iconUrl).toMatch(new RegExp(`^/lgw/games/icons/${card.nodeId}\\.svg\\?v=[0-9a-f]+$`));
    const res = await fetch(gw.url(site.host) + card.iconUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toContain('immutable');
    const body = await res.text();
    expect(body).toContain('<svg');
    expect(body).toContain('Golden Reels');
    expect(Buffer.byteLength(body)).toBeLessThan(3 * 1024);
    const again = await fetch(gw.url(site.host) + card.iconUrl, { headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);

    const logo = await fetch(gw.url(site.host) + '/lgw/games/vendors/DS88.svg');
    expect(logo.status).toBe(200);
    expect(await logo.text()).toContain('DS88 Sabong');
    const missing = await fetch(gw.url(site.host) + '/lgw/games/icons/999999999.svg');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { code: string }).code).toBe('GAME_NOT_FOUND');
  });

  it('answers image paths whatever image hosts the merchant lists: the browser picks one of them', async () => {
    const cdn = await createMerchant(gw.sql, { imageCDNs: ['https://img.example.com', 'https://img2.example.com'] });
    const cards = await new Api(gw.url(cdn.host)).get<GameListValue>(q(API.hotGames, { gameType: 'BGS' }));
    expect(cards.value.list[0]!.iconUrl).toMatch(/^\/lgw\/games\/icons\/\d+\.svg\?v=/);
  });
});
