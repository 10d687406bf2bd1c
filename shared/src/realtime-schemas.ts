import { Type, type TSchema } from '@sinclair/typebox';
import { WinnerEntry } from './api/games.js';
import { Announcement } from './api/announcements.js';

/**
 * The realtime contract, declared once: every Socket.IO payload as a TypeBox schema. The types
 * (realtime.ts) are read from these schemas, the gateway refuses client events that do not fit
 * them (realtime/contract.ts), the tests check every push against them, and the browser's checks
 * (realtime-checks.generated.ts, used by realtime-guards.ts) are compiled from them at build time,
 * so TypeBox itself never reaches the browser.
 */

const SafeInt = (minimum = Number.MIN_SAFE_INTEGER) => Type.Integer({ minimum, maximum: Number.MAX_SAFE_INTEGER });
/** What the gateway sends has exactly the contract's fields, so a stray one fails the tests. */
const strict = { additionalProperties: false } as const;

// ---- client -> server

/** `events:resume`: the last sequence the client applied; null when it has none yet (a fresh login). */
export const ResumeRequestSchema = Type.Object({ lastSeq: Type.Union([Type.Null(), SafeInt(0)]) }, strict);

// ---- server -> client

export const EventPayloadSchemas = {
  /** Sent to every socket of the account (so each keeps an unbroken sequence); only the session it names ends. */
  'session:revoked': Type.Object(
    {
      reason: Type.Union([Type.Literal('logout'), Type.Literal('password-changed'), Type.Literal('staff'), Type.Literal('expired')]),
      sessionId: SafeInt(1),
    },
    strict,
  ),
  /**
   * A holder wallet moved: its new balance in minor units, a version that only grows (a screen
   * keeps the highest it has seen, so a stale frame never overwrites a newer one), why it moved
   * (the journal kind), and which wallet: the main one ('real', or 'play' for a trial user), a
   * vendor sub-wallet or points. Older log rows carry only balance and currency.
   */
  'balance:changed': Type.Object(
    {
      balance: SafeInt(),
      currency: Type.String(),
      version: Type.Optional(SafeInt()),
      reason: Type.Optional(Type.String()),
      wallet: Type.Optional(Type.Union([Type.Literal('real'), Type.Literal('play'), Type.Literal('vendor'), Type.Literal('points')])),
      vendor: Type.Optional(Type.String()),
    },
    strict,
  ),
  /** The member's unread message count after a message arrived, was read or deleted. */
  'unread:changed': Type.Object({ unreadMessages: SafeInt(0) }, strict),
  /**
   * A platform or staff message reached the member (docs/MESSAGES.md); the listener modal shows it,
   * unless `announced`: the change it is about already has its own notice (a cashier toast or the
   * withdrawal modal), so the badge counts it and the modal does not show the same news twice.
   */
  'message:received': Type.Object(
    { id: SafeInt(1), title: Type.String(), from: Type.Union([Type.Literal('staff'), Type.Literal('system')]), announced: Type.Optional(Type.Boolean()) },
    strict,
  ),
  /** One of the member's own wins reached the winners board (BIG_WIN_MIN and above); the listener modal shows it. */
  'win:big': Type.Object({ nodeId: SafeInt(), gameName: Type.String(), amount: SafeInt(), currency: Type.String() }, strict),
  /**
   * One of the member's cashier records changed state (docs/CASHIER.md), written in the
   * transaction that changes it, so a screen refreshes its list on it instead of polling.
   */
  'cashier:changed': Type.Object({ kind: Type.Union([Type.Literal('deposit'), Type.Literal('withdrawal')]), id: SafeInt(1), status: Type.String() }, strict),
  /** An agent contract changed state (docs/AGENT.md "Contracts"), appended to both parties in the change's transaction. */
  'contract:changed': Type.Object({ id: SafeInt(1), type: Type.String(), state: Type.String() }, strict),
  /**
   * The earner's real-time salary in the open 5-minute window (docs/AGENT.md "Settlement"):
   * accrued so far (minor units, 0 below the thresholds) and when the window pays. Appended by
   * the accrual job when the value changes.
   */
  'salary:realtime': Type.Object({ accrued: SafeInt(0), currency: Type.String(), windowStart: Type.String(), nextSettlementAt: Type.String() }, strict),
  /**
   * The member's promotions changed (docs/PROMOTIONS.md); carries the new available count (the
   * reward centre's badge), appended in the transaction of the change.
   */
  'rewards:changed': Type.Object({ availablePromoCount: SafeInt(0), promotionId: SafeInt(1), status: Type.String() }, strict),
  /** The member's points moved (earned, held by a redemption, refunded, converted); docs/POINTS.md. */
  'points:changed': Type.Object(
    {
      balance: SafeInt(0),
      changed: SafeInt(),
      version: SafeInt(0),
      reason: Type.Union([Type.Literal('earn'), Type.Literal('redeem'), Type.Literal('refund'), Type.Literal('convert'), Type.Literal('review')]),
    },
    strict,
  ),
  /** The member's VIP wheel spins changed (docs/VIP-WHEEL.md): a task claim added spins or a spin used one. */
  'wheel:changed': Type.Object({ spins: SafeInt(0), reason: Type.Union([Type.Literal('claim'), Type.Literal('spin')]) }, strict),
  /** The member's count of claimable missions changed (docs/MISSIONS.md): the mission item's red badge. */
  'missions:changed': Type.Object({ claimable: SafeInt(0) }, strict),
  /**
   * Something happened in the agent's team (a downline's deposit, big win or registration),
   * appended to every agent above the member; the username is masked like the winners board.
   */
  'team:activity': Type.Object(
    {
      kind: Type.Union([Type.Literal('deposit'), Type.Literal('big_win'), Type.Literal('registration')]),
      username: Type.String(),
      amount: Type.Optional(SafeInt()),
      currency: Type.Optional(Type.String()),
    },
    strict,
  ),
  /**
   * A session of the account began (a login, from which address). Never appended to the log nor
   * pushed (a login is not news to the member, and every stream would shift by one): support's
   * replay reads it from the sessions table and sets it in the member's story by time.
   */
  'session:started': Type.Object({ sessionId: SafeInt(1), ip: Type.String() }, strict),
  /** The member opened a game (docs/LOBBY.md): its node, name and vendor, and whether with play money. */
  'game:launched': Type.Object({ nodeId: SafeInt(), gameName: Type.String(), vendor: Type.String(), trial: Type.Boolean() }, strict),
} satisfies Record<string, TSchema>;

