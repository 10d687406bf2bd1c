import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { LaunchTarget } from '@wl/machines';
import { sessionStore, viewOf } from '../session/session';
import { uiStore } from '../stores/ui';

/**
 * The game a guest picked before being asked to log in. It opens once they are in (the login,
 * registration or reset popup closed with a session, after a forced password change if one came);
 * closing the popup without logging in forgets it, so a later login never opens a game by surprise.
 * The launch code loads only then (useLaunchGame.ts is not part of every page's first load).
 */
let pendingLaunch: LaunchTarget | null = null;
export const setPendingLaunch = (target: LaunchTarget) => void (pendingLaunch = target);

type Launcher = (target: LaunchTarget, navigate: (to: string) => void) => Promise<unknown>;

/**
 * Mounted once in the app (app/ModalHost.tsx): opens the pending game after the login it waited
 * for, through `load` (the launch code, useLaunchGame.ts's launchWith, imported when needed).
 */
export function useResumeLaunch(load: () => Promise<Launcher>) {
  const navigate = useNavigate();
  useEffect(() => {
    const check = () => {
      if (!pendingLaunch || uiStore.get().modal) return;
      const target = pendingLaunch;
      pendingLaunch = null;
      if (viewOf(sessionStore.get()).isLogin) void load().then((launch) => launch(target, navigate));
    };
    const stopUi = uiStore.subscribe(check);
    const stopSession = sessionStore.subscribe(check);
    return () => {
      stopUi();
      stopSession();
    };
  }, [navigate, load]);
}
