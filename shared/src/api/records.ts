import { Type, type Static } from '@sinclair/typebox';
import { Page, pageQuery } from './paging.js';
import { TransferAmount } from './transfer.js';

/**
 * Member records (issue 7; docs/TRANSFERS.md): the account record, the betting record, profit and
 * loss, bonus details and rebates, all read from the ledger's postings of the member's own wallets,
 * and the staff journal of one member with manual adjustments. Amounts are minor units.
 */

/**
 * Which journal kinds each record page shows. A module that books money names its kind so that it
 * lands on the right page: `bet`, `win`, `rollback` or `bet.<anything>` (betting record), `bonus`
 * or `bonus.<source>` (bonus details), `rebate` or `rebate.<source>` (rebates).
 */
export const RECORD_KINDS = {
  betting: { exact: ['bet', 'win', 'rollback'], prefix: 'bet.' },
  bonus: { exact: ['bonus'], prefix: 'bonus.' },
  rebate: { exact: ['rebate'], prefix: 'rebate.' },
} as const;
/** Moves between the member's own wallets: they change no total, so profit and loss leaves them out. */
export const OWN_WALLET_KINDS = ['wallet_transfer'] as const;

export const RecordsQuery = Type.Object({
  /** Inclusive start (ISO 8601 date-time); the client's date presets fill it. */
  from: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
  /** Exclusive end (ISO 8601 date-time). */
  to: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
  ...pageQuery(100, 20),
});
export type RecordsQuery = Static<typeof RecordsQuery>;

export const RecordCategory = Type.Union([
  Type.Literal('account'), Type.Literal('betting'), Type.Literal('bonus'), Type.Literal('rebate'),
]);
export type RecordCategory = Static<typeof RecordCategory>;

/** One posting on one of the member's wallets. */
export const RecordRow = Type.Object({
  id: Type.Integer(),
  journalId: Type.Integer(),
  createdAt: Type.String(),
  kind: Type.String(),
  /** `main`, a vendor code, `points` or `play`. */
  wallet: Type.String(),
  amount: Type.Integer(),
  balanceAfter: Type.Integer(),
});
export type RecordRow = Static<typeof RecordRow>;

export const RecordPage = Page(RecordRow);
export type RecordPage = Static<typeof RecordPage>;

export const ProfitRow = Type.Object({
  kind: Type.String(),
  credit: Type.Integer(),
  debit: Type.Integer(),
  net: Type.Integer(),
  count: Type.Integer(),
});
export type ProfitRow = Static<typeof ProfitRow>;
export const ProfitValue = Type.Object({
  list: Type.Array(ProfitRow),
  credit: Type.Integer(),
  debit: Type.Integer(),
  net: Type.Integer(),
});
export type ProfitValue = Static<typeof ProfitValue>;

/** A line of a member's full journal as staff see it. */
export const JournalRow = Type.Composite([
  RecordRow,
  Type.Object({
    book: Type.String(),
    staffId: Type.Union([Type.Integer(), Type.Null()]),
    staffUsername: Type.Union([Type.String(), Type.Null()]),
    reason: Type.Union([Type.String(), Type.Null()]),
  }),
]);
export type JournalRow = Static<typeof JournalRow>;
export const JournalPage = Page(JournalRow);
export type JournalPage = Static<typeof JournalPage>;

export const ADJUSTMENT_REASON_MAX = 200;
export const AdjustmentRequest = Type.Object(
  {
    direction: Type.Union([Type.Literal('credit'), Type.Literal('debit')]),
    amount: TransferAmount,
    /** Required: why staff moved the money (kept in the journal with the staff member's id). */
    reason: Type.String({ maxLength: ADJUSTMENT_REASON_MAX }),
  },
  { additionalProperties: false },
);
export type AdjustmentRequest = Static<typeof AdjustmentRequest>;
export const AdjustmentValue = Type.Object({
  /** Null while the adjustment waits for a second staff member (four eyes): no money moved yet. */
  journalId: Type.Union([Type.Integer(), Type.Null()]),
  balance: Type.Integer(),
  version: Type.Integer(),
  currency: Type.String(),
  /** The approval it waits for, when its amount reaches the site's four-eyes amount. */
  approvalId: Type.Optional(Type.Integer()),
});
export type AdjustmentValue = Static<typeof AdjustmentValue>;
