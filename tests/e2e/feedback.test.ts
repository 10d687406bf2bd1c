import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { describeProblems, seriousA11yProblems } from './a11y';
import { DESKTOP, PHONE, hasBrowser, newMemberPage, newPage, shoot, useE2E } from './browser';
import { confirmDialog, dialogMessage, staffSignIn } from './steps';

/**
 * The feedback popup end to end (docs/ENGAGE.md), with the captcha switched on: the empty-field
 * warning, the live counter, the length rule, a guest's feedback stored, and a member's feedback
 * answered from the console arriving in the member's messages with the badge pushed live. Axe on
 * the popup (desktop and phone) and on the console inbox.
 */
describe.skipIf(!hasBrowser)('feedback in the browser', () => {
  const e2e = useE2E({ CAPTCHA_ENABLED: 'true' });

  const popup = (page: Page) => page.getByRole('dialog', { name: 'Feedback' });

  /** The answer of the captcha image the popup shows (its cookie names the row), read as staff would not need to. */
  async function captchaAnswer(context: BrowserContext, page: Page) {
    await popup(page).getByTestId('captcha-image').waitFor();
    const id = (await context.cookies()).find((c) => c.name === 'wl_captcha')?.value ?? '';
    const [row] = await e2e.gw.sql<{ answer: string }[]>`select answer from captchas where id::text = ${id}`;
    return row!.answer;
  }

  async function expectClean(page: Page, where: string, selector = '[role="dialog"]') {
    const problems = await seriousA11yProblems(page, selector);
    expect(problems, describeProblems(where, problems)).toEqual([]);
  }

  it('a guest meets the empty-field warning, the counter and the length rule, then sends', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.gw.url(), DESKTOP);
    try {
      await page.goto('/');
      await page.getByTestId('feedback-cta').click();
      const form = popup(page);
      await form.getByTestId('feedback-form').waitFor();

      await form.getByTestId('feedback-submit').click();
      expect(await dialogMessage(page)).toBe('Question type, Description, Captcha is empty');
      await confirmDialog(page);

      await form.getByTestId('feedback-type').selectOption({ label: 'Withdrawal issues' });
      await form.getByTestId('feedback-content').fill('Withdrawal not here');
      await expect.poll(() => form.getByTestId('feedback-counter').textContent()).toContain('19 / 200');
      await form.locator('input[name="captcha"]').fill(await captchaAnswer(context, page));
      await form.getByTestId('feedback-submit').click();
      await form.getByRole('alert').filter({ hasText: 'The description must be 20 to 200 characters' }).waitFor();
      await shoot(page, 'feedback-desktop');
      await expectClean(page, 'feedback popup (desktop)');

      const text = 'Withdrawal not here after 3 hours <b>please</b> check';
      await form.getByTestId('feedback-content').fill(text);
      await expect.poll(() => form.getByTestId('feedback-counter').textContent()).toContain(`${text.length} / 200`);
      await form.getByTestId('feedback-submit').click();
      expect(await dialogMessage(page)).toBe('Thank you! Your feedback has been sent.');
      await confirmDialog(page);
      await form.waitFor({ state: 'detached' });
      const [row] = await e2e.gw.sql<{ type: number; content: string; accountId: string | null }[]>`
        select type, content, account_id from feedback order by id desc limit 1`;
      // Stored as plain text: the tags are gone, the words stay.
      expect(row).toEqual({ type: 2, content: 'Withdrawal not here after 3 hours please check', accountId: null });
    } finally {
      await context.close();
    }
  });

  it('is accessible on a phone, with the warning shown', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.gw.url(), PHONE);
    try {
      await page.goto('/');
      await page.getByTestId('feedback-cta').click();
      const form = popup(page);
      await form.getByTestId('captcha-image').waitFor();
      await form.getByTestId('feedback-content').fill('Too short');
      await expect.poll(() => form.getByTestId('feedback-counter').textContent()).toContain('9 / 200');
      await form.getByTestId('feedback-submit').click();
      expect(await dialogMessage(page)).toBe('Question type, Captcha is empty');
      await confirmDialog(page);
      await form.getByTestId('feedback-type').selectOption({ label: 'Others' });
      await shoot(page, 'feedback-phone');
      await expectClean(page, 'feedback popup (phone)');
    } finally {
      await context.close();
    }
  });

  it("a member's feedback from the help centre is answered in the console and arrives in messages live", async () => {
    const member = await newMemberPage(e2e);
    const staff = await newPage(e2e.browser, e2e.gw.url(), DESKTOP);
    try {
      const p = member.page;
      await p.goto('/help#term');
      const help = p.getByRole('dialog', { name: 'Help centre' });
      await help.getByTestId('help-article').waitFor();
      await help.getByTestId('help-feedback').click();
      const form = popup(p);
      await form.getByTestId('feedback-type').selectOption({ label: 'Apply agent issues' });
      await form.getByTestId('feedback-content').fill('How can I become an agent of this site?');
      await form.locator('input[name="captcha"]').fill(await captchaAnswer(member.context, p));
      await form.getByTestId('feedback-submit').click();
      expect(await dialogMessage(p)).toBe('Thank you! Your feedback has been sent; our reply will arrive in your messages.');
      await confirmDialog(p);
      expect(await p.getByTestId('header-messages-badge').count()).toBe(0);

      const s = staff.page;
      await staffSignIn(s, { username: 'admin', password: 'Admin1234' });
      await s.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Feedback' }).click();
      await s.getByTestId('fb-type-filter').selectOption({ label: 'Apply agent issues' });
      const row = s.getByTestId('fb-row').filter({ hasText: member.account.username }).filter({ hasText: 'How can I become an agent' });
      await row.waitFor();
      await shoot(s, 'support-feedback-desktop');
      await expectClean(s, 'console feedback inbox', 'main');
      await row.getByTestId('fb-open').click();
      const detail = s.getByTestId('fb-detail');
      await expect.poll(() => detail.getByTestId('fb-status').textContent()).toContain('Read');
      await detail.getByTestId('fb-reply-body').fill('Open the agent page and apply there; we answer within a day.');
      await shoot(s, 'support-feedback-detail-desktop');
      await expectClean(s, 'console feedback detail');
      await detail.getByTestId('fb-reply-send').click();
      await detail.getByTestId('fb-reply').filter({ hasText: 'Open the agent page' }).waitFor();
      expect(await detail.getByTestId('fb-status').textContent()).toContain('Replied');

      // Pushed to the member's open page: the badge appears without a reload, and the message is there.
      await p.getByTestId('header-messages-badge').filter({ hasText: '1' }).waitFor();
      const notice = p.getByRole('dialog', { name: 'New message' });
      await notice.waitFor();
      await p.keyboard.press('Escape');
      await notice.waitFor({ state: 'detached' });
      await p.getByTestId('header-messages').click();
      await p.getByTestId('message-row').filter({ hasText: 'About your feedback: Apply agent issues' }).waitFor();
    } finally {
      await member.context.close();
      await staff.context.close();
    }
  });
});
