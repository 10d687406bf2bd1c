/**
 * Withdrawal rules the form, the API schema and the gateway share (schema-free, so the browser
 * can import it through `@wl/shared/core`): the receipt confirmation and its proof images.
 */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_MAX_FILES = 3;
export const PROOF_TYPES = ['image/png', 'image/jpeg'] as const;
export type ProofType = (typeof PROOF_TYPES)[number];
/** Remark limit 140 characters. */
export const RECEIPT_NOTE_MAX = 140;
export const REJECT_REASON_MAX = 200;
/** The payment password: six digits (the seeded registration rule for paymentPassword). */
export const PAYMENT_PASSWORD_PATTERN = '^[0-9]{6}$';
export const PAYEE_ACCOUNT_NUMBER_PATTERN = '^[0-9]{6,30}$';
export const PAYEE_ACCOUNTS_MAX = 5;

/** `cancelled`: the member took a request back before any staff decision (the money went back to the balance). */
export const WITHDRAW_STATUSES = ['requested', 'approved', 'rejected', 'cancelled', 'paid', 'confirmed'] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];
/** What the member answers after payout; `auto_received` is the timeout's answer. */
export const RECEIPT_ANSWERS = ['received', 'partly', 'not_received'] as const;
export type ReceiptAnswer = (typeof RECEIPT_ANSWERS)[number];
export type ReceiptState = ReceiptAnswer | 'auto_received';
