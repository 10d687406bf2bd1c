import { Type, type Static } from '@sinclair/typebox';
import { DecisionMemberMessage, DecisionNote, decisionTexts } from './staff-decision.js';
import { Page } from './paging.js';

/**
 * Deposits (docs/CASHIER.md): payment channels per merchant, deposit orders, the sandbox
 * payment gateway's callback and the staff deposit queue. Amounts are integers in minor units.
 */
export const ChannelType = Type.Union([Type.Literal('sandbox'), Type.Literal('bank')]);
export type ChannelType = Static<typeof ChannelType>;
export const DepositStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('paid'),
  Type.Literal('failed'),
  Type.Literal('expired'),
  Type.Literal('rejected'),
]);
export type DepositStatus = Static<typeof DepositStatus>;

export const DepositChannel = Type.Object({
  id: Type.Integer(),
  type: ChannelType,
  name: Type.String(),
  currency: Type.String(),
  minAmount: Type.Integer(),
  maxAmount: Type.Integer(),
  /** Fee = feeFixed + floor(amount * feeBps / 10000), paid on top of the amount. */
  feeBps: Type.Integer(),
  feeFixed: Type.Integer(),
  /** Minutes a pending order of this channel waits before it expires. */
  timeoutMinutes: Type.Integer(),
});
export type DepositChannel = Static<typeof DepositChannel>;

export const BankDetails = Type.Object({
  bankName: Type.String(),
  accountName: Type.String(),
  accountNumber: Type.String(),
  note: Type.Optional(Type.String()),
});
export type BankDetails = Static<typeof BankDetails>;

export const DepositOrder = Type.Object({
  id: Type.Integer(),
  ref: Type.String(),
  channelId: Type.Integer(),
  channelName: Type.String(),
  channelType: ChannelType,
  amount: Type.Integer(),
  fee: Type.Integer(),
  /** What the member pays: amount + fee. The wallet receives `amount`. */
  payable: Type.Integer(),
  currency: Type.String(),
  status: DepositStatus,
  createdAt: Type.String(),
  expiresAt: Type.String(),
  settledAt: Type.Union([Type.String(), Type.Null()]),
  /** Staff's message to the member about the decision (never the internal note). */
  memberMessage: DecisionMemberMessage,
  /** Sandbox orders while pending: the payment page to open. */
  redirectUrl: Type.Union([Type.String(), Type.Null()]),
  /** Bank orders: where to transfer the money. */
  bankDetails: Type.Union([BankDetails, Type.Null()]),
});
export type DepositOrder = Static<typeof DepositOrder>;

export const CreateDepositRequest = Type.Object(
  {
    channelId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
    amount: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  },
  { additionalProperties: false },
);
export type CreateDepositRequest = Static<typeof CreateDepositRequest>;

/** The member's orders, with the merchant's UTC offset: a receipt states the time paid in the merchant's zone. */
export const DepositOrderPage = Type.Composite([Page(DepositOrder), Type.Object({ utcOffsetMinutes: Type.Integer() })]);
export type DepositOrderPage = Static<typeof DepositOrderPage>;

/** One order, with the merchant's UTC offset for its receipt. */
export const DepositOrderView = Type.Composite([DepositOrder, Type.Object({ utcOffsetMinutes: Type.Integer() })]);
export type DepositOrderView = Static<typeof DepositOrderView>;

/** An order's reference: `D` and 24 upper-case hex digits. */
export const DepositRefParams = Type.Object({ ref: Type.String({ pattern: '^D[0-9A-F]{24}$' }) });

/** The sandbox gateway's notification. The signature covers every field (see docs/CASHIER.md). */
export const SandboxCallback = Type.Object(
  {
    ref: Type.String({ maxLength: 64 }),
    externalRef: Type.String({ maxLength: 64 }),
    status: Type.Union([Type.Literal('paid'), Type.Literal('failed')]),
    amount: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
    currency: Type.String({ maxLength: 8 }),
  },
  { additionalProperties: false },
);
export type SandboxCallback = Static<typeof SandboxCallback>;

export const StaffDepositRow = Type.Composite([
  DepositOrder,
  Type.Object({
    accountId: Type.Integer(),
    username: Type.String(),
    externalRef: Type.Union([Type.String(), Type.Null()]),
    reviewedBy: Type.Union([Type.String(), Type.Null()]),
    note: DecisionNote,
    /** Four eyes: the order is at or above the site's four-eyes amount, so it needs two approvals. */
    fourEyes: Type.Boolean(),
    /** The first of the two approvals, while the order waits for the second (and after). */
    firstApprovedBy: Type.Union([Type.String(), Type.Null()]),
    firstApprovedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    firstNote: DecisionNote,
  }),
]);
export type StaffDepositRow = Static<typeof StaffDepositRow>;
export const StaffDepositPage = Page(StaffDepositRow);
export type StaffDepositPage = Static<typeof StaffDepositPage>;

export const DepositReviewRequest = Type.Object(
  {
    decision: Type.Union([Type.Literal('approve'), Type.Literal('reject')]),
    // The internal note is required (as `note`, or `reason` from older clients).
    ...decisionTexts(500),
    reason: Type.Optional(Type.String({ maxLength: 500, description: 'Older name of `note`' })),
  },
  { additionalProperties: false },
);
export type DepositReviewRequest = Static<typeof DepositReviewRequest>;
