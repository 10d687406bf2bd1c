import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { identityApi } from '../api/identity';
import { endSession } from '../session/session';
import { ui } from '../stores/ui';
import { PATHS } from '../lib/paths';

/**
 * Sign out through the logout machine: confirm (in_popup_prompt / in_sure_logout), tell the
 * server, clear the session whatever it answered, go home. One short-lived actor per request
 * because the machine ends in a final state.
 */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(async () => {
    // XState and the machines load on the first logout, not with the shell that shows the button.
    const [{ createActor, fromPromise }, { logoutMachine }] = await Promise.all([import('xstate'), import('@wl/machines')]);
    const actor = createActor(
      logoutMachine.provide({
        actors: { submitLogout: fromPromise<unknown>(() => identityApi.logout()) },
        actions: {
          clearLocalSession: () => {
            endSession();
            navigate(PATHS.home);
          },
        },
      }),
    );
    actor.start();
    actor.send({ type: 'REQUEST' });
    const confirmed = await ui.dialog({
      titleKey: 'in_popup_prompt',
      messageKey: 'in_sure_logout',
      cancelKey: 'in_more_cancel',
      confirmKey: 'in_increase_submit',
      tone: 'warning',
    });
    actor.send({ type: confirmed ? 'CONFIRM' : 'CANCEL' });
    if (!confirmed) actor.stop();
  }, [navigate]);
}
