import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sendSystemMessage } from '../../gateway/src/modules/messages/send.js';
import { createAccount, uniqueName } from '../support/factories';
import { axeClean } from './a11y';
import { DESKTOP, demoMerchantId, hasBrowser, newMemberPage, newPage, PHONE, shoot, useE2E, openAgentCentre } from './browser';
import { pathOf } from './steps';

/**
 * The agent centre (client/src/agent-centre, its pages in client/src/features/agent): an agent signs in at /agent and lands
 * on /agentHome; the header clock runs on the gateway's `agent:clock` pushes; the nav works by
 * keyboard and marks the page shown; each built page shows real data (the account, the site's
 * notices, a message sent to the agent, the customer-service link); axe finds nothing serious on
 * any page, desktop and phone; members are sent from /agentHome to /agent.
 */
type InPage = {
  document: { querySelector(s: string): { textContent: string | null } | null; activeElement: { getAttribute(n: string): string | null } | null };
};

const clockText = (page: Page) => page.getByTestId('agent-clock').textContent();

describe.skipIf(!hasBrowser)('agent centre in the browser', () => {
  const e2e = useE2E();

  async function newAgent() {
    const merchantId = await demoMerchantId(e2e.gw);
    const code = uniqueName('AC').toUpperCase();
    const agent = await createAccount(e2e.gw.sql, merchantId, { type: 1, affiliateCode: code });
    // One downline registered today: the team overview counts it.
    await createAccount(e2e.gw.sql, merchantId, { parentId: agent.id });
    await e2e.gw.sql.begin((tx) => sendSystemMessage(tx, merchantId, [agent.id], 'Agent briefing', 'New contract terms start Monday.'));
    const [notice] = await e2e.gw.sql<
      { title: string }[]
    >`select title from home_notices where merchant_id = ${merchantId} and active order by sort, id limit 1`;
    return { ...agent, code, notice: notice?.title };
  }

  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`an agent signs in, the clock ticks and every page renders real data, axe clean (${size})`, async () => {
      const agent = await newAgent();
      expect(agent.notice, 'the demo site has notices').toBeTruthy();
      const { context, page } = await newPage(e2e.browser, e2e.gw.url(), viewport);
      const phone = size === 'phone';
      /** Opens a page through the nav (on a phone through the drawer), by keyboard. */
      const go = async (key: string) => {
        if (phone) {
          await page.getByTestId('agent-menu').focus();
          await page.keyboard.press('Enter');
          await page.locator('#agent-nav.agent-nav--open').waitFor();
        }
        await page.getByTestId(`agent-nav-${key}`).focus();
        await page.keyboard.press('Enter');
        await page.getByTestId(`agent-page-${key}`).waitFor();
        expect(pathOf(page)).toBe(`/agentHome/${key}`);
        expect(await page.getByTestId(`agent-nav-${key}`).getAttribute('aria-current')).toBe('page');
        if (phone) await page.locator('#agent-nav.agent-nav--open').waitFor({ state: 'detached' });
      };
      try {
        await openAgentCentre(page, agent);
        expect(pathOf(page)).toBe('/agentHome');

        // The header: nickname, the merchant's offset (the demo site's UTC+8) and a running clock.
        expect(await page.getByTestId('agent-nickname').textContent()).toBe(agent.username);
        await page.getByTestId('agent-clock-tz').filter({ hasText: 'GMT+08:00' }).waitFor();
        const first = await clockText(page);
        expect(first).toMatch(/^GMT\+08:00\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        await page.waitForFunction(
          (before) => (globalThis as unknown as InPage).document.querySelector('[data-testid="agent-clock"]')?.textContent !== before,
          first,
        );

        // /agentHome shows the team overview: the last 7 days' figures of the team, a chart and its table.
        await page.getByTestId('kpi-members').filter({ hasText: /1$/ }).waitFor();
        expect(await page.getByTestId('kpi-newRegistrations').textContent()).toMatch(/1$/);
        // Nothing was staked today: an empty state, not a row of zero bars; a figure with data draws.
        await page.getByTestId('team-chart-empty').waitFor();
        await page.getByTestId('team-metric').selectOption('newRegistrations');
        await page.getByTestId('team-chart').waitFor();
        await page.getByTestId('team-period').selectOption('thisMonth');
        await page.getByTestId('kpi-members').filter({ hasText: /1$/ }).waitFor();
        await page.getByText('Show the figures as a table').click();
        expect(await page.getByTestId('team-table').locator('tbody tr').count()).toBeGreaterThanOrEqual(1);
        expect(await page.getByTestId('agent-invite-code').inputValue()).toBe(agent.code);
        // Its screens, with a team that played over several days, are agent-insight.test.ts's.
        await axeClean(page, `team overview (${size})`);

        await go('accountDetails');
        expect(await page.getByTestId('agent-username').textContent()).toBe(agent.username);
        expect(await page.getByTestId('agent-invite-code').inputValue()).toBe(agent.code);
        expect(await page.getByTestId('agent-balance').textContent()).toMatch(/0\.00/);
        await page.locator('.qr svg').waitFor();
        await axeClean(page, `/agentHome (${size})`);
        await shoot(page, `agent-account-${size}`);

        await go('agentAnnouncement');
        await page.getByTestId('agent-announcements').getByRole('heading', { name: agent.notice! }).waitFor();
        await axeClean(page, `announcements (${size})`);
        await shoot(page, `agent-announcements-${size}`);

        await go('platformMessages');
        await page.getByTestId('message-row').filter({ hasText: 'Agent briefing' }).waitFor();
        await axeClean(page, `messages (${size})`);
        await shoot(page, `agent-messages-${size}`);

        await go('customerService');
        await page.getByTestId('agent-customer-service').waitFor();
        await axeClean(page, `customer service (${size})`);
        await shoot(page, `agent-customer-service-${size}`);

        if (phone) {
          // The drawer: the menu button says it is open, Escape closes it and gives focus back.
          const menu = page.getByTestId('agent-menu');
          await menu.click();
          expect(await menu.getAttribute('aria-expanded')).toBe('true');
          await axeClean(page, 'agent nav drawer (phone)');
          await shoot(page, 'agent-nav-phone');
          await page.keyboard.press('Escape');
          await page.locator('#agent-nav.agent-nav--open').waitFor({ state: 'detached' });
          expect(await menu.getAttribute('aria-expanded')).toBe('false');
          expect(await page.evaluate(() => (globalThis as unknown as InPage).document.activeElement?.getAttribute('data-testid'))).toBe('agent-menu');
        } else {
          // A page not built (or not offered) goes back to the centre's home.
          await page.goto('/agentHome/dividendRecord');
          await page.getByTestId('agent-page-agentTeamOverview').waitFor();
          expect(pathOf(page)).toBe('/agentHome');
        }
      } finally {
        await context.close();
      }
    });
  }

  it('sends a member from /agentHome to the agent login', async () => {
    const member = await newMemberPage(e2e);
    try {
      await member.page.goto('/agentHome/accountDetails');
      await member.page.getByTestId('login-form-agent').waitFor();
      expect(pathOf(member.page)).toBe('/agent');
    } finally {
      await member.context.close();
    }
  });
});
