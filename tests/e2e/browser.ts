import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { memberToken } from '../support/api';
import { createAccount } from '../support/factories';
import { sharedGateway, sharingWorker, type TestGateway } from '../support/gateway';

/**
 * Headless Chromium for the browser tests: the system's browser, never downloaded by a test tool.
 * Without /usr/bin/chromium the suites are skipped, and say so loudly so nobody mistakes that for a pass.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasBrowser = fs.existsSync(CHROMIUM);

if (!hasBrowser) {
  console.warn(
    `\n${'!'.repeat(72)}\n!! No Chromium at ${CHROMIUM}: the browser tests are SKIPPED.\n!! Install it (apt-get install chromium) or set CHROMIUM_PATH.\n${'!'.repeat(72)}\n`,
  );
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export const DESKTOP = { width: 1366, height: 800 };
export const PHONE = { width: 375, height: 812 };
/** The phone the screens in docs/screens are taken at. */
export const PHONE_390 = { width: 390, height: 844 };

/**
 * The worker's browser, launched once and shared by its files (the project runs with
 * `isolate: false`): a launch costs about a second, a context a few milliseconds.
 */
let sharedBrowser: Promise<Browser> | undefined;
function workerBrowser(): Promise<Browser> {
  if (!sharingWorker) return launchBrowser();
  if (!sharedBrowser) {
    const launching = launchBrowser();
    sharedBrowser = launching;
    launching.then(
      (b) =>
        b.on('disconnected', () => {
          if (sharedBrowser === launching) sharedBrowser = undefined;
        }),
      () => {
        sharedBrowser = undefined;
      },
    );
  }
  return sharedBrowser;
}

/** The site each context of newPage was opened on, for openSignedIn. */
const baseOf = new WeakMap<BrowserContext, string>();

/** The site a page of newPage was opened on. */
function siteOf(page: Page): string {
  const base = baseOf.get(page.context());
  if (!base) throw new Error('a signed-in page must come from newPage (it knows the site it was opened on)');
  return base;
}

/** Contexts a file opened and did not close: useE2E closes them after the file. */
const openContexts = new Set<BrowserContext>();

/** A fresh context per test: its own cookies and session storage, like a new visitor. */
export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport = DESKTOP,
  more: Pick<BrowserContextOptions, 'timezoneId' | 'locale'> = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    ...more,
    baseURL,
    viewport,
    reducedMotion: 'reduce',
    isMobile: viewport.width < 768,
    hasTouch: viewport.width < 768,
  });
  openContexts.add(context);
  baseOf.set(context, baseURL);
  context.on('close', () => openContexts.delete(context));
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
 * The real gateway (serving the built client) and a browser, both the worker's (sharedGateway,
 * workerBrowser): files of one worker share them, and each test opens contexts of its own. The
 * client must be built first (`npm run build -w client`): the gateway serves client/dist.
 */
export function useE2E(env: Record<string, string> = {}): E2E {
  const ctx = {} as E2E;
  beforeAll(async () => {
    if (!fs.existsSync(DIST_INDEX)) throw new Error(`client not built (${DIST_INDEX} missing): run npm run build -w client first`);
    [ctx.gw, ctx.browser] = await Promise.all([sharedGateway(env), workerBrowser()]);
  });
  // What a file left open would otherwise keep its pages, sockets and timers running for the
  // worker's next files.
  afterAll(async () => {
    await Promise.all([...openContexts].map((c) => c.close().catch(() => {})));
    if (!sharingWorker) await ctx.browser?.close();
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

/**
 * Opens `path` signed in: a session from the real login call, handed to the page with
 * `?token=` as the app and game launchers hand one over. Only the tests of the login form
 * itself need to log in through it.
 */
export async function openSignedIn(page: Page, account: { username: string; password: string }, path = '/') {
  const base = siteOf(page);
  const token = await memberToken(base, account.username, account.password);
  await page.goto(`${base}${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`);
  await page.getByTestId('header-balance').waitFor();
}

/**
 * The agent centre, signed in as an agent would be at /agent (the agent login's own tests use the
 * form), once its first page and the live link are up.
 */
export async function openAgentCentre(page: Page, agent: { username: string; password: string }) {
  const base = siteOf(page);
  const token = await memberToken(base, agent.username, agent.password, 'agent');
  await page.goto(`${base}/agentHome?token=${encodeURIComponent(token)}`);
  // On a phone the nav is in the closed drawer: wait for the page itself.
  await page.getByTestId('agent-page-agentTeamOverview').waitFor();
  await page.locator('[data-testid="live-link"][data-link="up"]').waitFor({ state: 'attached' });
}

/**
 * Opens `path` in an app already loaded in `page` the way its own links do (history entry and
 * popstate, which the router follows), without reloading it: the screen is the one a reload would
 * show, for a fraction of the browser's work (no new document, bundle, socket or session check).
 * While a popup is open (a route that opens one, a redirect to the login), the page is loaded
 * afresh instead, so the screen is never the next route under the last one's popup.
 */
export async function openInApp(page: Page, path: string) {
  const loaded = page.url().startsWith('http');
  if (!loaded || (await page.locator('[role="dialog"], [role="alertdialog"]').count()) > 0) {
    await page.goto(path);
    return;
  }
  await page.evaluate(`history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'))`);
}

/** A new member of the demo site, signed in on a fresh page at `/`. */
export async function newMemberPage(e2e: E2E, viewport = DESKTOP) {
  const account = await createAccount(e2e.gw.sql, await demoMerchantId(e2e.gw));
  const { context, page } = await newPage(e2e.browser, e2e.gw.url(), viewport);
  try {
    await openSignedIn(page, account);
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
  // Polled: right after a viewport change the layout (and what measures it, like the nav's fit)
  // may not have settled yet; a page that really overflows still fails after the wait.
  await expect
    .poll(() => page.evaluate<number>('document.documentElement.scrollWidth'), { message: `${name} scrolls sideways`, timeout: 3000 })
    .toBeLessThanOrEqual(width);
  if (process.env.UPDATE_SCREENS === '1') {
    fs.mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENS, `${name}.png`) });
  }
}

/** A screen kept from the top of the page, whatever the steps before scrolled. */
export async function shootTop(page: Page, name: string) {
  await page.evaluate('window.scrollTo(0, 0)');
  await shoot(page, name);
}
