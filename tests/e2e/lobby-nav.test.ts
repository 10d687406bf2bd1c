import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../support/factories';
import { describeProblems, seriousA11yProblems } from './a11y';
import { demoMerchantId, hasBrowser, newPage, useE2E } from './browser';
import { login, pathOf } from './steps';

/**
 * The header's top navigation fits every desktop width (docs/LOBBY.md "Top navigation"): the
 * entries that do not fit collapse into "More", the header's own controls always show, and
 * "More" is a keyboard-friendly disclosure.
 */
const WIDTHS = [768, 860, 1024, 1180, 1280, 1366, 1440, 1600, 1920];

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const row = (page: Page) => page.locator('.topnav > .topnav__list');
/**
 * The entries in the row and under More, read in one go inside the page: two separate reads
 * could straddle a refit (after a resize) and see the row before it and More after it.
 */
function entryHrefs(page: Page): Promise<{ shown: string[]; more: string[] }> {
  return page.evaluate(`(() => {
    const read = (selector) => [...document.querySelectorAll(selector)].map((a) => a.getAttribute('href') ?? '');
    return { shown: read('.topnav > .topnav__list > li > a'), more: read('.topnav__more-list a') };
  })()`);
}

/** Everything the header shows lies inside the window, and the row ends before the controls. */
async function fits(page: Page, width: number): Promise<string> {
  const actions = await page.locator('.header__actions').boundingBox();
  const list = await row(page).boundingBox();
  const logo = await page.locator('.header .logo').boundingBox();
  if (!actions || !list || !logo) return 'header parts missing';
  if (actions.x + actions.width > width + 0.5) return `controls end at ${actions.x + actions.width}`;
  if (list.x + list.width > actions.x + 0.5) return `row ends at ${list.x + list.width}, controls start at ${actions.x}`;
  if (logo.x + logo.width > list.x + 0.5) return 'row overlaps the logo';
  return 'fits';
}

async function checkEveryWidth(page: Page, all: string[]) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 700 });
    await expect.poll(() => fits(page, width), { message: `header at ${width} px` }).toBe('fits');
    // Each entry is reachable exactly once: in the row, or else under More.
    const { shown, more } = await entryHrefs(page);
    expect([...shown, ...more], `entries at ${width} px`).toEqual(all);
    expect(await page.getByTestId('topnav-more').count(), `More at ${width} px`).toBe(more.length > 0 ? 1 : 0);
  }
}

describe.skipIf(!hasBrowser)('top navigation in the browser', () => {
  const e2e = useE2E();

  it('fits every width from 768 to 1920 px for a guest and a member, with the controls always shown', async () => {
    const account = await createAccount(e2e.gw.sql, await demoMerchantId(e2e.gw));
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    try {
      await page.goto('/');
      // The menus have arrived once a category shows (promotions is there from the start).
      await nav(page).locator('a[href="/live"]').waitFor({ state: 'attached' });
      await page.setViewportSize({ width: 1920, height: 700 });
      const { shown, more } = await entryHrefs(page);
      const all = [...shown, ...more];
      expect(all[0]).toBe('/');
      expect(all.at(-1)).toBe('/promotions');

      await checkEveryWidth(page, all);
      await page.getByTestId('header-register').waitFor();

      await page.setViewportSize({ width: 1366, height: 700 });
      await login(page, account.username, account.password);
      await checkEveryWidth(page, all);
      await page.getByTestId('account-menu').waitFor();

      // Phones use the drawer instead.
      await page.setViewportSize({ width: 767, height: 700 });
      await nav(page).waitFor({ state: 'hidden' });
    } finally {
      await context.close();
    }
  });

  it('opens More from the keyboard, closes it on Escape with focus back, and keeps drop menus on screen', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.gw.url(), { width: 1024, height: 700 });
    try {
      await page.goto('/');
      const more = page.getByTestId('topnav-more');
      await more.waitFor();
      await nav(page).locator('.topnav__more-list a[href="/promotions"]').waitFor({ state: 'attached' });
      expect(await more.getAttribute('aria-expanded')).toBe('false');

      await more.focus();
      await page.keyboard.press('Enter');
      expect(await more.getAttribute('aria-expanded')).toBe('true');
      const list = page.locator(`#${await more.getAttribute('aria-controls')}`);
      await list.waitFor();
      const problems = await seriousA11yProblems(page, '.header');
      expect(problems, describeProblems('header with More open', problems)).toEqual([]);
      await page.keyboard.press('Tab');
      await list.locator('a:focus').waitFor();
      await page.keyboard.press('Escape');
      await list.waitFor({ state: 'hidden' });
      expect(await more.getAttribute('aria-expanded')).toBe('false');
      await page.locator('[data-testid="topnav-more"]:focus').waitFor();

      // A link under More navigates, closes the list, and More shows the page is one of its own.
      await more.click();
      await list.getByRole('link', { name: 'Promotions' }).click();
      await list.waitFor({ state: 'hidden' });
      expect(pathOf(page)).toBe('/promotions');
      await page.locator('[data-testid="topnav-more"].topnav__link--active').waitFor();

      // The last category in the row still opens its vendors on hover, inside the window.
      const drops = page.locator('.topnav > .topnav__list > .topnav__item--drop');
      const last = drops.nth((await drops.count()) - 1);
      await last.locator('.topnav__link').hover();
      const menu = last.locator('.dropmenu');
      await menu.locator('.dropmenu__link').first().waitFor({ state: 'visible' });
      const box = await menu.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(1024);
    } finally {
      await context.close();
    }
  });
});
