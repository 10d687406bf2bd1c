import { describe, expect, it } from 'vitest';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { API, AnnouncementPublishedSchema } from '@wl/shared';
import { SITE_SOCKETS_PER_IP } from '../../gateway/src/modules/site-channel/site-channel.js';
import { createMerchant } from '../support/factories.js';
import { siteSocket as openSiteSocket, type SiteSocket } from '../support/site-socket.js';
import { useSite, type TestSite } from '../support/site.js';
import { announcementStaff, at, draft } from './announcements-fixtures.js';

/**
 * `announcement:published` (docs/ANNOUNCEMENTS.md "Live publish") against the real gateway: the
 * `/site` namespace takes guests without a token, joins them to their host's merchant, gets every
 * publish of that merchant and nothing of another; it refuses foreign origins, sites in
 * maintenance, sockets that talk, and more than SITE_SOCKETS_PER_IP sockets from one address.
 */
const { gw } = useSite();

const { staffOf, publish } = announcementStaff(gw);

const publishedShape = TypeCompiler.Compile(AnnouncementPublishedSchema);

const siteSocket = (s: TestSite, headers: Record<string, string> = {}) => openSiteSocket(gw, s, headers);

const nextPublished = (socket: SiteSocket) => new Promise<unknown>((resolve) => socket.once('announcement:published', (p) => resolve(p)));

describe('announcements: live publish on the /site namespace', () => {
  it('pushes a published announcement to every open page of the site, guests included, and no other site', async () => {
    const s = await createMerchant(gw.sql);
    const other = await createMerchant(gw.sql);
    const guest = await siteSocket(s);
    const another = await siteSocket(other);
    const elsewhere: unknown[] = [];
    another.on('announcement:published', (p) => elsewhere.push(p));
    try {
      const got = nextPublished(guest);
      const a = await publish(s, { type: 'PU', execution: 'B', title: 'Live popup', announcementImages: [{ sequence: 1, url: '/lgw/home/art/fair.svg' }] });
      const payload = await got;
      expect(publishedShape.Check(payload), JSON.stringify(payload)).toBe(true);
      expect(payload).toEqual({
        item: expect.objectContaining({
          id: a.id,
          type: 'PU',
          execution: 'B',
          title: 'Live popup',
          announcementImages: [{ sequence: 1, url: '/lgw/home/art/fair.svg' }],
        }),
      });
      // The other site's page saw nothing; its own publish reaches it (so it was listening).
      const theirs = nextPublished(another);
      await publish(other, { title: 'Their own' });
      expect(await theirs).toMatchObject({ item: { title: 'Their own' } });
      expect(elsewhere).toHaveLength(1);
      // Unpublishing and saving push nothing.
      const after: unknown[] = [];
      guest.on('announcement:published', (p) => after.push(p));
      const { api } = await staffOf(s);
      await api.post(at(API.staffAnnouncementUnpublish, a.id));
      await api.put(at(API.staffAnnouncement, a.id), draft());
      const marker = nextPublished(guest);
      await publish(s, { title: 'Marker' });
      expect(await marker).toMatchObject({ item: { title: 'Marker' } });
      expect(after.map((p) => (p as { item: { title: string } }).item.title)).toEqual(['Marker']);
    } finally {
      guest.close();
      another.close();
    }
  });

  it('refuses a foreign origin, a site in maintenance and a socket that talks; too many sockets from one address', async () => {
    const s = await createMerchant(gw.sql);
    await expect(siteSocket(s, { origin: 'https://evil.example.com' })).rejects.toThrow('ORIGIN_NOT_ALLOWED');
    const closed = await createMerchant(gw.sql, { maintenance: true });
    await expect(siteSocket(closed)).rejects.toThrow('MAINTENANCE');

    const chatty = await siteSocket(s);
    const gone = new Promise<string>((resolve) => chatty.once('disconnect', (reason) => resolve(reason)));
    (chatty as unknown as { emit(e: string, p: unknown): void }).emit('events:resume', { lastSeq: null });
    expect(await gone).toBe('io server disconnect');

    const open: SiteSocket[] = [];
    try {
      while (open.length < SITE_SOCKETS_PER_IP) open.push(...(await Promise.all(Array.from({ length: 10 }, () => siteSocket(s)))));
      await expect(siteSocket(s)).rejects.toThrow('TOO_MANY_CONNECTIONS');
      open.pop()!.close();
      // The count follows disconnects: a place is free again once the server saw the close.
      await expect
        .poll(async () => {
          try {
            open.push(await siteSocket(s));
            return true;
          } catch {
            return false;
          }
        })
        .toBe(true);
    } finally {
      for (const x of open) x.close();
    }
  });
});
