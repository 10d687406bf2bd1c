import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FAVOURITES_MAX } from '@wl/shared';
import { describeProblems, seriousA11yProblems } from './a11y';
import { demoMerchantId, hasBrowser, newMemberPage, newPage, useE2E, type E2E } from './browser';
import { confirmDialog, dialogMessage, loginDialog } from './steps';

/**
 * The lobby in the browser (docs/LOBBY.md): menus from the database, guests asked to log in,
 * a member browsing, searching, paging and keeping favourites (with a refusal rolled back),
 * a trial user refused a real-money game, and a demo vendor's game in the popup iframe.
 */
const OUT = path.resolve(import.meta.dirname, '../../docs/screens');

interface GameRow {
  nodeId: string;
  name: string;
  vendorCode: string;
}

/** A playable RNG game of an enabled, working vendor of the demo merchant, chosen in SQL. */
async function aGame(e2e: E2E, where: { trial?: boolean; inHouse?: boolean } = {}): Promise<GameRow> {
  const merchantId = await demoMerchantId(e2e.gw);
  const [g] = await e2e.gw.sql<GameRow[]>`
    select g.node_id, g.name, g.vendor_code from games g
    join game_vendors v on v.code = g.vendor_code
    left join merchant_vendors mv on mv.vendor_code = v.code and mv.merchant_id = ${merchantId}
    where g.game_type = 'RNG' and not g.is_group and not g.maintenance and not v.maintenance
      and coalesce(mv.enabled, v.default_enabled) and not coalesce(mv.maintenance, false)
      and g.trial_allowed = ${where.trial ?? false} and v.launch_url is not null
      and (select count(*) from games o where o.name = g.name) = 1
    order by g.node_id limit 1`;
  if (!g) throw new Error('no demo game matches');
  return g;
}

const tile = (page: Page, nodeId: string | number) => page.locator(`[data-testid="game-tile"][data-node="${nodeId}"]`);

async function search(page: Page, text: string) {
  await page.getByTestId('list-search').fill(text);
  await page.getByTestId('list-search').press('Enter');
}

