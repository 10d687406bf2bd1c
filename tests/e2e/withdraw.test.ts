import { describe, expect, it } from 'vitest';
import { postHouseTransfer } from '../../gateway/src/modules/wallet/ledger.js';
import { createAccount } from '../support/factories';
import { demoMerchantId, hasBrowser, newPage, useE2E } from './browser';
import { login } from './steps';

/**
 * Withdrawals end to end (issue 7): the member binds a bank account, sets the payment password
 * on first use and requests a withdrawal (the money is held); the admin approves and pays it in
 * the console; the member confirms the receipt.
 */
describe.skipIf(!hasBrowser)('withdraw in the browser', () => {
  const e2e = useE2E();

  it('request, staff approve and pay, member confirms receipt', async () => {
    const merchantId = await demoMerchantId(e2e.gw);
    const account = await createAccount(e2e.gw.sql, merchantId, { password: 'Secure123', payeeName: 'Rosa Reyes' });
    await e2e.gw.sql.begin((tx) => postHouseTransfer(tx, { key: `e2e-fund:${account.id}`, kind: 'deposit', merchantId, accountId: account.id, wallet: 'real', currency: 'PHP', amount: 500_000 }));
    const { context, page } = await newPage(e2e.browser, e2e.gw.url());
    const staff = await newPage(e2e.browser, e2e.gw.url());
    try {
      await page.goto('/');
      await login(page, account.username, 'Secure123');
      await page.goto('/member?tab=withdraw');
      expect(await page.getByTestId('withdraw-balance').textContent()).toContain('5,000.00');

      // Bind the payee account (the name is the payee name, read-only).
      const payee = page.getByTestId('withdraw-payee-form');
      await payee.locator('input[name="bankName"]').fill('BDO Unibank');
      await payee.locator('input[name="accountNumber"]').fill('0099887766');
      await payee.getByRole('button', { name: 'Bind account' }).click();

      // First use: the payment password.
      const pin = page.getByTestId('withdraw-pin-form');
      await pin.locator('input[name="paymentPassword"]').fill('135790');
      await pin.locator('input[name="confirmPaymentPassword"]').fill('135790');
      await pin.getByRole('button', { name: 'Save payment password' }).click();

      // Request, through the confirmation.
      const form = page.getByTestId('withdraw-form');
      await form.locator('input[name="amount"]').fill('1200');
      await form.locator('input[name="paymentPassword"]').fill('135790');
      await page.getByTestId('withdraw-submit').click();
      const confirm = page.getByRole('alertdialog', { name: 'Confirm withdrawal' });
      expect(await confirm.getByTestId('dialog-message').textContent()).toContain('1,200.00');
      await confirm.getByRole('button', { name: 'Withdraw', exact: true }).click();
      await page.getByText('Your withdrawal was requested.').waitFor();
      await page.getByTestId('withdrawal-status').filter({ hasText: 'Under review' }).waitFor();
      await page.getByTestId('withdraw-balance').filter({ hasText: '3,800.00' }).waitFor();

      // The admin approves and pays it in the console.
      const s = staff.page;
      await s.goto('/support');
      await s.getByLabel('Username').fill('admin');
      await s.getByLabel('Password').fill('Admin1234');
      await s.getByLabel('Password').press('Enter');
      await s.getByRole('link', { name: 'Withdrawals' }).click();
      const row = s.getByTestId('staff-withdrawal').filter({ hasText: account.username });
      await row.getByTestId('wd-approve').click();
      await s.getByRole('alertdialog').getByRole('button', { name: 'Approve', exact: true }).click();
      await s.getByRole('button', { name: /^Approved/ }).click();
      await row.getByTestId('wd-paid').click();
      await s.getByRole('alertdialog').getByRole('button', { name: 'Mark paid', exact: true }).click();
      await s.getByRole('button', { name: /^Paid/ }).click();
      await row.waitFor();

      // The member confirms the receipt.
      await page.reload();
      await page.getByTestId('withdrawal-confirm').click();
      const dialog = page.getByTestId('withdraw-receipt');
      await dialog.getByTestId('receipt-received').check();
      await dialog.getByTestId('receipt-submit').click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Send answer', exact: true }).click();
      await page.getByTestId('withdrawal-status').filter({ hasText: 'Completed · Received' }).waitFor();

      const [w] = await e2e.gw.sql<{ status: string; receipt: string; amount: string }[]>`select status, receipt, amount from withdrawals where account_id = ${account.id}`;
      expect(w).toEqual({ status: 'confirmed', receipt: 'received', amount: '120000' });
    } finally {
      await context.close();
      await staff.context.close();
    }
  });
});
