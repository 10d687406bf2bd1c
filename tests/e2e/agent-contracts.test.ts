import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createAccount } from '../support/factories';
import { describeProblems, seriousA11yProblems } from './a11y';
import { DESKTOP, demoMerchantId, hasBrowser, newPage, PHONE, shoot, useE2E } from './browser';
import { confirmDialog, login } from './steps';

/**
 * Agent contracts in two browsers (issue 10, client/src/features/contracts): the agent offers
 * its direct downline a contract on /agentHome/agentContracts (the rate cap the gateway answers
 * is shown and kept); the downline, signed in on the site in its own context, gets the contract
 * modal live with the earnings preview and accepts; the agent's list turns Active without a
 * reload; the agent asks to end it, the downline agrees in the modal, both sides show it
 * Terminated (the member centre's contract requests too). axe finds nothing serious on the
 * page, the offer form or the modal, desktop and phone. On /agentHome the check covers what this
 * feature draws (the page's main region, the offer popup); the centre's header and nav are
 * agent-centre.test.ts's.
 */
const AGENT_MAIN = '#main';
const POPUP = '[role="dialog"]';
async function axeClean(page: Page, where: string, selector?: string) {
  const problems = await seriousA11yProblems(page, selector);
  expect(problems, describeProblems(where, problems)).toEqual([]);
}

const card = (page: Page, state: string) => page.locator(`[data-testid="contract-card"][data-state="${state}"]`);

describe.skipIf(!hasBrowser)('agent contracts in the browser', () => {
  const e2e = useE2E();

  for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    it(`offer, live accept, terminate by agreement, axe clean (${size})`, async () => {
      const merchantId = await demoMerchantId(e2e.gw);
      // A top-level agent: its cap is the site's (default 5%), which only the gateway knows.
      const agent = await createAccount(e2e.gw.sql, merchantId, { type: 1 });
      const downline = await createAccount(e2e.gw.sql, merchantId, { parentId: agent.id });
      const a = await newPage(e2e.browser, e2e.gw.url(), viewport);
      const d = await newPage(e2e.browser, e2e.gw.url(), viewport);
      try {
        // The downline is signed in on the site, its socket live, before anything is offered.
        await d.page.goto('/');
        await login(d.page, downline.username, downline.password);
        await d.page.locator('[data-testid="live-link"][data-link="up"]').waitFor({ state: 'attached' });

        await a.page.goto('/agent');
        const form = a.page.getByTestId('login-form-agent');
        await form.locator('input[name="username"]').fill(agent.username);
        await form.locator('input[name="password"]').fill(agent.password);
        await form.getByTestId('login-submit').click();
        await a.page.getByTestId('agent-page-agentTeamOverview').waitFor();
        await a.page.goto('/agentHome/agentContracts');
        await a.page.getByTestId('agent-page-agentContracts').getByText('No contracts yet').waitFor();
        await axeClean(a.page, `contracts page, empty (${size})`, AGENT_MAIN);

        // The offer: a rate above the cap is refused and the form then shows the cap.
        await a.page.getByTestId('contract-offer-open').click();
        const offer = a.page.getByTestId('contract-offer-form');
        await offer.waitFor();
        await offer.getByTestId('contract-offer-downline').selectOption(downline.username);
        await offer.getByTestId('contract-offer-type').selectOption('dividend');
        await offer.getByTestId('contract-offer-period').selectOption('weekly');
        await offer.getByTestId('contract-offer-rate').fill('9');
        await axeClean(a.page, `offer form (${size})`, POPUP);
        await shoot(a.page, `contracts-offer-${size}`);
        await offer.getByTestId('contract-offer-submit').click();
        await confirmDialog(a.page, 'Send offer');
        await offer.getByText('The rate is higher than your own contract allows').waitFor();
        await offer.getByText('At most 5% (your own rate)').waitFor();
        await offer.getByTestId('contract-offer-rate').fill('6');
        await offer.getByTestId('contract-offer-submit').click();
        await offer.getByText('At most 5%', { exact: true }).waitFor();
        await offer.getByTestId('contract-offer-rate').fill('1.5');
        await offer.getByTestId('contract-offer-submit').click();
        await confirmDialog(a.page, 'Send offer');
        await offer.waitFor({ state: 'detached' });
        await card(a.page, 'offered').getByTestId('contract-rate').filter({ hasText: '1.5%' }).waitFor();

        // The downline's modal arrives with the push: the terms, the preview, Accept / Reject.
        const modal = d.page.getByTestId('contract-modal');
        await modal.and(d.page.locator('[data-kind="offer"]')).waitFor();
        await modal.getByTestId('contract-preview-amount').waitFor();
        expect(await modal.getByTestId('contract-rate').textContent()).toBe('1.5%');
        await d.page.getByTestId('contract-modal-REJECT').waitFor();
        await axeClean(d.page, `contract modal, offer (${size})`);
        await shoot(d.page, `contracts-modal-${size}`);
        await d.page.getByTestId('contract-modal-ACCEPT').click();
        await modal.waitFor({ state: 'detached' });

        // The agent's list follows without a reload.
        await card(a.page, 'active').waitFor();
        await axeClean(a.page, `contracts page, active (${size})`, AGENT_MAIN);
        await shoot(a.page, `contracts-agent-${size}`);

        // The agent asks to end it (confirmed); the downline agrees in the modal (confirmed).
        await card(a.page, 'active').getByTestId('contract-action-REQUEST_TERMINATION').click();
        await confirmDialog(a.page, 'Terminate');
        await card(a.page, 'termination_requested').getByTestId('contract-termination-note').waitFor();
        await modal.and(d.page.locator('[data-kind="termination"]')).waitFor();
        await axeClean(d.page, `contract modal, termination (${size})`);
        await d.page.getByTestId('contract-modal-AGREE_TERMINATION').click();
        await confirmDialog(d.page, 'Agree to end');
        await modal.waitFor({ state: 'detached' });
        await card(a.page, 'terminated').waitFor();

        // The member centre's contract requests list it with its end.
        await d.page.goto('/member?tab=contractRequests');
        await card(d.page, 'terminated').getByText('Both sides agreed').waitFor();
        await axeClean(d.page, `member contract requests (${size})`);
        await shoot(d.page, `contracts-member-${size}`);
      } finally {
        await a.context.close();
        await d.context.close();
      }
    });
  }
});
