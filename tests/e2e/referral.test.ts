import { describe, expect, it } from 'vitest';
import { maskUsername } from '@wl/shared';
import { uniqueName } from '../support/factories';
import { describeProblems, seriousA11yProblems } from './a11y';
import { DESKTOP, PHONE, hasBrowser, newMemberPage, shoot, useE2E } from './browser';
import { confirmDialog, dialogMessage, pathOf } from './steps';

/**
 * The referral page end to end (docs/ENGAGE.md): a member's code, link and QR; a visitor opens
 * the link, registers, and is recorded under the referrer, whose invited list shows the friend
 * (masked). Axe on the page, desktop and phone.
 */
describe.skipIf(!hasBrowser)('referral in the browser', () => {
  // The friend registers from another network than the referrer's (the same one is refused as self-referral).
  const e2e = useE2E({ TRUSTED_PROXY: 'loopback' });

  it('the referral link registers a new member under the referrer', async () => {
    const referrer = await newMemberPage(e2e, DESKTOP);
    const visitorContext = await e2e.browser.newContext({
      baseURL: e2e.gw.url(),
      viewport: DESKTOP,
      reducedMotion: 'reduce',
      extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.23' },
    });
    const visitor = { context: visitorContext, page: await visitorContext.newPage() };
    try {
      const p = referrer.page;
      await p.goto('/member?tab=referral');
      const code = p.getByTestId('referral-code');
      await code.waitFor();
      const value = await code.inputValue();
      expect(value).toMatch(/^[A-Z2-9]{8}$/);
      const link = await p.getByTestId('referral-link').inputValue();
      // Built by the gateway on the site's public URL (the demo site's main domain is the gateway's
      // host, so its PUBLIC_URL), never on the host this page was opened on (docs/ENGAGE.md "Referral").
      expect(link).toBe(`${e2e.gw.config.publicUrl}/register?referralCode=${value}`);
      expect(await p.getByTestId('referral-share').getByRole('link').count()).toBe(4);
      await p.getByTestId('referral-reward').waitFor();
      await p.getByTestId('referral-qr').locator('svg').waitFor();
      await p.getByTestId('referral-none').waitFor();
      expect(await p.getByTestId('referral-friends').textContent()).toBe('0');
      await shoot(p, 'member-referral-desktop');
      const problems = await seriousA11yProblems(p, '.member');
      expect(problems, describeProblems('referral page (desktop)', problems)).toEqual([]);

      // A friend follows the link: the register popup opens, the code goes with the form.
      const v = visitor.page;
      const username = uniqueName('fr').slice(0, 12);
      await v.goto(link.replace(e2e.gw.config.publicUrl, ''));
      const form = v.getByRole('dialog', { name: 'Create your account' });
      await form.getByTestId('register-form').waitFor();
      expect(pathOf(v)).toBe('/');
      await form.locator('input[name="username"]').fill(username);
      await form.locator('input[name="password"]').fill('Passw0rd1');
      await form.locator('input[name="confirmPassword"]').fill('Passw0rd1');
      await form.getByRole('checkbox').check();
      await form.getByTestId('register-submit').click();
      await v.getByTestId('header-balance').waitFor();
      expect(await dialogMessage(v)).toContain(username);
      await confirmDialog(v);

      const [row] = await e2e.gw.sql<{ referrerId: string }[]>`
        select r.referrer_id from referrals r join accounts a on a.id = r.account_id where a.username = ${username}`;
      expect(Number(row!.referrerId)).toBe(referrer.account.id);

      // The referrer sees the friend, masked, with no first deposit yet.
      await p.reload();
      const friend = p.getByTestId('referral-row').filter({ hasText: maskUsername(username) });
      await friend.waitFor();
      expect(await friend.textContent()).toContain('Not yet');
      expect(await friend.textContent()).not.toContain(username);
      expect(await p.getByTestId('referral-friends').textContent()).toBe('1');
    } finally {
      await referrer.context.close();
      await visitor.context.close();
    }
  });

  it('is accessible on a phone', async () => {
    const member = await newMemberPage(e2e, PHONE);
    try {
      const p = member.page;
      await p.goto('/member?tab=referral');
      await p.getByTestId('referral-qr').locator('svg').waitFor();
      await shoot(p, 'member-referral-phone');
      const problems = await seriousA11yProblems(p, '.member');
      expect(problems, describeProblems('referral page (phone)', problems)).toEqual([]);
    } finally {
      await member.context.close();
    }
  });
});
