import { describe, expect, it } from 'vitest';
import { createMerchant } from '../support/factories';
import { createAdmin } from '../support/staff';
import sharp from 'sharp';
import { axeAtRest } from './a11y';
import { DESKTOP, PHONE_390, hasBrowser, newPage, shoot, shootTop, useE2E } from './browser';
import { openConsoleSection, staffSignIn } from './steps';

/**
 * White-label for real (docs/BRANDING.md), in a real browser: an admin renames the site, picks
 * colours (a colour text cannot be read on is flagged before saving and refused by the gateway),
 * uploads a logo, and reads the module switches in words; a visitor's page already open on the
 * site takes the new name, colours and logo without a reload.
 */
/** A 600 x 150 wordmark on a transparent ground, as an operator would upload. */
const wordmark = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="150"><circle cx="75" cy="75" r="60" fill="#7ee0a1"/>` +
        `<text x="160" y="98" font-family="sans-serif" font-size="64" font-weight="800" fill="#eef0f5">HARBOUR</text></svg>`,
    ),
  )
    .png()
    .toBuffer();

describe.skipIf(!hasBrowser)('site brand (browser)', () => {
  const e2e = useE2E();

  it('lets an admin brand the site and switch a module off, and an open page follows at once', async () => {
    const site = await createMerchant(e2e.gw.sql);
    const admin = await createAdmin(e2e.gw.sql, site.id);
    const visitor = await newPage(e2e.browser, e2e.gw.url(site.host), PHONE_390);
    const staff = await newPage(e2e.browser, e2e.gw.url(site.host), DESKTOP);
    const accentOf = () => visitor.page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--accent').trim());
    try {
      await visitor.page.goto('/');
      await visitor.page.getByRole('link', { name: 'Aurum Play' }).first().waitFor();
      // The /site socket is up: a push can reach this page.
      await visitor.page.locator('[data-testid="site-link"][data-link="up"]').waitFor({ state: 'attached' });

      await staffSignIn(staff.page, admin);
      await openConsoleSection(staff.page, 'Site settings');
      const brand = staff.page.getByTestId('site-brand');
      await brand.getByLabel('Site name').fill('Lucky Harbour');
      // Too dark on the dark background: flagged in the form, and the gateway refuses it too.
      await brand.getByLabel('Accent colour', { exact: true }).fill('#1c2230');
      await brand.getByText(/is too low: it needs 4\.5:1/).waitFor();
      await staff.page.getByRole('button', { name: 'Save changes' }).click();
      expect(await staff.page.getByRole('alert').textContent()).toBe('This colour is too close to the background for text to be read: “#1c2230”');
      await brand.getByLabel('Accent colour', { exact: true }).fill('#7ee0a1');
      await brand.getByText(/Contrast 11\.8:1 \(needs 4\.5:1\)/).waitFor();
      // Switches say what they are and do, not their constants.
      await staff.page.getByText('Visitors can try games with play money, without registering.').waitFor();
      await visitor.page.getByRole('button', { name: 'Try free play' }).waitFor();
      await staff.page.getByRole('switch', { name: 'Free play' }).uncheck();
      await axeAtRest(staff.page, 'site settings with the brand');
      await brand.scrollIntoViewIfNeeded();
      await shoot(staff.page, 'support-settings-brand-desktop');
      await staff.page.getByRole('button', { name: 'Save changes' }).click();
      await staff.page.getByText('Saved. Every gateway node applies the change within a second.').waitFor();

      // The visitor's page, never reloaded, takes the name and the colours.
      await visitor.page.getByRole('link', { name: 'Lucky Harbour' }).first().waitFor({ timeout: 15_000 });
      await expect.poll(accentOf, { timeout: 10_000 }).toBe('#7ee0a1');
      expect(await visitor.page.title()).toBe('Lucky Harbour');
      // The switched-off module is gone from the open page too.
      await visitor.page.getByRole('button', { name: 'Try free play' }).waitFor({ state: 'detached' });

      // A logo: uploaded at once, shown in the console and on the open page.
      await staff.page.locator('#sc-logo-file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await wordmark() });
      await staff.page.getByText('Logo saved: every open page shows it now.').waitFor();
      await staff.page.getByRole('img', { name: 'Current logo of Lucky Harbour' }).waitFor();
      const logo = visitor.page.locator('.header .logo__image');
      await logo.waitFor({ timeout: 15_000 });
      expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);
      await axeAtRest(visitor.page, 'home with the new brand on a phone');
      await shootTop(visitor.page, 'brand-home-phone');
    } finally {
      await visitor.context.close();
      await staff.context.close();
    }
  });

  it('shows the settings page in one column on a phone', async () => {
    const site = await createMerchant(e2e.gw.sql);
    const admin = await createAdmin(e2e.gw.sql, site.id);
    const { context, page } = await newPage(e2e.browser, e2e.gw.url(site.host), PHONE_390);
    try {
      await staffSignIn(page, admin);
      await openConsoleSection(page, 'Site settings');
      await page.getByTestId('site-brand').getByLabel('Site name').waitFor();
      await axeAtRest(page, 'site settings on a phone');
      await shootTop(page, 'support-settings-brand-phone');
    } finally {
      await context.close();
    }
  });
});
