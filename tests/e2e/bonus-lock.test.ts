import { describe, expect, it } from 'vitest';
import { API, type LoginValue, type PayeeAccount, type PromotionActionValue, type StaffPromotion } from '@wl/shared';
import { Api } from '../support/api';
import { createAccount, createMerchant, deposit } from '../support/factories';
import { createAdmin, signInStaff } from '../support/staff';
import { describeProblems, seriousA11yProblems } from './a11y';
import { DESKTOP, PHONE, hasBrowser, newPage, shoot, useE2E, openSignedIn } from './browser';
import { staffSignIn } from './steps';

/**
 * A locked bonus in the browser (docs/PROMOTIONS.md "Locked bonus"): after a sign-in bonus with
 * turnover, the reward centre shows the lock with its wagering bar, amount and expiry in the site's
 * zone, and the withdraw form shows what may be withdrawn now and refuses the locked part in words.
 * An admin sets the site's bonus lock rules in the console's Site settings. Every screen is axe
 * clean (no serious or critical violations).
 */
describe.skipIf(!hasBrowser)('locked bonus in the browser', () => {
  const e2e = useE2E();
  const HOUR = 3_600_000;
  const PIN = '135790';

  it('shows the lock and its progress in the reward centre and the withdrawable amount on the withdraw form', async () => {
    const site = await createMerchant(e2e.gw.sql);
    const account = await createAccount(e2e.gw.sql, site.id, { password: 'Secure123', payeeName: 'Rosa Reyes' });
    await deposit(e2e.gw.sql, { merchantId: site.id, accountId: account.id, amount: 50_000, key: `e2e-lock-fund:${account.id}` });

    // Staff publish a daily sign-in of 200.00 with twice its amount to wager; the member signs in
    // and sets up withdrawals through the API (their screens have browser tests of their own).
    const staff = await signInStaff(e2e.gw, site);
    const promo = await staff.api.post<StaffPromotion>(API.staffPromotions, {
      kind: 'checkin',
      title: 'Daily sign-in',
      summary: 'Sign in for 200.00',
      content: '<p>Every day.</p>',
      startsAt: new Date(Date.now() - HOUR).toISOString(),
      endsAt: new Date(Date.now() + 24 * HOUR).toISOString(),
      bonus: 20_000,
      turnoverMultiple: 2,
      active: true,
    });
    expect(promo.success, promo.code).toBe(true);
    const api = new Api(e2e.gw.url(site.host));
    api.token = (await api.post<LoginValue>(API.login, { type: 'username', username: account.username, password: 'Secure123' }, true)).value.token;
    expect((await api.post<PromotionActionValue>(API.promotionSign.replace(':id', String(promo.value.id)))).success).toBe(true);
    expect((await api.put(API.withdrawPaymentPassword, { paymentPassword: PIN, confirmPaymentPassword: PIN })).success).toBe(true);
    expect((await api.post<PayeeAccount>(API.withdrawPayees, { bankName: 'BDO', accountName: 'Rosa Reyes', accountNumber: '0099887766' })).success).toBe(true);

    const { context, page } = await newPage(e2e.browser, e2e.gw.url(site.host));
    try {
      await openSignedIn(page, { username: account.username, password: 'Secure123' });

      await page.goto('/member?tab=rewardCenter');
      const lock = page.getByTestId('bonus-lock');
      await lock.waitFor();
      expect(await lock.textContent()).toContain('200.00 PHP locked');
      expect(await lock.textContent()).toMatch(/Expires \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(UTC[+-]\d{2}:\d{2}, site time\)/);
      const bar = page.getByRole('progressbar', { name: 'Wagering of Daily sign-in' });
      expect(await bar.getAttribute('max')).toBe('40000');
      expect(await bar.getAttribute('value')).toBe('0');
      expect(await lock.textContent()).toContain('0.00 / 400.00');
      expect(await page.getByTestId('bonus-locks-summary').textContent()).toBe('Withdrawable now PHP 500.00 · Locked bonus PHP 200.00');
      const onRewards = await seriousA11yProblems(page);
      expect(onRewards, describeProblems('reward centre', onRewards)).toEqual([]);
      await shoot(page, 'member-bonus-lock-desktop');
      await page.setViewportSize(PHONE);
      await lock.scrollIntoViewIfNeeded();
      await shoot(page, 'member-bonus-lock-phone');
      await page.setViewportSize(DESKTOP);

      await page.goto('/member?tab=withdraw');
      const shown = page.getByTestId('withdraw-withdrawable');
      await shown.waitFor();
      expect(await shown.textContent()).toBe('Withdrawable now PHP 500.00 · Locked bonus PHP 200.00');
      const form = page.getByTestId('withdraw-form');
      await form.locator('input[name="amount"]').fill('600');
      await form.locator('input[name="paymentPassword"]').fill(PIN);
      await page.getByTestId('withdraw-submit').click();
      await page.getByText('You can withdraw up to 500.00 PHP now: 200.00 PHP is a bonus locked until its wagering is met.').waitFor();
      const onWithdraw = await seriousA11yProblems(page);
      expect(onWithdraw, describeProblems('withdraw form', onWithdraw)).toEqual([]);
      const [{ n } = { n: -1 }] = await e2e.gw.sql<{ n: number }[]>`select count(*)::int as n from withdrawals where account_id = ${account.id}`;
      expect(n).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('lets an admin set the bonus lock rules in Site settings', async () => {
    const site = await createMerchant(e2e.gw.sql);
    const admin = await createAdmin(e2e.gw.sql, site.id);
    const { context, page } = await newPage(e2e.browser, e2e.gw.url(site.host));
    try {
      await staffSignIn(page, admin);
      await page.getByRole('link', { name: 'Site settings' }).click();
      await page.getByRole('heading', { name: 'Site settings' }).waitFor();
      const group = page.getByRole('group', { name: 'Locked bonuses' });
      // The defaults a site that set nothing gets: no lock on mission rewards, 30 days, bust below 1.00.
      expect(await group.getByLabel('Mission reward × wagering').inputValue()).toBe('0');
      expect(await group.getByLabel('Days to wager (then what is left of the bonus is forfeited)').inputValue()).toBe('30');
      expect(await group.getByLabel('Release the locks when the balance is below (PHP)').inputValue()).toBe('1.00');
      await group.getByLabel('Mission reward × wagering').fill('3');
      await group.getByLabel('Days to wager (then what is left of the bonus is forfeited)').fill('14');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText('Saved. Every gateway node applies the change within a second.').waitFor();
      const onSettings = await seriousA11yProblems(page);
      expect(onSettings, describeProblems('site settings', onSettings)).toEqual([]);
      const [row] = await e2e.gw.sql<{ rules: unknown }[]>`select settings->'bonusLocks' as rules from merchants where id = ${site.id}`;
      expect(row!.rules).toEqual({ taskMultiple: 0, wheelMultiple: 0, missionMultiple: 3, expiryDays: 14, bustBelow: 100 });
    } finally {
      await context.close();
    }
  });
});
