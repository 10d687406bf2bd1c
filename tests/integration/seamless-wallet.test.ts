import { describe, expect, it } from 'vitest';
import { AppError } from '../../gateway/src/http/errors.js';
import { seamlessCredit, seamlessDebit, seamlessRollback } from '../../gateway/src/modules/vendor-wallet/wallet.js';
import { useSite } from '../support/site.js';
import { createGame, createVendor, fundedPlayer, journalRows, mainBalance, session, uid } from './seamless-fixtures.js';

/**
 * The in-process seamless wallet (gateway/src/modules/vendor-wallet/wallet.ts) as the in-house games
 * and the lottery call it: one bet's debit, credit and rollback, each in the caller's transaction.
 */
const { gw, site } = useSite();

const code = async (p: Promise<unknown>) =>
  p.then(
    () => 'OK',
    (e: unknown) => (e instanceof AppError ? e.code : String(e)),
  );

async function setup(funds = 10_000) {
  const v = await createVendor(gw.sql);
  const g = await createGame(gw.sql, v.code);
  const a = await fundedPlayer(gw.sql, site.id, funds);
  return { v, g, a, s: session(a, site.id, v.code, g.nodeId) };
}

describe('seamless wallet in process', () => {
  it('debits, replays a duplicate with the first answer, credits once', async () => {
    const { v, a, s } = await setup();
    const bet = uid('bet');
    const first = await gw.sql.begin((tx) => seamlessDebit(tx, s, { txId: bet, roundId: 'r1', amount: 2_500 }));
    expect(first).toMatchObject({ balance: 7_500, currency: 'PHP', txId: bet, replayed: false });
    const again = await gw.sql.begin((tx) => seamlessDebit(tx, s, { txId: bet, roundId: 'r1', amount: 2_500 }));
    expect(again).toEqual({ ...first, replayed: true });
    expect(await code(gw.sql.begin((tx) => seamlessDebit(tx, s, { txId: bet, roundId: 'r1', amount: 2_600 })))).toBe('IDEMPOTENCY_CONFLICT');
    expect(await journalRows(gw.sql, v.code, bet)).toBe(1);

    const win = uid('win');
    const paid = await gw.sql.begin((tx) => seamlessCredit(tx, s, { txId: win, roundId: 'r1', betTxId: bet, amount: 6_000 }));
    expect(paid).toMatchObject({ balance: 13_500, replayed: false });
    expect(await gw.sql.begin((tx) => seamlessCredit(tx, s, { txId: win, roundId: 'r1', betTxId: bet, amount: 6_000 }))).toEqual({ ...paid, replayed: true });
    expect(await code(gw.sql.begin((tx) => seamlessCredit(tx, s, { txId: uid(), roundId: 'r1', betTxId: bet, amount: 1 })))).toBe('BET_ALREADY_SETTLED');
    expect(await code(gw.sql.begin((tx) => seamlessRollback(tx, v.code, { txId: uid(), refTxId: bet })))).toBe('BET_ALREADY_SETTLED');
    expect(await mainBalance(gw.sql, a.id)).toBe(13_500);
  });

  it('settles a lost round with a credit of 0 and refuses what is not there', async () => {
    const { a, s } = await setup(1_000);
    expect(await code(gw.sql.begin((tx) => seamlessDebit(tx, s, { txId: uid(), roundId: 'r', amount: 1_001 })))).toBe('INSUFFICIENT_BALANCE');
    expect(await code(gw.sql.begin((tx) => seamlessDebit(tx, s, { txId: uid(), roundId: 'r', amount: 0 })))).toBe('INVALID_AMOUNT');
    expect(await code(gw.sql.begin((tx) => seamlessCredit(tx, s, { txId: uid(), roundId: 'r', betTxId: uid(), amount: 5 })))).toBe('BET_NOT_FOUND');
    const bet = uid();
    await gw.sql.begin((tx) => seamlessDebit(tx, s, { txId: bet, roundId: 'r', amount: 400 }));
    const lost = await gw.sql.begin((tx) => seamlessCredit(tx, s, { txId: uid(), roundId: 'r', betTxId: bet, amount: 0 }));
    expect(lost).toMatchObject({ balance: 600, journalId: null });
    expect(await mainBalance(gw.sql, a.id)).toBe(600);
  });

  it('acknowledges a rollback of an unknown bet and refuses that debit later', async () => {
    const { v, a, s } = await setup(1_000);
    const bet = uid();
    const ack = await gw.sql.begin((tx) => seamlessRollback(tx, v.code, { txId: uid('rb'), refTxId: bet }, s));
    expect(ack).toMatchObject({ balance: 1_000, journalId: null, replayed: false });
    expect(await code(gw.sql.begin((tx) => seamlessDebit(tx, s, { txId: bet, roundId: 'r', amount: 100 })))).toBe('BET_ROLLED_BACK');
    expect(await mainBalance(gw.sql, a.id)).toBe(1_000);
  });

  it('books the same debit sent 10 times at once exactly once', async () => {
    const { v, a, s } = await setup(1_000);
    const bet = uid();
    const answers = await Promise.all(Array.from({ length: 10 }, () => gw.sql.begin((tx) => seamlessDebit(tx, s, { txId: bet, roundId: 'r', amount: 300 }))));
    expect(answers.filter((x) => !x.replayed)).toHaveLength(1);
    expect(new Set(answers.map((x) => x.journalId)).size).toBe(1);
    expect(await journalRows(gw.sql, v.code, bet)).toBe(1);
    expect(await mainBalance(gw.sql, a.id)).toBe(700);
  });

  it('lets exactly one of a credit and a rollback of one bet win', async () => {
    const { v, a, s } = await setup(1_000);
    for (let i = 0; i < 5; i++) {
      const bet = uid();
      await gw.sql.begin((tx) => seamlessDebit(tx, s, { txId: bet, roundId: `r${i}`, amount: 100 }));
      const before = await mainBalance(gw.sql, a.id);
      const [credit, rollback] = await Promise.all([
        code(gw.sql.begin((tx) => seamlessCredit(tx, s, { txId: uid('w'), roundId: `r${i}`, betTxId: bet, amount: 250 }))),
        code(gw.sql.begin((tx) => seamlessRollback(tx, v.code, { txId: uid('rb'), refTxId: bet }))),
      ]);
      expect([credit, rollback].filter((c) => c === 'OK')).toHaveLength(1);
      expect(await mainBalance(gw.sql, a.id)).toBe(before + (credit === 'OK' ? 250 : 100));
    }
  });
});
