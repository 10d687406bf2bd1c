import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { API, type LoginValue } from '@wl/shared';
import { Api } from '../support/api';
import { createAccount, createMerchant, deposit, ensureHouseGames } from '../support/factories';
import type { TestGateway } from '../support/gateway';
import { seriousA11yProblems, WCAG_TAGS } from './a11y';
import { PHONE, hasBrowser, newPage, useE2E } from './browser';

/**
 * An in-house game in the browser (docs/FAIRNESS.md): a member plays Lucky Dice on /seamless, the
 * header balance follows without a reload, the round is in the betting record, and after the
 * seeds are rotated the verifier recomputes the same roll in the browser. UPDATE_SCREENS=1 saves
 * the three games to docs/screens/.
 */
const OUT = path.resolve(import.meta.dirname, '../../docs/screens');
const save = process.env.UPDATE_SCREENS === '1';

/** A single-wallet site of its own (so the game plays from the main wallet the header shows). */
async function memberOnOwnSite(gw: TestGateway, funds: number) {
  await ensureHouseGames(gw.sql);
  const site = await createMerchant(gw.sql);
  const account = await createAccount(gw.sql, site.id);
  await deposit(gw.sql, { merchantId: site.id, accountId: account.id, amount: funds, key: `e2e-bgs:${account.id}` });
  const token = (
    await new Api(gw.url(site.host)).post<LoginValue>(API.login, { type: 'username', username: account.username, password: account.password }, true)
  ).value.token;
  return { site, account, token };
}

const money = (minor: number) => (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });

async function signIn(page: Page, token: string) {
  await page.goto(`/?token=${encodeURIComponent(token)}`);
  await page.getByTestId('header-balance').waitFor();
}

async function openGame(page: Page, game: string) {
  await page.goto(`/seamless?game=${game}`);
  await page.getByTestId('bgs-play').waitFor();
  await page.getByTestId('server-hash').waitFor();
}

describe.skipIf(!hasBrowser)('in-house games in the browser', () => {
  const e2e = useE2E();

  it('plays a dice round, moves the header balance live, records it, and the verifier confirms it', { timeout: 120_000 }, async () => {
    const { site, account, token } = await memberOnOwnSite(e2e.gw, 10_000);
    const { context, page } = await newPage(e2e.browser, e2e.gw.url(site.host));
    try {
      await signIn(page, token);
      await openGame(page, 'BGS_DICE');
      await page.getByTestId('header-balance').filter({ hasText: '100.00' }).waitFor();
      const hash = await page.getByTestId('server-hash').textContent();
      await page.getByLabel('Bet amount').fill('10.00');
      await page.getByTestId('bgs-play').click();
      await page
        .getByTestId('bgs-result')
        .filter({ hasText: /Rolled \d+\.\d\d\./ })
        .waitFor();
      const [round] = await e2e.gw.sql<
        { payout: string; outcome: { roll: number } }[]
      >`select payout, outcome from bgs_rounds where account_id = ${account.id}`;
      const after = 10_000 - 1_000 + Number(round!.payout);
      // The header follows the balance:changed push: no reload in between.
      await page
        .getByTestId('header-balance')
        .filter({ hasText: money(after) })
        .waitFor();
      await page
        .getByTestId('bgs-balance')
        .filter({ hasText: `${money(after)} PHP` })
        .waitFor();
      await page.getByTestId('bgs-round').first().waitFor();
      expect(await seriousA11yProblems(page, '.bgs', WCAG_TAGS)).toEqual([]);

      await page.getByRole('button', { name: 'Rotate seeds' }).click();
      expect(await page.getByTestId('revealed-seed').textContent()).toMatch(/^[0-9a-f]{64}$/);
      // The history is read again after the rotation: its link now carries the revealed seed.
      await page.getByTestId('bgs-round').first().locator('a[href*="serverSeed="]').click();
      await page.getByRole('button', { name: 'Verify' }).click();
      const roll = (round!.outcome.roll / 100).toFixed(2);
      await page
        .getByTestId('verify-outcome')
        .filter({ hasText: `Rolled ${roll}.` })
        .waitFor();
      await page.getByText('Matches the hash shown before play').waitFor();
      expect(await page.getByText(hash!).count()).toBe(1);
      expect(await seriousA11yProblems(page, undefined, WCAG_TAGS)).toEqual([]);

      await page.goto('/member?tab=personalHistoryCopy');
      const table = page.getByRole('table', { name: /Betting record/ });
      await table.waitFor();
      // One row per stake: the in-house game, its round, the stake (not a signed posting) and a result.
      const row = table.getByTestId('bet-row').first();
      await row.getByText('Lucky Dice').waitFor();
      await row.getByRole('cell', { name: '10.00', exact: true }).first().waitFor();
    } finally {
      await context.close();
    }
  });

  it('shows the slot and the crash game with their fairness panel and history', { timeout: 120_000 }, async () => {
    const { site, token } = await memberOnOwnSite(e2e.gw, 50_000);
    const { context, page } = await newPage(e2e.browser, e2e.gw.url(site.host));
    try {
      if (save) fs.mkdirSync(OUT, { recursive: true });
      await signIn(page, token);
      for (const game of ['BGS_SLOT', 'BGS_CRASH', 'BGS_DICE']) {
        await openGame(page, game);
        await page.getByTestId('bgs-play').click();
        await page.getByTestId('bgs-result').filter({ hasText: /\S/ }).waitFor();
        await page.getByTestId('bgs-round').first().waitFor();
        expect(await seriousA11yProblems(page, '.bgs', WCAG_TAGS)).toEqual([]);
        if (save) await page.screenshot({ path: path.join(OUT, `bgs-${game.slice(4).toLowerCase()}-desktop.png`), fullPage: true });
      }
      // On a phone every game stacks into one column and never scrolls sideways.
      await page.setViewportSize(PHONE);
      for (const game of ['BGS_SLOT', 'BGS_CRASH', 'BGS_DICE']) {
        await openGame(page, game);
        await page.getByTestId('bgs-round').first().waitFor();
        expect(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'), `${game} scrolls sideways on a phone`).toBeLessThanOrEqual(0);
      }
    } finally {
      await context.close();
    }
  });
});
