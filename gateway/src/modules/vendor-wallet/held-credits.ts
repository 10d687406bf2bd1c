import type { HeldCreditPage, HeldCreditRow, HeldCreditsQuery } from '@wl/shared';
import type { Db, Sql, Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { recordWin } from '../games/winners.js';
import { offsetFromSettings } from '../site/merchants.js';
import { post } from '../wallet/ledger.js';
import { counterparty, debitWallet, ledgerKey, lockBet, memberRef, settleDebit } from './wallet.js';
import { noteQueue } from '../site/queue-notes.js';

/**
 * Staff review of credits held above the win caps (docs/SEAMLESS.md "Round rules, caps and held
 * credits"). Approve pays the credit exactly as the wallet would have, under the credit's own
 * ledger key, so however many approvals race, the win is booked once. Refuse voids the win and
 * returns the stake, closing the round. Both run under the bet's lock, the one every wallet call
 * about that bet takes, and then lock the held row, so a decision meets no half-made other one.
 */

interface HeldDbRow {
  id: string;
  accountId: string;
  username: string;
  vendorCode: string;
  vendorName: string;
  nodeId: string;
  gameName: string;
  roundId: string;
  txId: string;
  betTxId: string;
  currency: string;
  stake: string;
  amount: string;
  reason: HeldCreditRow['reason'];
  maxMultiplier: number | null;
  maxSingleCredit: string | null;
  status: HeldCreditRow['status'];
  createdAt: Date;
  reviewedBy: string | null;
  reviewedAt: Date | null;
  note: string | null;
  journalId: string | null;
}

const toRow = (r: HeldDbRow): HeldCreditRow => ({
  id: Number(r.id),
  accountId: Number(r.accountId),
  username: r.username,
  vendor: r.vendorCode,
  vendorName: r.vendorName,
  nodeId: Number(r.nodeId),
  gameName: r.gameName,
  roundId: r.roundId,
  txId: r.txId,
  betTxId: r.betTxId,
  currency: r.currency,
  stake: Number(r.stake),
  amount: Number(r.amount),
  multiplier: Math.round((Number(r.amount) / Number(r.stake)) * 100) / 100,
  reason: r.reason,
  maxMultiplier: r.maxMultiplier,
  maxSingleCredit: r.maxSingleCredit === null ? null : Number(r.maxSingleCredit),
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  reviewedBy: r.reviewedBy,
  reviewedAt: r.reviewedAt?.toISOString() ?? null,
  note: r.note,
  journalId: r.journalId === null ? null : Number(r.journalId),
});

const SELECT = (db: Db) => db`
  select h.id, h.account_id, a.username, h.vendor_code, v.name as vendor_name, h.node_id, g.name as game_name, h.round_id, h.tx_id,
         h.bet_tx_id, h.currency, h.stake, h.amount, h.reason, h.max_multiplier, h.max_single_credit, h.status, h.created_at,
         st.username as reviewed_by, h.reviewed_at, h.note, h.journal_id
  from held_credits h
  join accounts a on a.id = h.account_id
  join game_vendors v on v.code = h.vendor_code
  join games g on g.node_id = h.node_id
  left join staff st on st.id = h.reviewed_by`;

/** The merchant's queue: waiting credits oldest first (the order they should be decided in), history newest first. */
export async function listHeldCredits(db: Db, merchantId: number, q: HeldCreditsQuery): Promise<HeldCreditPage> {
  const status = q.status ?? 'held';
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? 20;
  const where = db`where h.merchant_id = ${merchantId} ${status === 'all' ? db`` : db`and h.status = ${status}`}`;
  const [count] = await db<{ n: string }[]>`select count(*) as n from held_credits h ${where}`;
  const rows = await db<HeldDbRow[]>`
    ${SELECT(db)} ${where} order by ${status === 'held' ? db`h.id asc` : db`h.id desc`}
    limit ${pageSize} offset ${(page - 1) * pageSize}`;
  const [m] = await db<{ settings: unknown }[]>`select settings from merchants where id = ${merchantId}`;
  const total = Number(count!.n);
  return {
    list: rows.map(toRow),
    pageNum: page,
    pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    utcOffsetMinutes: offsetFromSettings(m?.settings ?? null),
  };
}

export async function heldCredit(db: Db, merchantId: number, id: number): Promise<HeldCreditRow | null> {
  const [row] = await db<HeldDbRow[]>`${SELECT(db)} where h.id = ${id} and h.merchant_id = ${merchantId}`;
  return row ? toRow(row) : null;
}

interface Locked {
  id: string;
  accountId: string;
  vendorCode: string;
  nodeId: string;
  txId: string;
  betTxId: string;
  roundId: string;
  currency: string;
  amount: string;
  status: HeldCreditRow['status'];
  debitId: string;
  stake: string;
  walletKind: 'real' | 'play' | 'vendor';
  book: 'real' | 'play';
}

/**
 * The held row and its debit, locked for a decision: the bet lock first (wallet.ts's order), then
 * the row. HELD_CREDIT_NOT_FOUND for another merchant's id; HELD_CREDIT_REVIEWED once decided.
 */
async function lockForDecision(tx: Tx, merchantId: number, id: number): Promise<Locked> {
  const [peek] = await tx<
    { vendorCode: string; betTxId: string }[]
  >`select vendor_code, bet_tx_id from held_credits where id = ${id} and merchant_id = ${merchantId}`;
  if (!peek) throw new AppError('HELD_CREDIT_NOT_FOUND');
  await lockBet(tx, peek.vendorCode, peek.betTxId);
  const [row] = await tx<Locked[]>`
    select h.id, h.account_id, h.vendor_code, h.node_id, h.tx_id, h.bet_tx_id, h.round_id, h.currency, h.amount, h.status,
           d.id as debit_id, d.amount as stake, d.wallet_kind, d.book
    from held_credits h join vendor_transactions d on d.vendor_code = h.vendor_code and d.tx_id = h.bet_tx_id and d.kind = 'debit'
    where h.id = ${id} for update of h, d`;
  if (!row) throw new AppError('HELD_CREDIT_NOT_FOUND');
  if (row.status !== 'held') throw new AppError('HELD_CREDIT_REVIEWED');
  return row;
}

export interface Decision {
  merchantId: number;
  id: number;
  staffId: number;
  staffUsername: string;
  note: string;
}

/** Pays the held win into the wallet the stake came from, once: the ledger key is the credit's own. */
export function approveHeldCredit(sql: Sql, d: Decision): Promise<HeldCreditRow> {
  return sql.begin(async (tx) => {
    const h = await lockForDecision(tx, d.merchantId, d.id);
    const accountId = Number(h.accountId);
    const amount = Number(h.amount);
    const nodeId = Number(h.nodeId);
    const wallet = debitWallet(h, h.vendorCode);
    const res = await post(tx, {
      merchantId: d.merchantId,
      key: ledgerKey(h.vendorCode, h.txId),
      kind: 'win',
      currency: h.currency,
      book: h.book,
      staffId: d.staffId,
      legs: [
        { wallet: memberRef(accountId, wallet), amount },
        { wallet: counterparty(h.vendorCode), amount: -amount },
      ],
      meta: { vendor: h.vendorCode, txId: h.txId, roundId: h.roundId, betTxId: h.betTxId, nodeId, heldCredit: Number(h.id), approvedBy: d.staffUsername },
    });
    if (!res.replayed)
      await recordWin(tx, { merchantId: d.merchantId, accountId, nodeId, journalId: res.journalId, amount, currency: h.currency, book: h.book });
    await settleDebit(tx, h.debitId, 'settled');
    // The credit's stored answer stays its first one (held): a vendor's replay reads the same words.
    await tx`update vendor_transactions set journal_id = ${res.journalId} where vendor_code = ${h.vendorCode} and tx_id = ${h.txId}`;
    await decide(tx, h.id, 'approved', d, res.journalId);
    return (await heldCredit(tx, d.merchantId, d.id))!;
  });
}

/**
 * The win is void and the round closes with the stake returned to the player (a rollback of the
 * debit under `held-refused:<credit txId>`): an operator that will not honour an outcome does not
 * keep the stake that bought it. A vendor's later rollback of the debit is then acknowledged.
 */
export function refuseHeldCredit(sql: Sql, d: Decision): Promise<HeldCreditRow> {
  return sql.begin(async (tx) => {
    const h = await lockForDecision(tx, d.merchantId, d.id);
    const accountId = Number(h.accountId);
    const stake = Number(h.stake);
    const wallet = debitWallet(h, h.vendorCode);
    const res = await post(tx, {
      merchantId: d.merchantId,
      key: ledgerKey(h.vendorCode, `held-refused:${h.txId}`),
      kind: 'rollback',
      currency: h.currency,
      book: h.book,
      staffId: d.staffId,
      legs: [
        { wallet: memberRef(accountId, wallet), amount: stake },
        { wallet: counterparty(h.vendorCode), amount: -stake },
      ],
      meta: { vendor: h.vendorCode, refTxId: h.betTxId, roundId: h.roundId, nodeId: Number(h.nodeId), heldCredit: Number(h.id), refusedBy: d.staffUsername },
    });
    await settleDebit(tx, h.debitId, 'rolled_back');
    await decide(tx, h.id, 'refused', d, res.journalId);
    return (await heldCredit(tx, d.merchantId, d.id))!;
  });
}

async function decide(tx: Tx, id: string, status: 'approved' | 'refused', d: Decision, journalId: number) {
  noteQueue(tx, d.merchantId, 'heldCredits');
  await tx`
    update held_credits set status = ${status}, reviewed_by = ${d.staffId}, reviewed_at = now(), note = ${d.note}, journal_id = ${journalId}
    where id = ${id}`;
}
