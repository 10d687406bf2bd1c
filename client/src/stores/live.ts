import { useEffect, useRef } from 'react';
import type { EventPayloads, EventType, LoggedEvent } from '@wl/shared/core';

type Handler<T extends EventType> = (payload: EventPayloads[T], event: LoggedEvent<T>) => void;

/**
 * Live per-member events, by type. The socket (realtime/member.ts) publishes each event once, in
 * sequence order; whoever shows something subscribes to the types it cares about, so a new
 * event type needs a subscriber, never an edit to a central switch.
 */
const handlers = new Map<EventType, Set<Handler<never>>>();

export function onLiveEvent<T extends EventType>(type: T, handler: Handler<T>): () => void {
  const set = handlers.get(type) ?? new Set();
  handlers.set(type, set);
  set.add(handler as Handler<never>);
  return () => set.delete(handler as Handler<never>);
}

export function publishLiveEvent(event: LoggedEvent) {
  for (const h of [...(handlers.get(event.type) ?? [])]) {
    try {
      (h as Handler<EventType>)(event.payload, event);
    } catch (err) {
      // One broken subscriber must not keep the others from hearing the event.
      console.error(`live event ${event.type}: subscriber failed`, err);
    }
  }
}

/** Subscribes a component while it is mounted; the latest handler is always the one called. */
export function useLiveEvent<T extends EventType>(type: T, handler: Handler<T>) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => onLiveEvent(type, (p, e) => latest.current(p, e)), [type]);
}
