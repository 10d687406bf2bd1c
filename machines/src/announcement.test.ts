import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import type { Announcement } from '@wl/shared';
import { RETRY_MS, SETTLE_MS, announcementMachine, announcementPopup, popupsToShow, type AnnouncementInput, type AnnouncementReader } from './announcement.js';
import { deferred, settle } from './testSupport.js';

const item = (id: number, over: Partial<Announcement> = {}): Announcement => ({
  id,
  type: 'PU',
  title: `Popup ${id}`,
  content: '<p>x</p>',
  execution: 'A',
  announcementImages: [],
  sort: 0,
  publishedAt: new Date(Date.UTC(2030, 0, 1, 0, id)).toISOString(),
  ...over,
});

function start(input: AnnouncementInput, load: (reader: AnnouncementReader) => Promise<Announcement[]>) {
  const clock = new SimulatedClock();
  const closed: number[] = [];
  const loads: AnnouncementReader[] = [];
  const actor = createActor(
    announcementMachine.provide({
      actors: { loadPopups: fromPromise<Announcement[], AnnouncementReader>(({ input: reader }) => (loads.push(reader), load(reader))) },
      actions: { rememberClosed: (_, params) => void closed.push(params.upTo) },
    }),
    { clock, input },
  ).start();
  return { actor, clock, closed, loads, popup: () => announcementPopup(actor.getSnapshot()) };
}

const titles = (xs: Announcement[]) => xs.map((x) => x.title);

describe('popupsToShow (A members, B visitors, F also on the first login)', () => {
  const all = [item(1, { execution: 'A' }), item(2, { execution: 'B' }), item(3, { execution: 'F' }), item(4, { type: 'PL', execution: 'B' })];
  it('gives a visitor the B popups only, never another type', () => {
    expect(titles(popupsToShow(all, { loggedIn: false, firstLogin: false }, null))).toEqual(['Popup 2']);
    // A visitor has no first login: F stays a member's.
    expect(titles(popupsToShow(all, { loggedIn: false, firstLogin: true }, null))).toEqual(['Popup 2']);
  });
  it('gives a member A, and F as well on the first login', () => {
    expect(titles(popupsToShow(all, { loggedIn: true, firstLogin: false }, null))).toEqual(['Popup 1']);
    expect(titles(popupsToShow(all, { loggedIn: true, firstLogin: true }, null))).toEqual(['Popup 3', 'Popup 1']);
  });
  it('leaves out what this session closed (ids up to the flag) and orders pinned first, then newest', () => {
    const xs = [item(5), item(6), item(7, { sort: -1 }), item(8)];
    expect(titles(popupsToShow(xs, { loggedIn: true, firstLogin: false }, 5))).toEqual(['Popup 7', 'Popup 8', 'Popup 6']);
    expect(popupsToShow(xs, { loggedIn: true, firstLogin: false }, 8)).toEqual([]);
  });
});

