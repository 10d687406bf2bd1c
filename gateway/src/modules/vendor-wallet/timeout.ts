import type { Sql } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { seamlessRollback } from './wallet.js';

/**
 * The debit timeout (docs/SEAMLESS.md): a debit that no credit or rollback settled within its
 * vendor's `debit_timeout_seconds` is rolled back, as if the vendor had sent the rollback with the
 * txId `timeout:<debit txId>`. A late credit for it is then refused with BET_ROLLED_BACK.
 */

/** Debits a run settles at most; a backlog drains over a few runs. */
const BATCH = 100;

/** The rollback id the sweep uses, so a second sweep of the same debit replays instead of booking. */
export const timeoutTxId = (debitTxId: string) => `timeout:${debitTxId}`;

/**
 * One run; a second at the same time replays the same rollback ids instead of booking again. Each
 * debit is rolled back in a short transaction of its own, so the run never holds one member's wallet or events while it settles
 * another's, and a debit a credit settled since it was selected is skipped.
 */
export async function sweepTimedOutDebits(sql: Sql): Promise<number> {
  const due = await sql<{ vendorCode: string; txId: string }[]>`
    select t.vendor_code, t.tx_id from vendor_transactions t join game_vendors v on v.code = t.vendor_code
    where t.state = 'open' and t.created_at < now() - make_interval(secs => v.debit_timeout_seconds)
    order by t.created_at limit ${BATCH}`;
  let done = 0;
  for (const d of due) {
    try {
      // seamlessRollback takes the bet's lock first, as a credit does.
      await sql.begin((tx) => seamlessRollback(tx, d.vendorCode, { txId: timeoutTxId(d.txId), refTxId: d.txId }));
      done++;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
  }
  return done;
}
