import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API, DEFAULT_FOUR_EYES_AMOUNT, type DepositOrder, type LoginValue } from '@wl/shared';
import { Api } from '../support/api';
import { createChannel } from '../support/channels';
import { createAccount } from '../support/factories';
import { createStaff } from '../support/staff';
import { describeProblems, seriousA11yProblems } from './a11y';
import { demoMerchantId, hasBrowser, newPage, shoot, useE2E } from './browser';
import { staffSignIn } from './steps';

/**
 * Four eyes on a large bank deposit, in the console (docs/CASHIER.md): the queue says the order
 * needs two approvals; the first finance member's approval credits nothing and leaves them no
 * second Approve button; a second finance member sees who approved first and their approval
 * credits the member once. Both screens are axe clean.
 */
describe.skipIf(!hasBrowser)('four eyes on bank deposits (browser)', () => {
  const e2e = useE2E();

  const approve = async (page: Page, ref: string, note: string) => {
    // One dialog, as on every queue: the note, then the decision.
    await page.getByRole('button', { name: `Approve order ${ref}` }).click();
    await page.getByTestId('deposit-review-reason').fill(note);
    await page.getByTestId('deposit-review-submit').click();
    await page.getByTestId('deposit-review-reason').waitFor({ state: 'detached' });
  };
  const openQueue = async (page: Page) => {
    await page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: /^Deposits/ })
      .click();
    await page.getByRole('heading', { name: 'Deposit queue', level: 1 }).waitFor();
  };

  it('the first approval waits, the second credits once', async () => {
    const merchantId = await demoMerchantId(e2e.gw);
    const bank = await createChannel(e2e.gw.sql, merchantId, { type: 'bank', name: 'E2E Four Eyes Bank', max: DEFAULT_FOUR_EYES_AMOUNT * 2 });
    const member = await createAccount(e2e.gw.sql, merchantId);
    const api = new Api(e2e.gw.url());
    api.token = (await api.post<LoginValue>(API.login, { type: 'username', username: member.username, password: member.password }, true)).value.token;
    const order = await api.call<DepositOrder>(
      'POST',
      API.depositOrders,
      { channelId: bank.id, amount: DEFAULT_FOUR_EYES_AMOUNT },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(order.success, order.code).toBe(true);
    const ref = order.value.ref;
    const [first, second] = [await createStaff(e2e.gw.sql, merchantId, 'finance'), await createStaff(e2e.gw.sql, merchantId, 'finance')];

    const a = await newPage(e2e.browser, e2e.gw.url());
    const b = await newPage(e2e.browser, e2e.gw.url());
    try {
      await staffSignIn(a.page, first);
      await openQueue(a.page);
      const rowA = a.page.getByRole('row').filter({ hasText: ref });
      await rowA.getByTestId('deposit-four-eyes').filter({ hasText: 'Needs two approvals' }).waitFor();
      await approve(a.page, ref, 'Seen on the BDO statement');
      await rowA.getByTestId('deposit-first-approval').filter({ hasText: 'You approved it' }).waitFor();
      expect(await rowA.getByTestId('deposit-approve').count()).toBe(0);
      const problems = await seriousA11yProblems(a.page);
      expect(problems, describeProblems('deposit queue after a first approval', problems)).toEqual([]);
      const credited = async () =>
        Number((await e2e.gw.sql<{ b: string }[]>`select coalesce(sum(balance), 0) as b from wallets where account_id = ${member.id} and kind = 'real'`)[0]!.b);
      expect(await credited()).toBe(0);

      await staffSignIn(b.page, second);
      await openQueue(b.page);
      const rowB = b.page.getByRole('row').filter({ hasText: ref });
      await rowB
        .getByTestId('deposit-first-approval')
        .filter({ hasText: `Approved by ${first.username}` })
        .waitFor();
      await shoot(b.page, 'console-deposit-four-eyes');
      await approve(b.page, ref, 'Checked the statement too');
      await b.page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Paid', exact: true }).click();
      await b.page.getByRole('row').filter({ hasText: ref }).getByText('Paid', { exact: true }).waitFor();
      expect(await credited()).toBe(DEFAULT_FOUR_EYES_AMOUNT);
      const [j] = await e2e.gw.sql<{ n: number }[]>`select count(*)::int as n from journal where idempotency_key = ${`deposit:${order.value.id}`}`;
      expect(j!.n).toBe(1);
    } finally {
      await a.context.close();
      await b.context.close();
    }
  });
});