describe('announcementMachine', () => {
  it("loads, waits SETTLE_MS, then shows the reader's popups; closing marks the session and nothing shows again", async () => {
    const { actor, clock, closed, loads, popup } = start({ loggedIn: true, firstLogin: false, closedUpTo: null }, async () => [
      item(1),
      item(2, { execution: 'B' }),
      item(3),
    ]);
    expect(loads).toEqual([{ loggedIn: true, firstLogin: false }]);
    await settle();
    expect(actor.getSnapshot().value).toBe('settling');
    clock.increment(SETTLE_MS - 1);
    expect(popup().open).toBe(false);
    clock.increment(1);
    expect(popup()).toEqual({ open: true, items: [item(3), item(1)] });
    actor.send({ type: 'CLOSE' });
    expect(closed).toEqual([3]);
    expect(popup().open).toBe(false);
    clock.increment(60_000);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(popup().open).toBe(false);
  });

  it('shows nothing in a session whose flag already covers the popups (a reload after closing)', async () => {
    const { actor, clock, popup } = start({ loggedIn: true, firstLogin: false, closedUpTo: 3 }, async () => [item(1), item(3)]);
    await settle();
    clock.increment(10_000);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(popup().open).toBe(false);
  });

  it('a new session (no flag) shows them again', async () => {
    const { clock, popup } = start({ loggedIn: true, firstLogin: false, closedUpTo: null }, async () => [item(1), item(3)]);
    await settle();
    clock.increment(SETTLE_MS);
    expect(titles(popup().items)).toEqual(['Popup 3', 'Popup 1']);
  });

  it("execution B for a visitor, F only on a member's first login", async () => {
    const list = async () => [item(1, { execution: 'A' }), item(2, { execution: 'B' }), item(3, { execution: 'F' })];
    const guest = start({ loggedIn: false, firstLogin: false, closedUpTo: null }, list);
    const first = start({ loggedIn: true, firstLogin: true, closedUpTo: null }, list);
    const later = start({ loggedIn: true, firstLogin: false, closedUpTo: null }, list);
    await settle();
    for (const s of [guest, first, later]) s.clock.increment(SETTLE_MS);
    expect(titles(guest.popup().items)).toEqual(['Popup 2']);
    expect(titles(first.popup().items)).toEqual(['Popup 3', 'Popup 1']);
    expect(titles(later.popup().items)).toEqual(['Popup 1']);
  });

  it('waits while another popup or dialog is open, and starts settling again once it closed', async () => {
    const { actor, clock, popup } = start({ loggedIn: true, firstLogin: true, closedUpTo: null, blocked: true }, async () => [item(1)]);
    await settle();
    clock.increment(5000);
    expect(actor.getSnapshot().value).toBe('waiting');
    actor.send({ type: 'UNBLOCKED' });
    clock.increment(SETTLE_MS / 2);
    // The welcome dialog of a first login comes up while settling: back to waiting.
    actor.send({ type: 'BLOCKED' });
    clock.increment(SETTLE_MS);
    expect(popup().open).toBe(false);
    actor.send({ type: 'UNBLOCKED' });
    clock.increment(SETTLE_MS - 1);
    expect(popup().open).toBe(false);
    clock.increment(1);
    expect(titles(popup().items)).toEqual(['Popup 1']);
  });

  it('shows a popup published live, even after the earlier ones were closed; one for others is ignored', async () => {
    const { actor, clock, closed, popup } = start({ loggedIn: false, firstLogin: false, closedUpTo: null }, async () => [item(1, { execution: 'B' })]);
    await settle();
    clock.increment(SETTLE_MS);
    actor.send({ type: 'CLOSE' });
    expect(closed).toEqual([1]);
    actor.send({ type: 'PUBLISHED', item: item(2, { execution: 'A' }) });
    actor.send({ type: 'PUBLISHED', item: item(3, { type: 'PR', execution: 'B' }) });
    clock.increment(10_000);
    expect(popup().open).toBe(false);
    actor.send({ type: 'PUBLISHED', item: item(4, { execution: 'B' }) });
    clock.increment(SETTLE_MS);
    expect(titles(popup().items)).toEqual(['Popup 4']);
    // While open, another one for this reader joins the open popup.
    actor.send({ type: 'PUBLISHED', item: item(5, { execution: 'B' }) });
    expect(titles(popup().items)).toEqual(['Popup 5', 'Popup 4']);
    actor.send({ type: 'CLOSE' });
    expect(closed).toEqual([1, 5]);
    // Published again (same id): already closed in this session, not shown again.
    actor.send({ type: 'PUBLISHED', item: item(4, { execution: 'B', title: 'Popup 4 again' }) });
    clock.increment(10_000);
    expect(popup().open).toBe(false);
  });

  it('keeps a popup pushed while the list was still loading', async () => {
    const load = deferred<Announcement[]>();
    const { actor, clock, popup } = start({ loggedIn: true, firstLogin: false, closedUpTo: null }, () => load.promise);
    actor.send({ type: 'PUBLISHED', item: item(9) });
    load.resolve([item(1)]);
    await settle();
    clock.increment(SETTLE_MS);
    expect(titles(popup().items)).toEqual(['Popup 9', 'Popup 1']);
  });

  it('retries a failed load after 2, 5 and 15 seconds, then gives up; pushes still arrive', async () => {
    let calls = 0;
    const { actor, clock, popup } = start({ loggedIn: true, firstLogin: false, closedUpTo: null }, async () => {
      calls++;
      throw new Error('network');
    });
    await settle();
    expect(calls).toBe(1);
    for (const [i, wait] of RETRY_MS.entries()) {
      clock.increment(wait - 1);
      await settle();
      expect(calls).toBe(i + 1);
      clock.increment(1);
      await settle();
      expect(calls).toBe(i + 2);
    }
    clock.increment(60_000);
    await settle();
    expect(calls).toBe(RETRY_MS.length + 1);
    expect(actor.getSnapshot().value).toBe('waiting');
    actor.send({ type: 'PUBLISHED', item: item(1) });
    clock.increment(SETTLE_MS);
    expect(titles(popup().items)).toEqual(['Popup 1']);
  });

  it('a load that answers after an error retry shows what it found', async () => {
    let calls = 0;
    const { clock, popup } = start({ loggedIn: true, firstLogin: false, closedUpTo: null }, async () => {
      if (++calls === 1) throw new Error('blip');
      return [item(2)];
    });
    await settle();
    clock.increment(RETRY_MS[0]);
    await settle();
    clock.increment(SETTLE_MS);
    expect(titles(popup().items)).toEqual(['Popup 2']);
  });
});
