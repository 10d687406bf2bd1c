import { PROOF_MAX_BYTES, PROOF_MAX_FILES } from './withdraw-rules.js';

/**
 * Promotion rules (docs/PROMOTIONS.md), apart from the schemas in promotions.ts so the
 * member page, the console form and the gateway share them without TypeBox (`@wl/shared/core`).
 */

/**
 * What a member does with a promotion, which decides the statuses it can show:
 * - `apply`: an application with a comment and images, reviewed by staff (Join, Applying, Issued, Rejected);
 * - `event`: join, then reach a target of valid bets, then claim (Join, Joined, In process, Claim, Claimed);
 * - `raffle`: a red envelope claimed once (Claim, Claimed), `MCS2_claimRafflePromotion`;
 * - `checkin`: a sign-in once a day (Join, Signed).
 * Every kind shows Coming soon before it starts and Closed once it can no longer be taken.
 */
export const PROMOTION_KINDS = ['apply', 'event', 'raffle', 'checkin'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** The statuses a member sees on a promotion (Join, Applying, Claim, Claimed, Issued, Rejected, Closed, Joined, In process, Signed, Coming soon). */
export const PROMOTION_STATUSES = [
  'join',
  'applying',
  'claim',
  'claimed',
  'issued',
  'rejected',
  'closed',
  'joined',
  'in_process',
  'signed',
  'coming_soon',
] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** The original site's label of each status (the English fallback; the client translates the code). */
export const PROMOTION_STATUS_LABELS: Record<PromotionStatus, string> = {
  join: 'Join',
  applying: 'Applying',
  claim: 'Claim',
  claimed: 'Claimed',
  issued: 'Issued',
  rejected: 'Rejected',
  closed: 'Closed',
  joined: 'Joined',
  in_process: 'In process',
  signed: 'Signed',
  coming_soon: 'Coming soon',
};

/** What a member's entry in one promotion can be, as stored (the statuses above are derived from it). */
export const PROMOTION_ENTRY_STATES = ['applying', 'issued', 'rejected', 'joined', 'claimed', 'signed'] as const;
export type PromotionEntryState = (typeof PROMOTION_ENTRY_STATES)[number];

/** Statuses that count as an available reward (the reward centre's badge and `availablePromoCount`). */
export const AVAILABLE_PROMOTION_STATUSES: readonly PromotionStatus[] = ['join', 'claim'];

export const PROMOTION_LIMITS = {
  title: 100,
  summary: 300,
  /** HTML, sanitised on write and on render. */
  content: 20_000,
  /** The application comment is at most 140 characters. */
  comment: 140,
  images: PROOF_MAX_FILES,
  imageBytes: PROOF_MAX_BYTES,
  rejectReason: 200,
  url: 500,
  /** The turnover requirement is a whole multiple of the bonus, 0 (none) to this. */
  turnoverMultiple: 100,
  /** One bonus at most this many minor units (10,000,000.00). */
  bonus: 1_000_000_000,
  /** Live promotions listed at once; the console pages through all of them. */
  list: 100,
} as const;

/** The console's review queue filters. */
export const PROMOTION_REVIEW_FILTERS = ['applying', 'issued', 'rejected', 'all'] as const;
export type PromotionReviewFilter = (typeof PROMOTION_REVIEW_FILTERS)[number];

/** Applications a member may send per minute (counted per account and IP). */
export const PROMOTION_APPLY_PER_MINUTE = 5;
