import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API, type ContractView } from '@wl/shared';
import { createAccount } from '../support/factories';
import { axeClean } from './a11y';
import { DESKTOP, demoMerchantId, hasBrowser, newPage, PHONE, shoot, type E2E, openSignedIn } from './browser';
import { confirmDialog } from './steps';
import { agentLogin, useAgentE2E } from './agent-steps';

/**
 * Agent contracts in two browsers (client/src/features/agent-contracts), desktop and phone.
 * First: the agent offers its direct downline a contract on /agentHome/agentContracts (the rate
 * cap is shown and checked before sending); the downline, signed in on the site in its own
 * context (in a browser zone far from the merchant's), gets the contract modal live with the
 * earnings preview (its period in merchant time) and accepts; the agent's list turns Active
 * without a reload. After the agent's login and after a reload the contract/consolidated info
 * is asked for once. Second, on an active contract: the agent changes the terms (cap and
 * "nothing changed" checked in the form), the downline sees now against new and the date they
 * apply from in merchant time, and accepts; the agent asks to end it, the downline agrees in
 * the modal, both sides show it Terminated (the member centre's contract requests too). axe
 * finds nothing serious on the page, the forms or the modal. On /agentHome the check covers what
 * this feature draws (the page's main region, the popups); the centre's header and nav are
 * agent-centre.test.ts's.
 */
const AGENT_MAIN = '#main';
const POPUP = '[role="dialog"]';

const card = (page: Page, state: string) => page.locator(`[data-testid="contract-card"][data-state="${state}"]`);
const pathIs = (path: string) => (r: { url(): string }) => new URL(r.url()).pathname === path;
/** Merchant midnight (the demo merchant is UTC+8): a period boundary shown in merchant time. */
const MERCHANT_MIDNIGHT = /\d{4}-\d{2}-\d{2} 00:00:00 GMT\+08:00/;

/**
 * The contract/consolidated requests a page makes, counted from before `act` until both it and the
 * salary flags (which used to ask for it a second time, at the same moment) have been answered.
 */
async function consolidatedCalls(page: Page, act: () => Promise<unknown>): Promise<number> {
  let calls = 0;
  const count = (r: { url(): string }) => void (pathIs(API.memberContractsConsolidated)(r) && calls++);
  page.on('request', count);
  const answered = Promise.all([page.waitForResponse(pathIs(API.memberContractsConsolidated)), page.waitForResponse(pathIs(API.agentSalaryFlags))]);
  await act();
  await answered;
  page.off('request', count);
  return calls;
}

/** Two browsers: the agent's, and the downline's in São Paulo (UTC-3), where contract dates must still read in the merchant's UTC+8. */
async function twoBrowsers(e2e: E2E, viewport: { width: number; height: number }) {
  const a = await newPage(e2e.browser, e2e.gw.url(), viewport);
  const d = await newPage(e2e.browser, e2e.gw.url(), viewport, { timezoneId: 'America/Sao_Paulo' });
  return { a, d, close: async () => Promise.all([a.context.close(), d.context.close()]) };
}

/** The downline signed in on the site, its socket live (pushes arrive as pushes from then on). */
async function downlineIn(page: Page, u: { username: string; password: string }) {
  await openSignedIn(page, u);
  await page.locator('[data-testid="live-link"][data-link="up"]').waitFor({ state: 'attached' });
}

