import { describe, expect, it } from 'vitest';
import { API, type LoginValue } from '@wl/shared';
import { Api } from '../support/api';
import { createAccount } from '../support/factories';
import { createSupport } from '../support/staff';
import { describeProblems, seriousA11yProblems } from './a11y';
import { DESKTOP, demoMerchantId, hasBrowser, newPage, shoot, useE2E } from './browser';
import { staffSignIn } from './steps';

/**
 * A member's page in the console (docs/STAFF.md "Member page"): support suspends the member with a
 * reason (the member's session ends and the reason lands in the notes), writes a note, opens a
 * message to the member, and reactivates; the journal reads in words.
 */
describe.skipIf(!hasBrowser)('member page actions (browser)', () => {
  const e2e = useE2E();

  // Desktop only for now: on a phone the member page's sessions table widens the page (its
  // scrolling wrap does not hold it in), a known fault of that panel listed in docs/STAFF.md.
  for (const [label, viewport] of [['desktop', DESKTOP]] as const) {
    it(`suspends with a reason, keeps notes and reactivates (${label})`, async () => {
      const merchantId = await demoMerchantId(e2e.gw);
      const member = await createAccount(e2e.gw.sql, merchantId);
      const api = new Api(e2e.gw.url());
      api.token = (await api.post<LoginValue>(API.login, { type: 'username', username: member.username, password: member.password }, true)).value.token;
      const staff = await createSupport(e2e.gw.sql, merchantId);
      const { context, page } = await newPage(e2e.browser, e2e.gw.url(), viewport);
      try {
        await staffSignIn(page, staff);
        await page.goto(`/support/accounts/${member.id}`);
        await page.getByRole('heading', { name: member.username }).waitFor();
        await page.getByTestId('account-status').filter({ hasText: 'Active' }).waitFor();

        await page.getByTestId('account-status-toggle').click();
        await page.getByTestId('account-status-reason').fill('Asked to close the account for a month');
        await page.getByTestId('account-status-submit').click();
        await page.getByTestId('account-status').filter({ hasText: 'Suspended' }).waitFor();
        const notes = page.getByTestId('account-notes');
        await notes.getByText('Suspended: Asked to close the account for a month').waitFor();
        expect((await api.get(API.memberInfo)).code).toBe('TOKEN_INVALID');

        await notes.getByLabel('New note').fill('Call back on Friday about the bonus');
        await notes.getByRole('button', { name: 'Add note' }).click();
        await notes.getByText('Call back on Friday about the bonus').waitFor();
        await page.getByTestId('account-withdrawals').getByText('No withdrawals yet.').waitFor();
        const problems = await seriousA11yProblems(page, '.sc-main');
        expect(problems, describeProblems('member page', problems)).toEqual([]);
        await shoot(page, `console-member-actions-${label}`);

        await page.getByTestId('account-status-toggle').click();
        await page.getByTestId('account-status-reason').fill('Back from the break');
        await page.getByTestId('account-status-submit').click();
        await page.getByTestId('account-status').filter({ hasText: 'Active' }).waitFor();
        expect((await new Api(e2e.gw.url()).post(API.login, { type: 'username', username: member.username, password: member.password }, true)).success).toBe(
          true,
        );

        // Writing to the member opens the message form addressed to them.
        await page.getByTestId('account-message').click();
        expect(await page.getByRole('textbox', { name: /^Username/ }).inputValue()).toBe(member.username);
      } finally {
        await context.close();
      }
    });
  }
});
