import type { Tx } from '../../db/index.js';
import { post } from '../wallet/ledger.js';

/**
 * The held amount of a withdrawal back to the member's main wallet: payment_clearing -> member,
 * under the one key `withdraw-return:<id>` whoever asks (a staff refusal, the member's cancel), so
 * it can be returned once only. Called with the withdrawal and account rows already locked.
 */
export async function returnHeld(
  tx: Tx,
  w: { merchantId: number; id: number; accountId: number; amount: number; currency: string; staffId?: number; meta: Record<string, unknown> },
): Promise<number> {
  const back = await post(tx, {
    merchantId: w.merchantId,
    key: `withdraw-return:${w.id}`,
    kind: 'withdrawal-return',
    currency: w.currency,
    book: 'real',
    ...(w.staffId !== undefined && { staffId: w.staffId }),
    legs: [
      { wallet: { system: 'payment_clearing' }, amount: -w.amount },
      { wallet: { accountId: w.accountId, kind: 'real' }, amount: w.amount },
    ],
    meta: { withdrawalId: w.id, ...w.meta },
  });
  return back.journalId;
}
