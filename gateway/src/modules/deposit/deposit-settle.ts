import { readDecisionTexts, type DepositOrder, type DepositReviewRequest, type SandboxCallback } from '@wl/shared';
import type { Sql, Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { post, type Leg } from '../wallet/ledger.js';
import { depositHooks } from './hooks.js';
import { checkCallbackBudget, countBadCallback } from './callback-budget.js';
import { pushCashierChange, tellMember } from '../cashier/cashier-events.js';
import { sandboxKey, validSignature } from './channels/sandbox.js';
import { ORDER_SELECT, orderView, type OrderRow } from './deposit-orders.js';
import { lockReaders } from '../messages/counts.js';
import { noteQueue } from '../site/queue-notes.js';

/** The order, locked for the rest of the transaction, so two notifications or clicks settle it once. */
async function lockOrder(tx: Tx, merchantId: number, by: { id: number } | { ref: string }): Promise<OrderRow | null> {
  const [o] =
    'id' in by
      ? await tx.unsafe<OrderRow[]>(
          `select ${ORDER_SELECT} from deposit_orders o join payment_channels c on c.id = o.channel_id
        where o.id = $1 and o.merchant_id = $2 for update of o`,
          [by.id, merchantId],
        )
      : await tx.unsafe<OrderRow[]>(
          `select ${ORDER_SELECT} from deposit_orders o join payment_channels c on c.id = o.channel_id
        where o.ref = $1 and o.merchant_id = $2 for update of o`,
          [by.ref, merchantId],
        );
  // The member's account row next, before any wallet: settling posts to the wallet and then sends
  // an inbox message, which locks this row; taken only then, it would come after the wallet, the
  // reverse of every other money path (docs/LEDGER.md "one lock order"), and deadlock with them.
  if (o) await lockReaders(tx, merchantId, [Number(o.accountId)]);
  return o ?? null;
}

/**
 * Credits a pending order through the ledger and marks it paid, in the caller's transaction:
 * the member's main wallet receives the amount, payment clearing gives what the member paid
 * (amount + fee) and the house keeps the fee. Key `deposit:<order id>`, so an order can never be
 * credited twice whatever calls this.
 */
type Decision = { staffId?: number; note?: string; memberMessage?: string | null; reviewKey?: string };

async function credit(tx: Tx, o: OrderRow, extra: Decision = {}): Promise<OrderRow> {
  const amount = Number(o.amount);
  const fee = Number(o.fee);
  const legs: Leg[] = [
    { wallet: { accountId: Number(o.accountId), kind: 'real' }, amount },
    { wallet: { system: 'payment_clearing' }, amount: -(amount + fee) },
  ];
  if (fee > 0) legs.push({ wallet: { system: 'house' }, amount: fee });
  const booked = await post(tx, {
    merchantId: o.merchantId,
    key: `deposit:${o.id}`,
    kind: 'deposit',
    currency: o.currency,
    book: 'real',
    legs,
    meta: { order: o.ref, channel: o.channelType, externalRef: o.externalRef, fee },
    staffId: extra.staffId,
  });
  // The modules that react hear of it in the same transaction (the member's agents: team:activity, docs/AGENT.md).
  if (!booked.replayed) for (const hook of depositHooks.onCredited) await hook(tx, { accountId: Number(o.accountId), amount, currency: o.currency });
  return close(tx, o, 'paid', { ...extra, journalId: booked.journalId });
}

/**
 * Settles a pending order. The inbox message goes out in the same transaction, only here where
 * the status actually changes: a replayed callback or review returns before reaching this, so it
 * never tells the member twice.
 */
async function close(tx: Tx, o: OrderRow, status: 'paid' | 'failed' | 'rejected', extra: Decision & { journalId?: number }): Promise<OrderRow> {
  await tx`
    update deposit_orders set status = ${status}, settled_at = now(), journal_id = ${extra.journalId ?? null},
      reviewed_by = ${extra.staffId ?? null}, review_reason = ${extra.note ?? null}, member_message = ${extra.memberMessage ?? null},
      review_key = ${extra.reviewKey ?? null}
    where id = ${o.id} and status = 'pending'`;
  await pushCashierChange(tx, o.accountId, 'deposit', o.id, status);
  // A failed provider payment is the member's own attempt on the payment page, which told them.
  if (status !== 'failed') {
    const money = `${(Number(o.amount) / 100).toFixed(2)} ${o.currency}`;
    await tellMember(
      tx,
      o.merchantId,
      o.accountId,
      status === 'paid'
        ? { title: `Deposit ${o.ref} credited`, body: `Your deposit ${o.ref} of ${money} was credited to your balance.` }
        : { title: `Deposit ${o.ref} refused`, body: `Your deposit ${o.ref} of ${money} was refused; no money was credited.` },
      extra.memberMessage,
    );
  }
  return (await lockOrder(tx, o.merchantId, { id: Number(o.id) }))!;
}

export interface CallbackResult {
  ref: string;
  status: DepositOrder['status'];
  replayed: boolean;
}

/**
 * The sandbox gateway's notification. Nothing is trusted before the signature is checked
 * (constant time, the merchant's own key); a bad one changes nothing, is counted against the order
 * and the sender's IP, and after too many the IP is refused outright. A valid one must match the
 * order (amount paid, currency, the gateway's reference). The same notification again, once the
 * order is settled, is acknowledged and changes nothing; paid credits the member in the same
 * transaction as the status change.
 */
export async function sandboxCallback(sql: Sql, merchantId: number, ip: string, body: SandboxCallback, signature: string | undefined): Promise<CallbackResult> {
  await checkCallbackBudget(sql, merchantId, ip);
  if (!validSignature(await sandboxKey(sql, merchantId), body, signature)) {
    await countBadCallback(sql, merchantId, ip, body.ref);
    throw new AppError('CALLBACK_SIGNATURE_INVALID');
  }
  return sql.begin(async (tx) => {
    const o = await lockOrder(tx, merchantId, { ref: body.ref });
    if (!o || o.channelType !== 'sandbox') throw new AppError('ORDER_NOT_FOUND');
    if (body.amount !== Number(o.amount) + Number(o.fee) || body.currency !== o.currency || body.externalRef !== o.externalRef) {
      throw new AppError('CALLBACK_MISMATCH');
    }
    if (o.status !== 'pending') {
      if (o.status === body.status) return { ref: o.ref, status: o.status, replayed: true };
      throw new AppError('ORDER_NOT_PENDING', { status: o.status });
    }
    const done = body.status === 'paid' ? await credit(tx, o) : await close(tx, o, 'failed', {});
    return { ref: done.ref, status: done.status, replayed: false };
  });
}

/**
 * Staff decide a bank-transfer order: approve (the member is credited, the staff member recorded
 * on the journal and the order) or reject, with an internal note either way and an optional
 * message to the member. Idempotent on the staff member's key: the same click again answers the
 * order as it was decided.
 *
 * Four eyes: an order of at least `fourEyesAmount` is credited only by a second approval from a
 * different staff member; the first is recorded on the order, which stays pending (and no longer
 * expires). Either staff member, or a third, may still reject it. Both approvals are staff writes,
 * so both are in the staff action log.
 */
export async function reviewDeposit(
  sql: Sql,
  merchantId: number,
  staffId: number,
  orderId: number,
  key: string,
  req: DepositReviewRequest,
  fourEyesAmount: number,
): Promise<DepositOrder> {
  const { note, memberMessage } = readDecisionTexts(req.note, req.reason, req.memberMessage);
  if (!note) throw new AppError('VALIDATION_FAILED', { fields: { note: 'rule.required' } });
  const reviewKey = `review:${staffId}:${key}`;
  return sql.begin(async (tx) => {
    const o = await lockOrder(tx, merchantId, { id: orderId });
    if (!o) throw new AppError('ORDER_NOT_FOUND');
    if (o.status !== 'pending') {
      if (o.reviewKey === reviewKey && o.status === (req.decision === 'approve' ? 'paid' : 'rejected')) return orderView(o);
      if (o.firstReviewKey === reviewKey && req.decision === 'approve') return orderView(o);
      throw new AppError('ORDER_NOT_PENDING', { status: o.status });
    }
    if (o.channelType !== 'bank') throw new AppError('DEPOSIT_NOT_MANUAL');
    if (req.decision === 'approve' && Number(o.amount) >= fourEyesAmount) {
      // The same click again answers the recorded first approval.
      if (o.firstReviewKey === reviewKey) return orderView(o);
      if (o.firstReviewBy === null) {
        await tx`update deposit_orders set first_review_by = ${staffId}, first_review_at = now(), first_review_note = ${note}, first_review_key = ${reviewKey}
          where id = ${o.id}`;
        return orderView(o);
      }
      if (o.firstReviewBy === staffId) throw new AppError('FOUR_EYES_SAME_STAFF');
    }
    noteQueue(tx, merchantId, 'deposits');
    const done =
      req.decision === 'approve'
        ? await credit(tx, o, { staffId, note, memberMessage, reviewKey })
        : await close(tx, o, 'rejected', { staffId, note, memberMessage, reviewKey });
    return orderView(done);
  });
}
