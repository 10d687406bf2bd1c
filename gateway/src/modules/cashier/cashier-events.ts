import type { Tx } from '../../db/index.js';
import { appendEvent } from '../../realtime/event-log.js';
import { sendSystemMessage } from '../messages/send.js';

/**
 * Tells the member's open pages that one of their deposits or withdrawals changed state
 * (`cashier:changed`, docs/CASHIER.md "Pushes"). Called inside the transaction that changes the
 * state, so the push exists exactly when the change does; after the ledger's `balance:changed`
 * of the same transaction when money moved, so a screen sees the balance first.
 */
export async function pushCashierChange(
  tx: Tx,
  accountId: number | string,
  kind: 'deposit' | 'withdrawal',
  id: number | string,
  status: string,
): Promise<void> {
  await appendEvent(tx, Number(accountId), 'cashier:changed', { kind, id: Number(id), status });
}

/**
 * The inbox side of a money status change: one system message, sent in the transaction that
 * changes the status (so it exists exactly when the change does, and a replay that changes
 * nothing sends nothing). Staff's message to the member, when they wrote one, is added to the
 * body; the internal note never is. The change has its own toast (and a finished withdrawal its
 * own modal), so the message is marked announced: counted in the badge, not popped up again.
 */
export async function tellMember(
  tx: Tx,
  merchantId: number,
  accountId: number | string,
  text: { title: string; body: string },
  memberMessage?: string | null,
): Promise<void> {
  const body = memberMessage ? `${text.body}\n\nMessage from the cashier: ${memberMessage}` : text.body;
  await sendSystemMessage(tx, merchantId, [Number(accountId)], text.title.slice(0, 100), body.slice(0, 2000), { announced: true });
}
