import { describe, expect, it } from 'vitest';
import { API, type LoginValue } from '@wl/shared';
import { Api } from '../support/api';
import { createAccount } from '../support/factories';
import { createAdmin, createSupport } from '../support/staff';
import { describeProblems, seriousA11yProblems } from './a11y';
import { demoMerchantId, hasBrowser, newPage, shoot, useE2E } from './browser';
import { staffSignIn } from './steps';

/**
 * The console's staff action log (docs/REPLAY.md "Staff action log") in a real browser: a support
 * user replays a member's events (logged as replay:view) and revokes the member's session (a
 * logged write); an admin finds both in the log by action and by staff member, and the support
 * user has no menu entry and a plain "admins only" answer on the direct address.
 */
describe.skipIf(!hasBrowser)('staff action log (browser)', () => {
  const e2e = useE2E();

  it('shows admins what support staff did, filtered by action and by staff member', async () => {
    const merchantId = await demoMerchantId(e2e.gw);
    const member = await createAccount(e2e.gw.sql, merchantId);
    // A live session of the member, for the support user to revoke.
    const memberApi = new Api(e2e.gw.url());
    const login = await memberApi.post<LoginValue>(API.login, { type: 'username', username: member.username, password: member.password }, true);
    expect(login.success, login.message).toBe(true);
    const support = await createSupport(e2e.gw.sql, merchantId);
    const admin = await createAdmin(e2e.gw.sql, merchantId);

    const s = await newPage(e2e.browser, e2e.gw.url());
    try {
      await staffSignIn(s.page, support);
      const nav = s.page.getByRole('navigation', { name: 'Console sections' });
      await nav.getByRole('link', { name: 'Replay' }).waitFor();
      expect(await nav.getByRole('link', { name: 'Staff log' }).count()).toBe(0);

      // A replay view (logged by its route), then a write (logged by the hook).
      await nav.getByRole('link', { name: 'Members & agents' }).click();
      await s.page.getByRole('searchbox', { name: 'Search' }).fill(member.username);
      await s.page.getByRole('table', { name: 'Accounts' }).getByRole('link', { name: member.username, exact: true }).click();
      await s.page.getByTestId('replay-link').click();
      await s.page.getByRole('heading', { name: `Events of ${member.username}` }).waitFor();
      await s.page.getByRole('link', { name: '← Account', exact: true }).click();
      const sessions = s.page.getByRole('table', { name: 'Sessions' });
      await sessions.getByRole('button', { name: 'Revoke' }).click();
      await s.page.getByRole('alertdialog', { name: 'Revoke this session?' }).getByRole('button', { name: 'Revoke session' }).click();
      await sessions.getByRole('row').filter({ hasText: 'Revoked (by staff)' }).waitFor();

      // The direct address answers plainly instead of with the gateway's refusal.
      await s.page.goto('/support/staff-log');
      await s.page.getByTestId('staff-log-admins-only').filter({ hasText: 'Only admins can see the staff action log.' }).waitFor();
      expect(await s.page.getByRole('table').count()).toBe(0);
    } finally {
      await s.context.close();
    }

    const a = await newPage(e2e.browser, e2e.gw.url());
    try {
      await staffSignIn(a.page, admin);
      await a.page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Staff log' }).click();
      await a.page.getByRole('heading', { name: 'Staff action log' }).waitFor();
      const table = a.page.getByRole('table', { name: 'Staff actions, newest first' });
      // Skeleton rows carry no test id: this waits for real rows.
      await table.getByTestId('staff-log-row').first().waitFor();

      // By action: the filter goes into the URL, and every row is that action.
      await a.page.getByRole('combobox', { name: 'Action' }).fill('replay:view');
      await a.page.getByTestId('staff-log-apply').click();
      await a.page.waitForURL(/[?&]action=replay%3Aview/);
      // The previous rows stay on screen until the filtered page arrives: wait for the rows themselves.
      const actionsShown = async () => [...new Set(await table.getByTestId('staff-log-row').locator('td:nth-child(3)').allTextContents())];
      await expect.poll(actionsShown, { timeout: 15_000 }).toEqual(['replay:view']);
      const viewed = table.getByTestId('staff-log-row').filter({ hasText: support.username }).filter({ hasText: member.username });
      await viewed.waitFor();
      expect(await viewed.getByRole('link', { name: member.username }).getAttribute('href')).toBe(`/support/accounts/${member.id}`);

      // By staff member: the name is a link to that filter; only the support user's two actions remain.
      await a.page.getByRole('button', { name: 'Clear filters' }).click();
      await a.page.waitForURL((u) => u.search === '');
      await table.getByRole('link', { name: support.username }).first().click();
      await a.page.waitForURL(/[?&]staffId=\d+/);
      const rows = table.getByTestId('staff-log-row');
      await expect.poll(() => rows.locator('td:nth-child(3)').allTextContents(), { timeout: 15_000 }).toEqual(['DELETE sessions/:id', 'replay:view']);
      expect(await a.page.getByText('2 results').count()).toBe(1);

      // Details open by keyboard.
      const write = rows.filter({ hasText: 'DELETE sessions/:id' });
      const summary = write.locator('summary');
      expect(await summary.textContent()).toMatch(/^sessions\/\d+$/);
      await summary.focus();
      await a.page.keyboard.press('Enter');
      await write.locator('pre').filter({ hasText: '"method": "DELETE"' }).waitFor();

      const problems = await seriousA11yProblems(a.page);
      expect(problems, describeProblems('staff log', problems)).toEqual([]);
      await shoot(a.page, 'support-staff-log-desktop');
    } finally {
      await a.context.close();
    }
  });
});
