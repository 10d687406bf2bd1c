import { describe, expect, it } from 'vitest';
import { API, type StaffVipTask, type VipTaskInput } from '@wl/shared';
import { Api } from '../support/api';
import { createAccount, createMerchant } from '../support/factories';
import { createAdmin, signInStaff } from '../support/staff';
import { play } from '../integration/vip-fixtures';
import { axeClean } from './a11y';
import { DESKTOP, hasBrowser, newPage, PHONE, shoot, useE2E, openSignedIn } from './browser';

/**
 * VIP tasks and the lucky wheel end to end (docs/VIP-WHEEL.md): staff add a task and edit the
 * wheel in the console (a bad weight is refused in place); a member whose bets complete the task
 * claims its spins on /vip, spins from the keyboard and hears the result, rotates the seed and
 * verifies the spin in the browser; staff see the spin. On a phone with reduced motion the wheel
 * jumps and the result is announced at once. Axe on every screen and dialog.
 */
describe.skipIf(!hasBrowser)('vip wheel in the browser', () => {
  const e2e = useE2E();

  async function addTask(site: { id: number; host: string }, over: Partial<VipTaskInput> = {}) {
    const staff = await signInStaff(e2e.gw, site);
    const r = await staff.api.post<StaffVipTask>(API.staffVipTasks, {
      title: 'Bet 1,200 this week',
      kind: 'valid_bets',
      period: 'weekly',
      target: 120_000,
      rewardSpins: 3,
      rewardBonus: 500,
      minLevel: 1,
      active: true,
      ...over,
    });
    expect(r.success, r.code).toBe(true);
    return r.value;
  }

  it('staff set a task and the wheel; a member completes the task, claims spins, spins and verifies the spin (desktop)', async () => {
    const site = await createMerchant(e2e.gw.sql);
    const staffPage = await newPage(e2e.browser, e2e.gw.url(site.host), DESKTOP);
    const member = await createAccount(e2e.gw.sql, site.id);
    const { context, page } = await newPage(e2e.browser, e2e.gw.url(site.host), DESKTOP);
    try {
      // Console: a new task through the form, and a wheel edit refused, then saved.
      const s = staffPage.page;
      await s.goto('/support');
      const admin = await createAdmin(e2e.gw.sql, site.id);
      await s.getByLabel('Username').fill(admin.username);
      await s.getByLabel('Password').fill(admin.password);
      await s.getByLabel('Password').press('Enter');
      await s.getByRole('link', { name: 'VIP wheel' }).click();
      await s.getByTestId('wheel-segment-row').first().waitFor();
      await axeClean(s, 'console VIP wheel');
      await s.getByTestId('vip-task-new').click();
      const form = s.getByTestId('vip-task-form');
      await form.getByLabel('Title').fill('Bet 1,200 this week');
      await form.getByLabel('Target amount').fill('1200');
      await form.getByLabel('Wheel spins given').fill('3');
      await form.getByLabel('Bonus given').fill('5');
      await axeClean(s, 'console task dialog', '[role="dialog"]');
      await s.getByTestId('vtf-save').click();
      await s.getByTestId('staff-vip-task').filter({ hasText: 'Bet 1,200 this week' }).waitFor();
      const weight = s.getByTestId('vwe-weight').first();
      await weight.fill('0');
      await s.getByTestId('wheel-save').click();
      await s.getByText('A whole number from 1').waitFor();
      await weight.fill('300');
      await s.getByTestId('vwe-label').first().fill('5 pesos');
      await s.getByTestId('wheel-save').click();
      await s.getByText('Wheel saved.').waitFor();
      await shoot(s, 'vip-wheel-console');

      // The member's bets make VIP 1 and complete the week's task.
      await play(e2e.gw.sql, site.id, member.id, 120_000);
      await openSignedIn(page, member);
      await page.goto('/vip?tab=tasks');
      const task = page.getByTestId('vip-task').filter({ hasText: 'Bet 1,200 this week' });
      await task.getByText('Ready to claim').waitFor();
      await axeClean(page, 'vip tasks');
      await shoot(page, 'vip-tasks-desktop');
      await task.getByTestId('vip-task-claim').click();
      await task.getByText(/Claimed: 3 spins \+ 5\.00/).waitFor();

      // The wheel: spins from the keyboard, the result is announced once it stops.
      await page.goto('/vip?tab=wheel');
      await page.getByTestId('wheel-spins').filter({ hasText: '3' }).waitFor();
      const hash = (await page.getByTestId('wheel-server-hash').textContent())!;
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      expect(await page.getByTestId('vip-wheel').getByText('5 pesos').count()).toBeGreaterThan(0);
      await axeClean(page, 'vip wheel');
      await page.getByTestId('wheel-spin').focus();
      await page.keyboard.press('Enter');
      const result = page.getByTestId('wheel-result');
      await result.filter({ hasText: /The wheel stopped on/ }).waitFor();
      await page.getByTestId('wheel-spins').filter({ hasText: '2' }).waitFor();
      // The wheel turned (at least five whole turns) through a CSS transform with a transition.
      const disc = page.getByTestId('wheel-disc');
      expect(Number(await disc.getAttribute('data-angle'))).toBeGreaterThanOrEqual(1800);
      expect(await disc.evaluate((el) => getComputedStyle(el).transitionDuration)).not.toBe('0s');
      const row = page.getByTestId('wheel-spin-row').first();
      await row.waitFor();
      const label = (await row.locator('td').nth(1).textContent())!;
      expect(await result.textContent()).toContain(label);
      await result.scrollIntoViewIfNeeded();
      await shoot(page, 'vip-wheel-desktop');

      // Rotate the seed: the spin's seed is revealed and the browser recomputes it.
      await page.getByLabel('New client seed (optional)').fill('e2e-lucky');
      await page.getByTestId('wheel-rotate').click();
      await page.getByTestId('wheel-revealed').getByText('1 spin can now be verified').waitFor();
      await page.getByTestId('wheel-client-seed').filter({ hasText: 'e2e-lucky' }).waitFor();
      expect(await page.getByTestId('wheel-server-hash').textContent()).not.toBe(hash);
      await page.getByTestId('wheel-verify-open').first().click();
      const dialog = page.getByRole('dialog');
      await axeClean(page, 'verify dialog', '[role="dialog"]');
      await dialog.getByTestId('wheel-verify-submit').click();
      await dialog.getByTestId('wheel-verify-verdict').filter({ hasText: 'Same' }).waitFor();
      expect(await dialog.getByText('Matches').count()).toBe(1);
      await axeClean(page, 'verify dialog with result', '[role="dialog"]');
      await page.keyboard.press('Escape');

      // Staff see the spin.
      await s.reload();
      await s.getByTestId('staff-wheel-spin').filter({ hasText: member.username }).waitFor();
    } finally {
      await context.close();
      await staffPage.context.close();
    }
  });

  it('spins on a phone with reduced motion: the wheel jumps and the result is announced at once', async () => {
    const site = await createMerchant(e2e.gw.sql);
    const task = await addTask(site, { title: 'Play 2 rounds today', kind: 'rounds', period: 'daily', target: 2, rewardSpins: 2, rewardBonus: 0 });
    const member = await createAccount(e2e.gw.sql, site.id);
    await play(e2e.gw.sql, site.id, member.id, 100_000);
    await play(e2e.gw.sql, site.id, member.id, 1_000);
    const api = new Api(e2e.gw.url(site.host));
    const signed = await api.post<{ token: string }>(API.login, { type: 'username', username: member.username, password: member.password }, true);
    api.token = signed.value.token;
    expect((await api.post(API.vipTaskClaim.replace(':id', String(task.id)))).success).toBe(true);
    const { context, page } = await newPage(e2e.browser, e2e.gw.url(site.host), PHONE);
    try {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openSignedIn(page, member);
      await page.goto('/vip?tab=wheel');
      await page.getByTestId('wheel-spins').filter({ hasText: '2' }).waitFor();
      await page.getByTestId('wheel-spin').click();
      await page
        .getByTestId('wheel-result')
        .filter({ hasText: /The wheel stopped on/ })
        .waitFor();
      await page.getByTestId('wheel-spins').filter({ hasText: '1' }).waitFor();
      await page.getByTestId('wheel-spin-row').first().waitFor();
      // The site's reduced-motion rule (or the wheel's own) leaves no visible transition.
      expect(Number.parseFloat(await page.getByTestId('wheel-disc').evaluate((el) => getComputedStyle(el).transitionDuration))).toBeLessThan(0.01);
      await axeClean(page, 'vip wheel phone');
      await shoot(page, 'vip-wheel-phone');
      // The last spin: the only task is claimed, so the wheel says none is open and offers no way to one.
      await page.getByTestId('wheel-spin').click();
      await page.getByTestId('wheel-spins').filter({ hasText: '0' }).waitFor();
      await page.getByText(/none is open for you right now/).waitFor();
      expect(await page.getByTestId('wheel-to-tasks').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
