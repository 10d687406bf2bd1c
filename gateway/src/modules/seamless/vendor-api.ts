import type { VendorBalanceValue, VendorCreditRequest, VendorDebitRequest, VendorRollbackRequest, VendorWalletValue } from '@wl/shared';
import type { Sql, Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { anySession, betSession, liveSession } from './sessions.js';
import { rolledBackBefore, seamlessBalance, seamlessCredit, seamlessDebit, seamlessRollback, type WalletAnswer } from './wallet.js';

/**
 * The four vendor calls (docs/SEAMLESS.md) over the in-process wallet. Which player a call is
 * about comes from the token (balance, debit) or from the bet (credit, rollback), never from the
 * Host header, and each call with money is one transaction.
 */

const answer = (a: WalletAnswer): VendorWalletValue => ({ balance: a.balance, currency: a.currency, txId: a.txId, journalId: a.journalId, replayed: a.replayed });

export async function vendorBalance(sql: Sql, vendor: string, token: string): Promise<VendorBalanceValue> {
  return seamlessBalance(sql, await liveSession(sql, vendor, token));
}

async function alreadyAnswered(tx: Tx, vendor: string, txId: string): Promise<boolean> {
  const [r] = await tx`select 1 from vendor_transactions where vendor_code = ${vendor} and tx_id = ${txId}`;
  return Boolean(r);
}

/** A repeated debit gets its first answer even once the token expired; a new one needs a live token. */
export function vendorDebit(sql: Sql, vendor: string, r: VendorDebitRequest): Promise<VendorWalletValue> {
  return sql.begin(async (tx) => {
    const known = await alreadyAnswered(tx, vendor, r.txId);
    const s = known ? await anySession(tx, vendor, r.token) : await liveSession(tx, vendor, r.token);
    if (!s) throw new AppError('PLAYER_TOKEN_INVALID');
    return answer(await seamlessDebit(tx, s, { txId: r.txId, roundId: r.roundId, amount: r.amount }));
  });
}

/** Paid to whoever placed the bet, whatever the token says (it may have expired long ago). */
export function vendorCredit(sql: Sql, vendor: string, r: VendorCreditRequest): Promise<VendorWalletValue> {
  return sql.begin(async (tx) => {
    const s = await betSession(tx, vendor, r.betTxId);
    if (!s) throw new AppError((await rolledBackBefore(tx, vendor, r.betTxId)) ? 'BET_ROLLED_BACK' : 'BET_NOT_FOUND');
    return answer(await seamlessCredit(tx, s, { txId: r.txId, roundId: r.roundId, betTxId: r.betTxId, amount: r.amount }));
  });
}

/** The token, when sent, only tells whose balance to show for a rollback of a bet we never saw. */
export function vendorRollback(sql: Sql, vendor: string, r: VendorRollbackRequest): Promise<VendorWalletValue> {
  return sql.begin(async (tx) => {
    const s = await anySession(tx, vendor, r.token);
    return answer(await seamlessRollback(tx, vendor, { txId: r.txId, refTxId: r.refTxId }, s ?? undefined));
  });
}
