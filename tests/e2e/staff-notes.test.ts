import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API, type DepositOrder } from '@wl/shared';
import { describeProblems, seriousA11yProblems } from './a11y';
import { demoMerchantId, hasBrowser, newMemberPage, useE2E } from './browser';
import { createChannel } from '../support/channels';
import { signInStaff } from '../support/staff';

/**
 * A refusal seen by the member in a real browser: finance refuses a bank deposit with an internal
 * note and a message to the member while the member's deposit tab is open. The member gets the
 * toast (pushed cashier:changed), the deposit row and the inbox show the message, and the note is
 * nowhere on either page; both screens are axe clean (no serious or critical problems).
 */
describe.skipIf(!hasBrowser)('staff notes stay internal', () => {
  const e2e = useE2E();

  it('a refused deposit shows the toast and the member message, never the note', async () => {
    const merchantId = await demoMerchantId(e2e.gw);
    const channel = await createChannel(e2e.gw.sql, merchantId, { type: 'bank', name: 'E2E Bank', min: 10_000, max: 1_000_000 });
    const { context, page, account } = await newMemberPage(e2e);
    try {
      await page.goto('/member?tab=depositv2');
      await page.getByTestId(`deposit-channel-${channel.id}`).click();
      await page.getByTestId('deposit-amount').fill('200');
      await page.getByTestId('deposit-submit').click();
      await page.getByTestId('deposit-list').getByText('Pending').first().waitFor();
      const [order] = await e2e.gw.sql<{ id: string }[]>`select id from deposit_orders where account_id = ${account.id} order by id desc limit 1`;

      const finance = await signInStaff(e2e.gw, { id: merchantId, host: new URL(e2e.gw.url()).hostname }, 'finance');
      const note = 'Not on the BDO statement of 14:00';
      const memberMessage = 'We could not find your transfer. Please send us the bank slip.';
      const refused = await finance.api.call<DepositOrder>(
        'POST',
        API.staffDepositReview.replace(':id', String(order!.id)),
        { decision: 'reject', note, memberMessage },
        { headers: { 'idempotency-key': randomUUID() } },
      );
      expect(refused.success, refused.code).toBe(true);

      await page.getByTestId('cashier-toast').filter({ hasText: 'Your deposit was refused' }).waitFor();
      await page.getByTestId('deposit-member-message').filter({ hasText: memberMessage }).waitFor();
      expect(await page.content()).not.toContain(note);
      const depositProblems = await seriousA11yProblems(page);
      expect(depositProblems, describeProblems('deposit tab', depositProblems)).toEqual([]);

      await page.goto('/member?tab=messageV2');
      const row = page.getByTestId('message-row').filter({ hasText: 'refused' }).first();
      await row.waitFor();
      await row.getByRole('button').first().click();
      await page.getByText(memberMessage, { exact: false }).first().waitFor();
      expect(await page.content()).not.toContain(note);
      const inboxProblems = await seriousA11yProblems(page);
      expect(inboxProblems, describeProblems('inbox', inboxProblems)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
