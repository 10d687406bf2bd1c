import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, type LoginValue, type LotteryBetPage, type LotteryBetValue, type LotteryDraw, type LotteryGamesValue } from '@wl/shared';
import { postHouseTransfer } from '../../gateway/src/modules/wallet/ledger.js';
import { sweepLottery } from '../../gateway/src/modules/lottery/draws.js';
import { drawResult } from '../../gateway/src/modules/lottery/rules.js';
import { Api } from '../support/api.js';
import { createAccount, uniqueName } from '../support/factories.js';
import { useSite } from '../support/site.js';

/**
 * The lottery kinds 11X5, LF (3D) and LHC (Mark Six) (docs/LOTTERY.md): the seeded games are
 * listed with their play type, and on games of this file's own a draw is walked as lottery.test.ts
 * walks SSC (the sweep called with a `now` far in the future): a winning and a losing straight
 * pick each, the revealed result of the kind's shape, the winner paid the odds once.
 */
const { gw, site } = useSite();
const KINDS = [
  { kind: '11X5', playType: 'FIRST', odds: 10_780 },
  { kind: 'LF', playType: 'STRAIGHT', odds: 980_000 },
  { kind: 'LHC', playType: 'SPECIAL', odds: 48_020 },
] as const;
const codes = Object.fromEntries(KINDS.map((k) => [k.kind, uniqueName(`K${k.kind}`).toUpperCase().slice(0, 24)])) as Record<
  (typeof KINDS)[number]['kind'],
  string
>;
// A minute boundary in 2200 + up to ~27 years, apart from lottery.test.ts's range.
const T0 = Date.UTC(2200, 0, 1) + Math.floor(Math.random() * 10_000) * 86_400_000 + Math.floor(Math.random() * 1_000) * 60_000;
const at = (ms: number) => new Date(T0 + ms);
const ISSUE = `${new Date(T0).toISOString().slice(0, 10).replaceAll('-', '')}${String(Math.floor((T0 % 86_400_000) / 60_000) + 1).padStart(4, '0')}`;

async function sweep(now: Date) {
  for (;;) {
    const counts = await sweepLottery(gw.sql, now);
    if (counts) return counts;
  }
}

async function member(funds: number) {
  const a = await createAccount(gw.sql, site.id);
  await gw.sql.begin((tx) =>
    postHouseTransfer(tx, { key: `lotk-fund:${a.id}`, kind: 'deposit', merchantId: site.id, accountId: a.id, wallet: 'real', currency: 'PHP', amount: funds }),
  );
  const api = new Api(gw.url(site.host));
  api.token = (await api.post<LoginValue>(API.login, { type: 'username', username: a.username, password: a.password }, true)).value.token;
  return { ...a, api };
}
const balance = async (accountId: number) =>
  Number((await gw.sql<{ balance: string }[]>`select balance from wallets where account_id = ${accountId} and kind = 'real'`)[0]!.balance);

beforeAll(async () => {
  for (const { kind } of KINDS) {
    await gw.sql`insert into games (vendor_code, game_code, game_type, name) values ('TCG', ${codes[kind]}, 'LOTT', ${`${kind} test`})`;
    await gw.sql`
      insert into lottery_games (vendor_code, game_code, kind, prize_mode, interval_seconds, close_before_seconds, min_bet, max_bet)
      values ('TCG', ${codes[kind]}, ${kind}, 'Lott', 60, 10, 100, 100000)`;
  }
  await gw.sql`insert into merchant_vendors (merchant_id, vendor_code, enabled) values (${site.id}, 'TCG', true) on conflict do nothing`;
  await sweep(at(1_000));
});

