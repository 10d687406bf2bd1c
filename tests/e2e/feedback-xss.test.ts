import { describe, expect, it } from 'vitest';
import { API, type FeedbackReceipt } from '@wl/shared';
import { Api } from '../support/api';
import { createMerchant } from '../support/factories';
import { createAdmin } from '../support/staff';
import { XSS_CORPUS, trapXss, unsafeMarkup } from '../support/xss-corpus';
import { DESKTOP, hasBrowser, useE2E } from './browser';
import { staffSignIn } from './steps';

/**
 * Stored XSS through feedback (docs/ENGAGE.md): the corpus of
 * tests/support/xss-corpus.ts sent as descriptions and as guest sender names through the real
 * call, then read by staff in the console inbox and each item's detail, in headless Chromium with
 * the CSP bypassed. Nothing runs, nothing unsafe is rendered, and what was stored has no markup.
 */
describe.skipIf(!hasBrowser)('stored XSS through feedback', () => {
  const e2e = useE2E();

  it('runs nothing in the console from feedback descriptions or sender names', async () => {
    const site = await createMerchant(e2e.gw.sql);
    const url = e2e.gw.url(site.host);
    const ids: number[] = [];
    // Two payloads per feedback (one page of the inbox, within the per-IP limit), after words that
    // keep the description long enough once the tags are gone; payloads as guest names too.
    for (let i = 0; i < XSS_CORPUS.length; i += 2) {
      const content = `Report ${i} about the site: ${XSS_CORPUS[i]!.payload} ${XSS_CORPUS[i + 1]?.payload ?? ''}`.slice(0, 200);
      const r = await new Api(url).put<FeedbackReceipt>(API.feedback, {
        type: 0,
        content,
        captcha: 'unchecked',
        sender: XSS_CORPUS[i + 1]?.payload.slice(0, 64) ?? '',
      });
      expect(r.success, `payloads ${XSS_CORPUS[i]!.id}: ${r.code}`).toBe(true);
      ids.push(r.value.id);
    }
    const stored = await e2e.gw.sql<{ content: string; sender: string }[]>`select content, sender from feedback where id = any(${ids}::bigint[])`;
    for (const f of stored) {
      expect(f.content, 'stored description').not.toMatch(/<[a-z!/?]/i);
      expect(f.sender, 'stored sender').not.toMatch(/<[a-z!/?]/i);
    }

    const admin = await createAdmin(e2e.gw.sql, site.id);
    const context = await e2e.browser.newContext({ baseURL: url, viewport: DESKTOP, bypassCSP: true, reducedMotion: 'reduce' });
    const trap = await trapXss(context);
    try {
      const page = await context.newPage();
      await staffSignIn(page, admin);
      await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Feedback' }).click();
      const rows = page.getByTestId('fb-row');
      await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(ids.length);
      expect(await unsafeMarkup(page, 'main')).toEqual([]);
      for (let i = 0; i < ids.length; i++) {
        await rows.nth(i).getByTestId('fb-open').click();
        const detail = page.getByTestId('fb-detail');
        await detail.getByTestId('fb-content').waitFor();
        expect(await unsafeMarkup(page, '[data-testid="fb-detail"]'), `feedback ${i}`).toEqual([]);
        await page.keyboard.press('Escape');
        await detail.waitFor({ state: 'detached' });
      }
      expect(trap.hits).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
