import { Type, type Static } from '@sinclair/typebox';
import { DecisionMemberMessage, DecisionNote, decisionTexts } from './staff-decision.js';
import { Page, pageQuery } from './paging.js';
import { PAYEE_ACCOUNT_NUMBER_PATTERN, PAYMENT_PASSWORD_PATTERN, RECEIPT_NOTE_MAX, REJECT_REASON_MAX } from './withdraw-rules.js';

export * from './withdraw-rules.js';
export * from './payee-banks.js';

/**
 * Withdrawals, up to the member's confirmation of receipt: payee bank accounts, the payment
 * password, requests that hold the money, staff review and payout, and the member's receipt.
 * Amounts are integers in minor units. docs/CASHIER.md, "Withdrawals".
 */
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);
const Money = Type.Integer({ minimum: 1, maximum: 1_000_000_000_000 });

/** The same states as WITHDRAW_STATUSES and RECEIPT_ANSWERS (withdraw-rules.ts), spelled out for the types. */
export const WithdrawStatusSchema = Type.Union([
  Type.Literal('requested'),
  Type.Literal('approved'),
  Type.Literal('rejected'),
  Type.Literal('cancelled'),
  Type.Literal('paid'),
  Type.Literal('confirmed'),
]);
export const ReceiptAnswerSchema = Type.Union([Type.Literal('received'), Type.Literal('partly'), Type.Literal('not_received')]);
export const ReceiptStateSchema = Type.Union([ReceiptAnswerSchema, Type.Literal('auto_received')]);

export const PayeeAccount = Type.Object({
  id: Type.Integer(),
  bankName: Type.String(),
  accountName: Type.String(),
  /** Masked except the last four digits. */
  accountNumber: Type.String(),
  createdAt: Type.String(),
});
export type PayeeAccount = Static<typeof PayeeAccount>;

export const BindPayeeRequest = Type.Object(
  {
    bankName: Type.String({ minLength: 1, maxLength: 64 }),
    accountName: Type.String({ minLength: 1, maxLength: 100 }),
    accountNumber: Type.String({ pattern: PAYEE_ACCOUNT_NUMBER_PATTERN }),
  },
  { additionalProperties: false },
);
export type BindPayeeRequest = Static<typeof BindPayeeRequest>;

export const WithdrawLimits = Type.Object({
  minAmount: Type.Integer(),
  maxAmount: Type.Integer(),
  dailyCount: Type.Integer(),
  dailyAmount: Type.Integer(),
  confirmMinutes: Type.Integer(),
});
export type WithdrawLimits = Static<typeof WithdrawLimits>;

/** What the withdraw tab needs before the member types anything. */
export const WithdrawOverview = Type.Object({
  balance: Type.Integer(),
  currency: Type.String(),
  limits: WithdrawLimits,
  /** Requests today (not rejected) and their sum, against the daily limits. */
  usedToday: Type.Object({ count: Type.Integer(), amount: Type.Integer() }),
  paymentPasswordSet: Type.Boolean(),
  /** Seconds left while wrong payment passwords keep the account locked, else 0. */
  paymentPasswordLockedSeconds: Type.Integer(),
  payeeName: Nullable(Type.String()),
  /** The part of `balance` held by unmet bonus locks, and what may be withdrawn now (balance - locked). */
  bonusLocked: Type.Integer(),
  withdrawable: Type.Integer(),
  /**
   * How long this site usually takes from request to payout: the median, in minutes, of its
   * recent payouts; null until it has paid enough withdrawals for the figure to mean something.
   */
  usualPayoutMinutes: Type.Union([Type.Integer(), Type.Null()]),
});
export type WithdrawOverview = Static<typeof WithdrawOverview>;

export const SetPaymentPasswordRequest = Type.Object(
  {
    paymentPassword: Type.String({ pattern: PAYMENT_PASSWORD_PATTERN }),
    confirmPaymentPassword: Type.String({ maxLength: 6 }),
  },
  { additionalProperties: false },
);
export type SetPaymentPasswordRequest = Static<typeof SetPaymentPasswordRequest>;

/** Change with the current payment password (checked and counted like a withdrawal's). */
export const ChangePaymentPasswordRequest = Type.Object(
  {
    oldPaymentPassword: Type.String({ minLength: 1, maxLength: 32 }),
    paymentPassword: Type.String({ pattern: PAYMENT_PASSWORD_PATTERN }),
    confirmPaymentPassword: Type.String({ maxLength: 6 }),
  },
  { additionalProperties: false },
);
export type ChangePaymentPasswordRequest = Static<typeof ChangePaymentPasswordRequest>;

