import { describe, expect, it } from 'vitest';
import { createAccount, deposit } from '../support/factories';
import { DESKTOP, PHONE_390, demoMerchantId, hasBrowser, newPage, shootTop, useE2E, openSignedIn } from './browser';
import { confirmDialog, staffSignIn } from './steps';

/**
 * The transfer form and the account record in the browser (docs/TRANSFERS.md): the demo site is a
 * transfer-wallet site with DS88 and ROYAL_LIVE sub-wallets. An agent reaches its transfer form from
 * the agent centre's downline list with that downline chosen.
 */
describe.skipIf(!hasBrowser)('transfers and records in the browser', () => {
  const e2e = useE2E();

  it('moves money into a game wallet, then shows it in the account record; the betting record is empty', async () => {
    const merchantId = await demoMerchantId(e2e.gw);
    const account = await createAccount(e2e.gw.sql, merchantId);
    await deposit(e2e.gw.sql, { merchantId, accountId: account.id, amount: 1_234_567, key: `e2e-fund:${account.id}` });
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    try {
      await openSignedIn(page, account);
      await page.goto('/member?tab=transferFund');
      const panel = page.getByTestId('transfer-fund');
      await panel.getByText('12,345.67').first().waitFor();
      await panel.getByLabel('Game wallet').selectOption('DS88');
      await panel.getByRole('textbox', { name: 'Amount' }).fill('1,000.5');
      await panel.getByTestId('transfer-submit').click();
      await panel.getByRole('status').filter({ hasText: 'Transferred 1,000.50 PHP.' }).waitFor();
      const wallets = await e2e.gw.sql<{ vendorCode: string | null; balance: string }[]>`
        select vendor_code, balance from wallets where account_id = ${account.id} order by id`;
      expect(wallets.map((w) => [w.vendorCode, Number(w.balance)])).toEqual([
        [null, 1_134_517],
        ['DS88', 100_050],
      ]);
      // The cards follow the ledger: the main wallet went down, DS88 up.
      await panel.getByText('11,345.17').first().waitFor();
      await panel.getByText('1,000.50').first().waitFor();
      // Wallets are named as the lobby names their vendor.
      await panel.getByText('DS88 Sabong').first().waitFor();
      // The header shows what sits in game wallets beside the main balance, and the total of both.
      const inGames = page.getByTestId('header-game-wallets');
      await inGames.filter({ hasText: '+1,000.50' }).waitFor();
      expect(await inGames.getAttribute('aria-label')).toBe('1,000.50 PHP in game wallets, 12,345.67 PHP in all. Open transfers');
      await shootTop(page, 'transfer-game-wallets-desktop');
      await page.setViewportSize(PHONE_390);
      expect(await inGames.getByText('+1,000.50').isVisible()).toBe(false);
      await shootTop(page, 'transfer-game-wallets-phone');
      await page.setViewportSize(DESKTOP);

      await page.goto('/member?tab=transactionHistory');
      const table = page.getByRole('table', { name: /Account record/ });
      await table.waitFor();
      const rows = table.locator('tbody tr');
      expect(await rows.count()).toBe(3);
      const first = await rows.nth(0).locator('td').allTextContents();
      expect(first[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(first.slice(1)).toEqual(['Wallet transfer', 'DS88', '+1,000.50', '1,000.50']);
      expect((await rows.nth(1).locator('td').allTextContents()).slice(1)).toEqual(['Wallet transfer', 'Main wallet', '-1,000.50', '11,345.17']);

      await page.goto('/member?tab=personalHistoryCopy');
      await page.getByText('No records in this period').waitFor();
      await page.getByRole('button', { name: '30 days' }).click();
      await page.getByText('No records in this period').waitFor();
    } finally {
      await context.close();
    }
  });

  it("opens the agent's transfer form from a downline row with that downline chosen, and sends to it", async () => {
    const sql = e2e.gw.sql;
    const merchantId = await demoMerchantId(e2e.gw);
    const agent = await createAccount(sql, merchantId, { type: 1 });
    const member = await createAccount(sql, merchantId, { parentId: agent.id });
    // Another downline whose name starts the same, so the form must choose by the whole name.
    await createAccount(sql, merchantId, { parentId: agent.id, username: `${member.username}x` });
    await deposit(sql, { merchantId, accountId: agent.id, amount: 500_000, key: `e2e-fund:${agent.id}` });
    const balanceOf = async (id: number) =>
      Number((await sql<{ balance: string }[]>`select balance from wallets where account_id = ${id} and kind = 'real'`)[0]!.balance);
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    try {
      await openSignedIn(page, agent);
      await page.goto('/agentHome/downlineManagmentView');
      await page
        .getByTestId('team-downlines')
        .getByTestId(`team-row-${member.username}`)
        .getByRole('link', { name: `Transfer to ${member.username}` })
        .click();

      const form = page.getByTestId('transfer-relation');
      await form.waitFor();
      expect(await form.getByRole('searchbox', { name: 'Search your downline by username' }).inputValue()).toBe(member.username);
      const chosen = form.getByRole('radio', { name: new RegExp(`^${member.username} `) });
      await expect.poll(() => chosen.isChecked()).toBe(true);
      expect(await form.getByRole('radio', { checked: true }).count()).toBe(1);

      await form.getByRole('textbox', { name: 'Amount' }).fill('123.45');
      await form.getByTestId('relation-submit').click();
      await confirmDialog(page);
      await form
        .getByRole('status')
        .filter({ hasText: `Sent 123.45 PHP to ${member.username}.` })
        .waitFor();
      expect(await balanceOf(member.id)).toBe(12_345);
      expect(await balanceOf(agent.id)).toBe(500_000 - 12_345);
    } finally {
      await context.close();
    }
  });

  it('lets an admin credit a member and book a rebate, each with a reason, and shows both in the member journal', async () => {
    const merchantId = await demoMerchantId(e2e.gw);
    const account = await createAccount(e2e.gw.sql, merchantId);
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    try {
      await staffSignIn(page, { username: 'admin', password: 'Admin1234' });
      await page.goto('/support/accounts');
      await page.getByRole('searchbox', { name: 'Search' }).fill(account.username);
      await page.getByRole('table', { name: 'Accounts' }).getByRole('link', { name: account.username, exact: true }).click();
      await page.getByRole('heading', { name: account.username }).waitFor();
      const form = page.getByTestId('adjustment-form');
      await form.getByLabel('Amount (PHP)').fill('150');
      await form.getByRole('button', { name: 'Adjust balance' }).click();
      await form.getByRole('alert').filter({ hasText: 'Please give a reason' }).waitFor();
      await form.getByLabel('Reason (required, kept with your name)').fill('Compensation for ticket 7');
      await form.getByRole('button', { name: 'Adjust balance' }).click();
      await page.getByRole('alertdialog', { name: 'Adjust the balance?' }).getByRole('button', { name: 'Adjust', exact: true }).click();
      await form.getByRole('status').filter({ hasText: 'Done. Main wallet balance: 150.00 PHP' }).waitFor();
      const journal = page.getByRole('table', { name: "Every posting on this account's wallets" });
      await journal.getByRole('cell', { name: 'Compensation for ticket 7' }).waitFor();
      // The kind in words, not its code.
      expect((await journal.locator('tbody tr').first().locator('td').allTextContents()).slice(1)).toEqual([
        'Adjustment',
        'main',
        '150.00',
        '150.00',
        'admin',
        'Compensation for ticket 7',
      ]);
      // A rebate beside it: always a credit, confirmed, and named in words in the journal.
      const rebate = page.getByTestId('rebate-form');
      await rebate.getByLabel('Amount (PHP)').fill('20');
      await rebate.getByLabel('Reason (required, kept with your name)').fill('Live casino weekend rebate');
      await rebate.getByRole('button', { name: 'Book rebate' }).click();
      await page.getByRole('alertdialog', { name: 'Book this rebate?' }).getByRole('button', { name: 'Book rebate', exact: true }).click();
      await rebate.getByRole('status').filter({ hasText: 'Rebate booked. Main wallet balance: 170.00 PHP' }).waitFor();
      await journal.getByRole('cell', { name: 'Live casino weekend rebate' }).waitFor();
      expect((await journal.locator('tbody tr').first().locator('td').allTextContents()).slice(1, 4)).toEqual(['Rebate (from staff)', 'main', '20.00']);
    } finally {
      await context.close();
    }
  });
});
