import { createHash } from 'node:crypto';
import type { ErrorCode } from '@wl/shared';
import { AppError } from '../../http/errors.js';
import type { Db, Tx } from '../../db/index.js';
import { appendEvent } from '../../realtime/event-log.js';
import { countLedgerPost } from '../../metrics/metrics.js';

/**
 * The double-entry ledger (docs/LEDGER.md; migration 012 explains the tables). Every movement
 * of money is one call to `post`: one journal row whose idempotency key is inserted first, and
 * legs that sum to zero per currency within one book (checked again by the database at commit).
 * Holder wallets (members, agents) are locked in id order and can never go below zero; system
 * wallets (house, clearing, bonus) are never locked. Each holder wallet that changes appends a
 * `balance:changed` event in the same transaction.
 */

export type Book = 'real' | 'play';
/** Wallets a member or agent holds. 'real' is the main wallet; 'play' the trial user's. */
export type HolderKind = 'real' | 'play' | 'vendor' | 'points';
/** The merchant's side of movements. */
export type SystemKind = 'house' | 'payment_clearing' | 'vendor_clearing' | 'bonus' | 'points_issuer';
/** Kept for the callers that predate the full ledger. */
export type WalletKind = 'real' | 'play';

export type WalletRef = { accountId: number; kind: HolderKind; vendor?: string } | { system: SystemKind };

export interface Leg {
  wallet: WalletRef;
  /** Minor units; positive credits the wallet, negative debits it. */
  amount: number;
}

export interface PostRequest {
  merchantId: number;
  /** Unique per movement across the ledger; namespace it by its source (`deposit:<order>`). */
  key: string;
  /** Why the money moved (deposit, withdrawal, transfer, bet, adjustment, ...). */
  kind: string;
  currency: string;
  book: Book;
  legs: Leg[];
  meta?: Record<string, unknown>;
  /** The staff member who made it, for manual movements. */
  staffId?: number;
}

export interface HolderBalance {
  accountId: number;
  kind: HolderKind;
  vendor: string | null;
  balance: number;
  version: number;
}

export interface PostResult {
  journalId: number;
  /** True when the key had already booked this movement: the answer is the first one. */
  replayed: boolean;
  /** The holder wallets the movement touched, as they stood right after it. */
  balances: HolderBalance[];
}

export interface WalletRow {
  id: string;
  accountId: string | null;
  kind: HolderKind | SystemKind;
  currency: string;
  book: Book;
  vendorCode: string | null;
  balance: string | null;
  version: string;
}

type LedgerReason = 'INSUFFICIENT_FUNDS' | 'IDEMPOTENCY_CONFLICT' | 'UNBALANCED' | 'CURRENCY_MISMATCH';
/** Each refusal of the ledger has its own code of the catalogue, so a caller never sees INTERNAL. */
const LEDGER_CODES: Record<LedgerReason, ErrorCode> = {
  INSUFFICIENT_FUNDS: 'INSUFFICIENT_BALANCE',
  IDEMPOTENCY_CONFLICT: 'IDEMPOTENCY_CONFLICT',
  UNBALANCED: 'INVALID_AMOUNT',
  CURRENCY_MISMATCH: 'CURRENCY_MISMATCH',
};

export class LedgerError extends AppError {
  constructor(readonly reason: LedgerReason) {
    super(LEDGER_CODES[reason]);
  }
}

const WALLET_COLUMNS = ['id', 'account_id', 'kind', 'currency', 'book', 'vendor_code', 'balance', 'version'];

export async function walletFor(db: Db, accountId: number, kind: HolderKind, vendor: string | null = null): Promise<WalletRow | null> {
  const [w] = await db<WalletRow[]>`
    select ${db(WALLET_COLUMNS)} from wallets
    where account_id = ${accountId} and kind = ${kind} and vendor_code is not distinct from ${vendor}`;
  return w ?? null;
}

