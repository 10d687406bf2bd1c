import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createChannel } from '../support/channels';
import { createAccount } from '../support/factories';
import { demoMerchantId, hasBrowser, newPage, useE2E } from './browser';
import { approveAndPayWithdrawal, bindPayee, confirmReceived, depositOnSandbox, requestWithdrawal, setPaymentPassword, staffLogin } from './money-steps';
import { login } from './steps';

/**
 * The whole money path (deposit, transfer, withdrawal) in a real browser, on one member page that is never reloaded:
 * a deposit through the sandbox gateway (its page in a window of its own), the header balance
 * moving by the pushed balance:changed, a withdrawal (payee account, payment password, hold),
 * staff approving and paying it in the console, the member's list hearing that by the pushed
 * cashier:changed, and the member confirming receipt. Balances and lists end right.
 */
/** A member-centre tab: a client-side switch of the `tab` parameter, never a page load. */
const memberTab = (page: Page, name: string) => page.locator('.member__nav').getByRole('button', { name, exact: true }).click();

describe.skipIf(!hasBrowser)('the money path: deposit, withdraw, staff payout, receipt', () => {
  const e2e = useE2E();

  it('deposits, withdraws, is paid out and confirms, with the header and lists right throughout', async () => {
    const merchantId = await demoMerchantId(e2e.gw);
    const channel = await createChannel(e2e.gw.sql, merchantId, { name: 'E2E Money Path', min: 10_000, max: 1_000_000 });
    const account = await createAccount(e2e.gw.sql, merchantId, { password: 'Money1234', payeeName: 'Lito Garcia' });
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    const staff = await newPage(e2e.browser, e2e.gw.url());
    const balance = page.getByTestId('header-balance');
    try {
      await page.goto('/');
      await login(page, account.username, 'Money1234');
      await page.goto('/member?tab=depositv2');
      const marker = await page.evaluate('window.marker = Date.now()');

      // Deposit 2,000.00 on the sandbox page; this page hears the credit.
      await depositOnSandbox(page, context, channel.id, '2000');
      await balance.filter({ hasText: '2,000.00' }).waitFor();
      await page.getByTestId('deposit-list').getByText('Paid').first().waitFor();

      // Withdraw 1,200.00 from the withdraw tab (a client-side tab switch, no reload).
      await memberTab(page, 'Withdraw');
      await bindPayee(page, 'Metrobank', '5566778899');
      await setPaymentPassword(page, '864200');
      expect(await requestWithdrawal(page, '1200', '864200')).toContain('1,200.00');
      await balance.filter({ hasText: '800.00' }).waitFor();
      await page.getByTestId('withdraw-balance').filter({ hasText: '800.00' }).waitFor();

      // Staff approve and pay it; the member's list moves to "Paid out" by the push.
      await staffLogin(staff.page);
      await approveAndPayWithdrawal(staff.page, account.username);
      await page.getByTestId('withdrawal-status').filter({ hasText: 'Paid out' }).waitFor();
      await confirmReceived(page);

      // Payout and receipt move no money: the header still shows 800.00.
      expect(await balance.textContent()).toContain('800.00');
      expect(await page.getByTestId('withdrawal').count()).toBe(1);
      expect(await page.evaluate('window.marker')).toBe(marker);

      // Back on the deposit tab the one order is listed as paid.
      await memberTab(page, 'Deposit');
      await page.getByTestId('deposit-list').getByText('Paid').first().waitFor();

      const [w] = await e2e.gw.sql<{ balance: string }[]>`select balance from wallets where account_id = ${account.id} and kind = 'real'`;
      expect(Number(w!.balance)).toBe(80_000);
      const orders = await e2e.gw.sql<{ status: string; amount: string }[]>`select status, amount from deposit_orders where account_id = ${account.id}`;
      expect(orders).toEqual([{ status: 'paid', amount: '200000' }]);
      const withdrawals = await e2e.gw.sql<
        { status: string; receipt: string; amount: string }[]
      >`select status, receipt, amount from withdrawals where account_id = ${account.id}`;
      expect(withdrawals).toEqual([{ status: 'confirmed', receipt: 'received', amount: '120000' }]);
    } finally {
      await context.close();
      await staff.context.close();
    }
  });
});
