import { createHash } from 'node:crypto';
import type { Db, Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { assertPlayAllowed } from '../responsible-gaming/responsible.js';
import { recordWin } from '../games/winners.js';
import { post, walletFor, type HolderKind, type WalletRef } from '../wallet/ledger.js';
import { walletMode } from '../transfers/transfer.js';
import { holdReason } from './held-rules.js';
import { recordHold, winCaps } from './held-store.js';

/**
 * The seamless wallet (docs/SEAMLESS.md): debit, credit and rollback of one game round, each one
 * ledger movement in the caller's transaction. The vendor API, the in-house games and the lottery
 * all book through here, so every game's money follows the same rules:
 * - a transaction id is answered once: a duplicate gets the first answer, the same id with other
 *   details is IDEMPOTENCY_CONFLICT;
 * - everything about one bet (its debit, the credit that pays it, a rollback of it) runs under one
 *   transaction-scoped lock named after the debit's id, and credit/rollback also lock the debit
 *   row, so a credit and a rollback of one bet can never both win;
 * - a rollback of a bet never seen is acknowledged and remembered, so the debit, if it arrives
 *   late, is refused instead of taking money nobody will return;
 * - a credit pays only the open debit of the same player, merchant, round, game and currency, and
 *   a real-money credit above the win caps is held for staff review instead (held-rules.ts).
 */

export interface PlayerSession {
  /** game_sessions row; null for in-house rounds booked by a member call. */
  sessionId: number | null;
  accountId: number;
  merchantId: number;
  /** games.node_id */
  nodeId: number;
  /** game_vendors.code ('BGS' in-house, 'TCG' lottery, ...) */
  vendor: string;
  /** 'play' for trial users (wallet kind 'play'). */
  book: 'real' | 'play';
  currency: string;
}

export interface WalletAnswer {
  /** The wallet the game plays from, minor units, after the call. */
  balance: number;
  currency: string;
  txId: string;
  /** Null when no money moved (credit of 0, acknowledged rollback). */
  journalId: number | null;
  /** The same txId was answered before: this is the first answer. */
  replayed: boolean;
  /** A credit above the win caps, waiting for staff review: nothing was paid yet (journalId null). */
  held?: true;
}

/** Vendors whose games are ours: their stakes go to the house, not to a vendor's clearing account. */
export const IN_HOUSE_VENDORS: ReadonlySet<string> = new Set(['BGS', 'TCG', 'TCG_LOTTO_VN', 'TCG_SEA']);

type StoredAnswer = Omit<WalletAnswer, 'replayed'>;
type MemberWallet = { kind: HolderKind; vendor: string | null };

interface TxRow {
  id: string;
  kind: 'debit' | 'credit' | 'rollback';
  accountId: string | null;
  merchantId: number | null;
  nodeId: string | null;
  book: 'real' | 'play' | null;
  walletKind: HolderKind | null;
  currency: string | null;
  amount: string;
  roundId: string | null;
  state: 'open' | 'held' | 'settled' | 'rolled_back' | null;
  fingerprint: string;
  answer: StoredAnswer;
}

const TX_COLUMNS = [
  'id',
  'kind',
  'account_id',
  'merchant_id',
  'node_id',
  'book',
  'wallet_kind',
  'currency',
  'amount',
  'round_id',
  'state',
  'fingerprint',
  'answer',
];

const hash = (parts: unknown[]) => createHash('sha256').update(JSON.stringify(parts)).digest('hex');
/** The ledger key of a vendor transaction; a held credit approved later books under its own txId's key. */
export const ledgerKey = (vendor: string, txId: string) => `seamless:${vendor}:${txId}`;

/** Serialises every call about one bet, whichever arrives first (the debit may not exist yet). */
export const lockBet = (tx: Tx, vendor: string, betTxId: string) => tx`select pg_advisory_xact_lock(hashtextextended(${`seamless:${vendor}:${betTxId}`}, 0))`;

async function findTx(tx: Tx, vendor: string, txId: string, forUpdate = false): Promise<TxRow | null> {
  const [row] = forUpdate
    ? await tx<TxRow[]>`select ${tx(TX_COLUMNS)} from vendor_transactions where vendor_code = ${vendor} and tx_id = ${txId} for update`
    : await tx<TxRow[]>`select ${tx(TX_COLUMNS)} from vendor_transactions where vendor_code = ${vendor} and tx_id = ${txId}`;
  return row ?? null;
}

/** The first answer of a txId already booked, or IDEMPOTENCY_CONFLICT when the details differ. */
function replay(row: TxRow, fingerprint: string): WalletAnswer {
  if (row.fingerprint !== fingerprint) throw new AppError('IDEMPOTENCY_CONFLICT');
  return { ...row.answer, replayed: true };
}

/** A rollback named this debit id before any debit with it arrived (or after it was rolled back). */
export async function rolledBackBefore(tx: Tx, vendor: string, txId: string): Promise<boolean> {
  const [r] = await tx`select 1 from vendor_transactions where vendor_code = ${vendor} and kind = 'rollback' and ref_tx_id = ${txId} limit 1`;
  return Boolean(r);
}

/**
 * Which of the member's wallets the game plays from: play money for trial users, the vendor's
 * sub-wallet on a transfer-wallet site that lists the vendor, the main wallet otherwise.
 */
export async function playWallet(db: Db, s: Pick<PlayerSession, 'merchantId' | 'vendor' | 'book'>): Promise<MemberWallet> {
  if (s.book === 'play') return { kind: 'play', vendor: null };
  const mode = await walletMode(db, s.merchantId);
  return !mode.isSingle && mode.vendors.includes(s.vendor) ? { kind: 'vendor', vendor: s.vendor } : { kind: 'real', vendor: null };
}

/** The wallet a debit took its stake from, which its credit or rollback pays back into. */
export const debitWallet = (debit: Pick<TxRow, 'walletKind'>, vendor: string): MemberWallet => ({
  kind: debit.walletKind!,
  vendor: debit.walletKind === 'vendor' ? vendor : null,
});

export const memberRef = (accountId: number, w: MemberWallet): WalletRef =>
  w.kind === 'vendor' ? { accountId, kind: 'vendor', vendor: w.vendor! } : { accountId, kind: w.kind };

export const counterparty = (vendor: string): WalletRef => ({ system: IN_HOUSE_VENDORS.has(vendor) ? 'house' : 'vendor_clearing' });

async function balanceOf(db: Db, accountId: number, w: MemberWallet): Promise<number> {
  return Number((await walletFor(db, accountId, w.kind, w.vendor))?.balance ?? 0);
}

/** The balance a game shows: the wallet it would debit. */
export async function seamlessBalance(db: Db, s: PlayerSession): Promise<{ balance: number; currency: string }> {
  return { balance: await balanceOf(db, s.accountId, await playWallet(db, s)), currency: s.currency };
}

interface Booking {
  vendor: string;
  txId: string;
  kind: TxRow['kind'];
  roundId: string | null;
  refTxId: string | null;
  accountId: number | null;
  merchantId: number | null;
  sessionId: number | null;
  nodeId: number | null;
  book: 'real' | 'play' | null;
  wallet: MemberWallet | null;
  currency: string | null;
  amount: number;
  journalId: number | null;
  fingerprint: string;
  answer: StoredAnswer;
}

async function remember(tx: Tx, b: Booking): Promise<WalletAnswer> {
  const row = {
    vendor_code: b.vendor,
    tx_id: b.txId,
    kind: b.kind,
    round_id: b.roundId,
    ref_tx_id: b.refTxId,
    account_id: b.accountId,
    merchant_id: b.merchantId,
    session_id: b.sessionId,
    node_id: b.nodeId,
    book: b.book,
    wallet_kind: b.wallet?.kind ?? null,
    currency: b.currency,
    amount: b.amount,
    state: b.kind === 'debit' ? 'open' : null,
    journal_id: b.journalId,
    fingerprint: b.fingerprint,
    answer: tx.json(b.answer as never),
    settled_at: b.kind === 'debit' ? null : new Date(),
  };
  const inserted = await tx`insert into vendor_transactions ${tx(row as never)} on conflict (vendor_code, tx_id) do nothing returning id`;
  // Another bet's call took this txId in the meantime (it holds a different bet lock).
  if (inserted.length === 0) throw new AppError('IDEMPOTENCY_CONFLICT');
  return { ...b.answer, replayed: false };
}

const validId = (v: string) => typeof v === 'string' && v.length >= 1 && v.length <= 128;
function assertRequest(ids: string[], amount: number | null, positive: boolean) {
  if (!ids.every(validId)) throw new AppError('BET_INVALID');
  if (amount !== null && (!Number.isSafeInteger(amount) || amount < (positive ? 1 : 0))) throw new AppError('INVALID_AMOUNT');
}

/**
 * Takes the stake. Refuses INSUFFICIENT_BALANCE, SELF_EXCLUDED, BET_ROLLED_BACK (a rollback for
 * this txId arrived first), IDEMPOTENCY_CONFLICT (same txId, other details).
 */
export async function seamlessDebit(tx: Tx, s: PlayerSession, r: { txId: string; roundId: string; amount: number }): Promise<WalletAnswer> {
  assertRequest([r.txId, r.roundId], r.amount, true);
  const fingerprint = hash(['debit', s.accountId, r.roundId, r.amount]);
  await lockBet(tx, s.vendor, r.txId);
  const seen = await findTx(tx, s.vendor, r.txId);
  if (seen) return replay(seen, fingerprint);
  if (await rolledBackBefore(tx, s.vendor, r.txId)) throw new AppError('BET_ROLLED_BACK');
  await assertPlayAllowed(tx, s.accountId);
  const wallet = await playWallet(tx, s);
  const res = await post(tx, {
    merchantId: s.merchantId,
    key: ledgerKey(s.vendor, r.txId),
    kind: 'bet',
    currency: s.currency,
    book: s.book,
    legs: [
      { wallet: memberRef(s.accountId, wallet), amount: -r.amount },
      { wallet: counterparty(s.vendor), amount: r.amount },
    ],
    meta: { vendor: s.vendor, txId: r.txId, roundId: r.roundId, nodeId: s.nodeId },
  });
  const balance = res.balances.find((b) => b.accountId === s.accountId)!.balance;
  return remember(tx, {
    vendor: s.vendor,
    txId: r.txId,
    kind: 'debit',
    roundId: r.roundId,
    refTxId: null,
    accountId: s.accountId,
    merchantId: s.merchantId,
    sessionId: s.sessionId,
    nodeId: s.nodeId,
    book: s.book,
    wallet,
    currency: s.currency,
    amount: r.amount,
    journalId: res.journalId,
    fingerprint,
    answer: { balance, currency: s.currency, txId: r.txId, journalId: res.journalId },
  });
}

/** A held debit is not settled yet: its settled_at waits for the staff decision. */
export async function settleDebit(tx: Tx, debitId: string | number, state: 'held' | 'settled' | 'rolled_back') {
  await tx`update vendor_transactions set state = ${state}, settled_at = ${state === 'held' ? null : tx`now()`} where id = ${debitId}`;
}

/**
 * Pays a round (amount >= 0; 0 settles a lost round without a ledger entry) into the wallet the
 * debit named by betTxId took from. Works after the player token expired. Refuses BET_NOT_FOUND
 * (no such debit of this player and merchant: another's bet is not ours to name), BET_ROLLED_BACK,
 * BET_ALREADY_SETTLED (another credit paid it, or one waits for review), BET_ROUND_MISMATCH (the
 * debit is of another round, game or currency). A real-money credit above the win caps is held:
 * recorded, answered with journalId null and the balance unchanged, paid or refused by staff.
 */
export async function seamlessCredit(tx: Tx, s: PlayerSession, r: { txId: string; roundId: string; betTxId: string; amount: number }): Promise<WalletAnswer> {
  assertRequest([r.txId, r.roundId, r.betTxId], r.amount, false);
  const fingerprint = hash(['credit', s.accountId, r.roundId, r.betTxId, r.amount]);
  await lockBet(tx, s.vendor, r.betTxId);
  const seen = await findTx(tx, s.vendor, r.txId);
  if (seen) return replay(seen, fingerprint);
  const debit = await findTx(tx, s.vendor, r.betTxId, true);
  if (!debit || debit.kind !== 'debit' || Number(debit.accountId) !== s.accountId || debit.merchantId !== s.merchantId) {
    throw new AppError((await rolledBackBefore(tx, s.vendor, r.betTxId)) ? 'BET_ROLLED_BACK' : 'BET_NOT_FOUND');
  }
  if (debit.state === 'rolled_back') throw new AppError('BET_ROLLED_BACK');
  if (debit.state === 'settled' || debit.state === 'held') throw new AppError('BET_ALREADY_SETTLED');
  // A win pays the round it was staked on: the vendor's round id, game and currency as debited.
  if (debit.roundId !== r.roundId || Number(debit.nodeId) !== s.nodeId || debit.currency !== s.currency) throw new AppError('BET_ROUND_MISMATCH');
  const wallet = debitWallet(debit, s.vendor);
  const book = debit.book!;
  const currency = debit.currency!;
  const merchantId = debit.merchantId!;
  const nodeId = Number(debit.nodeId);
  const base = {
    vendor: s.vendor,
    txId: r.txId,
    kind: 'credit' as const,
    roundId: r.roundId,
    refTxId: r.betTxId,
    accountId: s.accountId,
    merchantId,
    sessionId: s.sessionId,
    nodeId,
    book,
    wallet,
    currency,
    amount: r.amount,
    fingerprint,
  };
  // Play money is never held: nothing real can be won or lost.
  if (book === 'real' && r.amount > 0) {
    const caps = await winCaps(tx, merchantId, nodeId, IN_HOUSE_VENDORS.has(s.vendor));
    const reason = holdReason(r.amount, Number(debit.amount), caps);
    if (reason) {
      await recordHold(tx, {
        merchantId,
        accountId: s.accountId,
        vendor: s.vendor,
        nodeId,
        txId: r.txId,
        betTxId: r.betTxId,
        roundId: r.roundId,
        currency,
        stake: Number(debit.amount),
        amount: r.amount,
        reason,
        caps,
      });
      await settleDebit(tx, debit.id, 'held');
      const balance = await balanceOf(tx, s.accountId, wallet);
      return remember(tx, { ...base, journalId: null, answer: { balance, currency, txId: r.txId, journalId: null, held: true } });
    }
  }
  let journalId: number | null = null;
  let balance: number;
  if (r.amount > 0) {
    const res = await post(tx, {
      merchantId,
      key: ledgerKey(s.vendor, r.txId),
      kind: 'win',
      currency,
      book,
      legs: [
        { wallet: memberRef(s.accountId, wallet), amount: r.amount },
        { wallet: counterparty(s.vendor), amount: -r.amount },
      ],
      meta: { vendor: s.vendor, txId: r.txId, roundId: r.roundId, betTxId: r.betTxId, nodeId },
    });
    journalId = res.journalId;
    balance = res.balances.find((b) => b.accountId === s.accountId)!.balance;
    await recordWin(tx, { merchantId, accountId: s.accountId, nodeId, journalId, amount: r.amount, currency, book });
  } else {
    balance = await balanceOf(tx, s.accountId, wallet);
  }
  await settleDebit(tx, debit.id, 'settled');
  return remember(tx, { ...base, journalId, answer: { balance, currency, txId: r.txId, journalId } });
}

/**
 * Returns a debit's stake. An unknown refTxId is acknowledged (journalId null) and remembered, so
 * a later debit with that txId is refused; a debit already rolled back is acknowledged again.
 * Refuses BET_ALREADY_SETTLED when the debit was already credited. `s`, when the caller knows the
 * player, only fills the balance of an acknowledged rollback (0 and '' without it).
 */
export async function seamlessRollback(tx: Tx, vendor: string, r: { txId: string; refTxId: string }, s?: PlayerSession): Promise<WalletAnswer> {
  assertRequest([r.txId, r.refTxId], null, false);
  const fingerprint = hash(['rollback', r.refTxId]);
  await lockBet(tx, vendor, r.refTxId);
  const seen = await findTx(tx, vendor, r.txId);
  if (seen) return replay(seen, fingerprint);
  const debit = await findTx(tx, vendor, r.refTxId, true);
  if (debit && debit.kind !== 'debit') throw new AppError('BET_INVALID');
  // A credit waiting for review has claimed the round: staff decide what becomes of the stake.
  if (debit?.state === 'settled' || debit?.state === 'held') throw new AppError('BET_ALREADY_SETTLED');
  const base = { vendor, txId: r.txId, kind: 'rollback' as const, roundId: null, refTxId: r.refTxId, sessionId: null, fingerprint };
  if (!debit || debit.state === 'rolled_back') {
    const who = debit ? { accountId: Number(debit.accountId), wallet: debitWallet(debit, vendor), currency: debit.currency! } : null;
    const known = who ?? (s ? { accountId: s.accountId, wallet: await playWallet(tx, s), currency: s.currency } : null);
    const balance = known ? await balanceOf(tx, known.accountId, known.wallet) : 0;
    return remember(tx, {
      ...base,
      accountId: debit ? known!.accountId : null,
      merchantId: debit?.merchantId ?? null,
      nodeId: debit ? Number(debit.nodeId) : null,
      book: debit?.book ?? null,
      wallet: debit ? known!.wallet : null,
      currency: known?.currency ?? null,
      amount: 0,
      journalId: null,
      answer: { balance, currency: known?.currency ?? '', txId: r.txId, journalId: null },
    });
  }
  const accountId = Number(debit.accountId);
  const wallet = debitWallet(debit, vendor);
  const amount = Number(debit.amount);
  const currency = debit.currency!;
  const res = await post(tx, {
    merchantId: debit.merchantId!,
    key: ledgerKey(vendor, r.txId),
    kind: 'rollback',
    currency,
    book: debit.book!,
    legs: [
      { wallet: memberRef(accountId, wallet), amount },
      { wallet: counterparty(vendor), amount: -amount },
    ],
    meta: { vendor, txId: r.txId, refTxId: r.refTxId, nodeId: Number(debit.nodeId) },
  });
  await settleDebit(tx, debit.id, 'rolled_back');
  const balance = res.balances.find((b) => b.accountId === accountId)!.balance;
  return remember(tx, {
    ...base,
    accountId,
    merchantId: debit.merchantId,
    nodeId: Number(debit.nodeId),
    book: debit.book,
    wallet,
    currency,
    amount,
    journalId: res.journalId,
    answer: { balance, currency, txId: r.txId, journalId: res.journalId },
  });
}
