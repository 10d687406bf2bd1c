import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API, type LoginValue } from '@wl/shared';
import { Api } from '../support/api';
import { createChannel } from '../support/channels';
import { createAccount } from '../support/factories';
import { createStaff } from '../support/staff';
import { describeProblems, seriousA11yProblems } from './a11y';
import { DESKTOP, PHONE_390, demoMerchantId, hasBrowser, newPage, shoot, useE2E } from './browser';
import { staffSignIn } from './steps';

/**
 * The console's dashboard (docs/STAFF.md "Queues"): finance staff land on the counts of their
 * queues; a member opening a bank deposit moves the deposits count and the navigation's badge
 * without a reload (the `queue:changed` push). The navigation is grouped, and folds behind a Menu
 * button on a phone.
 */
describe.skipIf(!hasBrowser)('staff dashboard (browser)', () => {
  const e2e = useE2E();

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE_390],
  ] as const) {
    it(`lands finance on its queues and counts a new bank deposit live (${label})`, async () => {
      const merchantId = await demoMerchantId(e2e.gw);
      const bank = await createChannel(e2e.gw.sql, merchantId, { type: 'bank', name: `E2E Dashboard Bank ${label}` });
      const finance = await createStaff(e2e.gw.sql, merchantId, 'finance');
      const { context, page } = await newPage(e2e.browser, e2e.gw.url(), viewport);
      try {
        await staffSignIn(page, finance);
        await page.getByRole('heading', { name: 'What waits for you' }).waitFor();
        expect(page.url()).toMatch(/\/support\/dashboard$/);
        const deposits = page.getByTestId('queue-count-deposits');
        await deposits.waitFor();
        const before = await page.evaluate(() => Number(document.querySelector('[data-testid="queue-count-deposits"]')?.textContent?.match(/\d+/)?.[0] ?? 0));
        // Finance's queues, and no one else's.
        expect(await page.getByTestId('queue-feedback').count()).toBe(0);
        await page.getByTestId('queue-approvals').waitFor();
        const marker = await page.evaluate('window.marker = Date.now()');

        const member = await createAccount(e2e.gw.sql, merchantId);
        const api = new Api(e2e.gw.url());
        api.token = (await api.post<LoginValue>(API.login, { type: 'username', username: member.username, password: member.password }, true)).value.token;
        const opened = await api.call('POST', API.depositOrders, { channelId: bank.id, amount: 20_000 }, { headers: { 'idempotency-key': randomUUID() } });
        expect(opened.success).toBe(true);

        await deposits.filter({ hasText: `${before + 1} waiting` }).waitFor();
        expect(await page.evaluate('window.marker')).toBe(marker);
        const problems = await seriousA11yProblems(page);
        expect(problems, describeProblems('staff dashboard', problems)).toEqual([]);
        await shoot(page, `console-dashboard-${label}`);

        if (label === 'phone') {
          // The sections wait behind Menu, so the first screen is the dashboard itself.
          expect(await page.getByRole('navigation', { name: 'Console sections' }).isVisible()).toBe(false);
          await page.getByRole('button', { name: 'Menu' }).click();
        }
        const nav = page.getByRole('navigation', { name: 'Console sections' });
        await nav.getByRole('group', { name: 'Waiting for you' }).waitFor();
        await nav
          .getByTestId('nav-count-deposits')
          .filter({ hasText: String(before + 1) })
          .waitFor();
        if (label === 'phone') await shoot(page, 'console-menu-phone');
        await nav.getByRole('link', { name: /^Deposits/ }).click();
        await page.getByRole('heading', { name: 'Deposit queue', level: 1 }).waitFor();

        // An empty list says why, with the one step that shows more: here a search that found nothing.
        if (label === 'phone') await page.getByRole('button', { name: /^Menu/ }).click();
        await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Members & agents' }).click();
        await page.getByRole('searchbox', { name: 'Search' }).fill('no-such-member-zz');
        await page.getByText('Nothing matches “no-such-member-zz”.').waitFor();
        await page.getByRole('button', { name: 'Clear the search' }).click();
        await page.getByRole('table', { name: 'Accounts' }).getByRole('link').first().waitFor();
      } finally {
        await context.close();
      }
    });
  }
});
