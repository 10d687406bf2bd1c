import type { ConsolidatedFunds, TransferValue, WalletBalance, WalletTransferRequest } from '@wl/shared';
import type { Db, Tx } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import type { AccountRecord } from '../accounts/accounts.js';
import { post, type HolderBalance } from '../wallet/ledger.js';

/**
 * Transfers between a member's main wallet and the merchant's vendor sub-wallets
 * (GCS_merchantWallet `isSingle`, GCS_walletTransfer, consolidated funds). docs/TRANSFERS.md.
 */

export interface WalletMode {
  isSingle: boolean;
  /** Vendor codes that get a sub-wallet, in the merchant's order (empty for single-wallet sites). */
  vendors: string[];
  /** Accounts may send money to their direct upline. */
  uplineTransfer: boolean;
}

/** A merchant without a `wallet_modes` row is a single-wallet site (migration 015). */
export async function walletMode(db: Db, merchantId: number): Promise<WalletMode> {
  const [m] = await db<{ single: boolean; vendors: string[]; uplineTransfer: boolean }[]>`
    select single, vendors, upline_transfer from wallet_modes where merchant_id = ${merchantId}`;
  if (!m) return { isSingle: true, vendors: [], uplineTransfer: false };
  return { isSingle: m.single, vendors: m.single ? [] : m.vendors, uplineTransfer: m.uplineTransfer };
}

const nameOf = (b: Pick<HolderBalance, 'kind' | 'vendor'>) => (b.kind === 'vendor' ? b.vendor! : 'main');

/** The main wallet and every sub-wallet: the listed vendors (zero until used), then any older one still holding a row. */
export async function consolidatedFunds(db: Db, account: AccountRecord, mode: WalletMode): Promise<ConsolidatedFunds> {
  const rows = await db<{ kind: 'real' | 'vendor'; vendorCode: string | null; balance: string; version: string; currency: string }[]>`
    select kind, vendor_code, balance, version, currency from wallets
    where account_id = ${account.id} and kind in ('real', 'vendor') order by id`;
  const real = rows.find((r) => r.kind === 'real');
  const main: WalletBalance = { wallet: 'main', balance: Number(real?.balance ?? 0), version: Number(real?.version ?? 0) };
  const byVendor = new Map(rows.filter((r) => r.kind === 'vendor').map((r) => [r.vendorCode!, r]));
  const names = [...mode.vendors, ...[...byVendor.keys()].filter((v) => !mode.vendors.includes(v))];
  const wallets = names.map((v) => ({ wallet: v, balance: Number(byVendor.get(v)?.balance ?? 0), version: Number(byVendor.get(v)?.version ?? 0) }));
  return {
    isSingle: mode.isSingle,
    currency: real?.currency ?? account.currency,
    main,
    wallets,
    total: wallets.reduce((s, w) => s + w.balance, main.balance),
  };
}

/**
 * Main -> vendor or vendor -> main, as one journal entry between two of the member's own wallets.
 * Money goes into a sub-wallet only on a transfer-wallet site and only for a listed vendor; it may
 * always come back out of a sub-wallet the member already has, so a merchant that switches to a
 * single wallet or drops a vendor never strands a balance.
 */
export async function transferBetweenWallets(tx: Tx, account: AccountRecord, mode: WalletMode, r: WalletTransferRequest, key: string): Promise<TransferValue> {
  if (r.from === r.to || (r.from !== 'main' && r.to !== 'main')) throw new AppError('TRANSFER_WALLET_INVALID');
  const into = r.to !== 'main';
  const vendor = into ? r.to : r.from;
  const accountId = Number(account.id);
  if (into) {
    if (mode.isSingle) throw new AppError('WALLET_MODE_SINGLE');
    if (!mode.vendors.includes(vendor)) throw new AppError('TRANSFER_WALLET_INVALID');
  } else {
    const [has] = await tx`select 1 from wallets where account_id = ${accountId} and kind = 'vendor' and vendor_code = ${vendor}`;
    if (!has) throw new AppError(mode.isSingle ? 'WALLET_MODE_SINGLE' : 'TRANSFER_WALLET_INVALID');
  }
  const [main] = await tx<{ currency: string }[]>`select currency from wallets where account_id = ${accountId} and kind = 'real'`;
  const currency = main?.currency ?? account.currency;
  const sign = into ? 1 : -1;
  const res = await post(tx, {
    merchantId: account.merchantId,
    key: `wallet-transfer:${accountId}:${key}`,
    kind: 'wallet_transfer',
    currency,
    book: 'real',
    legs: [
      { wallet: { accountId, kind: 'real' }, amount: -sign * r.amount },
      { wallet: { accountId, kind: 'vendor', vendor }, amount: sign * r.amount },
    ],
    meta: { from: r.from, to: r.to },
  });
  return {
    journalId: res.journalId,
    amount: r.amount,
    currency,
    // Main first: a replay rebuilds the answer from the postings and must read the same.
    balances: res.balances
      .map((b) => ({ wallet: nameOf(b), balance: b.balance, version: b.version }))
      .sort((a, b) => Number(b.wallet === 'main') - Number(a.wallet === 'main')),
  };
}
