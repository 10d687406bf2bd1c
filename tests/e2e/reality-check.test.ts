import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createAccount } from '../support/factories';
import { createSupport } from '../support/staff';
import { describeProblems, seriousA11yProblems } from './a11y';
import { DESKTOP, PHONE, demoMerchantId, hasBrowser, newMemberPage, newPage, shoot, useE2E } from './browser';
import { confirmDialog, dialogMessage, login, openConsoleSection, staffSignIn } from './steps';

/**
 * Responsible gaming, second part, in the browser (docs/RESPONSIBLE.md): the reality check shows
 * on a game page after the interval (a short interval is written to the member's setting: the
 * test waits for the dialog, never for a time), continue and stop; the interval and time-out on
 * the member's page; the staff console's view. axe on each, desktop and phone; screenshots.
 */
describe.skipIf(!hasBrowser)('reality check and time-out in the browser', () => {
  const e2e = useE2E();
  const check = (page: Page) => page.getByRole('alertdialog', { name: 'Reality check' });

  async function a11y(page: Page, where: string, selector?: string) {
    const problems = await seriousA11yProblems(page, selector);
    expect(problems, describeProblems(where, problems)).toEqual([]);
  }

  it('is chosen on the member page, shows on a game page when due, continues, and stop logs out', async () => {
    const { context, page, account } = await newMemberPage(e2e);
    try {
      await page.goto('/member?tab=responsibleGaming');
      const panel = page.getByTestId('responsible');
      await panel.getByLabel('Remind me').selectOption('15');
      await panel.getByTestId('reality-save').click();
      await panel.getByText('Your reminder is saved.').waitFor();
      expect(await e2e.gw.sql`select interval_seconds from reality_checks where account_id = ${account.id}`).toEqual([{ intervalSeconds: 900 }]);
      await a11y(page, 'responsible panel (desktop)', '[data-testid="responsible"]');
      await shoot(page, 'responsible-care');

      // A short interval, as an operator could set it: the next check is due 3 s after login.
      await e2e.gw.sql`update reality_checks set interval_seconds = 3 where account_id = ${account.id}`;
      await page.goto('/seamless?game=BGS_DICE');
      await check(page).waitFor();
      const dialog = check(page);
      expect(await dialog.textContent()).toMatch(/You have been logged in for \d+ min\./);
      expect(await dialog.getByTestId('reality-net').textContent()).toBe('0.00 PHP');
      // Focus is in the dialog, on Continue; Escape does not dismiss it.
      expect(await page.evaluate('document.activeElement?.getAttribute("data-testid")')).toBe('reality-continue');
      await page.keyboard.press('Escape');
      await dialog.waitFor();
      await a11y(page, 'reality check (desktop)');
      await shoot(page, 'reality-check');

      await dialog.getByRole('button', { name: 'Continue' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect
        .poll(async () =>
          (await e2e.gw.sql`select action from responsible_log where account_id = ${account.id} and action like 'reality-%' order by id`).map((r) => r.action),
        )
        .toEqual(['reality-interval', 'reality-continue']);

      // One interval after the answer it asks again; stop signs out.
      await check(page).getByRole('button', { name: 'Stop and log out' }).click();
      await page.getByTestId('header-login').waitFor();
      await expect
        .poll(async () => (await e2e.gw.sql`select revoked_reason from sessions where account_id = ${account.id}`).map((r) => r.revokedReason))
        .toEqual(['logout']);
      expect(await page.evaluate('sessionStorage.getItem("token")')).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('shows over a vendor game frame on a phone, labelled and usable', async () => {
    const account = await createAccount(e2e.gw.sql, await demoMerchantId(e2e.gw), { password: 'Secure123' });
    await e2e.gw.sql`insert into reality_checks (account_id, interval_seconds) values (${account.id}, 3)`;
    const [g] = await e2e.gw.sql<{ nodeId: string }[]>`
      select g.node_id from games g join game_vendors v on v.code = g.vendor_code
      where not g.is_group and not g.maintenance and not v.maintenance and v.launch_url is not null and g.game_type = 'RNG'
      order by g.node_id limit 1`;
    const { context, page } = await newPage(e2e.browser, e2e.gw.url(), PHONE);
    try {
      await page.goto('/');
      await login(page, account.username, 'Secure123');
      await page.goto(`/seamless?nodeId=${g!.nodeId}`);
      await page.getByTestId('game-frame').waitFor();
      await check(page).waitFor();
      await a11y(page, 'reality check (phone)');
      await shoot(page, 'reality-check-phone');
      await check(page).getByRole('button', { name: 'Continue' }).click();
      await check(page).waitFor({ state: 'detached' });
      await page.getByTestId('game-frame').waitFor();
    } finally {
      await context.close();
    }
  });

  it('starts a time-out after confirming: signed out, told when it ends', async () => {
    const { context, page, account } = await newMemberPage(e2e, PHONE);
    try {
      await page.goto('/member?tab=responsibleGaming');
      const panel = page.getByTestId('responsible');
      await panel.getByLabel('Length of the time-out').selectOption('7d');
      await a11y(page, 'responsible panel (phone)', '[data-testid="responsible"]');
      await shoot(page, 'responsible-care-phone');
      await panel.getByTestId('responsible-time-out').click();
      expect(await dialogMessage(page)).toContain('for 1 week');
      await confirmDialog(page, 'Cancel');
      expect(await e2e.gw.sql`select 1 from responsible_timeouts where account_id = ${account.id}`).toHaveLength(0);

      await panel.getByTestId('responsible-time-out').click();
      await confirmDialog(page, 'Yes, start my time-out');
      expect(await dialogMessage(page)).toMatch(/^Your time-out has started\. You can log in again after \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.$/);
      await page.getByTestId('header-login').waitFor();
      expect(await e2e.gw.sql`select period from responsible_timeouts where account_id = ${account.id}`).toEqual([{ period: '7d' }]);
      expect(await e2e.gw.sql`select 1 from sessions where account_id = ${account.id} and revoked_at is null`).toHaveLength(0);
    } finally {
      await context.close();
    }
  });

  it("shows staff a member's settings and history", async () => {
    const merchantId = await demoMerchantId(e2e.gw);
    const account = await createAccount(e2e.gw.sql, merchantId);
    await e2e.gw.sql`insert into reality_checks (account_id, interval_seconds) values (${account.id}, 1800)`;
    await e2e.gw
      .sql`insert into responsible_timeouts (account_id, merchant_id, period, ends_at) values (${account.id}, ${merchantId}, '24h', now() + interval '24 hours')`;
    await e2e.gw.sql`
      insert into responsible_log (account_id, merchant_id, action, detail, ip) values
        (${account.id}, ${merchantId}, 'reality-interval', '{"minutes":30}', '127.0.0.1'),
        (${account.id}, ${merchantId}, 'reality-continue', '{"sessionMinutes":30,"bets":12000,"wins":4500,"net":-7500}', '127.0.0.1'),
        (${account.id}, ${merchantId}, 'time-out', ${e2e.gw.sql.json({ period: '24h', endsAt: new Date(Date.now() + 86_400_000).toISOString() })}, '127.0.0.1')`;
    const staff = await createSupport(e2e.gw.sql, merchantId);
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await newPage(e2e.browser, e2e.gw.url(), viewport);
      try {
        await staffSignIn(page, staff);
        await openConsoleSection(page, 'Responsible gaming');
        const history = page.getByRole('table', { name: 'History' });
        await history.getByRole('link', { name: account.username }).first().click();
        await page
          .getByTestId('responsible-member-timeout')
          .filter({ hasText: /^until \d{4}-/ })
          .waitFor();
        await page.getByRole('link', { name: `Open the profile of ${account.username}` }).waitFor();
        await page.getByText('Every 30 minutes').first().waitFor();
        await history.getByText('after 30 min · bets 120.00 · wins 45.00 · net -75.00').waitFor();
        await a11y(page, `staff responsible page (${viewport.width}px)`);
        await shoot(page, viewport === DESKTOP ? 'support-responsible' : 'support-responsible-phone');
      } finally {
        await context.close();
      }
    }
  });
});
