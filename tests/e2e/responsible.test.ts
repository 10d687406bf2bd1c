import { describe, expect, it } from 'vitest';
import { createAccount } from '../support/factories';
import { demoMerchantId, hasBrowser, newPage, useE2E, openSignedIn } from './browser';
import { confirmDialog, dialogMessage } from './steps';

/** Responsible gaming in the member centre: limits, a waiting increase, and a confirmed self-exclusion. */
describe.skipIf(!hasBrowser)('responsible gaming in the browser', () => {
  const e2e = useE2E();

  it('sets a limit, shows a raise as waiting with its time, and starts a self-exclusion after confirming', async () => {
    const account = await createAccount(e2e.gw.sql, await demoMerchantId(e2e.gw), { password: 'Secure123' });
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    try {
      await openSignedIn(page, { username: account.username, password: 'Secure123' });
      await page.goto('/member?tab=responsibleGaming');
      const panel = page.getByTestId('responsible');
      await panel.waitFor();

      await panel.getByLabel('Limit per 24 hours (PHP)').fill('1,000');
      await panel.getByTestId('responsible-save').click();
      await panel.getByText('Your limits are saved.').waitFor();
      await panel.getByText('Used 0.00 of 1,000.00 · 1,000.00 left').waitFor();
      expect(await panel.getByTestId('responsible-available').textContent()).toBe('You can deposit up to 1,000.00 now.');

      await panel.getByLabel('Limit per 24 hours (PHP)').fill('2500.50');
      await panel.getByTestId('responsible-save').click();
      await panel.getByText(/^Rises to 2,500\.50 at \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/).waitFor();
      await panel.getByText('Used 0.00 of 1,000.00 · 1,000.00 left').waitFor();

      await panel.getByLabel('Limit per 7 days (PHP)').fill('12.345');
      await panel.getByTestId('responsible-save').click();
      await panel.getByRole('alert').filter({ hasText: 'Enter the 7 days limit' }).waitFor();

      await panel.getByRole('radio', { name: '7 days' }).check();
      // Cancel first: nothing starts.
      await panel.getByTestId('responsible-exclude').click();
      expect(await dialogMessage(page)).toContain('for 7 days');
      await confirmDialog(page, 'Cancel');
      expect(await e2e.gw.sql`select 1 from self_exclusions where account_id = ${account.id}`).toHaveLength(0);

      await panel.getByTestId('responsible-exclude').click();
      await confirmDialog(page, 'Yes, exclude me');
      await panel.getByTestId('responsible-excluded').filter({ hasText: 'You are excluded from deposits and play until' }).waitFor();
      // Only longer periods are offered now.
      expect(await panel.getByRole('radio').count()).toBe(3);
      expect(await e2e.gw.sql`select period from self_exclusions where account_id = ${account.id}`).toEqual([{ period: '7d' }]);
    } finally {
      await context.close();
    }
  });
});
