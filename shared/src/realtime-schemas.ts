import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { WinnerEntry } from './api/games.js';
import { Announcement } from './api/announcements.js';
import type { ClientToServerEvents, EventPayloads, EventType, LoggedEvent, ResumeAnswer, ServerToClientEvents } from './realtime.js';

/**
 * The realtime contract (realtime.ts) as TypeBox schemas, for the gateway (which refuses client
 * events that do not fit, realtime/contract.ts) and the tests (which check every push the
 * gateway makes). Not in `@wl/shared/core`: the browser checks pushes with the hand-written
 * predicates of realtime-guards.ts instead, so TypeBox stays out of its first load.
 *
 * The type checks at the end of this file make `tsc` fail when a schema and its interface in
 * realtime.ts drift apart (a field added, removed, retyped or made optional on one side only).
 */

const SafeInt = (minimum = Number.MIN_SAFE_INTEGER) => Type.Integer({ minimum, maximum: Number.MAX_SAFE_INTEGER });
/** What the gateway sends has exactly the contract's fields, so a stray one fails the tests. */
const strict = { additionalProperties: false } as const;

// ---- client -> server

export const ResumeRequestSchema = Type.Object({ lastSeq: Type.Union([Type.Null(), SafeInt(0)]) }, strict);

/** Every client event: the schema of its one payload, and whether it must come with an acknowledgement. */
export const ClientEventSchemas = {
  'events:resume': { payload: ResumeRequestSchema, ack: true },
} satisfies { [E in keyof ClientToServerEvents]: { payload: TSchema; ack: HasAck<ClientToServerEvents[E]> } };

// ---- server -> client

export const EventPayloadSchemas = {
  'session:revoked': Type.Object(
    {
      reason: Type.Union([Type.Literal('logout'), Type.Literal('password-changed'), Type.Literal('staff'), Type.Literal('expired')]),
      sessionId: SafeInt(1),
    },
    strict,
  ),
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
  'unread:changed': Type.Object({ unreadMessages: SafeInt(0) }, strict),
  'message:received': Type.Object(
    { id: SafeInt(1), title: Type.String(), from: Type.Union([Type.Literal('staff'), Type.Literal('system')]), announced: Type.Optional(Type.Boolean()) },
    strict,
  ),
  'win:big': Type.Object({ nodeId: SafeInt(), gameName: Type.String(), amount: SafeInt(), currency: Type.String() }, strict),
  'cashier:changed': Type.Object({ kind: Type.Union([Type.Literal('deposit'), Type.Literal('withdrawal')]), id: SafeInt(1), status: Type.String() }, strict),
  'contract:changed': Type.Object({ id: SafeInt(1), type: Type.String(), state: Type.String() }, strict),
  'salary:realtime': Type.Object({ accrued: SafeInt(0), currency: Type.String(), windowStart: Type.String(), nextSettlementAt: Type.String() }, strict),
  'rewards:changed': Type.Object({ availablePromoCount: SafeInt(0), promotionId: SafeInt(1), status: Type.String() }, strict),
  'points:changed': Type.Object(
    {
      balance: SafeInt(0),
      changed: SafeInt(),
      version: SafeInt(0),
      reason: Type.Union([Type.Literal('earn'), Type.Literal('redeem'), Type.Literal('refund'), Type.Literal('convert'), Type.Literal('review')]),
    },
    strict,
  ),
  'wheel:changed': Type.Object({ spins: SafeInt(0), reason: Type.Union([Type.Literal('claim'), Type.Literal('spin')]) }, strict),
  'missions:changed': Type.Object({ claimable: SafeInt(0) }, strict),
  'team:activity': Type.Object(
    {
      kind: Type.Union([Type.Literal('deposit'), Type.Literal('big_win'), Type.Literal('registration')]),
      username: Type.String(),
      amount: Type.Optional(SafeInt()),
      currency: Type.Optional(Type.String()),
    },
    strict,
  ),
} satisfies { [T in EventType]: TSchema };

