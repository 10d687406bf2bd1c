import { useEffect, useRef, useState } from 'react';
import { createActor, fromPromise } from 'xstate';
import { announcementMachine, announcementPopup, type AnnouncementReader } from '@wl/machines';
import type { Announcement } from '@wl/shared/core';
import { queryClient } from '../../api/query';
import { useSession } from '../../session/session';
import { uiStore } from '../../stores/ui';
import { session as storage } from '../../lib/storage';
import { announcementKeys, loadPopups } from './announcementsApi';
import { clearClosedFlags, readClosedUpTo, writeClosedUpTo, type PopupSession } from './popupFlag';
import { onAnnouncementPublished } from './siteSocket';

type Send = (e: { type: 'CLOSE' }) => void;
const CLOSED = { open: false, items: [] as Announcement[], state: 'idle' };
/** Another popup or dialog is in front: the announcement waits for it (the machine's BLOCKED). */
const blocked = () => uiStore.get().modal !== null || uiStore.get().dialogs.length > 0;

/**
 * Runs the announcement machine (machines/src/announcement.ts) for the reader on this page: one
 * actor per session state (visitor, or a member's session), so logging in or out starts over
 * with that session's own flag. Pushed announcements reach the actor live; other popups block it.
 * Lists on the page refresh on a push too.
 */
/** `state`: the machine's state (loading, waiting, settling, open...), for the page's test marker. */
export function useAnnouncementPopup(): { open: boolean; items: Announcement[]; state: string; close(): void } {
  const { phase, token, member } = useSession();
  const [view, setView] = useState(CLOSED);
  const send = useRef<Send>(() => undefined);
  const lastKind = useRef<PopupSession['kind'] | null>(null);
  // Nothing is decided while a stored session is still being checked.
  const who: PopupSession | null = phase === 'member' ? { kind: 'member', token } : phase === 'guest' ? { kind: 'guest', token: null } : null;
  const key = who ? `${who.kind}:${who.token ?? ''}:${member?.id ?? ''}` : null;

  useEffect(() => {
    if (!who) return;
    if (lastKind.current === 'member' && who.kind === 'guest') clearClosedFlags();
    lastKind.current = who.kind;
    const reader: AnnouncementReader = { loggedIn: who.kind === 'member', firstLogin: who.kind === 'member' && storage.get('firstTimeLogin') === '1' };
    const actor = createActor(
      announcementMachine.provide({
        actors: { loadPopups: fromPromise<Announcement[], AnnouncementReader>(({ input, signal }) => loadPopups(input.loggedIn, signal)) },
        actions: { rememberClosed: (_, params) => writeClosedUpTo(who, params.upTo) },
      }),
      { input: { ...reader, closedUpTo: readClosedUpTo(who), blocked: blocked() } },
    );
    const sub = actor.subscribe((s) => {
      const next = { ...announcementPopup(s), state: String(s.value) };
      setView((cur) => (cur.open === next.open && cur.items === next.items && cur.state === next.state ? cur : next));
    });
    let wasBlocked = blocked();
    const unUi = uiStore.subscribe(() => {
      const now = blocked();
      if (now !== wasBlocked) actor.send({ type: now ? 'BLOCKED' : 'UNBLOCKED' });
      wasBlocked = now;
    });
    const unPush = onAnnouncementPublished(
      (item) => {
        actor.send({ type: 'PUBLISHED', item });
        void queryClient.invalidateQueries({ queryKey: announcementKeys.all });
      },
      () => void queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
    );
    actor.start();
    send.current = (e) => actor.send(e);
    return () => {
      unPush();
      unUi();
      sub.unsubscribe();
      actor.stop();
      send.current = () => undefined;
      setView(CLOSED);
    };
    // `key` names the session; `who` is rebuilt from it on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [key]);

  return { ...view, close: () => send.current({ type: 'CLOSE' }) };
}
