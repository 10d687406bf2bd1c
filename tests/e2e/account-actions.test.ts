import { describe, expect, it } from 'vitest';
import { API, type LoginValue } from '@wl/shared';
import { Api } from '../support/api';
import { createAccount } from '../support/factories';
import { createSupport } from '../support/staff';
import { describeProblems, seriousA11yProblems } from './a11y';
import { seamlessCredit, seamlessDebit } from '../../gateway/src/modules/vendor-wallet/wallet';
import { post } from '../../gateway/src/modules/wallet/ledger';
import { createGame, createVendor, session, uid } from '../integration/seamless-fixtures';
import { DESKTOP, PHONE_390, demoMerchantId, hasBrowser, newPage, shoot, shootTop, useE2E } from './browser';
import { staffSignIn } from './steps';

/**
 * A member's page in the console (docs/STAFF.md "Member page"): support suspends the member with a
 * reason (the member's session ends and the reason lands in the notes), writes a note, opens a
 * message to the member, and reactivates; resets the password (shown once, the member must change
 * it) and reads the member's recent bets by game name. On a desktop and a phone: no table of the page
 * widens it.
 */
describe.skipIf(!hasBrowser)('member page actions (browser)', () => {
  const e2e = useE2E();

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE_390],
  ] as const) {
    it(`suspends with a reason, keeps notes and reactivates (${label})`, async () => {
      const merchantId = await demoMerchantId(e2e.gw);
      const member = await createAccount(e2e.gw.sql, merchantId);
      const api = new Api(e2e.gw.url());
      api.token = (await api.post<LoginValue>(API.login, { type: 'username', username: member.username, password: member.password }, true)).value.token;
      const game = await betOnce(e2e.gw.sql, merchantId, member.id);
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
        const bets = page.getByTestId('account-bets');
        await bets.getByRole('cell', { name: game }).waitFor();
        await bets.getByText('Won').waitFor();
        await bets.getByRole('columnheader', { name: /^Time \(UTC[+-]\d/ }).waitFor();
        const problems = await seriousA11yProblems(page, '.sc-main');
        expect(problems, describeProblems('member page', problems)).toEqual([]);
        await shootTop(page, `console-member-actions-${label}`);
        // The sessions panel refetched after the suspension: shot once it shows the ended session again.
        await page.getByRole('region', { name: 'Sessions' }).getByText('Revoked (by staff)').waitFor();
        await bets.scrollIntoViewIfNeeded();
        // Chromium paints the phone's scrolled-to panels a moment after the scroll: shot once they show.
        await page.waitForTimeout(800);
        await shoot(page, `console-member-bets-${label}`);

        await page.getByTestId('account-status-toggle').click();
        await page.getByTestId('account-status-reason').fill('Back from the break');
        await page.getByTestId('account-status-submit').click();
        await page.getByTestId('account-status').filter({ hasText: 'Active' }).waitFor();
        expect((await new Api(e2e.gw.url()).post(API.login, { type: 'username', username: member.username, password: member.password }, true)).success).toBe(
          true,
        );

        // A new password, shown once behind a confirmation: the member must change it at sign-in.
        await page.getByTestId('account-password-reset').click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Reset password' }).click();
        const temp = await page.getByTestId('account-temp-password-value').textContent();
        expect(temp).toMatch(/^[A-Za-z2-9]{12}$/);
        await page.getByTestId('account-temp-password').getByText('Shown only now').waitFor();
        await page.getByTestId('account-temp-password-copy').waitFor();
        const shown = await seriousA11yProblems(page, '.sc-main');
        expect(shown, describeProblems('temporary password', shown)).toEqual([]);
        await page.getByTestId('account-temp-password').scrollIntoViewIfNeeded();
        await shoot(page, `console-member-password-${label}`);
        const viaTemp = await new Api(e2e.gw.url()).post<LoginValue>(API.login, { type: 'username', username: member.username, password: temp }, true);
        expect(viaTemp.value.mustChangePassword).toBe(true);
        await page.getByTestId('account-temp-password-done').click();
        await page.getByTestId('account-temp-password').waitFor({ state: 'detached' });

        // Writing to the member opens the message form addressed to them.
        await page.getByTestId('account-message').click();
        expect(await page.getByRole('textbox', { name: /^Username/ }).inputValue()).toBe(member.username);
      } finally {
        await context.close();
      }
    });
  }
});

/** One won bet of the member on a new vendor's game, as the vendor's calls book it; the game's name. */
async function betOnce(sql: Parameters<typeof createGame>[0], merchantId: number, accountId: number): Promise<string> {
  const [w] = await sql<{ currency: string }[]>`select currency from wallets where account_id = ${accountId} and kind = 'real'`;
  await sql.begin((tx) =>
    post(tx, {
      merchantId,
      key: `e2e-fund:${accountId}`,
      kind: 'deposit',
      currency: w!.currency,
      book: 'real',
      legs: [
        { wallet: { accountId, kind: 'real' }, amount: 10_000 },
        { wallet: { system: 'house' }, amount: -10_000 },
      ],
    }),
  );
  const v = await createVendor(sql);
  const g = await createGame(sql, v.code);
  const s = session({ id: accountId }, merchantId, v.code, g.nodeId);
  const bet = { txId: uid('bet'), roundId: uid('round') };
  await sql.begin((tx) => seamlessDebit(tx, s, { ...bet, amount: 1_000 }));
  await sql.begin((tx) => seamlessCredit(tx, s, { txId: uid('win'), roundId: bet.roundId, betTxId: bet.txId, amount: 2_500 }));
  return `Game ${g.gameCode}`;
}
