import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { API, type StaffAnnouncement } from '@wl/shared';
import { createAccount, createMerchant } from '../support/factories';
import { signInStaff } from '../support/staff';
import { XSS_CORPUS, corpusChunks, trapXss, unsafeMarkup } from '../support/xss-corpus';
import { DESKTOP, hasBrowser, useE2E } from './browser';
import { login } from './steps';

/**
 * Stored XSS (docs/ANNOUNCEMENTS.md "XSS corpus"): every payload of
 * tests/support/xss-corpus.ts is written through the real API into announcements (HTML), notices,
 * staff messages (plain text) and help articles (HTML), then rendered on the real pages in headless
 * Chromium with the CSP bypassed, so only the sanitisers (on write in the gateway, on render in
 * the page) stand in the way. Nothing runs (no `__xss` call, no dialog) and the rendered content
 * holds none of what a sanitiser removes.
 */
/** Waits for data, however loaded the machine is (expect.poll's default is one second). */
const POLL = { timeout: 30_000 };

describe.skipIf(!hasBrowser)('stored XSS corpus', () => {
  const e2e = useE2E();

  async function trappedPage(browser: Browser, baseURL: string) {
    const context = await browser.newContext({ baseURL, viewport: DESKTOP, bypassCSP: true, reducedMotion: 'reduce' });
    const trap = await trapXss(context);
    const page = await context.newPage();
    page.on('pageerror', (err) => console.error(`[browser] ${err.message}`));
    return { context, page, hits: trap.hits };
  }

  /** The rendered content under `selector` is clean; `where` names it in a failure. */
  async function clean(page: Page, selector: string, where: string) {
    expect(await unsafeMarkup(page, selector), `${where}: markup a sanitiser should have removed`).toEqual([]);
  }

  it('runs nothing from announcements, notices, staff messages or help articles', async () => {
    const site = await createMerchant(e2e.gw.sql);
    const { api } = await signInStaff(e2e.gw, site);
    const ok = (r: { success: boolean; code: string }, what: string) => expect(r.success, `${what}: ${r.code}`).toBe(true);

    // Announcements: one list item per payload (so no payload can hide another), the title too;
    // and every payload together in one visitor popup.
    for (const [i, x] of XSS_CORPUS.entries()) {
      const made = await api.post<StaffAnnouncement>(API.staffAnnouncements, {
        type: 'PL',
        execution: 'A',
        title: `${i} ${x.payload}`.slice(0, 120),
        content: x.payload,
        announcementImages: [],
        sort: 0,
      });
      ok(made, `announcement ${x.id}`);
      ok(await api.post(API.staffAnnouncementPublish.replace(':id', String(made.value.id))), `publish ${x.id}`);
    }
    const popup = await api.post<StaffAnnouncement>(API.staffAnnouncements, {
      type: 'PU',
      execution: 'B',
      title: 'All payloads',
      content: XSS_CORPUS.map((x) => `<div>${x.payload}</div>`).join(''),
      announcementImages: [],
      sort: 0,
    });
    ok(popup, 'popup');
    ok(await api.post(API.staffAnnouncementPublish.replace(':id', String(popup.value.id))), 'publish popup');

    // Notices (plain text): the corpus as their content, payloads as their titles.
    const chunks = corpusChunks(2000);
    for (const [i, content] of chunks.entries()) {
      ok(await api.post(API.staffHomeNotices, { title: XSS_CORPUS[i]!.payload.slice(0, 80), content, sort: i, active: true }), `notice ${i}`);
    }

    // Staff messages (plain text) to one member.
    const member = await createAccount(e2e.gw.sql, site.id);
    for (const [i, body] of chunks.entries()) {
      ok(
        await api.post(API.staffMessages, { audience: 'one', usernames: [member.username], title: XSS_CORPUS[i + 2]!.payload.slice(0, 100), body }),
        `message ${i}`,
      );
    }

    // Help articles (HTML): one per payload. One the gateway refuses (nothing left after
    // sanitising, say) is not stored, which is as safe.
    const helpTitles: string[] = [];
    for (const [i, x] of XSS_CORPUS.entries()) {
      const r = await api.put<{ title: string }>(API.staffHelp, {
        lang: 'EN',
        slug: `xss-${i}`,
        title: `XSS ${i} ${x.id} ${x.payload}`.slice(0, 100),
        content: x.payload,
        sort: i,
      });
      // The title as stored is what the popup's button says.
      if (r.success) helpTitles.push(r.value.title);
      else expect(r.code, `help ${x.id}`).toBe('VALIDATION_FAILED');
    }

    const url = e2e.gw.url(site.host);
    const visitor = await trappedPage(e2e.browser, url);
    try {
      const page = visitor.page;
      await page.goto('/');
      const dialog = page.getByRole('dialog', { name: 'All payloads' });
      await dialog.waitFor();
      await dialog.getByTestId('announcement-content').waitFor();
      await clean(page, '[data-testid="announcement-content"]', 'visitor popup');
      await dialog.getByTestId('announcement-close').click();
      await dialog.waitFor({ state: 'detached' });

      // Every help article, each opened in the help popup.
      await page.goto('/help#xss-0');
      const article = page.getByTestId('help-article');
      await article.waitFor();
      for (const title of helpTitles) {
        // The popup may list an article twice (its language and the EN it falls back to): either opens it.
        await page.locator('.help__nav').getByRole('button', { name: title, exact: true }).first().click();
        await clean(page, '[data-testid="help-article"], .help__nav', `help "${title}"`);
      }
    } finally {
      await visitor.context.close();
    }

    const signedIn = await trappedPage(e2e.browser, url);
    try {
      const page = signedIn.page;
      await page.goto('/');
      // The visitor popup first (this is a new session), then sign in.
      await page.getByRole('dialog', { name: 'All payloads' }).getByTestId('announcement-close').click();
      await login(page, member.username, member.password);
      // Every notice of the marquee (a member's: the notices need a token), opened in its modal.
      const notices = page.getByTestId('notice');
      await expect.poll(() => notices.count(), POLL).toBe(chunks.length);
      for (let i = 0; i < chunks.length; i++) {
        await notices.nth(i).click();
        const body = page.getByTestId('notice-body');
        await body.waitFor();
        expect(await body.textContent()).toBe(chunks[i]);
        await clean(page, '.marquee__list, [data-testid="notice-body"]', `notice ${i}`);
        await page.keyboard.press('Escape');
        await body.waitFor({ state: 'detached' });
      }
      // Every announcement of the list, each opened, page after page.
      await page.goto('/member?tab=announcements');
      const list = page.getByTestId('announcement-list');
      let opened = 0;
      for (;;) {
        const items = list.getByTestId('announcement-item');
        await items.first().waitFor();
        await list.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
        const n = await items.count();
        for (let i = 0; i < n; i++) {
          await items.nth(i).locator('summary').click();
          await items.nth(i).getByTestId('announcement-content').waitFor({ state: 'attached' });
        }
        opened += n;
        await clean(page, '[data-testid="announcement-list"]', `announcement list after ${opened}`);
        const next = list.getByTestId('announcement-list-next');
        if ((await next.count()) === 0 || (await next.isDisabled())) break;
        const firstId = await items.first().getAttribute('data-id');
        await next.click();
        await expect.poll(() => list.getByTestId('announcement-item').first().getAttribute('data-id'), POLL).not.toBe(firstId);
      }
      expect(opened).toBe(XSS_CORPUS.length);

      // The staff messages, each opened.
      await page.goto('/member?tab=messageV2');
      const rows = page.getByTestId('message-row');
      await expect.poll(() => rows.count(), POLL).toBe(chunks.length);
      // One message is open at a time: each is read and checked as it opens.
      const read: string[] = [];
      for (let i = 0; i < chunks.length; i++) {
        await rows.nth(i).getByRole('button').first().click();
        const text = rows.nth(i).locator('.messages__text');
        await text.waitFor();
        read.push((await text.textContent()) ?? '');
        await clean(page, '[data-testid="messages"]', `message ${i}`);
      }
      expect(read.sort()).toEqual([...chunks].sort());
    } finally {
      await signedIn.context.close();
    }

    expect([...visitor.hits, ...signedIn.hits], 'payloads that ran').toEqual([]);
  });
});
