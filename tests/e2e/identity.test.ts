import { describe, expect, it } from 'vitest';
import { createAccount, createMerchant, uniqueMobile, uniqueName } from '../support/factories';
import { demoMerchantId, hasBrowser, newPage, useE2E } from './browser';
import { confirmDialog, dialogMessage, login, loginDialog, logout, pathOf, submitLogin, openLogin, verifyMobile } from './steps';

/** The member's whole identity journey in a real browser against the real gateway. */
describe.skipIf(!hasBrowser)('identity in the browser', () => {
  const e2e = useE2E();

  /** A member still on the default password, signed in on a new page: the forced change comes up. */
  async function onDefaultPassword() {
    const account = await createAccount(e2e.gw.sql, await demoMerchantId(e2e.gw), { password: '123456' });
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    await page.goto('/');
    await openLogin(page);
    await submitLogin(page, account.username, '123456');
    return { context, page, forced: page.getByRole('dialog', { name: 'Please change your password' }) };
  }

  it('registers, logs out, logs in again, changes the password and logs in with the new one', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    try {
      const username = uniqueName('e2e');
      const mobile = uniqueMobile();
      const password = 'Passw0rd1';
      const newPassword = 'Newpass22';

      await page.goto('/');
      await page.getByTestId('header-register').click();
      const form = page.getByRole('dialog', { name: 'Create your account' });
      await form.locator('input[name="username"]').fill(username);
      await verifyMobile(form, e2e.gw.sql, mobile);
      await form.locator('input[name="password"]').fill(password);
      await form.locator('input[name="confirmPassword"]').fill(password);
      await form.getByRole('checkbox').check();
      await form.getByTestId('register-submit').click();

      await page.getByTestId('header-balance').waitFor();
      await form.waitFor({ state: 'detached' });
      expect(pathOf(page)).toBe('/');
      // A brand-new member is greeted once; the welcome is the first-login action.
      expect(await dialogMessage(page)).toContain(username);
      await confirmDialog(page);
      expect(await page.getByTestId('account-menu').textContent()).toContain(username);
      // Its first home page greets it as new, not "Welcome back".
      expect(await page.getByRole('heading', { name: /^Welcome/ }).textContent()).toBe(`Welcome, ${username}`);

      expect(await logout(page)).toBe('Are you sure you want to log out?');
      await confirmDialog(page);
      await page.getByTestId('header-login').waitFor();
      expect(await page.evaluate('sessionStorage.getItem("token")')).toBeNull();

      await login(page, username, password);

      await page.goto('/member?tab=securityCenter');
      await page.getByTestId('security-change-password').click();
      const change = page.getByRole('dialog', { name: 'Change password' });
      await change.locator('input[name="oldPassword"]').fill(password);
      await change.locator('input[name="newPassword"]').fill(newPassword);
      await change.locator('input[name="confirmNewPassword"]').fill(newPassword);
      await change.getByTestId('change-password-submit').click();
      expect(await dialogMessage(page)).toBe('Your password has been changed.');
      await confirmDialog(page);
      await change.waitFor({ state: 'detached' });
      expect(pathOf(page)).toBe('/');

      await logout(page);
      await confirmDialog(page);
      await openLogin(page);
      await submitLogin(page, username, password);
      await loginDialog(page).getByText('Wrong account or password').waitFor();
      await loginDialog(page).locator('input[name="password"]').fill(newPassword);
      await loginDialog(page).getByTestId('login-submit').click();
      await page.getByTestId('header-balance').waitFor();
    } finally {
      await context.close();
    }
  });

  it('forces a password change on the default password; the popup cannot be dismissed', async () => {
    const { context, page, forced } = await onDefaultPassword();
    try {
      await forced.waitFor();
      expect(await forced.getByRole('button', { name: 'Close' }).count()).toBe(0);
      const cause = 'Your password is still the default one. Choose a new password to continue.';
      expect(await forced.getByTestId('change-reason').textContent()).toBe(cause);
      await page.keyboard.press('Escape');
      expect(await forced.isVisible()).toBe(true);
      // The password just typed is known: only the new one is asked for.
      expect(await forced.locator('input[name="newPassword"]').count()).toBe(1);
      expect(await forced.locator('input[name="oldPassword"]').count()).toBe(0);

      // A reload does not get around it; the old password is asked for again then.
      await page.reload();
      await forced.locator('input[name="oldPassword"]').fill('123456');
      expect(await forced.getByTestId('change-reason').textContent()).toBe(cause);

      // Mistakes are explained inline, and the popup stays.
      await forced.locator('input[name="newPassword"]').fill('Fresh1234');
      await forced.locator('input[name="confirmNewPassword"]').fill('Fresh9999');
      await forced.getByTestId('change-password-submit').click();
      await forced.getByRole('alert').filter({ hasText: 'Confirmation password is not correct.' }).waitFor();

      await forced.locator('input[name="newPassword"]').fill('Fresh1234');
      await forced.locator('input[name="confirmNewPassword"]').fill('Fresh1234');
      await forced.getByTestId('change-password-submit').click();
      expect(await dialogMessage(page)).toBe('Your password has been changed.');
      await confirmDialog(page);
      await forced.waitFor({ state: 'detached' });
      await page.getByTestId('header-balance').waitFor();
      expect(await page.evaluate('sessionStorage.getItem("validate")')).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('lets a member sign out of the forced password change instead', async () => {
    const { context, page, forced } = await onDefaultPassword();
    try {
      await forced.getByTestId('change-password-signout').click();
      expect(await dialogMessage(page)).toBe('Are you sure you want to log out?');
      await confirmDialog(page);
      await forced.waitFor({ state: 'detached' });
      await page.getByTestId('header-login').waitFor();
      expect(await page.evaluate('sessionStorage.getItem("token")')).toBeNull();
      expect(await page.evaluate('sessionStorage.getItem("validate")')).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('sends a guest who starts a game to the login popup, and refuses a free-play account', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    try {
      await page.goto('/');
      await page.getByTestId('menu-sports').click();
      await loginDialog(page).waitFor();
      await page.keyboard.press('Escape');
      await loginDialog(page).waitFor({ state: 'detached' });

      await page.getByTestId('free-play').click();
      await page.getByTestId('header-balance').waitFor();
      expect(await page.evaluate('sessionStorage.getItem("isTrial")')).toBe('true');
      // A trial account is new: it gets the first-login welcome.
      expect(await dialogMessage(page)).toContain('Your account is ready.');
      await confirmDialog(page);
      // Its balance reads as play money, not as a currency called PLAY.
      expect(await page.getByTestId('balance-label').textContent()).toBe('Play money');
      expect(await page.getByTestId('header-balance').textContent()).toBe('2,000.00');
      expect(await page.getByRole('heading', { name: /^Welcome/ }).textContent()).toMatch(/^Welcome, trial_/);

      await page.getByTestId('menu-sports').click();
      expect(await dialogMessage(page)).toBe('Please register a real account to use this feature. Free-play accounts can only look around.');
      // The refusal offers the way out (registering) and may be dismissed.
      await confirmDialog(page, 'Cancel');
      // The member centre is refused the same way.
      await page.goto('/member');
      expect(await dialogMessage(page)).toContain('Please register a real account');
    } finally {
      await context.close();
    }
  });

  it('starts the sports vendor from the side menu, and says plainly when a site shows no sports vendor', async () => {
    // The demo site shows its sports vendors: the side menu's sports entry starts the first one's game.
    const demo = await newPage(e2e.browser, e2e.gw.url());
    try {
      const { page } = demo;
      await page.goto('/');
      await login(page, 'demo', 'Demo1234');
      await page.getByRole('navigation', { name: 'Main navigation' }).locator('a[href="/sports"]').waitFor({ state: 'attached' });
      await page.getByTestId('menu-sports').click();
      const frame = page.locator('.game-popup').getByTestId('game-frame');
      await frame.waitFor();
      expect(await frame.getAttribute('src')).toMatch(/^(https?:\/\/[^/]+)?\/demo-vendor\/play/);
    } finally {
      await demo.context.close();
    }

    // A site that switched off every sports vendor: no sports page in the header, and the
    // side menu's launcher tells the member so instead of opening anything.
    const site = await createMerchant(e2e.gw.sql);
    await e2e.gw.sql`
      insert into merchant_vendors (merchant_id, vendor_code, enabled)
      select ${site.id}, v.code, false from game_vendors v
      where exists (select 1 from games g where g.vendor_code = v.code and g.game_type = 'SPORTS')`;
    const member = await createAccount(e2e.gw.sql, site.id);
    const { context, page } = await newPage(e2e.browser, e2e.gw.url(site.host));
    try {
      await page.goto('/');
      await login(page, member.username, member.password);
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      // The menus have arrived once the header lists a category (in its row or under More).
      await nav.locator('a[href="/live"]').waitFor({ state: 'attached' });
      expect(await nav.locator('a[href="/sports"]').count()).toBe(0);
      await page.getByTestId('menu-sports').click();
      expect(await dialogMessage(page)).toBe('No provider is available for this category yet');
      expect(await page.getByTestId('game-frame').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
