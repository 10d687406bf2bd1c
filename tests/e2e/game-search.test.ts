import { describe, expect, it } from 'vitest';
import { createAccount } from '../support/factories';
import { axeAtRest } from './a11y';
import { DESKTOP, demoMerchantId, hasBrowser, newPage, openSignedIn, shootTop, useE2E, PHONE_390 } from './browser';
import { loginDialog, submitLogin } from './steps';

/**
 * Finding a game (docs/LOBBY.md "Search"): the header's search for guests, by keyboard, with
 * its orders, provider filter and "Show more"; a guest's pick opens after the login; a member's
 * category list on a phone with its providers in one sideways row. On the demo site.
 */
describe.skipIf(!hasBrowser)('game search and discovery', () => {
  const e2e = useE2E();
  const base = () => e2e.gw.url('127.0.0.1');

  it('lets a guest search from the header with the keyboard, sort, filter by provider and show more', async () => {
    const { context, page } = await newPage(e2e.browser, base(), DESKTOP);
    try {
      await page.goto('/');
      await page.getByTestId('header-search').waitFor();
      // "/" opens the search with the cursor in its box.
      await page.keyboard.press('/');
      await page.waitForURL('**/search');
      const box = page.getByRole('searchbox', { name: 'Search all games' });
      await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
      // Before a name: a hint and the hot games.
      await page.getByRole('heading', { name: 'Popular right now' }).waitFor();
      await page.keyboard.type('lucky');
      await page.keyboard.press('Enter');
      await page.waitForURL(/keyword=lucky/);
      const tiles = page.getByTestId('search-page').getByTestId('game-tile');
      await expect.poll(() => tiles.count()).toBe(20);
      const names = () => page.getByTestId('search-page').locator('.game-tile__name').allTextContents();
      expect((await names()).every((n) => n.toLowerCase().includes('lucky'))).toBe(true);
      // One clear button: ours (the browser's own is hidden by the style sheet: see the screens).
      expect(await page.getByRole('button', { name: 'Clear search' }).count()).toBe(1);
      // A to Z.
      await page.getByTestId('list-sort').selectOption('name');
      await page.waitForURL(/sort=name/);
      await expect
        .poll(async () => {
          const n = await names();
          return n.length === 20 && n.every((x, i) => i === 0 || n[i - 1]!.localeCompare(x, 'en', { sensitivity: 'base' }) <= 0);
        })
        .toBe(true);
      // Show more appends the next page below.
      const count = page.locator('.load-more__count');
      const before = await count.textContent();
      await page.getByTestId('load-more').click();
      await expect.poll(() => tiles.count()).toBe(40);
      expect(await count.textContent()).not.toBe(before);
      // A provider (the first fourteen show until "All providers" opens the rest): every tile
      // names it by its display name, not its code.
      expect(await page.getByTestId('chip-TIGER_REELS').count()).toBe(0);
      await page.getByTestId('chips-more').click();
      await page.getByTestId('chip-TIGER_REELS').click();
      await page.waitForURL(/vassalage=TIGER_REELS/);
      await expect
        .poll(async () => new Set(await page.getByTestId('search-page').locator('.game-tile__vendor').allTextContents()))
        .toEqual(new Set(['Tiger Reels']));
      await axeAtRest(page, 'search page');
      // Folded again, the chosen provider stays in view.
      await page.getByTestId('chips-more').click();
      await page.getByTestId('chip-TIGER_REELS').waitFor();
      await shootTop(page, 'search-desktop');
      // Nothing found says so, with a way back.
      await box.fill('zzqqxx');
      await box.press('Enter');
      await page.getByText('No game matches “zzqqxx”').waitFor();
      await page.getByRole('button', { name: 'Clear provider and category' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it("opens the game a guest picked once they log in, and forgets it when they don't", async () => {
    const account = await createAccount(e2e.gw.sql, await demoMerchantId(e2e.gw));
    const { context, page } = await newPage(e2e.browser, base(), DESKTOP);
    try {
      // Closing the login popup forgets the pick.
      await page.goto('/search?keyword=lucky');
      const tile = page
        .getByTestId('search-page')
        .getByRole('button', { name: /^Play / })
        .first();
      await tile.click();
      await loginDialog(page).waitFor();
      await page.keyboard.press('Escape');
      await loginDialog(page).waitFor({ state: 'detached' });
      // Picking again and logging in opens that game.
      const name = ((await tile.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
      await tile.click();
      await submitLogin(page, account.username, account.password);
      await page.getByTestId('header-balance').waitFor();
      const frame = page.getByTestId('game-frame');
      await frame.waitFor();
      expect(await frame.getAttribute('title')).toBe(name);
    } finally {
      await context.close();
    }
  });

  it("shows a member's category on a phone with the providers in one sideways row and Show more", async () => {
    const account = await createAccount(e2e.gw.sql, await demoMerchantId(e2e.gw));
    const { context, page } = await newPage(e2e.browser, base(), PHONE_390);
    try {
      await openSignedIn(page, account, '/rng');
      const chips = page.getByTestId('vendor-chips');
      await chips.waitFor();
      const box = (await chips.boundingBox())!;
      // One row (a chip is 32 px high) that scrolls sideways.
      expect(box.height).toBeLessThan(48);
      expect(await chips.evaluate((el) => el.scrollWidth > el.clientWidth + 100)).toBe(true);
      await expect.poll(() => page.getByTestId('game-tile').count()).toBe(20);
      await page.getByTestId('load-more').click();
      await expect.poll(() => page.getByTestId('game-tile').count()).toBe(40);
      // Popular order is offered and kept in the address.
      await page.getByTestId('list-sort').selectOption('popular');
      await page.waitForURL(/sort=popular/);
      await axeAtRest(page, 'slots on a phone');
      await shootTop(page, 'phone-slots-list');
      // The header's search on a phone.
      await page.getByTestId('header-search').click();
      await page.waitForURL('**/search');
      await page.getByRole('searchbox', { name: 'Search all games' }).fill('dragon');
      await page.waitForURL(/keyword=dragon/);
      await expect.poll(() => page.getByTestId('search-page').getByTestId('game-tile').count()).toBeGreaterThan(0);
      await shootTop(page, 'phone-search');
    } finally {
      await context.close();
    }
  });
});
