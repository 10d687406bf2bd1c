import { Type, type Static } from '@sinclair/typebox';
import { REPLAY_PAGE_DEFAULT, REPLAY_PAGE_MAX, REPLAY_TYPES_MAX } from './replay-rules.js';
import { pageQuery } from './paging.js';

export * from './replay-rules.js';

/** Comma-separated event types, each `noun:verb-ed` like the contract's names. */
const TypesList = Type.String({ maxLength: REPLAY_TYPES_MAX * 24, pattern: '^[a-z][a-z-]*:[a-z][a-z-]*(,[a-z][a-z-]*:[a-z][a-z-]*)*$' });

export const ReplayRange = {
  /** Inclusive; 24 hours before `to` when left out. */
  from: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
  /** Exclusive; now when left out. */
  to: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
  types: Type.Optional(TypesList),
};

export const ReplayQuery = Type.Object({
  ...ReplayRange,
  /** The last sequence of the previous page (0 or absent: the first page). */
  afterSeq: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: REPLAY_PAGE_MAX, default: REPLAY_PAGE_DEFAULT })),
});
export type ReplayQuery = Static<typeof ReplayQuery>;

export const ReplayEvent = Type.Object({
  seq: Type.Integer(),
  type: Type.String(),
  payload: Type.Unknown(),
  at: Type.String(),
});
export type ReplayEvent = Static<typeof ReplayEvent>;

export const ReplayAccount = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  type: Type.Integer(),
  currency: Type.String(),
});

export const ReplayPage = Type.Object({
  account: ReplayAccount,
  from: Type.String(),
  to: Type.String(),
  /**
   * First page only: the newest main-wallet `balance:changed` and `unread:changed` before `from`,
   * so the mock header starts where the member's header stood when the range began.
   */
  before: Type.Array(ReplayEvent),
  events: Type.Array(ReplayEvent),
  /**
   * First page only: the sign-ins of the range (`session:started`, from the sessions table, not the
   * event log; `seq` is the session id negated), at most REPLAY_PAGE_MAX, for the console to set
   * among the events by time.
   */
  signIns: Type.Array(ReplayEvent),
  more: Type.Boolean(),
  /** Pass as `afterSeq` for the next page; null on the last. */
  nextAfterSeq: Type.Union([Type.Integer(), Type.Null()]),
});
export type ReplayPage = Static<typeof ReplayPage>;

/** The export file (a download, not an envelope). */
export interface ReplayExport {
  account: Static<typeof ReplayAccount>;
  from: string;
  to: string;
  types: string[] | null;
  exportedAt: string;
  exportedBy: string;
  /** At most REPLAY_EXPORT_MAX events; true when the range held more (narrow it and export again). */
  truncated: boolean;
  limit: number;
  count: number;
  before: ReplayEvent[];
  /** The range's sign-ins, from the sessions table (see ReplayPage). */
  signIns: ReplayEvent[];
  events: ReplayEvent[];
}

export const StaffActionsQuery = Type.Object({
  staffId: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
  /** Exact action (`replay:view`) or a part of a write's route (`withdrawals`). */
  action: Type.Optional(Type.String({ maxLength: 80 })),
  accountId: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
  from: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
  to: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
  ...pageQuery(100, 50),
});
export type StaffActionsQuery = Static<typeof StaffActionsQuery>;

export const StaffActionRow = Type.Object({
  id: Type.Integer(),
  staffId: Type.Integer(),
  staffUsername: Type.String(),
  action: Type.String(),
  accountId: Type.Union([Type.Integer(), Type.Null()]),
  accountUsername: Type.Union([Type.String(), Type.Null()]),
  details: Type.Unknown(),
  ip: Type.String(),
  at: Type.String(),
});
export type StaffActionRow = Static<typeof StaffActionRow>;
