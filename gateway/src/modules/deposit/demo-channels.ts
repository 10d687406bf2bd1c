import type { Tx } from '../../db/index.js';

/**
 * The demo site's deposit channels (the seed calls this; migration 013 adds the same three to a
 * database that already held the demo site): two sandbox gateways, one with a 1.5 % fee, and a
 * manual bank transfer that staff approve. Amounts in minor units.
 */
export async function seedDepositChannels(tx: Tx, merchantId: number, currency: string): Promise<void> {
  const bank = {
    bankName: 'Demo Bank',
    accountName: 'Demo Gaming Ltd',
    accountNumber: '0012-3456-7890',
    note: 'Put your order reference in the transfer message.',
  };
  await tx`
    insert into payment_channels (merchant_id, type, name, currency, min_amount, max_amount, fee_bps, bank_details, timeout_seconds, sort) values
      (${merchantId}, 'sandbox', 'Sandbox Pay', ${currency}, 10000, 5000000, 0, null, 900, 1),
      (${merchantId}, 'sandbox', 'Sandbox Pay Express', ${currency}, 50000, 10000000, 150, null, 900, 2),
      (${merchantId}, 'bank', 'Bank transfer', ${currency}, 50000, 50000000, 0, ${tx.json(bank)}, 259200, 3)`;
}
