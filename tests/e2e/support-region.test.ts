import { describe, expect, it } from 'vitest';
import { API, type SystemStatusValue } from '@wl/shared';
import { Api } from '../support/api';
import { createMerchant, uniqueName, testPasswordHash } from '../support/factories';
import { hasBrowser, newPage, useE2E } from './browser';

/**
 * The support console's part of the lockout and region work, in a real browser: staff sign-in
 * shows the captcha after a failure, and an admin blocks countries and IPs from the settings
 * page (a bad entry is named, a good list applies at once). The gateway believes
 * X-Forwarded-For from loopback so the test can ask for the status as a US visitor.
 */
describe.skipIf(!hasBrowser)('support console: staff captcha and region lists (browser)', () => {
  const e2e = useE2E({ CAPTCHA_ENABLED: 'true', TRUSTED_PROXY: 'loopback' });

  it('asks for the captcha after a failed sign-in, then lets an admin block countries and IPs', async () => {
    const site = await createMerchant(e2e.gw.sql);
    const username = uniqueName('admin');
    await e2e.gw
      .sql`insert into staff (username, password_hash, role, merchant_id) values (${username}, ${await testPasswordHash('Admin1234')}, 'admin', ${site.id})`;
    const { context, page } = await newPage(e2e.browser, e2e.gw.url(site.host));
    // An address of its own: failures from 127.0.0.1 by other tests must not decide the captcha.
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': `192.0.2.${1 + Math.floor(Math.random() * 250)}` });
    try {
      await page.goto('/support');
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Password').fill('wrong-password');
      await page.getByLabel('Password').press('Enter');
      await page.getByTestId('staff-captcha-image').waitFor();
      expect(await page.getByRole('alert').textContent()).toBe('Wrong account or password');

      // The answer of this browser's captcha, found by its cookie as staff tooling would.
      const cookie = (await context.cookies()).find((c) => c.name === 'wl_captcha')!;
      const [c] = await e2e.gw.sql<{ answer: string }[]>`select answer from captchas where id = ${cookie.value}`;
      await page.getByLabel('Password').fill('Admin1234');
      await page.getByLabel('Captcha', { exact: true }).fill(c!.answer);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'What waits for you' }).waitFor();

      await page.getByRole('link', { name: 'Site settings' }).click();
      await page.getByRole('heading', { name: 'Site settings' }).waitFor();
      await page.getByRole('switch', { name: 'Region restriction' }).check();
      await page.getByLabel('Blocked countries').fill('us, sg');
      await page.getByLabel('Blocked IPs').fill('203.0.113.0/24\nnot-an-ip');
      await page.getByRole('button', { name: 'Save changes' }).click();
      expect(await page.getByRole('alert').textContent()).toBe('This setting is not valid: “not-an-ip”');

      await page.getByLabel('Blocked IPs').fill('203.0.113.0/24\n198.51.100.*');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText('Saved. Every gateway node applies the change within a second.').waitFor();
      // Reloaded from the server (the reload follows the notice): stored upper case, one rule per line.
      // Polled from the test, not with a string waitForFunction: the page's CSP forbids the eval
      // Playwright falls back to when the first check fails.
      await expect.poll(() => page.getByLabel('Blocked countries').inputValue(), { timeout: 15_000 }).toBe('US, SG');
      expect(await page.getByLabel('Blocked IPs').inputValue()).toBe('203.0.113.0/24\n198.51.100.*');
      if (process.env.UPDATE_SCREENS === '1') {
        await page
          .getByRole('group', { name: 'Blocked countries and IPs' })
          .scrollIntoViewIfNeeded()
          .catch(() => undefined);
        await page.screenshot({ path: 'docs/screens/support-settings-region-desktop.png' });
      }

      const asUs = new Api(e2e.gw.url(site.host), { 'x-forwarded-for': '8.8.8.8' });
      expect((await asUs.get<SystemStatusValue>(API.status)).value.status).toBe(2);
      expect((await asUs.get(API.registerSettings)).code).toBe('REGION_BLOCKED');
    } finally {
      await context.close();
    }
  });
});
