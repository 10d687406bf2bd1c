import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API, type StaffLoginValue } from '@wl/shared';
import { Api } from '../support/api';
import { createAccount, createMerchant, testPasswordHash, uniqueName } from '../support/factories';
import { axeAtRest, axeClean } from './a11y';
import { DESKTOP, PHONE_390, demoMerchantId, hasBrowser, newPage, openAgentCentre, openSignedIn, shootTop, useE2E } from './browser';
import { loginDialog, staffSignIn } from './steps';

/** See shell.test.ts: no DOM types here, and functions run in the page read globalThis themselves. */
type InPage = { document: { documentElement: { getAttribute(n: string): string | null } } };

const root = (page: Page) =>
  page.evaluate(() => {
    const html = (globalThis as unknown as InPage).document.documentElement;
    return [html.getAttribute('lang'), html.getAttribute('dir')];
  });

/** The selector's options as [code, text] pairs, without the bidi isolates an Arabic page puts round values. */
const options = async (page: Page) =>
  (
    await page
      .getByTestId('language-select')
      .first()
      .locator('option')
      .evaluateAll((els) => els.map((o) => [(o as unknown as { value: string }).value, o.textContent ?? '']))
  ).map(([code, text]) => [code, text!.replace(/[\u2066-\u2069]/g, '').trim()]);

describe.skipIf(!hasBrowser)('Arabic, right to left', () => {
  const e2e = useE2E();

  it('switches to Arabic from the selector: lang="ar", dir="rtl", Arabic text, and it stays after a reload', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    try {
      await page.goto('/');
      await page.getByTestId('header-login').filter({ hasText: 'Log in' }).waitFor();
      // The banner carousel's swiper, started left to right (reaching for it starts it).
      await page.locator('.carousel').first().hover();
      await page.locator('.carousel .swiper').first().waitFor({ state: 'attached' });
      expect(await page.locator('.carousel .swiper-rtl').count()).toBe(0);
      await page.getByTestId('language-select').first().selectOption('AR');
      await page.getByTestId('header-login').filter({ hasText: 'تسجيل الدخول' }).waitFor();
      expect(await root(page)).toEqual(['ar', 'rtl']);
      // Swiper reads the direction when it starts: it is started again, right to left.
      await page.locator('.carousel .swiper-rtl').first().waitFor({ state: 'attached' });
      expect(await page.evaluate('localStorage.getItem("lang")')).toBe('AR');
      await page.reload();
      await page.getByTestId('header-login').filter({ hasText: 'تسجيل الدخول' }).waitFor();
      expect(await root(page)).toEqual(['ar', 'rtl']);
    } finally {
      await context.close();
    }
  });

  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE_390],
  ] as const) {
    it(
      `reads the home page, the login popup, the deposit page and the agent centre in Arabic on a ${size}, with no serious axe problem`,
      { timeout: 120_000 },
      async () => {
        const merchantId = await demoMerchantId(e2e.gw);
        const { context, page } = await newPage(e2e.browser, e2e.gw.url(), viewport);
        try {
          // The choice a visitor makes in the selector (tested above), stored before the first load.
          await context.addInitScript('localStorage.setItem("lang", "AR")');
          await page.goto('/');
          // The first load also fetches the Arabic texts; under a full suite's load that can take a while.
          await page.getByTestId('header-login').filter({ hasText: 'تسجيل الدخول' }).waitFor({ timeout: 60_000 });
          expect(await root(page)).toEqual(['ar', 'rtl']);
          await axeAtRest(page, `home (ar, ${size})`);
          await shootTop(page, `rtl-home-${size}`);

          await page.getByTestId('header-login').click();
          const dialog = page.getByRole('dialog', { name: 'تسجيل الدخول' });
          await dialog.waitFor();
          await axeClean(page, `login popup (ar, ${size})`, '[role="dialog"]');
          await shootTop(page, `rtl-login-${size}`);
          await page.keyboard.press('Escape');
          await loginDialog(page).waitFor({ state: 'detached' });

          const member = await createAccount(e2e.gw.sql, merchantId);
          await openSignedIn(page, member, '/member?tab=depositv2');
          await page.locator('.member__heading').waitFor();
          await page.getByRole('heading', { name: 'إيداع' }).first().waitFor();
          await page.waitForFunction(
            () => !(globalThis as unknown as { document: { querySelector(s: string): unknown } }).document.querySelector('.spinner, [aria-busy="true"]'),
          );
          expect(await root(page)).toEqual(['ar', 'rtl']);
          await axeAtRest(page, `deposit (ar, ${size})`);
          await shootTop(page, `rtl-deposit-${size}`);

          const agent = await createAccount(e2e.gw.sql, merchantId, { type: 1, affiliateCode: uniqueName('rtl') });
          await createAccount(e2e.gw.sql, merchantId, { parentId: agent.id });
          await openAgentCentre(page, agent);
          await page.getByRole('heading', { name: 'نظرة عامة على الفريق' }).waitFor();
          expect(await root(page)).toEqual(['ar', 'rtl']);
          await axeAtRest(page, `agent centre (ar, ${size})`);
          await shootTop(page, `rtl-agent-${size}`);
        } finally {
          await context.close();
        }
      },
    );
  }
});