describe.skipIf(!hasBrowser)('lobby in the browser', () => {
  const e2e = useE2E();

  it('shows a guest the menus from the database and asks them to log in to play', async () => {
    const merchantId = await demoMerchantId(e2e.gw);
    const [vendor] = await e2e.gw.sql<{ name: string }[]>`
      select v.name from game_vendors v join games g on g.vendor_code = v.code
      left join merchant_vendors mv on mv.vendor_code = v.code and mv.merchant_id = ${merchantId}
      where g.game_type = 'LIVE' and coalesce(mv.enabled, v.default_enabled) group by v.name order by v.name limit 1`;
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    try {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      // The first category always has room in the row (lobby-nav.test.ts covers the rest, under More).
      const live = nav.getByTestId('topnav-LIVE');
      await live.getByRole('link', { name: 'Live casino' }).hover();
      await live.getByRole('link', { name: vendor!.name }).waitFor();
      expect(await nav.getByRole('link').first().textContent()).toBe('Home');

      await page.goto('/rng');
      await page.getByRole('heading', { name: 'Log in to see every game' }).waitFor();
      await page.getByTestId('game-tile').first().waitFor();
      const problems = await seriousA11yProblems(page);
      expect(problems, describeProblems('/rng as a guest', problems)).toEqual([]);
      await page
        .getByTestId('game-tile')
        .first()
        .getByRole('button', { name: /^Play / })
        .click();
      await loginDialog(page).waitFor();
    } finally {
      await context.close();
    }
  });

  it('lets a member browse, search, show more and keep favourites; a refused favourite rolls back', async () => {
    const game = await aGame(e2e);
    const { context, page, account } = await newMemberPage(e2e);
    try {
      await page.goto('/rng');
      await page.getByTestId('load-more').waitFor();
      const first = await page.getByTestId('game-tile').first().getAttribute('data-node');
      await page.getByTestId('load-more').click();
      // The next page comes below the first, which stays.
      await expect.poll(() => page.getByTestId('game-tile').count()).toBe(40);
      expect(await page.getByTestId('game-tile').first().getAttribute('data-node')).toBe(first);

      await search(page, game.name);
      const found = tile(page, game.nodeId);
      await found.waitFor();
      const star = found.getByTestId('favourite-toggle');
      expect(await star.getAttribute('aria-pressed')).toBe('false');
      await star.click();
      await found.locator('[aria-pressed="true"]').waitFor();
      await expect
        .poll(async () => (await e2e.gw.sql`select 1 from favourite_games where account_id = ${account.id} and node_id = ${game.nodeId}`).length)
        .toBe(1);

      await page.goto('/fav');
      await tile(page, game.nodeId).waitFor();
      await tile(page, game.nodeId).getByTestId('favourite-toggle').click();
      await tile(page, game.nodeId).waitFor({ state: 'detached' });
      await expect.poll(async () => (await e2e.gw.sql`select 1 from favourite_games where account_id = ${account.id}`).length).toBe(0);

      // A full favourites list: the server refuses, the star goes back off, the reason is shown.
      await e2e.gw.sql`
        insert into favourite_games (account_id, node_id)
        select ${account.id}, node_id from games where node_id <> ${game.nodeId} order by node_id limit ${FAVOURITES_MAX}`;
      await page.goto(`/rng?keyword=${encodeURIComponent(game.name)}`);
      const again = tile(page, game.nodeId);
      await again.getByTestId('favourite-toggle').click();
      expect(await dialogMessage(page)).toBe('You have too many favourites: remove one first');
      await again.locator('[aria-pressed="false"]').waitFor();
    } finally {
      await context.close();
    }
  });

  it('refuses a trial user a real-money-only game with the info dialog', async () => {
    const game = await aGame(e2e, { trial: false });
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    try {
      await page.goto('/');
      await page.getByTestId('free-play').click();
      await page.getByTestId('header-balance').waitFor();
      expect(await dialogMessage(page)).toContain('Your account is ready.');
      await confirmDialog(page);
      await page.goto(`/rng?keyword=${encodeURIComponent(game.name)}`);
      await tile(page, game.nodeId)
        .getByRole('button', { name: `Play ${game.name}` })
        .click();
      expect(await dialogMessage(page)).toBe('Please register a real account to use this feature. Free-play accounts can only look around.');
    } finally {
      await context.close();
    }
  });

  it('starts a demo vendor game in the popup iframe and lists it under recent games', async () => {
    const game = await aGame(e2e);
    const { context, page } = await newMemberPage(e2e);
    try {
      await page.goto(`/rng?keyword=${encodeURIComponent(game.name)}`);
      if (process.env.UPDATE_SCREENS === '1') {
        await page.goto('/rng');
        await page.getByTestId('game-tile').nth(11).locator('img').waitFor();
        fs.mkdirSync(OUT, { recursive: true });
        await page.screenshot({ path: path.join(OUT, 'game-list-desktop.png') });
        await page.goto(`/rng?keyword=${encodeURIComponent(game.name)}`);
      }
      await tile(page, game.nodeId)
        .getByRole('button', { name: `Play ${game.name}` })
        .click();
      const popup = page.getByRole('dialog', { name: game.name });
      const frame = popup.getByTestId('game-frame');
      await frame.waitFor();
      expect(await frame.getAttribute('src')).toMatch(/^(https?:\/\/[^/]+)?\/demo-vendor\/play/);
      const problems = await seriousA11yProblems(page, '.game-popup');
      expect(problems, describeProblems('game popup', problems)).toEqual([]);
      await popup.getByRole('button', { name: 'Close' }).click();
      await popup.waitFor({ state: 'detached' });
      await page.goto('/recent');
      await tile(page, game.nodeId).waitFor();
    } finally {
      await context.close();
    }
  });
  it('lists PVP rooms by stakes and joins one in the game popup', async () => {
    const { context, page } = await newMemberPage(e2e);
    try {
      await page.goto('/pvp');
      await page.getByTestId('tab-rooms').click();
      expect(new URL(page.url()).searchParams.get('view')).toBe('rooms');
      const rooms = page.getByTestId('pvp-room');
      await rooms.first().waitFor();
      expect(await rooms.count()).toBe(12);
      // One stake band: every room shown is in it.
      const bands = page.getByRole('group', { name: 'Stakes' }).getByRole('button');
      const band = (await bands.nth(2).textContent())!;
      await bands.nth(2).click();
      await expect.poll(async () => (await rooms.allTextContents()).every((text) => text.includes(band))).toBe(true);
      const problems = await seriousA11yProblems(page);
      expect(problems, describeProblems('/pvp rooms', problems)).toEqual([]);
      if (process.env.UPDATE_SCREENS === '1') {
        fs.mkdirSync(OUT, { recursive: true });
        await page.screenshot({ path: path.join(OUT, 'pvp-rooms-desktop.png') });
      }
      const name = (await rooms.first().getByRole('heading').textContent())!;
      await rooms
        .first()
        .getByRole('button', { name: `Join ${name}` })
        .click();
      await page.locator('.game-popup').getByTestId('game-frame').waitFor();
    } finally {
      await context.close();
    }
  });
});
