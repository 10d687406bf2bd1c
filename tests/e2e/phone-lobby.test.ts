import { describe, expect, it } from 'vitest';
import { axeAtRest } from './a11y';
import { DESKTOP, hasBrowser, newPage, shootTop, useE2E, PHONE_390 } from './browser';

/**
 * The home page on a phone (docs/HOME.md "On a phone"): the games are in the first screen (the
 * category row and the hot games under the banners), the tab bar takes a player to the five
 * places they go most, and a desktop keeps the spec's block order without the bar. On the demo
 * site, as a guest.
 */
describe.skipIf(!hasBrowser)('phone lobby', () => {
  const e2e = useE2E();
  const base = () => e2e.gw.url('127.0.0.1');

  it('puts the categories and a hot game in the first screen, with the tab bar below', async () => {
    const { context, page } = await newPage(e2e.browser, base(), PHONE_390);
    try {
      await page.goto('/');
      const firstTile = page.getByTestId('home-hot').locator('a, button').first();
      await firstTile.waitFor();
      const bar = page.getByTestId('tabbar');
      const barBox = (await bar.boundingBox())!;
      expect(barBox.y + barBox.height).toBeCloseTo(PHONE_390.height, 0);
      // The whole first hot tile is on the first screen, above the bar.
      const tileBox = (await firstTile.boundingBox())!;
      expect(tileBox.y + tileBox.height).toBeLessThanOrEqual(barBox.y);
      // The welcome strip, videos and pages come after the games on a phone.
      const order = await page.evaluate(() => {
        const at = (sel: string) => {
          const el = document.querySelector(sel);
          return el ? [...document.querySelectorAll('*')].indexOf(el) : -1;
        };
        return { categories: at('[data-testid="home-categories"]'), hot: at('[data-testid="home-hot"]'), welcome: at('.welcome') };
      });
      expect(order.categories).toBeGreaterThan(-1);
      expect(order.categories).toBeLessThan(order.hot);
      if (order.welcome > -1) expect(order.hot).toBeLessThan(order.welcome);
      expect(await bar.getByRole('link').allTextContents()).toEqual(['Home', 'Promotions']);
      expect(await bar.getByRole('button').allTextContents()).toEqual(['Games', 'Deposit', 'Account']);
      await axeAtRest(page, 'home on a phone, tab bar');
      await shootTop(page, 'phone-home-tabbar');

      // A category opens its list.
      await page.getByTestId('home-categories').getByRole('link', { name: 'Slots' }).click();
      await page.waitForURL('**/rng');
      // The list's page is in (a route change closes the menu, so it must have happened first).
      await page.getByTestId('list-rng').waitFor();
      // Games opens the site menu with every category; Escape closes it.
      await bar.getByRole('button', { name: 'Games' }).click();
      await expect.poll(() => bar.getByRole('button', { name: 'Games' }).getAttribute('aria-expanded')).toBe('true');
      // The header's links a phone hides are in the menu: in-house games and promotions.
      const menu = page.locator('.side__nav');
      await menu.getByRole('link', { name: 'In-house games' }).waitFor();
      expect(await menu.getByRole('link', { name: 'Promotions' }).count()).toBe(1);
      await page.keyboard.press('Escape');
      await expect.poll(() => bar.getByRole('button', { name: 'Games' }).getAttribute('aria-expanded')).toBe('false');
      // Promotions is one tap away, and marked as the current page there.
      await bar.getByRole('link', { name: 'Promotions' }).click();
      await page.waitForURL('**/promotions');
      await expect.poll(() => bar.getByRole('link', { name: 'Promotions' }).getAttribute('aria-current')).toBe('page');
      // A guest's Deposit asks for the login first.
      await bar.getByRole('button', { name: 'Deposit' }).click();
      await page.getByRole('dialog').getByRole('textbox').first().waitFor();
    } finally {
      await context.close();
    }
  });

  it('keeps the desktop without the bar, in the block order of the spec', async () => {
    const { context, page } = await newPage(e2e.browser, base(), DESKTOP);
    try {
      await page.goto('/');
      await page.getByTestId('home-hot').waitFor();
      expect(await page.getByTestId('tabbar').count()).toBe(0);
      expect(await page.getByTestId('home-categories').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