const logged = <T extends keyof typeof EventPayloadSchemas>(type: T) =>
  Type.Object({ seq: SafeInt(1), type: Type.Literal(type), payload: EventPayloadSchemas[type], at: Type.String() }, strict);

/** The `event:logged` envelope of each event type. */
export const LoggedEventSchemas = {
  'session:revoked': logged('session:revoked'),
  'balance:changed': logged('balance:changed'),
  'unread:changed': logged('unread:changed'),
  'message:received': logged('message:received'),
  'win:big': logged('win:big'),
  'cashier:changed': logged('cashier:changed'),
  'contract:changed': logged('contract:changed'),
  'salary:realtime': logged('salary:realtime'),
  'team:activity': logged('team:activity'),
  'rewards:changed': logged('rewards:changed'),
  'points:changed': logged('points:changed'),
  'wheel:changed': logged('wheel:changed'),
  'missions:changed': logged('missions:changed'),
  'session:started': logged('session:started'),
  'game:launched': logged('game:launched'),
} satisfies { [T in keyof typeof EventPayloadSchemas]: TSchema };

/** Any logged event: one envelope per type, so a payload is checked against its own type's schema. */
export const LoggedEventSchema = Type.Union([
  LoggedEventSchemas['session:revoked'],
  LoggedEventSchemas['balance:changed'],
  LoggedEventSchemas['unread:changed'],
  LoggedEventSchemas['message:received'],
  LoggedEventSchemas['win:big'],
  LoggedEventSchemas['cashier:changed'],
  LoggedEventSchemas['contract:changed'],
  LoggedEventSchemas['salary:realtime'],
  LoggedEventSchemas['team:activity'],
  LoggedEventSchemas['rewards:changed'],
  LoggedEventSchemas['points:changed'],
  LoggedEventSchemas['wheel:changed'],
  LoggedEventSchemas['missions:changed'],
  LoggedEventSchemas['session:started'],
  LoggedEventSchemas['game:launched'],
]);

export const WinnersUpdatedSchema = Type.Object({ list: Type.Array(Type.Object(WinnerEntry.properties, strict)) }, strict);

/** `agent:clock`: the gateway's time (ISO 8601) and the merchant's fixed offset from UTC in minutes (UTC-14:00 .. UTC+14:00). */
export const AgentClockSchema = Type.Object({ now: Type.String({ maxLength: 40 }), utcOffsetMinutes: Type.Integer({ minimum: -840, maximum: 840 }) }, strict);

