import { describe, expect, it } from 'vitest';
import { createMerchant } from '../support/factories';
import { startOidcProvider } from '../support/oidc';
import { hasBrowser, newPage, useE2E } from './browser';
import { confirmDialog, loginDialog, openLogin } from './steps';

describe.skipIf(!hasBrowser)('social sign-in in the browser', () => {
  const e2e = useE2E();

  it('signs in with Google, confirms the irreversible link, and lands logged in', async () => {
    const site = await createMerchant(e2e.gw.sql);
    const idp = await startOidcProvider('wl-e2e', 'wl-e2e-secret', [`${e2e.gw.url(site.host)}/wps/session/social/google/callback`]);
    await e2e.gw.sql`update merchants set settings = settings || ${e2e.gw.sql.json({
      whitelabel: [{ modId: 'LOGIN', enabled: true, childrenNodes: [{ modId: 'SOCIAL_GOOGLE', enabled: true, childrenNodes: [] }] }],
      social: { google: { issuer: idp.issuer, clientId: 'wl-e2e', clientSecret: 'wl-e2e-secret' } },
    } as never)} where id = ${site.id}`;
    idp.as({ sub: `e2e-${Date.now()}`, email: `rosa${Date.now() % 100000}@mail.test`, name: 'Rosa Santos' });
    const { context, page } = await newPage(e2e.browser, e2e.gw.url(site.host));
    try {
      await page.goto('/');
      await openLogin(page);
      // The provider's sign-in and consent are answered by the test provider itself.
      await loginDialog(page).getByRole('button', { name: 'Google' }).click();
      const dialog = page.getByRole('dialog', { name: 'Finish signing in' });
      await dialog.getByText('Rosa', { exact: false }).first().waitFor();
      expect(new URL(page.url()).search).toBe('');
      if (process.env.UPDATE_SCREENS === '1') await page.screenshot({ path: 'docs/screens/social-link-desktop.png' });
      await dialog.getByRole('button', { name: 'Create my account' }).click();
      await page.getByText('cannot be undone or unlinked', { exact: false }).waitFor();
      await confirmDialog(page);
      await page.getByTestId('header-balance').waitFor();
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await context.close();
      await idp.close();
    }
  });
});
