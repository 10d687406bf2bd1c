import { describe, expect, it } from 'vitest';
import { API, periodBounds, type ContractView } from '@wl/shared';
import { teamActivity } from '../../gateway/src/modules/agent-team/activity.js';
import { settlePeriod } from '../../gateway/src/modules/agent-settlement/settlement.js';
import { post } from '../../gateway/src/modules/wallet/ledger.js';
import { createAccount, uniqueName } from '../support/factories';
import { axeAtRest } from './a11y';
import { DESKTOP, demoMerchantId, hasBrowser, newPage, PHONE, openAgentCentre, shootTop } from './browser';
import { goToAgentPage, useAgentE2E } from './agent-steps';

/**
 * The agent centre's salary pages (client/src/features/agent-salary): upline U offers
 * agent A a real-time salary contract over the contracts API and A accepts it; A signs in, the
 * "Real-time salary" page appears in the nav (flags), and the accrued figure rises WITHOUT a
 * reload when A's member bets (booked through the ledger); the gateway's own settlement function
 * pays the window; the payout line opens its bets. "My income" shows the payout, the team
 * overview's activity feed shows a member's deposit pushed live. axe finds nothing serious on any
 * salary page, desktop and phone.
 */
const ACCRUAL_MS = 300;
const RATE_BP = 200; // 2% of valid bets
const STAKE = 10_000; // 100.00 -> 2.00 accrued

