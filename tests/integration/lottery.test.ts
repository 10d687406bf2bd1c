import { createHash, createHmac, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, type CurrentDrawValue, type LoginValue, type LotteryBetPage, type LotteryBetValue, type LotteryDraw, type LotteryGamesValue } from '@wl/shared';
import { postHouseTransfer } from '../../gateway/src/modules/wallet/ledger.js';
import { sweepLottery } from '../../gateway/src/modules/lottery/draws.js';
import { Api } from '../support/api.js';
import { createAccount, createMerchant, uniqueName } from '../support/factories.js';
import { useSite } from '../support/site.js';

/**
 * The lottery (docs/LOTTERY.md): a draw's whole life on a game of this file's own, walked by
 * calling the sweep with an explicit `now` far in the future (so the gateway's own once-a-second
 * sweep, which runs on the wall clock, never touches these draws), bets with their refusals and
 * idempotency, settlement paid once, and tenancy.
 */
const { gw, site } = useSite();
const GAME = uniqueName('SSCT').toUpperCase();
// A minute boundary in 2100 + up to ~27 years, so reruns on one database never meet old draws.
const T0 = Date.UTC(2100, 0, 1) + Math.floor(Math.random() * 10_000) * 86_400_000 + Math.floor(Math.random() * 1_000) * 60_000;
const at = (ms: number) => new Date(T0 + ms);
const ISSUE = `${new Date(T0).toISOString().slice(0, 10).replaceAll('-', '')}${String(Math.floor((T0 % 86_400_000) / 60_000) + 1).padStart(4, '0')}`;

/** The sweep on the lottery's clock; retried while another gateway of the run holds it. */
async function sweep(now: Date) {
  for (;;) {
    const counts = await sweepLottery(gw.sql, now);
    if (counts) return counts;
  }
}

async function member(o: { funds?: number; merchant?: { id: number; host: string } } = {}) {
  const m = o.merchant ?? site;
  const a = await createAccount(gw.sql, m.id);
  if (o.funds) {
    await gw.sql.begin((tx) =>
      postHouseTransfer(tx, { key: `lot-fund:${a.id}`, kind: 'deposit', merchantId: m.id, accountId: a.id, wallet: 'real', currency: 'PHP', amount: o.funds! }),
    );
  }
  const api = new Api(gw.url(m.host));
  api.token = (await api.post<LoginValue>(API.login, { type: 'username', username: a.username, password: a.password }, true)).value.token;
  return { ...a, api };
}

const bet = (api: Api, body: Record<string, unknown>, key = randomUUID()) =>
  api.call<LotteryBetValue>('POST', API.lotteryBets, { gameCode: GAME, issue: ISSUE, ...body }, { headers: { 'idempotency-key': key } });
const balance = async (accountId: number) =>
  Number((await gw.sql<{ balance: string }[]>`select balance from wallets where account_id = ${accountId} and kind = 'real'`)[0]!.balance);
const journalCount = async (accountId: number, kind: string) =>
  Number(
    (
      await gw.sql<{ n: string }[]>`
  select count(*) as n from journal j where j.kind = ${kind} and exists (
    select 1 from postings p join wallets w on w.id = p.wallet_id where p.journal_id = j.id and w.account_id = ${accountId})`
    )[0]!.n,
  );
const drawPath = (issue = ISSUE) => API.lotteryDraw.replace(':gameCode', GAME).replace(':issue', issue);

/** An independent recomputation of SSC's five digits from the revealed seed (docs/LOTTERY.md). */
function sscDigits(seed: string, issue: string): string[] {
  const digits: string[] = [];
  for (let block = 0; digits.length < 5; block++) {
    const h = createHmac('sha256', seed).update(`${issue}:${block}`).digest();
    for (let i = 0; i < 32 && digits.length < 5; i += 4) {
      const w = h.readUInt32BE(i);
      if (w < 4_294_967_290) digits.push(String(w % 10));
    }
  }
  return digits;
}

