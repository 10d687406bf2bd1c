import { io, type Socket } from 'socket.io-client';
import { isAnnouncementPublished, type Announcement, type ServerToClientEvents } from '@wl/shared/core';
import { createStore } from '../../lib/store';

/**
 * The `/site` socket (docs/ANNOUNCEMENTS.md "Live publish"): site-wide pushes for every open page,
 * a visitor's too, so it needs no token. It is opened by the first subscriber and closed with the
 * last. On the same Socket.IO connection as the member socket when both are open (one Manager).
 * `siteLinkStore` says whether pushes can arrive; after a drop, `onSiteReconnected` listeners
 * reload what a missed push would have changed.
 */
type Listener = (item: Announcement) => void;
const listeners = new Set<Listener>();
const reconnectListeners = new Set<() => void>();
export const siteLinkStore = createStore<'idle' | 'up' | 'down'>('idle');

let socket: Socket<ServerToClientEvents> | null = null;
let retry: ReturnType<typeof setTimeout> | null = null;
let attempts = 0;
const backoff = (n: number) => Math.min(30_000, 1000 * 2 ** Math.min(n, 5)) * (0.5 + Math.random() / 2);

function open() {
  let connectedBefore = false;
  const s: Socket<ServerToClientEvents> = io('/site', { path: '/socket.io', transports: ['websocket', 'polling'] });
  s.on('connect', () => {
    attempts = 0;
    siteLinkStore.set('up');
    if (connectedBefore) for (const l of [...reconnectListeners]) l();
    connectedBefore = true;
  });
  s.on('disconnect', () => siteLinkStore.set('down'));
  s.on('announcement:published', (p) => {
    if (!isAnnouncementPublished(p)) return console.warn('realtime: dropped an announcement:published that does not fit the contract', p);
    for (const l of [...listeners]) l(p.item);
  });
  // A refused handshake (maintenance, too many sockets) is not retried by Socket.IO itself.
  s.on('connect_error', () => {
    if (s.active) return;
    if (retry) clearTimeout(retry);
    retry = setTimeout(() => s.connect(), backoff(attempts++));
  });
  siteLinkStore.set('down');
  return s;
}

function close() {
  if (retry) clearTimeout(retry);
  retry = null;
  socket?.removeAllListeners();
  socket?.disconnect();
  socket = null;
  siteLinkStore.set('idle');
}

/** Calls `listener` with every announcement published while subscribed; returns the unsubscribe. */
export function onAnnouncementPublished(listener: Listener, onReconnected?: () => void): () => void {
  listeners.add(listener);
  if (onReconnected) reconnectListeners.add(onReconnected);
  socket ??= open();
  return () => {
    listeners.delete(listener);
    if (onReconnected) reconnectListeners.delete(onReconnected);
    if (listeners.size === 0) close();
  };
}
