import { FEEDBACK_MAX, FEEDBACK_MIN, FEEDBACK_TYPES } from '../constants.js';

/**
 * Feedback, help centre editing and referral rules (docs/ENGAGE.md), apart from the
 * schemas in engage.ts so the popup, the console and the referral tab can use them without
 * TypeBox (`@wl/shared/core`).
 */

/** The feedback popup's question types, in the order it lists them. */
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_TYPE_NAMES: Record<FeedbackType, string> = {
  1: 'deposit',
  2: 'withdrawal',
  3: 'game',
  4: 'service',
  6: 'applyAgent',
  0: 'others',
};
export const isFeedbackType = (n: unknown): n is FeedbackType => typeof n === 'number' && (FEEDBACK_TYPES as readonly number[]).includes(n);
/** The question type a request carries (a number, or its digits as text); undefined when it names none of FEEDBACK_TYPES. */
export function feedbackTypeOf(v: unknown): FeedbackType | undefined {
  const n = typeof v === 'string' && /^\d{1,2}$/.test(v) ? Number(v) : v;
  return isFeedbackType(n) ? n : undefined;
}

/** new: nobody opened it; read: staff opened it; replied: a reply reached the member's messages; closed: done without (more) reply. */
export const FEEDBACK_STATUSES = ['new', 'read', 'replied', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** The fields the popup requires, in the order the empty-field warning names them. */
export const FEEDBACK_FIELDS = ['type', 'content', 'captcha'] as const;
export type FeedbackField = (typeof FEEDBACK_FIELDS)[number];

export const FEEDBACK_LIMITS = {
  contentMin: FEEDBACK_MIN,
  contentMax: FEEDBACK_MAX,
  sender: 64,
  captcha: 16,
  replyTitle: 100,
  replyBody: 1000,
  note: 500,
  /** Per member (any IP) and per IP (any member or guest), in a rolling window (docs/ENGAGE.md). */
  perMember: 5,
  perIp: 20,
  windowMinutes: 60,
} as const;

/**
 * Characters the description counter counts: what is stored, i.e. the trimmed text, by code point
 * (as PostgreSQL's length() and the schema validator count, so an emoji is one character).
 */
export const feedbackLength = (content: string) => [...content.trim()].length;
/** The first `max` characters by code point: never half an emoji (a lone surrogate PostgreSQL cannot store). */
export const clipText = (text: string, max: number) => [...text].slice(0, max).join('');

/** The required fields left empty, in the popup's order (type 0 "others" is a real choice, not empty). */
export function emptyFeedbackFields(v: { type?: unknown; content?: string | null; captcha?: string | null }, captchaShown = true): FeedbackField[] {
  const empty: FeedbackField[] = [];
  if (v.type === undefined || v.type === null || v.type === '') empty.push('type');
  if (!v.content || v.content.trim() === '') empty.push('content');
  if (captchaShown && (!v.captcha || v.captcha.trim() === '')) empty.push('captcha');
  return empty;
}

export const HELP_LIMITS = {
  slug: 40,
  title: 100,
  content: 20_000,
  sort: 1000,
  /** Articles of one language per merchant: the popup lists them all. */
  rows: 100,
} as const;
/** An article's address in /help#<slug>: lower-case letters, digits and dashes. */
export const HELP_SLUG = /^[a-z0-9][a-z0-9-]*$/;

/**
 * A friend's username as the referrer sees it: the first two and the last character, the rest
 * hidden (three stars whatever the length, so the length is not told either).
 */
export function maskUsername(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  if (chars.length <= 4) return `${chars[0]}***${chars.at(-1)}`;
  return `${chars.slice(0, 2).join('')}***${chars.at(-1)}`;
}

/** The register link of a referral code (/register accepts the query referralCode). */
export const referralLink = (origin: string, code: string) => `${origin}/register?referralCode=${encodeURIComponent(code)}`;

/** The site's QR defaults, for the referral QR: size 200, margin 20 (pixels), dark on light, error correction M. */
export const QR_DEFAULTS = { size: 200, margin: 20, dark: '#000000', light: '#FFFFFF', logoScale: 0.2, errorCorrectionLevel: 'M' } as const;
