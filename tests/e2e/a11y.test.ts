import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { API, type LoginValue } from '@wl/shared';
import { Api } from '../support/api';
import { createAccount, createMerchant } from '../support/factories';
import { DESKTOP, PHONE, demoMerchantId, hasBrowser, newPage, openInApp, useE2E, type E2E } from './browser';
import { describeProblems, seriousA11yProblems, WCAG_TAGS } from './a11y';
import { dialogMessage, loginDialog, openLogin, submitLogin } from './steps';

/**
 * axe-core's WCAG 2.2 A and AA rules on every route of the route table and every popup a
 * visitor can open, at a laptop width (1366 px) and a phone width (390 px): no serious or
 * critical violation anywhere. A failure lists each rule and the elements
 * it found, so it can be fixed without re-running anything by hand.
 */
const SIZES = [
  ['desktop', DESKTOP],
  ['phone', { width: 390, height: 844 }],
] as const;

/** Guest pages: everything in client/src/routes that a visitor without a session can open. */
const GUEST_ROUTES = [
  '/',
  '/login',
  '/register',
  '/help',
  '/agent',
  '/promotions',
  '/vip',
  '/pointMall',
  '/slots',
  '/lottery',
  '/sports',
  '/esports',
  '/lott',
  '/elott',
  '/cockfight',
  '/live',
  '/fish',
  '/rng',
  '/pvp',
  '/bgs',
  '/hot',
  '/fav',
  '/recent',
  '/provider',
  '/favorite',
  '/member',
  '/seamless',
];
const MEMBER_ROUTES = [
  '/',
  '/lottery',
  '/seaLottery',
  '/vnLottery',
  '/vip',
  '/promotions',
  ...[
    'profile',
    'securityCenter',
    'depositv2',
    'withdraw',
    'transferFund',
    'personalHistoryCopy',
    'transactionHistory',
    'personalProfit',
    'bonusDetails',
    'rewardCenter',
    'messageV2',
    'referral',
    'responsibleGaming',
  ].map((tab) => `/member?tab=${tab}`),
];

/** Waits until the page shows content, not a loader: splash, lazy-route bar and spinners gone. */
async function settle(page: Page) {
  await page.locator('main').first().waitFor();
  // A function, not a string: the site's CSP forbids eval. No DOM types here, hence globalThis.
  await page.waitForFunction(() => {
    const doc = (globalThis as unknown as { document: { querySelector(s: string): unknown; fonts: { status: string } } }).document;
    return !doc.querySelector('.splash, .route-loader, .spinner, [aria-busy="true"]') && doc.fonts.status === 'loaded';
  });
}

/**
 * Collects the problems of every screen a test visits and fails once at the end, so one run
 * lists all of them instead of stopping at the first screen.
 */
function audit() {
  const found: string[] = [];
  return {
    async check(page: Page, where: string, selector?: string) {
      const problems = await seriousA11yProblems(page, selector, WCAG_TAGS);
      if (problems.length) found.push(describeProblems(where, problems));
    },
    done() {
      expect(found, `\n${found.join('\n')}\n`).toEqual([]);
    },
  };
}

const DIALOGS = '[role="dialog"], [role="alertdialog"]';

/** What has focus now: a short description, whether it sits in the top dialog, and whether it shows a ring. */
interface Focused {
  what: string;
  inDialog: boolean;
  ring: boolean;
  testId: string | null;
}
const focused = (page: Page) =>
  page.evaluate((): Focused => {
    type El = {
      tagName: string;
      className: unknown;
      textContent: string | null;
      closest(s: string): unknown;
      getAttribute(n: string): string | null;
    };
    const g = globalThis as unknown as {
      document: { activeElement: El | null; body: El };
      getComputedStyle(e: El): { outlineStyle: string; outlineWidth: string; boxShadow: string };
    };
    const el = g.document.activeElement ?? g.document.body;
    const css = g.getComputedStyle(el);
    const label = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 30);
    return {
      what: `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} "${label}"`,
      inDialog: Boolean(el.closest('[role="dialog"], [role="alertdialog"]')),
      ring: (css.outlineStyle !== 'none' && parseFloat(css.outlineWidth) > 0) || css.boxShadow !== 'none',
      testId: el.getAttribute('data-testid'),
    };
  });

const tokenFor = async (e2e: E2E, username: string, password: string, loginPage: 'member' | 'agent' = 'member') =>
  (await new Api(e2e.gw.url()).post<LoginValue>(API.login, { type: 'username', username, password, loginPage }, true)).value.token;

