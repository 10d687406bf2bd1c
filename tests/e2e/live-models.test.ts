import { describe, expect, it } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { describeProblems, seriousA11yProblems } from './a11y';
import { DESKTOP, hasBrowser, newMemberPage, newPage, PHONE, shoot, useE2E } from './browser';
import { staffLogin } from './money-steps';

/**
 * Live hosts and chat end to end (docs/LIVE-MODELS.md) on the demo site, whose eight seeded hosts
 * belong to the built-in demo chat provider: the strip on the home page and on /live, a chat
 * opened from a card (the provider's page in the dialog's iframe), a message and the host's
 * scripted answer, for a guest on a desktop and a member on a phone; the console's page. Axe runs
 * on every screen, inside the chat's iframe too.
 */
describe.skipIf(!hasBrowser)('live hosts in the browser', () => {
  const e2e = useE2E();

  const axe = async (where: string, target: Page | Frame, selector?: string) => {
    // seriousA11yProblems only evaluates scripts, which a frame does as a page does.
    const problems = await seriousA11yProblems(target as Page, selector);
    expect(problems, describeProblems(where, problems)).toEqual([]);
  };

  /** Opens Aria's chat from the /live strip and talks to her; returns the dialog's frame. */
  async function chatWithAria(page: Page, screen: 'desktop' | 'phone', me: RegExp) {
    await page.goto('/live');
    const strip = page.getByTestId('live-hosts-live');
    const cards = strip.getByTestId('live-host');
    await cards.nth(7).waitFor();
    expect(await cards.count()).toBe(8);
    // On air first: the last two cards are the hosts who are away, and say so.
    await expect.poll(() => cards.nth(7).getByTestId('live-host-chat').textContent()).toBe('Offline');
    await page
      .locator('.lh-card img')
      .last()
      .evaluate((img) => (img as unknown as { decode(): Promise<void> }).decode());
    await axe(`/live (${screen})`, page);
    await shoot(page, `live-models-${screen}`);

    await strip.getByRole('button', { name: 'Chat with Aria' }).click();
    const dialog = page.getByRole('dialog', { name: 'Chat with Aria' });
    await dialog.waitFor();
    await expect.poll(() => dialog.locator('.lh-chat__as').textContent()).toMatch(me);
    await dialog.getByTestId('live-chat-frame').waitFor();
    const frame = page.frameLocator('[data-testid="live-chat-frame"]');
    await frame.locator('.msg--host').first().waitFor();
    expect(await frame.locator('.msg--host').first().textContent()).toContain('Welcome to my room');
    const input = frame.getByLabel('Message to Aria');
    await input.fill('<b>Hello</b> Aria, how are you?');
    await input.press('Enter');
    // Shown as typed (text, not markup), then the host answers after her typing pause.
    await frame.locator('.msg--me .msg__text').filter({ hasText: '<b>Hello</b> Aria, how are you?' }).waitFor();
    await frame.locator('.msg--host').nth(1).waitFor({ timeout: 15_000 });
    expect(await frame.locator('.msg--me b').count()).toBe(0);
    const chatFrame = page.frames().find((f) => f.url().includes('/demo-chat/room'))!;
    await axe(`chat page (${screen})`, chatFrame);
    await axe(`chat dialog (${screen})`, page, '.lh-chat');
    await shoot(page, `live-chat-${screen}`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }

  it('shows the hosts on home and /live, and a guest chats with one on a desktop', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.gw.url(), DESKTOP);
    try {
      await page.goto('/');
      const home = page.getByTestId('live-hosts-home');
      await home.getByTestId('live-host').nth(7).waitFor();
      await axe('home live hosts', page, '[data-testid="live-hosts-home"]');
      // Keyboard: the first card's Chat button is reachable and named for the host.
      await home.getByRole('button', { name: 'Chat with Aria' }).focus();
      expect(
        await page.evaluate(() =>
          (globalThis as unknown as { document: { activeElement: { getAttribute(n: string): string | null } } }).document.activeElement.getAttribute(
            'aria-label',
          ),
        ),
      ).toBe('Chat with Aria');
      await chatWithAria(page, 'desktop', /^You are chatting as Guest-\d{4}\.$/);
    } finally {
      await context.close();
    }
  });

  it('lets a member chat under their own name on a phone', async () => {
    const { context, page, account } = await newMemberPage(e2e, PHONE);
    try {
      // The home strip scrolls inside itself: the phone's page must not widen with it.
      await page.goto('/');
      await page.getByTestId('live-hosts-home').getByTestId('live-host').nth(7).waitFor();
      await shoot(page, 'live-hosts-home-phone');
      await chatWithAria(page, 'phone', new RegExp(`^You are chatting as ${account.username}\\.$`));
    } finally {
      await context.close();
    }
  });

  it("shows staff the site's hosts in the console, and switches one off and on again", async () => {
    const { context, page } = await newPage(e2e.browser, e2e.gw.url(), DESKTOP);
    try {
      await staffLogin(page);
      await page.getByRole('link', { name: 'Live hosts' }).click();
      const rows = page.getByTestId('staff-live-model');
      await rows.nth(7).waitFor();
      await axe('console live hosts', page);
      await shoot(page, 'support-models-desktop');
      const grace = rows.filter({ hasText: 'grace' });
      await grace.getByRole('button', { name: 'Switch off Grace' }).click();
      await grace.getByRole('button', { name: 'Switch on Grace' }).waitFor();
      expect(await grace.textContent()).toContain('Hidden');
      await grace.getByRole('button', { name: 'Switch on Grace' }).click();
      await grace.getByRole('button', { name: 'Switch off Grace' }).waitFor();
      // The edit form, with its own axe pass.
      await grace.getByRole('button', { name: 'Edit Grace' }).click();
      const form = page.getByRole('dialog', { name: 'Edit Grace' });
      await form.waitFor();
      await axe('console live host form', page, '[role="dialog"]');
      await form.getByTestId('lm-languages').fill('EN, XX');
      await form.getByTestId('lm-save').click();
      await form.getByText('Use language codes the site offers, at most 6').waitFor();
      await page.keyboard.press('Escape');
    } finally {
      await context.close();
    }
  });
});
