import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { API, type LaunchValue, type LoginValue } from '@wl/shared';
import { describeProblems, seriousA11yProblems, WCAG_TAGS } from '../e2e/a11y.js';
import { launchBrowser, newPage } from '../e2e/browser.js';
import { Api } from '../support/api.js';
import { useSite } from '../support/site.js';
import { fundedPlayer, mainBalance } from './seamless-fixtures.js';

/**
 * The demo vendor's game page in headless Chromium, as the game popup iframe shows it: it runs
 * under the site's CSP (no inline script), has no serious accessibility problem, and a bet made
 * on it moves the member's balance.
 */
const { gw, site } = useSite();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function launchedPage(type: string) {
  const a = await fundedPlayer(gw.sql, site.id, 50_000);
  const api = new Api(gw.url(site.host));
  api.token = (await api.post<LoginValue>(API.login, { type: 'username', username: a.username, password: a.password }, true)).value.token;
  const [g] = await gw.sql<{ nodeId: string }[]>`
    select g.node_id from games g join game_vendors v on v.code = g.vendor_code
    where g.game_type = ${type} and not g.is_group and not g.maintenance and not v.maintenance and v.launch_url is not null order by g.node_id limit 1`;
  const launched = await api.post<LaunchValue>(API.launchGame, { nodeId: Number(g!.nodeId) });
  const { context, page } = await newPage(browser, gw.url(site.host));
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // The browser asks for /favicon.ico on its own; everything the page itself loads must be there.
  page.on('response', (r) => r.status() >= 400 && !r.url().endsWith('/favicon.ico') && errors.push(`${r.status()} ${r.url()}`));
  await page.goto((launched.value as { url: string }).url);
  await page.locator('#balance').filter({ hasText: '500.00' }).waitFor();
  return { a, page, context, errors };
}

/** The member's one round: its debit of `stake` is settled, and what its credit paid. */
async function settledPayout(accountId: number, stake: number): Promise<number> {
  const rows = await gw.sql<{ kind: string; amount: string; state: string | null }[]>`
    select kind, amount, state from vendor_transactions where account_id = ${accountId} order by id`;
  expect(rows.map((r) => [r.kind, r.kind === 'debit' ? Number(r.amount) : null, r.state])).toEqual([
    ['debit', stake, 'settled'],
    ['credit', null, null],
  ]);
  return Number(rows[1]!.amount);
}

describe('demo vendor page in the browser', () => {
  it('shows the balance, spins, and the balance moves by the outcome', async () => {
    const { a, page, context, errors } = await launchedPage('RNG');
    expect(describeProblems('demo spin page', await seriousA11yProblems(page, undefined, WCAG_TAGS))).toBe('');
    await page.getByLabel('Stake').selectOption('1000');
    await page.getByRole('button', { name: 'Spin' }).click();
    await page.locator('#result').filter({ hasText: /win/i }).waitFor();
    const shown = await page.locator('#balance').textContent();
    const balance = await mainBalance(gw.sql, a.id);
    expect(balance).toBe(50_000 - 1_000 + (await settledPayout(a.id, 1_000)));
    expect(shown).toContain((balance / 100).toLocaleString('en-US', { minimumFractionDigits: 2 }));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('deals at a live table with keyboard-reachable choices', async () => {
    const { a, page, context, errors } = await launchedPage('LIVE');
    expect(describeProblems('demo table page', await seriousA11yProblems(page, undefined, WCAG_TAGS))).toBe('');
    await page.getByLabel(/Banker/).check();
    await page.getByRole('button', { name: 'Deal' }).focus();
    await page.keyboard.press('Enter');
    await page
      .locator('#result')
      .filter({ hasText: /wins|Tie/ })
      .waitFor();
    expect(await page.locator('#banker-cards').textContent()).toMatch(/\S/);
    expect(await mainBalance(gw.sql, a.id)).toBe(50_000 - 1_000 + (await settledPayout(a.id, 1_000)));
    expect(errors).toEqual([]);
    await context.close();
  });
});
