import { createHash } from 'node:crypto';
import type { ErrorCode } from '@wl/shared';
import { AppError } from '../../http/errors.js';
import type { Db, Tx } from '../../db/index.js';
import { appendEvent } from '../../realtime/event-log.js';

export type WalletKind = 'real' | 'play';

export interface WalletRow {
  id: string;
  accountId: string | null;
  kind: WalletKind | 'house';
  currency: string;
  balance: string;
}

export async function walletFor(db: Db, accountId: number, kind: WalletKind): Promise<WalletRow | null> {
  const [w] = await db<WalletRow[]>`select id, account_id, kind, currency, balance from wallets where account_id = ${accountId} and kind = ${kind}`;
  return w ?? null;
}

export async function openWallet(tx: Tx, merchantId: number, accountId: number, kind: WalletKind, currency: string): Promise<WalletRow> {
  const [w] = await tx<WalletRow[]>`
    insert into wallets (account_id, merchant_id, kind, currency) values (${accountId}, ${merchantId}, ${kind}, ${currency})
    on conflict (account_id, kind) where account_id is not null do update set currency = wallets.currency
    returning id, account_id, kind, currency, balance`;
  return w!;
}

async function houseWallet(tx: Tx, merchantId: number, currency: string): Promise<WalletRow> {
  const [w] = await tx<WalletRow[]>`
    insert into wallets (merchant_id, kind, currency) values (${merchantId}, 'house', ${currency})
    on conflict (merchant_id, currency) where kind = 'house' do update set currency = excluded.currency
    returning id, account_id, kind, currency, balance`;
  return w!;
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

/**
 * Moves `amount` (minor units) from the house wallet of the merchant to an account wallet
 * (negative amount: back to the house), as one balanced journal entry with an idempotency key.
 * A replay with the same key and parameters returns the first journal id; different
 * parameters under the same key are refused. The money issue grows this into the full ledger.
 */
export async function postHouseTransfer(
  tx: Tx,
  p: { key: string; kind: string; merchantId: number; accountId: number; wallet: WalletKind; currency: string; amount: number; meta?: object },
): Promise<{ journalId: number; replayed: boolean; balance: number }> {
  if (!Number.isSafeInteger(p.amount) || p.amount === 0) throw new LedgerError('UNBALANCED');
  const requestHash = createHash('sha256')
    .update(JSON.stringify([p.kind, p.merchantId, p.accountId, p.wallet, p.currency, p.amount]))
    .digest('hex');
  const [existing] = await tx<{ id: string; requestHash: string }[]>`select id, request_hash from journal where idempotency_key = ${p.key}`;
  const account = await walletFor(tx, p.accountId, p.wallet) ?? (await openWallet(tx, p.merchantId, p.accountId, p.wallet, p.currency));
  if (existing) {
    if (existing.requestHash !== requestHash) throw new LedgerError('IDEMPOTENCY_CONFLICT');
    return { journalId: Number(existing.id), replayed: true, balance: Number(account.balance) };
  }
  if (account.currency !== p.currency) throw new LedgerError('CURRENCY_MISMATCH');
  const house = await houseWallet(tx, p.merchantId, p.currency);
  // Lock both wallets in id order so two transfers never deadlock.
  const ids = [house.id, account.id].sort((a, b) => Number(a) - Number(b));
  await tx`select id from wallets where id in ${tx(ids)} order by id for update`;
  const [updated] = await tx<{ balance: string }[]>`
    update wallets set balance = balance + ${p.amount} where id = ${account.id} and balance + ${p.amount} >= 0 returning balance`;
  if (!updated) throw new LedgerError('INSUFFICIENT_FUNDS');
  const [houseAfter] = await tx<{ balance: string }[]>`update wallets set balance = balance - ${p.amount} where id = ${house.id} returning balance`;
  const [j] = await tx<{ id: string }[]>`
    insert into journal (idempotency_key, request_hash, kind, meta) values (${p.key}, ${requestHash}, ${p.kind}, ${tx.json((p.meta ?? {}) as never)})
    returning id`;
  await tx`
    insert into postings (journal_id, wallet_id, amount, balance_after) values
      (${j!.id}, ${account.id}, ${p.amount}, ${updated.balance}),
      (${j!.id}, ${house.id}, ${-p.amount}, ${houseAfter!.balance})`;
  const balance = Number(updated.balance);
  await appendEvent(tx, p.accountId, 'balance:changed', { balance, currency: p.currency });
  return { journalId: Number(j!.id), replayed: false, balance };
}