describe.skipIf(!hasBrowser)('agent contracts in the browser', () => {
  const { e2e, apiOf } = useAgentE2E();

  /** A top agent and its member with an active weekly dividend at 1.5%, made through the API (the first test draws that part). */
  async function activeContract() {
    const merchantId = await demoMerchantId(e2e.gw);
    const agent = await createAccount(e2e.gw.sql, merchantId, { type: 1 });
    const downline = await createAccount(e2e.gw.sql, merchantId, { parentId: agent.id });
    const offered = await (
      await apiOf(agent)
    ).post<ContractView>(API.agentContracts, { downline: downline.username, type: 'dividend', period: 'weekly', rateBp: 150 });
    expect(offered.success, offered.code).toBe(true);
    expect((await (await apiOf(downline)).post(API.memberContractAccept.replace(':id', String(offered.value.id)))).success).toBe(true);
    return { agent, downline };
  }

  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`offer with the cap shown, live accept, consolidated asked once, axe clean (${size})`, async () => {
      const merchantId = await demoMerchantId(e2e.gw);
      // A top-level agent: its cap is the site's (default 5%).
      const agent = await createAccount(e2e.gw.sql, merchantId, { type: 1 });
      const downline = await createAccount(e2e.gw.sql, merchantId, { parentId: agent.id });
      const { a, d, close } = await twoBrowsers(e2e, viewport);
      try {
        await downlineIn(d.page, downline);
        // The consolidated info is asked for once after the login (it was twice: the salary flags asked too), and once per reload.
        await agentLogin(a.page, agent, { during: async (submit) => expect(await consolidatedCalls(a.page, submit)).toBe(1) });
        expect(await consolidatedCalls(a.page, () => a.page.goto('/agentHome/agentContracts'))).toBe(1);
        await a.page.getByTestId('agent-page-agentContracts').getByText('No contracts yet').waitFor();
        await axeClean(a.page, `contracts page, empty (${size})`, AGENT_MAIN);

        // The offer: the cap (the site's, for a top agent) is shown upfront; a rate above it is refused before sending.
        await a.page.getByTestId('contract-offer-open').click();
        const offer = a.page.getByTestId('contract-offer-form');
        await offer.waitFor();
        await offer.getByTestId('contract-offer-downline').selectOption(downline.username);
        await offer.getByTestId('contract-offer-type').selectOption('dividend');
        await offer.getByTestId('contract-offer-period').selectOption('weekly');
        await offer.getByText("Up to 5% (the site's limit)").waitFor();
        await offer.getByTestId('contract-offer-rate').fill('9');
        await axeClean(a.page, `offer form (${size})`, POPUP);
        await shoot(a.page, `contracts-offer-${size}`);
        await offer.getByTestId('contract-offer-submit').click();
        await offer.getByText('At most 5%', { exact: true }).waitFor();
        await offer.getByTestId('contract-offer-rate').fill('1.5');
        await offer.getByTestId('contract-offer-submit').click();
        await confirmDialog(a.page, 'Send offer');
        await offer.waitFor({ state: 'detached' });
        await card(a.page, 'offered').getByTestId('contract-rate').filter({ hasText: '1.5%' }).waitFor();

        // The downline's modal arrives with the push: the terms, the preview (its week in merchant time), Accept / Reject.
        const modal = d.page.getByTestId('contract-modal');
        await modal.and(d.page.locator('[data-kind="offer"]')).waitFor();
        await modal.getByTestId('contract-preview-amount').waitFor();
        expect(await modal.getByTestId('contract-rate').textContent()).toBe('1.5%');
        await modal.getByText(/Last finished period: .* 00:00:00 to .* 00:00:00 \(GMT\+08:00\)/).waitFor();
        await d.page.getByTestId('contract-modal-REJECT').waitFor();
        await axeClean(d.page, `contract modal, offer (${size})`);
        await shoot(d.page, `contracts-modal-${size}`);
        await d.page.getByTestId('contract-modal-ACCEPT').click();
        await modal.waitFor({ state: 'detached' });

        // The agent's list follows without a reload.
        await card(a.page, 'active').waitFor();
        await axeClean(a.page, `contracts page, active (${size})`, AGENT_MAIN);
        await shoot(a.page, `contracts-agent-${size}`);
      } finally {
        await close();
      }
    });

    it(`change of terms: old against new, the date in merchant time, live both ways, axe clean (${size})`, async () => {
      const { agent, downline } = await activeContract();
      const { a, d, close } = await twoBrowsers(e2e, viewport);
      try {
        await downlineIn(d.page, downline);
        await agentLogin(a.page, agent);
        await a.page.goto('/agentHome/agentContracts');
        await card(a.page, 'active').waitFor();

        // Change terms: the cap and "nothing changed" are checked in the form, before anything is sent.
        await card(a.page, 'active').getByTestId('contract-action-PROPOSE_TERMS').click();
        const change = a.page.getByTestId('contract-change-form');
        await change.getByText("Up to 5% (the site's limit)").waitFor();
        await axeClean(a.page, `change-terms form (${size})`, POPUP);
        await shoot(a.page, `contracts-change-${size}`);
        await change.getByTestId('contract-change-rate').fill('6');
        await change.getByTestId('contract-change-submit').click();
        await change.getByText('At most 5%', { exact: true }).waitFor();
        await change.getByTestId('contract-change-rate').fill('1.5');
        await change.getByTestId('contract-change-submit').click();
        await change.getByText('These are the terms already agreed').waitFor();
        await change.getByTestId('contract-change-rate').fill('1.2');
        await change.getByTestId('contract-change-submit').click();
        await confirmDialog(a.page, 'Propose');
        await change.waitFor({ state: 'detached' });
        await card(a.page, 'active').getByTestId('contract-change-pending').getByTestId('contract-change-new').filter({ hasText: '1.2%' }).waitFor();
        await card(a.page, 'active').getByTestId('contract-action-WITHDRAW_TERMS').waitFor();

        // The downline's modal: now against new, the date it would apply from in merchant time, both previews.
        const modal = d.page.getByTestId('contract-modal');
        const terms = modal.and(d.page.locator('[data-kind="terms"]'));
        await terms.getByTestId('contract-change-new').filter({ hasText: '1.2%' }).waitFor();
        expect(await terms.getByTestId('contract-change-from').textContent()).toMatch(MERCHANT_MIDNIGHT);
        await terms.getByTestId('contract-preview-amount-new').waitFor();
        await axeClean(d.page, `contract modal, change of terms (${size})`);
        await shoot(d.page, `contracts-terms-modal-${size}`);
        await d.page.getByTestId('contract-modal-ACCEPT_TERMS').click();
        await modal.waitFor({ state: 'detached' });
        // The agent's card shows the agreed change and the date it applies from, live.
        const agreed = card(a.page, 'active').getByTestId('contract-change-next');
        await agreed.getByTestId('contract-change-new').filter({ hasText: '1.2%' }).waitFor();
        expect(await agreed.getByTestId('contract-change-from').textContent()).toMatch(MERCHANT_MIDNIGHT);
        await axeClean(a.page, `contracts page, agreed change (${size})`, AGENT_MAIN);
      } finally {
        await close();
      }
    });
    it(`terminate by agreement: asked on the card, agreed in the modal, listed as ended, axe clean (${size})`, async () => {
      const { agent, downline } = await activeContract();
      const { a, d, close } = await twoBrowsers(e2e, viewport);
      try {
        await downlineIn(d.page, downline);
        await agentLogin(a.page, agent);
        await a.page.goto('/agentHome/agentContracts');
        const modal = d.page.getByTestId('contract-modal');
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
        await close();
      }
    });
  }
});
