import { describe, expect, it } from 'vitest';
import { createAdmin } from '../support/staff';
import { createMerchant } from '../support/factories';
import { axeAtRest } from './a11y';
import { hasBrowser, newPage, PHONE, shoot, useE2E } from './browser';
import { staffSignIn } from './steps';

/**
 * The console's Background jobs page: an admin finds it in the menu, reads each job's schedule and
 * last run in words, and refreshes it from the keyboard; axe at zero serious or critical, at a
 * desktop and a phone width.
 */
describe.skipIf(!hasBrowser)('background jobs (browser)', () => {
  const e2e = useE2E();

  it("an admin reads every job's schedule and last run, on a desktop and a phone", async () => {
    const site = await createMerchant(e2e.gw.sql);
    const admin = await createAdmin(e2e.gw.sql, site.id);
    const p = await newPage(e2e.browser, e2e.gw.url(site.host));
    try {
      await staffSignIn(p.page, admin);
      await p.page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Background jobs' }).click();
      await p.page.getByRole('heading', { name: 'Background jobs' }).waitFor();
      const table = p.page.getByRole('table', { name: 'Background jobs and their last runs' });
      // The lottery's job runs every second: its row shows a finished run once the page refreshes.
      const lottery = table.getByRole('row').filter({ has: p.page.getByRole('rowheader', { name: /Lottery draws/ }) });
      await expect
        .poll(
          async () => {
            await p.page.getByRole('button', { name: 'Refresh' }).press('Enter');
            return lottery.getByText('OK', { exact: true }).count();
          },
          { timeout: 15_000 },
        )
        .toBe(1);
      expect(await lottery.getByRole('cell', { name: 'Every second' }).count()).toBe(1);
      expect(await table.getByRole('row').filter({ hasText: 'VIP weekly bonus' }).getByRole('cell', { name: 'Every 10 minutes' }).count()).toBe(1);
      expect(await table.getByRole('rowheader').count()).toBe(14);
      await axeAtRest(p.page, 'jobs page');
      await shoot(p.page, 'console-jobs');

      await p.page.setViewportSize(PHONE);
      await axeAtRest(p.page, 'jobs page, phone');
      await shoot(p.page, 'console-jobs-phone');
    } finally {
      await p.context.close();
    }
  });
});
