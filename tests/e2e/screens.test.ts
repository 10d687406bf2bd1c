import { describe, it } from 'vitest';
import { DESKTOP, PHONE, hasBrowser, newPage, useE2E, shoot } from './browser';
import { loginDialog } from './steps';

/**
 * The shell, the login popup and the register popup at desktop and phone sizes. Each must fit
 * the viewport without sideways scrolling. With UPDATE_SCREENS=1 the pictures are saved to
 * docs/screens/ (kept out of ordinary runs so the repository does not churn).
 */

describe.skipIf(!hasBrowser)('screens', () => {
  const e2e = useE2E();

  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`home, login and register fit a ${size} screen`, async () => {
      const { context, page } = await newPage(e2e.browser, e2e.gw.url(), viewport);
      try {
        await page.goto('/');
        await page.getByRole('heading', { name: /Welcome to/ }).waitFor();
        await page.locator('[data-testid="home-banners"] .swiper-initialized').waitFor();
        await shoot(page, `home-${size}`);

        await page.getByTestId('header-login').click();
        await loginDialog(page).waitFor();
        await shoot(page, `login-${size}`);
        await page.keyboard.press('Escape');
        await loginDialog(page).waitFor({ state: 'detached' });

        await page.getByTestId('header-register').click();
        const register = page.getByRole('dialog', { name: 'Create your account' });
        await register.getByTestId('register-form').waitFor();
        await shoot(page, `register-${size}`);
      } finally {
        await context.close();
      }
    });
  }
});
