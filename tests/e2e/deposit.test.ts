import { describe, expect, it } from 'vitest';
import { demoMerchantId, hasBrowser, newPage, useE2E, openSignedIn } from './browser';
import { payOpenedOrder } from './money-steps';
import { createAccount } from '../support/factories';
import { createChannel } from '../support/channels';

/**
 * A deposit through the sandbox payment gateway in a real browser: the payment page opens in a
 * window of its own, Pay there sends the signed notification, and the member's first page shows
 * the new balance in the header without a reload (the pushed balance:changed).
 */
describe.skipIf(!hasBrowser)('deposit through the sandbox payment page', () => {
  const e2e = useE2E();

  it('pays on the sandbox page and the header balance changes without a reload', async () => {
    const merchantId = await demoMerchantId(e2e.gw);
    const channel = await createChannel(e2e.gw.sql, merchantId, { name: 'E2E Sandbox', min: 10_000, max: 1_000_000, feeBps: 100 });
    const account = await createAccount(e2e.gw.sql, merchantId, { password: 'Deposit123' });
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    try {
      await openSignedIn(page, { username: account.username, password: 'Deposit123' });
      await page.goto('/member?tab=depositv2');
      await page.getByTestId(`deposit-channel-${channel.id}`).click();
      // Under the minimum: the form says so and nothing is sent.
      await page.getByTestId('deposit-amount').fill('50');
      await page.getByTestId('deposit-submit').click();
      await page.getByText('The amount must be between').waitFor();
      await page.getByTestId('deposit-amount').fill('150');
      await page.getByText('151.50').first().waitFor(); // 1% fee on top
      await page.getByTestId('deposit-submit').click();
      await page.getByTestId('deposit-pay-link').waitFor();
      const marker = await page.evaluate('window.marker = Date.now()');

      await payOpenedOrder(page, context);

      await page.getByTestId('header-balance').filter({ hasText: '150.00' }).waitFor();
      await page.getByTestId('deposit-list').getByText('Paid').first().waitFor();
      // The same page all along: no reload happened.
      expect(await page.evaluate('window.marker')).toBe(marker);
      const [w] = await e2e.gw.sql<{ balance: string }[]>`select balance from wallets where account_id = ${account.id} and kind = 'real'`;
      expect(Number(w!.balance)).toBe(15_000);
    } finally {
      await context.close();
    }
  });
});
