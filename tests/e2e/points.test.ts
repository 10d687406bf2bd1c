import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API, type LoginValue, type PointsConfig } from '@wl/shared';
import { Api } from '../support/api';
import { createAccount, createMerchant, deposit, ensureHouseGames } from '../support/factories';
import { createAdmin } from '../support/staff';
import { createReward, earnUntilCredited, staffOf } from '../integration/points-fixtures';
import { defaultSettings } from '../../gateway/src/plugins/seed';
import { axeClean } from './a11y';
import { DESKTOP, hasBrowser, newPage, PHONE, shoot, useE2E, openSignedIn } from './browser';
import { confirmDialog } from './steps';

/**
 * The points mall end to end (docs/POINTS.md): a member earns points by playing (settled dice
 * rounds, credited by the earning sweep), redeems a reward with the login password in the browser,
 * sees it In Process in the redeem history, staff approve it in the console, and the member's
 * history turns Approved live. Desktop and phone, axe on every page and dialog.
 */
describe.skipIf(!hasBrowser)('points mall in the browser', () => {
  const e2e = useE2E();

  async function pointsSite() {
    // A site that lists its Zalo account: the points rules state the Zalo reward with its link.
    const site = await createMerchant(e2e.gw.sql, {
      resources: [...defaultSettings().resources, { resourceType: 'ZALO', labelNameEn: 'Zalo', url: 'https://zalo.me/aurumplay' }],
    });
    await ensureHouseGames(e2e.gw.sql);
    const staff = await staffOf(e2e.gw, site);
    const cfg: PointsConfig = {
      earnBetAmount: 100,
      convertPoints: 10,
      convertAmount: 100,
      minConvertPoints: 10,
      convertEnabled: true,
      rules: 'Every 1.00 of valid bets earns 1 point.',
    };
    expect((await staff.api.call('PUT', API.staffPointsConfig, cfg)).success).toBe(true);
    await createReward(e2e.gw, site, { name: 'Bonus credit 10.00', kind: 'bonus', icon: 'coin', points: 60, bonusAmount: 1_000, unit: 'credit', sort: 0 });
    await createReward(e2e.gw, site, {
      name: 'Wireless headset',
      description: 'Over-ear gaming headset',
      kind: 'goods',
      icon: 'headset',
      points: 2_500,
      bonusAmount: 0,
      unit: 'piece',
      stock: 40,
      sort: 1,
    });
    await createReward(e2e.gw, site, {
      name: 'Free spins voucher',
      description: '20 free spins',
      kind: 'voucher',
      icon: 'spin',
      points: 250,
      bonusAmount: 0,
      unit: 'voucher',
      stock: 0,
      sort: 2,
    });
    await createReward(e2e.gw, site, {
      name: 'Lucky charm',
      description: 'A sticker pack',
      kind: 'goods',
      icon: 'gift',
      points: 30,
      bonusAmount: 0,
      unit: 'pack',
      sort: 3,
    });
    const account = await createAccount(e2e.gw.sql, site.id);
    await deposit(e2e.gw.sql, { merchantId: site.id, accountId: account.id, amount: 50_000, key: `e2e-points:${account.id}` });
    // Play: one dice round of 100.00, settled at once; the sweep turns it into 100 points.
    const api = new Api(e2e.gw.url(site.host));
    api.token = (await api.post<LoginValue>(API.login, { type: 'username', username: account.username, password: account.password }, true)).value.token;
    const round = await api.call(
      'POST',
      API.bgsBet.replace(':game', 'BGS_DICE'),
      { amount: 10_000, params: { target: 5000, over: true } },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(round.success, round.code).toBe(true);
    await earnUntilCredited(e2e.gw.sql, account.id, 1);
    return { site, account };
  }

  it('earns by playing, redeems with the password, staff approve, and the history turns Approved', async () => {
    const { site, account } = await pointsSite();
    const { context, page: p } = await newPage(e2e.browser, e2e.gw.url(site.host), DESKTOP);
    const staff = await newPage(e2e.browser, e2e.gw.url(site.host));
    try {
      await openSignedIn(p, account);
      await p.goto('/pointMall');
      await p.getByTestId('points-balance').filter({ hasText: /^100$/ }).waitFor();
      await p.getByTestId('points-reward').nth(2).waitFor();
      await shoot(p, 'points-mall-desktop');
      await axeClean(p, 'point mall');

      // The convert preview follows what is typed.
      await p.getByTestId('convert-points').fill('30');
      await p.getByTestId('convert-preview').filter({ hasText: '3.00 PHP' }).waitFor();
      await p.getByTestId('convert-points').fill('');

      const card = p.getByTestId('points-reward').filter({ hasText: 'Bonus credit 10.00' });
      await card.getByTestId('reward-redeem').click();
      const dialog = p.getByRole('dialog', { name: 'Redeem Bonus credit 10.00' });
      await dialog.getByTestId('redeem-total').filter({ hasText: '60' }).waitFor();
      await axeClean(p, 'redeem dialog', '[role="dialog"]');
      // A wrong password spends nothing.
      await dialog.getByTestId('redeem-password').fill('wrong-password');
      await dialog.getByTestId('redeem-submit').click();
      await dialog.getByText('The login password is not correct').waitFor();
      await dialog.getByTestId('redeem-password').fill(account.password);
      await dialog.getByTestId('redeem-submit').click();
      expect(await p.getByRole('alertdialog').getByTestId('dialog-message').textContent()).toContain('Bonus credit 10.00 is In Process');
      await confirmDialog(p);
      await p.getByTestId('points-balance').filter({ hasText: /^40$/ }).waitFor();
      await p.getByTestId('points-held').filter({ hasText: /^60$/ }).waitFor();

      await p.goto('/member?tab=redeemHistory');
      const row = p.getByTestId('redeem-row').filter({ hasText: 'Bonus credit 10.00' });
      await row.getByTestId('redeem-status').filter({ hasText: 'In Process' }).waitFor();
      // The active tab sits low in the long tab list, which scrolls the page: show the table.
      await p.evaluate('window.scrollTo(0, 0)');
      await shoot(p, 'points-history-desktop');
      await axeClean(p, 'redeem history', '.member');

      // Staff approve it in the console.
      const s = staff.page;
      await s.goto('/support');
      const admin = await createAdmin(e2e.gw.sql, site.id);
      await s.getByLabel('Username').fill(admin.username);
      await s.getByLabel('Password').fill(admin.password);
      await s.getByLabel('Password').press('Enter');
      await s.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Redemptions' }).click();
      const staffRow = s.getByTestId('staff-redemption').filter({ hasText: account.username });
      await staffRow.waitFor();
      await shoot(s, 'support-points-desktop');
      await axeClean(s, 'console redemptions', 'main');
      await staffRow.getByTestId('redemption-approve').click();
      await confirmDialog(s, 'Approve');
      await staffRow.waitFor({ state: 'detached' });

      // The member's history follows the review live (points:changed), no reload.
      await row.getByTestId('redeem-status').filter({ hasText: 'Approved' }).waitFor();
      await p.goto('/member?tab=pointsDetails');
      await p.getByTestId('points-row').nth(1).waitFor();
      expect(await p.getByTestId('points-zalo').textContent()).toBe('Follow us on Zalo for rewards of up to 131K. Open Zalo');
      expect(await p.getByRole('link', { name: 'Open Zalo' }).getAttribute('href')).toBe('https://zalo.me/aurumplay');
      await axeClean(p, 'points details', '.member');

      // A second redemption is rejected: the reason is required, and the points come back.
      await p.goto('/pointMall');
      await p.getByTestId('points-reward').filter({ hasText: 'Lucky charm' }).getByTestId('reward-redeem').click();
      const charm = p.getByRole('dialog', { name: 'Redeem Lucky charm' });
      await charm.getByTestId('redeem-password').fill(account.password);
      await charm.getByTestId('redeem-submit').click();
      await confirmDialog(p);
      await p.getByTestId('points-balance').filter({ hasText: /^10$/ }).waitFor();
      await s.getByRole('button', { name: 'Refresh' }).click();
      const charmRow = s.getByTestId('staff-redemption').filter({ hasText: 'Lucky charm' });
      await charmRow.getByTestId('redemption-reject').click();
      const reject = s.getByRole('dialog');
      await reject.getByTestId('redemption-reject-submit').click();
      await reject
        .getByRole('alert')
        .filter({ hasText: /reason/i })
        .waitFor();
      await axeClean(s, 'reject redemption dialog', '[role="dialog"]');
      await reject.getByTestId('redemption-remark').fill('Out of stock this week');
      await reject.getByTestId('redemption-reject-submit').click();
      await charmRow.waitFor({ state: 'detached' });
      await p.getByTestId('points-balance').filter({ hasText: /^40$/ }).waitFor();

      await s.getByRole('link', { name: 'Points mall' }).click();
      await s.getByTestId('staff-reward').nth(2).waitFor();
      await axeClean(s, 'console points mall', 'main');
    } finally {
      await context.close();
      await staff.context.close();
    }
  });

  it('shows the mall on a phone', async () => {
    const { site, account } = await pointsSite();
    const { context, page: p } = await newPage(e2e.browser, e2e.gw.url(site.host), PHONE);
    try {
      await openSignedIn(p, account);
      await p.goto('/pointMall');
      await p.getByTestId('points-balance').filter({ hasText: /^100$/ }).waitFor();
      await p.getByTestId('points-reward').nth(2).waitFor();
      await shoot(p, 'points-mall-phone');
      await axeClean(p, 'point mall on a phone');
      await p.getByTestId('points-reward').first().getByTestId('reward-redeem').click();
      await p.getByRole('dialog').getByTestId('redeem-password').waitFor();
      await axeClean(p, 'redeem sheet on a phone', '[role="dialog"]');
    } finally {
      await context.close();
    }
  });
});