/** A holder's wallet, made on first use. The play wallet is in the play book, every other in the real one. */
export async function openWallet(
  tx: Tx,
  merchantId: number,
  accountId: number,
  kind: HolderKind,
  currency: string,
  vendor: string | null = null,
): Promise<WalletRow> {
  const book: Book = kind === 'play' ? 'play' : 'real';
  // `do nothing`, not a no-op `do update`: an update would lock an existing wallet here, out of
  // the id order `post` locks in, and two movements could then wait on each other in a circle.
  const [made] = await tx<WalletRow[]>`
    insert into wallets (account_id, merchant_id, kind, currency, book, vendor_code, balance)
    values (${accountId}, ${merchantId}, ${kind}, ${currency}, ${book}, ${vendor}, 0)
    on conflict (account_id, kind, vendor_code) where account_id is not null do nothing
    returning ${tx(WALLET_COLUMNS)}`;
  return made ?? (await walletFor(tx, accountId, kind, vendor))!;
}

async function systemWallet(tx: Tx, merchantId: number, kind: SystemKind, currency: string, book: Book): Promise<WalletRow> {
  // Made once per merchant, kind, currency and book; never updated afterwards, so never locked.
  const [made] = await tx<WalletRow[]>`
    insert into wallets (merchant_id, kind, currency, book, balance) values (${merchantId}, ${kind}, ${currency}, ${book}, null)
    on conflict (merchant_id, kind, currency, book) where account_id is null do nothing
    returning ${tx(WALLET_COLUMNS)}`;
  if (made) return made;
  const [w] = await tx<WalletRow[]>`
    select ${tx(WALLET_COLUMNS)} from wallets
    where account_id is null and merchant_id = ${merchantId} and kind = ${kind} and currency = ${currency} and book = ${book}`;
  return w!;
}

const refKey = (w: WalletRef) => ('system' in w ? `system:${w.system}` : `${w.accountId}:${w.kind}:${w.vendor ?? ''}`);

/** The request's fingerprint: the same key with other details is refused, not booked twice. */
function fingerprint(r: PostRequest): string {
  const legs = r.legs.map((l) => [refKey(l.wallet), l.amount] as const).sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x - y));
  return createHash('sha256')
    .update(JSON.stringify([r.kind, r.merchantId, r.currency, r.book, legs]))
    .digest('hex');
}

/**
 * One net amount per wallet, whatever the number of legs naming it. Refused before anything is
 * written: a leg that is not a whole non-zero number of minor units, legs that do not sum to
 * zero, or fewer than two wallets that actually move (a transfer to oneself moves nothing).
 */
function netLegs(r: PostRequest): { ref: WalletRef; amount: number }[] {
  let sum = 0;
  const net = new Map<string, { ref: WalletRef; amount: number }>();
  for (const l of r.legs) {
    if (!Number.isSafeInteger(l.amount) || l.amount === 0) throw new LedgerError('UNBALANCED');
    sum += l.amount;
    const k = refKey(l.wallet);
    net.set(k, { ref: l.wallet, amount: (net.get(k)?.amount ?? 0) + l.amount });
  }
  const moving = [...net.values()].filter((w) => w.amount !== 0);
  if (sum !== 0 || !Number.isSafeInteger(sum) || moving.length < 2) throw new LedgerError('UNBALANCED');
  return moving;
}

/** The first answer of a booked key, rebuilt from its postings (the journal is never edited). */
async function storedResult(tx: Tx, journalId: number): Promise<PostResult> {
  const rows = await tx<{ accountId: string; kind: HolderKind; vendorCode: string | null; balanceAfter: string; version: string }[]>`
    select w.account_id, w.kind, w.vendor_code, p.balance_after, p.version
    from postings p join wallets w on w.id = p.wallet_id
    where p.journal_id = ${journalId} and w.account_id is not null order by p.id`;
  return {
    journalId,
    replayed: true,
    balances: rows.map((r) => ({
      accountId: Number(r.accountId),
      kind: r.kind,
      vendor: r.vendorCode,
      balance: Number(r.balanceAfter),
      version: Number(r.version),
    })),
  };
}

