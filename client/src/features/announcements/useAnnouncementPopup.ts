import { useEffect, useRef, useState } from 'react';
import { popupsToShow, type Announcement } from '@wl/shared/core';
import { queryClient } from '../../api/query';
import { useSession } from '../../session/session';
import { session as storage } from '../../lib/storage';
import { announcementKeys, loadPopups } from './announcementsApi';
import { clearClosedFlags, readClosedUpTo, type PopupSession } from './popupFlag';
import type { PopupActor, PopupView } from './popupActor';
import { onAnnouncementPublished } from '../../realtime/siteSocket';

const CLOSED: PopupView = { open: false, items: [], state: 'idle' };

/**
 * The announcement popup for the reader on this page: one run per session state (visitor, or a
 * member's session), so logging in or out starts over with that session's own flag. Pushed
 * announcements reach it live; other popups block it. Lists on the page refresh on a push too.
 *
 * The page asks for the popups itself and loads the machine (popupActor.ts, with XState) only
 * when one of them is for this reader and not yet closed, when a push brings one, or when the
 * call failed (the machine retries): most visits have nothing to show and never load it. Until
 * then the marker's state is the machine's own (`loading`, then `waiting`: nothing to show now).
 */
export function useAnnouncementPopup(): PopupView & { close(): void } {
  const { phase, token, member } = useSession();
  const [view, setView] = useState(CLOSED);
  const actorRef = useRef<PopupActor | null>(null);
  const lastKind = useRef<PopupSession['kind'] | null>(null);
  // Nothing is decided while a stored session is still being checked.
  const who: PopupSession | null = phase === 'member' ? { kind: 'member', token } : phase === 'guest' ? { kind: 'guest', token: null } : null;
  const key = who ? `${who.kind}:${who.token ?? ''}:${member?.id ?? ''}` : null;

  useEffect(() => {
    if (!who) return;
    if (lastKind.current === 'member' && who.kind === 'guest') clearClosedFlags();
    lastKind.current = who.kind;
    const reader = { loggedIn: who.kind === 'member', firstLogin: who.kind === 'member' && storage.get('firstTimeLogin') === '1' };
    const closedUpTo = readClosedUpTo(who);
    const abort = new AbortController();
    let stopped = false;
    let starting = false;
    // What the machine will be handed: the answer, plus what was pushed while it was not running.
    let pushed: Announcement[] = [];
    const answer = loadPopups(reader.loggedIn, abort.signal);
    const update = (next: PopupView) => setView((cur) => (cur.open === next.open && cur.items === next.items && cur.state === next.state ? cur : next));

    const startMachine = () => {
      if (starting) return;
      starting = true;
      // The popup's own chunk (with the HTML sanitizer) loads beside the machine, ready by the time it opens.
      void import('./AnnouncementPopup').catch(() => undefined);
      import('./popupActor').then(
        ({ startPopupActor }) => {
          if (stopped) return;
          // Read when the answer is there: from now on pushes go to the machine itself. A failed
          // answer is the machine's first failure, which it retries.
          const first = answer.then((items) => [...items, ...pushed]);
          actorRef.current = startPopupActor(who, reader, closedUpTo, first, update);
        },
        (err: unknown) => console.warn('announcements: the popup could not load', err),
      );
    };

    update({ ...CLOSED, state: 'loading' });
    answer.then(
      (items) => {
        if (stopped || starting) return;
        if (popupsToShow([...items, ...pushed], reader, closedUpTo).length > 0) startMachine();
        else update({ ...CLOSED, state: 'waiting' });
      },
      () => {
        if (!stopped) startMachine();
      },
    );
    const unPush = onAnnouncementPublished(
      (item) => {
        if (actorRef.current) actorRef.current.published(item);
        else {
          pushed = [...pushed.filter((i) => i.id !== item.id), item];
          if (popupsToShow([item], reader, closedUpTo).length > 0) startMachine();
        }
        void queryClient.invalidateQueries({ queryKey: announcementKeys.all });
      },
      () => void queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
    );
    return () => {
      stopped = true;
      abort.abort();
      unPush();
      actorRef.current?.stop();
      actorRef.current = null;
      setView(CLOSED);
    };
    // `key` names the session; `who` is rebuilt from it on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [key]);

  return { ...view, close: () => actorRef.current?.close() };
}
