import type { WithdrawalRow } from '@wl/shared';
import type { Sql } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { returnHeld } from './withdraw-return.js';
import { pushCashierChange } from '../cashier/cashier-events.js';
import { lockReaders } from '../messages/counts.js';
import { ROW_COLUMNS, rowView, type WithdrawalDbRow } from './withdraw.js';
import { noteQueue } from '../site/queue-notes.js';

/**
 * The member takes back a withdrawal that is still only requested. The held money returns under
 * the same ledger key a staff refusal uses (`withdraw-return:<id>`), so a cancel and a refusal can
 * never both return it; the row lock and the state check make the first of the two win and the
 * other answer WITHDRAW_STATE_INVALID. Lock order as in staff review: withdrawal row, account row,
 * then the wallets (post). Another member's id answers NOT_FOUND. Other open tabs hear it through
 * `cashier:changed` and the ledger's `balance:changed`; no inbox message (the member did it).
 */
export async function cancelWithdrawal(sql: Sql, merchantId: number, accountId: number, id: number): Promise<WithdrawalRow> {
  return sql.begin(async (tx) => {
    const [row] = await tx<{ amount: string; currency: string; status: string }[]>`
      select amount, currency, status from withdrawals where id = ${id} and account_id = ${accountId} and merchant_id = ${merchantId} for update`;
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status !== 'requested') throw new AppError('WITHDRAW_STATE_INVALID', { status: row.status });
    await lockReaders(tx, merchantId, [accountId]);
    const amount = Number(row.amount);
    const journalId = await returnHeld(tx, { merchantId, id, accountId, amount, currency: row.currency, meta: { cancelled: true } });
    await tx`update withdrawals set status = 'cancelled', cancelled_at = now(), return_journal_id = ${journalId} where id = ${id}`;
    await pushCashierChange(tx, accountId, 'withdrawal', id, 'cancelled');
    noteQueue(tx, merchantId, 'withdrawals');
    const [done] = await tx<WithdrawalDbRow[]>`select ${tx.unsafe(ROW_COLUMNS)} from withdrawals w where w.id = ${id}`;
    return rowView(done!);
  });
}
