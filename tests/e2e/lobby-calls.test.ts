import { describe, expect, it } from 'vitest';
import { createAccount, createMerchant } from '../support/factories';
import { DESKTOP, demoMerchantId, hasBrowser, newPage, openSignedIn, useE2E } from './browser';

/**
 * What the lobby asks and keeps as the product says: the hot-games call with its parameters,
 * recent games loaded at login (not first on /recent), the site's wallet mode kept under
 * `merchantWallet`, the side menu's order (category pages, the resource link, then the e-lottery
 * and sports launchers) and the app's QR codes at 120 px.
 */
describe.skipIf(!hasBrowser)('lobby calls and keys', () => {
  const e2e = useE2E();

  it('sends the hot-games parameters and shows the side menu in order with 120 px QR codes', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.gw.url('127.0.0.1'), DESKTOP);
    try {
      const hot = page.waitForRequest((r) => r.url().includes('GCSGAME_hotGamesV2'));
      await page.goto('/');
      const params = new URL((await hot).url()).searchParams;
      expect(params.get('isPlatform')).toBe('2');
      expect(params.get('platform')).toBe('flash,html5-desktop');
      expect(params.get('language')).toBe('EN');
      expect(params.get('merchantCode')).toBeTruthy();
      const side = page.locator('.side__nav');
      const labels = (await side.locator('.side__group').nth(1).locator('a, button').allTextContents()).map((s) => s.trim());
      const resource = labels.indexOf('Responsible gaming');
      expect(resource).toBeGreaterThan(0);
      expect(labels.slice(resource + 1, resource + 3).map((l) => l.replace(/Play$/, ''))).toEqual(['E-lottery', 'Sports']);
      await side.getByRole('button', { name: 'Download the app' }).click();
      const qr = side.locator('.qr__svg svg').first();
      await qr.waitFor();
      const box = (await qr.boundingBox())!;
      expect(Math.round(box.width)).toBe(120);
      expect(Math.round(box.height)).toBe(120);
    } finally {
      await context.close();
    }
  });

  it('loads catalogue images from one of the image hosts the site lists', async () => {
    const site = await createMerchant(e2e.gw.sql, { imageCDNs: ['https://img-a.example', 'https://img-b.example'] });
    const { context, page } = await newPage(e2e.browser, e2e.gw.url(site.host), DESKTOP);
    try {
      const hosts = new Set<string>();
      // The hosts do not exist here: note where the page asks, and answer nothing.
      await page.route(/img-[ab]\.example/, (route) => {
        hosts.add(new URL(route.request().url()).host);
        return route.abort();
      });
      await page.goto('/');
      await expect.poll(() => hosts.size).toBeGreaterThan(0);
      // One host for the whole visit.
      expect(hosts.size).toBe(1);
    } finally {
      await context.close();
    }
  });

  it("loads a member's recent games at login and keeps the wallet mode under merchantWallet", async () => {
    const account = await createAccount(e2e.gw.sql, await demoMerchantId(e2e.gw));
    const { context, page } = await newPage(e2e.browser, e2e.gw.url('127.0.0.1'), DESKTOP);
    try {
      const recent = page.waitForRequest((r) => r.url().includes('GCS_recentGame'));
      await openSignedIn(page, account, '/');
      const params = new URL((await recent).url()).searchParams;
      expect(params.get('page')).toBe('1');
      expect(params.get('clientType')).toBe('3');
      expect(new URL(page.url()).pathname).toBe('/');
      await page.goto('/member?tab=transferFund');
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem('merchantWallet'))).toMatch(/"isSingle":(true|false)/);
    } finally {
      await context.close();
    }
  });
});
