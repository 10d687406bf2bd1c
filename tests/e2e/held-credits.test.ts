import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API, type VendorWalletValue } from '@wl/shared';
import { openGameSession } from '../../gateway/src/modules/vendor-wallet/sessions.js';
import { createAdmin } from '../support/staff';
import { createGame, createVendor, fundedPlayer, mainBalance, uid } from '../integration/seamless-fixtures';
import { vendorCall } from '../integration/seamless-fixtures-http';
import { describeProblems, seriousA11yProblems, WCAG_TAGS } from './a11y';
import { demoMerchantId, hasBrowser, newPage, useE2E } from './browser';
import { staffSignIn } from './steps';

/**
 * Held credits in the console (docs/SEAMLESS.md "Round rules, caps and held credits"): an admin
 * with the console open gets the `credit:held` toast and the nav badge when a vendor's win passes
 * the game's multiplier, finds it in "Held credits" (time in the merchant's zone), approves it
 * with a reason through the confirmation dialog, and the member is paid once. axe finds no
 * serious or critical problem on the page, the toast or the dialog.
 */
describe.skipIf(!hasBrowser)('held credits (browser)', () => {
  const e2e = useE2E();

  const noProblems = async (page: Page, where: string, selector?: string) => {
    const problems = await seriousA11yProblems(page, selector, WCAG_TAGS);
    expect(problems, describeProblems(where, problems)).toEqual([]);
  };

  it('alerts an admin, who approves the held win with a reason: paid once', async () => {
    const merchantId = await demoMerchantId(e2e.gw);
    const admin = await createAdmin(e2e.gw.sql, merchantId);
    const v = await createVendor(e2e.gw.sql, { merchantId });
    const g = await createGame(e2e.gw.sql, v.code);
    await e2e.gw.sql`update games set max_win_multiplier = 10 where node_id = ${g.nodeId}`;
    const member = await fundedPlayer(e2e.gw.sql, merchantId, 1_000);
    const { token } = await e2e.gw.sql.begin((tx) =>
      openGameSession(tx, { accountId: member.id, merchantId, nodeId: g.nodeId, vendor: v.code, book: 'real', currency: 'PHP' }, 60),
    );
    const call = (path: string, body: unknown) => vendorCall<VendorWalletValue>(e2e.gw.url(), path, v, body);

    const s = await newPage(e2e.browser, e2e.gw.url());
    try {
      await staffSignIn(s.page, admin);
      const nav = s.page.getByRole('navigation', { name: 'Console sections' });
      await nav.getByRole('link', { name: /^Held credits/ }).click();
      await s.page.getByRole('heading', { name: 'Held credits', level: 1 }).waitFor();
      await noProblems(s.page, 'held credits page');

      // The vendor pays 50x a stake on a game capped at 10x: held, and the console is told.
      const bet = uid('bet');
      const roundId = uid('r');
      expect((await call(API.seamlessDebit, { token, txId: bet, roundId, amount: 100 })).success).toBe(true);
      const held = await call(API.seamlessCredit, { txId: uid('win'), roundId, betTxId: bet, amount: 5_000 });
      expect(held.value).toMatchObject({ journalId: null, balance: 900, held: true });

      const toast = s.page.getByTestId('held-toast').filter({ hasText: member.username });
      await toast.waitFor();
      await s.page.getByTestId('nav-count-held-credits').waitFor();
      const row = s.page.getByTestId('held-credit').filter({ hasText: member.username });
      await row.waitFor();
      await expect(row.innerText()).resolves.toMatch(/50\.00×/);
      await s.page.getByRole('columnheader', { name: /Held at \(GMT[+-]\d\d:\d\d\)/ }).waitFor();
      await noProblems(s.page, 'held credits with a toast');
      await toast.getByRole('button', { name: 'Dismiss' }).click();

      await row.getByTestId('held-approve').click();
      const dialog = s.page.getByRole('dialog', { name: 'Approve this win?' });
      await dialog.waitFor();
      await noProblems(s.page, 'approve dialog', '[role="dialog"]');
      // A reason is required before anything is sent.
      await dialog.getByTestId('held-submit').click();
      await dialog.getByRole('alert').waitFor();
      await dialog.getByTestId('held-reason').fill('Vendor confirmed the bonus round');
      await dialog.getByTestId('held-submit').click();
      await s.page.getByTestId('held-done').filter({ hasText: 'was approved and paid' }).waitFor();
      await row.waitFor({ state: 'detached' });
      expect(await mainBalance(e2e.gw.sql, member.id)).toBe(5_900);
      await noProblems(s.page, 'held credits after approval');

      await s.page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Approved' }).click();
      await s.page.getByTestId('held-credit').filter({ hasText: member.username }).filter({ hasText: 'Vendor confirmed the bonus round' }).waitFor();
    } finally {
      await s.context.close();
    }
  });
});
