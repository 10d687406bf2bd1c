import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API, BIG_WIN_MIN, type LoginValue } from '@wl/shared';
import { Api } from '../support/api';
import { recordWin } from '../../gateway/src/modules/games/winners.js';
import { postHouseTransfer } from '../../gateway/src/modules/wallet/ledger.js';
import { createAccount, deposit } from '../support/factories';
import { createSupport } from '../support/staff';
import { seriousA11yProblems, describeProblems } from './a11y';
import { demoMerchantId, hasBrowser, newMemberPage, newPage, shoot, useE2E } from './browser';
import { staffSignIn } from './steps';

/**
 * Support replay and the listener modal in a real browser (docs/REPLAY.md): staff replay a
 * member's balance changes and the mock header ends at the member's balance; a member sees their
 * own big win in the listener modal the moment it is booked.
 */
describe.skipIf(!hasBrowser)('replay and listener modal (browser)', () => {
  const e2e = useE2E();

  it("replays a member's balance changes into the mock header", async () => {
    const merchantId = await demoMerchantId(e2e.gw);
    const member = await createAccount(e2e.gw.sql, merchantId);
    for (const amount of [10_000, 25_050, 5_000]) {
      await deposit(e2e.gw.sql, { merchantId, accountId: member.id, amount, key: `e2e-replay:${randomUUID()}` });
    }
    const staff = await createSupport(e2e.gw.sql, merchantId);
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    try {
      await staffSignIn(page, staff);
      // Support lands on its queues; the member list is one click away.
      await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Members & agents' }).click();
      await page.getByRole('searchbox', { name: 'Search' }).fill(member.username);
      await page.getByRole('table', { name: 'Accounts' }).getByRole('link', { name: member.username, exact: true }).click();
      await page.getByTestId('replay-link').click();
      await page.getByRole('heading', { name: `Events of ${member.username}` }).waitFor();
      const timeline = page.getByRole('list', { name: 'Events, oldest first' });
      expect(await timeline.getByRole('listitem').count()).toBe(3);
      expect(await page.getByTestId('mock-balance').textContent()).toContain('—');

      // One step at a time, then the rest at once.
      await page.getByRole('button', { name: 'Step', exact: true }).click();
      await page.getByTestId('mock-balance').filter({ hasText: '100.00 PHP' }).waitFor();
      expect(await page.getByTestId('replay-now').textContent()).toContain('Event 1 of 3');
      await page.getByRole('button', { name: 'Instant' }).click();
      await page.getByTestId('replay-play').click();
      await page.getByTestId('mock-balance').filter({ hasText: '400.50 PHP' }).waitFor();
      await shoot(page, 'support-replay-desktop');
      expect(await page.getByTestId('replay-now').textContent()).toContain('Event 3 of 3');
      expect(await timeline.locator('li[aria-current="step"]').count()).toBe(1);

      const problems = await seriousA11yProblems(page, '.sc-main');
      expect(problems, describeProblems('replay page', problems)).toEqual([]);
      const [logged] = await e2e.gw.sql<{ n: string }[]>`select count(*) as n from staff_actions where account_id = ${member.id} and action = 'replay:view'`;
      expect(Number(logged!.n)).toBe(1);
    } finally {
      await context.close();
    }
  });

  it("tells the member's story in words (sign-in, game opened) with the range in the site's date format", async () => {
    const merchantId = await demoMerchantId(e2e.gw);
    const member = await createAccount(e2e.gw.sql, merchantId, { payeeName: 'Replay Person' });
    await deposit(e2e.gw.sql, { merchantId, accountId: member.id, amount: 50_000, key: `e2e-replay:${randomUUID()}` });
    const api = new Api(e2e.gw.url());
    const login = await api.post<LoginValue>(API.login, { type: 'username', username: member.username, password: member.password }, true);
    api.token = login.value.token;
    const [game] = await e2e.gw.sql<{ nodeId: string; name: string }[]>`select node_id, name from games where game_code = 'BGS_SLOT'`;
    expect((await api.post(API.launchGame, { nodeId: Number(game!.nodeId) })).success).toBe(true);
    const staff = await createSupport(e2e.gw.sql, merchantId);
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    try {
      await staffSignIn(page, staff);
      await page.goto(`/support/replay/${member.id}`);
      await page.getByRole('heading', { name: `Events of ${member.username}` }).waitFor();
      // The range is written as every time in the console is: 2026-11-30 14:05, site time.
      expect(await page.getByLabel('From').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      const timeline = page.getByRole('list', { name: 'Events, oldest first' });
      await timeline.getByText(/^Signed in from /).waitFor();
      await timeline.getByText(`Opened ${game!.name} (BGS)`).waitFor();
      const text = (await timeline.textContent()) ?? '';
      expect(text).toContain('Sign-in');
      expect(text).toContain('Game opened');
      // Words, never a raw payload or a message key.
      expect(text).not.toMatch(/[{}]|support\.replay/);
      // The type filters are all in words too.
      const chips = await page.getByRole('group', { name: 'Event types' }).getByRole('button').allTextContents();
      expect(chips.filter((c) => /[_:.]/.test(c))).toEqual([]);
      await page.getByLabel('From').fill('30/11/2026');
      await page.getByRole('button', { name: 'Show', exact: true }).click();
      await page.getByText('Write both times like 2026-11-30 14:05.').waitFor();
      await shoot(page, 'support-replay-story-desktop');
    } finally {
      await context.close();
    }
  });

  it('shows the member their own big win in the listener modal', async () => {
    const { context, page, account } = await newMemberPage(e2e);
    try {
      const merchantId = await demoMerchantId(e2e.gw);
      const [game] = await e2e.gw.sql<{ nodeId: string; name: string }[]>`select node_id, name from games where game_code = 'BGS_SLOT'`;
      await e2e.gw.sql.begin(async (tx) => {
        const p = await postHouseTransfer(tx, {
          key: `e2e-win:${randomUUID()}`,
          kind: 'win',
          merchantId,
          accountId: account.id,
          wallet: 'real',
          currency: 'PHP',
          amount: BIG_WIN_MIN,
        });
        await recordWin(tx, {
          merchantId,
          accountId: account.id,
          nodeId: Number(game!.nodeId),
          journalId: p.journalId,
          amount: BIG_WIN_MIN,
          currency: 'PHP',
          book: 'real',
        });
      });
      const modal = page.getByRole('dialog', { name: 'Big win!' });
      await modal.waitFor();
      expect(await modal.getByTestId('listener-modal').textContent()).toBe(`You won 1,000.00 PHP on ${game!.name}.`);
      const problems = await seriousA11yProblems(page, '[role="dialog"]');
      expect(problems, describeProblems('listener modal', problems)).toEqual([]);
      await modal.getByRole('button', { name: 'Great' }).click();
      await modal.waitFor({ state: 'detached' });
      // The header followed the same push.
      await page.getByTestId('header-balance').filter({ hasText: '1,000.00' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
