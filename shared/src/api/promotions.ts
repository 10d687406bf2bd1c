import { Type, type Static } from '@sinclair/typebox';
import { DecisionMemberMessage, DecisionNote, decisionTexts } from './staff-decision.js';
import { pageQuery } from './paging.js';
import { textsSchema } from './translations.js';
import {
  PROMOTION_ENTRY_STATES,
  PROMOTION_LIMITS as L,
  PROMOTION_STATUSES,
  type PromotionEntryState,
  type PromotionKind,
  type PromotionReviewFilter,
  type PromotionStatus,
} from './promotion-rules.js';

/**
 * Promotions and the reward centre (docs/PROMOTIONS.md). Amounts are minor units.
 * `content` is HTML sanitised by the gateway on write; the client sanitises it again on render.
 */

// Kinds and review filters are read from bodies and queries: literal unions, so routes get their types.
const Kind = Type.Union([Type.Literal('apply'), Type.Literal('event'), Type.Literal('raffle'), Type.Literal('checkin')]);
const Status = Type.Unsafe<PromotionStatus>({ type: 'string', enum: [...PROMOTION_STATUSES] });
const EntryState = Type.Unsafe<PromotionEntryState>({ type: 'string', enum: [...PROMOTION_ENTRY_STATES] });
const Nullable = <T extends ReturnType<typeof Type.String | typeof Type.Integer>>(t: T) => Type.Union([t, Type.Null()]);
const Money = Type.Integer({ minimum: 0, maximum: L.bonus });

/** The member's own entry in a promotion: an application, a join, a claim or today's sign-in. */
export const PromotionEntry = Type.Object({
  id: Type.Integer(),
  state: EntryState,
  comment: Nullable(Type.String()),
  imageCount: Type.Integer(),
  /** The bonus paid (0 until one is). */
  bonus: Type.Integer(),
  /** Valid bets the bonus asks for (bonus x turnover multiple) and those made since it was paid. */
  turnoverRequired: Type.Integer(),
  turnoverDone: Type.Integer(),
  /** Staff's message to the member about the review (never the internal note). */
  memberMessage: DecisionMemberMessage,
  createdAt: Type.String(),
  settledAt: Nullable(Type.String()),
});
export type PromotionEntry = Static<typeof PromotionEntry>;

/** What members and staff both read of a promotion, first in either answer. */
const promotionFields = {
  id: Type.Integer(),
  kind: Kind,
  title: Type.String(),
  summary: Type.String(),
  content: Type.String(),
  imageUrl: Nullable(Type.String()),
  /** A YouTube link: the page shows the video (reached by the anchor `#<id>`). */
  videoUrl: Nullable(Type.String()),
  startsAt: Type.String(),
  endsAt: Nullable(Type.String()),
  /** The bonus (a raffle pays from `bonus` to `bonusMax`). */
  bonus: Type.Integer(),
  bonusMax: Type.Integer(),
};

/** One promotion as a member (or a guest) sees it, with the status for that member. */
export const PromotionView = Type.Object({
  ...promotionFields,
  currency: Type.String(),
  turnoverMultiple: Type.Integer(),
  /** Event: the valid bets to reach after joining; progress is what the member has made so far. */
  target: Type.Integer(),
  progress: Type.Integer(),
  /** Raffle: envelopes left (null: no limit). */
  remaining: Nullable(Type.Integer()),
  status: Status,
  /** The site's welcome offer: the home page names it to a member who has not deposited yet. */
  welcome: Type.Boolean(),
  entry: Type.Union([PromotionEntry, Type.Null()]),
});
export type PromotionView = Static<typeof PromotionView>;

export const PromotionList = Type.Object({ list: Type.Array(PromotionView) });
export type PromotionList = Static<typeof PromotionList>;

/** The reward centre: the count badge, what is available now, and the member's entries with turnover. */
export const RewardCenter = Type.Object({
  availablePromoCount: Type.Integer({ minimum: 0 }),
  available: Type.Array(PromotionView),
  history: Type.Array(
    Type.Composite([PromotionEntry, Type.Object({ promotionId: Type.Integer(), title: Type.String(), kind: Kind, status: Status, currency: Type.String() })]),
  ),
});
export type RewardCenter = Static<typeof RewardCenter>;
export type RewardHistoryRow = RewardCenter['history'][number];

/** MCS2_claimRafflePromotion: claim the red envelope of one raffle promotion. */
export const RaffleClaimRequest = Type.Object({ promotionId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) }, { additionalProperties: false });
export type RaffleClaimRequest = Static<typeof RaffleClaimRequest>;

/** A claim, join or sign-in: the promotion after it and the amount paid (0 for a join). */
export const PromotionActionValue = Type.Object({ promotion: PromotionView, paid: Type.Integer(), availablePromoCount: Type.Integer({ minimum: 0 }) });
export type PromotionActionValue = Static<typeof PromotionActionValue>;

