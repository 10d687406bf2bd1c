import { createActor, fromPromise } from 'xstate';
import { announcementMachine, announcementPopup, type AnnouncementReader } from '@wl/machines';
import type { Announcement } from '@wl/shared/core';
import { uiStore } from '../../stores/ui';
import { loadPopups } from './announcementsApi';
import { writeClosedUpTo, type PopupSession } from './popupFlag';

/**
 * The announcement machine (machines/src/announcement.ts) for one reader, in a chunk of its own
 * with XState: useAnnouncementPopup loads it only once there is a popup this reader may see
 * (or the first load failed and needs the machine's retries), so a visitor with nothing to
 * read never downloads it.
 */
export interface PopupView {
  open: boolean;
  items: Announcement[];
  /** The machine's state (loading, waiting, settling, open...), for the page's test marker. */
  state: string;
}

export interface PopupActor {
  published(item: Announcement): void;
  close(): void;
  stop(): void;
}

/** Another popup or dialog is in front: the announcement waits for it (the machine's BLOCKED). */
const blocked = () => uiStore.get().modal !== null || uiStore.get().dialogs.length > 0;

/**
 * Starts the machine. `first` is the answer the page already asked for (the machine's first
 * `loadPopups`, so the call is not made twice); its retries call the gateway again.
 */
export function startPopupActor(
  who: PopupSession,
  reader: AnnouncementReader,
  closedUpTo: number | null,
  first: Promise<Announcement[]>,
  onView: (v: PopupView) => void,
): PopupActor {
  let pending: Promise<Announcement[]> | null = first;
  const actor = createActor(
    announcementMachine.provide({
      actors: {
        loadPopups: fromPromise<Announcement[], AnnouncementReader>(({ input, signal }) => {
          const answer = pending ?? loadPopups(input.loggedIn, signal);
          pending = null;
          return answer;
        }),
      },
      actions: { rememberClosed: (_, params) => writeClosedUpTo(who, params.upTo) },
    }),
    { input: { ...reader, closedUpTo, blocked: blocked() } },
  );
  const sub = actor.subscribe((s) => onView({ ...announcementPopup(s), state: String(s.value) }));
  let wasBlocked = blocked();
  const unUi = uiStore.subscribe(() => {
    const now = blocked();
    if (now !== wasBlocked) actor.send({ type: now ? 'BLOCKED' : 'UNBLOCKED' });
    wasBlocked = now;
  });
  actor.start();
  return {
    published: (item) => actor.send({ type: 'PUBLISHED', item }),
    close: () => actor.send({ type: 'CLOSE' }),
    stop: () => {
      unUi();
      sub.unsubscribe();
      actor.stop();
    },
  };
}
