import { Type, type Static } from '@sinclair/typebox';
import { Page, pageQuery } from './paging.js';

/**
 * Wallet transfers (docs/TRANSFERS.md): between the main wallet and the merchant's vendor
 * sub-wallets (transfer-wallet merchants only), and to the upline or downline (agents).
 * Amounts are integers in minor units; every POST carries an `idempotency-key` header.
 */

/** A vendor code as merchants configure them (`BGS`, `DS88`, `TCG_LOTTO_VN`). */
export const VENDOR_CODE_PATTERN = '^[A-Z0-9_]{2,32}$';
/** The largest single transfer the API accepts, in minor units (one billion in major units). */
export const TRANSFER_MAX = 100_000_000_000;

export const TransferAmount = Type.Integer({ minimum: 1, maximum: TRANSFER_MAX });

/** GET GCS_merchantWallet: `isSingle` true means one wallet for every game (no sub-wallets). */
export const MerchantWalletValue = Type.Object({
  isSingle: Type.Boolean(),
  /** Vendor sub-wallets a member can move money into (empty in single-wallet mode). */
  vendors: Type.Array(Type.String()),
});
export type MerchantWalletValue = Static<typeof MerchantWalletValue>;

/** `main` or a vendor code. */
export const WalletName = Type.String({ minLength: 1, maxLength: 32, pattern: '^(main|[A-Z0-9_]{2,32})$' });

export const WalletTransferRequest = Type.Object({ from: WalletName, to: WalletName, amount: TransferAmount }, { additionalProperties: false });
export type WalletTransferRequest = Static<typeof WalletTransferRequest>;

export const WalletBalance = Type.Object({
  /** `main` or the vendor code. */
  wallet: Type.String(),
  balance: Type.Integer(),
  version: Type.Integer(),
});
export type WalletBalance = Static<typeof WalletBalance>;

/** The answer of a transfer: the wallets it moved as they stood right after it (a replay answers the same). */
export const TransferValue = Type.Object({
  journalId: Type.Integer(),
  amount: Type.Integer(),
  currency: Type.String(),
  balances: Type.Array(WalletBalance),
});
export type TransferValue = Static<typeof TransferValue>;

/** GET consolidated funds: the main wallet and each sub-wallet. */
export const ConsolidatedFunds = Type.Object({
  isSingle: Type.Boolean(),
  currency: Type.String(),
  main: WalletBalance,
  wallets: Type.Array(WalletBalance),
  /** Main plus every sub-wallet. */
  total: Type.Integer(),
});
export type ConsolidatedFunds = Static<typeof ConsolidatedFunds>;

/** Someone the caller may transfer to. */
export const TransferTarget = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  nickname: Type.String(),
  relation: Type.Union([Type.Literal('upline'), Type.Literal('downline')]),
  /** Levels below the caller (1 = direct downline); 0 for the upline. */
  depth: Type.Integer(),
});
export type TransferTarget = Static<typeof TransferTarget>;

export const TransferTargetsQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 64 })),
  ...pageQuery(50, 20),
});

export const TransferTargetsValue = Type.Object({
  /** The direct upline when this site lets accounts transfer to it, else null. */
  upline: Type.Union([TransferTarget, Type.Null()]),
  /** Agents only: their downline (every level), matching `q`, paged. */
  downline: Page(TransferTarget),
  isAgent: Type.Boolean(),
  uplineAllowed: Type.Boolean(),
});
export type TransferTargetsValue = Static<typeof TransferTargetsValue>;

export const RelationTransferRequest = Type.Object(
  { username: Type.String({ minLength: 1, maxLength: 64 }), amount: TransferAmount },
  { additionalProperties: false },
);
export type RelationTransferRequest = Static<typeof RelationTransferRequest>;

export const RelationTransferValue = Type.Object({
  journalId: Type.Integer(),
  amount: Type.Integer(),
  currency: Type.String(),
  to: Type.String(),
  relation: Type.Union([Type.Literal('upline'), Type.Literal('downline')]),
  /** The caller's main wallet right after the transfer. */
  balance: Type.Integer(),
  version: Type.Integer(),
});
export type RelationTransferValue = Static<typeof RelationTransferValue>;
