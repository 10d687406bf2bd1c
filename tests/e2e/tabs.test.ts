import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API } from '@wl/shared';
import { createAccount } from '../support/factories';
import { Api } from '../support/api';
import { createSupport } from '../support/staff';
import { demoMerchantId, hasBrowser, newPage, useE2E } from './browser';
import { confirmDialog, login, logout } from './steps';

/**
 * Several tabs of one browser are one session (docs/SESSIONS.md "Several tabs"): two or three
 * pages of one browser context. A login in one shows in the others, a new tab starts signed in,
 * a language change and a logout apply to every tab, and so does a forced logout by staff. Every
 * wait is for what the page shows; nothing is timed.
 */
describe.skipIf(!hasBrowser)('one session across tabs', () => {
  const e2e = useE2E();
  const signedIn = (page: Page) => page.getByTestId('header-balance').waitFor();
  const signedOut = (page: Page) => page.getByTestId('header-login').waitFor();

  it('logs in, changes language and logs out in every tab together', async () => {
    const account = await createAccount(e2e.gw.sql, await demoMerchantId(e2e.gw), { password: 'Secure123' });
    const { context, page: a } = await newPage(e2e.browser, e2e.gw.url());
    try {
      const b = await context.newPage();
      await a.goto('/');
      await b.goto('/member?tab=responsibleGaming');
      await signedOut(a);
      await signedOut(b);

      // A login in one tab: the other, already open, follows.
      await login(a, account.username, 'Secure123');
      await signedIn(b);
      expect(await b.evaluate('sessionStorage.getItem("token")')).toBe(await a.evaluate('sessionStorage.getItem("token")'));
      // A tab opened now starts signed in: it asks the open ones.
      const c = await context.newPage();
      await c.goto('/');
      await signedIn(c);
      // Still one session on the server.
      expect(await e2e.gw.sql`select 1 from sessions where account_id = ${account.id} and revoked_at is null`).toHaveLength(1);

      // A language change in one tab: the others switch too, and the server was told once.
      await b.getByTestId('language-select').first().selectOption('TH');
      for (const p of [a, b, c]) await expect.poll(() => p.evaluate('document.documentElement.lang')).toBe('th');
      await expect.poll(async () => (await e2e.gw.sql<{ language: string }[]>`select language from accounts where id = ${account.id}`)[0]?.language).toBe('TH');
      await a.getByTestId('language-select').first().selectOption('EN');
      for (const p of [a, b, c]) await expect.poll(() => p.evaluate('document.documentElement.lang')).toBe('en');

      // A logout in one tab: every tab is signed out, and the token is gone from each.
      expect(await logout(c)).toContain('log out');
      await confirmDialog(c);
      for (const p of [a, b, c]) {
        await signedOut(p);
        expect(await p.evaluate('sessionStorage.getItem("token")')).toBeNull();
      }
    } finally {
      await context.close();
    }
  });

  it('ends every tab when staff end the session, and says why', async () => {
    const merchantId = await demoMerchantId(e2e.gw);
    const account = await createAccount(e2e.gw.sql, merchantId, { password: 'Secure123' });
    const { context, page: a } = await newPage(e2e.browser, e2e.gw.url());
    try {
      await a.goto('/');
      await login(a, account.username, 'Secure123');
      const b = await context.newPage();
      await b.goto('/');
      await signedIn(b);
      for (const p of [a, b]) await p.locator('[data-testid="live-link"][data-link="up"]').waitFor({ state: 'attached' });

      const staff = new Api(e2e.gw.url());
      const creds = await createSupport(e2e.gw.sql, merchantId);
      staff.token = (await staff.post<{ token: string }>(API.staffLogin, creds)).value.token;
      const [s] = await e2e.gw.sql<{ id: string }[]>`select id from sessions where account_id = ${account.id} and revoked_at is null`;
      expect((await staff.del(API.staffRevokeSession.replace(':id', s!.id))).success).toBe(true);

      for (const p of [a, b]) await signedOut(p);
      // The tab that heard it first says why: on its socket (ended by customer service), or, when
      // one of its calls met the dead token first, that the session ended. The others may be
      // signed out by its message before their own socket speaks (docs/SESSIONS.md "Several tabs").
      const why = /^(Your session was ended by customer service\. Please log in again or contact us\.|Your session has ended, please log in again\.)$/;
      const told = async () =>
        (await Promise.all([a, b].map((p) => p.getByRole('alertdialog').getByTestId('dialog-message').filter({ hasText: why }).count()))).reduce(
          (x, y) => x + y,
          0,
        );
      await expect.poll(told).toBeGreaterThanOrEqual(1);
    } finally {
      await context.close();
    }
  });
});
