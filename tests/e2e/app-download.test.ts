import { describe, expect, it } from 'vitest';
import { API } from '@wl/shared';
import { createMerchant } from '../support/factories';
import { createAdmin, signInStaff } from '../support/staff';
import { axeClean } from './a11y';

import { DESKTOP, hasBrowser, newPage, PHONE, shoot, useE2E } from './browser';
import { staffSignIn } from './steps';

/**
 * The app download page (docs/PAGES.md): staff set the links in the console, the page shows a QR
 * code and a download button per configured platform, a clear state for one without an app, the
 * install guides, and a device hint from the user agent on a phone. Every screen is axe clean.
 */
describe.skipIf(!hasBrowser)('app download in the browser', () => {
  const e2e = useE2E();
  const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

  it('staff edit the links in the console and the page follows, desktop and phone', async () => {
    const site = await createMerchant(e2e.gw.sql);
    const admin = await signInStaff(e2e.gw, site);
    const set = await admin.api.put(API.staffAppLink.replace(':platform', 'android'), {
      url: 'https://cdn.example.com/aurum.apk',
      version: '2.4.0',
      minOs: 'Android 8.0',
      sizeMb: 38.6,
      releaseNotes: 'Faster lobby.',
      enabled: true,
    });
    expect(set.success, set.code).toBe(true);

    // The console: an unsafe link is refused, a good one saved.
    const creds = await createAdmin(e2e.gw.sql, site.id);
    const { context: sc, page: s } = await newPage(e2e.browser, e2e.gw.url(site.host));
    await staffSignIn(s, creds);
    await s.getByRole('link', { name: 'App links' }).click();
    const ios = s.getByTestId('applink-form-ios');
    await ios.getByTestId('applink-url-ios').fill('javascript:alert(1)');
    await ios.getByTestId('applink-enabled-ios').check();
    await ios.getByTestId('applink-save-ios').click();
    await ios.getByText('Use an https address or a path starting with /').waitFor();
    await ios.getByTestId('applink-url-ios').fill('/downloads/aurum.ipa');
    await ios.getByTestId('applink-save-ios').click();
    await ios.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await axeClean(s, 'console app links');
    await shoot(s, 'support-app-links-desktop');
    // Back to "no iOS app" for the member screens below (the clear state).
    await ios.getByTestId('applink-enabled-ios').uncheck();
    await ios.getByTestId('applink-save-ios').click();
    await ios.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await sc.close();

    const { context, page } = await newPage(e2e.browser, e2e.gw.url(site.host), DESKTOP);
    await page.goto('/download');
    const android = page.getByTestId('app-card-android');
    await android.getByRole('img', { name: 'QR code to download the Android app' }).locator('svg path').waitFor();
    expect(await android.getByTestId('download-android').getAttribute('href')).toBe('https://cdn.example.com/aurum.apk');
    await page.getByTestId('app-none-ios').waitFor();
    await page.getByTestId('guide-ios').getByText('VPN & Device Management').waitFor();
    expect(await page.getByTestId('device-hint').count()).toBe(0);
    await axeClean(page, 'download desktop');
    await shoot(page, 'app-download-desktop');

    // The side menu's app entry links to the page.
    await page.goto('/');
    await page.getByRole('button', { name: 'Download the app' }).click();
    await page.getByRole('img', { name: 'QR code to download the Android app' }).waitFor();
    await page.getByTestId('side-app-page').click();
    await page.getByTestId('app-card-android').waitFor();
    await context.close();

    const phone = await e2e.browser.newContext({
      baseURL: e2e.gw.url(site.host),
      viewport: PHONE,
      userAgent: ANDROID_UA,
      isMobile: true,
      hasTouch: true,
      reducedMotion: 'reduce',
    });
    const p = await phone.newPage();
    await p.goto('/download');
    await p.getByTestId('device-hint').filter({ hasText: 'Android' }).waitFor();
    await p.getByTestId('app-card-android').locator('svg path').first().waitFor();
    // The visitor's platform comes first.
    expect(await p.locator('[data-testid^="app-card-"]').first().getAttribute('data-testid')).toBe('app-card-android');
    await axeClean(p, 'download phone');
    await shoot(p, 'app-download-phone');
    await phone.close();
  });
});
