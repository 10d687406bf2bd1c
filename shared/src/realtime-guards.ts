import * as checks from './realtime-checks.generated.js';
import type { AgentClock, CreditHeld, LoggedEvent, ResumeAnswer, ServerToClientEvents } from './realtime.js';

/**
 * The browser's checks of what the gateway pushes: the contract's own schemas, compiled at build
 * time (realtime-checks.generated.ts; shared/scripts/realtime-checks.ts says how and where they
 * are deliberately more lenient), so TypeBox stays out of the client's first load.
 */

type PayloadOf<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

/** An `event:logged` push the client can act on: a known type with the payload that type needs. */
export function isLoggedEvent(v: unknown): v is LoggedEvent {
  const type = typeof v === 'object' && v !== null ? (v as { type?: unknown }).type : undefined;
  // Own keys only: a prototype name such as `constructor` is not an event type.
  const check = typeof type === 'string' && Object.hasOwn(checks.loggedEvent, type) ? checks.loggedEvent[type] : undefined;
  return check !== undefined && check(v);
}

/** A `winners:updated` push: the board's list of winners. */
export const isWinnersPayload = (v: unknown): v is PayloadOf<'winners:updated'> => checks.winnersUpdated(v);

/** An `agent:clock` tick (the header shows "—" for a time it cannot read). */
export const isAgentClock = (v: unknown): v is AgentClock => checks.agentClock(v);

/** An `announcement:published` push: the announcement, as the list and the popup read it. */
export const isAnnouncementPublished = (v: unknown): v is PayloadOf<'announcement:published'> => checks.announcementPublished(v);

/** A `credit:held` push to staff: a credit above the win caps is waiting for review. */
export const isCreditHeld = (v: unknown): v is CreditHeld => checks.creditHeld(v);

/** A `queue:changed` push to staff: one work queue's count moved. */
export const isQueueChanged = (v: unknown): v is PayloadOf<'queue:changed'> => checks.queueChanged(v);

/**
 * The acknowledgement of `events:resume`, as an answer: its own fields, and events that each
 * carry a sequence number. Each event's type and payload are checked as it is applied, in order
 * (isLoggedEvent), so one event the client cannot read is skipped.
 */
export const isResumeAnswer = (v: unknown): v is ResumeAnswer => checks.resumeAnswer(v);
