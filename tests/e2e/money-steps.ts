import type { BrowserContext, Page } from 'playwright-core';
import { staffSignIn } from './steps';

/**
 * Money steps a member or a staff member takes (docs/CASHIER.md), written once for the deposit,
 * withdraw and whole-money-path tests. Every wait is a locator wait, never a timer.
 */

/**
 * On the deposit tab: picks the channel, types the amount (major units), opens the order and pays
 * on the sandbox page, which opens in a window of its own; this page stays open.
 */
export async function depositOnSandbox(page: Page, context: BrowserContext, channelId: number, amount: string) {
  await page.getByTestId(`deposit-channel-${channelId}`).click();
  await page.getByTestId('deposit-amount').fill(amount);
  await page.getByTestId('deposit-submit').click();
  await payOpenedOrder(page, context);
}

/**
 * Opens the payment page of the order just opened and presses Pay there. The payment page's tab
 * comes back to that order's state ("Payment received"), not to an empty deposit form.
 */
export async function payOpenedOrder(page: Page, context: BrowserContext) {
  const link = page.getByTestId('deposit-pay-link');
  await link.waitFor();
  const [payPage] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await payPage.getByTestId('sandbox-pay').click();
  await payPage.waitForURL(/\/member\?tab=depositv2&deposit=D[0-9A-F]+/);
  await payPage.locator('[data-testid="deposit-next"][data-status="paid"]').getByText('Payment received').waitFor();
  await payPage.close();
}

/** On the withdraw tab: binds a bank account (picked from the currency's list) in the member's payee name (read-only). */
export async function bindPayee(page: Page, bankName: string, accountNumber: string) {
  const payee = page.getByTestId('withdraw-payee-form');
  await payee.getByLabel('Bank or e-wallet').selectOption(bankName);
  await payee.locator('input[name="accountNumber"]').fill(accountNumber);
  await payee.getByRole('button', { name: 'Bind account' }).click();
}

/** First use: sets the six-digit payment password. */
export async function setPaymentPassword(page: Page, pin: string) {
  const form = page.getByTestId('withdraw-pin-form');
  await form.locator('input[name="paymentPassword"]').fill(pin);
  await form.locator('input[name="confirmPaymentPassword"]').fill(pin);
  await form.getByRole('button', { name: 'Save payment password' }).click();
}

/**
 * Requests a withdrawal through the confirmation dialog and waits until it is listed under
 * review. Returns the dialog's text (which names the amount).
 */
export async function requestWithdrawal(page: Page, amount: string, pin: string): Promise<string> {
  const form = page.getByTestId('withdraw-form');
  await form.locator('input[name="amount"]').fill(amount);
  await form.locator('input[name="paymentPassword"]').fill(pin);
  await page.getByTestId('withdraw-submit').click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm withdrawal' });
  const text = (await confirm.getByTestId('dialog-message').textContent()) ?? '';
  await confirm.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await page.getByText('Your withdrawal was requested.').waitFor();
  await page.getByTestId('withdrawal-status').filter({ hasText: 'Under review' }).waitFor();
  return text;
}

/** Signs in to the staff console as the seeded demo admin. */
export async function staffLogin(s: Page) {
  await staffSignIn(s, { username: 'admin', password: 'Admin1234' });
}

/** In the console's Withdrawals page: approves the member's withdrawal, then marks it paid. */
export async function approveAndPayWithdrawal(s: Page, username: string) {
  await s.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Withdrawals' }).click();
  const row = s.getByTestId('staff-withdrawal').filter({ hasText: username });
  await row.getByTestId('wd-approve').click();
  // The internal note and the message to the member are optional on an approval.
  await s.getByTestId('withdraw-decision-submit').click();
  await s.getByRole('button', { name: /^Approved/ }).click();
  await row.getByTestId('wd-paid').click();
  await s.getByTestId('withdraw-decision-note').fill('Paid from BDO account ending 4411');
  await s.getByTestId('withdraw-decision-submit').click();
  await s.getByRole('button', { name: /^Paid/ }).click();
  await row.waitFor();
}

/** The member answers "received" for the paid withdrawal and waits for it to be completed. */
export async function confirmReceived(page: Page) {
  await page.getByTestId('withdrawal-confirm').click();
  const dialog = page.getByTestId('withdraw-receipt');
  await dialog.getByTestId('receipt-received').check();
  await dialog.getByTestId('receipt-submit').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Send answer', exact: true }).click();
  await page.getByTestId('withdrawal-status').filter({ hasText: 'Completed · Received' }).waitFor();
}
