import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  hmacSha256,
  resolveRound,
  type BgsBetValue,
  type BgsFairness,
  type BgsGame,
  type BgsGamesValue,
  type BgsRotateValue,
  type BgsRound,
  type BgsRoundsValue,
  type BgsWalletValue,
  type LoginValue,
  type RecordPage,
} from '@wl/shared';
import { postHouseTransfer } from '../../gateway/src/modules/wallet/ledger.js';
import { Api, trialLogin } from '../support/api.js';
import { createAccount, createMerchant, ensureHouseGames } from '../support/factories.js';
import { useSite } from '../support/site.js';

/**
 * In-house games (docs/FAIRNESS.md): a bet is one round booked through the seamless wallet (bet
 * and win in the betting record), replays answer the first round, limits and balance refuse
 * with nothing booked, trial accounts refused, and rotation reveals a seed that reproduces
 * every round it played.
 */
const { gw, site } = useSite();

beforeAll(async () => {
  await ensureHouseGames(gw.sql);
});

async function member(funds = 100_000, m: { id: number; host: string } = site) {
  const a = await createAccount(gw.sql, m.id);
  if (funds)
    await gw.sql.begin((tx) =>
      postHouseTransfer(tx, { key: `bgs-fund:${a.id}`, kind: 'deposit', merchantId: m.id, accountId: a.id, wallet: 'real', currency: 'PHP', amount: funds }),
    );
  const api = new Api(gw.url(m.host));
  api.token = (await api.post<LoginValue>(API.login, { type: 'username', username: a.username, password: a.password }, true)).value.token;
  return { ...a, api };
}

const bet = (api: Api, game: string, amount: number, params: Record<string, unknown>, key = randomUUID()) =>
  api.call<BgsBetValue>('POST', API.bgsBet.replace(':game', game), { amount, params }, { headers: { 'idempotency-key': key } });
const mainBalance = async (accountId: number) =>
  Number((await gw.sql<{ balance: string }[]>`select balance from wallets where account_id = ${accountId} and kind = 'real'`)[0]?.balance ?? 0);
const roundCount = async (accountId: number) =>
  Number((await gw.sql<{ n: string }[]>`select count(*) as n from bgs_rounds where account_id = ${accountId}`)[0]!.n);

