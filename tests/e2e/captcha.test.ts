import { describe, expect, it } from 'vitest';
import { createAccount } from '../support/factories';
import { demoMerchantId, hasBrowser, newPage, useE2E } from './browser';
import { loginDialog, openLogin, submitLogin } from './steps';

describe.skipIf(!hasBrowser)('login captcha in the browser', () => {
  const e2e = useE2E({ CAPTCHA_ENABLED: 'true' });

  it('shows the captcha after a wrong password and logs in once it is answered', async () => {
    const account = await createAccount(e2e.gw.sql, await demoMerchantId(e2e.gw), { password: 'Right1234' });
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    try {
      await page.goto('/');
      await openLogin(page);
      expect(await loginDialog(page).getByTestId('captcha-image').count()).toBe(0);

      await submitLogin(page, account.username, 'Wrong1234');
      const dialog = loginDialog(page);
      await dialog.getByText('Wrong account or password').waitFor();
      const image = dialog.getByTestId('captcha-image');
      await image.waitFor();
      expect(await image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);

      // Test-side knowledge: the browser's captcha cookie names the row whose answer is shown.
      const id = (await context.cookies()).find((c) => c.name === 'wl_captcha')!.value;
      const [row] = await e2e.gw.sql<{ answer: string }[]>`select answer from captchas where id = ${id}`;
      await dialog.locator('input[name="password"]').fill('Right1234');
      await dialog.locator('input[name="captcha"]').fill(row!.answer);
      await dialog.getByTestId('login-submit').click();
      await page.getByTestId('header-balance').waitFor();
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});