const logged = <T extends EventType>(type: T) =>
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
} satisfies { [T in EventType]: TSchema };

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
]);

export const WinnersUpdatedSchema = Type.Object({ list: Type.Array(Type.Object(WinnerEntry.properties, strict)) }, strict);

/** `now` is an ISO 8601 time; minutes from UTC as far as real time zones go (UTC-14:00 .. UTC+14:00). */
export const AgentClockSchema = Type.Object({ now: Type.String({ maxLength: 40 }), utcOffsetMinutes: Type.Integer({ minimum: -840, maximum: 840 }) }, strict);

/** `announcement:published`: the announcement as the list and the popup read it. */
export const AnnouncementPublishedSchema = Type.Object({ item: Type.Object(Announcement.properties, strict) }, strict);

/** `credit:held`: a credit held above the win caps, to the merchant's staff. */
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

/** The acknowledgement of `events:resume`. */
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

export const ServerEventSchemas = {
  'event:logged': LoggedEventSchema,
  'winners:updated': WinnersUpdatedSchema,
  'agent:clock': AgentClockSchema,
  'announcement:published': AnnouncementPublishedSchema,
  'credit:held': CreditHeldSchema,
} satisfies { [E in keyof ServerToClientEvents]: TSchema };

/** A logged event of one known type (LoggedEvent<EventType> with its payload tied to its type). */
export type AnyLoggedEvent = { [T in EventType]: LoggedEvent<T> }[EventType];

// ---- the schemas and the interfaces cannot drift (checked by tsc, nothing runs)

type HasAck<F> = F extends (...args: infer A) => unknown ? (A extends [unknown, (...answer: never[]) => unknown] ? true : false) : never;
/** True only when A and B are the same type (an optional field on one side only differs too). */
type Equal<A, B> = (<X>() => X extends A ? 1 : 2) extends <X>() => X extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;
type Each<M extends Record<string, boolean>> = M[keyof M] extends true ? true : false;
/** ResumeAnswer with its events tied to their types, as the schema's union describes them. */
type TiedResumeAnswer = ResumeAnswer extends infer A
  ? A extends { events: LoggedEvent[] }
    ? { [K in keyof A]: K extends 'events' ? AnyLoggedEvent[] : A[K] }
    : A
  : never;

// Only has to compile: a schema and its type that drift apart fail the build here.
type _ContractChecks = [
  Expect<Each<{ [E in keyof ClientToServerEvents]: Equal<Static<(typeof ClientEventSchemas)[E]['payload']>, Parameters<ClientToServerEvents[E]>[0]> }>>,
  Expect<Each<{ [T in EventType]: Equal<Static<(typeof EventPayloadSchemas)[T]>, EventPayloads[T]> }>>,
  Expect<Each<{ [T in EventType]: Equal<Static<(typeof LoggedEventSchemas)[T]>, LoggedEvent<T>> }>>,
  Expect<Equal<Static<typeof LoggedEventSchema>, AnyLoggedEvent>>,
  Expect<AnyLoggedEvent extends Parameters<ServerToClientEvents['event:logged']>[0] ? true : false>,
  Expect<Equal<Static<typeof WinnersUpdatedSchema>, Parameters<ServerToClientEvents['winners:updated']>[0]>>,
  Expect<Equal<Static<typeof AgentClockSchema>, Parameters<ServerToClientEvents['agent:clock']>[0]>>,
  Expect<Equal<Static<typeof AnnouncementPublishedSchema>, Parameters<ServerToClientEvents['announcement:published']>[0]>>,
  Expect<Equal<Static<typeof CreditHeldSchema>, Parameters<ServerToClientEvents['credit:held']>[0]>>,
  Expect<Equal<Static<typeof ResumeAnswerSchema>, TiedResumeAnswer>>,
];
