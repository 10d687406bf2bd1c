import type { WinnerEntry } from './api/games.js';
import type { Announcement } from './api/announcements.js';

/**
 * The one realtime contract: Socket.IO's typed events, shared by gateway and client. Per-user pushes are durable:
 * each carries the per-account sequence number from the event log. A client applies them in
 * sequence order only (see event-sync.ts): after a reconnect it asks for what it missed and
 * holds live events back until the answer has caught it up; a gap makes it ask again.
 */
export interface LoggedEvent<T extends EventType = EventType> {
  seq: number;
  type: T;
  payload: EventPayloads[T];
  at: string;
}

export type RevokeReason = 'logout' | 'password-changed' | 'staff' | 'expired';

export interface EventPayloads {
  /**
   * Sent to every socket of the account (so each keeps an unbroken sequence); only the
   * session it names ends.
   */
  'session:revoked': { reason: RevokeReason; sessionId: number };
  /**
   * A holder wallet moved: its new balance in minor units, a version that only grows
   * (a screen keeps the highest it has seen, so a stale frame never overwrites a newer one), why
   * it moved (the journal kind), and which wallet: the main one ('real', or 'play' for a trial
   * user), a vendor sub-wallet or points. Older log rows carry only balance and currency.
   */
  'balance:changed': { balance: number; currency: string; version?: number; reason?: string; wallet?: 'real' | 'play' | 'vendor' | 'points'; vendor?: string };
  /** The member's unread message count (CSP_unreadCount) after a message arrived, was read or deleted. */
  'unread:changed': { unreadMessages: number };
  /**
   * A platform or staff message reached the member (docs/MESSAGES.md); the listener modal shows it,
   * unless `announced`: the change it is about already has its own notice (a cashier toast or the
   * withdrawal modal), so the badge counts it and the modal does not show the same news twice.
   */
  'message:received': { id: number; title: string; from: 'staff' | 'system'; announced?: boolean };
  /** One of the member's own wins reached the winners board (BIG_WIN_MIN and above); the listener modal shows it. */
  'win:big': { nodeId: number; gameName: string; amount: number; currency: string };
  /**
   * One of the member's cashier records changed state (docs/CASHIER.md): a deposit order was
   * paid, failed, expired, approved or rejected by staff; a withdrawal was approved, rejected,
   * paid out or confirmed (by the member or by the deadline). Written in the transaction that
   * changes the state, so a screen refreshes its list on it instead of polling.
   */
  'cashier:changed': { kind: 'deposit' | 'withdrawal'; id: number; status: string };
  /**
   * An agent contract changed state (docs/AGENT.md "Contracts"): offered, answered,
   * termination asked or agreed, ended by the lower-rate rule. Appended to both parties in the
   * transaction of the change, so both screens refresh the contract instead of polling.
   */
  'contract:changed': { id: number; type: string; state: string };
  /**
   * The earner's real-time salary in the open 5-minute window (docs/AGENT.md
   * "Settlement"): accrued so far (minor units, 0 below the thresholds) and when the window pays.
   * Appended by the accrual job when the value changes.
   */
  'salary:realtime': { accrued: number; currency: string; windowStart: string; nextSettlementAt: string };
  /**
   * Something happened in the agent's team: a downline's deposit was credited, it had a
   * big win, or it registered. Appended to every agent above the member in the transaction of the
   * event; the username is masked like the winners board.
   */
  'team:activity': { kind: 'deposit' | 'big_win' | 'registration'; username: string; amount?: number; currency?: string };
  /**
   * The member's promotions changed (docs/PROMOTIONS.md): an application was sent,
   * approved or rejected, an event joined, a reward claimed or a sign-in made. Carries the new
   * available count (the reward centre's badge), appended in the transaction of the change.
   */
  'rewards:changed': { availablePromoCount: number; promotionId: number; status: string };
  /** The member's points moved (earned, held by a redemption, refunded, converted); docs/POINTS.md. */
  'points:changed': { balance: number; changed: number; reason: 'earn' | 'redeem' | 'refund' | 'convert' | 'review'; version: number };
  /**
   * The member's VIP wheel spins changed (docs/VIP-WHEEL.md): a task claim added spins or a spin
   * used one. Carries the spins left, appended in the transaction of the change.
   */
  'wheel:changed': { spins: number; reason: 'claim' | 'spin' };
  /**
   * The member's count of claimable missions changed (docs/MISSIONS.md): a bet or deposit completed
   * one (the mission sweep), a claim, or a period ended. The mission item's red badge.
   */
  'missions:changed': { claimable: number };
}
export type EventType = keyof EventPayloads;

