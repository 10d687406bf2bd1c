import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, FAVOURITES_MAX, type FavouriteIdsValue, type FavouriteListValue, type GamePage, type LoginValue } from '@wl/shared';
import { Api, asTrial } from '../support/api.js';
import { createAccount, createMerchant } from '../support/factories.js';
import { useSite } from '../support/site.js';

/**
 * Favourites and recent games (docs/GAMES.md "Favourites"): add (a duplicate succeeds and adds
 * nothing), remove, ids, the list of page size 999, the refusals (unknown game, a hidden vendor's
 * game, the cap, no token), and the recent list the launch route fills.
 */
const { gw, site } = useSite();
const vendor = `TF${randomBytes(3).toString('hex').toUpperCase()}`;
let ids: number[] = [];
let hiddenGame = 0;

async function memberApi(m: { id: number; host: string } = site) {
  const a = await createAccount(gw.sql, m.id);
  const api = new Api(gw.url(m.host));
  api.token = (await api.post<LoginValue>(API.login, { type: 'username', username: a.username, password: a.password }, true)).value.token;
  return Object.assign(api, { accountId: a.id });
}
const removePath = (nodeId: number | string) => `${API.favouriteRemove}?nodeId=${nodeId}`;

beforeAll(async () => {
  await gw.sql`insert into game_vendors (code, name, default_enabled, launch_url) values (${vendor}, 'Favourite Test Vendor', false, '/demo-vendor/play')`;
  const rows = await gw.sql<{ nodeId: string }[]>`
    insert into games (vendor_code, game_code, game_type, name, sort)
    select ${vendor}, 'F' || i, case when i % 2 = 0 then 'RNG' else 'FISH' end, 'Fav Game ' || i, i from generate_series(1, 6) i returning node_id`;
  ids = rows.map((r) => Number(r.nodeId));
  await gw.sql`insert into merchant_vendors (merchant_id, vendor_code, enabled) values (${site.id}, ${vendor}, true)`;
  const [h] = await gw.sql<{ nodeId: string }[]>`select node_id from games where vendor_code = 'BGS' limit 1`;
  hiddenGame = Number(h!.nodeId);
  await gw.sql`insert into merchant_vendors (merchant_id, vendor_code, enabled) values (${site.id}, 'BGS', false)`;
});