describe.skipIf(!hasBrowser)('accessibility (axe-core, WCAG 2.2 A and AA)', () => {
  // CLIENT_DIST lets a run use its own build while others rebuild client/dist.
  const e2e = useE2E(process.env.CLIENT_DIST ? { CLIENT_DIST: process.env.CLIENT_DIST } : {});

  it('keyboard: every control on the home page and in the login popup shows a focus ring', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.gw.url(), DESKTOP);
    try {
      await page.goto('/');
      await settle(page);
      const bare: string[] = [];
      const stops: string[] = [];
      // Tab through the whole page once: stop when focus comes back round to the first stop.
      for (let i = 0; i < 150; i++) {
        await page.keyboard.press('Tab');
        const f = await focused(page);
        if (i > 0 && f.what === stops[0]) break;
        stops.push(f.what);
        if (!f.ring && !f.what.startsWith('body')) bare.push(f.what);
      }
      expect(stops.length, 'Tab reached almost nothing').toBeGreaterThan(10);

      await openLogin(page);
      for (let i = 0; i < 20; i++) {
        await page.keyboard.press('Tab');
        const f = await focused(page);
        if (!f.ring) bare.push(`login popup: ${f.what}`);
      }
      expect(bare, `no visible focus ring on:\n${bare.join('\n')}`).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keyboard: a popup keeps Tab inside, closes on Escape and gives focus back to its opener', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.gw.url(), DESKTOP);
    try {
      await page.goto('/');
      await settle(page);
      await page.getByTestId('header-login').focus();
      await page.keyboard.press('Enter');
      await loginDialog(page).waitFor();
      // Focus starts inside (on the first input) and stays there both ways round.
      expect((await focused(page)).inDialog).toBe(true);
      const stops = await loginDialog(page).locator('a[href], button:not([disabled]), input:not([type="hidden"]), select, textarea').count();
      for (let i = 0; i < stops + 3; i++) {
        await page.keyboard.press('Tab');
        expect((await focused(page)).inDialog, `Tab ${i + 1} left the popup`).toBe(true);
      }
      for (let i = 0; i < stops + 3; i++) {
        await page.keyboard.press('Shift+Tab');
        expect((await focused(page)).inDialog, `Shift+Tab ${i + 1} left the popup`).toBe(true);
      }
      await page.keyboard.press('Escape');
      await loginDialog(page).waitFor({ state: 'detached' });
      expect((await focused(page)).testId).toBe('header-login');

      // A confirmation above the page does the same: Escape answers "no" and focus returns.
      await page.goto(`/?token=${encodeURIComponent(await tokenFor(e2e, 'demo', 'Demo1234'))}`);
      await page.getByTestId('header-balance').waitFor();
      await page.getByTestId('account-menu').click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await dialogMessage(page);
      expect((await focused(page)).inDialog).toBe(true);
      await page.keyboard.press('Escape');
      await page.getByRole('alertdialog').waitFor({ state: 'detached' });
      await page.getByTestId('header-balance').waitFor();
    } finally {
      await context.close();
    }
  });

  it('keyboard: the phone side drawer keeps Tab inside, closes on Escape and gives focus back to the menu button', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.gw.url(), PHONE);
    try {
      await page.goto('/');
      await settle(page);
      const opener = page.getByRole('button', { name: 'Open menu' });
      await opener.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: 'Site menu' });
      await drawer.waitFor();
      expect((await focused(page)).inDialog).toBe(true);
      const stops = await drawer.locator('a[href], button:not([disabled]), select').count();
      for (let i = 0; i < stops + 3; i++) {
        await page.keyboard.press('Tab');
        expect((await focused(page)).inDialog, `Tab ${i + 1} left the drawer`).toBe(true);
      }
      for (let i = 0; i < stops + 3; i++) {
        await page.keyboard.press('Shift+Tab');
        expect((await focused(page)).inDialog, `Shift+Tab ${i + 1} left the drawer`).toBe(true);
      }
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      expect(
        await page.evaluate(() =>
          (globalThis as unknown as { document: { activeElement: { getAttribute(n: string): string | null } | null } }).document.activeElement?.getAttribute(
            'aria-label',
          ),
        ),
      ).toBe('Open menu');
    } finally {
      await context.close();
    }
  });

  for (const [size, viewport] of SIZES) {
    it(`every guest page at ${size} size`, { timeout: 180_000 }, async () => {
      const { context, page } = await newPage(e2e.browser, e2e.gw.url(), viewport);
      const a = audit();
      try {
        // Each route is reached inside the app, as its links reach it (openInApp).
        for (const route of GUEST_ROUTES) {
          await openInApp(page, route);
          await settle(page);
          await a.check(page, `${route} (${size})`);
        }
        // The maintenance page stands in for every route while a site is closed.
        const closed = await createMerchant(e2e.gw.sql, { maintenance: true });
        await page.goto(`${e2e.gw.url(closed.host)}/`);
        await page.getByRole('button', { name: /customer service/i }).waitFor();
        await a.check(page, `maintenance page (${size})`);
        a.done();
      } finally {
        await context.close();
      }
    });

    it(`every visitor popup at ${size} size`, { timeout: 180_000 }, async () => {
      const { context, page } = await newPage(e2e.browser, e2e.gw.url(), viewport);
      const a = audit();
      try {
        await page.goto('/');
        await settle(page);
        await openLogin(page);
        await a.check(page, `login popup (${size})`, DIALOGS);
        await loginDialog(page).getByRole('button', { name: 'Forgot password?' }).click();
        await page.getByRole('dialog', { name: /password/i }).waitFor();
        await a.check(page, `forgot password popup (${size})`, DIALOGS);
        await page.keyboard.press('Escape');

        await page.getByTestId('header-register').click();
        await page.getByRole('dialog', { name: 'Create your account' }).getByTestId('register-form').waitFor();
        await a.check(page, `register popup (${size})`, DIALOGS);
        await page.keyboard.press('Escape');

        await page.goto('/help');
        await page.getByRole('dialog').waitFor();
        await settle(page);
        await a.check(page, `help popup (${size})`, DIALOGS);
        await page.keyboard.press('Escape');

        if (viewport.width < 768) {
          await page.getByRole('button', { name: 'Open menu' }).click();
          await page.locator('.side').first().waitFor();
          await a.check(page, `side menu drawer (${size})`);
        }

        // The forced password change (default password) cannot be dismissed, but must be usable.
        const account = await createAccount(e2e.gw.sql, await demoMerchantId(e2e.gw), { password: '123456' });
        await page.goto('/');
        await settle(page);
        await openLogin(page);
        await submitLogin(page, account.username, '123456');
        await page.getByRole('dialog', { name: 'Please change your password' }).waitFor();
        await a.check(page, `forced password change popup (${size})`, DIALOGS);
        a.done();
      } finally {
        await context.close();
      }
    });

    it(`every member page and popup at ${size} size`, { timeout: 180_000 }, async () => {
      const { context, page } = await newPage(e2e.browser, e2e.gw.url(), viewport);
      const a = audit();
      try {
        await page.goto(`/?token=${encodeURIComponent(await tokenFor(e2e, 'demo', 'Demo1234'))}`);
        await page.getByTestId('header-balance').waitFor();
        for (const route of MEMBER_ROUTES) {
          await openInApp(page, route);
          await settle(page);
          await a.check(page, `${route} signed in (${size})`);
        }
        await page.goto('/');
        await settle(page);
        await page.getByTestId('account-menu').click();
        await page.getByRole('menu').waitFor();
        // The menu itself: the page behind it was checked above, and the open menu covers part of it, which axe would count against targets it hides.
        await a.check(page, `account menu (${size})`, '[role="menu"]');
        await page.getByRole('menuitem', { name: 'Sign out' }).click();
        await dialogMessage(page);
        await a.check(page, `sign-out confirmation (${size})`, DIALOGS);
        a.done();
      } finally {
        await context.close();
      }
    });

    it(`the agent centre at ${size} size`, async () => {
      const { context, page } = await newPage(e2e.browser, e2e.gw.url(), viewport);
      const a = audit();
      try {
        await page.goto(`/agentHome?token=${encodeURIComponent(await tokenFor(e2e, 'agent', 'Agent1234', 'agent'))}`);
        await page.getByTestId('agent-invite-code').waitFor();
        await page.locator('.qr svg').waitFor();
        await a.check(page, `/agentHome (${size})`);
        a.done();
      } finally {
        await context.close();
      }
    });

    it(`the support console at ${size} size`, async () => {
      const { context, page } = await newPage(e2e.browser, e2e.gw.url(), viewport);
      const a = audit();
      try {
        await page.goto('/support');
        await page.getByLabel('Username').waitFor();
        await a.check(page, `/support login (${size})`);
        await page.getByLabel('Username').fill('support');
        await page.getByLabel('Password').fill('Support1234');
        await page.keyboard.press('Enter');
        // Support lands on the dashboard of its queues.
        await page.getByTestId('staff-dashboard').waitFor();
        await a.check(page, `/support dashboard (${size})`);
        await page.goto('/support/accounts');
        // Other test files add members to the demo site, so the agent may not be on the first page.
        await page.getByRole('searchbox', { name: 'Search' }).fill('agent');
        await page.getByRole('link', { name: 'agent', exact: true }).waitFor();
        await a.check(page, `/support accounts (${size})`);
        // Cashier settings (read-only for the support role): channels, limits, wallet mode.
        await page.goto('/support/cashier');
        await page.getByRole('heading', { name: 'Wallet mode' }).waitFor();
        await page.getByTestId('cs-channel').first().waitFor();
        await a.check(page, `/support cashier (${size})`);
        a.done();
      } finally {
        await context.close();
      }
    });
  }
});
