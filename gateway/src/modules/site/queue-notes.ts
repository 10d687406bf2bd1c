import type { StaffQueue } from '@wl/shared';
import { noteAfterCommit } from '../../db/commit-signal.js';
import type { Tx } from '../../db/index.js';

/**
 * "A staff work queue moved", noted by every module that adds to or takes from one (a bank deposit
 * opened or decided, a withdrawal requested or paid, feedback sent or read...). It lives in the
 * base layer so every feature can note it; the support module counts the queues and relays the
 * note, once the transaction commits, to the staff who may see that queue (support/queues.ts).
 */
export const QUEUE_CHANGED = 'queue:changed';

/** Called in the transaction that changes the queue: a rolled-back change announces nothing. */
export function noteQueue(tx: Tx, merchantId: number, queue: StaffQueue) {
  noteAfterCommit(tx, { topic: QUEUE_CHANGED, merchantId, payload: { queue } });
}
