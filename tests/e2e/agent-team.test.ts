import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { post } from '../../gateway/src/modules/wallet/ledger.js';
import { createAccount, uniqueName } from '../support/factories';
import { axeClean } from './a11y';
import { DESKTOP, demoMerchantId, hasBrowser, newPage, PHONE, useE2E, openAgentCentre, shootTop } from './browser';
import { pathOf } from './steps';

/**
 * The agent centre's team pages (client/src/features/agent-team): an agent registers a
 * member and a sub-agent with the site's rules, finds them in its list, drills into a sub-agent
 * (breadcrumb), searches the subtree, edits a remark in place, walks the tree by keyboard, and
 * sees the bets, P&L and transactions booked in the ledger for its member; a sibling agent's
 * member never shows. axe finds nothing serious on any team page, desktop and phone; the phone
 * header is one row.
 */
type InPage = { document: { activeElement: { getAttribute(n: string): string | null } | null } };

const focused = (page: Page) => page.evaluate(() => (globalThis as unknown as InPage).document.activeElement?.getAttribute('data-username') ?? null);

describe.skipIf(!hasBrowser)('agent team pages in the browser', () => {
  const e2e = useE2E();

  /** Agent A with a member (played: deposit, bet, win) and a sub-agent with a member; sibling agent S with a member who played. */
  async function newTeam() {
    const sql = e2e.gw.sql;
    const merchantId = await demoMerchantId(e2e.gw);
    const [m] = await sql<{ currency: string }[]>`select settings->>'currency' as currency from merchants where id = ${merchantId}`;
    const [g] = await sql<{ nodeId: string }[]>`select node_id from games where not is_group order by node_id limit 1`;
    const book = (accountId: number, kind: string, amount: number) =>
      sql.begin((tx) =>
        post(tx, {
          merchantId,
          key: `team-e2e:${uniqueName()}`,
          kind,
          currency: m!.currency,
          book: 'real',
          meta: { nodeId: Number(g!.nodeId), vendor: 'test' },
          legs: [
            { wallet: { accountId, kind: 'real' }, amount },
            { wallet: { system: 'house' }, amount: -amount },
          ],
        }),
      );
    const agent = await createAccount(sql, merchantId, { type: 1, affiliateCode: uniqueName('T').toUpperCase() });
    const member = await createAccount(sql, merchantId, { parentId: agent.id, username: uniqueName('tm') });
    const sub = await createAccount(sql, merchantId, { type: 1, parentId: agent.id, username: uniqueName('ts') });
    const subMember = await createAccount(sql, merchantId, { parentId: sub.id, username: uniqueName('tsm') });
    const sibling = await createAccount(sql, merchantId, { type: 1 });
    const stranger = await createAccount(sql, merchantId, { parentId: sibling.id, username: uniqueName('tx') });
    for (const a of [member, stranger]) {
      await book(a.id, 'deposit', 50_000);
      await book(a.id, 'bet', -2_000);
      await book(a.id, 'win', 500);
    }
    return { agent, member, sub, subMember, stranger };
  }

  const open = async (page: Page, key: string) => {
    await page.goto(`/agentHome/${key}`);
    await page.getByTestId(`agent-page-${key}`).waitFor();
  };

  it('registers, lists, drills, searches, remarks, walks the tree and reads the team records (desktop)', async () => {
    const t = await newTeam();
    const { context, page } = await newPage(e2e.browser, e2e.gw.url(), DESKTOP);
    try {
      await openAgentCentre(page, t.agent);

      // Register: the site's rules are checked before sending; then a member and an agent.
      await page.getByTestId('agent-nav-registerCenter').click();
      await page.getByTestId('agent-page-registerCenter').waitFor();
      const form = page.getByTestId('team-register-form');
      await page.getByTestId('team-register-submit').click();
      expect(await form.locator('[role="alert"]').count()).toBeGreaterThanOrEqual(2);
      await page.locator('.qr svg').waitFor();
      await axeClean(page, 'register centre');
      await shootTop(page, 'agent-team-register-desktop');
      const newMember = uniqueName('rm');
      await form.locator('input[name="username"]').fill(newMember);
      await form.locator('input[name="password"]').fill('Passw0rd1');
      await form.locator('input[name="confirmPassword"]').fill('Passw0rd2');
      await page.getByTestId('team-register-submit').click();
      await form.getByText('Confirmation password is not correct.').waitFor();
      await form.locator('input[name="confirmPassword"]').fill('Passw0rd1');
      await page.getByTestId('team-register-submit').click();
      expect(await page.getByTestId('team-register-username').textContent()).toBe(newMember);
      await page.getByTestId('team-register-again').click();
      const newAgent = uniqueName('ra');
      await form.getByRole('tab', { name: 'Agent' }).click();
      await form.locator('input[name="username"]').fill(newAgent);
      await form.locator('input[name="password"]').fill('Passw0rd1');
      await form.locator('input[name="confirmPassword"]').fill('Passw0rd1');
      await page.getByTestId('team-register-submit').click();
      await page.getByTestId('team-register-done').getByText(`Agent ${newAgent} is registered in your team.`).waitFor();

      // The list: direct downlines, new ones included; never the sibling's member.
      await page.getByTestId('agent-nav-downlineManagmentView').click();
      const rows = page.getByTestId('team-downlines');
      for (const name of [newMember, newAgent, t.member.username, t.sub.username]) await rows.getByTestId(`team-row-${name}`).waitFor();
      expect(await rows.locator('tbody tr').count()).toBe(4);
      expect(await page.getByText(t.stranger.username).count()).toBe(0);
      await axeClean(page, 'downline list');
      await shootTop(page, 'agent-team-downlines-desktop');

      // Remark, edited in place and kept.
      const row = rows.getByTestId(`team-row-${t.member.username}`);
      await row.getByTestId('team-remark-edit').click();
      await row.getByTestId('team-remark-input').fill('VIP, call on Fridays');
      await page.keyboard.press('Enter');
      await row.getByTestId('team-remark-text').filter({ hasText: 'VIP, call on Fridays' }).waitFor();
      expect(await row.getByRole('link', { name: `Transfer to ${t.member.username}` }).getAttribute('href')).toBe(
        `/member?tab=transferUpline&to=${t.member.username}`,
      );

      // Drill into the sub-agent: its member and the breadcrumb; back through the breadcrumb.
      await rows.getByTestId(`team-row-${t.sub.username}`).getByTestId('team-drill').click();
      await page.getByTestId('team-downlines').getByTestId(`team-row-${t.subMember.username}`).waitFor();
      expect(await page.getByTestId('team-breadcrumb').textContent()).toBe(`My team${t.sub.username}`);
      expect(new URL(page.url()).searchParams.get('parent')).toBe(String(t.sub.id));
      await page.getByTestId('team-breadcrumb').getByRole('button', { name: 'My team' }).click();
      await page.getByTestId('team-downlines').getByTestId(`team-row-${newAgent}`).waitFor();

      // Search the whole subtree: the sub-agent's member is found from the top; the sibling's never.
      await page.getByTestId('team-search').fill(t.subMember.username);
      await page.keyboard.press('Enter');
      await page.getByTestId('team-downlines').getByTestId(`team-row-${t.subMember.username}`).getByText(`under ${t.sub.username}`).waitFor();
      await page.getByTestId('team-search').fill(t.stranger.username);
      await page.keyboard.press('Enter');
      await page.getByText('No account in this team matches').waitFor();

      // The tree by keyboard: to the sub-agent, open it, into its member, back, Enter opens it in the list.
      await page.getByTestId('team-view-tree').click();
      await page.getByTestId(`team-tree-${t.sub.username}`).waitFor();
      await page.locator('[role="treeitem"][tabindex="0"]').focus();
      await page.keyboard.press('Home');
      for (let i = 0; i < 6 && (await focused(page)) !== t.sub.username; i++) await page.keyboard.press('ArrowDown');
      expect(await focused(page)).toBe(t.sub.username);
      const subItem = page.getByTestId(`team-tree-${t.sub.username}`);
      expect(await subItem.getAttribute('aria-expanded')).toBe('false');
      await page.keyboard.press('ArrowRight');
      await page.getByTestId(`team-tree-${t.subMember.username}`).waitFor();
      expect(await subItem.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('ArrowRight');
      expect(await focused(page)).toBe(t.subMember.username);
      await axeClean(page, 'team tree');
      await shootTop(page, 'agent-team-tree-desktop');
      await page.keyboard.press('ArrowLeft');
      expect(await focused(page)).toBe(t.sub.username);
      await page.keyboard.press('ArrowLeft');
      expect(await subItem.getAttribute('aria-expanded')).toBe('false');
      await page.keyboard.press('Enter');
      await page.getByTestId('team-downlines').getByTestId(`team-row-${t.subMember.username}`).waitFor();

      // Team betting: the member's bet and win (signed amounts), none of the sibling's.
      await page.getByTestId('agent-nav-personalHistoryCopy').click();
      const bets = page.getByTestId('team-bets');
      await bets.waitFor();
      expect(await bets.locator('tbody tr').count()).toBe(2);
      expect(await bets.textContent()).toContain(t.member.username);
      expect(await bets.textContent()).toMatch(/-20\.00/);
      expect(await bets.textContent()).toMatch(/5\.00/);
      expect(await bets.textContent()).not.toContain(t.stranger.username);
      // A username outside the team matches nothing.
      await page.getByTestId('team-bets-filters').locator('input[name="username"]').fill(t.stranger.username);
      await page.getByTestId('team-bets-filters').getByRole('button', { name: 'Apply' }).click();
      await page.getByText('No bets in this period').waitFor();
      await axeClean(page, 'team betting');
      await page.getByTestId('team-bets-filters').locator('input[name="username"]').fill('');
      await page.getByTestId('team-bets-filters').getByRole('button', { name: 'Apply' }).click();
      await bets.waitFor();
      await shootTop(page, 'agent-team-bets-desktop');

      // User loss: one row for the member and the totals (P&L = 5.00 - 20.00).
      await page.getByTestId('agent-nav-palStatementsAgentCopy').click();
      const profit = page.getByTestId('team-profit');
      await profit.waitFor();
      expect(await profit.locator('tbody tr').count()).toBe(1);
      expect(await profit.locator('tbody tr').textContent()).toContain(t.member.username);
      expect(await page.getByTestId('team-profit-totals').textContent()).toMatch(/-15\.00/);
      await axeClean(page, 'user loss');
      await shootTop(page, 'agent-team-profit-desktop');

      // Team transactions, filtered to deposits.
      await page.getByTestId('agent-nav-agentDownlineTransactionDetailsCopy').click();
      const tx = page.getByTestId('team-transactions');
      await tx.waitFor();
      expect(await tx.locator('tbody tr').count()).toBe(3);
      await page.getByTestId('team-transactions-filters').locator('select[name="option"]').selectOption('deposit');
      await page.getByTestId('team-transactions-filters').getByRole('button', { name: 'Apply' }).click();
      await tx.locator('tbody tr').nth(1).waitFor({ state: 'detached' });
      expect(await tx.locator('tbody tr').textContent()).toMatch(/500\.00/);
      expect(await tx.textContent()).not.toContain(t.stranger.username);
      await axeClean(page, 'team transactions');
      await shootTop(page, 'agent-team-transactions-desktop');
      expect(pathOf(page)).toBe('/agentHome/agentDownlineTransactionDetailsCopy');
    } finally {
      await context.close();
    }
  });

  /** The downline list's own scroll region: how far it scrolls sideways (0 = it fits). */
  const listOverflow = (page: Page) => page.getByRole('region', { name: 'Team management' }).evaluate((el) => el.scrollWidth - el.clientWidth);

  it('fits the downline list at 1366x768 and keeps Transfer in view on a phone', async () => {
    const t = await newTeam();
    const sql = e2e.gw.sql;
    // Long enough content to be honest about widths: nicknames, a remark, a last sign-in.
    await sql`update accounts set nickname = 'Lucky Star Garcia', last_login_at = now() where id in (${t.member.id}, ${t.sub.id})`;
    await sql`insert into agent_remarks (agent_id, account_id, remark) values (${t.agent.id}, ${t.member.id}, 'VIP, call on Fridays after six')`;
    for (const viewport of [{ width: 1366, height: 768 }, PHONE]) {
      const { context, page } = await newPage(e2e.browser, e2e.gw.url(), viewport);
      try {
        await openAgentCentre(page, t.agent);
        await open(page, 'downlineManagmentView');
        const row = page.getByTestId('team-downlines').getByTestId(`team-row-${t.member.username}`);
        await row.getByTestId('team-remark-text').filter({ hasText: 'VIP, call on Fridays after six' }).waitFor();
        const transfer = row.getByRole('link', { name: `Transfer to ${t.member.username}` });
        const box = (await transfer.boundingBox())!;
        expect(box.x + box.width, `Transfer in view at ${viewport.width}px`).toBeLessThanOrEqual(viewport.width);
        expect(box.x).toBeGreaterThanOrEqual(0);
        if (viewport.width === 1366) {
          expect(await listOverflow(page), 'the list scrolls sideways at 1366px').toBeLessThanOrEqual(0);
          await shootTop(page, 'agent-team-downlines-1366');
        } else {
          // A phone scrolls the table inside its region; Transfer stays at the row's end, in view.
          expect(await listOverflow(page)).toBeGreaterThan(0);
          await page.getByRole('region', { name: 'Team management' }).evaluate((el) => el.scrollTo({ left: 120 }));
          const moved = (await transfer.boundingBox())!;
          expect(moved.x + moved.width).toBeLessThanOrEqual(viewport.width);
          await axeClean(page, 'downline list scrolled (phone)');
          await shootTop(page, 'agent-team-downlines-scrolled-phone');
        }
      } finally {
        await context.close();
      }
    }
  });

  it('keeps the phone header to one row and every team page axe clean (phone)', async () => {
    const t = await newTeam();
    const { context, page } = await newPage(e2e.browser, e2e.gw.url(), PHONE);
    try {
      await openAgentCentre(page, t.agent);
      const bar = await page.locator('.agent-bar').boundingBox();
      expect(bar!.height).toBeLessThanOrEqual(64);
      // The account menu holds the site link and sign out; Escape closes it and returns focus.
      const menu = page.getByTestId('agent-user-menu');
      await menu.click();
      await page.getByTestId('agent-logout').waitFor();
      await axeClean(page, 'account menu (phone)');
      await shootTop(page, 'agent-team-header-phone');
      await page.keyboard.press('Escape');
      await page.getByTestId('agent-logout').waitFor({ state: 'detached' });
      expect(await menu.getAttribute('aria-expanded')).toBe('false');

      const pages: [string, string][] = [
        ['registerCenter', 'team-register-form'],
        ['downlineManagmentView', 'team-downlines'],
        ['personalHistoryCopy', 'team-bets'],
        ['palStatementsAgentCopy', 'team-profit'],
        ['agentDownlineTransactionDetailsCopy', 'team-transactions'],
      ];
      for (const [key, testId] of pages) {
        await open(page, key);
        await page.getByTestId(testId).waitFor();
        await axeClean(page, `${key} (phone)`);
        await shootTop(page, `agent-team-${key}-phone`);
      }
      await open(page, 'downlineManagmentView');
      await page.getByTestId('team-view-tree').click();
      await page.getByTestId(`team-tree-${t.sub.username}`).waitFor();
      await axeClean(page, 'team tree (phone)');
    } finally {
      await context.close();
    }
  });
});
