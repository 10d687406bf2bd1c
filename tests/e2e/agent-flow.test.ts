import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API, periodBounds, type ContractView } from '@wl/shared';
import { settlePeriod } from '../../gateway/src/modules/agent-settlement/settlement.js';
import { createAccount, uniqueName, deposit } from '../support/factories';
import { axeAtRest } from './a11y';
import { DESKTOP, demoMerchantId, hasBrowser, newPage, PHONE, shootTop } from './browser';
import { confirmDialog, login, pathOf } from './steps';
import { agentLogin, goToAgentPage, useAgentE2E } from './agent-steps';

/**
 * The agent centre's whole flow, three people in three browsers against the real
 * gateway: agent A (itself paid a real-time salary of 2% by its upline R) signs in at /agent and
 * registers a downline agent D in the register centre; D signs in in its own browser; A offers D a
 * real-time salary contract of 1% with low thresholds on the contracts page; D's contract modal
 * arrives with the push and D accepts; D registers its member M, who signs in on the site in a
 * third browser and plays a round of Lucky Dice for 100.00 (the real in-house game: its stake is
 * a `bet` journal through the seamless wallet). Without a reload, A's real-time salary page rises
 * to 2.00 and D's to 1.00 (the `salary:realtime` push; the accrual job runs every 300 ms here).
 * The gateway's own settlement pays the window; A and D each open their salary line and see M's
 * bet. A member is sent from /agentHome to /agent. axe finds nothing serious on any page
 * visited, desktop and phone.
 *
 * D is registered as an agent, not a member: a real-time salary is paid on the earner's team
 * (everyone below it), and only agents have the agent centre's salary page where it shows.
 */
const ACCRUAL_MS = 300;
const PASSWORD = 'Passw0rd1';

/** The welcome a first sign-in shows, confirmed. */
async function welcomed(page: Page) {
  await page.getByRole('alertdialog', { name: 'Welcome!' }).waitFor();
  await confirmDialog(page);
}

