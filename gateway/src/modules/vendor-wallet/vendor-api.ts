import type { VendorBalanceValue, VendorCreditRequest, VendorDebitRequest, VendorRollbackRequest, VendorWalletValue } from '@wl/shared';
import type { Sql, Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { anySession, betSession, liveSession, type Caller } from './sessions.js';
import { lockBet, rolledBackBefore, seamlessBalance, seamlessCredit, seamlessDebit, seamlessRollback, type WalletAnswer } from './wallet.js';

/**
 * The four vendor calls (docs/SEAMLESS.md) over the in-process wallet. Which player a call is
 * about comes from the token (balance, debit) or from the bet (credit, rollback), never from the
 * Host header, and only within the merchant of the caller's credential: a token, bet or round of
 * another merchant is unknown here. Each call with money is one transaction. `minutes` is the
 * token's idle lifetime, renewed by each accepted balance or stake.
 */

const answer = (a: WalletAnswer): VendorWalletValue => ({
  balance: a.balance,
  currency: a.currency,
  txId: a.txId,
  journalId: a.journalId,
  replayed: a.replayed,
  ...(a.held ? { held: true as const } : {}),
});

export async function vendorBalance(sql: Sql, c: Caller, token: string, minutes?: number): Promise<VendorBalanceValue> {
  return seamlessBalance(sql, await liveSession(sql, c, token, minutes));
}

async function alreadyAnswered(tx: Tx, vendor: string, txId: string): Promise<boolean> {
  const [r] = await tx`select 1 from vendor_transactions where vendor_code = ${vendor} and tx_id = ${txId}`;
  return Boolean(r);
}

/** A transaction of these ids booked for another merchant than the caller's: none of the caller's business. */
async function otherMerchants(tx: Tx, c: Caller, txIds: string[]): Promise<boolean> {
  const [r] = await tx`
    select 1 from vendor_transactions
    where vendor_code = ${c.vendor} and tx_id = any(${txIds}::text[]) and merchant_id is not null and merchant_id <> ${c.merchantId} limit 1`;
  return Boolean(r);
}

/** A repeated debit gets its first answer even once the token expired; a new one needs a live token. */
export function vendorDebit(sql: Sql, c: Caller, r: VendorDebitRequest, minutes?: number): Promise<VendorWalletValue> {
  return sql.begin(async (tx) => {
    const known = await alreadyAnswered(tx, c.vendor, r.txId);
    const s = known ? await anySession(tx, c, r.token) : await liveSession(tx, c, r.token, minutes);
    if (!s) throw new AppError('PLAYER_TOKEN_INVALID');
    return answer(await seamlessDebit(tx, s, { txId: r.txId, roundId: r.roundId, amount: r.amount }));
  });
}

/** Paid to whoever placed the bet, whatever the token says (it may have expired long ago). */
export function vendorCredit(sql: Sql, c: Caller, r: VendorCreditRequest): Promise<VendorWalletValue> {
  const vendor = c.vendor;
  return sql.begin(async (tx) => {
    // A token, when sent, names the player, and the wallet refuses a bet that is not theirs.
    const s = (await anySession(tx, c, r.token)) ?? (await betSession(tx, c, r.betTxId));
    if (!s) throw new AppError((await rolledBackBefore(tx, vendor, r.betTxId)) ? 'BET_ROLLED_BACK' : 'BET_NOT_FOUND');
    return answer(await seamlessCredit(tx, s, { txId: r.txId, roundId: r.roundId, betTxId: r.betTxId, amount: r.amount }));
  });
}

/** The token, when sent, only tells whose balance to show for a rollback of a bet we never saw. */
export function vendorRollback(sql: Sql, c: Caller, r: VendorRollbackRequest): Promise<VendorWalletValue> {
  const vendor = c.vendor;
  return sql.begin(async (tx) => {
    // Under the bet's lock (taken again by the wallet, which is fine inside one transaction), so
    // the debit cannot appear between this look and the rollback.
    await lockBet(tx, vendor, r.refTxId);
    if (await otherMerchants(tx, c, [r.refTxId, r.txId])) throw new AppError('BET_NOT_FOUND');
    const s = await anySession(tx, c, r.token);
    return answer(await seamlessRollback(tx, vendor, { txId: r.txId, refTxId: r.refTxId }, s ?? undefined));
  });
}