export async function post(tx: Tx, r: PostRequest): Promise<PostResult> {
  const net = netLegs(r);
  const hash = fingerprint(r);
  // The key goes in first: a concurrent duplicate waits here until this transaction ends, then
  // finds the row (and replays it) or, if this one rolled back, books the movement itself.
  const [journal] = await tx<{ id: string }[]>`
    insert into journal (idempotency_key, request_hash, kind, meta, merchant_id, book, currency, staff_id)
    values (${r.key}, ${hash}, ${r.kind}, ${tx.json((r.meta ?? {}) as never)}, ${r.merchantId}, ${r.book}, ${r.currency}, ${r.staffId ?? null})
    on conflict (idempotency_key) do nothing
    returning id`;
  if (!journal) {
    const [first] = await tx<{ id: string; requestHash: string }[]>`select id, request_hash from journal where idempotency_key = ${r.key}`;
    if (!first || first.requestHash !== hash) throw new LedgerError('IDEMPOTENCY_CONFLICT');
    return storedResult(tx, Number(first.id));
  }
  countLedgerPost(r.book);
  const journalId = Number(journal.id);

  const resolved: { row: WalletRow; amount: number }[] = [];
  for (const { ref, amount } of net) {
    const row =
      'system' in ref
        ? await systemWallet(tx, r.merchantId, ref.system, r.currency, r.book)
        : ((await walletFor(tx, ref.accountId, ref.kind, ref.vendor ?? null)) ??
          (await openWallet(tx, r.merchantId, ref.accountId, ref.kind, r.currency, ref.vendor ?? null)));
    if (row.currency !== r.currency || row.book !== r.book) throw new LedgerError('CURRENCY_MISMATCH');
    resolved.push({ row, amount });
  }

  // Holder wallets change in id order, so two movements never wait on each other in a circle.
  const holders = resolved.filter((w) => w.row.accountId !== null).sort((a, b) => Number(a.row.id) - Number(b.row.id));
  const after = new Map<string, { balance: number; version: number }>();
  for (const w of holders) {
    const [u] = await tx<{ balance: string; version: string }[]>`
      update wallets set balance = balance + ${w.amount}, version = version + 1
      where id = ${w.row.id} and balance + ${w.amount} >= 0
      returning balance, version`;
    if (!u) throw new LedgerError('INSUFFICIENT_FUNDS');
    after.set(w.row.id, { balance: Number(u.balance), version: Number(u.version) });
  }

  const postings = resolved.map((w) => ({
    journal_id: journalId,
    wallet_id: w.row.id,
    amount: w.amount,
    currency: r.currency,
    book: r.book,
    balance_after: after.get(w.row.id)?.balance ?? null,
    version: after.get(w.row.id)?.version ?? null,
  }));
  await tx`insert into postings ${tx(postings, 'journal_id', 'wallet_id', 'amount', 'currency', 'book', 'balance_after', 'version')}`;

  const balances: HolderBalance[] = [];
  for (const w of holders) {
    const a = after.get(w.row.id)!;
    const b: HolderBalance = { accountId: Number(w.row.accountId), kind: w.row.kind as HolderKind, vendor: w.row.vendorCode, ...a };
    balances.push(b);
    await appendEvent(tx, b.accountId, 'balance:changed', {
      balance: b.balance,
      currency: r.currency,
      version: b.version,
      reason: r.kind,
      wallet: b.kind,
      ...(b.vendor ? { vendor: b.vendor } : {}),
    });
  }
  return { journalId, replayed: false, balances };
}

/**
 * Moves `amount` (minor units) from the merchant's house to a holder's main or play wallet
 * (negative: back to the house) as one journal entry. Used by the demo seed, free play and tests.
 */
export async function postHouseTransfer(
  tx: Tx,
  p: { key: string; kind: string; merchantId: number; accountId: number; wallet: WalletKind; currency: string; amount: number; meta?: Record<string, unknown> },
): Promise<{ journalId: number; replayed: boolean; balance: number }> {
  const res = await post(tx, {
    merchantId: p.merchantId,
    key: p.key,
    kind: p.kind,
    currency: p.currency,
    book: p.wallet === 'play' ? 'play' : 'real',
    legs: [
      { wallet: { accountId: p.accountId, kind: p.wallet }, amount: p.amount },
      { wallet: { system: 'house' }, amount: -p.amount },
    ],
    meta: p.meta,
  });
  return { journalId: res.journalId, replayed: res.replayed, balance: res.balances.find((b) => b.accountId === p.accountId)?.balance ?? 0 };
}
