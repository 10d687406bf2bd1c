import { describe, it } from 'vitest';
import { createAccount, createMerchant } from '../support/factories';
import { axeClean } from './a11y';

import { DESKTOP, hasBrowser, newPage, PHONE, shoot, useE2E } from './browser';
import { confirmDialog, login } from './steps';

/**
 * The security centre (docs/PAGES.md): a member signed in on two devices sees both sessions and
 * the sign-ins, signs out the other one (confirmed) and that device is logged out live.
 */
describe.skipIf(!hasBrowser)('security centre in the browser', () => {
  const e2e = useE2E();

  it('lists sessions and sign-ins and signs out the other device live', async () => {
    const site = await createMerchant(e2e.gw.sql);
    const account = await createAccount(e2e.gw.sql, site.id);
    const other = await newPage(e2e.browser, e2e.gw.url(site.host), PHONE);
    await other.page.goto('/');
    await login(other.page, account.username, account.password);
    await other.page.locator('[data-testid="live-link"][data-link="up"]').waitFor({ state: 'attached' });

    const { context, page } = await newPage(e2e.browser, e2e.gw.url(site.host), DESKTOP);
    await page.goto('/');
    await login(page, account.username, account.password);
    await page.goto('/member?tab=securityCenter');
    const sessions = page.getByTestId('sec-sessions');
    await sessions.locator('li').nth(1).waitFor();
    await page.getByTestId('sec-signins').locator('tbody tr').nth(1).waitFor();
    await page.getByTestId('sec-score').waitFor();
    await axeClean(page, 'security centre');
    await shoot(page, 'security-centre-desktop');

    await page.getByTestId('sec-signout-others').click();
    await axeClean(page, 'sign out dialog');
    await confirmDialog(page, 'Sign out other devices');
    await other.page.getByTestId('header-login').waitFor();
    await sessions.locator('li').nth(1).waitFor({ state: 'detached' });
    await page.getByTestId('header-balance').waitFor();

    // The phone signs in again and sees the security centre as a phone does.
    await login(other.page, account.username, account.password);
    await other.page.goto('/member?tab=securityCenter');
    await other.page.getByTestId('sec-sessions').locator('li').nth(1).waitFor();
    await axeClean(other.page, 'security centre phone');
    await shoot(other.page, 'security-centre-phone');
    await other.context.close();
    await context.close();
  });
});
