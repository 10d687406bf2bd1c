import { describe, expect, it } from 'vitest';
import { API, type LoginValue } from '@wl/shared';
import { Api } from '../support/api';
import { createMerchant } from '../support/factories';
import { DESKTOP, PHONE, hasBrowser, newPage, useE2E, shoot } from './browser';

/**
 * The logged-in header, the agent centre, the support console and the maintenance page, each
 * checked for sideways scrolling; UPDATE_SCREENS=1 saves them to docs/screens/.
 */

describe.skipIf(!hasBrowser)('more screens', () => {
  const e2e = useE2E();

  const tokenFor = async (username: string, password: string, loginPage: 'member' | 'agent' = 'member') =>
    (await new Api(e2e.gw.url()).post<LoginValue>(API.login, { type: 'username', username, password, loginPage }, true)).value.token;

  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`member home and agent centre fit a ${size} screen`, async () => {
      const { context, page } = await newPage(e2e.browser, e2e.gw.url(), viewport);
      try {
        const token = await tokenFor('demo', 'Demo1234');
        expect(token).toBeTruthy();
        await page.goto(`/?token=${encodeURIComponent(token)}`);
        await page.getByTestId('header-balance').waitFor();
        await page.locator('[data-testid="home-banners"] .swiper-initialized').waitFor();
        await shoot(page, `member-home-${size}`);
      } finally {
        await context.close();
      }
      // A new visitor for the agent: the member's session must not be in the way.
      const agent = await newPage(e2e.browser, e2e.gw.url(), viewport);
      const page2 = agent.page;
      try {
        await page2.goto(`/agentHome?token=${encodeURIComponent(await tokenFor('agent', 'Agent1234', 'agent'))}`);
        await page2.getByTestId('agent-invite-code').waitFor();
        await page2.locator('.qr svg').waitFor();
        await shoot(page2, `agent-centre-${size}`);
      } finally {
        await agent.context.close();
      }
    });
  }

  it('support console and maintenance page fit the screen', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.gw.url(), DESKTOP);
    try {
      await page.goto('/support');
      await page.getByLabel('Username').fill('support');
      await page.getByLabel('Password').fill('Support1234');
      await page.keyboard.press('Enter');
      await page.getByTestId('staff-dashboard').waitFor();
      await page.goto('/support/accounts');
      // Other test files add members to the demo site, so the agent may not be on the first page.
      await page.getByRole('searchbox', { name: 'Search' }).fill('agent');
      await page.getByRole('link', { name: 'agent', exact: true }).waitFor();
      await shoot(page, 'support-accounts-desktop');

      const closed = await createMerchant(e2e.gw.sql, { maintenance: true });
      await page.goto(`${e2e.gw.url(closed.host)}/`);
      await page.getByRole('button', { name: /customer service/i }).waitFor();
      await shoot(page, 'maintenance-desktop');
    } finally {
      await context.close();
    }
  });
});
