import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createAccount, createMerchant } from '../support/factories';
import { startOidcProvider, type TestIdentity } from '../support/oidc';
import { hasBrowser, newPage, useE2E, type E2E } from './browser';
import { confirmDialog, dialogMessage, loginDialog, openLogin, pathOf } from './steps';
import { seriousA11yProblems } from './a11y';

const CALLBACK = '/wps/session/social/google/callback';
/** What these tests put on screen (the page behind is other suites' business). */
const DIALOGS = '[role="dialog"], [role="alertdialog"]';

/** A site with both social flags on and only Google configured, against its own loopback provider. */
async function socialSite(e2e: E2E) {
  const site = await createMerchant(e2e.gw.sql);
  const base = e2e.gw.url(site.host);
  const idp = await startOidcProvider('wl-e2e', 'wl-e2e-secret', [`${base}${CALLBACK}`]);
  await e2e.gw.sql`update merchants set settings = settings || ${e2e.gw.sql.json({
    publicUrl: base,
    whitelabel: [
      {
        modId: 'LOGIN',
        enabled: true,
        childrenNodes: [
          { modId: 'SOCIAL_GOOGLE', enabled: true, childrenNodes: [] },
          { modId: 'SOCIAL_FACEBOOK', enabled: true, childrenNodes: [] },
        ],
      },
    ],
    social: { google: { issuer: idp.issuer, clientId: 'wl-e2e', clientSecret: 'wl-e2e-secret' } },
  } as never)} where id = ${site.id}`;
  return { ...site, base, idp };
}

const someone = (): TestIdentity => ({ sub: `e2e-${Date.now()}`, email: `rosa${Date.now() % 100000}@mail.test`, name: 'Rosa Santos' });

async function withPage(e2e: E2E, base: string, fn: (page: Page) => Promise<void>) {
  const { context, page } = await newPage(e2e.browser, base);
  try {
    await fn(page);
  } finally {
    await context.close();
  }
}

describe.skipIf(!hasBrowser)('social sign-in in the browser', () => {
  const e2e = useE2E();

  it('signs in with Google, confirms the irreversible link, and lands logged in', async () => {
    const site = await socialSite(e2e);
    site.idp.as(someone());
    try {
      await withPage(e2e, site.base, async (page) => {
        await page.goto('/');
        await openLogin(page);
        // The provider's sign-in and consent are answered by the test provider itself.
        await loginDialog(page).getByRole('button', { name: 'Google' }).click();
        const dialog = page.getByRole('dialog', { name: 'Finish signing in' });
        await dialog.getByText('Rosa', { exact: false }).first().waitFor();
        expect(new URL(page.url()).search).toBe('');
        expect(await seriousA11yProblems(page, DIALOGS)).toEqual([]);
        if (process.env.UPDATE_SCREENS === '1') await page.screenshot({ path: 'docs/screens/social-link-desktop.png' });
        await dialog.getByRole('button', { name: 'Create my account' }).click();
        await page.getByText('cannot be undone or unlinked', { exact: false }).waitFor();
        await confirmDialog(page);
        await page.getByTestId('header-balance').waitFor();
        await dialog.waitFor({ state: 'detached' });
      });
    } finally {
      await site.idp.close();
    }
  });

  it('offers only the configured provider, and a wrong link password sends the member back to it', async () => {
    const site = await socialSite(e2e);
    const u = await createAccount(e2e.gw.sql, site.id);
    site.idp.as(someone());
    try {
      await withPage(e2e, site.base, async (page) => {
        await page.goto('/');
        await openLogin(page);
        // SOCIAL_FACEBOOK is switched on but Facebook is not configured: no button for it.
        await loginDialog(page).getByRole('button', { name: 'Google' }).waitFor();
        expect(await loginDialog(page).getByRole('button', { name: 'Facebook' }).count()).toBe(0);
        expect(await seriousA11yProblems(page, DIALOGS)).toEqual([]);
        await loginDialog(page).getByRole('button', { name: 'Google' }).click();
        const dialog = page.getByRole('dialog', { name: 'Finish signing in' });
        await dialog.getByRole('tab', { name: 'I have an account' }).click();
        await dialog.getByLabel('Username').fill(u.username);
        await dialog.getByRole('textbox', { name: 'Password' }).fill('wrong1234');
        await dialog.getByRole('button', { name: 'Link and log in' }).click();
        await confirmDialog(page);
        await dialog.getByText('Wrong account or password').waitFor();
        await dialog.getByRole('button', { name: 'Sign in with Google again' }).waitFor();
        expect(await dialog.getByRole('textbox', { name: 'Password' }).count()).toBe(0);
        expect(await seriousA11yProblems(page, DIALOGS)).toEqual([]);
      });
    } finally {
      await site.idp.close();
    }
  });

  it('shows a sign-in that cannot start, or a forged callback, as a message inside the site', async () => {
    const site = await socialSite(e2e);
    try {
      await withPage(e2e, site.base, async (page) => {
        // A stale link to a provider the site does not offer: back home with a message, not a JSON page.
        await page.goto('/wps/session/social/facebook/start');
        expect(await dialogMessage(page)).toBe('This feature is not available on this site');
        expect(await seriousA11yProblems(page, DIALOGS)).toEqual([]);
        expect(pathOf(page)).toBe('/');
        expect(new URL(page.url()).search).toBe('');
        await confirmDialog(page);
        await page.goto(`${CALLBACK}?code=abc&state=forged`);
        expect(await dialogMessage(page)).toBe('Login failure. Please try again.');
        expect(new URL(page.url()).search).toBe('');
      });
    } finally {
      await site.idp.close();
    }
  });

  it('takes a linked identity on a new location through the second verification', async () => {
    const site = await socialSite(e2e);
    const u = await createAccount(e2e.gw.sql, site.id, { payeeName: 'Juan Dela Cruz', verifyMethod: 'BANK_NAME' });
    const who = someone();
    await e2e.gw.sql`insert into social_links (merchant_id, provider, subject, account_id) values (${site.id}, 'google', ${who.sub}, ${u.id})`;
    site.idp.as(who);
    try {
      await withPage(e2e, site.base, async (page) => {
        await page.goto('/');
        await openLogin(page);
        await loginDialog(page).getByRole('button', { name: 'Google' }).click();
        const dialog = page.getByRole('dialog', { name: 'New sign-in location' });
        await dialog.getByText('Enter the name on your payee bank account').waitFor();
        expect(new URL(page.url()).search).toBe('');
        expect(await seriousA11yProblems(page, DIALOGS)).toEqual([]);
        await dialog.getByLabel('Payee bank account name').fill('Juan Dela Cruz');
        await dialog.getByRole('button', { name: 'Verify' }).click();
        await page.getByTestId('header-balance').waitFor();
        await dialog.waitFor({ state: 'detached' });
      });
    } finally {
      await site.idp.close();
    }
  });
});
