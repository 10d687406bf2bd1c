import { describe, expect, it } from 'vitest';
import { API, type LoginValue } from '@wl/shared';
import { Api } from '../support/api';
import { createAccount } from '../support/factories';
import { postHouseTransfer } from '../../gateway/src/modules/wallet/ledger.js';
import { revokeSessions } from '../../gateway/src/modules/accounts/sessions.js';
import { demoMerchantId, hasBrowser, newMemberPage, newPage, useE2E, openSignedIn } from './browser';
import { confirmDialog, dialogMessage, loginDialog, logout, openLogin, pathOf, submitLogin } from './steps';

/**
 * The page's document as seen by functions that run in the browser: this project has no DOM
 * types, and the site's CSP forbids passing such functions as strings. Functions are sent to
 * the page as source, so each one reads globalThis itself.
 */
type InPage = { document: { querySelector(s: string): { textContent: string | null; value?: string } | null } };

describe.skipIf(!hasBrowser)('app shell in the browser', () => {
  const e2e = useE2E();

  it('logs an agent in from /agent into the agent centre with the invitation code, link and QR', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    try {
      // Guests are sent from the agent centre to the agent login.
      await page.goto('/agentHome');
      await page.getByTestId('login-form-agent').waitFor();
      expect(pathOf(page)).toBe('/agent');
      await page.getByText('weekdays 12:00 to 21:00').waitFor();
      expect(await page.getByText('Remember me').count()).toBe(0);

      // A member cannot use the agent login.
      const form = page.getByTestId('login-form-agent');
      await form.locator('input[name="username"]').fill('demo');
      await form.locator('input[name="password"]').fill('Demo1234');
      await form.getByTestId('login-submit').click();
      await form.getByText('Non-agents cannot log in').waitFor();

      await form.locator('input[name="username"]').fill('agent');
      await form.locator('input[name="password"]').fill('Agent1234');
      await form.getByTestId('login-submit').click();
      await page.getByTestId('agent-invite-code').waitFor();
      expect(pathOf(page)).toBe('/agentHome');
      expect(await page.getByTestId('agent-invite-code').inputValue()).toBe('AGENT01');
      expect(await page.getByTestId('agent-invite-link').inputValue()).toMatch(/\/register\?referralCode=AGENT01$/);
      await page.locator('.qr svg').waitFor();
      expect(await page.getByTestId('agent-nickname').textContent()).toBe('agent');
      // The clock ticks: wait for its text to change rather than timing it.
      const first = await page.getByTestId('agent-clock').textContent();
      await page.waitForFunction(
        (before) => (globalThis as unknown as InPage).document.querySelector('[data-testid="agent-clock"]')?.textContent !== before,
        first,
      );
    } finally {
      await context.close();
    }
  });

  it('fills the invitation code from an agent link and refuses an unknown one with a dialog', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    try {
      await page.goto('/register?referralCode=AGENT01');
      const form = page.getByRole('dialog', { name: 'Create your account' });
      const code = form.locator('input[name="affiliateCode"]');
      await page.waitForFunction(() => (globalThis as unknown as InPage).document.querySelector('input[name="affiliateCode"]')?.value === 'AGENT01');
      expect(pathOf(page)).toBe('/');

      await code.fill('NOSUCHCODE');
      await form.locator('input[name="username"]').fill('nobody1');
      await form.locator('input[name="mobileNum"]').fill('9171234567');
      await form.locator('input[name="verificationCode"]').fill('123456');
      await form.locator('input[name="password"]').fill('Passw0rd1');
      await form.locator('input[name="confirmPassword"]').fill('Passw0rd1');
      // Terms come first: without the tick nothing else is checked.
      await form.getByTestId('register-submit').click();
      await form.getByText('Please read and accept the terms first').waitFor();
      await form.getByRole('checkbox').check();
      await form.getByTestId('register-submit').click();
      expect(await dialogMessage(page)).toBe('Invalid invitation code');
      await confirmDialog(page);
      await form.getByRole('alert').filter({ hasText: 'Invalid invitation code' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('routes /login, /help#term and token-only lottery pages', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    try {
      await page.goto('/vnLottery?gameCode=X');
      await loginDialog(page).waitFor();
      expect(pathOf(page)).toBe('/');
      await page.keyboard.press('Escape');

      await page.goto('/help#term');
      const help = page.getByRole('dialog', { name: 'Help centre' });
      await help.getByTestId('help-article').getByRole('heading', { name: 'Terms and conditions' }).waitFor();
      await page.keyboard.press('Escape');
      await help.waitFor({ state: 'detached' });

      // Game pages hide the side menu; other pages keep it.
      await page.goto('/sports');
      await page.getByRole('heading', { name: 'Sports', level: 1 }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Site menu' }).count()).toBe(1);
      await page.goto('/seamless');
      await page.getByRole('heading', { name: 'Game', level: 1 }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Site menu' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('switches language, keeps it, and remembers the username (never the password)', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    try {
      await page.goto('/');
      await page.getByTestId('language-select').first().selectOption('TY');
      await page.getByTestId('header-login').filter({ hasText: 'Mag-log in' }).waitFor();
      expect(await page.evaluate('localStorage.getItem("lang")')).toBe('TY');
      await page.reload();
      await page.getByTestId('header-login').filter({ hasText: 'Mag-log in' }).waitFor();
      await page.getByTestId('language-select').first().selectOption('EN');
      await page.getByTestId('header-login').filter({ hasText: 'Log in' }).waitFor();

      await openLogin(page);
      await loginDialog(page).getByText('Remember me').click();
      await submitLogin(page, 'demo', 'Demo1234');
      await page.getByTestId('header-balance').waitFor();
      await logout(page);
      await confirmDialog(page);
      const cookies = await context.cookies();
      const remembered = cookies.find((c) => c.name === 'rememberUser');
      expect(remembered?.value).toBe('demo');
      expect(cookies.some((c) => c.value.includes('Demo1234'))).toBe(false);
      await openLogin(page);
      expect(await loginDialog(page).locator('input[name="username"]').inputValue()).toBe('demo');
      expect(await loginDialog(page).locator('input[name="password"]').inputValue()).toBe('');
    } finally {
      await context.close();
    }
  });

  it('updates the header balance live and returns to guest when staff end the session', async () => {
    const merchantId = await demoMerchantId(e2e.gw);
    const account = await createAccount(e2e.gw.sql, merchantId, { password: 'Live12345' });
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    try {
      await openSignedIn(page, { username: account.username, password: 'Live12345' });
      expect(await page.getByTestId('header-balance').textContent()).toContain('0.00');

      await e2e.gw.sql.begin((tx) =>
        postHouseTransfer(tx, {
          key: `e2e-live:${account.id}`,
          kind: 'seed-deposit',
          merchantId,
          accountId: account.id,
          wallet: 'real',
          currency: 'PHP',
          amount: 123_456,
        }),
      );
      await page.getByTestId('header-balance').filter({ hasText: '1,234.56' }).waitFor();

      await e2e.gw.sql.begin((tx) => revokeSessions(tx, { accountId: account.id }, 'staff'));
      expect(await dialogMessage(page)).toContain('ended by customer service');
      await page.getByTestId('header-login').waitFor();
      expect(await page.evaluate('sessionStorage.getItem("token")')).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('keeps a member signed in when the session check fails on the way (lost link, reload mid-call)', async () => {
    const { context, page, account } = await newMemberPage(e2e);
    try {
      // Every check of the stored token fails at the network: after its retries the header is a
      // guest's, but the token stays stored...
      await page.route('**/wps/member/info', (route) => route.abort('failed'));
      await page.reload();
      await page.getByTestId('header-login').waitFor();
      expect(await page.evaluate('sessionStorage.getItem("token")')).not.toBeNull();
      // ...so once the link is back, the next load signs the member straight back in.
      await page.unroute('**/wps/member/info');
      await page.reload();
      expect(await page.getByTestId('account-menu').textContent()).toContain(account.username);
    } finally {
      await context.close();
    }
  });

  it('accepts a session handed over as ?token= and strips it from the address', async () => {
    const api = new Api(e2e.gw.url());
    const res = await api.post<LoginValue>(API.login, { username: 'player1', password: 'Player1234', type: 'username', loginPage: 'member' }, true);
    expect(res.success).toBe(true);
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    try {
      await page.goto(`/sports?token=${encodeURIComponent(res.value.token)}`);
      await page.getByTestId('header-balance').waitFor();
      expect(page.url()).not.toContain('token=');
      expect(pathOf(page)).toBe('/sports');
      expect(await page.getByTestId('account-menu').textContent()).toContain('player1');
      // A token the gateway no longer knows sends the visitor back to guest.
      await page.goto('/?token=not-a-real-token');
      await page.getByTestId('header-login').waitFor();
    } finally {
      await context.close();
    }
  });
});
