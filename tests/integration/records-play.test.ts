import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, type BetDetail, type BetRecordPage, type BgsBetValue, type LoginValue, type ProfitValue } from '@wl/shared';
import { seamlessCredit, seamlessDebit, seamlessRollback } from '../../gateway/src/modules/vendor-wallet/wallet.js';
import { post } from '../../gateway/src/modules/wallet/ledger.js';
import { Api } from '../support/api.js';
import { createAccount, ensureHouseGames } from '../support/factories.js';
import { useSite } from '../support/site.js';
import { createGame, createVendor, session, uid } from './seamless-fixtures.js';

/**
 * The member's profit and loss is the result of play, with deposits, withdrawals and bonuses
 * apart; the betting record has one row per stake with its game, vendor, round, win and result,
 * filtered by game type and vendor; a bet opens with its ledger lines and, in-house, its proof.
 * Bets go through the seamless wallet as a vendor's calls would book them.
 */
const { gw, site } = useSite();

beforeAll(async () => {
  await ensureHouseGames(gw.sql);
});

/** A member's money movement against a system wallet, as the cashier or a promotion books it. */
const book = (accountId: number, kind: string, amount: number, system: 'house' | 'payment_clearing' | 'bonus' = 'house') =>
  gw.sql.begin((tx) =>
    post(tx, {
      merchantId: site.id,
      key: `play:${accountId}:${randomUUID()}`,
      kind,
      currency: 'PHP',
      book: 'real',
      legs: [
        { wallet: { accountId, kind: 'real' }, amount },
        { wallet: { system }, amount: -amount },
      ],
    }),
  );

async function member() {
  const a = await createAccount(gw.sql, site.id);
  const api = new Api(gw.url(site.host));
  api.token = (await api.post<LoginValue>(API.login, { type: 'username', username: a.username, password: a.password }, true)).value.token;
  return { ...a, api };
}

/** A vendor with one game of `type`, and the calls of one member on it. */
async function table(accountId: number, type: string) {
  const v = await createVendor(gw.sql);
  const g = await createGame(gw.sql, v.code, { type });
  const s = session({ id: accountId }, site.id, v.code, g.nodeId);
  const debit = async (amount: number, roundId = uid('round')) => {
    const txId = uid('bet');
    await gw.sql.begin((tx) => seamlessDebit(tx, s, { txId, roundId, amount }));
    return { txId, roundId };
  };
  const credit = (b: { txId: string; roundId: string }, amount: number) =>
    gw.sql.begin((tx) => seamlessCredit(tx, s, { txId: uid('win'), roundId: b.roundId, betTxId: b.txId, amount }));
  const rollback = (b: { txId: string }) => gw.sql.begin((tx) => seamlessRollback(tx, v.code, { txId: uid('rb'), refTxId: b.txId }));
  return { vendor: v.code, vendorName: `Vendor ${v.code}`, game: `Game ${g.gameCode}`, debit, credit, rollback };
}

describe('profit and loss is the result of play', () => {
  it('deposited 500, lost 80 at play, withdrew 150: play net -80.00, deposits and withdrawals apart', async () => {
    const m = await member();
    await book(m.id, 'deposit', 50_000, 'payment_clearing');
    const slots = await table(m.id, 'RNG');
    const live = await table(m.id, 'LIVE');
    const spin = await slots.debit(10_000);
    await slots.credit(spin, 2_000); // stake 100, won 20: -80
    const hand = await live.debit(3_000);
    await live.rollback(hand); // returned: neither won nor lost
    await book(m.id, 'withdrawal', -15_000, 'payment_clearing');
    await book(m.id, 'bonus.welcome', 1_000, 'bonus');

    const p = (await m.api.get<ProfitValue>(API.recordsProfit)).value;
    expect(p).toMatchObject({ stakes: 13_000, returned: 3_000, wins: 2_000, net: -8_000, bets: 2 });
    expect(p.cash).toMatchObject({ deposits: 50_000, withdrawals: 15_000, bonuses: 1_000, rebates: 0 });
    expect(p.cash.list.map((r) => r.kind).sort()).toEqual(['bonus.welcome', 'deposit', 'withdrawal']);
    expect(p.byGameType).toEqual([
      { key: 'RNG', name: 'RNG', stakes: 10_000, returned: 0, wins: 2_000, net: -8_000, bets: 1 },
      { key: 'LIVE', name: 'LIVE', stakes: 3_000, returned: 3_000, wins: 0, net: 0, bets: 1 },
    ]);
    expect(p.byVendor.map((r) => [r.key, r.name, r.net])).toEqual([
      [slots.vendor, slots.vendorName, -8_000],
      [live.vendor, live.vendorName, 0],
    ]);
  });
});