/** Events after a sequence, at most this many per answer; `more` says another page follows. */
export const RESUME_PAGE_SIZE = 500;
/** A client further behind than this refetches its state instead of replaying. */
export const RESUME_MAX_GAP = 2000;

export interface ResumeRequest {
  /** The last sequence the client applied; null when it has none yet (a fresh login). */
  lastSeq: number | null;
}

export type ResumeAnswer =
  /** The events after `lastSeq`, oldest first. */
  | { ok: true; sessionId: number; events: LoggedEvent[]; more: boolean }
  /** Too far behind (or no baseline): reload state, then continue after `lastSeq`. */
  | { ok: true; sessionId: number; resync: true; lastSeq: number }
  /** The request was refused or the log could not be read: try again later. */
  | { ok: false; code: ClientEventRefusal | 'UNAVAILABLE' | 'TOO_MANY_REQUESTS' };

/**
 * Why the gateway refused a client event before any handler saw it (gateway/src/realtime/contract.ts):
 * a name not in ClientToServerEvents, or arguments that do not fit the event's schema
 * (realtime-schemas.ts). An event sent with an acknowledgement gets `{ ok: false, code }`.
 */
export type ClientEventRefusal = 'UNKNOWN_EVENT' | 'VALIDATION_FAILED';

export interface ServerToClientEvents {
  /** Every durable per-user event arrives here as it is committed. */
  'event:logged': (event: LoggedEvent) => void;
  /**
   * The site's winners board changed (docs/GAMES.md "Winners"): the newest WINNERS_LIMIT wins.
   * A volatile broadcast to every socket of the merchant, not logged: a page that missed it
   * refetches GCSGAME_getRankList (guests, who have no socket, always do).
   */
  'winners:updated': (payload: { list: WinnerEntry[] }) => void;
  /**
   * The agent centre's header clock (gateway/src/modules/agent-team/clock.ts): once a second to the
   * agent sockets of a merchant, volatile and not logged (a missed tick is simply the next one).
   */
  'agent:clock': (payload: AgentClock) => void;
  /**
   * Staff published an announcement (docs/ANNOUNCEMENTS.md): to every open page of the merchant,
   * guests included (the `/site` namespace), volatile and not logged; a page that missed it reads
   * the announcements again on its next load.
   */
  'announcement:published': (payload: { item: Announcement }) => void;
  /**
   * A credit above the win caps was held for review (docs/SEAMLESS.md "Round rules, caps and held
   * credits"): to the signed-in staff of the merchant (the `/staff` namespace) after the holding
   * transaction committed. Volatile and not logged: the console's held-credits list is the truth,
   * and it is read again on every (re)connect.
   */
  'credit:held': (payload: CreditHeld) => void;
}

/** `credit:held`: enough for a toast; the list has the rest. Amounts in minor units. */
export interface CreditHeld {
  id: number;
  username: string;
  vendor: string;
  gameName: string;
  amount: number;
  currency: string;
  reason: 'multiplier' | 'single_credit';
}

/** `agent:clock`: the gateway's time and the merchant's fixed offset from UTC, in minutes. */
export interface AgentClock {
  now: string;
  utcOffsetMinutes: number;
}

export interface ClientToServerEvents {
  /** Asks for what was missed after `lastSeq`; answered through the acknowledgement. */
  'events:resume': (payload: ResumeRequest, ack: (answer: ResumeAnswer) => void) => void;
}

export interface SocketAuth {
  token?: string;
}

/**
 * Why a handshake was refused (the connect_error message). Only TOKEN_INVALID ends the
 * session; the others are temporary and the client connects again later.
 */
export type SocketRefusal = 'TOKEN_INVALID' | 'UNAVAILABLE' | 'TOO_MANY_CONNECTIONS' | 'MAINTENANCE' | 'REGION_BLOCKED' | 'ORIGIN_NOT_ALLOWED';
