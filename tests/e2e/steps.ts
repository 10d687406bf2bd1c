import type { Locator, Page } from 'playwright-core';
import type { Sql } from '@wl/gateway';
import { lastCode } from '../support/factories';

/**
 * Things a person does on the site, written once so the tests read as stories. Every wait is
 * a locator wait (element appears or disappears), never a timer.
 */
export const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Log in' });

export async function openLogin(page: Page) {
  await page.getByTestId('header-login').click();
  await loginDialog(page).waitFor();
}

export async function submitLogin(page: Page, username: string, password: string) {
  const dialog = loginDialog(page);
  await dialog.locator('input[name="username"]').fill(username);
  await dialog.locator('input[name="password"]').fill(password);
  await dialog.getByTestId('login-submit').click();
}

export async function login(page: Page, username: string, password: string) {
  await openLogin(page);
  await submitLogin(page, username, password);
  await page.getByTestId('header-balance').waitFor();
  await loginDialog(page).waitFor({ state: 'detached' });
}

/** The small confirmation / warning dialogs; returns the message text. */
export async function dialogMessage(page: Page): Promise<string> {
  const msg = page.getByRole('alertdialog').getByTestId('dialog-message');
  await msg.waitFor();
  return (await msg.textContent()) ?? '';
}

export async function confirmDialog(page: Page, button = 'Confirm') {
  // The dialog is the one holding this button: the answer may open another alertdialog at once
  // (a notice after the confirmation), which must not count as "still open".
  const choice = page.getByRole('button', { name: button, exact: true });
  const dialog = page.getByRole('alertdialog').filter({ has: choice });
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

export async function logout(page: Page) {
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  return dialogMessage(page);
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Signs a staff member into the console through its login form and waits for the console frame. */
export async function staffSignIn(page: Page, creds: { username: string; password: string }) {
  await page.goto('/support');
  await page.getByLabel('Username').fill(creds.username);
  await page.getByLabel('Password').fill(creds.password);
  await page.getByLabel('Password').press('Enter');
  await page.getByTestId('staff-name').filter({ hasText: creds.username }).waitFor();
}

/**
 * Opens a console section from its navigation; on a phone the navigation waits behind the Menu
 * button, which is pressed first.
 */
export async function openConsoleSection(page: Page, name: string | RegExp) {
  const menu = page.getByRole('button', { name: /^Menu/ });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name }).click();
}

/**
 * A mobile number typed into a form (registration, forgotten password) and its SMS code sent, then
 * read from the outbox into the form's code field: the demo site verifies mobiles by SMS.
 */
export async function verifyMobile(form: Locator, sql: Sql, mobile: string) {
  await form.locator('input[name="mobileNum"]').fill(mobile);
  await form.getByTestId('sms-send').click();
  await form
    .getByTestId('sms-send')
    .filter({ hasText: /Resend in/ })
    .waitFor();
  await form.locator('input[name="verificationCode"]').fill(await lastCode(sql, mobile));
}