describe('lottery kinds 11X5, LF and LHC', () => {
  it('are seeded in the catalogue with an icon and listed with their straight pick', async () => {
    const m = await member(1);
    const list = (await m.api.get<LotteryGamesValue>(`${API.lotteryGames}?prizeMode=Lott`)).value.list;
    for (const { kind, playType, odds } of KINDS) {
      const seeded = list.find((g) => g.gameCode === kind);
      expect(seeded, kind).toMatchObject({ kind, vassalage: 'TCG', maintenance: false });
      expect(seeded!.playTypes).toEqual([expect.objectContaining({ code: playType, odds })]);
    }
    expect(list.find((g) => g.gameCode === '11X5')!.playTypes[0]!.options).toHaveLength(11);
    expect(list.find((g) => g.gameCode === 'LF')!.playTypes[0]!.digits).toBe(3);
    expect(list.find((g) => g.gameCode === 'LHC')!.playTypes[0]!.options).toEqual(Array.from({ length: 49 }, (_, i) => String(i + 1).padStart(2, '0')));
    // Each has its card and generated icon, like SSC and PK10.
    const cards = await gw.sql<
      { gameCode: string; nodeId: string }[]
    >`select game_code, node_id from games where vendor_code = 'TCG' and game_code in ('11X5', 'LF', 'LHC')`;
    expect(cards.map((c) => c.gameCode).sort()).toEqual(['11X5', 'LF', 'LHC']);
    for (const c of cards) {
      const icon = await fetch(gw.url(site.host) + API.gameIcon.replace(':nodeId', c.nodeId));
      expect(icon.status).toBe(200);
      expect(icon.headers.get('content-type')).toContain('image/svg+xml');
      expect(await icon.text()).toContain('<svg');
    }
  });

  it('take a straight pick per kind, draw a result of the kind, and pay the winning pick once', async () => {
    const m = await member(1_000_000);
    const placed: Array<{ kind: string; win: number; lose: number; odds: number }> = [];
    let staked = 0;
    for (const { kind, playType, odds } of KINDS) {
      const path = API.lotteryDraw.replace(':gameCode', codes[kind]).replace(':issue', ISSUE);
      const opened = (await m.api.get<LotteryDraw>(path)).value;
      expect(opened).toMatchObject({ status: 'open', serverSeed: null, result: null });
      // The test reads the secret seed only to know which selection wins.
      const [row] = await gw.sql<{ serverSeed: string }[]>`select server_seed from lottery_draws where seed_hash = ${opened.seedHash}`;
      const result = drawResult(kind, row!.serverSeed, ISSUE);
      const winning = kind === '11X5' ? result[0]! : kind === 'LF' ? result.join('') : result[6]!;
      // A losing pick: for 11X5 and LHC a ball the draw has but not in the place paid; for LF the digits reversed or moved.
      const losing = kind === '11X5' ? result[1]! : kind === 'LHC' ? result[0]! : String((Number(winning) + 1) % 1000).padStart(3, '0');
      const bet = (selection: string, amount: number) =>
        m.api.call<LotteryBetValue>(
          'POST',
          API.lotteryBets,
          { gameCode: codes[kind], issue: ISSUE, playType, selection, amount },
          { headers: { 'idempotency-key': randomUUID() } },
        );
      const win = await bet(winning, 100);
      const lose = await bet(losing, 200);
      expect(win.value.bet, kind).toMatchObject({ status: 'open', odds, playType, selection: winning });
      expect(lose.success, kind).toBe(true);
      expect((await bet(kind === 'LF' ? '12' : '00', 100)).code, kind).toBe('BET_INVALID');
      placed.push({ kind, win: win.value.bet.id, lose: lose.value.bet.id, odds });
      staked += 300;
    }
    expect(await balance(m.id)).toBe(1_000_000 - staked);

    await sweep(at(50_000));
    await sweep(at(60_000));
    const settled = new Map((await m.api.get<LotteryBetPage>(`${API.lotteryBets}?status=settled&pageSize=100`)).value.list.map((b) => [b.id, b]));
    let paid = 0;
    for (const p of placed) {
      const pay = Math.floor((100 * p.odds) / 1000);
      expect(settled.get(p.win), p.kind).toMatchObject({ status: 'won', payout: pay });
      expect(settled.get(p.lose), p.kind).toMatchObject({ status: 'lost', payout: 0 });
      paid += pay;
    }
    expect(await balance(m.id)).toBe(1_000_000 - staked + paid);

    // The revealed results have each kind's shape and are what the seed gives.
    for (const { kind } of KINDS) {
      const drawn = (await m.api.get<LotteryDraw>(API.lotteryDraw.replace(':gameCode', codes[kind]).replace(':issue', ISSUE))).value;
      expect(drawn.status, kind).toBe('settled');
      expect(drawn.result).toEqual(drawResult(kind, drawn.serverSeed!, ISSUE));
      if (kind === '11X5') expect(new Set(drawn.result).size === 5 && drawn.result!.every((n) => /^(0[1-9]|1[01])$/.test(n))).toBe(true);
      if (kind === 'LF') expect(drawn.result!.join('')).toMatch(/^[0-9]{3}$/);
      if (kind === 'LHC') expect(new Set(drawn.result).size === 7 && drawn.result!.every((n) => Number(n) >= 1 && Number(n) <= 49)).toBe(true);
    }

    // A second sweep pays nothing more.
    await sweep(at(61_000));
    expect(await balance(m.id)).toBe(1_000_000 - staked + paid);
  });
});