/** `announcement:published`: the announcement as the list and the popup read it. */
export const AnnouncementPublishedSchema = Type.Object({ item: Type.Object(Announcement.properties, strict) }, strict);

/** `site:changed`: staff saved the site's settings; the page reads the site configuration again. */
export const SiteChangedSchema = Type.Object({}, strict);

/** `credit:held`: enough for a toast; the list has the rest. Amounts in minor units. */
export const CreditHeldSchema = Type.Object(
  {
    id: SafeInt(1),
    username: Type.String(),
    vendor: Type.String(),
    gameName: Type.String(),
    amount: SafeInt(1),
    currency: Type.String(),
    reason: Type.Union([Type.Literal('multiplier'), Type.Literal('single_credit')]),
  },
  strict,
);

/** `queue:changed`: which staff work queue moved; the console reads the counts again. */
export const QueueChangedSchema = Type.Object(
  {
    queue: Type.Union([
      Type.Literal('deposits'),
      Type.Literal('withdrawals'),
      Type.Literal('approvals'),
      Type.Literal('applications'),
      Type.Literal('redemptions'),
      Type.Literal('feedback'),
      Type.Literal('heldCredits'),
    ]),
  },
  strict,
);

/**
 * The acknowledgement of `events:resume`: the events after `lastSeq`, oldest first (`more` when
 * another page follows); or, too far behind or without a baseline, `resync` (reload state, then
 * continue after `lastSeq`); or a refusal (try again later).
 */
export const ResumeAnswerSchema = Type.Union([
  Type.Object({ ok: Type.Literal(true), sessionId: SafeInt(1), events: Type.Array(LoggedEventSchema), more: Type.Boolean() }, strict),
  Type.Object({ ok: Type.Literal(true), sessionId: SafeInt(1), resync: Type.Literal(true), lastSeq: SafeInt(0) }, strict),
  Type.Object(
    {
      ok: Type.Literal(false),
      code: Type.Union([Type.Literal('UNKNOWN_EVENT'), Type.Literal('VALIDATION_FAILED'), Type.Literal('UNAVAILABLE'), Type.Literal('TOO_MANY_REQUESTS')]),
    },
    strict,
  ),
]);

/**
 * Every client event: the schema of its one payload, and of the answer it gets through its
 * acknowledgement (an event that is answered must come with one: it has no other way back).
 */
export const ClientEventSchemas = {
  /** Asks for what was missed after `lastSeq`. */
  'events:resume': { payload: ResumeRequestSchema, answer: ResumeAnswerSchema },
} satisfies Record<string, { payload: TSchema; answer: TSchema | null }>;

/** Every server event and the schema of its one payload. */
export const ServerEventSchemas = {
  /** Every durable per-user event arrives here as it is committed. */
  'event:logged': LoggedEventSchema,
  /**
   * The site's winners board changed (docs/GAMES.md "Winners"): WINNERS_LIMIT wins, big ones first.
   * A volatile broadcast to every socket of the merchant, not logged: a page that missed it
   * refetches the rank list (guests, who have no socket, always do).
   */
  'winners:updated': WinnersUpdatedSchema,
  /** The agent centre's header clock: once a second to the agent sockets of a merchant, volatile and not logged. */
  'agent:clock': AgentClockSchema,
  /**
   * Staff published an announcement (docs/ANNOUNCEMENTS.md): to every open page of the merchant,
   * guests included (the `/site` namespace), volatile and not logged; a page that missed it reads
   * the announcements again on its next load.
   */
  'announcement:published': AnnouncementPublishedSchema,
  /**
   * Staff changed the site's settings (docs/BRANDING.md): to every open page of the merchant,
   * guests included (the `/site` namespace), volatile and not logged; each page reads the site
   * configuration again and applies the brand, colours and switches, and a page that missed it
   * reads them on its next load.
   */
  'site:changed': SiteChangedSchema,
  /**
   * A credit above the win caps was held for review (docs/SEAMLESS.md): to the signed-in staff of
   * the merchant (the `/staff` namespace) after the holding transaction committed. Volatile and
   * not logged: the console's held-credits list is the truth, read again on every (re)connect.
   */
  'credit:held': CreditHeldSchema,
  /**
   * A staff work queue changed (a deposit waits, a withdrawal was decided, feedback arrived...):
   * to the staff of the merchant whose role may see that queue, after the change committed.
   * Volatile and not logged: the counts are read again on every (re)connect.
   */
  'queue:changed': QueueChangedSchema,
} satisfies Record<string, TSchema>;
