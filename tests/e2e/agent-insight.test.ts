import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API, periodBounds } from '@wl/shared';
import type { Sql } from '../../gateway/src/db/index.js';
import { settlePeriod } from '../../gateway/src/modules/agent-settlement/settlement.js';
import { recordWin } from '../../gateway/src/modules/games/winners.js';
import { post, postHouseTransfer } from '../../gateway/src/modules/wallet/ledger.js';
import { createAccount, uniqueName } from '../support/factories';
import { axeAtRest } from './a11y';
import { DESKTOP, demoMerchantId, hasBrowser, newPage, openAgentCentre, PHONE_390, shoot } from './browser';
import { goToAgentPage, useAgentE2E } from './agent-steps';

/**
 * The agent centre explains itself (client/src/agent-kit/TrendChart.tsx and the pages using it,
 * features/agent-salary/TeamActivity.tsx, features/agent-contracts/OfferPreview.tsx, the team
 * filters): a team that played on six of the last seven merchant days shows its trend on the
 * overview (the last 7 days by default), the user-loss page and my income, each chart read day by
 * day with the arrow keys (the live region says the day in the site's date format and the
 * figure as money) with its table kept; the team's recorded activity is there on arrival with the
 * members' real names, the sibling team's never, and a live win lands on top; offering a
 * contract shows who would earn what and where to follow it; the team betting filter names game
 * types and vendors as the lobby does. At 1366 and 390 wide, axe clean, screens kept.
 *
 * Tree: R (top agent) > A (agent: daily dividend 3% and daily wage 1% from R, active for 8 days)
 * > S (sub-agent) > mS; A > mA; R > B (agent) > mB.
 */
const DAY = 86_400_000;
const OFFSET = 8 * 60;

