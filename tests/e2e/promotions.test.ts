import { describe, expect, it } from 'vitest';
import { API, type LoginValue, type PromotionInput, type StaffPromotion } from '@wl/shared';
import { Api } from '../support/api';
import { createAccount, createMerchant } from '../support/factories';
import { createAdmin, signInStaff } from '../support/staff';
import { pngImage } from '../integration/promotions-fixtures';
import { axeClean, seriousA11yProblems } from './a11y';
import { DESKTOP, hasBrowser, newPage, PHONE, shoot, useE2E, openSignedIn } from './browser';
import { confirmDialog } from './steps';

/**
 * Promotions end to end (docs/PROMOTIONS.md): a member applies for a promotion with images, staff
 * approve it in the console, the bonus reaches the header balance, and the reward centre's badge
 * follows the member's promotions live (a red envelope claimed in another session moves it with no
 * reload). A video promotion opens from its anchor on a phone. Every screen is axe clean.
 */
describe.skipIf(!hasBrowser)('promotions in the browser', () => {
  const e2e = useE2E();
  const HOUR = 3_600_000;

  type Site = Awaited<ReturnType<typeof createMerchant>>;

  /**
   * A site of the test's own with one signed-in member: its promotions are exactly the test's, so
   * the counts are known (the demo site collects every run's promotions).
   */
  async function memberOfNewSite(viewport = DESKTOP) {
    const site = await createMerchant(e2e.gw.sql);
    const account = await createAccount(e2e.gw.sql, site.id);
    const { context, page } = await newPage(e2e.browser, e2e.gw.url(site.host), viewport);
    await openSignedIn(page, account);
    await page.locator('[data-testid="live-link"][data-link="up"]').waitFor({ state: 'attached' });
    return { site, account, context, page };
  }

  async function promote(site: Site, over: Partial<PromotionInput>): Promise<StaffPromotion> {
    const staff = await signInStaff(e2e.gw, site);
    const r = await staff.api.post<StaffPromotion>(API.staffPromotions, {
      kind: 'apply',
      summary: '',
      content: '<p>Send a screenshot of your <b>first deposit</b>.</p>',
      startsAt: new Date(Date.now() - HOUR).toISOString(),
      endsAt: new Date(Date.now() + 48 * HOUR).toISOString(),
      bonus: 8_800,
      turnoverMultiple: 2,
      active: true,
      ...over,
    });
    expect(r.success, r.code).toBe(true);
    return r.value;
  }

  /** A real JPEG, encoded by the browser itself (the node side has no encoder). */
  async function realJpeg(page: Parameters<typeof seriousA11yProblems>[0]): Promise<Buffer> {
    const base64 = await page.evaluate(async () => {
      type Ctx = { fillStyle: string; fillRect(x: number, y: number, w: number, h: number): void };
      type Canvas = { getContext(kind: '2d'): Ctx; convertToBlob(o: { type: string; quality: number }): Promise<{ arrayBuffer(): Promise<ArrayBuffer> }> };
      const g = globalThis as unknown as { OffscreenCanvas: new (w: number, h: number) => Canvas; btoa(s: string): string };
      const canvas = new g.OffscreenCanvas(96, 64);
      const ctx = canvas.getContext('2d');
      ctx.fillStyle = '#1f6f5c';
      ctx.fillRect(0, 0, 96, 64);
      ctx.fillStyle = '#f5c451';
      ctx.fillRect(14, 16, 52, 28);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer());
      let text = '';
      for (const b of bytes) text += String.fromCharCode(b);
      return g.btoa(text);
    });
    return Buffer.from(base64, 'base64');
  }

  it('applies with images, staff approve, the bonus reaches the balance, and the reward badge follows live', async () => {
    const member = await memberOfNewSite();
    const title = 'First deposit bonus';
    await promote(member.site, { title, summary: 'Show us your first deposit and get 88.00' });
    const envelope = await promote(member.site, {
      kind: 'raffle',
      title: 'Lucky red envelope',
      summary: 'One envelope of 1.00 to 5.00 each',
      bonus: 100,
      bonusMax: 500,
    });
    await promote(member.site, { kind: 'checkin', title: 'Daily sign-in', summary: 'Sign in every day for 1.00', bonus: 100, turnoverMultiple: 1 });
    const staff = await newPage(e2e.browser, e2e.gw.url(member.site.host));
    try {
      const p = member.page;
      const tab = p.getByRole('navigation', { name: 'Player centre' }).getByRole('button', { name: /Reward center/ });
      await p.goto('/member?tab=rewardCenter');
      await p.getByTestId('reward-center').waitFor();
      await p.getByTestId('reward-count').filter({ hasText: '3' }).waitFor();
      await tab.locator('.count-badge').filter({ hasText: '3' }).waitFor();
      await p.getByTestId('reward-available').filter({ hasText: title }).waitFor();
      await shoot(p, 'member-rewards-desktop');
      await axeClean(p, 'reward centre', '.member');

      // Claimed in another session of the same member: the push moves the badge here, no reload.
      const other = new Api(e2e.gw.url(member.site.host));
      const signedIn = await other.post<LoginValue>(
        API.login,
        { type: 'username', username: member.account.username, password: member.account.password },
        true,
      );
      other.token = signedIn.value.token;
      expect((await other.post(API.raffleClaim, { promotionId: envelope.id })).success).toBe(true);
      await tab.locator('.count-badge').filter({ hasText: '2' }).waitFor();
      await p.getByTestId('reward-history').filter({ hasText: envelope.title }).getByText('Claimed').waitFor();

      await p.goto('/promotions');
      const card = p.getByTestId('promo').filter({ hasText: title });
      await card.getByTestId('promo-status').waitFor();
      expect(await card.getByTestId('promo-status').textContent()).toBe('Join');
      await shoot(p, 'promotions-desktop');
      await axeClean(p, 'promotions page');
      await card.getByTestId('promo-details').click();
      await card.getByText('Send a screenshot of your').waitFor();
      expect(await card.locator('b').textContent()).toBe('first deposit');

      await card.getByTestId('promo-action').click();
      const dialog = p.getByRole('dialog', { name: `Apply: ${title}` });
      await dialog.getByTestId('promo-comment').fill('Deposited 500 on Monday');
      expect(await dialog.getByTestId('promo-counter').textContent()).toBe('23 / 140');
      await dialog.getByTestId('promo-images').setInputFiles([
        { name: 'slip.png', mimeType: 'image/png', buffer: pngImage(64, 48) },
        { name: 'slip.jpg', mimeType: 'image/jpeg', buffer: await realJpeg(p) },
      ]);
      await dialog.getByRole('img', { name: 'Image 2: slip.jpg' }).waitFor();
      await shoot(p, 'promotions-apply-desktop');
      await axeClean(p, 'apply dialog', '[role="dialog"]');
      await dialog.getByTestId('promo-apply-submit').click();
      expect(await p.getByRole('alertdialog').getByTestId('dialog-message').textContent()).toContain(`Your application for ${title} was sent`);
      await confirmDialog(p);
      await card.getByTestId('promo-status').filter({ hasText: 'Applying' }).waitFor();
      await p.getByTestId('account-menu').click();
      await p.getByRole('menuitem', { name: /Reward center/ }).waitFor();
      await p.getByTestId('menu-reward-badge').filter({ hasText: '1' }).waitFor();
      await p.keyboard.press('Escape');

      // Staff review it in the console: images shown, approve after confirming.
      const s = staff.page;
      await s.goto('/support');
      const admin = await createAdmin(e2e.gw.sql, member.site.id);
      await s.getByLabel('Username').fill(admin.username);
      await s.getByLabel('Password').fill(admin.password);
      await s.getByLabel('Password').press('Enter');
      await s.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Applications' }).click();
      const row = s.getByTestId('staff-application').filter({ hasText: member.account.username });
      await row.getByTestId('app-view').click();
      await s.getByTestId('app-image').first().waitFor();
      expect(await s.getByTestId('app-image').count()).toBe(2);
      await shoot(s, 'support-promotion-application');
      await s.keyboard.press('Escape');
      await axeClean(s, 'console applications', 'main');
      const before = await p.getByTestId('header-balance').textContent();
      await row.getByTestId('app-approve').click();
      await confirmDialog(s, 'Approve');
      await s.getByTestId('staff-application').filter({ hasText: member.account.username }).waitFor({ state: 'detached' });

      // The member: bonus on the balance (pushed), told in a message, Issued with its turnover.
      await p
        .getByTestId('header-balance')
        .filter({ hasNotText: before ?? '' })
        .waitFor();
      const notice = p.getByRole('dialog', { name: 'New message' });
      await notice.waitFor();
      await p.keyboard.press('Escape');
      await card.getByTestId('promo-status').filter({ hasText: 'Issued' }).waitFor();
      await p.goto('/member?tab=rewardCenter');
      const issued = p.getByTestId('reward-history').filter({ hasText: title });
      await issued.getByText('Issued').waitFor();
      expect(await issued.getByText('0.00 / 176.00').count()).toBe(1);
      await shoot(p, 'member-rewards-history-desktop');
      await axeClean(p, 'reward centre after approval', '.member');
    } finally {
      await member.context.close();
      await staff.context.close();
    }
  });

  it('opens a video promotion from its anchor on a phone, and the reward centre fits the phone', async () => {
    const member = await memberOfNewSite(PHONE);
    const title = 'Watch and win';
    await promote(member.site, { title: 'First deposit bonus' });
    const promo = await promote(member.site, { kind: 'event', title, target: 50_000, bonus: 2_000, videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    try {
      const p = member.page;
      await p.goto(`/promotions#${promo.id}`);
      const card = p.locator(`[id="${promo.id}"]`);
      await card.getByTestId('promo-video').waitFor();
      expect(await card.getByTestId('promo-details').getAttribute('aria-expanded')).toBe('true');
      await card.getByTestId('promo-action').click();
      await confirmDialog(p);
      await card.getByTestId('promo-status').filter({ hasText: 'Joined' }).waitFor();
      await shoot(p, 'promotions-phone');
      await axeClean(p, 'promotions on a phone');
      await p.goto('/member?tab=rewardCenter');
      await p.getByTestId('reward-history').filter({ hasText: title }).getByText('Joined').waitFor();
      await shoot(p, 'member-rewards-phone');
      await axeClean(p, 'reward centre on a phone', '.member');
    } finally {
      await member.context.close();
    }
  });
});