beforeAll(async () => {
  await gw.sql`insert into game_vendors (code, name) values ('TCG', 'TCG Lottery') on conflict (code) do nothing`;
  await gw.sql`insert into games (vendor_code, game_code, game_type, name) values ('TCG', ${GAME}, 'LOTT', 'SSC test')`;
  await gw.sql`
    insert into lottery_games (vendor_code, game_code, kind, prize_mode, interval_seconds, close_before_seconds, min_bet, max_bet)
    values ('TCG', ${GAME}, 'SSC', 'Lott', 60, 10, 100, 100000)`;
  await gw.sql`insert into merchant_vendors (merchant_id, vendor_code, enabled) values (${site.id}, 'TCG', true) on conflict do nothing`;
  await sweep(at(1_000));
});

describe('lottery games and draws', () => {
  it('lists the game under its prize mode and shows a current draw committed by its hash only', async () => {
    const m = await member();
    const games = await m.api.get<LotteryGamesValue>(`${API.lotteryGames}?prizeMode=Lott`);
    const game = games.value.list.find((g) => g.gameCode === GAME);
    expect(game).toMatchObject({ kind: 'SSC', prizeMode: 'Lott', minBet: 100, maxBet: 100000, intervalSeconds: 60 });
    expect(game!.playTypes.map((p) => p.code)).toEqual(['D1', 'D2', 'D3', 'D4', 'D5', 'BS', 'OE']);
    expect((await m.api.get<LotteryGamesValue>(`${API.lotteryGames}?prizeMode=SEA`)).value.list.some((g) => g.gameCode === GAME)).toBe(false);

    await sweep(new Date());
    const cur = await m.api.get<CurrentDrawValue>(`${API.lotteryCurrentDraw}?gameCode=${GAME}`);
    expect(cur.value.current).toMatchObject({ gameCode: GAME, serverSeed: null, result: null });
    expect(cur.value.current!.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(cur.value.current!.drawsAt)).toBeGreaterThan(Date.parse(cur.value.serverTime));
    expect((await m.api.get(`${API.lotteryCurrentDraw}?gameCode=NOPE`)).code).toBe('GAME_NOT_FOUND');
  });

  it('walks a draw: open with hash, bets, close, refusal, draw, revealed seed, paid once', async () => {
    const m = await member({ funds: 100_000 });
    const opened = (await m.api.get<LotteryDraw>(drawPath())).value;
    expect(opened).toMatchObject({
      issue: ISSUE,
      status: 'open',
      serverSeed: null,
      result: null,
      drawsAt: at(60_000).toISOString(),
      closesAt: at(50_000).toISOString(),
    });

    // The test reads the secret seed only to know which selection wins.
    const { serverSeed } = (await gw.sql<{ serverSeed: string }[]>`select server_seed from lottery_draws where seed_hash = ${opened.seedHash}`)[0]!;
    const first = sscDigits(serverSeed, ISSUE)[0]!;
    const win = await bet(m.api, { playType: 'D1', selection: first, amount: 1_000 });
    expect(win.success).toBe(true);
    expect(win.value).toMatchObject({ balance: 99_000, replayed: false, bet: { status: 'open', odds: 9_800, payout: null } });
    const lose = await bet(m.api, { playType: 'D1', selection: String((Number(first) + 1) % 10), amount: 500 });
    expect(lose.value.balance).toBe(98_500);

    expect((await sweep(at(50_000))).closed).toBeGreaterThanOrEqual(1);
    const late = await bet(m.api, { playType: 'BS', selection: 'BIG', amount: 100 });
    expect(late.code).toBe('DRAW_CLOSED');
    expect(await balance(m.id)).toBe(98_500);

    await sweep(at(60_000));
    const drawn = (await m.api.get<LotteryDraw>(drawPath())).value;
    expect(drawn.status).toBe('settled');
    expect(createHash('sha256').update(drawn.serverSeed!).digest('hex')).toBe(opened.seedHash);
    expect(drawn.result).toEqual(sscDigits(drawn.serverSeed!, ISSUE));

    const settled = await m.api.get<LotteryBetPage>(`${API.lotteryBets}?status=settled&gameCode=${GAME}`);
    const byId = new Map(settled.value.list.map((b) => [b.id, b]));
    expect(byId.get(win.value.bet.id)).toMatchObject({ status: 'won', payout: 9_800 });
    expect(byId.get(lose.value.bet.id)).toMatchObject({ status: 'lost', payout: 0 });
    expect((await m.api.get<LotteryBetPage>(`${API.lotteryBets}?status=open`)).value.total).toBe(0);
    expect(await balance(m.id)).toBe(98_500 + 9_800);
    expect(await journalCount(m.id, 'win')).toBe(1);
    expect(await journalCount(m.id, 'bet')).toBe(2);

    // A rerun, even one that finds the bets open again (as after a crash), pays nothing more.
    await sweep(at(61_000));
    await gw.sql`update lottery_bets set status = 'open', payout = null, settled_at = null where id = ${win.value.bet.id}`;
    await gw.sql`update lottery_draws set status = 'drawn', settled_at = null where seed_hash = ${opened.seedHash}`;
    expect((await sweep(at(62_000))).settled).toBe(1);
    expect(await balance(m.id)).toBe(98_500 + 9_800);
    expect(await journalCount(m.id, 'win')).toBe(1);
    expect((await m.api.get<LotteryDraw>(drawPath())).value.status).toBe('settled');

    // The latest opened numbers and the game's opened results show the revealed draw.
    const latest = await m.api.get<{ list: LotteryDraw[] }>(`${API.lotteryOpenedNumero}?gameCode=${GAME}`);
    expect(latest.value.list[0]).toMatchObject({ issue: ISSUE, serverSeed: drawn.serverSeed });
    const openedList = await m.api.get<{ list: LotteryDraw[]; total: number }>(`${API.vnOpenedGame}?gameCode=${GAME}`);
    expect(openedList.value.list[0]!.issue).toBe(ISSUE);
  });
});

