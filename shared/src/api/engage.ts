import { Type, type Static } from '@sinclair/typebox';
import { FEEDBACK_TYPES, LANGUAGES } from '../constants.js';
import { FEEDBACK_LIMITS as F, FEEDBACK_STATUSES, HELP_LIMITS as H, type FeedbackStatus, type FeedbackType } from './engage-rules.js';
import { pageQuery } from './paging.js';

/**
 * Feedback, help centre editing and referral (docs/ENGAGE.md). Feedback and replies are
 * plain text (stored without tags, always rendered as text); help articles are HTML, sanitised on
 * write by the gateway and on render by the client.
 */

// Enums rather than unions of literals: a union built from an array loses its members' types.
const FeedbackTypeSchema = Type.Unsafe<FeedbackType>({ type: 'integer', enum: [...FEEDBACK_TYPES] });
const FeedbackStatusSchema = Type.Unsafe<FeedbackStatus>({ type: 'string', enum: [...FEEDBACK_STATUSES] });
const LanguageSchema = Type.Unsafe<string>({ type: 'string', enum: LANGUAGES.map((l) => l.code) });

/**
 * PUT /wps/feedback (content, sender, type, captcha; no token needed). Every field is
 * optional in the schema so one answer can name all the empty ones (FEEDBACK_FIELDS_EMPTY); a
 * logged-in member's own username replaces `sender`.
 */
export const FeedbackRequest = Type.Object(
  {
    content: Type.Optional(Type.String({ maxLength: 2000 })),
    sender: Type.Optional(Type.String({ maxLength: F.sender })),
    // Checked by the gateway (feedbackTypeOf), not typed here: the validator coerces, and would turn
    // null (nothing chosen) into 0 ("others") or 0 into null.
    type: Type.Optional(Type.Unknown({ description: 'Question type: 1, 2, 3, 4, 6 or 0' })),
    captcha: Type.Optional(Type.String({ maxLength: F.captcha })),
  },
  { additionalProperties: false },
);
export type FeedbackRequest = Static<typeof FeedbackRequest>;
export const FeedbackReceipt = Type.Object({ id: Type.Integer() });
export type FeedbackReceipt = Static<typeof FeedbackReceipt>;

/** GET /wps/support/feedback: newest first, by type and status. */
export const FeedbackQuery = Type.Object({
  type: Type.Optional(FeedbackTypeSchema),
  status: Type.Optional(FeedbackStatusSchema),
  ...pageQuery(100, 20),
});
export type FeedbackQuery = Static<typeof FeedbackQuery>;

export const FeedbackReply = Type.Object({
  id: Type.Integer(),
  staff: Type.String(),
  title: Type.String(),
  body: Type.String(),
  /** The internal message the reply became (null when it was only a note). */
  messageId: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String(),
});
export type FeedbackReply = Static<typeof FeedbackReply>;

export const FeedbackRow = Type.Object({
  id: Type.Integer(),
  type: FeedbackTypeSchema,
  status: FeedbackStatusSchema,
  content: Type.String(),
  /** The member's username, or what a guest typed (may be empty). */
  sender: Type.String(),
  /** The member's account; null for a guest. */
  accountId: Type.Union([Type.Integer(), Type.Null()]),
  /** A reply can reach this sender's internal messages (a member or agent, not a guest or trial account). */
  canReply: Type.Boolean(),
  ip: Type.String(),
  createdAt: Type.String(),
  readBy: Type.Union([Type.String(), Type.Null()]),
  replies: Type.Array(FeedbackReply),
});
export type FeedbackRow = Static<typeof FeedbackRow>;

/** POST /wps/support/feedback/:id/reply: the reply arrives in the member's messages (messageV2). */
export const FeedbackReplyRequest = Type.Object(
  { title: Type.String({ minLength: 1, maxLength: F.replyTitle }), body: Type.String({ minLength: 1, maxLength: F.replyBody }) },
  { additionalProperties: false },
);
export type FeedbackReplyRequest = Static<typeof FeedbackReplyRequest>;

/** PUT /wps/support/feedback/:id/status: read (opened) or closed (done without a reply). */
export const FeedbackStatusRequest = Type.Object(
  { status: Type.Unsafe<'read' | 'closed'>({ type: 'string', enum: ['read', 'closed'] }) },
  { additionalProperties: false },
);
export type FeedbackStatusRequest = Static<typeof FeedbackStatusRequest>;

/** Help articles as staff edit them: one row per language and slug (the popup falls back to EN per slug). */
export const StaffHelpArticle = Type.Object({
  id: Type.Integer(),
  lang: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  content: Type.String(),
  sort: Type.Integer(),
  updatedAt: Type.String(),
  updatedBy: Type.Union([Type.String(), Type.Null()]),
});
export type StaffHelpArticle = Static<typeof StaffHelpArticle>;
export const StaffHelpQuery = Type.Object({ lang: Type.Optional(LanguageSchema) });

/** PUT /wps/support/help: create or replace the article of (lang, slug). */
export const HelpArticleInput = Type.Object(
  {
    lang: LanguageSchema,
    slug: Type.String({ minLength: 1, maxLength: H.slug }),
    title: Type.String({ minLength: 1, maxLength: H.title }),
    content: Type.String({ minLength: 1, maxLength: H.content }),
    sort: Type.Integer({ minimum: 0, maximum: H.sort }),
  },
  { additionalProperties: false },
);
export type HelpArticleInput = Static<typeof HelpArticleInput>;

/** GET /wps/member/referral: the caller's code and what it brought. Amounts in minor units. */
export const ReferralSummary = Type.Object({
  code: Type.String(),
  friends: Type.Integer(),
  /** Friends who made at least one deposit. */
  depositedFriends: Type.Integer(),
  /** "Bonus bet": the friends' valid bets (stakes minus rollbacks, real money) since each registered. */
  bonusBet: Type.Integer(),
  currency: Type.String(),
  /** The registration link on the site's public URL (publicUrl, else main domain, else the gateway's), never the request's host. */
  link: Type.String(),
});
export type ReferralSummary = Static<typeof ReferralSummary>;

export const ReferralFriend = Type.Object({
  /** Masked (maskUsername): the referrer never learns a friend's full username. */
  username: Type.String(),
  registeredAt: Type.String(),
  firstDeposit: Type.Boolean(),
  firstDepositAt: Type.Union([Type.String(), Type.Null()]),
  validBet: Type.Integer(),
});
export type ReferralFriend = Static<typeof ReferralFriend>;
export const ReferralFriendsQuery = Type.Object(pageQuery(50, 10));
