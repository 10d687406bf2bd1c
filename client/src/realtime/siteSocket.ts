import { isAnnouncementPublished, type Announcement } from '@wl/shared/core';
import { createStore } from '../lib/store';
import { openChannel, type Channel } from './channel';

/**
 * The `/site` socket: site-wide pushes for every open page, a visitor's too, so it needs no token
 * (docs/ANNOUNCEMENTS.md "Live publish", docs/BRANDING.md). Two pushes travel on it: an
 * announcement was published, and the site's settings changed. It is opened by the first
 * subscriber of either and closed with the last. A channel (channel.ts), so on the same Socket.IO
 * connection as the member socket. `siteLinkStore` says whether pushes can arrive; after a drop,
 * the `onReconnected` callbacks reload what a missed push would have changed.
 */
type Listeners = { published: Set<(item: Announcement) => void>; changed: Set<() => void>; reconnected: Set<() => void> };
const listeners: Listeners = { published: new Set(), changed: new Set(), reconnected: new Set() };
export const siteLinkStore = createStore<'idle' | 'up' | 'down'>('idle');

let channel: Channel | null = null;

function open() {
  const c = openChannel('/site', {
    onConnect: (again) => {
      siteLinkStore.set('up');
      if (again) for (const l of [...listeners.reconnected]) l();
    },
    onDisconnect: () => siteLinkStore.set('down'),
  });
  c.socket.on('announcement:published', (p) => {
    if (!isAnnouncementPublished(p)) return console.warn('realtime: dropped an announcement:published that does not fit the contract', p);
    for (const l of [...listeners.published]) l(p.item);
  });
  // Carries nothing to check: it only says "read the site configuration again".
  c.socket.on('site:changed', () => {
    for (const l of [...listeners.changed]) l();
  });
  siteLinkStore.set('down');
  return c;
}

function subscribe<K extends 'published' | 'changed'>(kind: K, listener: Parameters<Listeners[K]['add']>[0], onReconnected?: () => void): () => void {
  (listeners[kind] as Set<typeof listener>).add(listener);
  if (onReconnected) listeners.reconnected.add(onReconnected);
  channel ??= open();
  return () => {
    (listeners[kind] as Set<typeof listener>).delete(listener);
    if (onReconnected) listeners.reconnected.delete(onReconnected);
    if (listeners.published.size === 0 && listeners.changed.size === 0) {
      channel?.close();
      channel = null;
      siteLinkStore.set('idle');
    }
  };
}

/** Calls `listener` with every announcement published while subscribed; returns the unsubscribe. */
export const onAnnouncementPublished = (listener: (item: Announcement) => void, onReconnected?: () => void) => subscribe('published', listener, onReconnected);

/** Calls `listener` each time staff change the site's settings (and after a drop, when one may have been missed). */
export const onSiteChanged = (listener: () => void) => subscribe('changed', listener, listener);
