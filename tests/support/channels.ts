import type { Sql } from '@wl/gateway';

/**
 * A deposit channel of a test merchant (table payment_channels, migration 013). Defaults: a
 * sandbox channel in PHP taking 100.00 to 50,000.00 with no fee and a 15-minute timeout.
 */
export async function createChannel(
  sql: Sql,
  merchantId: number,
  o: {
    type?: 'sandbox' | 'bank';
    name?: string;
    min?: number;
    max?: number;
    feeBps?: number;
    feeFixed?: number;
    timeoutSeconds?: number;
    enabled?: boolean;
    currency?: string;
  } = {},
): Promise<{ id: number }> {
  const type = o.type ?? 'sandbox';
  const bank = type === 'bank' ? { bankName: 'Test Bank', accountName: 'Test Site Ltd', accountNumber: '1234567890' } : null;
  const [c] = await sql<{ id: string }[]>`
    insert into payment_channels (merchant_id, type, name, currency, min_amount, max_amount, fee_bps, fee_fixed, bank_details, timeout_seconds, enabled)
    values (${merchantId}, ${type}, ${o.name ?? `${type} channel`}, ${o.currency ?? 'PHP'}, ${o.min ?? 10_000}, ${o.max ?? 5_000_000},
            ${o.feeBps ?? 0}, ${o.feeFixed ?? 0}, ${bank ? sql.json(bank) : null}, ${o.timeoutSeconds ?? 900}, ${o.enabled ?? true})
    returning id`;
  return { id: Number(c!.id) };
}
