import { describe, expect, it } from 'vitest';
import { createMerchant } from '../support/factories';
import { hasBrowser, newPage, useE2E } from './browser';
import { confirmDialog, dialogMessage } from './steps';

/** The product's exact message wording, checked where members meet it. */
describe.skipIf(!hasBrowser)('messages with their exact wording in the browser', () => {
  const e2e = useE2E();

  it('registration marks required items and names the password length', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    try {
      await page.goto('/register');
      const dialog = page.getByRole('dialog', { name: 'Create your account' });
      await dialog.getByTestId('register-form').waitFor();
      expect(await dialog.getByTestId('required-legend').textContent()).toBe('Items marked * are required');
      // Letters and digits, as the demo's rule asks, but shorter than its minimum of 6.
      await dialog.locator('input[name="password"]').fill('ab1');
      await dialog.getByRole('checkbox').check();
      await dialog.getByTestId('register-submit').click();
      const message = await dialog.getByRole('alert').filter({ hasText: 'Please fill in your password with' }).first().textContent();
      expect(message).toBe('Please fill in your password with 6 - 20 characters');
    } finally {
      await context.close();
    }
  });

  it('a page whose code does not arrive says so, with a reload', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    try {
      await page.goto('/');
      await page.getByTestId('header-login').waitFor();
      // From here on no new script chunk arrives, as when the network drops after the first paint.
      await page.route(/\/assets\/.*\.js$/, (r) => r.abort());
      await page.evaluate("history.pushState({}, '', '/promotions'); dispatchEvent(new PopStateEvent('popstate'))");
      const alert = page.getByRole('alert').filter({ hasText: 'The page took longer time to load, please check your network connectivity' });
      await alert.waitFor();
      expect(await alert.getByRole('button', { name: 'Reload' }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('a customer-service link that is not a web address says "Invalid URL"', async () => {
    const site = await createMerchant(e2e.gw.sql, { customerServiceUrl: 'javascript:alert(1)' });
    const { context, page } = await newPage(e2e.browser, e2e.gw.url(site.host));
    try {
      await page.goto('/');
      await page.getByTestId('header-login').waitFor();
      const cs = page.getByTestId('side-customer-service').first();
      if (!(await cs.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
      await cs.click();
      expect(await dialogMessage(page)).toBe('Invalid URL, please contact customer service');
      await confirmDialog(page);
    } finally {
      await context.close();
    }
  });
});
