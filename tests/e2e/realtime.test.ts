import { describe, expect, it } from 'vitest';
import { demoMerchantId, hasBrowser, newPage, useE2E, openSignedIn } from './browser';
import { createAccount } from '../support/factories';
import { postHouseTransfer } from '../../gateway/src/modules/wallet/ledger.js';

/**
 * The header balance in a real browser ends equal to the database after the socket drops and
 * comes back, and a database blip during the reconnect does not log the member out.
 */
describe.skipIf(!hasBrowser)('live balance across a dropped connection', () => {
  const e2e = useE2E();

  /** Cuts the engine connection under the account's sockets, as a network drop would. */
  const dropSockets = async () => {
    for (const s of e2e.gw.io.of('/').sockets.values()) s.conn.close();
  };
  /** A new member logged in on the demo site in a page of their own. */
  const loggedIn = async () => {
    const merchantId = await demoMerchantId(e2e.gw);
    const account = await createAccount(e2e.gw.sql, merchantId, { password: 'Live12345' });
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    await openSignedIn(page, { username: account.username, password: 'Live12345' });
    return { merchantId, account, context, page };
  };
  const credit = async (merchantId: number, accountId: number, amount: number, key: string) =>
    e2e.gw.sql.begin((tx) => postHouseTransfer(tx, { key, kind: 'seed-deposit', merchantId, accountId, wallet: 'real', currency: 'PHP', amount }));

  it('catches up on what it missed while disconnected, and ends equal to the database', async () => {
    const { merchantId, account, context, page } = await loggedIn();
    try {
      await credit(merchantId, account.id, 100, `rt:${account.id}:1`);
      await page.getByTestId('header-balance').filter({ hasText: '1.00' }).waitFor();

      await dropSockets();
      // Logged while the page has no socket: only the resume can bring these.
      await credit(merchantId, account.id, 200, `rt:${account.id}:2`);
      await credit(merchantId, account.id, 300, `rt:${account.id}:3`);
      await page.getByTestId('header-balance').filter({ hasText: '6.00' }).waitFor();
      const [w] = await e2e.gw.sql<{ balance: string }[]>`select balance from wallets where account_id = ${account.id} and kind = 'real'`;
      expect(Number(w!.balance)).toBe(600);
      expect(await page.evaluate('sessionStorage.getItem("lastSeq")')).toBe('3');
    } finally {
      await context.close();
    }
  });

  it('a database error while reconnecting keeps the member logged in, and pushes resume after it', async () => {
    const { merchantId, account, context, page } = await loggedIn();
    try {
      await e2e.gw.sql`alter table sessions rename to sessions_away`;
      try {
        await dropSockets();
        await new Promise((r) => setTimeout(r, 1500)); // the page's reconnects meet the broken database
      } finally {
        await e2e.gw.sql`alter table sessions_away rename to sessions`;
      }
      await credit(merchantId, account.id, 4200, `rt:${account.id}:blip`);
      await page.getByTestId('header-balance').filter({ hasText: '42.00' }).waitFor();
      expect(await page.evaluate('sessionStorage.getItem("token")')).not.toBeNull();
    } finally {
      await context.close();
    }
  });
});
