import { GAME_TYPES } from './api/game-rules.js';
import type { WinnerEntry } from './api/games.js';
import type { Announcement } from './api/announcements.js';
import { ANNOUNCEMENT_TYPES, EXECUTIONS } from './api/announcement-rules.js';
import type { AgentClock, CreditHeld, EventType, LoggedEvent, ResumeAnswer } from './realtime.js';

/**
 * Cheap checks of what the gateway pushes, for the browser: the same rules as the TypeBox
 * schemas of realtime-schemas.ts (a property test holds the two together), written by hand so
 * that TypeBox stays out of the client's first load (`@wl/shared/core`).
 *
 * One deliberate difference: a field the contract does not name is let through here (the
 * schemas refuse it, so the gateway's tests catch it), so a gateway that starts sending a new
 * optional field never makes clients still on the old page drop events.
 */

type Check = (v: unknown) => boolean;
type Shape = Record<string, Check>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const int =
  (min = Number.MIN_SAFE_INTEGER): Check =>
  (v) =>
    typeof v === 'number' && Number.isSafeInteger(v) && v >= min;
const str: Check = (v) => typeof v === 'string';
const bool: Check = (v) => typeof v === 'boolean';
const oneOf =
  (...values: readonly unknown[]): Check =>
  (v) =>
    values.includes(v);
const optional =
  (check: Check): Check =>
  (v) =>
    v === undefined || check(v);
const fits =
  (shape: Shape): Check =>
  (v) =>
    isObject(v) && Object.keys(shape).every((k) => shape[k]!(v[k]));

const payloads: { [T in EventType]: Shape } = {
  'session:revoked': { reason: oneOf('logout', 'password-changed', 'staff', 'expired'), sessionId: int(1) },
  'balance:changed': {
    balance: int(),
    currency: str,
    version: optional(int()),
    reason: optional(str),
    wallet: optional(oneOf('real', 'play', 'vendor', 'points')),
    vendor: optional(str),
  },
  'unread:changed': { unreadMessages: int(0) },
  'message:received': { id: int(1), title: str, from: oneOf('staff', 'system'), announced: optional(bool) },
  'win:big': { nodeId: int(), gameName: str, amount: int(), currency: str },
  'cashier:changed': { kind: oneOf('deposit', 'withdrawal'), id: int(1), status: str },
  'contract:changed': { id: int(1), type: str, state: str },
  'salary:realtime': { accrued: int(0), currency: str, windowStart: str, nextSettlementAt: str },
  'team:activity': { kind: oneOf('deposit', 'big_win', 'registration'), username: str, amount: optional(int()), currency: optional(str) },
  'rewards:changed': { availablePromoCount: int(0), promotionId: int(1), status: str },
  'points:changed': { balance: int(0), changed: int(), reason: oneOf('earn', 'redeem', 'refund', 'convert', 'review'), version: int(0) },
  'wheel:changed': { spins: int(0), reason: oneOf('claim', 'spin') },
  'missions:changed': { claimable: int(0) },
};
const payloadChecks = Object.fromEntries(Object.entries(payloads).map(([t, shape]) => [t, fits(shape)])) as Record<string, Check>;

/** A usable sequence number (what EventSync orders by). */
const isSeq = (v: unknown): v is number => int(1)(v);

/** An `event:logged` push the client can act on: a known type with the payload that type needs. */
export function isLoggedEvent(v: unknown): v is LoggedEvent {
  if (!isObject(v) || !isSeq(v.seq) || !str(v.at) || typeof v.type !== 'string') return false;
  const payload = Object.hasOwn(payloadChecks, v.type) ? payloadChecks[v.type] : undefined;
  return payload !== undefined && payload(v.payload);
}

const winner: Check = fits({
  id: int(),
  gameName: str,
  iconUrl: str,
  customerName: str,
  winAmount: int(),
  currency: str,
  gameTime: str,
  gameType: oneOf(...GAME_TYPES),
  nodeId: int(),
} satisfies { [K in keyof WinnerEntry]: Check });

/** A `winners:updated` push: the board's list of winners. */
export const isWinnersPayload = (v: unknown): v is { list: WinnerEntry[] } => isObject(v) && Array.isArray(v.list) && v.list.every(winner);

/** An `agent:clock` tick (the header shows "—" for a time it cannot read). Offset within UTC-14..UTC+14. */
export const isAgentClock = (v: unknown): v is AgentClock =>
  fits({ now: (x) => str(x) && (x as string).length <= 40, utcOffsetMinutes: (x) => int(-840)(x) && (x as number) <= 840 })(v);

const announcement: Check = fits({
  id: int(),
  type: oneOf(...ANNOUNCEMENT_TYPES),
  title: str,
  content: str,
  execution: oneOf(...EXECUTIONS),
  announcementImages: (v) => Array.isArray(v) && v.every(fits({ sequence: int(), url: str })),
  sort: int(),
  publishedAt: str,
} satisfies { [K in keyof Announcement]: Check });

/** An `announcement:published` push: the announcement, as the list and the popup read it. */
export const isAnnouncementPublished = (v: unknown): v is { item: Announcement } => isObject(v) && announcement(v.item);

/** A `credit:held` push to staff: a credit above the win caps is waiting for review. */
export const isCreditHeld: (v: unknown) => v is CreditHeld = fits({
  id: int(1),
  username: str,
  vendor: str,
  gameName: str,
  amount: int(1),
  currency: str,
  reason: oneOf('multiplier', 'single_credit'),
} satisfies { [K in keyof CreditHeld]: Check }) as (v: unknown) => v is CreditHeld;

const answerShapes: Shape[] = [
  { ok: oneOf(true), sessionId: int(1), events: (v) => Array.isArray(v) && v.every((e) => isObject(e) && isSeq(e.seq)), more: bool },
  { ok: oneOf(true), sessionId: int(1), resync: oneOf(true), lastSeq: int(0) },
  { ok: oneOf(false), code: oneOf('UNKNOWN_EVENT', 'VALIDATION_FAILED', 'UNAVAILABLE', 'TOO_MANY_REQUESTS') },
];
const answers = answerShapes.map(fits);

/**
 * The acknowledgement of `events:resume`, as an answer: its own fields, and events that each
 * carry a sequence number. Each event's type and payload are checked as it is applied, in order
 * (isLoggedEvent), so one event the client cannot read is skipped instead of making every
 * answer that holds it fail again for ever.
 */
export const isResumeAnswer = (v: unknown): v is ResumeAnswer => answers.some((fit) => fit(v));
