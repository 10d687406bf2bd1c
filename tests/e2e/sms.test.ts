import { describe, expect, it } from 'vitest';
import { createAccount, lastCode, uniqueMobile } from '../support/factories';
import { demoMerchantId, hasBrowser, newPage, useE2E } from './browser';
import { confirmDialog, dialogMessage, loginDialog, openLogin, pathOf, submitLogin, verifyMobile } from './steps';

/** SMS and email codes, read from the outbox the default provider writes to. */
describe.skipIf(!hasBrowser)('codes by SMS and email in the browser', () => {
  const e2e = useE2E();

  it('logs in on the SMS tab with a code, and the send button counts down', async () => {
    const mobile = uniqueMobile();
    await createAccount(e2e.gw.sql, await demoMerchantId(e2e.gw), { mobile });
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    try {
      await page.goto('/');
      await openLogin(page);
      const dialog = loginDialog(page);
      await dialog.getByRole('tab', { name: 'Mobile (SMS)' }).click();
      // A malformed number is refused before any request is sent.
      await dialog.locator('input[name="mobileNum"]').fill('12');
      await dialog.getByTestId('sms-send').click();
      await dialog.getByText('Please enter a valid mobile number').waitFor();

      await dialog.locator('input[name="mobileNum"]').fill(mobile);
      await dialog.getByTestId('sms-send').click();
      const send = dialog.getByTestId('sms-send');
      await send.filter({ hasText: /Resend in \d+s/ }).waitFor();
      expect(await send.isDisabled()).toBe(true);
      await dialog.locator('input[name="verificationCode"]').fill(await lastCode(e2e.gw.sql, mobile));
      await dialog.getByTestId('login-submit').click();
      await page.getByTestId('header-balance').waitFor();
    } finally {
      await context.close();
    }
  });

  it('asks for the second verification on a login from a new location', async () => {
    const mobile = uniqueMobile();
    const account = await createAccount(e2e.gw.sql, await demoMerchantId(e2e.gw), { mobile, verifyMethod: 'SMS', password: 'Second123' });
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    try {
      await page.goto('/');
      await openLogin(page);
      await submitLogin(page, account.username, 'Second123');
      const step = loginDialog(page).getByTestId('verify-step');
      await step.waitFor();
      await step.locator('input[name="answer"]').fill('000000');
      await step.getByRole('button', { name: 'Verify' }).click();
      await step.getByText('The verification answer is not correct').waitFor();
      await step.locator('input[name="answer"]').fill(await lastCode(e2e.gw.sql, mobile));
      await step.getByRole('button', { name: 'Verify' }).click();
      await page.getByTestId('header-balance').waitFor();
    } finally {
      await context.close();
    }
  });

  it('resets a password by phone and logs straight in; by email it confirms and closes', async () => {
    const mobile = uniqueMobile();
    const merchantId = await demoMerchantId(e2e.gw);
    await createAccount(e2e.gw.sql, merchantId, { mobile, password: 'Before123' });
    const byMail = await createAccount(e2e.gw.sql, merchantId, { email: `m${mobile}@example.com` });
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    try {
      await page.goto('/');
      await openLogin(page);
      await loginDialog(page).getByRole('button', { name: 'Forgot password?' }).click();
      const forgot = page.getByRole('dialog', { name: 'Forgot password' });
      await forgot.getByTestId('forgot-form').waitFor();
      await forgot.locator('input[name="username"]').fill(byMail.username);
      await forgot.locator('input[name="email"]').fill(`m${mobile}@example.com`);
      await forgot.getByRole('button', { name: 'Submit' }).click();
      expect(await dialogMessage(page)).toContain('temporary password has been sent');
      await confirmDialog(page);
      await forgot.waitFor({ state: 'detached' });

      await openLogin(page);
      await loginDialog(page).getByRole('button', { name: 'Forgot password?' }).click();
      await forgot.getByRole('tab', { name: 'By mobile' }).click();
      await verifyMobile(forgot, e2e.gw.sql, mobile);
      await forgot.locator('input[name="newPassword"]').fill('After1234');
      await forgot.getByRole('button', { name: 'Submit' }).click();
      await page.getByTestId('header-balance').waitFor();
      await forgot.waitFor({ state: 'detached' });
      expect(pathOf(page)).toBe('/');
    } finally {
      await context.close();
    }
  });
});