/** The merchant day `k` days before today, and how the site writes it ("Nov 23, 2026"). */
const dayAgo = (k: number) => new Date(Date.now() - k * DAY + OFFSET * 60_000).toISOString().slice(0, 10);
const written = (ymd: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${ymd}T00:00:00Z`));
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Moves a journal entry (and what points at it) back in time; the ledger is append-only, so triggers are off for this one transaction. */
async function backdate(sql: Sql, journalId: number, at: Date) {
  await sql.begin(async (tx) => {
    await tx`set local session_replication_role = replica`;
    await tx`update journal set created_at = ${at} where id = ${journalId}`;
  });
}

describe.skipIf(!hasBrowser)('the agent centre explains: charts, activity, offer preview, named filters', () => {
  const { e2e, apiOf } = useAgentE2E();

  async function newTeam() {
    const sql = e2e.gw.sql;
    const merchantId = await demoMerchantId(e2e.gw);
    const [m] = await sql<{ currency: string }[]>`select settings->>'currency' as currency from merchants where id = ${merchantId}`;
    const currency = m!.currency;
    const [crash] = await sql<{ nodeId: string; name: string; vendor: string; vendorName: string }[]>`
      select g.node_id, g.name, g.vendor_code as vendor, v.name as vendor_name
      from games g join game_vendors v on v.code = g.vendor_code where g.game_type = 'CRASH' and not g.is_group order by g.node_id limit 1`;
    const [slot] = await sql<{ nodeId: string }[]>`select node_id from games where game_code = 'BGS_SLOT'`;
    const R = await createAccount(sql, merchantId, { type: 1 });
    const A = await createAccount(sql, merchantId, { type: 1, parentId: R.id, affiliateCode: uniqueName('I').toUpperCase() });
    const S = await createAccount(sql, merchantId, { type: 1, parentId: A.id, username: uniqueName('is') });
    const mS = await createAccount(sql, merchantId, { parentId: S.id, username: uniqueName('ims') });
    const mA = await createAccount(sql, merchantId, { parentId: A.id, username: uniqueName('ima') });
    const B = await createAccount(sql, merchantId, { type: 1, parentId: R.id });
    const mB = await createAccount(sql, merchantId, { parentId: B.id, username: uniqueName('imb') });

    const book = async (accountId: number, kind: string, amount: number, daysAgo: number, meta: Record<string, unknown> = {}) => {
      const r = await sql.begin((tx) =>
        post(tx, {
          merchantId,
          key: `insight-e2e:${uniqueName()}`,
          kind,
          currency,
          book: 'real',
          meta: { nodeId: Number(crash!.nodeId), vendor: crash!.vendor, ...meta },
          legs: [
            { wallet: { accountId, kind: 'real' }, amount },
            { wallet: { system: 'house' }, amount: -amount },
          ],
        }),
      );
      if (daysAgo > 0) await backdate(sql, r.journalId, new Date(Date.now() - daysAgo * DAY));
    };
    for (const a of [mA, mS, mB]) await book(a.id, 'deposit', 1_000_000, 8);
    // Valid bets of A's team per day, 6 days ago to today: 100, 200, 0, 150, 130, 300, 120.
    const play: [typeof mA, number, number, number][] = [
      [mA, 6, 10_000, 4_000],
      [mS, 5, 20_000, 30_000],
      [mA, 3, 15_000, 0],
      [mS, 2, 5_000, 1_000],
      [mA, 2, 8_000, 20_000],
      [mS, 1, 30_000, 10_000],
      [mA, 0, 12_000, 3_000],
      [mB, 1, 50_000, 0],
    ];
    for (const [who, k, stake, win] of play) {
      await book(who.id, 'bet', -stake, k);
      if (win) await book(who.id, 'win', win, k);
    }

    // A's own contracts from R, live for 8 days: a daily dividend of 3% and a daily wage of 1%.
    const since = new Date(Date.now() - 8 * DAY);
    const contracts: number[] = [];
    for (const [type, rate] of [
      ['dividend', 300],
      ['daily_wage', 100],
    ] as const) {
      const [c] = await sql<{ id: string }[]>`
        insert into contracts (merchant_id, agent_id, downline_id, type, state, answered_at, activated_at)
        values (${merchantId}, ${R.id}, ${A.id}, ${type}, 'active', ${since}, ${since}) returning id`;
      await sql`insert into contract_terms (contract_id, version, rate_bp, period, effective_from) values (${c!.id}, 1, ${rate}, 'daily', ${since})`;
      contracts.push(Number(c!.id));
    }
    // Each past day settled as the sweep would have, and paid the morning after (my income by day).
    for (let k = 6; k >= 1; k--) {
      const day = periodBounds('daily', new Date(Date.now() - k * DAY), OFFSET);
      const paidAt = new Date(day.end.getTime() + 6 * 60_000);
      for (const id of contracts) await settlePeriod(sql, id, day.start, paidAt);
      const paid = await sql<{ id: string; journalId: string | null }[]>`
        select id, journal_id from payouts where contract_id = any(${contracts}) and period_start = ${day.start}`;
      for (const p of paid) {
        await sql`update payouts set created_at = ${paidAt} where id = ${p.id}`;
        if (p.journalId) await backdate(sql, Number(p.journalId), paidAt);
      }
    }

    // The team's news before the page opens: a member A registers, a big win below S (its win
    // booked long ago, so it does not weigh on this week's figures), and B's member's big win.
    const bigWin = async (accountId: number) => {
      await sql
        .begin(async (tx) => {
          const p = await postHouseTransfer(tx, {
            key: `insight-win:${randomUUID()}`,
            kind: 'win',
            merchantId,
            accountId,
            wallet: 'real',
            currency,
            amount: 5_000_000,
          });
          await recordWin(tx, { merchantId, accountId, nodeId: Number(slot!.nodeId), journalId: p.journalId, amount: 5_000_000, currency, book: 'real' });
          return p.journalId;
        })
        .then((journalId) => backdate(sql, journalId, new Date(Date.now() - 30 * DAY)));
    };
    const joined = uniqueName('imn');
    const reg = await (await apiOf(A)).post(API.agentTeamRegister, { kind: 'member', username: joined, password: 'Passw0rd1', confirmPassword: 'Passw0rd1' });
    expect(reg.success, reg.code).toBe(true);
    await bigWin(mS.id);
    await bigWin(mB.id);
    return { R, A, S, mS, mA, B, mB, joined, crash: crash!, bigWin };
  }

  /** Focuses a chart and reads what its live region says, day by day with the keys. */
  async function readChart(page: Page, testId: string) {
    const plot = page.getByTestId(`${testId}-plot`);
    await plot.locator('canvas').waitFor();
    await plot.focus();
    const point = page.getByTestId(`${testId}-point`);
    return {
      plot,
      said: async (pattern: RegExp) => {
        await expect.poll(() => point.textContent()).toMatch(pattern);
      },
    };
  }

  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE_390],
  ] as const) {
    it(`charts the team's trends, keeps its history, previews an offer and names the filters (${size})`, async () => {
      const t = await newTeam();
      const phone = size === 'phone';
      const { context, page } = await newPage(e2e.browser, e2e.gw.url(), viewport);
      try {
        await openAgentCentre(page, t.A);

        // The overview: the last 7 merchant days by default, the site's dates, a chart to read by keyboard.
        expect(await page.getByTestId('team-period').inputValue()).toBe('last7Days');
        await page
          .getByTestId('team-range')
          .filter({ hasText: `${written(dayAgo(6))} to ${written(dayAgo(0))}` })
          .waitFor();
        expect(await page.getByTestId('kpi-validBets').textContent()).toMatch(/1,000\.00$/);
        const overview = await readChart(page, 'team-chart');
        expect(await overview.plot.getAttribute('aria-roledescription')).toBe('chart');
        await overview.said(new RegExp(`^${escape(written(dayAgo(0)))}: Valid bets \\D*120\\.00$`));
        await page.keyboard.press('ArrowLeft');
        await overview.said(new RegExp(`^${escape(written(dayAgo(1)))}: Valid bets \\D*300\\.00$`));
        await overview.plot.scrollIntoViewIfNeeded();
        await shoot(page, `agent-overview-${size}`);
        await page.keyboard.press('Home');
        await overview.said(new RegExp(`^${escape(written(dayAgo(6)))}: Valid bets \\D*100\\.00$`));
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowRight');
        await overview.said(new RegExp(`^${escape(written(dayAgo(4)))}: Valid bets \\D*0\\.00$`));
        await page.keyboard.press('Escape');
        await overview.said(/^$/);
        // The P&L figure: the team won on two days, lost on the others.
        await page.getByTestId('team-metric').selectOption('profitAndLoss');
        const pl = await readChart(page, 'team-chart');
        await page.keyboard.press('End');
        await pl.said(new RegExp(`^${escape(written(dayAgo(0)))}: Profit and loss \\D*-90\\.00$`));
        // The same figures as a table, dated the same way.
        await page.getByText('Show the figures as a table').click();
        const rows = page.getByTestId('team-table').locator('tbody tr');
        expect(await rows.count()).toBe(7);
        expect(await rows.first().locator('th').textContent()).toBe(written(dayAgo(6)));
        await axeAtRest(page, `team overview with its chart (${size})`);

        // Team activity: the recorded news with the members' own names, none of the sibling team's.
        const activity = page.getByTestId('team-activity');
        await activity.getByTestId('team-activity-registration').filter({ hasText: t.joined }).waitFor();
        const win = activity.getByTestId('team-activity-big_win');
        expect(await win.count()).toBe(1);
        expect(await win.textContent()).toContain(t.mS.username);
        expect(await activity.textContent()).not.toContain(t.mB.username);
        // A win while the page is open lands on top, live.
        await t.bigWin(t.mA.id);
        await activity.locator('li').first().filter({ hasText: t.mA.username }).waitFor();
        expect(await activity.locator('li').count()).toBe(3);
        await activity.scrollIntoViewIfNeeded();
        await axeAtRest(page, `team activity (${size})`);
        await shoot(page, `agent-activity-${size}`);

        // User loss: the team's P&L per day of the filter, read by keyboard, and its table.
        await goToAgentPage(page, 'palStatementsAgentCopy', phone);
        const trend = page.getByTestId('team-profit-trend');
        await trend.waitFor();
        const profit = await readChart(page, 'team-profit-chart');
        await profit.said(new RegExp(`^${escape(written(dayAgo(0)))}: Profit and loss \\D*-90\\.00$`));
        await page.keyboard.press('ArrowLeft');
        await profit.said(new RegExp(`^${escape(written(dayAgo(1)))}: Profit and loss \\D*-200\\.00$`));
        await trend.getByText('Show the figures as a table').click();
        expect(await page.getByTestId('team-profit-days').locator('tbody tr').count()).toBe(7);
        await profit.plot.scrollIntoViewIfNeeded();
        await axeAtRest(page, `user loss with its trend (${size})`);
        await shoot(page, `agent-profit-trend-${size}`);

        // My income: the dividend and the daily wage, stacked per day of payment.
        await goToAgentPage(page, 'agentRevenueReport', phone);
        const income = await readChart(page, 'revenue-chart');
        // Paid this morning for yesterday: 3% of the team's loss of 200.00 and 1% of its 300.00 of bets.
        await income.said(
          new RegExp(`^${escape(written(dayAgo(0)))}: Dividends \\D*6\\.00, Daily wages \\D*3\\.00, Hourly salary \\D*0\\.00, Real-time salary \\D*0\\.00$`),
        );
        await income.plot.scrollIntoViewIfNeeded();
        await axeAtRest(page, `my income with its trend (${size})`);
        await shoot(page, `agent-income-trend-${size}`);

        // Offering S a contract: who would earn what over S's team's last finished day, in words, and where to follow it.
        await goToAgentPage(page, 'agentContracts', phone);
        await page.getByTestId('contract-offer-open').click();
        await page.getByTestId('contract-offer-downline').selectOption(t.S.username);
        await page.getByTestId('contract-offer-period').selectOption('daily');
        const preview = page.getByTestId('offer-preview');
        await preview.getByText('Type a rate to see the amount.').waitFor();
        await page.getByTestId('contract-offer-rate').fill('2');
        // S's team yesterday: 300.00 staked, 100.00 won: a loss of 200.00. 2% to S, A's own 3% counts the same bets.
        await preview
          .getByTestId('offer-preview-theirs')
          .filter({ hasText: /4\.00$/ })
          .waitFor();
        expect(await preview.getByTestId('offer-preview-mine').textContent()).toMatch(/6\.00$/);
        expect(await preview.getByTestId('offer-preview-explain').textContent()).toContain('the house pays both');
        expect(await preview.getByTestId('offer-preview-income').getAttribute('href')).toBe('/agentHome/agentRevenueReport');
        expect(await preview.getByTestId('offer-preview-payouts').getAttribute('href')).toBe('/agentHome/dividendRecord');
        await preview.scrollIntoViewIfNeeded();
        await axeAtRest(page, `offer with its preview (${size})`);
        await shoot(page, `agent-offer-preview-${size}`);
        await page.keyboard.press('Escape');
        await preview.waitFor({ state: 'detached' });

        // Team betting: game types by the lobby's names, the vendor by its display name.
        await goToAgentPage(page, 'personalHistoryCopy', phone);
        const filters = page.getByTestId('team-bets-filters');
        const options = await filters.locator('select[name="option"] option').allTextContents();
        expect(options).toEqual(expect.arrayContaining(['Crash', 'Arcade', 'In-house games', 'Slots', 'Mini games']));
        expect(options.filter((o) => /^[A-Z]+$/.test(o))).toEqual([]);
        await filters.locator('select[name="option"]').selectOption({ label: 'Crash' });
        await filters.getByRole('button', { name: 'Apply' }).click();
        const bets = page.getByTestId('team-bets');
        await bets.locator('tbody tr').first().filter({ hasText: t.crash.name }).waitFor();
        const text = await bets.textContent();
        expect(text).toContain(`${t.crash.vendorName} · ${t.crash.name}`);
        expect(t.crash.vendorName).not.toBe(t.crash.vendor);
        await axeAtRest(page, `team betting by category (${size})`);
        await shoot(page, `agent-team-filters-${size}`);
      } finally {
        await context.close();
      }
    });
  }
});
