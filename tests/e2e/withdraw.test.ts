import { describe, expect, it } from 'vitest';
import { createAccount, deposit } from '../support/factories';
import { DESKTOP, PHONE_390, demoMerchantId, hasBrowser, newPage, shoot, useE2E } from './browser';
import { describeProblems, seriousA11yProblems } from './a11y';
import { login } from './steps';
import { approveAndPayWithdrawal, bindPayee, confirmReceived, requestWithdrawal, setPaymentPassword, staffLogin } from './money-steps';

/**
 * Withdrawals end to end: the member binds a bank account, sets the payment password
 * on first use and requests a withdrawal (the money is held); the admin approves and pays it in
 * the console; the member confirms the receipt.
 */
describe.skipIf(!hasBrowser)('withdraw in the browser', () => {
  const e2e = useE2E();

  it('request, staff approve and pay, member confirms receipt', async () => {
    const merchantId = await demoMerchantId(e2e.gw);
    const account = await createAccount(e2e.gw.sql, merchantId, { password: 'Secure123', payeeName: 'Rosa Reyes' });
    await deposit(e2e.gw.sql, { merchantId, accountId: account.id, amount: 500_000, key: `e2e-fund:${account.id}` });
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    const staff = await newPage(e2e.browser, e2e.gw.url());
    try {
      await page.goto('/');
      await login(page, account.username, 'Secure123');
      await page.goto('/member?tab=withdraw');
      expect(await page.getByTestId('withdraw-balance').textContent()).toContain('5,000.00');

      // Bind the payee account (the name is the payee name), then the payment password on first use.
      await bindPayee(page, 'BDO', '0099887766');
      await setPaymentPassword(page, '135790');

      // Request, through the confirmation: the amount is held at once.
      expect(await requestWithdrawal(page, '1200', '135790')).toContain('1,200.00');
      await page.getByTestId('withdraw-balance').filter({ hasText: '3,800.00' }).waitFor();
      // Its steps: requested (done, with its time), approval next.
      const steps = page.getByTestId('withdrawal-steps').first();
      await steps.locator('[aria-current="step"]').getByText('Approved').waitFor();

      // The admin approves and pays it in the console.
      await staffLogin(staff.page);
      await approveAndPayWithdrawal(staff.page, account.username);

      // The member's page hears the payout (cashier:changed, no reload) and confirms the receipt.
      await page.getByTestId('withdrawal-status').filter({ hasText: 'Paid out' }).waitFor();
      await steps.locator('[aria-current="step"]').getByText('Receipt confirmed').waitFor();
      await confirmReceived(page);
      expect(await steps.locator('.wd-step--done').count()).toBe(4);

      // The payment password can be changed with the current one.
      await page.getByTestId('withdraw-change-pin').click();
      const change = page.getByTestId('withdraw-change-pin-form');
      await change.locator('input[name="oldPaymentPassword"]').fill('135790');
      await change.locator('input[name="paymentPassword"]').fill('246802');
      await change.locator('input[name="confirmPaymentPassword"]').fill('246802');
      await change.getByRole('button', { name: 'Change payment password' }).click();
      await page.getByText('Your payment password was changed.').waitFor();

      const [w] = await e2e.gw.sql<
        { status: string; receipt: string; amount: string }[]
      >`select status, receipt, amount from withdrawals where account_id = ${account.id}`;
      expect(w).toEqual({ status: 'confirmed', receipt: 'received', amount: '120000' });
    } finally {
      await context.close();
      await staff.context.close();
    }
  });

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE_390],
  ] as const) {
    it(`pays to an e-wallet picked from the list, and cancels a request still under review (${label})`, async () => {
      const merchantId = await demoMerchantId(e2e.gw);
      const account = await createAccount(e2e.gw.sql, merchantId, { password: 'Secure123', payeeName: 'Rosa Reyes' });
      await deposit(e2e.gw.sql, { merchantId, accountId: account.id, amount: 500_000, key: `e2e-fund:${account.id}` });
      const { context, page } = await newPage(e2e.browser, e2e.gw.url(), viewport);
      try {
        await page.goto('/');
        await login(page, account.username, 'Secure123');
        await page.goto('/member?tab=withdraw');
        // Pesos: the list offers GCash and Maya among the e-wallets, and banks below.
        const bank = page.getByTestId('withdraw-payee-form').getByLabel('Bank or e-wallet');
        await bank.waitFor();
        expect(await bank.locator('optgroup[label="E-wallets"] option').allTextContents()).toEqual(expect.arrayContaining(['GCash', 'Maya']));
        await bank.selectOption('GCash');
        await page.getByTestId('withdraw-payee-form').getByLabel('E-wallet mobile number').waitFor();
        await bindPayee(page, 'GCash', '09171234567');
        await setPaymentPassword(page, '135790');
        await requestWithdrawal(page, '700', '135790');
        await page.getByTestId('withdraw-balance').filter({ hasText: '4,300.00' }).waitFor();
        const problems = await seriousA11yProblems(page);
        expect(problems, describeProblems('withdraw with steps', problems)).toEqual([]);
        await page.getByTestId('withdrawal-cancel').scrollIntoViewIfNeeded();
        await shoot(page, `withdraw-steps-${label}`);

        await page.getByTestId('withdrawal-cancel').click();
        const dialog = page.getByRole('alertdialog', { name: 'Cancel this withdrawal?' });
        await dialog.getByText('PHP 700.00 goes back to your balance at once.').waitFor();
        await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
        await page.getByTestId('withdrawal-status').filter({ hasText: 'Cancelled' }).waitFor();
        await page.getByTestId('withdraw-balance').filter({ hasText: '5,000.00' }).waitFor();
        expect(await page.getByTestId('withdrawal-cancel').count()).toBe(0);
        const [w] = await e2e.gw.sql<{ status: string; bankName: string }[]>`select status, bank_name from withdrawals where account_id = ${account.id}`;
        expect(w).toEqual({ status: 'cancelled', bankName: 'GCash' });
      } finally {
        await context.close();
      }
    });
  }
});