describe('in-house game rounds', () => {
  it('lists the three games with RTP and limits', async () => {
    const r = await new Api(gw.url(site.host)).get<BgsGamesValue>(API.bgsGames);
    expect(r.value.list.map((g) => g.game).sort()).toEqual(['BGS_CRASH', 'BGS_DICE', 'BGS_SLOT']);
    expect(r.value.list.find((g) => g.game === 'BGS_DICE')).toMatchObject({ rtp: 9800, minBet: 100, maxBet: 1_000_000 });
  });

  it('books a round as a bet and a win in the betting record, and moves the nonce on', async () => {
    const m = await member();
    const before = (await m.api.get<BgsFairness>(API.bgsFairness)).value;
    // Under 98.00: a 98% chance, so the payout is 1.00x for RTP 98% and the round shows both legs.
    const r = await bet(m.api, 'BGS_DICE', 1_000, { target: 9800, over: false });
    expect(r.code).toBe('OK');
    const { round, balance } = r.value;
    expect(round).toMatchObject({
      game: 'BGS_DICE',
      book: 'real',
      bet: 1_000,
      nonce: before.nonce,
      clientSeed: before.clientSeed,
      serverSeedHash: before.serverSeedHash,
      serverSeed: null,
    });
    expect(balance).toBe(100_000 - 1_000 + round.payout);
    expect(await mainBalance(m.id)).toBe(balance);
    expect((await m.api.get<BgsFairness>(API.bgsFairness)).value.nonce).toBe(before.nonce + 1);

    const records = (await m.api.get<RecordPage>(API.recordsBetting)).value.list;
    expect(records.find((x) => x.kind === 'bet')).toMatchObject({ amount: -1_000 });
    if (round.payout > 0) expect(records.find((x) => x.kind === 'win')).toMatchObject({ amount: round.payout, balanceAfter: balance });
  });

  it('answers a replayed key with the first round and books it once; another bet under that key is refused', async () => {
    const m = await member();
    const key = randomUUID();
    const first = await bet(m.api, 'BGS_CRASH', 500, { cashOut: 200 }, key);
    const again = await bet(m.api, 'BGS_CRASH', 500, { cashOut: 200 }, key);
    expect(again).toEqual(first);
    expect(await roundCount(m.id)).toBe(1);
    expect((await bet(m.api, 'BGS_CRASH', 600, { cashOut: 200 }, key)).code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await mainBalance(m.id)).toBe(first.value.balance);
  });

  it('refuses bets outside the limits, bad params, unknown games and bets above the balance, with nothing booked', async () => {
    const m = await member(1_000);
    expect((await bet(m.api, 'BGS_SLOT', 99, {})).code).toBe('BET_OUT_OF_RANGE');
    expect((await bet(m.api, 'BGS_SLOT', 500_001, {})).code).toBe('BET_OUT_OF_RANGE');
    expect((await bet(m.api, 'BGS_DICE', 100, { target: 9900, over: true })).code).toBe('BET_INVALID');
    expect((await bet(m.api, 'BGS_CRASH', 100, { cashOut: 100 })).code).toBe('BET_INVALID');
    expect((await bet(m.api, 'BGS_SLOT', 100, { lines: 3 })).code).toBe('BET_INVALID');
    expect((await bet(m.api, 'BGS_POKER', 100, {})).code).toBe('GAME_NOT_FOUND');
    expect((await bet(m.api, 'BGS_SLOT', 1_001, {})).code).toBe('INSUFFICIENT_BALANCE');
    expect((await m.api.post(API.bgsBet.replace(':game', 'BGS_SLOT'), { amount: 100, params: {} })).code).toBe('VALIDATION_FAILED');
    expect(await roundCount(m.id)).toBe(0);
    expect(await mainBalance(m.id)).toBe(1_000);
    expect((await m.api.get<BgsFairness>(API.bgsFairness)).value.nonce).toBe(0);
  });

  it('refuses a trial account every round and a seed rotation, booking nothing', async () => {
    const api = new Api(gw.url(site.host));
    const login = await trialLogin(api);
    for (const [game, params] of [
      ['BGS_SLOT', {}],
      ['BGS_DICE', { target: 5000, over: true }],
      ['BGS_CRASH', { cashOut: 150 }],
    ] as const)
      expect(await bet(api, game, 1_000, params)).toMatchObject({ status: 403, code: 'TRIAL_NOT_ALLOWED' });
    expect(await api.post(API.bgsRotate, {})).toMatchObject({ status: 403, code: 'TRIAL_NOT_ALLOWED' });
    expect(await roundCount(login.user.id)).toBe(0);
    const wallets = await gw.sql<{ kind: string; balance: string }[]>`select kind, balance from wallets where account_id = ${login.user.id}`;
    expect(wallets).toEqual([{ kind: 'play', balance: '200000' }]);
    // No in-house game says a trial account may play it.
    const games = await api.get<BgsGamesValue>(API.bgsGames);
    expect(games.value.list.every((g) => !g.trialAllowed)).toBe(true);
  });

  it('reveals the seed on rotation, and the revealed seed reproduces every round it played', async () => {
    const m = await member();
    const plays: [BgsGame, Record<string, unknown>][] = [
      ['BGS_DICE', { target: 5000, over: true }],
      ['BGS_CRASH', { cashOut: 150 }],
      ['BGS_SLOT', {}],
      ['BGS_DICE', { target: 2000, over: false }],
    ];
    for (const [game, params] of plays) expect((await bet(m.api, game, 200, params)).success).toBe(true);
    expect((await m.api.post(API.bgsRotate, { clientSeed: 'bad seed!' })).code).toBe('CLIENT_SEED_INVALID');
    const rotated = await m.api.post<BgsRotateValue>(API.bgsRotate, { clientSeed: 'my-new-seed' });
    const { revealed, next } = rotated.value;
    expect(revealed.rounds).toBe(4);
    expect(createHash('sha256').update(revealed.serverSeed).digest('hex')).toBe(revealed.serverSeedHash);
    expect(next).toMatchObject({ clientSeed: 'my-new-seed', nonce: 0 });
    expect(next.serverSeedHash).not.toBe(revealed.serverSeedHash);

    const rounds = (await m.api.get<BgsRoundsValue>(`${API.bgsRounds}?pageSize=10`)).value;
    expect(rounds.total).toBe(4);
    for (const round of rounds.list) {
      expect(round.serverSeed).toBe(revealed.serverSeed);
      const again = await resolveRound(hmacSha256, {
        game: round.game,
        params: round.params as never,
        rtpBp: round.rtp,
        serverSeed: round.serverSeed!,
        clientSeed: round.clientSeed,
        nonce: round.nonce,
      });
      expect(again).toEqual(round.outcome);
    }
    const after = await bet(m.api, 'BGS_SLOT', 200, {});
    expect(after.value.round).toMatchObject({ nonce: 0, clientSeed: 'my-new-seed', serverSeed: null });
  });

  it('shows a member only their own rounds', async () => {
    const a = await member();
    const b = await member();
    const played = (await bet(a.api, 'BGS_SLOT', 100, {})).value.round;
    expect((await a.api.get<BgsRound>(API.bgsRound.replace(':id', String(played.id)))).value.id).toBe(played.id);
    expect((await b.api.get(API.bgsRound.replace(':id', String(played.id)))).code).toBe('ROUND_NOT_FOUND');
    expect((await b.api.get<BgsRoundsValue>(API.bgsRounds)).value.total).toBe(0);
    const anonymous = new Api(gw.url(site.host));
    expect((await anonymous.get(API.bgsRounds)).success).toBe(false);
    expect((await bet(anonymous, 'BGS_SLOT', 100, {})).success).toBe(false);
  });

  it('plays rounds sent at once one after another: nonces 0..n-1, balance booked exactly', async () => {
    const m = await member(10_000);
    const results = await Promise.all(Array.from({ length: 6 }, () => bet(m.api, 'BGS_SLOT', 500, {})));
    expect(results.every((r) => r.success)).toBe(true);
    expect(results.map((r) => r.value.round.nonce).sort()).toEqual([0, 1, 2, 3, 4, 5]);
    const paid = results.reduce((n, r) => n + r.value.round.payout, 0);
    expect(await mainBalance(m.id)).toBe(10_000 - 6 * 500 + paid);
    const wallet = (await m.api.get<BgsWalletValue>(API.bgsWallet)).value;
    expect(wallet).toEqual({ wallet: 'main', balance: 10_000 - 6 * 500 + paid, currency: 'PHP' });
  });

  it('stakes from the BGS sub-wallet on a transfer-wallet site that lists BGS', async () => {
    const other = await createMerchant(gw.sql);
    await gw.sql`insert into wallet_modes (merchant_id, single, vendors, upline_transfer) values (${other.id}, false, ${['BGS']}, false)`;
    const m = await member(5_000, other);
    expect((await m.api.get<BgsWalletValue>(API.bgsWallet)).value).toEqual({ wallet: 'vendor', balance: 0, currency: 'PHP' });
    expect((await bet(m.api, 'BGS_DICE', 100, { target: 5000, over: true })).code).toBe('INSUFFICIENT_BALANCE');
    await m.api.call('POST', API.walletTransfer, { from: 'main', to: 'BGS', amount: 1_000 }, { headers: { 'idempotency-key': randomUUID() } });
    const r = await bet(m.api, 'BGS_DICE', 100, { target: 5000, over: true });
    expect(r.value.balance).toBe(1_000 - 100 + r.value.round.payout);
    expect(await mainBalance(m.id)).toBe(4_000);
  });

  it('refuses games the site hides or has under maintenance', async () => {
    const other = await createMerchant(gw.sql);
    const m = await member(5_000, other);
    await gw.sql`insert into merchant_vendors (merchant_id, vendor_code, maintenance) values (${other.id}, 'BGS', true)`;
    expect((await bet(m.api, 'BGS_SLOT', 100, {})).code).toBe('VENDOR_MAINTENANCE');
    await gw.sql`update merchant_vendors set maintenance = false, enabled = false where merchant_id = ${other.id}`;
    expect((await bet(m.api, 'BGS_SLOT', 100, {})).code).toBe('GAME_NOT_FOUND');
    expect((await new Api(gw.url(other.host)).get<BgsGamesValue>(API.bgsGames)).value.list).toEqual([]);
    expect(await roundCount(m.id)).toBe(0);
  });

  it('refuses a self-excluded member with nothing booked', async () => {
    const m = await member(5_000);
    expect((await m.api.post(API.responsibleExclusion, { period: '1d', confirm: true })).success).toBe(true);
    expect((await bet(m.api, 'BGS_CRASH', 100, { cashOut: 200 })).code).toBe('SELF_EXCLUDED');
    expect(await roundCount(m.id)).toBe(0);
    expect(await mainBalance(m.id)).toBe(5_000);
  });

  it('puts a big real-money win on the winners board, once', async () => {
    const m = await member(2_000_000);
    // Under 98.00 wins 98% of rounds and pays 1.00x: the first win of 2,000.00 is a big win.
    let won: BgsBetValue | null = null;
    for (let i = 0; i < 10 && !won; i++) {
      const r = await bet(m.api, 'BGS_DICE', 200_000, { target: 9800, over: false });
      if (r.value.round.payout > 0) won = r.value;
    }
    expect(won!.round.payout).toBe(200_000);
    const rows = await gw.sql<{ amount: string; nodeId: string }[]>`select amount, node_id from winners where account_id = ${m.id}`;
    expect(rows.map((w) => [Number(w.amount), Number(w.nodeId)])).toContainEqual([200_000, won!.round.nodeId]);
  });
});
