/**
 * The one realtime contract (DESIGN: Socket.IO's typed events). Per-user pushes are durable:
 * each carries the per-account sequence number from the event log, so a client that
 * reconnects asks for what it missed and drops duplicates by `seq`.
 */
export interface LoggedEvent<T extends EventType = EventType> {
  seq: number;
  type: T;
  payload: EventPayloads[T];
  at: string;
}

export interface EventPayloads {
  /** Targets one session: only that session's sockets receive it. */
  'session:revoked': { reason: 'logout' | 'password-changed' | 'staff' | 'expired'; sessionId: number };
  'balance:changed': { balance: number; currency: string };
  'unread:changed': { unreadMessages: number };
}
export type EventType = keyof EventPayloads;

export interface ServerToClientEvents {
  /** Every durable per-user event arrives here, in sequence order. */
  'event:logged': (event: LoggedEvent) => void;
  /** Answer to `events:resume`: everything after the sequence the client had. */
  'events:replayed': (events: LoggedEvent[]) => void;
}

export interface ClientToServerEvents {
  'events:resume': (payload: { lastSeq: number }) => void;
}

export interface SocketAuth {
  token?: string;
  lastSeq?: number;
}
