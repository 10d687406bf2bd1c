import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { API, type LoginValue } from '@wl/shared';
import { Api } from '../support/api';
import { DESKTOP, PHONE, hasBrowser, newPage, useE2E } from './browser';

/**
 * The money pages of the member centre on a laptop and a phone: each shows its own
 * content (not a spinner or an empty placeholder) and never scrolls sideways; UPDATE_SCREENS=1
 * saves them to docs/screens/.
 */
const OUT = path.resolve(import.meta.dirname, '../../docs/screens');
const save = process.env.UPDATE_SCREENS === '1';
const TABS = ['depositv2', 'withdraw', 'transferFund', 'transactionHistory'] as const;

async function settled(page: Page) {
  await page.locator('.member__heading').waitFor();
  await page.waitForFunction(
    () => !(globalThis as unknown as { document: { querySelector(s: string): unknown } }).document.querySelector('.spinner, [aria-busy="true"]'),
  );
}

describe.skipIf(!hasBrowser)('money screens', () => {
  const e2e = useE2E();
  if (save) fs.mkdirSync(OUT, { recursive: true });

  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`deposit, withdraw, transfer and the account record fit a ${size} screen`, { timeout: 120_000 }, async () => {
      const token = (await new Api(e2e.gw.url()).post<LoginValue>(API.login, { type: 'username', username: 'demo', password: 'Demo1234' }, true)).value.token;
      const { context, page } = await newPage(e2e.browser, e2e.gw.url(), viewport);
      try {
        await page.goto(`/?token=${encodeURIComponent(token)}`);
        await page.getByTestId('header-balance').waitFor();
        for (const tab of TABS) {
          await page.goto(`/member?tab=${tab}`);
          await settled(page);
          // Every money tab has a real panel now: a form to act or a table of records, not a placeholder.
          expect(await page.locator('.member form, .member table').count(), `${tab} shows no form or table`).toBeGreaterThan(0);
          expect(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'), `${tab} scrolls sideways at ${size}`).toBeLessThanOrEqual(0);
          if (save) await page.screenshot({ path: path.join(OUT, `money-${tab}-${size}.png`), fullPage: size === 'desktop' });
        }
      } finally {
        await context.close();
      }
    });
  }
});
