import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { API, BIG_WIN_MIN, WINNERS_LIMIT, type LoginValue, type RankListValue, type WinnerEntry } from '@wl/shared';
import { recordWin, formatGameTime } from '../../gateway/src/modules/games/winners.js';
import { maskName } from '../../gateway/src/modules/accounts/masks.js';
import { merchantRoom } from '../../gateway/src/modules/games/winners-relay.js';
import { pruneSmallWins } from '../../gateway/src/modules/games/winners-prune.js';
import { openWallet, postHouseTransfer } from '../../gateway/src/modules/wallet/ledger.js';
import { Api } from '../support/api.js';
import { createAccount, createMerchant } from '../support/factories.js';
import { useSite } from '../support/site.js';
import { connectSocket, type TestSocket } from '../support/socket.js';

/**
 * The winners board (docs/GAMES.md "Winners"): real-money wins of this merchant, masked, big ones
 * newest first, then smaller ones newest first, at most 20; play money stays off; a replayed win is listed once;
 * a commit that adds a winner pushes `winners:updated` to the merchant's open pages only.
 */
const { gw, site } = useSite();
const sockets: TestSocket[] = [];
afterEach(() => sockets.splice(0).forEach((s) => s.disconnect()));

let gameNode = 0;
async function game(): Promise<number> {
  if (!gameNode) gameNode = Number((await gw.sql<{ nodeId: string }[]>`select node_id from games where game_code = 'BGS_SLOT'`)[0]!.nodeId);
  return gameNode;
}

/** Books a win through the ledger and records it, in one transaction, as a game would. */
async function win(m: { id: number }, accountId: number, amount: number, o: { book?: 'real' | 'play'; key?: string } = {}) {
  const nodeId = await game();
  return gw.sql.begin(async (tx) => {
    const book = o.book ?? 'real';
    if (book === 'play') await openWallet(tx, m.id, accountId, 'play', 'PHP');
    const p = await postHouseTransfer(tx, {
      key: o.key ?? `win-test:${randomUUID()}`,
      kind: 'win',
      merchantId: m.id,
      accountId,
      wallet: book,
      currency: 'PHP',
      amount,
    });
    return recordWin(tx, { merchantId: m.id, accountId, nodeId, journalId: p.journalId, amount, currency: 'PHP', book });
  });
}

