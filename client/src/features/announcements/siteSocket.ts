import { isAnnouncementPublished, type Announcement } from '@wl/shared/core';
import { createStore } from '../../lib/store';
import { openChannel, type Channel } from '../../realtime/channel';

/**
 * The `/site` socket (docs/ANNOUNCEMENTS.md "Live publish"): site-wide pushes for every open page,
 * a visitor's too, so it needs no token. It is opened by the first subscriber and closed with the
 * last. A channel (realtime/channel.ts), so on the same Socket.IO connection as the member socket.
 * `siteLinkStore` says whether pushes can arrive; after a drop, `onSiteReconnected` listeners
 * reload what a missed push would have changed.
 */
type Listener = (item: Announcement) => void;
const listeners = new Set<Listener>();
const reconnectListeners = new Set<() => void>();
export const siteLinkStore = createStore<'idle' | 'up' | 'down'>('idle');

let channel: Channel | null = null;

function open() {
  const c = openChannel('/site', {
    onConnect: (again) => {
      siteLinkStore.set('up');
      if (again) for (const l of [...reconnectListeners]) l();
    },
    onDisconnect: () => siteLinkStore.set('down'),
  });
  c.socket.on('announcement:published', (p) => {
    if (!isAnnouncementPublished(p)) return console.warn('realtime: dropped an announcement:published that does not fit the contract', p);
    for (const l of [...listeners]) l(p.item);
  });
  siteLinkStore.set('down');
  return c;
}

function close() {
  channel?.close();
  channel = null;
  siteLinkStore.set('idle');
}

/** Calls `listener` with every announcement published while subscribed; returns the unsubscribe. */
export function onAnnouncementPublished(listener: Listener, onReconnected?: () => void): () => void {
  listeners.add(listener);
  if (onReconnected) reconnectListeners.add(onReconnected);
  channel ??= open();
  return () => {
    listeners.delete(listener);
    if (onReconnected) reconnectListeners.delete(onReconnected);
    if (listeners.size === 0) close();
  };
}
