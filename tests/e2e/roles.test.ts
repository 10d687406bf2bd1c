import { describe, expect, it } from 'vitest';
import { createAdmin, createStaff } from '../support/staff';
import { createMerchant } from '../support/factories';
import { describeProblems, seriousA11yProblems } from './a11y';
import { hasBrowser, newPage, PHONE, shoot, useE2E } from './browser';
import { staffSignIn } from './steps';

/**
 * The console's Roles page (docs/STAFF.md) in a real browser: an admin takes a permission away
 * from support on one site, saves, and the support member's console loses what it gave; admin's
 * own set is shown and cannot be changed. Keyboard only, axe at zero serious or critical, at a
 * desktop and a phone width.
 */
describe.skipIf(!hasBrowser)('staff roles (browser)', () => {
  const e2e = useE2E();

  it('an admin narrows support on one site; support loses the section at once', async () => {
    const site = await createMerchant(e2e.gw.sql);
    const admin = await createAdmin(e2e.gw.sql, site.id);
    const support = await createStaff(e2e.gw.sql, site.id, 'support');
    const a = await newPage(e2e.browser, e2e.gw.url(site.host));
    const s = await newPage(e2e.browser, e2e.gw.url(site.host));
    try {
      await staffSignIn(s.page, support);
      const supportNav = s.page.getByRole('navigation', { name: 'Console sections' });
      expect(await supportNav.getByRole('link', { name: 'Roles' }).count()).toBe(0);

      await staffSignIn(a.page, admin);
      await a.page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Roles' }).click();
      await a.page.getByRole('heading', { name: 'Roles and permissions' }).waitFor();
      const card = a.page.getByTestId('role-support');
      const feedback = card.getByRole('checkbox', { name: 'Answer feedback' });
      expect(await feedback.isChecked()).toBe(true);
      // Keyboard: focus the box, Space unticks it, Enter on Save submits.
      await feedback.focus();
      await a.page.keyboard.press('Space');
      expect(await feedback.isChecked()).toBe(false);
      await card.getByTestId('role-support-save').focus();
      await a.page.keyboard.press('Enter');
      await card.getByRole('status').filter({ hasText: 'Support: saved' }).waitFor();
      await card.getByText('changed for this site').waitFor();
      // Admin holds everything and cannot be edited.
      const adminCard = a.page.getByTestId('role-admin');
      expect(await adminCard.getByRole('checkbox', { name: 'Edit roles' }).isDisabled()).toBe(true);
      expect(await adminCard.getByRole('button', { name: 'Save' }).count()).toBe(0);
      const problems = await seriousA11yProblems(a.page);
      expect(problems, describeProblems('roles page', problems)).toEqual([]);
      await shoot(a.page, 'console-roles');

      // Support's next page load asks the gateway again: the feedback section is gone.
      await s.page.reload();
      await s.page.getByTestId('staff-name').waitFor();
      expect(await supportNav.getByRole('link', { name: 'Feedback' }).count()).toBe(0);
    } finally {
      await a.context.close();
      await s.context.close();
    }
  });

  it('reads on a phone', async () => {
    const site = await createMerchant(e2e.gw.sql);
    const admin = await createAdmin(e2e.gw.sql, site.id);
    const p = await newPage(e2e.browser, e2e.gw.url(site.host), PHONE);
    try {
      await staffSignIn(p.page, admin);
      await p.page.goto('/support/roles');
      await p.page.getByTestId('role-content').waitFor();
      const problems = await seriousA11yProblems(p.page);
      expect(problems, describeProblems('roles page, phone', problems)).toEqual([]);
      await shoot(p.page, 'console-roles-phone');
    } finally {
      await p.context.close();
    }
  });
});
