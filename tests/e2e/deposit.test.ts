import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE_390, demoMerchantId, hasBrowser, newPage, shoot, useE2E, openSignedIn } from './browser';
import { describeProblems, seriousA11yProblems } from './a11y';
import { payOpenedOrder } from './money-steps';
import { createAccount } from '../support/factories';
import { createChannel } from '../support/channels';

/**
 * A deposit through the sandbox payment gateway in a real browser: the payment page opens in a
 * window of its own, Pay there sends the signed notification, and the member's first page turns to
 * "Payment received" with a receipt and the new balance in the header, without a reload (the pushed
 * balance:changed and cashier:changed). A bank transfer shows its details with copy buttons, and
 * the member's own deposit limit is said before anything is sent.
 */
describe.skipIf(!hasBrowser)('deposit', () => {
  const e2e = useE2E();

  it('pays on the sandbox page: the next step replaces the form, then payment received, receipt and balance, without a reload', async () => {
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
      // The next step takes the form's place, in view, with the focus on what it says.
      const next = page.getByTestId('deposit-next');
      await next.getByRole('heading', { name: 'Your payment page is ready' }).waitFor();
      expect(await page.getByTestId('deposit-submit').count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('deposit-next-title');
      expect(await next.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true);
      await next.getByTestId('deposit-waiting').waitFor();
      const marker = await page.evaluate('window.marker = Date.now()');

      await payOpenedOrder(page, context);

      await page.getByTestId('header-balance').filter({ hasText: '150.00' }).waitFor();
      await page.locator('[data-testid="deposit-next"][data-status="paid"]').getByRole('heading', { name: 'Payment received' }).waitFor();
      expect(await next.getByTestId('deposit-waiting').count()).toBe(0);
      await next.getByTestId('deposit-next-credited').filter({ hasText: '150.00 PHP was added to your balance' }).waitFor();
      await next.getByTestId('deposit-receipt-open').click();
      const receipt = page.getByTestId('deposit-receipt');
      await receipt.getByText('151.50 PHP').waitFor();
      expect(await receipt.textContent()).toMatch(/Paid at \(UTC[+-]\d\d:\d\d\)/);
      await page.getByRole('button', { name: 'Close' }).last().click();
      await page.getByTestId('deposit-list').getByText('Paid').first().waitFor();
      // The same page all along: no reload happened.
      expect(await page.evaluate('window.marker')).toBe(marker);
      const [w] = await e2e.gw.sql<{ balance: string }[]>`select balance from wallets where account_id = ${account.id} and kind = 'real'`;
      expect(Number(w!.balance)).toBe(15_000);

      // Another deposit starts from the form again.
      await next.getByTestId('deposit-again').click();
      await page.getByTestId('deposit-amount').waitFor();
    } finally {
      await context.close();
    }
  });

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE_390],
  ] as const) {
    it(`says the member's own limit before sending, and shows bank details with copy buttons (${label})`, async () => {
      const merchantId = await demoMerchantId(e2e.gw);
      const channel = await createChannel(e2e.gw.sql, merchantId, { type: 'bank', name: `E2E Bank ${label}`, min: 10_000, max: 5_000_000 });
      const account = await createAccount(e2e.gw.sql, merchantId, { password: 'Deposit123' });
      // The member's own 24-hour limit: 500.00.
      await e2e.gw.sql`insert into deposit_limits (account_id, period, amount) values (${account.id}, 'day', 50000)`;
      const { context, page } = await newPage(e2e.browser, e2e.gw.url(), viewport);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      try {
        await openSignedIn(page, { username: account.username, password: 'Deposit123' }, '/member?tab=depositv2');
        await page.getByTestId(`deposit-channel-${channel.id}`).click();
        const own = page.getByTestId('deposit-own-limit');
        await own.getByText('you can deposit up to 500.00 PHP now').waitFor();
        // The channel allows 50,000.00; the member's own limit is what the hint gives as the most.
        await page.getByText('Max 500.00 PHP').waitFor();
        await page.getByTestId('deposit-amount').fill('600');
        await page.getByTestId('deposit-submit').click();
        await page.getByText('Your own deposit limit allows at most 500.00 PHP now').waitFor();
        expect(await e2e.gw.sql`select 1 from deposit_orders where account_id = ${account.id}`).toHaveLength(0);

        await page.getByTestId('deposit-amount').fill('200');
        await page.getByTestId('deposit-submit').click();
        const next = page.getByTestId('deposit-next');
        await next.getByRole('heading', { name: 'Transfer to this bank account' }).waitFor();
        await next.getByText('Waiting for approval').waitFor();
        await next.getByTestId('copy-account').click();
        await next.getByTestId('copy-account').getByText('Copied').waitFor();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^\d+$/);
        await next.getByTestId('copy-reference').click();
        const ref = await page.evaluate(() => navigator.clipboard.readText());
        expect(ref).toMatch(/^D[0-9A-F]{24}$/);
        const problems = await seriousA11yProblems(page);
        expect(problems, describeProblems('deposit next step', problems)).toEqual([]);
        await shoot(page, `deposit-bank-next-${label}`);

        // The 200.00 pending counts against the limit: back on the form, 300.00 is left.
        await next.getByTestId('deposit-again').click();
        await own.getByText('you can deposit up to 300.00 PHP now').waitFor();
        await shoot(page, `deposit-own-limit-${label}`);
      } finally {
        await context.close();
      }
    });
  }
});
