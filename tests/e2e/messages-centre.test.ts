import { describe, expect, it } from 'vitest';
import { describeProblems, seriousA11yProblems } from './a11y';
import { sendSystemMessage } from '../../gateway/src/modules/messages/send.js';
import { demoMerchantId, hasBrowser, newMemberPage, newPage, PHONE, shoot, useE2E } from './browser';
import { confirmDialog, staffSignIn } from './steps';

/**
 * Internal messages end to end (docs/MESSAGES.md): staff send from the console, the member's
 * header badge and member-centre item update live without a reload, the member opens the message
 * (it turns read and the badge goes) and deletes it after confirming; both screens are axe clean.
 */
describe.skipIf(!hasBrowser)('internal messages in the browser', () => {
  const e2e = useE2E();

  it('a message sent from the console reaches the member live, opens, and is deleted', async () => {
    const member = await newMemberPage(e2e);
    const staff = await newPage(e2e.browser, e2e.gw.url());
    try {
      const p = member.page;
      const s = staff.page;
      // The member is on the home page, signed in, with no unread message.
      expect(await p.getByTestId('header-messages-badge').count()).toBe(0);

      await staffSignIn(s, { username: 'admin', password: 'Admin1234' });
      await s.getByRole('link', { name: 'Messages' }).click();
      await s.getByRole('heading', { name: 'New message' }).waitFor();
      // Nothing typed: the form says what is missing and sends nothing.
      await s.getByTestId('msg-send').click();
      await s.getByText('Enter one username').waitFor();
      await s.getByTestId('msg-username').fill(member.account.username);
      await s.getByTestId('msg-title').fill('Welcome bonus');
      await s.getByTestId('msg-body').fill('Your bonus is ready.\n<b>Not bold</b>: shown as typed.');
      await shoot(s, 'support-messages-desktop');
      const consoleProblems = await seriousA11yProblems(s, 'main');
      expect(consoleProblems, describeProblems('console messages', consoleProblems)).toEqual([]);
      await s.getByTestId('msg-send').click();
      await s.getByText('Sent to 1 account').waitFor();
      await s.getByTestId('msg-sent-row').filter({ hasText: 'Welcome bonus' }).filter({ hasText: member.account.username }).waitFor();

      // Pushed: the header badge appears on the member's page, no reload.
      await p.getByTestId('header-messages-badge').filter({ hasText: '1' }).waitFor();
      // The socket-event listener (features/listener) tells the member too; close it and use the header.
      const notice = p.getByRole('dialog', { name: 'New message' });
      await notice.getByText('Customer service sent you a message: “Welcome bonus”').waitFor();
      await p.keyboard.press('Escape');
      await notice.waitFor({ state: 'detached' });
      await p.getByTestId('header-messages').click();
      await p.getByRole('heading', { name: 'Messages', level: 2 }).waitFor();
      const tab = p.getByRole('navigation', { name: 'Player centre' }).getByRole('button', { name: /Messages/ });
      await tab.locator('.count-badge').filter({ hasText: '1' }).waitFor();

      const row = p.getByTestId('message-row').filter({ hasText: 'Welcome bonus' });
      const head = row.getByRole('button', { name: /Welcome bonus Customer service/ });
      expect(await head.getAttribute('aria-expanded')).toBe('false');
      await shoot(p, 'member-messages-desktop');
      const tabProblems = await seriousA11yProblems(p, '.member');
      expect(tabProblems, describeProblems('member messages', tabProblems)).toEqual([]);
      // Keyboard: focus the row and press Enter to open it.
      await head.focus();
      await p.keyboard.press('Enter');
      await row.getByText('<b>Not bold</b>: shown as typed.').waitFor();
      expect(await row.locator('b').count()).toBe(0);
      expect(await head.getAttribute('aria-expanded')).toBe('true');
      // Read: both badges go.
      await p.getByTestId('header-messages-badge').waitFor({ state: 'detached' });
      await tab.locator('.count-badge').waitFor({ state: 'detached' });
      const openProblems = await seriousA11yProblems(p, '.member');
      expect(openProblems, describeProblems('member message open', openProblems)).toEqual([]);

      await row.getByRole('button', { name: 'Delete "Welcome bonus"' }).click();
      await confirmDialog(p, 'Delete');
      await p.getByText('No messages').waitFor();
      await s.reload();
      await s.getByTestId('msg-sent-row').filter({ hasText: 'Welcome bonus' }).filter({ hasText: member.account.username }).waitFor();
    } finally {
      await member.context.close();
      await staff.context.close();
    }
  });

  it('on a phone the header keeps its badge without scrolling sideways, and a system message reads as such', async () => {
    const member = await newMemberPage(e2e, PHONE);
    try {
      const p = member.page;
      const merchantId = await demoMerchantId(e2e.gw);
      await e2e.gw.sql.begin((tx) => sendSystemMessage(tx, merchantId, [member.account.id], 'Deposit received', 'Your deposit of 100.00 was credited.'));
      await p.getByTestId('header-messages-badge').filter({ hasText: '1' }).waitFor();
      expect(await p.evaluate('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(0);
      await p.getByRole('dialog', { name: 'New message' }).getByRole('button', { name: 'Read' }).click();
      const row = p.getByTestId('message-row').filter({ hasText: 'Deposit received' });
      await row.getByText('System').waitFor();
      await row.getByRole('button', { name: /Deposit received System/ }).click();
      await row.getByText('Your deposit of 100.00 was credited.').waitFor();
      await p.getByTestId('header-messages-badge').waitFor({ state: 'detached' });
      expect(await p.evaluate('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(0);
      const problems = await seriousA11yProblems(p, '.member');
      expect(problems, describeProblems('member messages on a phone', problems)).toEqual([]);
    } finally {
      await member.context.close();
    }
  });
});
