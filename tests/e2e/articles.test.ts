import { describe, expect, it } from 'vitest';
import { API, type StaffArticle } from '@wl/shared';
import { createAccount, createMerchant } from '../support/factories';
import { createAdmin, signInStaff } from '../support/staff';
import { axeClean } from './a11y';

import { DESKTOP, hasBrowser, newPage, PHONE, shoot, useE2E, openSignedIn } from './browser';
import { confirmDialog, staffSignIn } from './steps';

/**
 * Blog and news (docs/PAGES.md): staff write an article in the console and publish it (confirmed);
 * a member opens the news tab, then the article at its own address, on desktop and phone.
 */
describe.skipIf(!hasBrowser)('articles in the browser', () => {
  const e2e = useE2E();

  it('console write and publish, member list and article, desktop and phone', async () => {
    const site = await createMerchant(e2e.gw.sql);
    const admin = await signInStaff(e2e.gw, site);
    // Earlier posts, so the list looks like a real site's.
    for (const [kind, title, summary] of [
      ['news', 'Scheduled maintenance on Tuesday 03:00', 'The site pauses for about 30 minutes while we upgrade the payment servers.'],
      ['news', 'New in-house game: Crash', 'Cash out before the rocket flies away. Every round is provably fair.'],
      ['blog', 'How provably fair games work', 'A short guide to server seeds, client seeds and checking a round yourself.'],
    ] as const) {
      const a = await admin.api.post<StaffArticle>(API.staffArticles, {
        kind,
        lang: 'EN',
        title,
        summary,
        coverUrl: '',
        body: '<p>Before each round we show the <b>hash of the server seed</b>.</p><ul><li>Server seed</li><li>Client seed</li><li>Nonce</li></ul>',
      });
      expect(a.success, a.code).toBe(true);
      await admin.api.post(API.staffArticlePublish.replace(':id', String(a.value.id)));
    }

    const creds = await createAdmin(e2e.gw.sql, site.id);
    const { context: sc, page: s } = await newPage(e2e.browser, e2e.gw.url(site.host));
    await staffSignIn(s, creds);
    await s.getByRole('link', { name: 'Blog and news' }).click();
    await s.getByTestId('article-new').click();
    const form = s.getByTestId('article-form');
    await form.getByTestId('article-title').fill('Aurum Play Android app 2.4 is out');
    await form.getByTestId('article-summary').fill('Faster lobby, fingerprint sign-in and live balance on the home screen.');
    await form
      .getByTestId('article-body')
      .fill('<p>Version <b>2.4</b> is ready.</p><script>alert(1)</script><ul><li>Faster lobby</li><li>Fingerprint sign-in</li></ul>');
    await axeClean(s, 'article form');
    await form.getByTestId('article-save').click();
    await form.waitFor({ state: 'detached' });
    const row = s.getByTestId('article-row').filter({ hasText: 'Aurum Play Android app 2.4 is out' });
    await row.getByText('Draft').waitFor();
    await row.getByTestId('article-toggle').click();
    await confirmDialog(s, 'Publish');
    await row.getByText('Published', { exact: true }).waitFor();
    await axeClean(s, 'console articles');
    await shoot(s, 'support-articles-desktop');
    await sc.close();

    const account = await createAccount(e2e.gw.sql, site.id);
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await newPage(e2e.browser, e2e.gw.url(site.host), viewport);
      await openSignedIn(page, account);
      await page.goto('/member?tab=news');
      const list = page.getByTestId('articles-news');
      await list.getByText('Aurum Play Android app 2.4 is out').waitFor();
      expect(await list.locator('li').count()).toBe(3);
      await axeClean(page, 'news list');
      await shoot(page, viewport === DESKTOP ? 'news-desktop' : 'news-phone');
      await list.getByRole('button', { name: 'Aurum Play Android app 2.4 is out' }).click();
      const view = page.getByTestId('article-view');
      await view.getByText('Fingerprint sign-in', { exact: true }).waitFor();
      expect(page.url()).toMatch(/tab=news&article=\d+/);
      expect(await view.locator('script').count()).toBe(0);
      await page.getByTestId('article-back').click();
      await list.waitFor();
      if (viewport === DESKTOP) {
        await page.goto('/member?tab=blog');
        await page.getByTestId('articles-blog').getByRole('button', { name: 'How provably fair games work' }).click();
        await page.getByTestId('article-view').getByText('Server seed', { exact: true }).waitFor();
        await axeClean(page, 'blog article');
        await shoot(page, 'blog-article-desktop');
      }
      await context.close();
    }
  });
});
