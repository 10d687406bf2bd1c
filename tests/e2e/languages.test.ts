import { describe, expect, it } from 'vitest';
import { hasBrowser, newPage, useE2E } from './browser';
import { login } from './steps';

/** See shell.test.ts: no DOM types here, and functions run in the page read globalThis themselves. */
type El = { getAttribute(n: string): string | null; textContent: string | null; parentElement: El | null; children: ArrayLike<El> };
type InPage = { document: { documentElement: El; querySelector(s: string): El | null } };

describe.skipIf(!hasBrowser)('languages in the browser', () => {
  const e2e = useE2E();

  it('switches to Thai from its own file, writes hisLang on the first switch, and keeps Thai after a reload', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    try {
      await page.goto('/');
      await page.getByTestId('header-login').filter({ hasText: 'Log in' }).waitFor();
      expect(await page.evaluate('localStorage.getItem("hisLang")')).toBeNull();

      await page.getByTestId('language-select').first().selectOption('TH');
      await page.getByTestId('header-login').filter({ hasText: 'เข้าสู่ระบบ' }).waitFor();
      expect(await page.evaluate('localStorage.getItem("lang")')).toBe('TH');
      expect(await page.evaluate('localStorage.getItem("hisLang")')).toBe('EN');
      const root = () =>
        page.evaluate(() => {
          const html = (globalThis as unknown as InPage).document.documentElement;
          return [html.getAttribute('lang'), html.getAttribute('dir')];
        });
      expect(await root()).toEqual(['th', 'ltr']);

      await page.reload();
      await page.getByTestId('header-login').filter({ hasText: 'เข้าสู่ระบบ' }).waitFor();
      await page.getByTestId('language-select').first().selectOption('VI');
      await page.getByTestId('header-login').filter({ hasText: 'Đăng nhập' }).waitFor();
      expect(await page.evaluate('localStorage.getItem("hisLang")')).toBe('TH');
      expect(await root()).toEqual(['vi', 'ltr']);
    } finally {
      await context.close();
    }
  });

  it('places the selector in the side menu before the point mall; a guest has no VIP entry (it follows hasVip)', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    try {
      await page.goto('/');
      await page.getByTestId('side-language').waitFor();
      const siblings = await page.evaluate(() => {
        const lang = (globalThis as unknown as InPage).document.querySelector('[data-testid="side-language"]')!;
        return Array.from(lang.parentElement!.children).map((el) => el.getAttribute('data-testid') ?? (el.textContent ?? '').trim());
      });
      const at = siblings.indexOf('side-language');
      expect(siblings[at + 1]).toBe('Point mall');
      expect(siblings).not.toContain('VIP club');
    } finally {
      await context.close();
    }
  });

  it('formats the balance with the separators of the language', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    try {
      await page.goto('/');
      await login(page, 'demo', 'Demo1234');
      const balance = page.getByTestId('header-balance');
      expect(await balance.textContent()).toMatch(/(^|[^\d.,])\d{1,3}(,\d{3})*\.\d{2}$/);
      await page.getByTestId('language-select').first().selectOption('ID');
      await expect.poll(async () => balance.textContent()).toMatch(/(^|[^\d.,])\d{1,3}(\.\d{3})*,\d{2}$/);
    } finally {
      await context.close();
    }
  });
  it('mirrors the layout when the page is right to left: side menu at the right, header actions at the left', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    try {
      await page.goto('/');
      await page.getByTestId('header-login').waitFor();
      // Arabic switches the page to dir="rtl" (rtl.test.ts); the layout itself is checked here by
      // turning the English page right to left, so only the boxes move, not the words.
      const sides = () =>
        page.evaluate(() => {
          type Box = { getBoundingClientRect(): { left: number; right: number } };
          const doc = (globalThis as unknown as { document: { querySelector(s: string): Box } }).document;
          const x = (sel: string) => doc.querySelector(sel).getBoundingClientRect();
          return { side: x('.side'), main: x('main'), logo: x('.header .logo'), actions: x('.header__actions') };
        });
      const ltr = await sides();
      expect(ltr.side.right).toBeLessThanOrEqual(ltr.main.left + 1);
      expect(ltr.logo.left).toBeLessThan(ltr.actions.left);

      await page.evaluate(() => ((globalThis as unknown as { document: { documentElement: { dir: string } } }).document.documentElement.dir = 'rtl'));
      const rtl = await sides();
      expect(rtl.side.left).toBeGreaterThanOrEqual(rtl.main.right - 1);
      expect(rtl.logo.left).toBeGreaterThan(rtl.actions.left);
      if (process.env.UPDATE_SCREENS) await page.screenshot({ path: 'docs/screens/home-rtl-desktop.png' });
    } finally {
      await context.close();
    }
  });
});
