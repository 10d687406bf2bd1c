import { isAnnouncementPublished, type Announcement } from '@wl/shared/core';
import { createStore } from '../lib/store';
import { followSiteChanges, reloadSiteSoon } from '../stores/site';
import { openChannel, type Channel } from './channel';

/**
 * The `/site` socket: site-wide pushes for every open page, a visitor's too, so it needs no token
 * (docs/ANNOUNCEMENTS.md "Live publish", docs/BRANDING.md). Two pushes travel on it: an
 * announcement was published (handed to the subscribers), and the site's settings changed, which
 * the channel applies itself (stores/site.ts followSiteChanges): the announcement host holds it
 * open on every page of the site, so the brand, colours and switches stay live there. It is opened
 * by the first subscriber and closed with the last. A channel (channel.ts), so on the same
 * Socket.IO connection as the member socket. `siteLinkStore` says whether pushes can arrive; after
 * a drop, the `onReconnected` callbacks reload what a missed push would have changed, and so do the
 * settings.
 */
const listeners = new Set<(item: Announcement) => void>();
const reconnected = new Set<() => void>();
export const siteLinkStore = createStore<'idle' | 'up' | 'down'>('idle');

let channel: Channel | null = null;

function open() {
  const c = openChannel('/site', {
    onConnect: (again) => {
      siteLinkStore.set('up');
      if (!again) return;
      reloadSiteSoon();
      for (const l of [...reconnected]) l();
    },
    onDisconnect: () => siteLinkStore.set('down'),
  });
  c.socket.on('announcement:published', (p) => {
    if (!isAnnouncementPublished(p)) return console.warn('realtime: dropped an announcement:published that does not fit the contract', p);
    for (const l of [...listeners]) l(p.item);
  });
  followSiteChanges(c.socket);
  siteLinkStore.set('down');
  return c;
}

/** Calls `listener` with every announcement published while subscribed; returns the unsubscribe. */
export function onAnnouncementPublished(listener: (item: Announcement) => void, onReconnected?: () => void): () => void {
  listeners.add(listener);
  if (onReconnected) reconnected.add(onReconnected);
  channel ??= open();
  return () => {
    listeners.delete(listener);
    if (onReconnected) reconnected.delete(onReconnected);
    if (listeners.size > 0) return;
    channel?.close();
    channel = null;
    siteLinkStore.set('idle');
  };
}