describe('favourites', () => {
  it('adds, skips a duplicate, lists ids and the page of cards, and removes', async () => {
    const api = await memberApi();
    const a1 = await api.post<FavouriteIdsValue>(API.favouriteAdd, { nodeId: ids[0], vendor, gameType: 'FISH' });
    expect(a1.success).toBe(true);
    expect(a1.value.list).toEqual([ids[0]]);
    const dup = await api.post<FavouriteIdsValue>(API.favouriteAdd, { nodeId: ids[0] });
    expect(dup.success).toBe(true);
    expect(dup.value.list).toEqual([ids[0]]);
    await api.post(API.favouriteAdd, { nodeId: ids[1] });
    await api.post(API.favouriteAdd, { nodeId: ids[2] });
    const [n] = await gw.sql<{ n: number }[]>`select count(*)::int as n from favourite_games where account_id = ${api.accountId}`;
    expect(n!.n).toBe(3);

    const got = await api.get<FavouriteIdsValue>(API.favouriteIds);
    expect(got.value.list.sort()).toEqual([ids[0], ids[1], ids[2]].sort());
    const list = await api.get<FavouriteListValue>(`${API.favouriteList}?clientType=3&platform=flash&language=EN&pageNo=1&pageSize=999`);
    expect(list.value).toMatchObject({ pageNum: 1, totalPages: 1, total: 3 });
    expect(list.value.content.map((c) => c.nodeId).sort()).toEqual([ids[0], ids[1], ids[2]].sort());
    const rng = await api.get<FavouriteListValue>(`${API.favouriteList}?gameType=RNG&pageSize=999`);
    expect(rng.value.content.map((c) => c.gameType)).toEqual(['RNG']);
    const paged = await api.get<FavouriteListValue>(`${API.favouriteList}?pageNo=2&pageSize=2`);
    expect(paged.value).toMatchObject({ pageNum: 2, totalPages: 2, total: 3 });
    expect(paged.value.content).toHaveLength(1);

    const rm = await api.del<FavouriteIdsValue>(removePath(ids[1]!));
    expect(rm.success).toBe(true);
    expect(rm.value.list.sort()).toEqual([ids[0], ids[2]].sort());
    const again = await api.del<FavouriteIdsValue>(removePath(ids[1]!));
    expect(again.success).toBe(true);
    expect(again.value.list).toHaveLength(2);
  });

  it("refuses unknown games, hidden vendors' games, bad ids and calls without a token", async () => {
    const api = await memberApi();
    expect((await api.post(API.favouriteAdd, { nodeId: 999_999_999 })).code).toBe('GAME_NOT_FOUND');
    expect((await api.post(API.favouriteAdd, { nodeId: hiddenGame })).code).toBe('GAME_NOT_FOUND');
    expect((await api.del(removePath(999_999_999))).code).toBe('GAME_NOT_FOUND');
    expect((await api.post(API.favouriteAdd, { nodeId: 'abc' })).code).toBe('VALIDATION_FAILED');
    expect((await api.post(API.favouriteAdd, { nodeId: 0 })).code).toBe('VALIDATION_FAILED');
    expect((await api.del(removePath('x'))).code).toBe('VALIDATION_FAILED');
    const guest = new Api(gw.url(site.host));
    for (const r of [
      await guest.post(API.favouriteAdd, { nodeId: ids[0] }),
      await guest.del(removePath(ids[0]!)),
      await guest.get(API.favouriteIds),
      await guest.get(API.favouriteList),
    ]) {
      expect(r.success).toBe(false);
      expect(['TOKEN_MISSING', 'TOKEN_INVALID']).toContain(r.code);
    }
    const [n] = await gw.sql<{ n: number }[]>`select count(*)::int as n from favourite_games where account_id = ${api.accountId}`;
    expect(n!.n).toBe(0);
  });

  it('refuses trial accounts adding and removing favourites, and adds nothing', async () => {
    const trial = await asTrial(new Api(gw.url(site.host)), randomBytes(16).toString('hex'));
    expect(await trial.post(API.favouriteAdd, { nodeId: ids[0] })).toMatchObject({ status: 403, code: 'TRIAL_NOT_ALLOWED' });
    expect(await trial.del(removePath(ids[0]!))).toMatchObject({ status: 403, code: 'TRIAL_NOT_ALLOWED' });
    const [n] = await gw.sql<{ n: number }[]>`
      select count(*)::int as n from favourite_games f join accounts a on a.id = f.account_id where a.merchant_id = ${site.id} and a.type = 4`;
    expect(n!.n).toBe(0);
  });

  it('refuses the favourite beyond the cap with FAVOURITES_FULL and adds nothing', async () => {
    const api = await memberApi();
    await gw.sql`
      insert into favourite_games (account_id, node_id)
      select ${api.accountId}, node_id from games where vendor_code = 'JADE_SLOTS' order by node_id limit ${FAVOURITES_MAX}`;
    const full = await api.post(API.favouriteAdd, { nodeId: ids[3] });
    expect(full.success).toBe(false);
    expect(full.code).toBe('FAVOURITES_FULL');
    expect(full.status).toBe(409);
    const [n] = await gw.sql<{ n: number }[]>`select count(*)::int as n from favourite_games where account_id = ${api.accountId}`;
    expect(n!.n).toBe(FAVOURITES_MAX);
    // One already held is still a success (nothing is added).
    const [held] = await gw.sql<{ nodeId: string }[]>`select node_id from favourite_games where account_id = ${api.accountId} limit 1`;
    expect((await api.post(API.favouriteAdd, { nodeId: Number(held!.nodeId) })).success).toBe(true);
    // Removing one makes room again.
    await api.del(removePath(held!.nodeId));
    expect((await api.post(API.favouriteAdd, { nodeId: ids[3] })).success).toBe(true);
  });

  it("is per merchant: another site's member sees nothing of this vendor", async () => {
    const other = await createMerchant(gw.sql);
    const api = await memberApi(other);
    expect((await api.post(API.favouriteAdd, { nodeId: ids[0] })).code).toBe('GAME_NOT_FOUND');
  });
});

describe('recent games', () => {
  it('lists the games the member launched, newest first, paged and by type', async () => {
    const api = await memberApi();
    // The launch route writes these rows (docs/GAMES.md); here they are written as it would.
    for (const [i, nodeId] of ids.slice(0, 5).entries()) {
      await gw.sql`insert into recent_games (account_id, node_id, played_at) values (${api.accountId}, ${nodeId}, now() - ${`${10 - i} minutes`}::interval)`;
    }
    const all = await api.get<GamePage>(`${API.recentGames}?page=1&pageSize=20&language=EN&clientType=3`);
    expect(all.success).toBe(true);
    expect(all.value.list.map((c) => c.nodeId)).toEqual(ids.slice(0, 5).reverse());
    expect(all.value).toMatchObject({ total: 5, totalPages: 1, pageNum: 1 });
    const p2 = await api.get<GamePage>(`${API.recentGames}?page=2&pageSize=2`);
    expect(p2.value.list.map((c) => c.nodeId)).toEqual([ids[2], ids[1]]);
    expect(p2.value.totalPages).toBe(3);
    const rng = await api.get<GamePage>(`${API.recentGames}?gameType=RNG`);
    expect(rng.value.list.every((c) => c.gameType === 'RNG')).toBe(true);
    expect(rng.value.total).toBe(2);
    expect((await new Api(gw.url(site.host)).get(API.recentGames)).success).toBe(false);
  });
});
