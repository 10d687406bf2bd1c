import type { Sql, Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { lockBet, seamlessRollback } from './wallet.js';

/**
 * The debit timeout (docs/SEAMLESS.md): a debit that no credit or rollback settled within its
 * vendor's `debit_timeout_seconds` is rolled back, as if the vendor had sent the rollback with the
 * txId `timeout:<debit txId>`. A late credit for it is then refused with BET_ROLLED_BACK.
 */

/** Debits a run settles at most; a backlog drains over a few runs. */
const BATCH = 100;

/** The rollback id the sweep uses, so a second sweep of the same debit replays instead of booking. */
export const timeoutTxId = (debitTxId: string) => `timeout:${debitTxId}`;

export async function rollBackTimedOutDebits(tx: Tx): Promise<number> {
  const due = await tx<{ vendorCode: string; txId: string }[]>`
    select t.vendor_code, t.tx_id from vendor_transactions t join game_vendors v on v.code = t.vendor_code
    where t.state = 'open' and t.created_at < now() - make_interval(secs => v.debit_timeout_seconds)
    order by t.created_at limit ${BATCH}`;
  // All bet locks first, in one order and before any wallet lock: a credit racing the sweep then
  // waits for its bet (or the sweep for it), never for a wallet this batch already holds.
  const sorted = [...due].sort((a, b) => (`${a.vendorCode}:${a.txId}` < `${b.vendorCode}:${b.txId}` ? -1 : 1));
  for (const d of sorted) await lockBet(tx, d.vendorCode, d.txId);
  let done = 0;
  for (const d of sorted) {
    try {
      // A savepoint each: a debit settled by a credit since it was selected leaves the rest going.
      await tx.savepoint((sp) => seamlessRollback(sp as unknown as Tx, d.vendorCode, { txId: timeoutTxId(d.txId), refTxId: d.txId }));
      done++;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
  }
  return done;
}

/** One run; a second at the same time replays the same rollback ids instead of booking again. */
export const sweepTimedOutDebits = (sql: Sql) => sql.begin((tx) => rollBackTimedOutDebits(tx));
