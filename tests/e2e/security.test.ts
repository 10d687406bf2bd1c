import { describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { createAccount } from '../support/factories';
import { demoMerchantId, hasBrowser, newPage, useE2E, openSignedIn } from './browser';
import { staffSignIn } from './steps';

/** Second verification setup: the member enrols an authenticator, staff see it and reset it. */
describe.skipIf(!hasBrowser)('second verification setup in the browser', () => {
  const e2e = useE2E();

  it('enrols an authenticator by QR code and first code; support sees it and resets it', async () => {
    const account = await createAccount(e2e.gw.sql, await demoMerchantId(e2e.gw), { password: 'Secure123' });
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    try {
      await openSignedIn(page, { username: account.username, password: 'Secure123' });
      await page.goto('/member?tab=securityCenter');
      await page.getByText('Off: new locations are not asked').waitFor();
      await page.getByTestId('security-verify').click();
      const panel = page.getByTestId('verify-setup');
      // Nothing is bound on this account: the code methods wait for a mobile or an email.
      expect(await panel.getByRole('radio', { name: 'SMS code to your mobile' }).isDisabled()).toBe(true);
      await panel.getByRole('radio', { name: 'Authenticator app (Google Authenticator)' }).check();
      await panel.getByTestId('verify-setup-submit').click();
      await panel.getByRole('img', { name: 'QR code for your authenticator app' }).locator('svg').waitFor();
      const secret = (await panel.getByTestId('totp-secret').textContent())!;

      await panel.locator('input[name="totpCode"]').fill('000000' === (await generate({ secret })) ? '111111' : '000000');
      await panel.getByTestId('verify-setup-submit').click();
      await panel.getByRole('alert').filter({ hasText: 'The verification answer is not correct' }).waitFor();

      await panel.locator('input[name="totpCode"]').fill(await generate({ secret }));
      await panel.getByTestId('verify-setup-submit').click();
      await panel.getByText('Second verification saved.').waitFor();
      await page.getByText('On: Authenticator app (Google Authenticator)').waitFor();
      const [row] = await e2e.gw.sql<{ verifyMethod: string; totpSecret: string }[]>`select verify_method, totp_secret from accounts where id = ${account.id}`;
      expect(row).toEqual({ verifyMethod: 'TOTP', totpSecret: secret });

      await staffSignIn(page, { username: 'support', password: 'Support1234' });
      await page.goto('/support/accounts');
      await page.getByRole('searchbox', { name: 'Search' }).fill(account.username);
      await page.getByRole('table', { name: 'Accounts' }).getByRole('link', { name: account.username, exact: true }).click();
      await page.getByRole('heading', { name: account.username }).waitFor();
      expect(await page.getByTestId('verify-method').textContent()).toBe('TOTP');
      await page.getByTestId('reset-verify-method').click();
      await page.getByRole('alertdialog', { name: 'Reset login verification?' }).getByRole('button', { name: 'Reset verification' }).click();
      await page.getByTestId('reset-verify-method').waitFor({ state: 'detached' });
      const [after] = await e2e.gw.sql<{ verifyMethod: string | null }[]>`select verify_method from accounts where id = ${account.id}`;
      expect(after!.verifyMethod).toBeNull();
    } finally {
      await context.close();
    }
  });
});
