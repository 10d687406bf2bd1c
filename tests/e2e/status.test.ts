import { describe, expect, it } from 'vitest';
import { createMerchant } from '../support/factories';
import { hasBrowser, newPage, useE2E } from './browser';

describe.skipIf(!hasBrowser)('whole-app status pages in the browser', () => {
  const e2e = useE2E();

  it('shows the maintenance page with a customer-service button on a site under maintenance', async () => {
    // Customer service points back at this machine, so opening it needs no network.
    const csUrl = `${e2e.gw.url()}/customer-service-chat`;
    const site = await createMerchant(e2e.gw.sql, { maintenance: true, customerServiceUrl: csUrl });
    const { context, page } = await newPage(e2e.browser, e2e.gw.url(site.host));
    try {
      await page.goto('/');
      const screen = page.getByTestId('status-maintenance');
      await screen.waitFor();
      expect(await screen.getByRole('heading', { level: 1 }).textContent()).toBe('System maintenance');
      const cs = screen.getByTestId('customer-service');
      expect(await cs.isEnabled()).toBe(true);
      // Every route is the maintenance page; the shell does not render at all.
      await page.goto('/member');
      await page.getByTestId('status-maintenance').waitFor();
      expect(await page.getByTestId('header-login').count()).toBe(0);

      const popup = context.waitForEvent('page');
      await cs.click();
      const opened = await popup;
      expect(opened.url()).toBe(csUrl);
      await opened.close();
    } finally {
      await context.close();
    }
  });

  it('shows the region-blocked page with the visitor IP', async () => {
    const site = await createMerchant(e2e.gw.sql, { regionRestriction: true, blockedIps: ['127.*'] });
    const { context, page } = await newPage(e2e.browser, e2e.gw.url(site.host));
    try {
      await page.goto('/');
      await page.getByTestId('status-blocked').waitFor();
      expect(await page.getByTestId('visitor-ip').textContent()).toMatch(/^127\./);
      await page.getByTestId('customer-service').waitFor();
    } finally {
      await context.close();
    }
  });
});
