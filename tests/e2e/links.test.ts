import { describe, expect, it } from 'vitest';
import { hasBrowser, newPage, useE2E } from './browser';

/** Social resources as icons, app-download QR codes at 120 px. */
describe.skipIf(!hasBrowser)('social links and app download in the browser', () => {
  const e2e = useE2E();

  it('shows the social resources as named icons, not text chips', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    try {
      await page.goto('/register');
      const links = page.getByRole('dialog', { name: 'Create your account' }).getByTestId('social-links');
      // The demo site offers Telegram and WhatsApp.
      const whatsapp = links.getByRole('link', { name: 'WhatsApp' });
      await whatsapp.waitFor();
      expect(await whatsapp.locator('svg').count()).toBe(1);
      expect((await whatsapp.textContent())?.trim()).toBe('');
      expect(await links.getByRole('link', { name: 'Telegram' }).locator('svg').count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('draws the app-download QR code at 120 px', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    try {
      await page.goto('/');
      const toggle = page.getByRole('button', { name: 'Download the app' }).first();
      const menu = page.getByRole('button', { name: 'Open menu' });
      // isVisible() does not wait: let the header render before choosing the desktop or the phone path.
      await toggle.or(menu).first().waitFor();
      if (!(await toggle.isVisible())) await menu.click();
      await toggle.click();
      const qr = page.getByRole('img', { name: 'QR code to download the Android app' });
      await qr.locator('svg').waitFor();
      // The code itself is 120 px; its white margin is around it.
      const box = await qr.locator('svg').boundingBox();
      expect(box).toMatchObject({ width: 120, height: 120 });
    } finally {
      await context.close();
    }
  });
});
