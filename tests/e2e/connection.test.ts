import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API, type PayeeAccount, type WithdrawalRow } from '@wl/shared';
import { postHouseTransfer } from '../../gateway/src/modules/wallet/ledger.js';
import { signedInApi } from '../support/api';
import { signInStaff } from '../support/staff';
import { describeProblems, seriousA11yProblems } from './a11y';
import { demoMerchantId, hasBrowser, newMemberPage, useE2E } from './browser';

/**
 * The member's connection indicator and the listener modal's withdrawal notice in a real browser
 * (docs/REPLAY.md "Connection indicator", "Listener modal"): a connection that stays down says
 * "Live updates paused", says "resumed" when it is back, and what was booked meanwhile reaches
 * the header through the resume; a withdrawal staff pay out is announced in the modal.
 */
describe.skipIf(!hasBrowser)('connection indicator and withdrawal notice (browser)', () => {
  const e2e = useE2E();

  const credit = async (accountId: number, amount: number) =>
    e2e.gw.sql.begin(async (tx) =>
      postHouseTransfer(tx, {
        key: `e2e-link:${randomUUID()}`,
        kind: 'deposit',
        merchantId: await demoMerchantId(e2e.gw),
        accountId,
        wallet: 'real',
        currency: 'PHP',
        amount,
      }),
    );

  it('says live updates paused while the connection is down, then resumed, with the balance caught up', async () => {
    const { context, page, account } = await newMemberPage(e2e);
    try {
      const link = page.getByTestId('live-link');
      expect(await link.getAttribute('role')).toBe('status');
      expect(await link.textContent()).toBe('');

      // The browser goes offline, so its reconnects fail, and the server cuts the live socket the
      // way realtime.test.ts does: the page keeps the link down until it is back online.
      await context.setOffline(true);
      for (const s of e2e.gw.io.of('/').sockets.values()) s.conn.close();
      await page.locator('[data-testid="live-link"][data-link="down"]').waitFor({ state: 'attached' });
      await credit(account.id, 12_345); // booked while nothing can be pushed
      await link.filter({ hasText: 'Live updates paused — reconnecting…' }).waitFor();
      const problems = await seriousA11yProblems(page);
      expect(problems, describeProblems('page with the paused notice', problems)).toEqual([]);

      await context.setOffline(false);
      await link.filter({ hasText: 'Live updates resumed' }).waitFor();
      expect(await link.getAttribute('data-link')).toBe('up');
      await page.getByTestId('header-balance').filter({ hasText: '123.45' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('announces a withdrawal staff paid out in the listener modal', async () => {
    const { context, page, account } = await newMemberPage(e2e);
    try {
      const merchantId = await demoMerchantId(e2e.gw);
      await credit(account.id, 50_000);
      // The member's own calls, from a second session of theirs (a login does not end the page's).
      const member = await signedInApi(e2e.gw.url(), account);
      const pin = '246810';
      expect((await member.put(API.withdrawPaymentPassword, { paymentPassword: pin, confirmPaymentPassword: pin })).success).toBe(true);
      const payee = await member.post<PayeeAccount>(API.withdrawPayees, { bankName: 'BDO', accountName: 'Juan Dela Cruz', accountNumber: '001234567890' });
      expect(payee.success, payee.message).toBe(true);
      const w = await member.call<WithdrawalRow>(
        'POST',
        API.withdraw,
        { amount: 20_000, payeeAccountId: payee.value.id, paymentPassword: pin },
        { headers: { 'idempotency-key': randomUUID() } },
      );
      expect(w.success, w.message).toBe(true);

      // Staff finish it through the console's HTTP API: approved is not announced, paid is.
      const staff = await signInStaff(e2e.gw, { id: merchantId, host: '127.0.0.1' });
      expect((await staff.api.put(API.staffWithdrawalApprove.replace(':id', String(w.value.id)))).success).toBe(true);
      expect((await staff.api.put(API.staffWithdrawalPaid.replace(':id', String(w.value.id)))).success).toBe(true);

      const modal = page.getByRole('dialog', { name: 'Withdrawal paid' });
      await modal.waitFor();
      expect(await modal.getByTestId('listener-modal').textContent()).toBe(
        `Your withdrawal #${w.value.id} has been paid out. Please confirm when you receive it.`,
      );
      const problems = await seriousA11yProblems(page, '[role="dialog"]');
      expect(problems, describeProblems('withdrawal notice', problems)).toEqual([]);
      await modal.getByRole('button', { name: 'Confirm receipt' }).click();
      await page.waitForURL(/\/member\?tab=withdraw$/);
      await modal.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});
