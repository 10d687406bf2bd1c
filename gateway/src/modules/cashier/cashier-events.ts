import type { Tx } from '../../db/index.js';
import { appendEvent } from '../../realtime/event-log.js';

/**
 * Tells the member's open pages that one of their deposits or withdrawals changed state
 * (`cashier:changed`, docs/CASHIER.md "Pushes"). Called inside the transaction that changes the
 * state, so the push exists exactly when the change does; after the ledger's `balance:changed`
 * of the same transaction when money moved, so a screen sees the balance first.
 */
export async function pushCashierChange(tx: Tx, accountId: number | string, kind: 'deposit' | 'withdrawal', id: number | string, status: string): Promise<void> {
  await appendEvent(tx, Number(accountId), 'cashier:changed', { kind, id: Number(id), status });
}
