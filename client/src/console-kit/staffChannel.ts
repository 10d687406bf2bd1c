import type { ServerToClientEvents } from '@wl/shared/core';
import { openChannel, type Channel } from '../realtime/channel';
import { staffToken } from './staffApi';

/**
 * The console's one `/staff` socket, shared by whatever listens (held-credit alerts, queue counts):
 * opened with the first listener, closed with the last. Every (re)connect calls each listener's
 * `onConnect`, since a push missed while disconnected is only a refresh the console then owes.
 */
type Event = keyof Pick<ServerToClientEvents, 'credit:held' | 'queue:changed'>;
interface Listener {
  event: Event;
  handle: (payload: unknown) => void;
  onConnect?: () => void;
}

const listeners = new Set<Listener>();
let channel: Channel | null = null;

function open() {
  channel = openChannel('/staff', {
    token: () => staffToken.get(),
    onConnect: () => listeners.forEach((l) => l.onConnect?.()),
    // A signed-out or expired console stays without pushes until it signs in again.
    onRefused: (err) => (err.message === 'TOKEN_INVALID' ? 'stop' : 'retry'),
  });
  for (const l of listeners) channel.socket.on(l.event, l.handle);
}

/** Listens for one staff push; returns the unsubscribe. Nothing opens without a staff token. */
export function onStaffPush(event: Event, handle: (payload: unknown) => void, onConnect?: () => void): () => void {
  if (!staffToken.get()) return () => {};
  const l: Listener = { event, handle, onConnect };
  listeners.add(l);
  if (channel) channel.socket.on(event, handle);
  else open();
  return () => {
    listeners.delete(l);
    channel?.socket.off(event, handle);
    if (listeners.size === 0) {
      channel?.close();
      channel = null;
    }
  };
}
