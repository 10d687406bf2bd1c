import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { createAccount } from '../support/factories';
import { startGateway, type TestGateway } from '../support/gateway';
import { login } from './steps';


/**
 * Headless Chromium for the browser tests: the system's browser, never downloaded by a test tool.
 * Without /usr/bin/chromium the suites are skipped, and say so loudly so nobody mistakes that for a pass.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasBrowser = fs.existsSync(CHROMIUM);

if (!hasBrowser) {
  console.warn(`\n${'!'.repeat(72)}\n!! No Chromium at ${CHROMIUM}: the browser tests are SKIPPED.\n!! Install it (apt-get install chromium) or set CHROMIUM_PATH.\n${'!'.repeat(72)}\n`);
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export const DESKTOP = { width: 1366, height: 800 };
export const PHONE = { width: 375, height: 812 };

/** A fresh context per test: its own cookies and session storage, like a new visitor. */
export async function newPage(browser: Browser, baseURL: string, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    reducedMotion: 'reduce',
    isMobile: viewport.width < 768,
    hasTouch: viewport.width < 768,
  });
  const page = await context.newPage();
  // A page error (uncaught exception) is a test failure waiting to be noticed; surface it.
  page.on('pageerror', (err) => console.error(`[browser] ${err.message}`));
  return { context, page };
}


const DIST_INDEX = path.resolve(import.meta.dirname, '../../client/dist/index.html');

export interface E2E {
  gw: TestGateway;
  browser: Browser;
}

/**
 * One real gateway (serving the built client) and one browser per test file. The client must
 * be built first (`npm run build -w client`): the gateway serves what is in client/dist.
 */
export function useE2E(env: Record<string, string> = {}): E2E {
  const ctx = {} as E2E;
  beforeAll(async () => {
    if (!fs.existsSync(DIST_INDEX)) throw new Error(`client not built (${DIST_INDEX} missing): run npm run build -w client first`);
    ctx.gw = await startGateway(env);
    ctx.browser = await launchBrowser();
  });
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.gw?.close();
  });
  return ctx;
}

/** The id of the seeded demo merchant, whose site answers on 127.0.0.1 and localhost. */
export async function demoMerchantId(gw: TestGateway): Promise<number> {
  const [m] = await gw.sql<{ id: number }[]>`select id from merchants where code = 'DEMO'`;
  if (!m) throw new Error('demo merchant missing: the test database was not seeded');
  return m.id;
}

/** A new member of the demo site, logged in through the header on a fresh page at `/`. */
export async function newMemberPage(e2e: E2E, viewport = DESKTOP) {
  const account = await createAccount(e2e.gw.sql, await demoMerchantId(e2e.gw));
  const { context, page } = await newPage(e2e.browser, e2e.gw.url(), viewport);
  try {
    await page.goto('/');
    await login(page, account.username, account.password);
    // Pushes are live only once the socket's first resume is answered; events before that arrive
    // as a state reload, not as pushes (no listener modal), so tests that push wait for it.
    await page.locator('[data-testid="live-link"][data-link="up"]').waitFor({ state: 'attached' });
  } catch (err) {
    await context.close();
    throw err;
  }
  return { context, page, account };
}

const SCREENS = path.resolve(import.meta.dirname, '../../docs/screens');

/**
 * A screen as a person sees it: it must not scroll sideways, and with UPDATE_SCREENS=1 it is saved
 * as docs/screens/<name>.png (the screenshots kept in the repository).
 */
export async function shoot(page: Page, name: string) {
  // Against the viewport the test asked for, not window.innerWidth: a phone (isMobile) widens its
  // layout viewport to fit content that overflows, so innerWidth grows along with the page.
  const width = page.viewportSize()?.width ?? Number(await page.evaluate('window.innerWidth'));
  expect(await page.evaluate('document.documentElement.scrollWidth'), `${name} scrolls sideways`).toBeLessThanOrEqual(width);
  if (process.env.UPDATE_SCREENS === '1') {
    fs.mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENS, `${name}.png`) });
  }
}