describe.skipIf(!hasBrowser)('the agent flow in three browsers', () => {
  const { e2e, apiOf } = useAgentE2E({ SALARY_ACCRUAL_MS: String(ACCRUAL_MS) });

  /** R > A on the demo site, A earning 2% of its team's bets in real time (offered and accepted through the API). */
  async function paidAgent() {
    const sql = e2e.gw.sql;
    const merchantId = await demoMerchantId(e2e.gw);
    const [m] = await sql<{ offset: number | null }[]>`select (settings->>'utcOffsetMinutes')::int as offset from merchants where id = ${merchantId}`;
    const R = await createAccount(sql, merchantId, { type: 1 });
    const A = await createAccount(sql, merchantId, { type: 1, parentId: R.id });
    const offer = await (
      await apiOf(R)
    ).post<ContractView>(API.agentContracts, { downline: A.username, type: 'realtime_salary', rateBp: 200, minActiveMembers: 1, minBetAmount: 0 });
    expect(offer.success, offer.code).toBe(true);
    const ok = await (await apiOf(A)).post(API.memberContractAccept.replace(':id', String(offer.value.id)));
    expect(ok.success, ok.code).toBe(true);
    return { merchantId, A, fromR: offer.value.id, offset: m!.offset ?? 480 };
  }

  async function agentSignIn(page: Page, a: { username: string; password: string }) {
    await agentLogin(page, a);
    await page.locator('[data-testid="live-link"][data-link="up"]').waitFor({ state: 'attached' });
  }

  /** Registers a direct downline in the register centre; the page confirms it by name. */
  async function register(page: Page, kind: 'Agent' | 'Member', username: string) {
    const form = page.getByTestId('team-register-form');
    await form.getByRole('tab', { name: kind }).click();
    await form.getByLabel(/^Username/).fill(username);
    await form.getByLabel(/^Password/).fill(PASSWORD);
    await form.getByLabel(/^Confirm password/).fill(PASSWORD);
    await form.getByRole('button', { name: 'Register' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `${kind} ${username} is registered in your team.` })
      .waitFor();
  }

  /** A bet placed now stays in the open 5-minute window long enough for the accrual to push it (a wait, not an assertion). */
  async function roomInWindow(offset: number) {
    const w = periodBounds('five_minutes', new Date(), offset);
    if (w.end.getTime() - Date.now() < 30_000) await new Promise((r) => setTimeout(r, w.end.getTime() - Date.now() + 200));
  }

  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`registers, offers, accepts live, bets, sees the salary rise without a reload and opens its bets (${size})`, { timeout: 240_000 }, async () => {
      const phone = size === 'phone';
      const { merchantId, A, fromR, offset } = await paidAgent();
      const D = { username: uniqueName('fd'), password: PASSWORD };
      const M = { username: uniqueName('fm'), password: PASSWORD };
      const a = await newPage(e2e.browser, e2e.gw.url(), viewport);
      const d = await newPage(e2e.browser, e2e.gw.url(), viewport);
      const m = await newPage(e2e.browser, e2e.gw.url(), viewport);
      try {
        // A signs in at /agent and registers D, an agent of its own team.
        await agentSignIn(a.page, A);
        await axeAtRest(a.page, `A: team overview (${size})`);
        await goToAgentPage(a.page, 'registerCenter', phone);
        await register(a.page, 'Agent', D.username);
        await axeAtRest(a.page, `A: register centre, done (${size})`);
        await shootTop(a.page, `agent-flow-register-${size}`);

        // D signs in in its own browser, before anything is offered.
        await agentLogin(d.page, D, { sent: () => welcomed(d.page) });
        await d.page.locator('[data-testid="live-link"][data-link="up"]').waitFor({ state: 'attached' });
        await axeAtRest(d.page, `D: team overview (${size})`);

        // A offers D a real-time salary: 1% of valid bets, at least 1 active member and 1.00 of bets.
        await goToAgentPage(a.page, 'agentContracts', phone);
        await a.page.getByRole('button', { name: 'Offer a contract' }).click();
        const offer = a.page.getByRole('dialog', { name: 'Offer a contract' });
        await offer.getByLabel('Downline').selectOption(D.username);
        await offer.getByLabel('Type').selectOption('realtime_salary');
        await offer.getByLabel(/^Rate \(%\)/).fill('1');
        await offer.getByLabel('Minimum active members').fill('1');
        await offer.getByLabel('Minimum team bets').fill('1');
        await axeAtRest(a.page, `A: offer form (${size})`);
        await offer.getByRole('button', { name: 'Send offer' }).click();
        await confirmDialog(a.page, 'Send offer');
        await offer.waitFor({ state: 'detached' });
        const card = a.page.getByTestId('contract-card').filter({ hasText: D.username });
        await card.getByTestId('contract-state').filter({ hasText: 'Offered' }).waitFor();

        // D's contract modal arrives with the push; D accepts; A's card turns Active without a reload.
        const modal = d.page.getByRole('dialog', { name: 'New Real-time salary contract' });
        await modal.getByTestId('contract-rate').filter({ hasText: /^1%$/ }).waitFor();
        await axeAtRest(d.page, `D: contract modal (${size})`);
        await shootTop(d.page, `agent-flow-modal-${size}`);
        await modal.getByRole('button', { name: 'Accept' }).click();
        await modal.waitFor({ state: 'detached' });
        await card.getByTestId('contract-state').filter({ hasText: 'Active' }).waitFor();
        await axeAtRest(a.page, `A: contracts, active (${size})`);
        await shootTop(a.page, `agent-flow-contracts-${size}`);

        // D registers its member M; M gets money to play with.
        await goToAgentPage(d.page, 'registerCenter', phone);
        await register(d.page, 'Member', M.username);
        await axeAtRest(d.page, `D: register centre, done (${size})`);
        const [mRow] = await e2e.gw.sql<{ id: string }[]>`select id from accounts where merchant_id = ${merchantId} and username = ${M.username}`;
        await deposit(e2e.gw.sql, { merchantId, accountId: Number(mRow!.id), amount: 50_000, key: `flow-dep:${mRow!.id}` });

        // Both salary pages open at 0.00 (D's appeared in its nav when the contract changed).
        await goToAgentPage(a.page, 'agentRealtimeSalary', phone);
        await goToAgentPage(d.page, 'agentRealtimeSalary', phone);
        const accrued = (p: Page) => p.getByTestId('realtime-accrued');
        await accrued(a.page)
          .filter({ hasText: /\b0\.00$/ })
          .waitFor();
        await accrued(d.page)
          .filter({ hasText: /\b0\.00$/ })
          .waitFor();
        await axeAtRest(d.page, `D: real-time salary, nothing yet (${size})`);
        // A mark each page keeps while it is not reloaded.
        for (const p of [a.page, d.page])
          await p.evaluate(() => {
            (globalThis as { flowMark?: boolean }).flowMark = true;
          });

        // M signs in on the site; a member is sent from /agentHome to the agent login.
        await m.page.goto('/');
        await login(m.page, M.username, M.password);
        await welcomed(m.page);
        await axeAtRest(m.page, `M: home (${size})`);
        await m.page.goto('/agentHome');
        await m.page.getByTestId('login-form-agent').waitFor();
        expect(pathOf(m.page)).toBe('/agent');

        // M plays Lucky Dice for 100.00.
        await m.page.goto('/seamless?game=BGS_DICE');
        await m.page.getByTestId('bgs-play').waitFor();
        await m.page.getByLabel('Bet amount').fill('100.00');
        await roomInWindow(offset);
        await m.page.getByTestId('bgs-play').click();
        await m.page
          .getByTestId('bgs-result')
          .filter({ hasText: /Rolled \d+\.\d\d\./ })
          .waitFor();
        await axeAtRest(m.page, `M: Lucky Dice after a round (${size})`);

        // The salaries rise on screen without a reload: 2% for A, 1% for D.
        await accrued(a.page)
          .filter({ hasText: /\b2\.00$/ })
          .waitFor();
        await accrued(d.page)
          .filter({ hasText: /\b1\.00$/ })
          .waitFor();
        for (const p of [a.page, d.page]) expect(await p.evaluate(() => (globalThis as { flowMark?: boolean }).flowMark)).toBe(true);
        await axeAtRest(a.page, `A: real-time salary, risen (${size})`);
        await shootTop(a.page, `agent-flow-salary-live-${size}`);

        // The window settles through the gateway's own settlement, as the sweep does after end + grace.
        const [stake] = await e2e.gw.sql<{ createdAt: Date }[]>`
          select j.created_at from journal j join postings p on p.journal_id = j.id join wallets w on w.id = p.wallet_id
          where w.account_id = ${Number(mRow!.id)} and j.kind = 'bet'`;
        const w = periodBounds('five_minutes', stake!.createdAt, offset);
        const [toD] = await e2e.gw.sql<
          { id: string }[]
        >`select c.id from contracts c join accounts x on x.id = c.downline_id where x.merchant_id = ${merchantId} and x.username = ${D.username}`;
        for (const id of [fromR, Number(toD!.id)]) expect(await settlePeriod(e2e.gw.sql, id, w.start, new Date(w.end.getTime() + 61_000))).toBe('paid');

        // Each opens its salary line (the payout's balance push refreshes the list) and sees M's bet.
        for (const [who, page, amount] of [
          ['A', a.page, '2.00'],
          ['D', d.page, '1.00'],
        ] as const) {
          const row = page.getByTestId('payout-row').filter({ has: page.getByTestId('payout-amount').filter({ hasText: amount }) });
          await row.getByRole('button', { name: /\d+ bets?/ }).click();
          const bets = page.getByRole('table', { name: 'Bets behind this payout' });
          await bets.getByRole('row').filter({ hasText: M.username }).filter({ hasText: '100.00' }).first().waitFor();
          await axeAtRest(page, `${who}: salary line with its bets (${size})`);
          await shootTop(page, `agent-flow-salary-line-${who}-${size}`);
        }
      } finally {
        await Promise.all([a.context.close(), d.context.close(), m.context.close()]);
      }
    });
  }
});
