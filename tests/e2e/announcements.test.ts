import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API, type StaffAnnouncement } from '@wl/shared';
import { createAccount, createMerchant } from '../support/factories';
import { createAdmin, signInStaff } from '../support/staff';
import { axeClean } from './a11y';
import { DESKTOP, PHONE, hasBrowser, newPage, shoot, useE2E } from './browser';
import { confirmDialog, login, logout, staffSignIn } from './steps';

/**
 * Announcements in the browser (docs/ANNOUNCEMENTS.md), each test on a merchant of its own: the
 * popup once per session (shown, closed, a reload does not show it again, a new session does),
 * execution B for visitors, A for members and F on the first login, the live publish to open pages
 * (a visitor's and a member's), the member centre's list of 9 a page, and staff writing and
 * publishing one in the console. axe finds nothing serious, on desktop and phone.
 */
/** Waits for data, however loaded the machine is (expect.poll's default is one second). */
const POLL = { timeout: 30_000 };

describe.skipIf(!hasBrowser)('announcements', () => {
  const e2e = useE2E();

  type Ann = { type?: string; title: string; execution?: string; content?: string; announcementImages?: { sequence: number; url: string }[]; sort?: number };
  async function siteWith(items: Ann[]) {
    const site = await createMerchant(e2e.gw.sql);
    const { api } = await signInStaff(e2e.gw, site);
    const publish = async (a: Ann) => {
      const made = await api.post<StaffAnnouncement>(API.staffAnnouncements, {
        type: 'PU',
        execution: 'B',
        content: '<p>Read me.</p>',
        announcementImages: [],
        sort: 0,
        ...a,
      });
      expect(made.success, made.code).toBe(true);
      expect((await api.post(API.staffAnnouncementPublish.replace(':id', String(made.value.id)))).success).toBe(true);
      return made.value;
    };
    for (const a of items) await publish(a);
    return { site, publish, url: e2e.gw.url(site.host) };
  }

  /** The machine loaded and has nothing to show now, with the push link up: a fact, not a wait. */
  const settled = (page: Page) => page.locator('[data-testid="site-link"][data-link="up"][data-popup="waiting"]').waitFor({ state: 'attached' });
  const popupTitled = (page: Page, title: string) => page.getByRole('dialog', { name: title });
  const closePopup = async (page: Page, title: string) => {
    await popupTitled(page, title).getByTestId('announcement-close').click();
    await popupTitled(page, title).waitFor({ state: 'detached' });
  };

  it('a visitor gets the B popup once per session: closed, a reload keeps it closed, a new session shows it again', async () => {
    const { url } = await siteWith([
      { title: 'For members', execution: 'A' },
      {
        title: 'Visitors welcome',
        execution: 'B',
        content: '<p>Hello <strong>visitor</strong>, 100% bonus today.</p>',
        announcementImages: [{ sequence: 1, url: '/lgw/home/art/welcome.svg' }],
      },
    ]);
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const { context, page } = await newPage(e2e.browser, url, viewport);
      try {
        await page.goto('/');
        const dialog = popupTitled(page, 'Visitors welcome');
        await dialog.waitFor();
        await expect.poll(() => dialog.getByTestId('announcement-content').textContent(), POLL).toContain('Hello visitor, 100% bonus today.');
        expect(await dialog.locator('img[src="/lgw/home/art/welcome.svg"]').count()).toBe(1);
        expect(await popupTitled(page, 'For members').count()).toBe(0);
        await axeClean(page, `visitor popup (${size})`);
        await shoot(page, `announcement-popup-${size}`);
        await closePopup(page, 'Visitors welcome');
        await page.reload();
        await settled(page);
        expect(await page.getByTestId('announcement-popup').count()).toBe(0);
      } finally {
        await context.close();
      }
    }
    // A new browser session (the flag lived in session storage): shown again.
    const { context, page } = await newPage(e2e.browser, url);
    try {
      await page.goto('/');
      await popupTitled(page, 'Visitors welcome').waitFor();
    } finally {
      await context.close();
    }
  });

  it('a member gets A after logging in, F too on the first login (after the welcome), never B; logging out starts a visitor session', async () => {
    const { site, url } = await siteWith([
      { title: 'For visitors', execution: 'B' },
      { title: 'For members', execution: 'A' },
      { title: 'First login gift', execution: 'F' },
    ]);
    const regular = await createAccount(e2e.gw.sql, site.id);
    const { context, page } = await newPage(e2e.browser, url);
    try {
      await page.goto('/');
      await closePopup(page, 'For visitors');
      await login(page, regular.username, regular.password);
      const member = popupTitled(page, 'For members');
      await member.waitFor();
      // One popup only: no pager, so neither F nor B is in it.
      expect(await member.getByTestId('announcement-next').count()).toBe(0);
      await closePopup(page, 'For members');
      await page.reload();
      await settled(page);
      expect(await page.getByTestId('announcement-popup').count()).toBe(0);
      // Signing out ends the session and its flags (as it clears the rest of session storage): a visitor again.
      await logout(page);
      await confirmDialog(page);
      await popupTitled(page, 'For visitors').waitFor();
      await closePopup(page, 'For visitors');
      // Signing in again is a new session: the member popup shows again.
      await login(page, regular.username, regular.password);
      await popupTitled(page, 'For members').waitFor();
    } finally {
      await context.close();
    }

    const first = await createAccount(e2e.gw.sql, site.id);
    await e2e.gw.sql`update accounts set first_login = true where id = ${first.id}`;
    const second = await newPage(e2e.browser, url, PHONE);
    try {
      const p = second.page;
      await p.goto('/');
      await closePopup(p, 'For visitors');
      await login(p, first.username, first.password);
      // The first-login welcome comes first; the announcement waits for it.
      await p
        .getByRole('alertdialog')
        .getByText(/Welcome aboard/)
        .waitFor();
      expect(await p.getByTestId('announcement-popup').count()).toBe(0);
      await confirmDialog(p);
      const dialog = p.getByTestId('announcement-popup');
      await dialog.waitFor();
      const seen = [await p.getByRole('dialog').filter({ has: dialog }).getByRole('heading').first().textContent()];
      await p.getByTestId('announcement-next').click();
      seen.push(await p.getByRole('dialog').filter({ has: dialog }).getByRole('heading').first().textContent());
      expect(seen.sort()).toEqual(['First login gift', 'For members']);
      await axeClean(p, 'first-login popups (phone)');
    } finally {
      await second.context.close();
    }
  });

  it("a publish in the console reaches open pages without a reload: a visitor's popup, a member's popup and list", async () => {
    const { site, url, publish } = await siteWith([]);
    const visitor = await newPage(e2e.browser, url);
    const member = await newPage(e2e.browser, url);
    try {
      await visitor.page.goto('/');
      await settled(visitor.page);
      const account = await createAccount(e2e.gw.sql, site.id);
      await member.page.goto('/');
      await login(member.page, account.username, account.password);
      await member.page.goto('/member?tab=announcements');
      await member.page.getByText('No announcements yet.').waitFor();
      await settled(member.page);

      await publish({ title: 'Flash sale tonight', execution: 'B' });
      await popupTitled(visitor.page, 'Flash sale tonight').waitFor();
      await publish({ title: 'Members: double points', execution: 'A' });
      await popupTitled(member.page, 'Members: double points').waitFor();
      expect(await popupTitled(member.page, 'Flash sale tonight').count()).toBe(0);
      await closePopup(member.page, 'Members: double points');
      await publish({ type: 'PL', title: 'Deposit channel added' });
      await member.page.getByTestId('announcement-item').filter({ hasText: 'Deposit channel added' }).waitFor();
      // The visitor's open popup list does not take a player notice.
      expect(await popupTitled(visitor.page, 'Deposit channel added').count()).toBe(0);
    } finally {
      await visitor.context.close();
      await member.context.close();
    }
  });

  it('the member centre lists 9 a page, by type, opening in place; axe on desktop and phone', async () => {
    const items: Ann[] = [];
    for (let i = 1; i <= 10; i++)
      items.push({ type: i % 2 ? 'PR' : 'PL', title: `Update number ${i}`, content: `<p>Details of update ${i}.</p><ul><li>Point one</li></ul>` });
    items.push({
      type: 'B',
      title: 'VIP club opens',
      content: '<p>Weekly cashback for <strong>VIP 4</strong> and up.</p>',
      announcementImages: [{ sequence: 1, url: '/lgw/home/art/vip.svg' }],
    });
    const { site, url } = await siteWith(items);
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const account = await createAccount(e2e.gw.sql, site.id);
      const { context, page } = await newPage(e2e.browser, url, viewport);
      try {
        await page.goto('/');
        await login(page, account.username, account.password);
        await page.goto('/member?tab=announcements');
        const list = page.getByTestId('announcement-list');
        await expect.poll(() => list.getByTestId('announcement-item').count(), POLL).toBe(9);
        const vip = list.getByTestId('announcement-item').filter({ hasText: 'VIP club opens' });
        await vip.locator('summary').click();
        await vip.getByTestId('announcement-content').getByText('Weekly cashback for').waitFor();
        expect(await vip.locator('img[src="/lgw/home/art/vip.svg"]').count()).toBe(1);
        await axeClean(page, `member announcements (${size})`);
        await shoot(page, `member-announcements-${size}`);
        await list.getByTestId('announcement-list-next').click();
        await expect.poll(() => list.getByTestId('announcement-item').count(), POLL).toBe(2);
        await list.getByRole('button', { name: 'Banners' }).click();
        await expect.poll(() => list.getByTestId('announcement-item').allTextContents(), POLL).toEqual([expect.stringContaining('VIP club opens')]);
      } finally {
        await context.close();
      }
    }
  });

  it('staff write, preview and publish an announcement in the console; the open home page shows it; delete asks first', async () => {
    const { site, url } = await siteWith([]);
    const admin = await createAdmin(e2e.gw.sql, site.id);
    const staff = await newPage(e2e.browser, url);
    const visitor = await newPage(e2e.browser, url);
    try {
      await visitor.page.goto('/');
      await settled(visitor.page);
      const s = staff.page;
      await staffSignIn(s, admin);
      await s.getByRole('link', { name: 'Home content' }).click();
      await s.getByRole('button', { name: 'Announcements' }).click();
      await s.getByTestId('an-add').click();
      const dialog = s.getByRole('dialog', { name: 'Add an announcement' });
      await dialog.getByLabel('Pop-up shown to').selectOption('B');
      await dialog.getByTestId('an-title').fill('Console news');
      await dialog.getByTestId('an-content').fill('<p>Big <b>news</b><img src=x onerror="document.title=\'pwned\'"></p>');
      // The preview is sanitised as readers will see it.
      await dialog.getByTestId('an-preview').getByText('news').waitFor();
      expect(await dialog.getByTestId('an-preview').locator('[onerror]').count()).toBe(0);
      await dialog.getByTestId('an-save').click();
      await dialog.waitFor({ state: 'detached' });
      const row = s.getByTestId('an-row').filter({ hasText: 'Console news' });
      await row.getByText('Draft (not shown)').waitFor();
      await axeClean(s, 'console announcements');
      await shoot(s, 'support-announcements-desktop');

      await row.getByTestId('an-publish').click();
      await confirmDialog(s, 'Publish');
      await row.getByText('Published').waitFor();
      const shown = popupTitled(visitor.page, 'Console news');
      await shown.waitFor();
      await shown.getByTestId('announcement-content').getByText('news').waitFor();
      expect(await visitor.page.title()).not.toBe('pwned');

      await row.getByRole('button', { name: 'Delete Console news' }).click();
      await confirmDialog(s, 'Delete');
      await row.waitFor({ state: 'detached' });
      const [left] = await e2e.gw.sql<{ n: number }[]>`select count(*)::int as n from announcements where merchant_id = ${site.id}`;
      expect(left!.n).toBe(0);
    } finally {
      await staff.context.close();
      await visitor.context.close();
    }
  });
});
