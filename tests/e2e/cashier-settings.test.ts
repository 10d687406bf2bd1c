import { describe, expect, it } from 'vitest';
import { demoMerchantId, hasBrowser, newPage, useE2E, openSignedIn } from './browser';
import { createAccount, uniqueName } from '../support/factories';
import { createChannel } from '../support/channels';
import { staffSignIn } from './steps';

/**
 * Cashier settings in the support console (docs/CASHIER.md "Staff settings"): an admin changes a
 * payment channel's maximum in the console, and the member's deposit tab shows the new maximum.
 */
describe.skipIf(!hasBrowser)('cashier settings in the console', () => {
  const e2e = useE2E();

  it("an admin edits a channel's maximum and the member's deposit tab shows it", async () => {
    const merchantId = await demoMerchantId(e2e.gw);
    const name = uniqueName('Pay ');
    const channel = await createChannel(e2e.gw.sql, merchantId, { name, min: 10_000, max: 1_000_000 });
    const account = await createAccount(e2e.gw.sql, merchantId, { password: 'Cashier123' });
    const staff = await newPage(e2e.browser, e2e.gw.url());
    const member = await newPage(e2e.browser, e2e.gw.url());
    try {
      const s = staff.page;
      await staffSignIn(s, { username: 'admin', password: 'Admin1234' });
      await s.getByRole('link', { name: 'Cashier settings' }).click();
      await s.getByRole('heading', { name: 'Payment channels' }).waitFor();
      const row = s.getByTestId('cs-channel').filter({ hasText: name });
      expect(await row.getByTestId('cs-channel-range').textContent()).toContain('10,000.00');
      await row.getByRole('button', { name: `Edit ${name}` }).click();
      const dialog = s.getByRole('dialog', { name: `Edit ${name}` });
      const max = dialog.getByRole('textbox', { name: 'Maximum amount', exact: true });
      expect(await max.inputValue()).toBe('10000.00');
      // Below the minimum: the form says so and nothing is sent.
      await max.fill('50');
      await dialog.getByTestId('cs-save-channel').click();
      await dialog.getByText('The maximum must not be below the minimum').waitFor();
      await max.fill('2345');
      await dialog.getByTestId('cs-save-channel').click();
      await dialog.waitFor({ state: 'detached' });
      await row.getByTestId('cs-channel-range').filter({ hasText: '2,345.00' }).waitFor();
      const [c] = await e2e.gw.sql<
        { maxAmount: string; updatedBy: number | null }[]
      >`select max_amount, updated_by from payment_channels where id = ${channel.id}`;
      expect(Number(c!.maxAmount)).toBe(234_500);
      expect(c!.updatedBy).not.toBeNull();

      const p = member.page;
      await openSignedIn(p, { username: account.username, password: 'Cashier123' });
      await p.goto('/member?tab=depositv2');
      const card = p.getByTestId(`deposit-channel-${channel.id}`);
      await card.filter({ hasText: '2,345.00' }).waitFor();
      await card.click();
      await p.getByTestId('deposit-amount').fill('3000');
      await p.getByTestId('deposit-submit').click();
      await p.getByText('The amount must be between').waitFor();
    } finally {
      await staff.context.close();
      await member.context.close();
    }
  });
});
