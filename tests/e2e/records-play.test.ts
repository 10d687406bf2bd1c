import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seamlessCredit, seamlessDebit } from '../../gateway/src/modules/vendor-wallet/wallet.js';
import { post } from '../../gateway/src/modules/wallet/ledger.js';
import { createAccount } from '../support/factories';
import { createGame, createVendor, session, uid } from '../integration/seamless-fixtures';
import { seriousA11yProblems } from './a11y';
import { hasBrowser, newPage, shoot, useE2E, demoMerchantId, openSignedIn } from './browser';

/**
 * Profit and loss and the betting record in the browser: a member who deposited 500, lost 80 at
 * play and withdrew 150 reads a play result of -80.00, with the deposit and the withdrawal apart
 * under a heading that says they are not play; the betting record shows the game, the vendor, the
 * round, stake, win and result, and opens the bet. Axe finds nothing serious on either page.
 * UPDATE_SCREENS=1 saves both at 1366×768 and 390×844.
 */
describe.skipIf(!hasBrowser)('records: profit and loss and the betting record', () => {
  const e2e = useE2E();

  async function player() {
    const sql = e2e.gw.sql;
    const merchantId = await demoMerchantId(e2e.gw);
    const account = await createAccount(sql, merchantId);
    const book = (kind: string, amount: number) =>
      sql.begin((tx) =>
        post(tx, {
          merchantId,
          key: `e2e-pl:${account.id}:${randomUUID()}`,
          kind,
          currency: 'PHP',
          book: 'real',
          legs: [
            { wallet: { accountId: account.id, kind: 'real' }, amount },
            { wallet: { system: 'payment_clearing' }, amount: -amount },
          ],
        }),
      );
    await book('deposit', 50_000);
    const v = await createVendor(sql);
    await sql`update game_vendors set name = 'Starlight Studios' where code = ${v.code}`;
    const g = await createGame(sql, v.code, { type: 'RNG' });
    await sql`update games set name = 'Lucky Lanterns' where node_id = ${g.nodeId}`;
    const s = session(account, merchantId, v.code, g.nodeId);
    const bet = uid('bet');
    await sql.begin((tx) => seamlessDebit(tx, s, { txId: bet, roundId: 'R-20261128-7', amount: 10_000 }));
    await sql.begin((tx) => seamlessCredit(tx, s, { txId: uid('win'), roundId: 'R-20261128-7', betTxId: bet, amount: 2_000 }));
    await book('withdrawal', -15_000);
    return account;
  }

  for (const [size, viewport] of [
    ['desktop', { width: 1366, height: 768 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    it(`shows play apart from cash and the bet's game, round and result (${size})`, { timeout: 120_000 }, async () => {
      const account = await player();
      const { context, page } = await newPage(e2e.browser, e2e.gw.url(), viewport);
      try {
        await openSignedIn(page, account);

        await page.goto('/member?tab=personalProfit');
        const play = page.getByTestId('profit-play');
        await play.waitFor();
        await page.getByRole('heading', { name: 'Result of play' }).waitFor();
        expect(await page.getByTestId('profit-net').textContent()).toBe('-80.00');
        const cash = page.getByTestId('profit-cash');
        await cash.getByRole('heading', { name: 'Money moved (not part of play)' }).waitFor();
        expect(await cash.locator('dl div').allTextContents()).toEqual(['Deposits500.00', 'Withdrawals150.00', 'Bonuses0.00', 'Rebates0.00']);
        await page
          .getByRole('table', { name: /By vendor/ })
          .getByRole('rowheader', { name: 'Starlight Studios' })
          .waitFor();
        expect(await seriousA11yProblems(page)).toEqual([]);
        await shoot(page, `records-profit-${size}`);
        await cash.scrollIntoViewIfNeeded();
        await shoot(page, `records-profit-cash-${size}`);

        await page.goto('/member?tab=personalHistoryCopy');
        const table = page.getByRole('table', { name: /Betting record/ });
        await table.waitFor();
        await table.getByRole('columnheader', { name: 'Time (UTC+08:00)' }).waitFor();
        const cells = await table.getByTestId('bet-row').first().locator('td').allTextContents();
        expect(cells[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        expect(cells.slice(1, 6)).toEqual(['Lucky LanternsStarlight Studios · Slots', 'R-20261128-7', '100.00', '20.00', 'Loss']);
        expect(await seriousA11yProblems(page)).toEqual([]);
        await shoot(page, `records-bets-${size}`);

        await table.getByRole('button', { name: 'Details of round R-20261128-7' }).click();
        const dialog = page.getByRole('dialog', { name: 'Bet details' });
        await dialog.getByTestId('bet-detail').waitFor();
        await dialog.getByText('+20.00').waitFor();
        expect(await seriousA11yProblems(page)).toEqual([]);
        await shoot(page, `records-bet-detail-${size}`);
      } finally {
        await context.close();
      }
    });
  }
});