describe('lottery bets', () => {
  const NEXT = () => {
    const d = new Date(T0 + 60_000);
    return `${d.toISOString().slice(0, 10).replaceAll('-', '')}${String(Math.floor(((T0 + 60_000) % 86_400_000) / 60_000) + 1).padStart(4, '0')}`;
  };

  it('refuses bad selections, limits, unknown draws and games with nothing taken', async () => {
    const m = await member({ funds: 10_000 });
    const issue = NEXT();
    const refused = async (body: Record<string, unknown>) => (await bet(m.api, { issue, ...body })).code;
    expect(await refused({ playType: 'D1', selection: '5', amount: 99 })).toBe('BET_OUT_OF_RANGE');
    expect(await refused({ playType: 'D1', selection: '5', amount: 100_001 })).toBe('BET_OUT_OF_RANGE');
    expect(await refused({ playType: 'D9', selection: '5', amount: 100 })).toBe('BET_INVALID');
    expect(await refused({ playType: 'D1', selection: '12', amount: 100 })).toBe('BET_INVALID');
    expect(await refused({ playType: 'BS', selection: 'HUGE', amount: 100 })).toBe('BET_INVALID');
    expect(await refused({ playType: 'D1', selection: '5', amount: 100, issue: '190001010001' })).toBe('DRAW_NOT_FOUND');
    expect(await refused({ playType: 'D1', selection: '5', amount: 100, gameCode: 'NOPE' })).toBe('GAME_NOT_FOUND');
    expect(await refused({ playType: 'D1', selection: '5', amount: 20_000 })).toBe('INSUFFICIENT_BALANCE');
    const noKey = await m.api.call('POST', API.lotteryBets, { gameCode: GAME, issue, playType: 'D1', selection: '5', amount: 100 });
    expect(noKey.success).toBe(false);
    expect(await balance(m.id)).toBe(10_000);
    expect((await m.api.get<LotteryBetPage>(API.lotteryBets)).value.total).toBe(0);
  });

  it("lists a classic game in Lott, ZY and Elott at each mode's odds, and books a bet at the odds of its mode", async () => {
    const m = await member({ funds: 10_000 });
    const listed = async (mode: string) =>
      (await m.api.get<LotteryGamesValue>(`${API.lotteryGames}?prizeMode=${mode}`)).value.list.find((g) => g.gameCode === GAME);
    const odds = (g: Awaited<ReturnType<typeof listed>>) => g!.playTypes.find((p) => p.code === 'D1')!.odds;
    const lott = await listed('Lott');
    const zy = await listed('ZY');
    const elott = await listed('Elott');
    expect([lott?.prizeMode, zy?.prizeMode, elott?.prizeMode]).toEqual(['Lott', 'ZY', 'Elott']);
    // ZY pays 98% of the standard odds; Elott pays the standard.
    expect(odds(zy)).toBe(Math.floor((odds(lott) * 980) / 1000));
    expect(odds(elott)).toBe(odds(lott));
    expect(await listed('SEA')).toBeUndefined();

    const issue = NEXT();
    const inZy = await bet(m.api, { issue, playType: 'D1', selection: '4', amount: 100, prizeMode: 'ZY' });
    expect(inZy.success, JSON.stringify(inZy)).toBe(true);
    expect(inZy.value.bet.odds).toBe(odds(zy));
    const plain = await bet(m.api, { issue, playType: 'D1', selection: '4', amount: 100 });
    expect(plain.value.bet.odds).toBe(odds(lott));
    // A mode the game is not played in: refused, nothing taken.
    expect(await bet(m.api, { issue, playType: 'D1', selection: '4', amount: 100, prizeMode: 'SEA' })).toMatchObject({
      code: 'PRIZE_MODE_INVALID',
      value: { fields: { prizeMode: 'PRIZE_MODE_INVALID' } },
    });
    expect(await balance(m.id)).toBe(9_800);
    // The same key in another mode is another bet: the key is refused, not replayed at other odds.
    const key = randomUUID();
    expect((await bet(m.api, { issue, playType: 'D1', selection: '4', amount: 100, prizeMode: 'Lott' }, key)).success).toBe(true);
    expect((await bet(m.api, { issue, playType: 'D1', selection: '4', amount: 100, prizeMode: 'ZY' }, key)).code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('books one bet per idempotency key and refuses the key with other details', async () => {
    const m = await member({ funds: 10_000 });
    const key = randomUUID();
    const body = { issue: NEXT(), playType: 'oe', selection: 'even', amount: 700 };
    const a = await bet(m.api, body, key);
    const b = await bet(m.api, body, key);
    expect(a.value).toMatchObject({ replayed: false, balance: 9_300, bet: { playType: 'OE', selection: 'EVEN' } });
    expect(b.value).toMatchObject({ replayed: true, balance: 9_300, bet: { id: a.value.bet.id } });
    expect((await bet(m.api, { ...body, amount: 800 }, key)).code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await balance(m.id)).toBe(9_300);
    expect((await m.api.get<LotteryBetPage>(`${API.lotteryBets}?status=open`)).value.list.map((x) => x.id)).toEqual([a.value.bet.id]);
  });

  it("keeps each member's bets to that member and that merchant", async () => {
    const other = await createMerchant(gw.sql);
    await gw.sql`insert into merchant_vendors (merchant_id, vendor_code, enabled) values (${other.id}, 'TCG', true) on conflict do nothing`;
    const mine = await member({ funds: 5_000 });
    const neighbour = await member({ funds: 5_000 });
    const stranger = await member({ funds: 5_000, merchant: other });
    const placed = await bet(mine.api, { issue: NEXT(), playType: 'D2', selection: '3', amount: 100 });
    expect(placed.success).toBe(true);
    const theirs = await bet(stranger.api, { issue: NEXT(), playType: 'D2', selection: '3', amount: 100 });
    expect(theirs.success).toBe(true);

    expect((await mine.api.get<LotteryBetPage>(API.lotteryBets)).value.list.map((x) => x.id)).toEqual([placed.value.bet.id]);
    expect((await neighbour.api.get<LotteryBetPage>(API.lotteryBets)).value.total).toBe(0);
    expect((await stranger.api.get<LotteryBetPage>(API.lotteryBets)).value.list.map((x) => x.id)).toEqual([theirs.value.bet.id]);
    // A token is bound to its merchant: mine is refused on the other site's host.
    const crossed = new Api(gw.url(other.host));
    crossed.token = mine.api.token;
    expect((await crossed.get(API.lotteryBets)).success).toBe(false);
  });

  it('needs the member token for my bets, lottery recent and opened numero', async () => {
    const anon = new Api(gw.url(site.host));
    for (const path of [API.lotteryBets, API.vnGameMenuRecent, `${API.lotteryOpenedNumero}?gameCode=${GAME}`, `${API.vnOpenedGame}?gameCode=${GAME}`]) {
      expect((await anon.get(path)).success).toBe(false);
    }
    expect((await anon.get<LotteryGamesValue>(API.vnGameMenu)).success).toBe(true);
  });
});