export const WithdrawRequest = Type.Object(
  {
    amount: Money,
    payeeAccountId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
    paymentPassword: Type.String({ minLength: 1, maxLength: 32 }),
  },
  { additionalProperties: false },
);
export type WithdrawRequest = Static<typeof WithdrawRequest>;

export const WithdrawalRow = Type.Object({
  id: Type.Integer(),
  amount: Type.Integer(),
  currency: Type.String(),
  bankName: Type.String(),
  accountName: Type.String(),
  accountNumber: Type.String(),
  status: WithdrawStatusSchema,
  receipt: Type.Union([ReceiptStateSchema, Type.Null()]),
  receiptNote: Nullable(Type.String()),
  /** Staff's message to the member about the last decision (never the internal note). */
  memberMessage: DecisionMemberMessage,
  proofCount: Type.Integer(),
  createdAt: Type.String(),
  reviewedAt: Nullable(Type.String()),
  paidAt: Nullable(Type.String()),
  /** After this moment an unanswered payout counts as received. */
  confirmDeadline: Nullable(Type.String()),
  confirmedAt: Nullable(Type.String()),
  cancelledAt: Nullable(Type.String()),
});
export type WithdrawalRow = Static<typeof WithdrawalRow>;
export const WithdrawalPage = Page(WithdrawalRow);
export type WithdrawalPage = Static<typeof WithdrawalPage>;

export const WithdrawListQuery = Type.Object({
  ...pageQuery(50, 10),
});

/** Multipart fields of the receipt confirmation (files under `proofs`). Documented, parsed by hand. */
export const ReceiptFields = Type.Object({
  receipt: ReceiptAnswerSchema,
  note: Type.Optional(Type.String({ maxLength: RECEIPT_NOTE_MAX })),
});
export type ReceiptFields = Static<typeof ReceiptFields>;

// Staff side.
export const StaffWithdrawalRow = Type.Composite([
  WithdrawalRow,
  Type.Object({ accountId: Type.Integer(), username: Type.String(), reviewedBy: Nullable(Type.String()), paidBy: Nullable(Type.String()), note: DecisionNote }),
]);
export type StaffWithdrawalRow = Static<typeof StaffWithdrawalRow>;
export const StaffWithdrawalPage = Page(StaffWithdrawalRow);
export type StaffWithdrawalPage = Static<typeof StaffWithdrawalPage>;

export const StaffWithdrawalQuery = Type.Object({
  status: Type.Optional(Type.Union([Type.Literal('all'), WithdrawStatusSchema])),
  /** One member's withdrawals only (their account page). */
  accountId: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
  ...pageQuery(100, 20),
});

export const ProofImage = Type.Object({
  position: Type.Integer(),
  mime: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  size: Type.Integer(),
  /** `data:<mime>;base64,...`: the console shows it without a second, token-less request. */
  dataUrl: Type.String(),
});
export type ProofImage = Static<typeof ProofImage>;
export const StaffWithdrawalDetail = Type.Composite([StaffWithdrawalRow, Type.Object({ proofs: Type.Array(ProofImage) })]);
export type StaffWithdrawalDetail = Static<typeof StaffWithdrawalDetail>;

/** Reject: the internal note is required (as `note`, or `reason` from older clients). */
export const RejectWithdrawalRequest = Type.Object(
  { ...decisionTexts(REJECT_REASON_MAX), reason: Type.Optional(Type.String({ maxLength: REJECT_REASON_MAX, description: 'Older name of `note`' })) },
  { additionalProperties: false },
);
export type RejectWithdrawalRequest = Static<typeof RejectWithdrawalRequest>;
/** Approve and mark paid: both texts optional (older clients send no body at all). */
export const WithdrawalDecisionRequest = Type.Object(decisionTexts(REJECT_REASON_MAX), { additionalProperties: false });
export type WithdrawalDecisionRequest = Static<typeof WithdrawalDecisionRequest>;

export const WithdrawLimitsUpdate = Type.Object(
  {
    minAmount: Money,
    maxAmount: Money,
    dailyCount: Type.Integer({ minimum: 1, maximum: 1000 }),
    dailyAmount: Money,
    confirmMinutes: Type.Integer({ minimum: 1, maximum: 43200 }),
  },
  { additionalProperties: false },
);
export type WithdrawLimitsUpdate = Static<typeof WithdrawLimitsUpdate>;
