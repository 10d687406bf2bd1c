import { describe, expect, it } from 'vitest';
import { DESKTOP, hasBrowser, newPage, shootTop, useE2E, PHONE_390 } from './browser';
import { loginDialog, openLogin } from './steps';

/**
 * The site's content where the product puts it: the login popup's banner (w_login: the side panel
 * on a wide screen, above the form on a phone), the live and sports pages' one-banner carousel,
 * the home providers rail with each provider's game art and its style by node id, and the
 * footer's partner vendors. On the demo site, as a guest.
 */
describe.skipIf(!hasBrowser)('lobby content', () => {
  const e2e = useE2E();
  const base = () => e2e.gw.url('127.0.0.1');

  it('shows the login banner, one banner per view on live and sports, provider art and partner vendors', async () => {
    const { context, page } = await newPage(e2e.browser, base(), DESKTOP);
    try {
      await page.goto('/');
      await openLogin(page);
      await loginDialog(page).getByTestId('auth-banner-login').locator('img').waitFor();
      await page.keyboard.press('Escape');
      await loginDialog(page).waitFor({ state: 'detached' });

      // The providers rail: each tile has its provider's game art and the style of its lane card's node id.
      const rail = page.getByTestId('home-providers');
      await rail.scrollIntoViewIfNeeded();
      await expect.poll(() => rail.locator('[data-testid="vendor-tile"] .vendor-tile__art img').count(), { timeout: 15_000 }).toBeGreaterThan(3);
      const variants = await rail.getByTestId('vendor-tile').evaluateAll((tiles) => tiles.map((t) => /vendor-tile--v(\d)/.exec(t.className)?.[1]));
      expect(new Set(variants).size).toBeGreaterThan(1);

      // The footer names every provider as a link to its games.
      const partners = page.getByTestId('footer-partners');
      await partners.scrollIntoViewIfNeeded();
      expect(await partners.getByRole('link').count()).toBeGreaterThan(20);
      await partners.getByRole('link', { name: 'Tiger Reels' }).click();
      await page.waitForURL(/\/rng\?vassalage=TIGER_REELS/);

      for (const path of ['/live', '/sports']) {
        await page.goto(path);
        const banners = page.getByTestId('list-banners');
        await banners.locator('img').first().waitFor();
        const width = (await banners.boundingBox())!.width;
        const slide = (await banners.locator('.promo').first().boundingBox())!.width;
        // One slide fills the row.
        expect(slide).toBeGreaterThan(width * 0.9);
      }
      await shootTop(page, 'sports-banners-desktop');
    } finally {
      await context.close();
    }
  });

  it('puts the login banner above the form on a phone', async () => {
    const { context, page } = await newPage(e2e.browser, base(), PHONE_390);
    try {
      await page.goto('/');
      await openLogin(page);
      await loginDialog(page).getByTestId('banner-w_login').locator('img').waitFor();
      await shootTop(page, 'login-banner-phone');
    } finally {
      await context.close();
    }
  });
});
