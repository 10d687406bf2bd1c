import { Type, type Static } from '@sinclair/typebox';
import { BankDetails, ChannelType, DepositChannel } from './deposit.js';
import { VENDOR_CODE_PATTERN } from './transfer.js';

/**
 * Cashier settings staff edit in the console (docs/CASHIER.md "Staff settings"): the site's payment
 * channels and its wallet mode. Amounts are integers in minor units; writes are for admins only.
 */

/** The largest channel limit or fixed fee the API accepts, in minor units. */
export const CHANNEL_AMOUNT_MAX = 1_000_000_000_000;
/** Pending-order timeout of a channel, in minutes (30 seconds .. 14 days in the table). */
export const CHANNEL_TIMEOUT_MINUTES_MAX = 20_160;
/** At most this many vendor sub-wallets per site. */
export const WALLET_VENDORS_MAX = 50;

const Amount = Type.Integer({ minimum: 1, maximum: CHANNEL_AMOUNT_MAX });
const Text = (max: number) => Type.String({ minLength: 1, maxLength: max });

/** Bank details as staff type them (bank channels only). */
export const ChannelBankDetails = Type.Object(
  {
    bankName: Text(64),
    accountName: Text(64),
    accountNumber: Type.String({ minLength: 1, maxLength: 40 }),
    note: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);

/** POST (create) and PUT (replace) of a channel: every field, so an edit is one whole row. */
export const ChannelInput = Type.Object(
  {
    type: ChannelType,
    name: Text(64),
    currency: Type.String({ pattern: '^[A-Z]{3}$' }),
    minAmount: Amount,
    maxAmount: Amount,
    feeBps: Type.Integer({ minimum: 0, maximum: 10000 }),
    feeFixed: Type.Integer({ minimum: 0, maximum: CHANNEL_AMOUNT_MAX }),
    /** Required for `bank`, ignored (stored as none) for `sandbox`. */
    bankDetails: Type.Optional(Type.Union([ChannelBankDetails, Type.Null()])),
    timeoutMinutes: Type.Integer({ minimum: 1, maximum: CHANNEL_TIMEOUT_MINUTES_MAX }),
    enabled: Type.Boolean(),
    sort: Type.Integer({ minimum: -100000, maximum: 100000 }),
  },
  { additionalProperties: false },
);
export type ChannelInput = Static<typeof ChannelInput>;

/** A channel as staff see it: disabled ones included, with who changed it last. */
export const StaffChannel = Type.Object({
  // What members see of a channel, plus what only staff see.
  ...DepositChannel.properties,
  bankDetails: Type.Union([BankDetails, Type.Null()]),
  enabled: Type.Boolean(),
  sort: Type.Integer(),
  /** Orders made through the channel (a channel with orders keeps its type). */
  orders: Type.Integer(),
  updatedAt: Type.String(),
  updatedBy: Type.Union([Type.String(), Type.Null()]),
});
export type StaffChannel = Static<typeof StaffChannel>;

/** GET/PUT /wps/support/cashier/wallet-mode. */
export const WalletModeSettings = Type.Object(
  {
    single: Type.Boolean(),
    /** Vendor codes that get a sub-wallet on a transfer-wallet site, in display order. */
    vendors: Type.Array(Type.String({ pattern: VENDOR_CODE_PATTERN, maxLength: 32 }), { maxItems: WALLET_VENDORS_MAX }),
    uplineTransfer: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type WalletModeSettings = Static<typeof WalletModeSettings>;

export const WalletModeValue = Type.Object({
  single: Type.Boolean(),
  vendors: Type.Array(Type.String()),
  uplineTransfer: Type.Boolean(),
  /** Vendor codes members still hold money in (these cannot be removed from the list). */
  fundedVendors: Type.Array(Type.String()),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
  updatedBy: Type.Union([Type.String(), Type.Null()]),
});
export type WalletModeValue = Static<typeof WalletModeValue>;
