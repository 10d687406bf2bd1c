import type { Static } from '@sinclair/typebox';
import type {
  AgentClockSchema,
  ClientEventSchemas,
  CreditHeldSchema,
  EventPayloadSchemas,
  LoggedEventSchemas,
  ResumeAnswerSchema,
  ResumeRequestSchema,
  ServerEventSchemas,
} from './realtime-schemas.js';

/**
 * The realtime contract's types, read from its one declaration (realtime-schemas.ts): type-only
 * imports, erased at build time, so this file stays plain runtime code for `@wl/shared/core`.
 *
 * Per-user pushes are durable: each carries the per-account sequence number from the event log.
 * A client applies them in sequence order only (see event-sync.ts): after a reconnect it asks for
 * what it missed and holds live events back until the answer has caught it up; a gap makes it
 * ask again.
 */
export type EventPayloads = { [T in keyof typeof EventPayloadSchemas]: Static<(typeof EventPayloadSchemas)[T]> };
export type EventType = keyof EventPayloads;

/** A logged event of one type; of any type (EventType), the union of each type's own envelope. */
export type LoggedEvent<T extends EventType = EventType> = { [K in T]: Static<(typeof LoggedEventSchemas)[K]> }[T];

export type RevokeReason = EventPayloads['session:revoked']['reason'];

/** Events after a sequence, at most this many per answer; `more` says another page follows. */
export const RESUME_PAGE_SIZE = 500;
/** A client further behind than this refetches its state instead of replaying. */
export const RESUME_MAX_GAP = 2000;

export type ResumeRequest = Static<typeof ResumeRequestSchema>;
export type ResumeAnswer = Static<typeof ResumeAnswerSchema>;

/**
 * Why the gateway refused a client event before any handler saw it (gateway/src/realtime/contract.ts):
 * a name not in ClientToServerEvents, or arguments that do not fit the event's schema. An event
 * sent with an acknowledgement gets `{ ok: false, code }`.
 */
export type ClientEventRefusal = 'UNKNOWN_EVENT' | 'VALIDATION_FAILED';

/** Socket.IO's typed server events: each takes its schema's payload. */
export type ServerToClientEvents = { [E in keyof typeof ServerEventSchemas]: (payload: Static<(typeof ServerEventSchemas)[E]>) => void };

/** Socket.IO's typed client events: the payload, then the acknowledgement that gets the answer. */
export type ClientToServerEvents = {
  [E in keyof typeof ClientEventSchemas]: (
    payload: Static<(typeof ClientEventSchemas)[E]['payload']>,
    ack: (answer: Static<(typeof ClientEventSchemas)[E]['answer']>) => void,
  ) => void;
};

export type CreditHeld = Static<typeof CreditHeldSchema>;
export type AgentClock = Static<typeof AgentClockSchema>;

export interface SocketAuth {
  token?: string;
}

/**
 * Why a handshake was refused (the connect_error message). Only TOKEN_INVALID ends the
 * session; the others are temporary and the client connects again later.
 */
export type SocketRefusal = 'TOKEN_INVALID' | 'UNAVAILABLE' | 'TOO_MANY_CONNECTIONS' | 'MAINTENANCE' | 'REGION_BLOCKED' | 'ORIGIN_NOT_ALLOWED';