describe('winners board', () => {
  it('masks names, formats gameTime at UTC+8, lists newest first and caps the limit', () => {
    expect(maskName('demouser')).toBe('de***r');
    expect(maskName('abc')).toBe('a***');
    expect(formatGameTime(new Date('2026-01-31T20:15:09Z'))).toBe('2026-02-01 04:15:09');
  });

  it('fills an empty board with small wins, and lists big wins ahead of them', async () => {
    const m = await createMerchant(gw.sql);
    const a = await createAccount(gw.sql, m.id);
    // A new site: its first wins are small (19.60, 20.00), and the board shows them, newest first.
    expect(await win(m, a.id, 1_960)).toBe(true);
    expect(await win(m, a.id, 2_000)).toBe(true);
    const guest = new Api(gw.url(m.host));
    // Each read asks for another limit: the route keeps each answer for a second (docs/GAMES.md "Winners").
    const board = async (limit: number) => (await guest.get<RankListValue>(`${API.rankList}?limitNum=${limit}`)).value.list.map((w) => w.winAmount);
    expect(await board(18)).toEqual([2_000, 1_960]);
    // A big win goes first even though a smaller one came after it.
    expect(await win(m, a.id, BIG_WIN_MIN)).toBe(true);
    expect(await win(m, a.id, 500)).toBe(true);
    expect(await board(19)).toEqual([BIG_WIN_MIN, 500, 2_000, 1_960]);
    // Only the big win is the winner's own event (the listener modal).
    const events = await gw.sql<{ n: number }[]>`select count(*)::int as n from events where account_id = ${a.id} and type = 'win:big'`;
    expect(events[0]!.n).toBe(1);
    // Big wins take the board over once there are enough of them.
    for (let i = 1; i <= WINNERS_LIMIT; i++) await win(m, a.id, BIG_WIN_MIN + i);
    const full = await board(WINNERS_LIMIT);
    expect(full).toHaveLength(WINNERS_LIMIT);
    expect(full.every((x) => x >= BIG_WIN_MIN)).toBe(true);
  });

  it('prunes small wins beyond the board once a day old, keeping big ones and the newest small ones', async () => {
    const m = await createMerchant(gw.sql);
    const other = await createMerchant(gw.sql);
    const a = await createAccount(gw.sql, m.id);
    const b = await createAccount(gw.sql, other.id);
    await win(m, a.id, BIG_WIN_MIN);
    for (let i = 1; i <= WINNERS_LIMIT + 5; i++) await win(m, a.id, 100 + i);
    for (let i = 1; i <= 3; i++) await win(other, b.id, 100 + i);
    const count = async (id: number, big: boolean) =>
      (await gw.sql<{ n: number }[]>`select count(*)::int as n from winners where merchant_id = ${id} and big = ${big}`)[0]!.n;
    // Younger than a day: nothing goes yet (a replayed win must still find its row).
    await pruneSmallWins(gw.sql);
    expect(await count(m.id, false)).toBe(WINNERS_LIMIT + 5);
    await gw.sql`update winners set created_at = now() - interval '2 days' where merchant_id in (${m.id}, ${other.id})`;
    while ((await pruneSmallWins(gw.sql)) > 0);
    // The newest WINNERS_LIMIT small wins and every big one stay; a merchant under the limit keeps all.
    expect(await count(m.id, false)).toBe(WINNERS_LIMIT);
    expect(await count(m.id, true)).toBe(1);
    expect(await count(other.id, false)).toBe(3);
    const kept = await gw.sql<{ amount: string }[]>`select amount from winners where merchant_id = ${m.id} and not big order by id`;
    expect(Number(kept[0]!.amount)).toBe(106);
  });

  it('lists real wins only, once per journal entry, newest first, limited', async () => {
    const m = await createMerchant(gw.sql);
    const a = await createAccount(gw.sql, m.id, { username: `winner${Date.now() % 100000}` });
    expect(await win(m, a.id, BIG_WIN_MIN, { book: 'play' })).toBe(false);
    expect(await win(m, a.id, BIG_WIN_MIN, { key: 'same-win' + a.id })).toBe(true);
    expect(await win(m, a.id, BIG_WIN_MIN, { key: 'same-win' + a.id })).toBe(false); // replayed: the ledger answers the same journal entry
    for (let i = 1; i <= WINNERS_LIMIT + 2; i++) await win(m, a.id, BIG_WIN_MIN + i);

    const guest = new Api(gw.url(m.host));
    const r = await guest.get<RankListValue>(`${API.rankList}?gameCategory=ALL&language=EN&limitNum=20`);
    expect(r.success).toBe(true);
    expect(r.value.list).toHaveLength(WINNERS_LIMIT);
    expect(r.value.list[0]).toMatchObject({
      gameName: 'Golden Reels',
      customerName: maskName(a.username),
      winAmount: BIG_WIN_MIN + WINNERS_LIMIT + 2,
      currency: 'PHP',
      gameType: 'BGS',
    });
    expect(r.value.list[0]!.gameTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(r.value.list[0]!.iconUrl).toMatch(/^\/lgw\/games\/icons\/\d+\.svg\?v=/);
    const ids = r.value.list.map((w) => w.id);
    expect([...ids].sort((x, y) => y - x)).toEqual(ids);
    expect(r.value.list.every((w) => !w.customerName.includes(a.username))).toBe(true);
    // The original API's second names: player is the masked name, prize the amount.
    expect(r.value.list.every((w) => w.player === w.customerName && w.prize === w.winAmount)).toBe(true);

    expect((await guest.get<RankListValue>(`${API.rankList}?limitNum=7`)).value.list).toHaveLength(7);
    expect((await guest.get<RankListValue>(`${API.rankList}?gameCategory=LIVE`)).value.list).toHaveLength(0);
    expect((await guest.get(`${API.rankList}?limitNum=21`)).code).toBe('VALIDATION_FAILED');
    // Another merchant's board does not show them.
    const other = await createMerchant(gw.sql);
    expect((await new Api(gw.url(other.host)).get<RankListValue>(API.rankList)).value.list).toEqual([]);
  });

  it("pushes winners:updated to the merchant's sockets after the commit, and not to another merchant's", async () => {
    const login = async (m: { id: number; host: string }) => {
      const a = await createAccount(gw.sql, m.id);
      const api = new Api(gw.url(m.host));
      api.token = (await api.post<LoginValue>(API.login, { type: 'username', username: a.username, password: a.password }, true)).value.token;
      const socket = await connectSocket(gw.url(m.host), api.token!);
      sockets.push(socket);
      // The socket joins its merchant's room right after the handshake.
      while (!(await gw.io.in(merchantRoom(m.id)).fetchSockets()).some((s) => s.id === socket.id)) await new Promise((r) => setTimeout(r, 10));
      return { id: a.id, socket };
    };
    const other = await createMerchant(gw.sql);
    const mine = await login(site);
    const theirs = await login(other);
    const theirPushes: WinnerEntry[][] = [];
    theirs.socket.on('winners:updated', (p) => theirPushes.push(p.list));

    const pushed = new Promise<WinnerEntry[]>((resolve) => mine.socket.once('winners:updated', (p) => resolve(p.list)));
    await win(site, mine.id, BIG_WIN_MIN * 3);
    const list = await pushed;
    expect(list[0]).toMatchObject({ winAmount: BIG_WIN_MIN * 3, prize: BIG_WIN_MIN * 3, gameName: 'Golden Reels' });
    expect(list[0]!.player).toBe(list[0]!.customerName);
    expect(list.length).toBeLessThanOrEqual(WINNERS_LIMIT);
    const board = await new Api(gw.url(site.host)).get<RankListValue>(API.rankList);
    expect(list).toEqual(board.value.list);

    // A later win of the other merchant reaches the other socket; by then the first would have too.
    const theirsPushed = new Promise<WinnerEntry[]>((resolve) => theirs.socket.once('winners:updated', (p) => resolve(p.list)));
    await win(other, theirs.id, BIG_WIN_MIN * 2);
    expect((await theirsPushed)[0]!.winAmount).toBe(BIG_WIN_MIN * 2);
    expect(theirPushes.flat().some((w) => w.winAmount === BIG_WIN_MIN * 3)).toBe(false);
  });
});
