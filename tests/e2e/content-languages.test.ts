import { describe, expect, it } from 'vitest';
import { API, type StaffPromotion } from '@wl/shared';
import { createMerchant } from '../support/factories';
import { createAdmin, signInStaff } from '../support/staff';
import { promotionInput } from '../integration/promotions-fixtures';
import { axeClean } from './a11y';
import { DESKTOP, hasBrowser, newPage, useE2E } from './browser';
import { openConsoleSection, staffSignIn } from './steps';

/**
 * Staff content per language (docs/LANGUAGES.md "Staff content per language"): staff write a
 * promotion's Japanese title in the console's Translations block, and a visitor of a site whose
 * default language is Japanese reads it, with the untranslated summary in English and the footer's
 * licence text in Japanese. The editors are axe clean.
 */
describe.skipIf(!hasBrowser)('staff content per language in the browser', () => {
  const e2e = useE2E();

  it('staff translate a promotion in the console and a Japanese visitor reads it', async () => {
    const site = await createMerchant(e2e.gw.sql);
    const { api } = await signInStaff(e2e.gw, site);
    expect((await api.put(API.staffSettings, { languages: ['EN', 'JA'], defaultLanguage: 'JA' })).success).toBe(true);
    expect(
      (await api.put(API.staffSettings, { licenceText: 'Licensed and regulated', siteTexts: { JA: { licenceText: '認可を受けて運営しています' } } })).success,
    ).toBe(true);
    const made = await api.post<StaffPromotion>(API.staffPromotions, promotionInput({ title: 'Weekend bonus', summary: 'Play all weekend' }));
    expect(made.success, made.code).toBe(true);

    const staff = await newPage(e2e.browser, e2e.gw.url(site.host), DESKTOP);
    try {
      const s = staff.page;
      // Staff chose English (the site's default is Japanese).
      await staff.context.addInitScript(() => localStorage.setItem('lang', 'EN'));
      await staffSignIn(s, await createAdmin(e2e.gw.sql, site.id));
      await openConsoleSection(s, 'Promotions');
      await s.getByTestId('staff-promotion').filter({ hasText: 'Weekend bonus' }).getByRole('button', { name: 'Edit' }).click();
      const block = s.getByTestId('pf-translations');
      await block.getByLabel('Language').selectOption('JA');
      await block.getByTestId('tr-title').fill('週末ボーナス');
      await axeClean(s, 'promotion editor with translations', '[role="dialog"]');
      await s.getByTestId('pf-save').click();
      await s.getByTestId('promotion-form').waitFor({ state: 'detached' });
      // The footer texts in Site settings show the stored Japanese licence text.
      await openConsoleSection(s, 'Site settings');
      const footer = s.getByTestId('sc-footer-translations');
      await footer.getByLabel('Language').selectOption('JA');
      expect(await footer.getByTestId('tr-licenceText').inputValue()).toBe('認可を受けて運営しています');
      await axeClean(s, 'site settings footer texts', '[data-testid="site-footer-texts"]');
    } finally {
      await staff.context.close();
    }

    const visitor = await newPage(e2e.browser, e2e.gw.url(site.host), DESKTOP);
    try {
      const p = visitor.page;
      await p.goto('/promotions');
      const card = p.getByTestId('promo').filter({ hasText: '週末ボーナス' });
      await card.waitFor();
      // The summary has no Japanese version: the English one shows.
      expect(await card.locator('.promo__summary').textContent()).toBe('Play all weekend');
      await p.getByTestId('licence-text').filter({ hasText: '認可を受けて運営しています' }).waitFor();
      expect(await p.evaluate(() => document.documentElement.lang)).toBe('ja');
    } finally {
      await visitor.context.close();
    }
  });
});