// ---- staff

/** Translations of the texts players read, per language; a field left out falls back (docs/LANGUAGES.md). */
export const PromotionTexts = textsSchema({
  title: Type.String({ maxLength: L.title }),
  summary: Type.String({ maxLength: L.summary }),
  content: Type.String({ maxLength: L.content }),
});
export type PromotionTexts = Static<typeof PromotionTexts>;

/** What staff write. Times are ISO 8601; `endsAt` null runs with no end. */
export const PromotionInput = Type.Object(
  {
    kind: Kind,
    title: Type.String({ minLength: 1, maxLength: L.title }),
    summary: Type.String({ maxLength: L.summary }),
    content: Type.String({ maxLength: L.content }),
    imageUrl: Type.Optional(Nullable(Type.String({ maxLength: L.url }))),
    videoUrl: Type.Optional(Nullable(Type.String({ maxLength: L.url }))),
    startsAt: Type.String({ maxLength: 40 }),
    endsAt: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
    bonus: Money,
    bonusMax: Type.Optional(Money),
    turnoverMultiple: Type.Integer({ minimum: 0, maximum: L.turnoverMultiple }),
    target: Type.Optional(Money),
    quota: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 1_000_000 }))),
    active: Type.Boolean(),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
    /** The welcome offer new members are told about until their first deposit; left out: not. */
    welcome: Type.Optional(Type.Boolean()),
    /** Left out: a change keeps the stored translations. */
    texts: Type.Optional(PromotionTexts),
  },
  { additionalProperties: false },
);
export type PromotionInput = Static<typeof PromotionInput>;

export const StaffPromotion = Type.Object({
  ...promotionFields,
  turnoverMultiple: Type.Integer(),
  target: Type.Integer(),
  quota: Nullable(Type.Integer()),
  claimed: Type.Integer(),
  active: Type.Boolean(),
  sort: Type.Integer(),
  welcome: Type.Boolean(),
  /** Entries of every member, and applications waiting for review. */
  entries: Type.Integer(),
  pending: Type.Integer(),
  updatedAt: Type.String(),
  updatedBy: Nullable(Type.String()),
  texts: PromotionTexts,
});
export type StaffPromotion = Static<typeof StaffPromotion>;

export const StaffPromotionQuery = Type.Object(pageQuery(100, 20));

// The kind's literal union must list exactly PROMOTION_KINDS (checked by tsc, nothing runs).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;
export type PromotionKindsMatch = Expect<Same<Static<typeof Kind>, PromotionKind>>;
export type PromotionFiltersMatch = Expect<Same<Static<typeof StaffApplicationQuery>['status'], PromotionReviewFilter | undefined>>;
export const StaffApplicationQuery = Type.Object({
  status: Type.Optional(Type.Union([Type.Literal('applying'), Type.Literal('issued'), Type.Literal('rejected'), Type.Literal('all')])),
  ...pageQuery(100, 20),
});

/** An application in the console's review queue. */
export const StaffApplication = Type.Object({
  id: Type.Integer(),
  promotionId: Type.Integer(),
  promotionTitle: Type.String(),
  accountId: Type.Integer(),
  username: Type.String(),
  state: EntryState,
  comment: Nullable(Type.String()),
  imageCount: Type.Integer(),
  bonus: Type.Integer(),
  currency: Type.String(),
  turnoverRequired: Type.Integer(),
  createdAt: Type.String(),
  reviewedBy: Nullable(Type.String()),
  reviewedAt: Nullable(Type.String()),
  /** Internal note (staff only). */
  note: DecisionNote,
  memberMessage: DecisionMemberMessage,
});
export type StaffApplication = Static<typeof StaffApplication>;

export const ApplicationImage = Type.Object({
  position: Type.Integer(),
  mime: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  size: Type.Integer(),
  dataUrl: Type.String(),
});
export const StaffApplicationDetail = Type.Composite([StaffApplication, Type.Object({ images: Type.Array(ApplicationImage) })]);
export type StaffApplicationDetail = Static<typeof StaffApplicationDetail>;

/** Reject: the internal note is required (as `note`, or `reason` from older clients). */
export const RejectApplicationRequest = Type.Object(
  {
    ...decisionTexts(L.rejectReason),
    reason: Type.Optional(Type.String({ maxLength: L.rejectReason, description: 'Older name of `note`' })),
  },
  { additionalProperties: false },
);
export type RejectApplicationRequest = Static<typeof RejectApplicationRequest>;
/** Approve: both texts optional (older clients send no body). */
export const ApproveApplicationRequest = Type.Object(decisionTexts(L.rejectReason), { additionalProperties: false });
export type ApproveApplicationRequest = Static<typeof ApproveApplicationRequest>;