describe.skipIf(!hasBrowser)('the languages the site offers', () => {
  const e2e = useE2E();

  it("offers only the operator's languages, marks one without its own text, and moves a visitor off a language no longer offered", async () => {
    const site = await createMerchant(e2e.gw.sql, { languages: ['EN', 'AR', 'DE'], defaultLanguage: 'AR' });
    const { context, page } = await newPage(e2e.browser, e2e.gw.url(site.host));
    try {
      // A new visitor reads the site's default, Arabic.
      await page.goto('/');
      await page.getByTestId('header-login').filter({ hasText: 'تسجيل الدخول' }).waitFor();
      expect(await root(page)).toEqual(['ar', 'rtl']);
      expect(await options(page)).toEqual([
        ['EN', 'English'],
        ['AR', 'العربية'],
        ['DE', 'Deutsch (نص إنجليزي)'],
      ]);
      // The language's name is isolated from the Arabic around it (i18n/catalog.ts isolateValue).
      expect(await page.getByTestId('language-select').first().locator('option[value="DE"]').textContent()).toBe('\u2068Deutsch\u2069 (نص إنجليزي)');
      await page.getByTestId('language-select').first().selectOption('DE');
      // German has no text of its own: English text, left to right.
      await page.getByTestId('header-login').filter({ hasText: 'Log in' }).waitFor();
      expect(await root(page)).toEqual(['de', 'ltr']);
      expect((await options(page)).map(([, text]) => text)).toEqual(['English', 'العربية', 'Deutsch (English text)']);

      // The operator takes German and Arabic off the list and makes Japanese the default.
      const admin = uniqueName('adm');
      await e2e.gw
        .sql`insert into staff (username, password_hash, role, merchant_id) values (${admin}, ${await testPasswordHash('Admin1234')}, 'admin', ${site.id})`;
      const staff = new Api(e2e.gw.url(site.host));
      staff.token = (await staff.post<StaffLoginValue>(API.staffLogin, { username: admin, password: 'Admin1234' })).value.token;
      const saved = await staff.put(API.staffSettings, { languages: ['EN', 'JA'], defaultLanguage: 'JA' });
      expect(saved.success, JSON.stringify(saved)).toBe(true);

      // The stored German is no longer offered: the next page load reads the default, and keeps it.
      await page.reload();
      await page.getByTestId('header-login').filter({ hasText: 'ログイン' }).waitFor();
      expect(await root(page)).toEqual(['ja', 'ltr']);
      expect(await page.evaluate('localStorage.getItem("lang")')).toBe('JA');
      expect(await options(page)).toEqual([
        ['EN', 'English'],
        ['JA', '日本語'],
      ]);
    } finally {
      await context.close();
    }
  });

  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE_390],
  ] as const) {
    it(`lets an admin choose them in Site settings, each language marked with whether it has its own text (${size})`, async () => {
      const site = await createMerchant(e2e.gw.sql);
      const admin = { username: uniqueName('adm'), password: 'Admin1234' };
      await e2e.gw
        .sql`insert into staff (username, password_hash, role, merchant_id) values (${admin.username}, ${await testPasswordHash(admin.password)}, 'admin', ${site.id})`;
      const { context, page } = await newPage(e2e.browser, e2e.gw.url(site.host), viewport);
      try {
        await staffSignIn(page, admin);
        await page.goto('/support/settings');
        const section = page.getByTestId('site-languages');
        await section.getByText('39 of 39 offered').waitFor();
        const row = (code: string) => section.locator('li', { has: page.locator(`#sc-lang-${code}`) });
        expect(await row('JA').locator('.sc-badge').textContent()).toBe('Own text');
        expect(await row('DE').locator('.sc-badge').textContent()).toBe('English text');

        await section.getByRole('button', { name: 'Only those with their own text' }).click();
        await section.getByText('10 of 39 offered').waitFor();
        expect(await page.locator('#sc-lang-DE').isChecked()).toBe(false);
        await page.locator('#sc-lang-KO').uncheck();
        await page.getByLabel('Default language').selectOption('JA');
        await axeAtRest(page, `Site settings, languages (${size})`);
        await section.scrollIntoViewIfNeeded();
        if (process.env.UPDATE_SCREENS === '1') await page.screenshot({ path: `docs/screens/site-languages-${size}.png` });
        await page.getByRole('button', { name: 'Save changes' }).click();
        await page.getByText('Saved. Every gateway node applies the change within a second.').waitFor();

        const c = (await new Api(e2e.gw.url(site.host)).get<{ languages: string[]; defaultLanguage: string }>(API.whitelabel)).value;
        expect(c.languages).toEqual(['EN', 'TY', 'CN', 'VI', 'TH', 'JA', 'ID', 'MS', 'AR']);
        expect(c.defaultLanguage).toBe('JA');
      } finally {
        await context.close();
      }
    });
  }
});
