import { describe, expect, it } from 'vitest';
import { createMerchant, uniqueMobile, uniqueName } from '../support/factories';
import { defaultSettings } from '../../gateway/src/plugins/seed.js';
import { hasBrowser, newPage, useE2E } from './browser';
import { describeProblems, seriousA11yProblems, WCAG_TAGS } from './a11y';
import { confirmDialog, verifyMobile } from './steps';

/** yyyy-MM-dd of today (UTC) moved by whole years. */
function yearsAgo(years: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

/**
 * The birthday check (members are 21 or older) in the browser: a site that asks for the date of birth shows a
 * labelled date field on both registration tabs, refuses anyone under 21 with "Please confirm
 * you are 21 years old" next to the field, and registers (and later shows) a grown-up's date.
 */
describe.skipIf(!hasBrowser)('date of birth on registration', () => {
  const e2e = useE2E();

  it('shows the field on both tabs, refuses under 21 inline, then registers and shows the date', async () => {
    const rules = defaultSettings().registerRules.map((r) => (r.field === 'birthday' ? { ...r, show: true, required: true } : r));
    const site = await createMerchant(e2e.gw.sql, { registerRules: rules });
    const { context, page } = await newPage(e2e.browser, e2e.gw.url(site.host));
    try {
      const username = uniqueName('bday');
      await page.goto('/');
      await page.getByTestId('header-register').click();
      const form = page.getByRole('dialog', { name: 'Create your account' });
      // A real date input, found by its label, marked required.
      const birthday = form.getByLabel('Date of birth');
      await birthday.waitFor();
      expect(await birthday.getAttribute('type')).toBe('date');
      expect(await birthday.getAttribute('aria-required')).toBe('true');
      expect(await form.getByText('You must be at least 21 years old').isVisible()).toBe(true);

      await form.locator('input[name="username"]').fill(username);
      await form.locator('input[name="password"]').fill('Passw0rd1');
      await form.locator('input[name="confirmPassword"]').fill('Passw0rd1');
      await birthday.fill(yearsAgo(18));
      await form.getByRole('checkbox').check();
      await form.getByTestId('register-submit').click();

      // The exact message, under the field, announced and tied to the input.
      const message = form.getByRole('alert').filter({ hasText: 'Please confirm you are 21 years old' });
      await message.waitFor();
      expect(await birthday.getAttribute('aria-invalid')).toBe('true');
      const describedBy = await birthday.getAttribute('aria-describedby');
      expect(describedBy && (await message.getAttribute('id'))).toBe(describedBy);
      const problems = await seriousA11yProblems(page, '[role="dialog"]', WCAG_TAGS);
      expect(problems, describeProblems('register with birthday', problems)).toEqual([]);
      expect(await e2e.gw.sql`select 1 from accounts where username = ${username}`).toHaveLength(0);

      // The mobile tab asks the same configured fields.
      await form.getByRole('tab', { name: 'Mobile' }).click();
      await form.getByLabel('Date of birth').waitFor();
      await form.getByRole('tab', { name: 'Username' }).click();

      // Typing clears the message; a grown-up's date registers.
      await form.getByLabel('Date of birth').fill(yearsAgo(30));
      expect(await message.count()).toBe(0);
      if (!(await form.getByRole('checkbox').isChecked())) await form.getByRole('checkbox').check();
      await form.getByTestId('register-submit').click();
      await page.getByTestId('header-balance').waitFor();
      await form.waitFor({ state: 'detached' });
      const [row] = await e2e.gw.sql<{ birthday: string }[]>`select birthday::text as birthday from accounts where username = ${username}`;
      expect(row!.birthday).toBe(yearsAgo(30));
      await confirmDialog(page);

      await page.goto('/member?tab=profile');
      const profile = page.getByTestId('profile');
      await profile.waitFor();
      expect(await profile.textContent()).toContain(yearsAgo(30));
    } finally {
      await context.close();
    }
  });

  it('sends the date of birth and the other shown fields from the mobile tab', async () => {
    const shown = new Set(['birthday', 'qqNum']);
    const rules = defaultSettings().registerRules.map((r) => (shown.has(r.field) ? { ...r, show: true, required: true } : r));
    const site = await createMerchant(e2e.gw.sql, { registerRules: rules });
    const { context, page } = await newPage(e2e.browser, e2e.gw.url(site.host));
    try {
      const mobile = uniqueMobile();
      await page.goto('/');
      await page.getByTestId('header-register').click();
      const form = page.getByRole('dialog', { name: 'Create your account' });
      await form.getByRole('tab', { name: 'Mobile' }).click();
      await verifyMobile(form, e2e.gw.sql, mobile);
      await form.locator('input[name="password"]').fill('Mobile123');
      await form.locator('input[name="confirmPassword"]').fill('Mobile123');
      await form.getByLabel('QQ number').fill('1234567');
      await form.getByLabel('Date of birth').fill('1991-03-05');
      await form.getByRole('checkbox').check();
      await form.getByTestId('register-submit').click();
      await page.getByTestId('header-balance').waitFor();
      const [row] = await e2e.gw.sql<{ qqNum: string; birthday: string }[]>`
        select qq_num, birthday::text as birthday from accounts where merchant_id = ${site.id} and mobile_num = ${mobile}`;
      expect(row).toEqual({ qqNum: '1234567', birthday: '1991-03-05' });
    } finally {
      await context.close();
    }
  });
});
