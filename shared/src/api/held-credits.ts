import { Type, type Static } from '@sinclair/typebox';
import { pageQuery } from './paging.js';
import { HELD_NOTE_MAX } from './held-credit-rules.js';

/**
 * Credits held for staff review (docs/SEAMLESS.md "Round rules, caps and held credits"): a win
 * above its game's multiplier or the merchant's single-credit cap waits here until staff
 * approve it (paid once) or refuse it (the win is void, the stake returned).
 */

export const HeldCreditStatus = Type.Union([Type.Literal('held'), Type.Literal('approved'), Type.Literal('refused')]);
export type HeldCreditStatus = Static<typeof HeldCreditStatus>;

export const HeldCreditRow = Type.Object({
  id: Type.Integer(),
  accountId: Type.Integer(),
  username: Type.String(),
  vendor: Type.String(),
  vendorName: Type.String(),
  nodeId: Type.Integer(),
  gameName: Type.String(),
  roundId: Type.String(),
  txId: Type.String(),
  betTxId: Type.String(),
  currency: Type.String(),
  stake: Type.Integer({ description: 'The debit, minor units' }),
  amount: Type.Integer({ description: 'The credit asked for, minor units' }),
  /** amount / stake, two decimals. */
  multiplier: Type.Number(),
  reason: Type.Union([Type.Literal('multiplier'), Type.Literal('single_credit')]),
  maxMultiplier: Type.Union([Type.Integer(), Type.Null()]),
  maxSingleCredit: Type.Union([Type.Integer(), Type.Null()]),
  status: HeldCreditStatus,
  createdAt: Type.String(),
  reviewedBy: Type.Union([Type.String(), Type.Null()]),
  reviewedAt: Type.Union([Type.String(), Type.Null()]),
  note: Type.Union([Type.String(), Type.Null()]),
  journalId: Type.Union([Type.Integer(), Type.Null()]),
});
export type HeldCreditRow = Static<typeof HeldCreditRow>;

export const HeldCreditsQuery = Type.Object({
  status: Type.Optional(Type.Union([Type.Literal('all'), HeldCreditStatus])),
  ...pageQuery(100, 20),
});
export type HeldCreditsQuery = Static<typeof HeldCreditsQuery>;

/** A page of the queue, with the merchant's offset from UTC: times are shown in the merchant's zone. */
export const HeldCreditPage = Type.Object({
  list: Type.Array(HeldCreditRow),
  pageNum: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
  utcOffsetMinutes: Type.Integer(),
});
export type HeldCreditPage = Static<typeof HeldCreditPage>;

export const HeldCreditDecision = Type.Object({ reason: Type.String({ minLength: 1, maxLength: HELD_NOTE_MAX }) }, { additionalProperties: false });
export type HeldCreditDecision = Static<typeof HeldCreditDecision>;
