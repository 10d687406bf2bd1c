import { describe, expect, it } from 'vitest';
import { createAdmin } from '../support/staff';
import { describeProblems, seriousA11yProblems } from './a11y';
import { demoMerchantId, hasBrowser, newMemberPage, newPage, useE2E } from './browser';
import { staffSignIn } from './steps';
import { deposit } from '../support/factories';

/**
 * Vendor credentials in a real browser (docs/SEAMLESS.md "Rotation"): an admin rotates a vendor's
 * secret from the console with the keyboard, through a confirmation, and sees the new secret once
 * (axe: no serious or critical problem in either dialog); and a member still plays a demo vendor
 * game, whose page signs its wallet calls with the site's credential for that vendor.
 */
describe.skipIf(!hasBrowser)('vendor credentials (browser)', () => {
  const e2e = useE2E();

  it('rotates a vendor secret behind a confirmation and shows the new secret once', async () => {
    const merchantId = await demoMerchantId(e2e.gw);
    const admin = await createAdmin(e2e.gw.sql, merchantId);
    const s = await newPage(e2e.browser, e2e.gw.url());
    try {
      await staffSignIn(s.page, admin);
      await s.page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Vendor credentials' }).click();
      const table = s.page.getByRole('table', { name: 'Vendor credentials of this site' });
      const row = table.getByTestId('vc-row-ROYAL_LIVE');
      await row.waitFor();
      const operator = (await row.locator('code').textContent())!;
      expect(operator).toMatch(/^op_[0-9a-f]{32}$/);
      const before = (await e2e.gw.sql<{ secret: string }[]>`select secret from vendor_credentials where operator_id = ${operator}`)[0]!.secret;
      expect(await s.page.content()).not.toContain(before);
      const page = await seriousA11yProblems(s.page, '.sc-main');
      expect(page, describeProblems('vendor credentials page', page)).toEqual([]);

      // Keyboard only: focus the row's button, open, cancel with Escape (focus comes back), open again.
      const rotate = row.getByRole('button', { name: 'Rotate secret (Royal Live)' });
      await rotate.focus();
      await s.page.keyboard.press('Enter');
      const confirm = s.page.getByRole('alertdialog', { name: 'Rotate the secret of Royal Live?' });
      await confirm.waitFor();
      const problems = await seriousA11yProblems(s.page, '.modal');
      expect(problems, describeProblems('rotate dialog', problems)).toEqual([]);
      const overlap = confirm.getByLabel('Overlap (hours)');
      expect(await overlap.evaluate((el) => el === (el.ownerDocument as unknown as { activeElement: unknown }).activeElement)).toBe(true);
      expect(await overlap.inputValue()).toBe('24');
      await s.page.keyboard.press('Escape');
      await confirm.waitFor({ state: 'detached' });
      expect(await rotate.evaluate((el) => el === (el.ownerDocument as unknown as { activeElement: unknown }).activeElement)).toBe(true);
      expect((await e2e.gw.sql<{ secret: string }[]>`select secret from vendor_credentials where operator_id = ${operator}`)[0]!.secret).toBe(before);

      await s.page.keyboard.press('Enter');
      await confirm.waitFor();
      await overlap.fill('200');
      await s.page.keyboard.press('Enter');
      await confirm.getByText('Enter a whole number of hours from 0 to 168.').waitFor();
      await overlap.fill('2');
      await s.page.keyboard.press('Enter');

      const shown = s.page.getByRole('alertdialog', { name: 'New secret for Royal Live' });
      await shown.getByText('It will never be shown again').waitFor();
      const secretField = shown.getByLabel('New secret');
      const secret = await secretField.inputValue();
      expect(secret).toMatch(/^[0-9a-f]{64}$/);
      expect(secret).not.toBe(before);
      expect((await e2e.gw.sql<{ secret: string }[]>`select secret from vendor_credentials where operator_id = ${operator}`)[0]!.secret).toBe(secret);
      // The secret field has focus (selected, ready to copy), and the copy button is labelled.
      expect(await secretField.evaluate((el) => el === (el.ownerDocument as unknown as { activeElement: unknown }).activeElement)).toBe(true);
      await shown.getByTestId('vc-secret-copy').waitFor();
      const shownProblems = await seriousA11yProblems(s.page, '.modal');
      expect(shownProblems, describeProblems('new secret dialog', shownProblems)).toEqual([]);

      await shown.getByRole('button', { name: 'I have stored it' }).click();
      await shown.waitFor({ state: 'detached' });
      expect(await rotate.evaluate((el) => el === (el.ownerDocument as unknown as { activeElement: unknown }).activeElement)).toBe(true);
      // Gone from the page once the dialog is closed; the row now shows when the old one retires.
      expect(await s.page.content()).not.toContain(secret);
      await row
        .getByRole('cell')
        .nth(4)
        .filter({ hasText: /\d{4}-\d{2}-\d{2}/ })
        .waitFor();
    } finally {
      await s.context.close();
    }
  });

  it('still plays a demo vendor game in the popup, signed with the site credential', async () => {
    const merchantId = await demoMerchantId(e2e.gw);
    const [g] = await e2e.gw.sql<{ nodeId: string; name: string }[]>`
      select g.node_id, g.name from games g join game_vendors v on v.code = g.vendor_code
      where g.game_type = 'RNG' and not g.is_group and not g.maintenance and not v.maintenance and v.launch_url = '/demo-vendor/play'
        and v.default_enabled and (select count(*) from games o where o.name = g.name) = 1
        and not exists (select 1 from merchant_vendors mv where mv.vendor_code = v.code and mv.merchant_id = ${merchantId})
      order by g.node_id limit 1`;
    const { context, page, account } = await newMemberPage(e2e);
    try {
      await deposit(e2e.gw.sql, { merchantId, accountId: account.id, amount: 50_000, key: `e2e-vc:${account.id}` });
      await page.goto(`/rng?keyword=${encodeURIComponent(g!.name)}`);
      await page
        .locator(`[data-testid="game-tile"][data-node="${g!.nodeId}"]`)
        .getByRole('button', { name: `Play ${g!.name}` })
        .click();
      const popup = page.getByRole('dialog', { name: g!.name });
      await popup.getByTestId('game-frame').waitFor();
      const src = (await popup.getByTestId('game-frame').getAttribute('src'))!;
      expect(new URL(src, 'http://x').searchParams.get('operator')).toMatch(/^op_[0-9a-f]{32}$/);
      const game = page.frameLocator('[data-testid="game-frame"]');
      await game.locator('#balance').filter({ hasText: '500.00' }).waitFor();
      await game.getByRole('button', { name: 'Spin' }).click();
      await game
        .locator('#result')
        .filter({ hasText: /You win|No win this time/ })
        .waitFor();
      const [bet] = await e2e.gw.sql<{ n: number }[]>`select count(*)::int as n from vendor_transactions where account_id = ${account.id} and kind = 'debit'`;
      expect(bet!.n).toBe(1);
    } finally {
      await context.close();
    }
  });
});
