import { ADJUSTMENT_REASON_MAX } from './staff-decision-rules.js';
import { Type, type Static } from '@sinclair/typebox';
import { Page, pageQuery } from './paging.js';
import { TransferAmount } from './transfer.js';

/**
 * Member records (docs/TRANSFERS.md): the account record, the betting record, profit and
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

export const RecordCategory = Type.Union([Type.Literal('account'), Type.Literal('betting'), Type.Literal('bonus'), Type.Literal('rebate')]);
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

/** Money in and out of one journal kind over the period (deposits, withdrawals, bonuses, ...). */
export const ProfitRow = Type.Object({
  kind: Type.String(),
  credit: Type.Integer(),
  debit: Type.Integer(),
  net: Type.Integer(),
  count: Type.Integer(),
});
export type ProfitRow = Static<typeof ProfitRow>;

/**
 * The result of play over a set of bets: stakes, stakes returned by rollbacks, wins, and
 * net = wins - (stakes - returned). `bets` counts stakes only (a win is not a bet).
 */
export const PlayFigures = Type.Object({
  stakes: Type.Integer(),
  returned: Type.Integer(),
  wins: Type.Integer(),
  net: Type.Integer(),
  bets: Type.Integer(),
});
export type PlayFigures = Static<typeof PlayFigures>;
/** Play figures of one game type (`key` = game type) or one vendor (`key` = code, `name` = display name). */
export const PlayBreakdownRow = Type.Composite([PlayFigures, Type.Object({ key: Type.String(), name: Type.String() })]);
export type PlayBreakdownRow = Static<typeof PlayBreakdownRow>;

/**
 * Profit and loss of a period. The P&L is the result of play (the top-level figures, by game type
 * and by vendor); deposits, withdrawals (requested minus returned), bonuses, rebates and every
 * other movement are shown apart in `cash`, because moving money in or out is not winning or
 * losing it. `cash.list` has every non-play kind with money in and out.
 */
export const ProfitValue = Type.Composite([
  PlayFigures,
  Type.Object({
    byGameType: Type.Array(PlayBreakdownRow),
    byVendor: Type.Array(PlayBreakdownRow),
    cash: Type.Object({
      deposits: Type.Integer(),
      withdrawals: Type.Integer(),
      bonuses: Type.Integer(),
      rebates: Type.Integer(),
      list: Type.Array(ProfitRow),
    }),
  }),
]);
export type ProfitValue = Static<typeof ProfitValue>;

/** How a bet stands: settled (win, loss, push), returned (rolled_back) or not settled yet (open, held for review too). */
export const BetResult = Type.Union([Type.Literal('win'), Type.Literal('loss'), Type.Literal('push'), Type.Literal('rolled_back'), Type.Literal('open')]);
export type BetResult = Static<typeof BetResult>;

export const BetRecordsQuery = Type.Composite([
  RecordsQuery,
  Type.Object({
    /** A game type of the catalogue (SLOT, LIVE, ...). */
    gameType: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
    /** A vendor code. */
    vendor: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  }),
]);
export type BetRecordsQuery = Static<typeof BetRecordsQuery>;

/** One stake and what became of it. `id` is the stake's journal id (the detail route's :id). */
export const BetRecord = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String(),
  game: Type.Union([Type.String(), Type.Null()]),
  gameType: Type.Union([Type.String(), Type.Null()]),
  vendor: Type.Union([Type.String(), Type.Null()]),
  vendorName: Type.Union([Type.String(), Type.Null()]),
  roundId: Type.Union([Type.String(), Type.Null()]),
  /** `main` or a vendor code: the wallet the stake came from. */
  wallet: Type.String(),
  stake: Type.Integer(),
  win: Type.Integer(),
  /** win - stake when settled; 0 when rolled back or open. */
  net: Type.Integer(),
  result: BetResult,
});
export type BetRecord = Static<typeof BetRecord>;

/** A page of bets, with the game types and vendors the member played in the period (the filters' choices). */
export const BetRecordPage = Type.Composite([
  Page(BetRecord),
  Type.Object({
    utcOffsetMinutes: Type.Integer({ minimum: -840, maximum: 840 }),
    gameTypes: Type.Array(Type.String()),
    vendors: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
  }),
]);
export type BetRecordPage = Static<typeof BetRecordPage>;

/** The fairness proof of an in-house round: the seed is null until the member rotated the pair. */
export const BetFairness = Type.Object({
  game: Type.String(),
  serverSeedHash: Type.String(),
  serverSeed: Type.Union([Type.String(), Type.Null()]),
  clientSeed: Type.String(),
  nonce: Type.Integer(),
  rtp: Type.Integer(),
  params: Type.Unknown(),
});
export type BetFairness = Static<typeof BetFairness>;

/** One bet in full: the record, every ledger line of its round (stake, wins, rollback), the proof when in-house. */
export const BetDetail = Type.Composite([
  BetRecord,
  Type.Object({
    utcOffsetMinutes: Type.Integer({ minimum: -840, maximum: 840 }),
    lines: Type.Array(Type.Object({ journalId: Type.Integer(), kind: Type.String(), amount: Type.Integer(), createdAt: Type.String() })),
    fairness: Type.Union([BetFairness, Type.Null()]),
  }),
]);
export type BetDetail = Static<typeof BetDetail>;

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
/** A rebate staff book by hand: always a credit from the house, answered like an adjustment. */
export const RebateRequest = Type.Object(
  {
    amount: TransferAmount,
    /** Required: what the rebate is for (kept in the journal with the staff member's id). */
    reason: Type.String({ maxLength: ADJUSTMENT_REASON_MAX }),
  },
  { additionalProperties: false },
);
export type RebateRequest = Static<typeof RebateRequest>;
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