describe('betting record', () => {
  it('lists each stake with game, vendor, round, stake, win and result, filtered by game type and vendor', async () => {
    const m = await member();
    const other = await member();
    await book(m.id, 'deposit', 100_000);
    await book(other.id, 'deposit', 100_000);
    const slots = await table(m.id, 'RNG');
    const live = await table(m.id, 'LIVE');
    const won = await slots.debit(1_000, 'r-won');
    await slots.credit(won, 2_500);
    await slots.credit(await slots.debit(1_000, 'r-lost'), 0);
    await slots.credit(await slots.debit(500, 'r-push'), 500);
    await live.rollback(await live.debit(700, 'r-back'));
    await live.debit(300, 'r-open');
    await (await table(other.id, 'RNG')).debit(900);

    const all = (await m.api.get<BetRecordPage>(API.recordsRounds)).value;
    expect(all).toMatchObject({ total: 5, utcOffsetMinutes: 480, gameTypes: ['LIVE', 'RNG'] });
    expect(all.vendors.map((v) => v.code).sort()).toEqual([live.vendor, slots.vendor].sort());
    expect(all.list.map((b) => [b.roundId, b.stake, b.win, b.net, b.result])).toEqual([
      ['r-open', 300, 0, 0, 'open'],
      ['r-back', 700, 0, 0, 'rolled_back'],
      ['r-push', 500, 500, 0, 'push'],
      ['r-lost', 1_000, 0, -1_000, 'loss'],
      ['r-won', 1_000, 2_500, 1_500, 'win'],
    ]);
    expect(all.list[4]).toMatchObject({ game: slots.game, gameType: 'RNG', vendor: slots.vendor, vendorName: slots.vendorName, wallet: 'main' });

    const byType = (await m.api.get<BetRecordPage>(`${API.recordsRounds}?gameType=LIVE`)).value;
    expect(byType.list.map((b) => b.roundId)).toEqual(['r-open', 'r-back']);
    expect(byType.gameTypes).toEqual(['LIVE', 'RNG']); // the choices stay those of the period
    const byVendor = (await m.api.get<BetRecordPage>(`${API.recordsRounds}?vendor=${slots.vendor}&pageSize=2`)).value;
    expect(byVendor).toMatchObject({ total: 3, totalPages: 2 });
    expect(byVendor.list.map((b) => b.roundId)).toEqual(['r-push', 'r-lost']);
    expect((await m.api.get<BetRecordPage>(`${API.recordsRounds}?vendor=${slots.vendor}&gameType=LIVE`)).value.total).toBe(0);

    // A round's detail: every ledger line of the bet; someone else's bet is not found, like none.
    const id = all.list[4]!.id;
    const detail = (await m.api.get<BetDetail>(API.recordsRound.replace(':id', String(id)))).value;
    expect(detail).toMatchObject({ id, roundId: 'r-won', result: 'win', fairness: null, utcOffsetMinutes: 480 });
    expect(detail.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['bet', -1_000],
      ['win', 2_500],
    ]);
    const back = (await m.api.get<BetDetail>(API.recordsRound.replace(':id', String(all.list[1]!.id)))).value;
    expect(back.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['bet', -700],
      ['rollback', 700],
    ]);
    expect((await other.api.get(API.recordsRound.replace(':id', String(id)))).code).toBe('NOT_FOUND');
  });

  it('links an in-house round to its fairness proof, the seed once rotated', async () => {
    const m = await member();
    await book(m.id, 'deposit', 10_000);
    const played = await m.api.call<BgsBetValue>(
      'POST',
      API.bgsBet.replace(':game', 'BGS_DICE'),
      { amount: 1_000, params: { target: 5000, over: true } },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(played.code).toBe('OK');
    const round = played.value.round;
    const [row] = (await m.api.get<BetRecordPage>(API.recordsRounds)).value.list;
    expect(row).toMatchObject({ game: 'Lucky Dice', vendor: 'BGS', roundId: String(round.id), stake: 1_000, win: round.payout });
    const path = API.recordsRound.replace(':id', String(row!.id));
    expect((await m.api.get<BetDetail>(path)).value.fairness).toEqual({
      game: 'BGS_DICE',
      serverSeedHash: round.serverSeedHash,
      serverSeed: null,
      clientSeed: round.clientSeed,
      nonce: round.nonce,
      rtp: round.rtp,
      params: round.params,
    });
    await m.api.post(API.bgsRotate, { clientSeed: 'after-seed' });
    const revealed = (await m.api.get<BetDetail>(path)).value.fairness!;
    expect(revealed.serverSeed).toMatch(/^[0-9a-f]{64}$/);
  });
});