describe.skipIf(!hasBrowser)('agent salary pages in the browser', () => {
  const { e2e, apiOf } = useAgentE2E({ SALARY_ACCRUAL_MS: String(ACCRUAL_MS) });

  /** U > A > member M; U offers A a real-time salary contract through the API and A accepts it. */
  async function newEarner() {
    const sql = e2e.gw.sql;
    const merchantId = await demoMerchantId(e2e.gw);
    const [m] = await sql<{ currency: string; offset: number | null }[]>`
      select settings->>'currency' as currency, (settings->>'utcOffsetMinutes')::int as offset from merchants where id = ${merchantId}`;
    const [g] = await sql<{ nodeId: string }[]>`select node_id from games where not is_group order by node_id limit 1`;
    const upline = await createAccount(sql, merchantId, { type: 1 });
    const agent = await createAccount(sql, merchantId, { type: 1, parentId: upline.id });
    const member = await createAccount(sql, merchantId, { parentId: agent.id, username: uniqueName('sm') });
    const book = (kind: string, amount: number) =>
      sql.begin((tx) =>
        post(tx, {
          merchantId,
          key: `salary-e2e:${uniqueName()}`,
          kind,
          currency: m!.currency,
          book: 'real',
          meta: { nodeId: Number(g!.nodeId), vendor: 'test' },
          legs: [
            { wallet: { accountId: member.id, kind: 'real' }, amount },
            { wallet: { system: 'house' }, amount: -amount },
          ],
        }),
      );
    await book('deposit', 100_000);
    const offer = await (
      await apiOf(upline)
    ).post<ContractView>(API.agentContracts, {
      downline: agent.username,
      type: 'realtime_salary',
      rateBp: RATE_BP,
      minActiveMembers: 1,
      minBetAmount: 0,
    });
    expect(offer.success, offer.code).toBe(true);
    const agentApi = await apiOf(agent);
    const ok = await agentApi.post<ContractView>(API.memberContractAccept.replace(':id', String(offer.value.id)));
    expect(ok.success, ok.code).toBe(true);
    return { upline, agent, agentApi, member, currency: m!.currency, contractId: offer.value.id, offset: m!.offset ?? 480, bet: () => book('bet', -STAKE) };
  }

  /**
   * A bet in the current 5-minute window, and that window. Booked early enough in the window that
   * the accrual job sees it before the window rolls over (a wait, not an assertion).
   */
  async function betInWindow(e: Awaited<ReturnType<typeof newEarner>>) {
    let w = periodBounds('five_minutes', new Date(), e.offset);
    if (w.end.getTime() - Date.now() < 20_000) {
      await new Promise((r) => setTimeout(r, w.end.getTime() - Date.now() + 100));
      w = periodBounds('five_minutes', new Date(), e.offset);
    }
    await e.bet();
    return w;
  }

  /** The window settles through the gateway's own settlement, as the sweep would after end + grace. */
  const settle = (e: { contractId: number }, w: { start: Date; end: Date }) =>
    settlePeriod(e2e.gw.sql, e.contractId, w.start, new Date(w.end.getTime() + 61_000));

  it('the real-time salary rises live, settles, and its line opens its bets (desktop)', async () => {
    const e = await newEarner();
    const { context, page } = await newPage(e2e.browser, e2e.gw.url(), DESKTOP);
    try {
      await openAgentCentre(page, e.agent);
      // Only the contract type the agent earns on is offered; the other salary pages stay hidden.
      await page.getByTestId('agent-nav-agentRealtimeSalary').waitFor();
      for (const hidden of ['dividendRecord', 'dailyWages', 'hourlySalary']) expect(await page.getByTestId(`agent-nav-${hidden}`).count()).toBe(0);

      // Team activity: the gateway's own append (as a credited deposit does) reaches the overview's feed live.
      await e2e.gw.sql.begin((tx) => teamActivity(tx, e.member.id, { kind: 'deposit', amount: 50_000, currency: e.currency }));
      const line = page.getByTestId('team-activity').getByTestId('team-activity-deposit');
      await line.waitFor();
      expect(await line.textContent()).toContain('500.00');
      await axeAtRest(page, 'team overview with activity (desktop)');

      await goToAgentPage(page, 'agentRealtimeSalary', false);
      const accrued = page.getByTestId('realtime-accrued');
      await accrued.filter({ hasText: /\b0\.00$/ }).waitFor();
      expect(await page.getByTestId('realtime-countdown').textContent()).toMatch(/^\d+:\d{2}$/);
      await page.getByTestId('payouts-realtime_salary').getByText('No payouts in these dates').waitFor();

      const w = await betInWindow(e);
      await accrued.filter({ hasText: /\b2\.00$/ }).waitFor(); // no reload: the `salary:realtime` push
      await axeAtRest(page, 'real-time salary (desktop)');

      expect(await settle(e, w)).toBe('paid');
      // The payout's balance push refreshes the history and today's total.
      const row = page.getByTestId('payout-row').first();
      await row.waitFor();
      expect(await row.getByTestId('payout-amount').textContent()).toMatch(/^2\.00/);
      await page
        .getByTestId('realtime-today')
        .filter({ hasText: /\b2\.00$/ })
        .waitFor();
      await row.getByTestId('payout-open').click();
      const bets = page.getByTestId('payout-bets');
      await bets.waitFor();
      expect(await bets.getByTestId('payout-bet').count()).toBe(1);
      expect(await bets.getByTestId('payout-bet').first().textContent()).toContain('100.00');
      expect(await row.getByTestId('payout-open').getAttribute('aria-expanded')).toBe('true');
      await axeAtRest(page, 'real-time salary with bets open (desktop)');
      await shootTop(page, 'agent-salary-realtime-desktop');

      await goToAgentPage(page, 'agentRevenueReport', false);
      await page
        .getByTestId('revenue-realtime_salary')
        .filter({ hasText: /\b2\.00$/ })
        .waitFor();
      expect(await page.getByTestId('revenue-table').locator('tbody tr').count()).toBe(1);
      await axeAtRest(page, 'my income (desktop)');
      await shootTop(page, 'agent-salary-income-desktop');
    } finally {
      await context.close();
    }
  });

  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`dividend record, daily wages and hourly salary appear with their contracts, axe clean (${size})`, async () => {
      const e = await newEarner();
      const upline = await apiOf(e.upline);
      for (const terms of [
        { type: 'dividend', period: 'weekly' },
        { type: 'daily_wage', minActiveMembers: 1, minBetAmount: 0 },
        { type: 'hourly_salary', minActiveMembers: 1, minBetAmount: 0 },
      ]) {
        const offer = await upline.post<ContractView>(API.agentContracts, { downline: e.agent.username, rateBp: RATE_BP, ...terms });
        expect(offer.success, offer.code).toBe(true);
        const ok = await e.agentApi.post(API.memberContractAccept.replace(':id', String(offer.value.id)));
        expect(ok.success, ok.code).toBe(true);
      }
      const { context, page } = await newPage(e2e.browser, e2e.gw.url(), viewport);
      try {
        await openAgentCentre(page, e.agent);
        for (const [key, type] of [
          ['dividendRecord', 'dividend'],
          ['dailyWages', 'daily_wage'],
          ['hourlySalary', 'hourly_salary'],
        ] as const) {
          await goToAgentPage(page, key, size === 'phone');
          const list = page.getByTestId(`payouts-${type}`);
          await list.getByText('No payouts in these dates').waitFor();
          // The contracts the agent gave: none either, and the range control answers the same.
          await list.getByTestId('payouts-side-given').click();
          expect(await list.getByTestId('payouts-side-given').getAttribute('aria-pressed')).toBe('true');
          await list.getByText('No payouts in these dates').waitFor();
          await list.getByRole('button', { name: 'Last 30 days' }).click();
          await list.locator('button[aria-pressed="true"]', { hasText: 'Last 30 days' }).waitFor();
          await list.getByText('No payouts in these dates').waitFor();
          await axeAtRest(page, `${key} (${size})`);
          await shootTop(page, `agent-salary-${key}-${size}`);
        }
      } finally {
        await context.close();
      }
    });
  }

  it('the salary pages on a phone: live figure, payout bets, income; axe clean', async () => {
    const e = await newEarner();
    const { context, page } = await newPage(e2e.browser, e2e.gw.url(), PHONE);
    try {
      await openAgentCentre(page, e.agent);
      await goToAgentPage(page, 'agentRealtimeSalary', true);
      await page
        .getByTestId('realtime-accrued')
        .filter({ hasText: /\b0\.00$/ })
        .waitFor();
      const w = await betInWindow(e);
      await page
        .getByTestId('realtime-accrued')
        .filter({ hasText: /\b2\.00$/ })
        .waitFor();
      expect(await settle(e, w)).toBe('paid');
      await page.getByTestId('payout-row').first().getByTestId('payout-open').click();
      await page.getByTestId('payout-bets').getByTestId('payout-bet').first().waitFor();
      await axeAtRest(page, 'real-time salary (phone)');
      await shootTop(page, 'agent-salary-realtime-phone');

      await goToAgentPage(page, 'agentRevenueReport', true);
      await page
        .getByTestId('revenue-total')
        .filter({ hasText: /\b2\.00$/ })
        .waitFor();
      await axeAtRest(page, 'my income (phone)');
      await shootTop(page, 'agent-salary-income-phone');
    } finally {
      await context.close();
    }
  });
});
