import { describe, expect, it } from 'vitest';
import { API } from '@wl/shared';
import { sweepLottery } from '../../gateway/src/modules/lottery/draws.js';
import { createAccount, uniqueName, deposit } from '../support/factories';
import { describeProblems, seriousA11yProblems } from './a11y';
import { demoMerchantId, hasBrowser, newPage, shoot, useE2E, openSignedIn } from './browser';
import { confirmDialog } from './steps';

/** The lottery page (docs/LOTTERY.md): a member bets on the open SSC draw and sees the bet listed. */
describe.skipIf(!hasBrowser)('lottery in the browser', () => {
  const e2e = useE2E();

  it('places a bet on /lottery?gameCode=SSC, lists it, and is axe clean', async () => {
    const merchantId = await demoMerchantId(e2e.gw);
    // The catalogue seed lists SSC under TCG; made here too when a database predates it.
    await e2e.gw.sql`insert into game_vendors (code, name) values ('TCG', 'TCG Lottery') on conflict (code) do nothing`;
    await e2e.gw
      .sql`insert into games (vendor_code, game_code, game_type, name) values ('TCG', 'SSC', 'LOTT', 'SSC 1-Minute') on conflict (vendor_code, game_code) do nothing`;
    await sweepLottery(e2e.gw.sql);
    const account = await createAccount(e2e.gw.sql, merchantId);
    await deposit(e2e.gw.sql, { merchantId, accountId: account.id, amount: 500_000, key: `e2e-lottery:${account.id}` });
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    // The prize mode the page asks its games in (the demo's ELOTT lane has the Vietnamese lottery: Elott).
    const modes: (string | null)[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === API.lotteryGames) modes.push(url.searchParams.get('prizeMode'));
    });
    try {
      await openSignedIn(page, account);
      await page.goto('/lottery?gameCode=SSC');
      expect(await page.getByTestId('lottery-hash').textContent()).toMatch(/^[0-9a-f]{64}$/);
      expect(modes).toEqual(['Elott']);
      await page.getByLabel('Play type').selectOption('BS');
      await page.getByRole('radio', { name: 'Big' }).check();
      await page.getByRole('textbox', { name: 'Amount' }).fill('25');
      await page.getByRole('button', { name: 'Place bet' }).click();
      await confirmDialog(page);
      await page
        .getByRole('status')
        .filter({ hasText: /Bet placed on draw \d+/ })
        .waitFor();
      const row = page.getByTestId('lottery-bets').locator('tbody tr').first();
      await row.waitFor();
      expect((await row.locator('td').allTextContents()).slice(1)).toEqual(['Big / Small (sum)', 'Big', '25.00', '—', 'Open']);
      const [bet] = await e2e.gw.sql<
        { amount: string; selection: string; odds: string }[]
      >`select amount, selection, odds from lottery_bets where account_id = ${account.id}`;
      // Booked at the odds the page showed in its mode (Elott: the standard 1.98 of Big / Small).
      expect(bet).toEqual({ amount: '2500', selection: 'BIG', odds: '1980' });

      const problems = await seriousA11yProblems(page);
      expect(problems, describeProblems('/lottery', problems)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('asks again, naming the next draw, when the confirmed draw closed first; nothing goes to a draw the player did not name', async () => {
    const merchantId = await demoMerchantId(e2e.gw);
    // A game of this test's own, drawn every 10 minutes: its current draw stays open for the whole
    // test and the sweep opens the next one beside it (other tests' draws never get in the way).
    const game = uniqueName('SSCQ').toUpperCase().slice(0, 16);
    await e2e.gw.sql`insert into game_vendors (code, name) values ('TCG', 'TCG Lottery') on conflict (code) do nothing`;
    await e2e.gw.sql`insert into games (vendor_code, game_code, game_type, name) values ('TCG', ${game}, 'LOTT', 'SSC closing test')`;
    await e2e.gw.sql`insert into lottery_games (vendor_code, game_code, kind, prize_mode, interval_seconds, close_before_seconds, min_bet, max_bet)
      values ('TCG', ${game}, 'SSC', 'Lott', 600, 10, 100, 100000)`;
    await sweepLottery(e2e.gw.sql);
    const account = await createAccount(e2e.gw.sql, merchantId);
    await deposit(e2e.gw.sql, { merchantId, accountId: account.id, amount: 500_000, key: `e2e-lottery-closed:${account.id}` });
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    try {
      await openSignedIn(page, account);
      await page.goto(`/lottery?gameCode=${game}`);
      await page.getByLabel('Play type').selectOption('BS');
      await page.getByRole('radio', { name: 'Small' }).check();
      await page.getByRole('textbox', { name: 'Amount' }).fill('30');
      await page.getByRole('button', { name: 'Place bet' }).click();
      const first = page.getByRole('alertdialog');
      const named = /on draw (\d+)/.exec((await first.getByTestId('dialog-message').textContent()) ?? '')![1]!;
      // The draw closes while the player reads the question.
      await e2e.gw.sql`update lottery_draws set status = 'closed' where issue = ${named} and status = 'open'`;
      await first.getByRole('button', { name: 'Confirm', exact: true }).click();

      const again = page.getByRole('alertdialog').filter({ hasText: `Draw ${named} closed` });
      await again.waitFor();
      const next = /next draw, (\d+)/.exec((await again.getByTestId('dialog-message').textContent()) ?? '')![1]!;
      expect(next).not.toBe(named);
      expect(await e2e.gw.sql`select 1 from lottery_bets where account_id = ${account.id}`).toHaveLength(0);
      const problems = await seriousA11yProblems(page, '[role="alertdialog"]');
      expect(problems, describeProblems('closed-draw question', problems)).toEqual([]);
      await shoot(page, 'lottery-draw-closed-question');
      await again.getByRole('button', { name: 'Confirm', exact: true }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `Bet placed on draw ${next}` })
        .waitFor();
      const bets = await e2e.gw.sql<
        { issue: string }[]
      >`select d.issue from lottery_bets b join lottery_draws d on d.id = b.draw_id where b.account_id = ${account.id}`;
      expect(bets).toEqual([{ issue: next }]);
    } finally {
      await context.close();
    }
  });
});
